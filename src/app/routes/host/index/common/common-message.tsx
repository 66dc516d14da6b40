import { createFileRoute } from '@tanstack/react-router';
import { MessagePage } from '@/features/settings/MessagePage';
import { messageRoute } from '@/features/settings/messages';

export const Route = createFileRoute('/host/index/common/common-message')({ ...messageRoute, component: MessagePage });

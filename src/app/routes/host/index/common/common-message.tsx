import { createFileRoute } from '@tanstack/react-router';
import { MessagePage } from '@/features/settings/MessagePage';
import { loadMessage } from '@/features/settings/messages';
import { messagePage } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/common/common-message')({ ...messagePage, loader: (ctx) => loadMessage(ctx), component: MessagePage });

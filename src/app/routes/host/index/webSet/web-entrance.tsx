import { createFileRoute } from '@tanstack/react-router';
import { EntrancePage } from '@/features/settings/EntrancePage';
import { entranceRoute } from '@/features/settings/entrances';

export const Route = createFileRoute('/host/index/webSet/web-entrance')({ ...entranceRoute, component: EntrancePage });

import { createFileRoute } from '@tanstack/react-router';
import { EntrancePage } from '@/features/settings/EntrancePage';
import { loadEntrance } from '@/features/settings/entrances';
import { entrancePage } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/webSet/web-entrance')({ ...entrancePage, loader: (ctx) => loadEntrance(ctx), component: EntrancePage });

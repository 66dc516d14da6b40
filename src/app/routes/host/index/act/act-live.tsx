import { createFileRoute } from '@tanstack/react-router';
import { ActLivePage } from '@/features/activity/ActLivePage';
import { loadActLive } from '@/features/activity/actLive';
import { actLivePage } from '@/features/activity/routes';

export const Route = createFileRoute('/host/index/act/act-live')({ ...actLivePage, loader: (ctx) => loadActLive(ctx), component: ActLivePage });

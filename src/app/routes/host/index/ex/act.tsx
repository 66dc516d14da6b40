import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorActivityListPage } from '@/features/activity/HostActivityPages';
import { exhibitorActivity } from '@/features/activity/resources';
import { exhibitorActivityPages } from '@/features/activity/routes';

export const Route = createFileRoute('/host/index/ex/act')({
  ...exhibitorActivityPages.routes.list,
  loader: (ctx) => exhibitorActivity.loaders.list(ctx),
  component: ExhibitorActivityListPage,
});

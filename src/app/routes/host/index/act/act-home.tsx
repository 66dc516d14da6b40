import { createFileRoute } from '@tanstack/react-router';
import { HostActivityListPage } from '@/features/activity/HostActivityPages';
import { hostActivity } from '@/features/activity/resources';
import { hostActivityPages } from '@/features/activity/routes';

export const Route = createFileRoute('/host/index/act/act-home')({
  ...hostActivityPages.routes.list,
  loader: (ctx) => hostActivity.loaders.list(ctx),
  component: HostActivityListPage,
});

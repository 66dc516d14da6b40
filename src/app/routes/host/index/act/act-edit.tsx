import { createFileRoute } from '@tanstack/react-router';
import { HostActivityFormPage } from '@/features/activity/HostActivityPages';
import { hostActivity } from '@/features/activity/resources';
import { hostActivityPages } from '@/features/activity/routes';

export const Route = createFileRoute('/host/index/act/act-edit')({
  ...hostActivityPages.routes.edit,
  loader: (ctx) => hostActivity.loaders.edit(ctx),
  component: HostActivityFormPage,
});

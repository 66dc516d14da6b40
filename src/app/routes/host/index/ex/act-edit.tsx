import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorActivityFormPage } from '@/features/activity/HostActivityPages';
import { exhibitorActivity } from '@/features/activity/resources';
import { exhibitorActivityPages } from '@/features/activity/routes';

export const Route = createFileRoute('/host/index/ex/act-edit')({
  ...exhibitorActivityPages.routes.edit,
  loader: (ctx) => exhibitorActivity.loaders.edit(ctx),
  component: ExhibitorActivityFormPage,
});

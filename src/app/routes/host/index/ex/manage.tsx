import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorManagePage } from '@/features/exhibitions/ExhibitorManagePage';
import { exhibitorJoin } from '@/features/exhibitions/resources';
import { exhibitorPages } from '@/features/exhibitions/routes';

export const Route = createFileRoute('/host/index/ex/manage')({
  ...exhibitorPages.routes.list,
  loader: (ctx) => exhibitorJoin.loaders.list(ctx),
  component: ExhibitorManagePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorNewsFormPage } from '@/features/news/ExhibitorNewsPages';
import { exhibitorNews } from '@/features/news/resources';
import { exhibitorNewsPages } from '@/features/news/routes';

export const Route = createFileRoute('/host/index/set/Exnewsedit')({
  ...exhibitorNewsPages.routes.edit,
  loader: (ctx) => exhibitorNews.loaders.edit(ctx),
  component: ExhibitorNewsFormPage,
});

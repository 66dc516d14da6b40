import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorNewsListPage } from '@/features/news/ExhibitorNewsPages';
import { exhibitorNews } from '@/features/news/resources';
import { exhibitorNewsPages } from '@/features/news/routes';

export const Route = createFileRoute('/host/index/set/Exnews')({
  ...exhibitorNewsPages.routes.list,
  loader: (ctx) => exhibitorNews.loaders.list(ctx),
  component: ExhibitorNewsListPage,
});

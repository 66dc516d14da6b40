import { createFileRoute } from '@tanstack/react-router';
import { HostNewsListPage } from '@/features/news/HostNewsPages';
import { hostNews } from '@/features/news/resources';
import { hostNewsPages } from '@/features/news/routes';

export const Route = createFileRoute('/host/index/set/news')({
  ...hostNewsPages.routes.list,
  loader: (ctx) => hostNews.loaders.list(ctx),
  component: HostNewsListPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { HostNewsFormPage } from '@/features/news/HostNewsPages';
import { hostNews } from '@/features/news/resources';
import { hostNewsPages } from '@/features/news/routes';

export const Route = createFileRoute('/host/index/set/newsedit')({
  ...hostNewsPages.routes.edit,
  loader: (ctx) => hostNews.loaders.edit(ctx),
  component: HostNewsFormPage,
});

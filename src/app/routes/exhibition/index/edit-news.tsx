import { createFileRoute } from '@tanstack/react-router';
import { NewsFormPage } from '@/features/news/NewsPages';
import { news } from '@/features/news/resources';
import { newsPages } from '@/features/news/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/edit-news')({ ...newsPages.routes.edit, loader: (ctx) => news.loaders.edit(ctx), component: NewsFormPage });

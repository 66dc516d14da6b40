import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '@/features/news/NewsPages';
import { news } from '@/features/news/resources';
import { newsPages } from '@/features/news/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/news')({ ...newsPages.routes.list, loader: (ctx) => news.loaders.list(ctx), component: NewsListPage });

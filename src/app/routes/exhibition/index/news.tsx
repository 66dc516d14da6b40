import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '@/features/news/NewsPages';
import { news } from '@/features/news/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/news')({ ...news.routes.list, component: NewsListPage });

import { createFileRoute } from '@tanstack/react-router';
import { NewsFormPage } from '@/features/news/NewsPages';
import { news } from '@/features/news/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/add-news')({ ...news.routes.create, component: NewsFormPage });

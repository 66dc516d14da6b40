import { createFileRoute } from '@tanstack/react-router';
import { NewsFormPage } from '@/features/news/NewsPages';
import { newsPages } from '@/features/news/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/add-news')({ ...newsPages.routes.create, component: NewsFormPage });

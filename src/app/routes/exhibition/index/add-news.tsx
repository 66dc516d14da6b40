import { createFileRoute } from '@tanstack/react-router';
import { NewsCreatePage } from '@/features/news/NewsFormPage';

export const Route = createFileRoute('/exhibition{-$lang}/index/add-news')({
  staticData: { title: 'nav.exhibitor.add-news' },
  component: NewsCreatePage,
});

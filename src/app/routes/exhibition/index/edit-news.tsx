import { createFileRoute } from '@tanstack/react-router';
import { NewsEditPage } from '@/features/news/NewsFormPage';
import { editSearch } from '@/features/showcase/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/edit-news')({
  staticData: { title: 'nav.exhibitor.edit-news' },
  validateSearch: editSearch,
  component: NewsEditPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '@/features/news/NewsListPage';
import { newsListSearch } from '@/features/news/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/news')({
  staticData: { title: 'nav.exhibitor.news' },
  validateSearch: newsListSearch,
  component: NewsListPage,
});

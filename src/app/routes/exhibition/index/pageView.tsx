import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageViewPage } from '@/features/insights/PageViewPage';
import { loadPageView } from '@/features/insights/queries';
import { pageViewPage } from '@/features/insights/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/pageView')({
  ...pageViewPage,
  // The English area has no visit statistics (000 §2).
  beforeLoad: ({ params }) => {
    if (params.lang) throw notFound();
  },
  loader: (ctx) => loadPageView(ctx),
  component: PageViewPage,
});

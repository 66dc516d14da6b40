import { createFileRoute } from '@tanstack/react-router';
import { ReleaseListPage } from '@/features/release/ReleaseListPage';
import { releaseListSearchSchema } from '@/features/release/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/release')({
  staticData: { title: 'nav.exhibitor.release' },
  validateSearch: releaseListSearchSchema,
  component: ReleaseListPage,
});

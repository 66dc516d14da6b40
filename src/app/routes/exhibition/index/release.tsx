import { createFileRoute } from '@tanstack/react-router';
import { ReleaseListPage } from '@/features/release/ReleaseListPage';
import { releaseListSearchSchema } from '@/features/release/search';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/release')({
  loader: () => loadLocale('release'),
  staticData: { title: 'nav.exhibitor.release', section: 'content' },
  validateSearch: releaseListSearchSchema,
  component: ReleaseListPage,
});

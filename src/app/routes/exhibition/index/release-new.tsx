import { createFileRoute } from '@tanstack/react-router';
import { ReleaseEditPage } from '@/features/release/ReleaseEditPage';
import { releaseEditSearchSchema } from '@/features/release/search';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/release-new')({
  loader: () => loadLocale('release'),
  staticData: { title: 'nav.exhibitor.release-new', parent: '/exhibition{-$lang}/index/release' },
  validateSearch: releaseEditSearchSchema,
  component: ReleaseEditPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { MomentPage } from '@/features/release/MomentPage';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/moment')({
  loader: () => loadLocale('release'),
  staticData: { title: 'nav.exhibitor.moment', section: 'content' },
  component: MomentPage,
});

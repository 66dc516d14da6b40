import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorHomePage } from '@/features/home/ExhibitorHomePage';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/home')({
  loader: () => loadLocale('company'),
  staticData: { title: 'nav.exhibitor.home', section: 'overview' },
  component: ExhibitorHomePage,
});

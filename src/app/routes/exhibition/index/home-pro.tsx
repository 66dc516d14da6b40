import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorHomeProPage } from '@/features/home/ExhibitorHomeProPage';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/home-pro')({
  loader: () => loadLocale('company'),
  staticData: { title: 'nav.exhibitor.home-pro', section: 'overview' },
  component: ExhibitorHomeProPage,
});

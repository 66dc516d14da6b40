import { createFileRoute } from '@tanstack/react-router';
import { HostHomePage } from '@/features/home/HostHomePage';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/host/index/home')({
  loader: () => loadLocale('company'),
  staticData: { title: 'nav.host.home', section: 'overview' },
  component: HostHomePage,
});

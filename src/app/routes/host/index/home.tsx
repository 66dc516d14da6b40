import { createFileRoute } from '@tanstack/react-router';
import { HostDashboard } from '@/features/hostHome/HostDashboard';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/host/index/home')({
  loader: () => loadLocale('host'),
  staticData: { title: 'nav.host.home', section: 'overview' },
  component: HostDashboard,
});

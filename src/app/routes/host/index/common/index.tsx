import { createFileRoute } from '@tanstack/react-router';
import { CommonHubPage } from '@/features/settings/CommonHubPage';
import { loadLocale } from '@/lib/i18n';

/** routes.json names no redirect for /host/index/common: it is the overview of the common settings. */
export const Route = createFileRoute('/host/index/common/')({
  staticData: { title: 'nav.host.sections.common', section: 'common' },
  loader: () => loadLocale('settings'),
  component: CommonHubPage,
});

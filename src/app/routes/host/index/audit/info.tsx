import { createFileRoute } from '@tanstack/react-router';
import { AuditInfoPage } from '@/features/audit/AuditInfoPage';
import { infoSearch } from '@/features/audit/routes';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/host/index/audit/info')({
  staticData: { title: 'nav.host.audit.info', section: 'audit', parent: '/host/index/audit/list' },
  validateSearch: infoSearch,
  loader: () => loadLocale('host'),
  component: AuditInfoPage,
});

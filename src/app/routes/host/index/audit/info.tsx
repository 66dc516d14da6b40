import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuditInfoPage } from '@/features/audit/AuditInfoPage';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/host/index/audit/info')({
  staticData: { title: 'nav.host.audit.info', section: 'audit', parent: '/host/index/audit/list' },
  validateSearch: z.object({ joinId: z.guid().optional().catch(undefined) }),
  loader: () => loadLocale('host'),
  component: AuditInfoPage,
});

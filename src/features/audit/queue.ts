/** The review queue's URL state and calls: one page of audit records of the current exhibition. */
import type { QueryClient } from '@tanstack/react-query';
import { getAuditGetAuditListQueryKey, getAuditGetAuditListQueryOptions } from '@gen/api/audit/audit';
import { AuditRecordType, ChangeAuditStatus } from '@gen/api/model';
import { z } from 'zod';
import { listSearchSchema, scopeIdOf, toPageRequest, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

/** 'all' statuses is -1; the queue opens on the pending ones. */
export const ALL = -1;
const types = Object.values(AuditRecordType).map((v) => z.literal(v));
const statuses = [ALL, ChangeAuditStatus.Pending, ChangeAuditStatus.Approved, ChangeAuditStatus.Rejected].map((v) => z.literal(v));

export const queueSearch = listSearchSchema(
  {
    type: z.union(types as unknown as [z.ZodLiteral<AuditRecordType>, ...z.ZodLiteral<AuditRecordType>[]]),
    status: z.union(statuses as unknown as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]).default(ChangeAuditStatus.Pending).catch(ChangeAuditStatus.Pending),
  },
  { pageSize: 20, sort: { propertyName: 'submitTime', direction: 'asc' } },
);
export type QueueSearch = z.output<typeof queueSearch>;

/** The list call of a queue page. */
export function queueQuery(search: QueueSearch, exhibitionId: string) {
  const { status, type, ...rest } = toPageRequest(search);
  return getAuditGetAuditListQueryOptions({ ...rest, exhibitionId, type, auditStatus: status === ALL ? undefined : (status as ChangeAuditStatus) });
}

/** The number of pending changes of one kind (or of all kinds). */
export const pendingCountQuery = (exhibitionId: string, type?: AuditRecordType) =>
  getAuditGetAuditListQueryOptions({ exhibitionId, type, auditStatus: ChangeAuditStatus.Pending, pageIndex: 1, pageSize: 1 });

/** Every audit list (queue pages and counts): refreshed after a decision. */
export const auditListsKey = getAuditGetAuditListQueryKey().slice(0, 2);

/** Route options of /host/index/audit/list: search in the URL, the first page fetched with the code. */
export const queueRoute = {
  staticData: { title: 'nav.host.audit.list', section: 'audit' },
  validateSearch: queueSearch,
  loaderDeps: ({ search }: { search: QueueSearch }) => search,
  loader: async ({ context, deps, cause }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: QueueSearch; cause: string }) => {
    const locale = loadLocale('host');
    const exhibitionId = scopeIdOf('exhibition', context.scope);
    if (!exhibitionId) return locale;
    const data = context.queryClient.prefetchQuery(queueQuery(deps, exhibitionId));
    await Promise.all(cause === 'stay' ? [locale] : [locale, data]);
  },
} as const;

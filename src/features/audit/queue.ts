/** The review queue's URL state and calls: one page of audit records of the current exhibition. */
import type { QueryClient } from '@tanstack/react-query';
import { getAuditGetAuditListQueryKey, getAuditGetAuditListQueryOptions } from '@gen/api/audit/audit';
import { AuditRecordType, ChangeAuditStatus } from '@gen/api/model';
import { scopeIdOf, toPageRequest, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { ALL, type QueueSearch } from './routes';
export { ALL, queueSearch, type QueueSearch } from './routes';

/** The list call of a queue page. */
export function queueQuery(search: QueueSearch, exhibitionId: string) {
  const { status, type, ...rest } = toPageRequest(search);
  return getAuditGetAuditListQueryOptions({ ...rest, exhibitionId, type, auditStatus: status === ALL ? undefined : (status as ChangeAuditStatus) });
}

/** The number of pending changes of one kind (or of all kinds). */
export const pendingCountQuery = (exhibitionId: string, type?: AuditRecordType) =>
  getAuditGetAuditListQueryOptions({ exhibitionId, type, auditStatus: ChangeAuditStatus.Pending, pageIndex: 1, pageSize: 1 });

/** The number of approved catalogue changes of the exhibition (what UpdateDownBatch writes into the catalogue). */
export const approvedCatalogueCountQuery = (exhibitionId: string) =>
  getAuditGetAuditListQueryOptions({ exhibitionId, type: AuditRecordType.Catalogue, auditStatus: ChangeAuditStatus.Approved, pageIndex: 1, pageSize: 1 });

/** Every audit list (queue pages and counts): refreshed after a decision. */
export const auditListsKey = getAuditGetAuditListQueryKey().slice(0, 2);

/** Route options of /host/index/audit/list: search in the URL, the first page fetched with the code. */
/** The queue page's loader: its interface text and first data, fetched with the page's code. */
export const loadQueue = async ({ context, deps, cause }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: QueueSearch; cause: string }) => {
  const locale = loadLocale('host');
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  if (!exhibitionId) return locale;
  const data = context.queryClient.prefetchQuery(queueQuery(deps, exhibitionId));
  await Promise.all(cause === 'stay' ? [locale] : [locale, data]);
};

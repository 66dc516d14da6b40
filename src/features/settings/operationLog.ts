/** 操作日志 (set/hostOperationLog): who did what in the back office, paged and filtered (001 ApplicationLogs). */
import type { QueryClient } from '@tanstack/react-query';
import { getApplicationLogsGetLogsQueryOptions } from '@gen/api/common-settings/common-settings';
import { toPageRequest } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { type OperationLogSearch } from './routes';
export { OPERATION_TYPES, operationLogSearch, type OperationLogSearch } from './routes';

/** The keyword is the account name (userName), as the log screen searches by person. */
export function operationLogQuery(search: OperationLogSearch) {
  const { keyword, ...rest } = toPageRequest(search);
  return getApplicationLogsGetLogsQueryOptions({ ...rest, userName: keyword || undefined });
}

/** The operationLog page's loader: its interface text and first data, fetched with the page's code. */
export const loadOperationLog = ({ context, deps }: { context: { queryClient: QueryClient }; deps: OperationLogSearch }) => Promise.all([loadLocale('settings'), context.queryClient.prefetchQuery(operationLogQuery(deps))]);

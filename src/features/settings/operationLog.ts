/** 操作日志 (set/hostOperationLog): who did what in the back office, paged and filtered (001 ApplicationLogs). */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getApplicationLogsGetLogsQueryOptions } from '@gen/api/common-settings/common-settings';
import { ApplicationLogOperationType } from '@gen/api/model';
import { listSearchSchema, toPageRequest } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

export const OPERATION_TYPES = Object.values(ApplicationLogOperationType);
export const operationLogSearch = listSearchSchema(
  { operationType: z.union(OPERATION_TYPES.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<ApplicationLogOperationType>, ...z.ZodLiteral<ApplicationLogOperationType>[]]) },
  { pageSize: 20, sort: { propertyName: 'createTime', direction: 'desc' } },
);
export type OperationLogSearch = z.output<typeof operationLogSearch>;

/** The keyword is the account name (userName), as the log screen searches by person. */
export function operationLogQuery(search: OperationLogSearch) {
  const { keyword, ...rest } = toPageRequest(search);
  return getApplicationLogsGetLogsQueryOptions({ ...rest, userName: keyword || undefined });
}

export const operationLogRoute = {
  staticData: { title: 'nav.host.set.hostOperationLog', section: 'set' },
  validateSearch: operationLogSearch,
  loaderDeps: ({ search }: { search: OperationLogSearch }) => search,
  loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: OperationLogSearch }) => Promise.all([loadLocale('settings'), context.queryClient.prefetchQuery(operationLogQuery(deps))]),
} as const;

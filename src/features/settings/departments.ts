/**
 * Route options of 部门管理. The GraphQL operations' code (generated/graphql/hooks.ts) is loaded by
 * the loader, with the page, not with the route table.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadLocale } from '@/lib/i18n';

/** The department page's loader: its interface text and first data, fetched with the page's code. */
export const loadDepartment = async ({ context }: { context: { queryClient: QueryClient } }) => {
  const [{ departmentsQuery }] = await Promise.all([import('./departmentCalls'), loadLocale('settings')]);
  await context.queryClient.prefetchQuery(departmentsQuery());
};

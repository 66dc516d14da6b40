/**
 * Route options of 部门管理. The GraphQL operations' code (generated/graphql/hooks.ts) is loaded by
 * the loader, with the page, not with the route table.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadLocale } from '@/lib/i18n';

export const departmentRoute = {
  staticData: { title: 'nav.host.common.common-department', section: 'common' },
  loader: async ({ context }: { context: { queryClient: QueryClient } }) => {
    const [{ departmentsQuery }] = await Promise.all([import('./departmentCalls'), loadLocale('settings')]);
    await context.queryClient.prefetchQuery(departmentsQuery());
  },
} as const;

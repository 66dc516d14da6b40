/**
 * The loader of 部门管理. The route file names it inline, so the router plugin moves it (and the
 * GraphQL operations' code it uses) into the page's chunk, not the route table.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadLocale } from '@/lib/i18n';
import { departmentsQuery } from './departmentCalls';

/** The department page's loader: its interface text and first data, fetched with the page's code. */
export const loadDepartment = ({ context }: { context: { queryClient: QueryClient } }) => Promise.all([loadLocale('settings'), context.queryClient.prefetchQuery(departmentsQuery())]);

/** 统计管理 (set/statisticalManage): tracked links (SMS, posters, ads) and their click totals (001 LinkClickTotal). */
import type { QueryClient } from '@tanstack/react-query';
import { getLinkClickTotalGetAllQueryOptions, linkClickTotalCreate, linkClickTotalDelete, linkClickTotalUpdate } from '@gen/api/common-settings/common-settings';
import { loadLocale } from '@/lib/i18n';

export const linksQuery = () => getLinkClickTotalGetAllQueryOptions();
export const linkCalls = { create: linkClickTotalCreate, update: linkClickTotalUpdate, remove: (id: string) => linkClickTotalDelete({ Id: id }) };

/** The links page's loader: its interface text and first data, fetched with the page's code. */
export const loadLinks = ({ context }: { context: { queryClient: QueryClient } }) => Promise.all([loadLocale('settings'), context.queryClient.prefetchQuery(linksQuery())]);

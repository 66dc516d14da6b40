/** 统计管理 (set/statisticalManage): tracked links (SMS, posters, ads) and their click totals (001 LinkClickTotal). */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getLinkClickTotalGetAllQueryOptions, linkClickTotalCreate, linkClickTotalDelete, linkClickTotalUpdate } from '@gen/api/common-settings/common-settings';
import { LinkClickTotalCreateBody } from '@gen/zod/common-settings/common-settings';
import { blank } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

export const linksQuery = () => getLinkClickTotalGetAllQueryOptions();
export const linkCalls = { create: linkClickTotalCreate, update: linkClickTotalUpdate, remove: (id: string) => linkClickTotalDelete({ Id: id }) };

const body = LinkClickTotalCreateBody.shape;
export const linkSchema = z.object({ name: body.name, link: blank(body.link), remark: blank(body.remark) });

export const linksRoute = {
  staticData: { title: 'nav.host.set.statisticalManage', section: 'set' },
  loader: ({ context }: { context: { queryClient: QueryClient } }) => Promise.all([loadLocale('settings'), context.queryClient.prefetchQuery(linksQuery())]),
} as const;

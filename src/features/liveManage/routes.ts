/**
 * 活动直播 (activity/act-live): live management of one of the join's activities — its application,
 * channel settings, members, products in the stream, recordings, viewer logs and the registration
 * form. What the route file needs before the page's code arrives; the loader comes with the page.
 */
import { z } from 'zod';
import { idParam } from '@/lib/validation';
import { lazySchema } from '@/components/list/listSearch';

/** The page's sections, one tab each (in the URL). */
export const LIVE_TABS = ['application', 'channel', 'members', 'products', 'history', 'logs', 'form'] as const;
export type LiveTab = (typeof LIVE_TABS)[number];

/** The viewer logs: who watched, which products and which companies they looked at. */
export const LOG_KINDS = ['viewers', 'products', 'companies'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

const pageNumber = z.number().int().min(1).max(100000).default(1).catch(1);

export const liveManageSearch = lazySchema(() => z.object({
  activityId: idParam,
  tab: z.enum(LIVE_TABS).default('application').catch('application'),
  /** The page of recordings. */
  page: pageNumber,
  log: z.enum(LOG_KINDS).default('viewers').catch('viewers'),
  logPage: pageNumber,
}));
export type LiveManageSearch = z.output<typeof liveManageSearch>;

/** 活动直播: only in the Chinese exhibitor area. */
export const liveManagePage = {
  staticData: { title: 'nav.exhibitor.activity.act-live', section: 'exhibition', zhOnly: true },
  validateSearch: liveManageSearch,
  loaderDeps: ({ search }: { search: LiveManageSearch }) => search,
} as const;

/**
 * The exhibitor's data pages (cloud, business, behavior, pageView): what the route files need
 * before a page's code arrives (titles, search params); the loaders come with the pages.
 */
import { z } from 'zod';
import { periodSearch } from '@/components/form/PeriodFields';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';

/** 云展厅: no search params. */
export const cloudPage = {
  staticData: { title: 'nav.exhibitor.cloud', section: 'data' },
} as const;

/** 商机线索: keyword, this exhibition or every show the company took part in, best matches first. */
export const businessSearch = lazySchema(() => listSearchSchema({ all: z.boolean() }, { sort: { propertyName: 'matchScore', direction: 'desc' } }));
export type BusinessSearch = z.output<typeof businessSearch>;

export const businessPage = {
  staticData: { title: 'nav.exhibitor.business', section: 'data' },
  validateSearch: businessSearch,
  loaderDeps: ({ search }: { search: BusinessSearch }) => search,
} as const;

/** 访客行为: its tab, the period and the product list's paging and keyword. */
export const BEHAVIOR_TABS = ['views', 'tags', 'requests'] as const;
export type BehaviorTab = (typeof BEHAVIOR_TABS)[number];
export const behaviorSearch = lazySchema(() => listSearchSchema({}, { sort: { propertyName: 'viewCount', direction: 'desc' } }).extend({
  tab: z.enum(BEHAVIOR_TABS).default('views').catch('views'),
  ...periodSearch,
}));
export type BehaviorSearch = z.output<typeof behaviorSearch>;

export const behaviorPage = {
  staticData: { title: 'nav.exhibitor.behavior', section: 'data' },
  validateSearch: behaviorSearch,
  loaderDeps: ({ search }: { search: BehaviorSearch }) => search,
} as const;

/** 浏览统计: only in the Chinese exhibitor area (000 §2); a period of days. */
export const pageViewSearch = lazySchema(() => z.object(periodSearch));
export type PageViewSearch = z.output<typeof pageViewSearch>;

export const pageViewPage = {
  staticData: { title: 'nav.exhibitor.pageView', section: 'data', zhOnly: true },
  validateSearch: pageViewSearch,
  loaderDeps: ({ search }: { search: PageViewSearch }) => search,
} as const;

/**
 * 洽谈导出 / 洽谈分类统计 / 洽谈详情 (set/export-talk…): the buyer–exhibitor talks (洽谈) of the show,
 * i.e. the purchase-demand cards buyers send exhibitors from the mini-programme, as the organiser
 * exports them exhibitor by exhibitor, counts them by kind and reads one in full. What the route
 * files need before the pages' code arrives.
 */
import { z } from 'zod';
import { periodSearch } from '@/components/form/PeriodFields';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';

/** The talks list: by exhibitor (its cards together, the newest first within it), filtered in the URL. */
export const talkPages = definePages({
  domain: 'talks',
  scope: 'exhibition',
  section: 'set',
  paths: { list: '/host/index/set/export-talk', detail: '/host/index/set/export-talk-details' },
  titles: { list: 'nav.host.set.export-talk', detail: 'nav.host.set.export-talk-details' },
  search: lazySchema(() => listSearchSchema(
    { compId: z.guid(), talkType: z.coerce.number().int().min(0).max(99) },
    { sort: { propertyName: 'compName', direction: 'asc' } },
  ).extend(periodSearch)),
});

/** 洽谈分类统计: the talks of a period by talk type and by the page they were sent from. */
export const talkCategorySearch = lazySchema(() => z.object(periodSearch));
export type TalkCategorySearch = z.output<typeof talkCategorySearch>;
export const talkCategoryPage = {
  staticData: { title: 'nav.host.set.export-talk-category', section: 'set' },
  validateSearch: talkCategorySearch,
  loaderDeps: ({ search }: { search: TalkCategorySearch }) => search,
} as const;

/**
 * The buyers who reached the company: calling cards sent from the mini-programme (采购咨询). What
 * the route files need before a page's code arrives; the loaders come with the pages.
 */
import { CallingCardFilterState } from '@gen/api/model';
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';

/** The consult list's tabs: pending receipt (0) and received (1). */
export const CONSULT_STATES = [CallingCardFilterState.Pending, CallingCardFilterState.Received] as const;
export type ConsultState = (typeof CONSULT_STATES)[number];

export const consultSearch = lazySchema(() => listSearchSchema({}, { sort: { propertyName: 'createTime', direction: 'desc' } }).extend({
  state: z.union([z.literal(CallingCardFilterState.Pending), z.literal(CallingCardFilterState.Received)]).default(0).catch(0),
}));
export type ConsultSearch = z.output<typeof consultSearch>;

/** 采购咨询: only in the Chinese exhibitor area (000 §2). */
export const buyConsultPage = {
  staticData: { title: 'nav.exhibitor.exinfo.buyConsult', section: 'exhibition', zhOnly: true },
  validateSearch: consultSearch,
  loaderDeps: ({ search }: { search: ConsultSearch }) => search,
} as const;

/**
 * 展商信息列表 (exInformation/exInformation-home): the visitor information collected by the
 * registration forms of the current exhibition, by source, newest first.
 */
export const gatheringPages = definePages({
  domain: 'host',
  scope: 'exhibition',
  section: 'exInformation',
  paths: { list: '/host/index/exInformation/exInformation-home' },
  titles: { list: 'nav.host.exInformation.exInformation-home' },
  search: lazySchema(() => listSearchSchema({ source: z.union([z.literal(0), z.literal(1), z.literal(2)]) }, { sort: { propertyName: 'createTime', direction: 'desc' } })),
});

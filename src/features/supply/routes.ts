/**
 * 供需信息 (supply-info): the supply-and-demand postings exhibitors publish in the mini-programme
 * (new releases), as the organiser reviews them, pushes them to visitors and matches them with
 * exhibitors' products (商机). What the route files need before a page's code arrives.
 *
 * The section has an old and a new ("-new") URL for each page; both serve the same page, the old
 * one by a redirect that keeps the search, so bookmarks of either keep working.
 */
import { ReleaseKind, NewReleaseStatus } from '@gen/api/model';
import { z } from 'zod';
import { periodSearch } from '@/components/form/PeriodFields';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';

const STATUS = z.union([z.literal(NewReleaseStatus.PendingPush), z.literal(NewReleaseStatus.Pushed), z.literal(NewReleaseStatus.Rejected)]);

/** A review list's search: the push state (all when absent), the period and the keyword; the newest first. */
const reviewSearch = lazySchema(() => listSearchSchema({ status: STATUS }, { sort: { propertyName: 'createTime', direction: 'desc' } }).extend(periodSearch));

/** 企业供需信息: what exhibitors offer (supply / investment attraction, and their news). */
export const companyPostingPages = definePages({
  domain: 'supply',
  scope: 'exhibition',
  section: 'supply-info',
  paths: { list: '/host/index/supply-info/company-new', detail: '/host/index/supply-info/business-opportunity-detail-new' },
  titles: { list: 'nav.host.supply-info.company-new', detail: 'nav.host.supply-info.business-opportunity-detail-new' },
  search: reviewSearch,
});

/** 个人供需信息: what buyers ask for (demand / procurement postings). */
export const userPostingPages = definePages({
  domain: 'supply',
  scope: 'exhibition',
  section: 'supply-info',
  paths: { list: '/host/index/supply-info/user-new', detail: '/host/index/supply-info/business-opportunity-detail-new' },
  titles: { list: 'nav.host.supply-info.user-new', detail: 'nav.host.supply-info.business-opportunity-detail-new' },
  search: reviewSearch,
});

/** 商机管理: the pushed postings with the products matched to them, how many of those reached the poster. */
export const opportunityPages = definePages({
  domain: 'supply',
  scope: 'exhibition',
  section: 'supply-info',
  paths: { list: '/host/index/supply-info/business-opportunity-new', detail: '/host/index/supply-info/business-opportunity-detail-new' },
  titles: { list: 'nav.host.supply-info.business-opportunity-new', detail: 'nav.host.supply-info.business-opportunity-detail-new' },
  search: lazySchema(() => listSearchSchema({ type: z.union([z.literal(ReleaseKind.Supply), z.literal(ReleaseKind.Demand), z.literal(ReleaseKind.News)]) }, { sort: { propertyName: 'createTime', direction: 'desc' } }).extend(periodSearch)),
});

/** 供需导出: one push-state tab of the postings, for a period, as a spreadsheet; the counts of each tab beside it. */
export const supplyExportSearch = lazySchema(() => z.object({
  status: STATUS.default(NewReleaseStatus.Pushed).catch(NewReleaseStatus.Pushed),
  type: z.union([z.literal(ReleaseKind.Supply), z.literal(ReleaseKind.Demand), z.literal(ReleaseKind.News)]).optional().catch(undefined),
}).extend(periodSearch));
export type SupplyExportSearch = z.output<typeof supplyExportSearch>;

export const supplyExportPage = {
  staticData: { title: 'nav.host.supply-info.supply-export-new', section: 'supply-info' },
  validateSearch: supplyExportSearch,
  loaderDeps: ({ search }: { search: SupplyExportSearch }) => search,
} as const;

/** The old URLs of the section and the pages they open now. */
export const LEGACY_SUPPLY_INFO = {
  '/host/index/supply-info/company': '/host/index/supply-info/company-new',
  '/host/index/supply-info/user': '/host/index/supply-info/user-new',
  '/host/index/supply-info/supply-export': '/host/index/supply-info/supply-export-new',
  '/host/index/supply-info/business-opportunity': '/host/index/supply-info/business-opportunity-new',
  '/host/index/supply-info/business-opportunity-detail': '/host/index/supply-info/business-opportunity-detail-new',
} as const;

// ---------------------------------------------------------------- purchase demand (采购需求, supply/)

/** The purchase-demand tabs: recovered and ignored are cards still open (states 0 and 2) within or past 24 hours. */
export const DEMAND_TABS = ['recovered', 'ignored', 'received', 'rejected'] as const;
export type DemandTab = (typeof DEMAND_TABS)[number];

const demandSearch = lazySchema(() => listSearchSchema(
  { tab: z.enum(DEMAND_TABS), compId: z.guid(), talkType: z.coerce.number().int().min(0).max(99), sourceLinkType: z.coerce.number().int().min(0).max(99) },
  { sort: { propertyName: 'createTime', direction: 'desc' } },
).extend(periodSearch));

/** 企业供需: the cards buyers sent, exhibitor by exhibitor. */
export const companyDemandPages = definePages({
  domain: 'supply',
  scope: 'exhibition',
  section: 'supply',
  paths: { list: '/host/index/supply/company' },
  titles: { list: 'nav.host.supply.company' },
  search: demandSearch,
});

/** 个人供需: the same cards from the buyers' side: who asked, for what, from where. */
export const buyerDemandPages = definePages({
  domain: 'supply',
  scope: 'exhibition',
  section: 'supply',
  paths: { list: '/host/index/supply/user' },
  titles: { list: 'nav.host.supply.user' },
  search: demandSearch,
});

/** 采购需求: the purchase demand of the exhibition in figures, over a period. */
export const demandStatsSearch = lazySchema(() => z.object(periodSearch));
export type DemandStatsSearch = z.output<typeof demandStatsSearch>;
export const demandStatsPage = {
  staticData: { title: 'nav.host.supply.buySupply', section: 'supply' },
  validateSearch: demandStatsSearch,
  loaderDeps: ({ search }: { search: DemandStatsSearch }) => search,
} as const;

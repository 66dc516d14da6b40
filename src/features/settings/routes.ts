/**
 * What the route files of the host's settings pages need before a page's code arrives: titles,
 * search validation, loader deps. The loaders come with the pages (resources and the page modules).
 */
import { ApplicationLogOperationType, ExhibitionBannerType } from '@gen/api/model';
import { z } from 'zod';
import { periodSearch } from '@/components/form/PeriodFields';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';

export const posterPages = definePages({
  domain: 'settings',
  scope: 'exhibition',
  section: 'common',
  paths: { list: '/host/index/common/common-poster', create: '/host/index/common/common-poster-add', edit: '/host/index/common/common-poster-edit' },
  titles: { list: 'nav.host.common.common-poster', create: 'nav.host.common.common-poster-add', edit: 'nav.host.common.common-poster-edit' },
  search: lazySchema(() => listSearchSchema({})),
});

/** `?module=JoinAudit`: the module whose templates are shown (the first module when absent). */
export const messageSearch = lazySchema(() => z.object({ module: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/).optional().catch(undefined) }));

export type MessageSearch = z.output<typeof messageSearch>;

export const messagePage = {
  staticData: { title: 'nav.host.common.common-message', section: 'common' },
  validateSearch: messageSearch,
  loaderDeps: ({ search }: { search: MessageSearch }) => search,
} as const;

export const POSITIONS = [ExhibitionBannerType.Home, ExhibitionBannerType.ExhibitorCentre, ExhibitionBannerType.AudienceRegistration] as const;

export const webBannerSearch = lazySchema(() => z.object({ type: z.union(POSITIONS.map((p) => z.literal(p)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]).default(1).catch(1) }));

export type WebBannerSearch = z.output<typeof webBannerSearch>;

export const webBannerPage = {
  staticData: { title: 'nav.host.webSet.webBanner', section: 'webSet' },
  validateSearch: webBannerSearch,
  loaderDeps: ({ search }: { search: WebBannerSearch }) => search,
} as const;

export const OPERATION_TYPES = Object.values(ApplicationLogOperationType);

export const operationLogSearch = lazySchema(() => listSearchSchema(
  { operationType: z.union(OPERATION_TYPES.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<ApplicationLogOperationType>, ...z.ZodLiteral<ApplicationLogOperationType>[]]) },
  { pageSize: 20, sort: { propertyName: 'createTime', direction: 'desc' } },
));

export type OperationLogSearch = z.output<typeof operationLogSearch>;

export const operationLogPage = {
  staticData: { title: 'nav.host.set.hostOperationLog', section: 'set' },
  validateSearch: operationLogSearch,
  loaderDeps: ({ search }: { search: OperationLogSearch }) => search,
} as const;

export const bannerPage = {
  staticData: { title: 'nav.host.common.common-banner', section: 'common' },
} as const;

export const linksPage = {
  staticData: { title: 'nav.host.set.statisticalManage', section: 'set' },
} as const;

export const entrancePage = {
  staticData: { title: 'nav.host.webSet.web-entrance', section: 'webSet' },
} as const;

export const downloadPage = {
  staticData: { title: 'nav.host.common.common-down', section: 'common' },
} as const;

export const departmentPage = {
  staticData: { title: 'nav.host.common.common-department', section: 'common' },
} as const;

export const regionPage = { staticData: { title: 'nav.host.common.common-region', section: 'common' } } as const;
export const cityPage = { staticData: { title: 'nav.host.common.common-city', section: 'common' } } as const;
export const countryPage = { staticData: { title: 'nav.host.common.common-country', section: 'common' } } as const;

/** 专题 (webMarathon): the public site's themed pages. */
export const topicPage = { staticData: { title: 'nav.host.webSet.webMarathon', section: 'webSet' } } as const;

/** 联系电话 (web-phone): the contact entries of the public site. */
export const contactPage = { staticData: { title: 'nav.host.webSet.web-phone', section: 'webSet' } } as const;

/** 搜索统计 (set/Search): what visitors searched for, the most searched first. */
export const searchStatsPages = definePages({
  domain: 'settings',
  scope: 'exhibition',
  section: 'set',
  paths: { list: '/host/index/set/Search' },
  titles: { list: 'nav.host.set.Search' },
  search: lazySchema(() => listSearchSchema({}, { pageSize: 20 }).extend(periodSearch)),
});

/** 数据统计 (set/Statistics): visits and visitors by kind of page, over a period. */
export const visitStatsSearch = lazySchema(() => z.object(periodSearch));
export type VisitStatsSearch = z.output<typeof visitStatsSearch>;
export const visitStatsPage = {
  staticData: { title: 'nav.host.set.Statistics', section: 'set' },
  validateSearch: visitStatsSearch,
  loaderDeps: ({ search }: { search: VisitStatsSearch }) => search,
} as const;

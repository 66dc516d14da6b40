/**
 * The company's activities' pages (see definePages): what the route files need before the page code.
 * Route files spread these options; the data loaders come from the resources (defineResource).
 */
import { z } from 'zod';
import { periodSearch } from '@/components/form/PeriodFields';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';
import { guid, idParam } from '@/lib/validation';

export const activityPages = definePages({
  domain: 'exhibit',
  scope: 'company',
  section: 'exhibition',
  paths: {
    list: '/exhibition{-$lang}/index/activity/allpro',
    create: '/exhibition{-$lang}/index/activity/addpro',
    edit: '/exhibition{-$lang}/index/activity/editpro',
  },
  titles: { list: 'nav.exhibitor.activity.allpro', create: 'nav.exhibitor.activity.addpro', edit: 'nav.exhibitor.activity.editpro' },
  search: lazySchema(() => listSearchSchema({ isShow: z.boolean() }, { sort: { propertyName: 'startTime', direction: 'desc' } })),
});

export const FEEDBACK_TABS = ['applicants', 'comments'] as const;

export type FeedbackTab = (typeof FEEDBACK_TABS)[number];

export const feedbackSearch = lazySchema(() => listSearchSchema({}, { sort: { propertyName: 'createTime', direction: 'desc' } }).extend({
  activityId: idParam,
  tab: z.enum(FEEDBACK_TABS).default('applicants').catch('applicants'),
}));

export type FeedbackSearch = z.output<typeof feedbackSearch>;

export const feedbackPage = {
  staticData: { title: 'nav.exhibitor.activity-feedback', section: 'data' },
  validateSearch: feedbackSearch,
  loaderDeps: ({ search }: { search: FeedbackSearch }) => search,
} as const;

/**
 * The organiser's view of the exhibition's activities (act-home, act-add, act-edit): every
 * exhibitor's, hidden ones included, featured or not; written on an exhibitor's behalf.
 */
const hostActivitySearch = lazySchema(() => listSearchSchema(
  { isShow: z.boolean(), topic: z.union([z.literal(0), z.literal(1)]), joinId: guid() },
  { sort: { propertyName: 'startTime', direction: 'desc' } },
));

export const hostActivityPages = definePages({
  domain: 'exhibit',
  scope: 'exhibition',
  section: 'act',
  paths: { list: '/host/index/act/act-home', create: '/host/index/act/act-add', edit: '/host/index/act/act-edit' },
  titles: { list: 'nav.host.act.act-home', create: 'nav.host.act.act-add', edit: 'nav.host.act.act-edit' },
  search: hostActivitySearch,
});

/** 展会活动 (ex/act, act-add, act-edit): the same activities by exhibitor, from the exhibitor management section. */
export const exhibitorActivityPages = definePages({
  domain: 'exhibit',
  scope: 'exhibition',
  section: 'ex',
  paths: { list: '/host/index/ex/act', create: '/host/index/ex/act-add', edit: '/host/index/ex/act-edit' },
  titles: { list: 'nav.host.ex.act', create: 'nav.host.ex.act-add', edit: 'nav.host.ex.act-edit' },
  search: hostActivitySearch,
});

/** 活动审核: the same activities as a check list (audit section), the newest first. */
export const activityReviewPages = definePages({
  domain: 'exhibit',
  scope: 'exhibition',
  section: 'audit',
  paths: { list: '/host/index/audit/activity', edit: '/host/index/act/act-edit' },
  titles: { list: 'nav.host.audit.activity', edit: 'nav.host.act.act-edit' },
  search: lazySchema(() => listSearchSchema(
    { isShow: z.boolean(), topic: z.union([z.literal(0), z.literal(1)]), joinId: guid() },
    { sort: { propertyName: 'createTime', direction: 'desc' } },
  )),
});

/** The live application states the organiser filters by (GraphQL LiveAuditStatus, not-applied left out). */
export const LIVE_REVIEW_STATES = ['PENDING', 'APPROVED', 'REJECTED', 'NO_AUDIT_NEEDED'] as const;

/** 直播审核 (audit/live): the exhibition's live-stream applications, waiting ones by default. */
export const liveReviewPages = definePages({
  domain: 'exhibit',
  scope: 'exhibition',
  section: 'audit',
  paths: { list: '/host/index/audit/live' },
  titles: { list: 'nav.host.audit.live' },
  search: lazySchema(() => listSearchSchema({}).extend({ liveAudit: z.enum(LIVE_REVIEW_STATES).optional().catch(undefined) })),
});

/** 活动直播 (act/act-live): the tabs of one live's data. */
export const LIVE_DATA_TABS = ['viewers', 'products', 'companies'] as const;

export const actLiveSearch = lazySchema(() => listSearchSchema({}).extend({
  activityId: idParam,
  tab: z.enum(LIVE_DATA_TABS).default('viewers').catch('viewers'),
  logPage: z.number().int().min(1).max(100000).default(1).catch(1),
}));
export type ActLiveSearch = z.output<typeof actLiveSearch>;

/**
 * 活动直播 (act/act-live): the exhibition's lives, and for the one chosen (`?activityId=`) its
 * channel figures and who watched what.
 */
export const actLivePage = {
  staticData: { title: 'nav.host.act.act-live', section: 'act' },
  validateSearch: actLiveSearch,
  loaderDeps: ({ search }: { search: ActLiveSearch }) => search,
} as const;

/** 活动导出 (act/act-export): the exhibition's activity exports, with the period and activity in the URL. */
export const actExportSearch = lazySchema(() => z.object({
  keyword: z.string().max(100).optional().catch(undefined),
  ...periodSearch,
  activityId: idParam,
}));
export type ActExportSearch = z.output<typeof actExportSearch>;

export const actExportPage = {
  staticData: { title: 'nav.host.act.act-export', section: 'act' },
  validateSearch: actExportSearch,
} as const;

/**
 * The organiser's exhibitor-service pages: 参展申请 (ex/applyEx), 展商服务 (set/ExServices) and
 * 渠道管理 (set/Channel). What the route tree needs before the pages' code arrives.
 */
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';
import { guid } from '@/lib/validation';

/** The two views of the applications: by application (GetShowPagedList, the default), by service line (GetShowPagedList2). */
export const APPLY_VIEWS = ['orders', 'lines'] as const;
export type ApplyView = (typeof APPLY_VIEWS)[number];

/** 参展申请: the service-provider companies' applications (orders) for the current exhibition. */
export const applyExPages = definePages({
  domain: 'host',
  scope: 'exhibition',
  section: 'ex',
  paths: { list: '/host/index/ex/applyEx' },
  titles: { list: 'nav.host.ex.applyEx' },
  search: lazySchema(() => listSearchSchema(
    {
      rowState: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      isChanged: z.boolean(),
      applyCompanyId: guid(),
    },
    { sort: { propertyName: 'createTime', direction: 'desc' } },
  ).extend({ view: z.enum(APPLY_VIEWS).optional().catch(undefined) })),
});

/** The contact authentications' tabs: first-time authentications (the default) and change requests. */
export const AUTH_TABS = ['first', 'change'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

/** 展商服务: the exhibitors' contact persons waiting for authentication, and the contact editing period. */
export const exServicesPages = definePages({
  domain: 'host',
  scope: 'exhibition',
  section: 'set',
  paths: { list: '/host/index/set/ExServices' },
  titles: { list: 'nav.host.set.ExServices' },
  search: lazySchema(() => listSearchSchema({}, { sort: { propertyName: 'createTime', direction: 'desc' } }).extend({
    tab: z.enum(AUTH_TABS).optional().catch(undefined),
  })),
});

/** 渠道管理: the audience registration channels of the exhibition (no search params). */
export const channelPage = {
  staticData: { title: 'nav.host.set.Channel', section: 'set' },
} as const;

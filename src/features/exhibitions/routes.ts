/**
 * The organiser's exhibition pages (see definePages).
 * Route files spread these options; the data loaders come from the resources (defineResource).
 */
import { ExhibitionStatus } from '@gen/api/model';
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';

export const exhibitionPages = definePages({
  domain: 'host',
  scope: 'none',
  section: 'ex',
  paths: { list: '/host/index/ex/list', create: '/host/index/ex/addEx', edit: '/host/index/ex/editEx' },
  titles: { list: 'nav.host.ex.list', create: 'nav.host.ex.addEx', edit: 'nav.host.ex.editEx' },
  search: lazySchema(() => listSearchSchema({ status: z.union([z.literal(ExhibitionStatus.Preparing), z.literal(ExhibitionStatus.Open), z.literal(ExhibitionStatus.Finished)]) })),
});

/** 展会计划: the agenda of the current exhibition, on one page. */
export const planPage = { staticData: { title: 'nav.host.set.plan', section: 'set' } } as const;

/** 分类管理: `?tab=kinds` shows the kinds, the categories otherwise. */
export const classifySearch = lazySchema(() => z.object({ tab: z.enum(['categories', 'kinds']).default('categories').catch('categories') }));
export type ClassifySearch = z.output<typeof classifySearch>;

export const classifyPage = {
  staticData: { title: 'nav.host.set.classify', section: 'set' },
  validateSearch: classifySearch,
  loaderDeps: ({ search }: { search: ClassifySearch }) => search,
} as const;

/** 基础设置: the exhibitor-application settings (the set section opens here). */
export const applyConfigPage = { staticData: { title: 'nav.host.set.base', section: 'set' } } as const;

/** 展馆管理 (ex/pavilion): the halls of the current exhibition. */
export const hallPage = { staticData: { title: 'nav.host.ex.pavilion', section: 'ex' } } as const;

/**
 * 展商管理 (ex/manage): the companies taking part in the current exhibition (their joins), in the
 * newest first (the order of the public list is a column to sort by); added and edited in a drawer.
 */
export const exhibitorPages = definePages({
  domain: 'host',
  scope: 'exhibition',
  section: 'ex',
  paths: { list: '/host/index/ex/manage' },
  titles: { list: 'nav.host.ex.manage' },
  search: lazySchema(() => listSearchSchema(
    { isShow: z.boolean(), topic: z.union([z.literal(0), z.literal(1)]), topping: z.boolean() },
    { sort: { propertyName: 'createTime', direction: 'desc' } },
  )),
});

/** 推荐企业 (webSet/web-enterprise): the exhibitors featured on the public site, in their order. */
export const featuredExhibitorPages = definePages({
  domain: 'host',
  scope: 'exhibition',
  section: 'webSet',
  paths: { list: '/host/index/webSet/web-enterprise' },
  titles: { list: 'nav.host.webSet.web-enterprise' },
  search: lazySchema(() => listSearchSchema({}, { sort: { propertyName: 'showIndex', direction: 'asc' } })),
});

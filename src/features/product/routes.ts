/**
 * The product and product-group pages (see definePages).
 * Route files spread these options; the data loaders come from the resources (defineResource).
 */
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';
import { guid } from '@/lib/validation';

export const productPages = definePages({
  domain: 'product',
  scope: 'company',
  section: 'showcase',
  paths: {
    list: '/exhibition{-$lang}/index/product/allpro',
    create: '/exhibition{-$lang}/index/product/addpro',
    edit: '/exhibition{-$lang}/index/product/editpro',
  },
  titles: { list: 'nav.exhibitor.product.allpro', create: 'nav.exhibitor.product.addpro', edit: 'nav.exhibitor.product.editpro' },
  search: lazySchema(() => listSearchSchema({ isShow: z.boolean(), topic: z.union([z.literal(0), z.literal(1)]), groupId: guid(), categoryId: guid() })),
});

/** The host's product list filters: shown, featured, category, exhibitor. */
const hostProductSearch = lazySchema(() => listSearchSchema({ isShow: z.boolean(), topic: z.union([z.literal(0), z.literal(1)]), categoryId: guid(), joinId: guid() }));

/** 产品管理 (pro/pro-home, pro-edit): every exhibitor's products of the current exhibition, by category. */
export const hostProductPages = definePages({
  domain: ['product', 'host'],
  scope: 'exhibition',
  section: 'pro',
  paths: { list: '/host/index/pro/pro-home', edit: '/host/index/pro/pro-edit' },
  titles: { list: 'nav.host.pro.pro-home', edit: 'nav.host.pro.pro-edit' },
  search: hostProductSearch,
});

/** 展商产品 (ex/proList, pro-add, pro-edit): the products by exhibitor, written on an exhibitor's behalf. */
export const exhibitorProductPages = definePages({
  domain: ['product', 'host'],
  scope: 'exhibition',
  section: 'ex',
  paths: { list: '/host/index/ex/proList', create: '/host/index/ex/pro-add', edit: '/host/index/ex/pro-edit' },
  titles: { list: 'nav.host.ex.proList', create: 'nav.host.ex.pro-add', edit: 'nav.host.ex.pro-edit' },
  search: hostProductSearch,
});

export const productGroupPages = definePages({
  domain: 'product',
  scope: 'company',
  section: 'showcase',
  paths: {
    list: '/exhibition{-$lang}/index/proGroup/productlist',
    create: '/exhibition{-$lang}/index/proGroup/productadd',
    edit: '/exhibition{-$lang}/index/proGroup/productedit',
  },
  titles: { list: 'nav.exhibitor.proGroup.productlist', create: 'nav.exhibitor.proGroup.productadd', edit: 'nav.exhibitor.proGroup.productedit' },
  search: lazySchema(() => listSearchSchema()),
});

/** The group's product page (`proGroup/productproList?groupId=`): the group, then paging and keyword. */
export const groupProductsSearch = lazySchema(() => listSearchSchema({ groupId: guid() }));

/** 标签管理 (common-label): `?tab=auths` shows the authorisation types, the tag tree otherwise. */
export const labelSearch = lazySchema(() => z.object({ tab: z.enum(['tags', 'auths']).default('tags').catch('tags') }));
export type LabelSearch = z.output<typeof labelSearch>;

export const labelPage = {
  staticData: { title: 'nav.host.common.common-label', section: 'common' },
  validateSearch: labelSearch,
  loaderDeps: ({ search }: { search: LabelSearch }) => search,
} as const;

/** 标签审核 (pro/id-check): the tags exhibitors asked to bind to their products, waiting ones by default. */
export const tagReviewPages = definePages({
  domain: ['product', 'host'],
  scope: 'exhibition',
  section: 'pro',
  paths: { list: '/host/index/pro/id-check' },
  titles: { list: 'nav.host.pro.id-check' },
  search: lazySchema(() => listSearchSchema({}, { sort: { propertyName: 'createTime', direction: 'desc' } }).extend({
    auditStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional().catch(undefined),
  })),
});

/** 产品导出 (pro/pro-export): the exhibition's product-tag statistics and the product exports. */
export const tagStatsPages = definePages({
  domain: ['product', 'host'],
  scope: 'exhibition',
  section: 'pro',
  paths: { list: '/host/index/pro/pro-export' },
  titles: { list: 'nav.host.pro.pro-export' },
  search: lazySchema(() => listSearchSchema({})),
});

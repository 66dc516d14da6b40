/**
 * The product and product-group pages (see definePages).
 * Route files spread these options; the data loaders come from the resources (defineResource).
 */
import { z } from 'zod';
import { definePages, listSearchSchema } from '@/components/kit';
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
  search: listSearchSchema({ isShow: z.boolean(), topic: z.union([z.literal(0), z.literal(1)]), groupId: guid(), categoryId: guid() }),
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
  search: listSearchSchema(),
});

/** The group's product page (`proGroup/productproList?groupId=`): the group, then paging and keyword. */
export const groupProductsSearch = listSearchSchema({ groupId: guid() });

/** 标签管理 (common-label): `?tab=auths` shows the authorisation types, the tag tree otherwise. */
export const labelSearch = z.object({ tab: z.enum(['tags', 'auths']).default('tags').catch('tags') });
export type LabelSearch = z.output<typeof labelSearch>;

export const labelPage = {
  staticData: { title: 'nav.host.common.common-label', section: 'common' },
  validateSearch: labelSearch,
  loaderDeps: ({ search }: { search: LabelSearch }) => search,
} as const;

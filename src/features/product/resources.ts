/**
 * The company's products and product groups, declared once (see defineResource): route files,
 * navigation, the list and form pages and their loaders read these declarations.
 */
import type { QueryClient } from '@tanstack/react-query';
import { joinGet } from '@gen/api/join/join';
import {
  getProductGetByAgentQueryOptions, getProductGetByCompIdQueryOptions, getProductGetPagedListByGroupIdQueryOptions, getProductGetQueryOptions, getProductGroupGetByCompIdQueryOptions,
  getProductGroupGetQueryOptions, productCreate, productDelete, productGroupCreate, productGroupDelete, productGroupUpdate, productSetShow,
  productSetTopic, productUpdate,
} from '@gen/api/product/product';
import type { Product, ProductGroupInput, ProductInput } from '@gen/api/model';
import { getProChannelsGetListQueryOptions, getProSectionOfficesGetListQueryOptions } from '@gen/api/reference-data/reference-data';
import { z } from 'zod';
import { defineResource, ensureAccepted, RefusedError, toPageRequest } from '@/components/kit';
import { i18n, loadLocale } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { session } from '@/lib/session/store';
import { changeGroupMembers, withoutProducts } from './groupMembers';
import { exhibitorProductPages, groupProductsSearch, hostProductPages, productGroupPages, productPages } from './routes';

/** A record's name in the interface language, for questions and messages (删除「name」吗？). */
const localName = (r: { name: string; nameEn?: string }) => (i18n.language === 'en' && r.nameEn?.trim() ? r.nameEn : r.name);

/** What the product form sends: the body without the ids the session gives, and featured (saved through SetTopic). */
export type ProductValues = Omit<ProductInput, 'id' | 'compId' | 'exhibitionId' | 'joinId' | 'showIndex'> & { featured: boolean };

/** Whose product it is: the company, and its exhibition and join. */
interface Owner {
  compId: string;
  exhibitionId?: string;
  joinId?: string;
}

/** The signed-in company's product belongs to its current exhibition and join. */
function ownProduct(compId: string): Owner {
  const { join, exhibition } = session.get();
  return { compId, exhibitionId: exhibition?.id ?? join?.exhibitionId, joinId: join?.id };
}

/**
 * Saves a product, then its follow-ups: featured is its own call (SetTopic), and a product leaves
 * its group through the group (groupMembers.ts). The product is saved by then, so a failed
 * follow-up is told but does not undo it. An edited product keeps its company, exhibition, join and order.
 */
async function saveProduct({ featured, joinId: _chosen, ...values }: ProductValues & { joinId?: string }, owner: Owner, before?: Product) {
  const exhibitionId = before?.exhibitionId ?? owner.exhibitionId;
  const joinId = before?.joinId ?? owner.joinId;
  const compId = before?.compId || owner.compId;
  const id = before
    ? (ensureAccepted(await productUpdate({ ...values, id: before.id, compId, exhibitionId, joinId, showIndex: before.showIndex })), before.id)
    : ensureAccepted(await productCreate({ ...values, compId, exhibitionId, joinId })).data;
  const topic = featured ? 1 : 0;
  if (id && topic !== (before?.topic ?? 0)) {
    await productSetTopic({ id, topic }).then(ensureAccepted).catch(() => notify.error(i18n.t('product.form.topicFailed')));
  }
  if (id && before?.groupId && !values.groupId) {
    await changeGroupMembers(before.groupId, withoutProducts([id])).then(ensureAccepted).catch(() => notify.error(i18n.t('product.form.groupFailed')));
  }
}

/** Products: shown and featured switches, a group, categories and tags, comments and sample requests. */
export const product = defineResource(productPages, {
  list: (request, compId) => getProductGetByCompIdQueryOptions({ ...request, compId }),
  one: (id) => getProductGetQueryOptions({ id }),
  create: (values: ProductValues, compId) => saveProduct(values, ownProduct(compId)),
  update: (_id, values, compId, record) => saveProduct(values, ownProduct(compId), record.data),
  remove: (row) => productDelete({ id: row.id }),
  setShow: (row, isShow) => productSetShow({ id: row.id, isShow }),
  setTopic: (row, topic) => productSetTopic({ id: row.id, topic }),
  nameOf: (row) => localName(row),
});

export type ProductSearch = z.output<typeof product.search>;

/** The product form's reference lists (sales channels, section offices): rarely changed, read once a while. */
const REFERENCE = { query: { staleTime: 5 * 60_000 } } as const;
export const channelsQuery = () => getProChannelsGetListQueryOptions(undefined, REFERENCE);
export const sectionOfficesQuery = () => getProSectionOfficesGetListQueryOptions(undefined, REFERENCE);

const prefetchChoices = (queryClient: QueryClient) => Promise.all([queryClient.prefetchQuery(channelsQuery()), queryClient.prefetchQuery(sectionOfficesQuery())]);

/** 发布产品 / 编辑产品 loaders: the text (and the edited product), with the channel and section-office choices. */
export const productFormLoaders = {
  create: ({ context }: { context: { queryClient: QueryClient } }) => Promise.all([loadLocale('product'), prefetchChoices(context.queryClient)]),
  edit: (ctx: Parameters<typeof product.loaders.edit>[0]) => Promise.all([product.loaders.edit(ctx), prefetchChoices(ctx.context.queryClient)]),
};

/** What the group form sends (its products are changed on the group's product page). */
export type ProductGroupValues = Omit<ProductGroupInput, 'id' | 'compId' | 'productIds' | 'showIndex'>;

/** Product groups, with their product counts; their products are managed on `groupProducts`. */
export const productGroup = defineResource(productGroupPages, {
  list: (request, compId) => getProductGroupGetByCompIdQueryOptions({ ...request, compId }),
  one: (id) => getProductGroupGetQueryOptions({ id }),
  create: (values: ProductGroupValues, compId) => productGroupCreate({ ...values, compId }),
  // An edited group keeps its order and its products.
  update: (id, values, compId, { data: g }) => productGroupUpdate({ ...values, id, compId: g.compId || compId, showIndex: g.showIndex, productIds: g.productIds }),
  remove: (row) => productGroupDelete({ id: row.id }),
  nameOf: (row) => localName(row),
});

export type GroupProductsSearch = z.output<typeof groupProductsSearch>;

/** The group's products on the page the URL asks for (the page and its route's loader read the same). */
export const groupProductsQuery = (search: GroupProductsSearch, groupId: string) =>
  getProductGetPagedListByGroupIdQueryOptions({ ...toPageRequest(search), groupId });

/** What the host's product form sends: the product and, for a new one, the exhibitor (its join). */
export type HostProductValues = ProductValues & { joinId?: string };

/** A new product on an exhibitor's behalf belongs to that exhibitor's join of the exhibition. */
async function ownerOfJoin(joinId: string | undefined): Promise<Owner> {
  const join = ensureAccepted(await joinGet({ id: joinId ?? '' })).data;
  if (!join) throw new RefusedError(i18n.t('host.products.exhibitorGone'));
  return { compId: join.compId, exhibitionId: join.exhibitionId, joinId: join.id };
}

/** 产品管理 (pro-home): every exhibitor's products of the current exhibition, by category. */
export const hostProduct = defineResource(hostProductPages, {
  list: (request, exhibitionId) => getProductGetByAgentQueryOptions({ ...request, exhibitionId }),
  one: (id) => getProductGetQueryOptions({ id }),
  update: (_id, { joinId: _joinId, ...values }: HostProductValues, _exhibitionId, record) => saveProduct(values, { compId: record.data.compId }, record.data),
  remove: (row) => productDelete({ id: row.id }),
  setShow: (row, isShow) => productSetShow({ id: row.id, isShow }),
  setTopic: (row, topic) => productSetTopic({ id: row.id, topic }),
  nameOf: (row) => localName(row),
});

/** 展商产品 (ex/proList): the same products by exhibitor, added on an exhibitor's behalf. */
export const exhibitorProduct = defineResource(exhibitorProductPages, {
  list: (request, exhibitionId) => getProductGetByAgentQueryOptions({ ...request, exhibitionId }),
  one: (id) => getProductGetQueryOptions({ id }),
  create: async ({ joinId, ...values }: HostProductValues) => saveProduct(values, await ownerOfJoin(joinId)),
  update: (_id, { joinId: _joinId, ...values }, _exhibitionId, record) => saveProduct(values, { compId: record.data.compId }, record.data),
  remove: (row) => productDelete({ id: row.id }),
  setShow: (row, isShow) => productSetShow({ id: row.id, isShow }),
  setTopic: (row, topic) => productSetTopic({ id: row.id, topic }),
  nameOf: (row) => localName(row),
});

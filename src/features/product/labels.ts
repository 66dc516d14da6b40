/**
 * 标签管理: the host's product dictionaries — the product-tag tree (ProTag) companies tag products
 * with, and the authorisation types (ProAuth: brand authorisation, sole agency …) they can claim.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  getProAuthGetListQueryOptions, getProTagGetListAndChildrenQueryOptions, proAuthCreate, proAuthDelete, proAuthUpdate, proTagCreate, proTagDelete, proTagUpdate,
} from '@gen/api/product/product';
import type { ProAuth, ProAuthInput, ProTag, ProTagInput } from '@gen/api/model';
import { loadLocale } from '@/lib/i18n';
import type { LabelSearch } from './routes';

export const tagTreeQuery = () => getProTagGetListAndChildrenQueryOptions();
export const authsQuery = () => getProAuthGetListQueryOptions();

export const tagInput = (t: ProTag): ProTagInput => ({ parentId: t.parentId, name: t.name, nameEn: t.nameEn, icon: t.icon, isShow: t.isShow, showIndex: t.showIndex });
export const authInput = (a: ProAuth): ProAuthInput => ({ name: a.name, nameEn: a.nameEn, icon: a.icon, description: a.description, isShow: a.isShow, showIndex: a.showIndex });

export const tagCalls = {
  create: proTagCreate,
  update: (id: string, input: ProTagInput) => proTagUpdate({ ...input, id }),
  remove: (id: string) => proTagDelete({ id }),
};
export const authCalls = {
  create: proAuthCreate,
  update: (id: string, input: ProAuthInput) => proAuthUpdate({ ...input, id }),
  remove: (id: string) => proAuthDelete({ id }),
};

/** The label page's loader: its text and the tab's dictionary, fetched with the page's code. */
export const loadLabels = ({ context, deps }: { context: { queryClient: QueryClient }; deps: LabelSearch }) => {
  const { queryClient } = context;
  return Promise.all([loadLocale('product'), deps.tab === 'auths' ? queryClient.prefetchQuery(authsQuery()) : queryClient.prefetchQuery(tagTreeQuery())]);
};

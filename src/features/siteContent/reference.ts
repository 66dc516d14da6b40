/**
 * 基础数据: the reference data the organiser keeps — industry types (001 IndustryType), action
 * types by type group as a tree (000 actionType), company natures and business types (000 Nature,
 * BusinessType).
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  businessTypeCreate, businessTypeDelete, businessTypeGet, businessTypeUpdate, getBusinessTypeGetListQueryOptions, getNatureGetListQueryOptions, natureCreate, natureDelete, natureGet, natureUpdate,
} from '@gen/api/company/company';
import type { BusinessType, Nature, NatureInput } from '@gen/api/model';
import { getV1WherePageQueryOptions } from '@gen/api/settings/settings';
import type { IndustryType, WherePageResult } from '@gen/api/model';
import {
  actionTypeCreate, actionTypeDelete, actionTypeUpdate, getActionTypeGetListAndChildrenQueryOptions, getActionTypeGetListQueryOptions, getIndustryTypeGetQueryOptions,
  industryTypeCreate, industryTypeDelete, industryTypeUpdate,
} from '@gen/api/reference-data/reference-data';
import { loadLocale } from '@/lib/i18n';
import type { ReferenceSearch } from './routes';

/** The all-zero UUID: the parent of a top-level action type. */
export const ROOT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The action type groups (the `typeId` of the action-type calls). The spec names the parameter
 * but not its values: these are the two groups the platform uses (visiting purpose, how the
 * visitor heard of the show).
 */
export const ACTION_TYPE_GROUPS = {
  visitPurpose: 'ae000007-0000-4000-8000-000000000001',
  infoSource: 'ae000007-0000-4000-8000-000000000002',
} as const;

export const actionTreeQuery = (typeId: string) => getActionTypeGetListAndChildrenQueryOptions({ typeId });
/** The flat list of one group: what a new action type's parent is chosen from. */
export const actionListQuery = (typeId: string) => getActionTypeGetListQueryOptions({ typeId });
export const naturesQuery = () => getNatureGetListQueryOptions();
export const businessTypesQuery = () => getBusinessTypeGetListQueryOptions();
export const industryTypeQuery = (id: string) => getIndustryTypeGetQueryOptions({ id });

export const actionTypeCalls = { create: actionTypeCreate, update: actionTypeUpdate, remove: (id: string) => actionTypeDelete({ id }) };
export const industryTypeCalls = { create: industryTypeCreate, update: industryTypeUpdate, remove: (id: string) => industryTypeDelete({ id }) };

/** A flat dictionary (natures, business types): the same fields and calls. */
export interface DictionaryCalls {
  query: () => ReturnType<typeof naturesQuery> | ReturnType<typeof businessTypesQuery>;
  /** One entry by id: what the edit drawer starts from. */
  one: (id: string) => Promise<DictionaryEntry>;
  create: (input: NatureInput) => Promise<unknown>;
  update: (id: string, input: NatureInput) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}
export type DictionaryEntry = Nature | BusinessType;

export const natureCalls: DictionaryCalls = {
  query: naturesQuery,
  one: async (id) => (await natureGet({ id })).data,
  create: natureCreate, update: (id, input) => natureUpdate({ ...input, id }),
  remove: (id) => natureDelete({ id }),
};
export const businessTypeCalls: DictionaryCalls = {
  query: businessTypesQuery,
  one: async (id) => (await businessTypeGet({ id })).data,
  create: businessTypeCreate,
  update: (id, input) => businessTypeUpdate({ ...input, id }),
  remove: (id) => businessTypeDelete({ id }),
};

/** The industry types, in their order: IndustryType has no list call, so the generic where-page list reads them. */
export const industryTypesQuery = () =>
  getV1WherePageQueryOptions('industryType', { pageIndex: 1, pageSize: 500 }, { query: { select: (r: WherePageResult) => r.data.items as unknown as IndustryType[] } });

/** The page's loader: its interface text and the shown tab's list. */
export const loadReference = ({ context, deps }: { context: { queryClient: QueryClient }; deps: ReferenceSearch }) => {
  const q = context.queryClient;
  const list = {
    industryTypes: () => q.prefetchQuery(industryTypesQuery()),
    actionTypes: () => q.prefetchQuery(actionTreeQuery(ACTION_TYPE_GROUPS[deps.group])),
    natures: () => q.prefetchQuery(naturesQuery()),
    businessTypes: () => q.prefetchQuery(businessTypesQuery()),
  }[deps.tab];
  return Promise.all([loadLocale('siteContent'), list()]);
};

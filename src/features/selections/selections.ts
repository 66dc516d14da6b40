/**
 * How the selections pages read and change their records; arrives with the pages' code.
 * 新品汇: the exhibition's releases (Release/GetByAgent), reviewed (SetAuditStatus) and shown or
 * hidden (SetIsShow). 臻品汇: the exhibition's products (product/GetByAgent), selected through
 * SetTopic, filtered by exhibit category (Category/ByGroupId), sales channel (ProChannels/GetList)
 * and section office (科室, ProSectionOffices/GetList). The detail page reads one release or
 * product, with the product's tags and authorisation types read one by one (ProTag, ProAuth).
 */
import type { QueryClient } from '@tanstack/react-query';
import { getCategoryByGroupIdQueryOptions } from '@gen/api/host-exhibition/host-exhibition';
import { getProChannelsGetListQueryOptions, getProSectionOfficesGetListQueryOptions } from '@gen/api/reference-data/reference-data';
import { getProAuthGetQueryOptions, getProductGetByAgentQueryOptions, getProductGetQueryOptions, getProTagGetQueryOptions, productSetTopic } from '@gen/api/product/product';
import { getReleaseGetByAgentQueryOptions, getReleaseGetQueryOptions, releaseSetAuditStatus, releaseSetIsShow } from '@gen/api/release/release';
import { ReleaseAuditStatus, ReleaseKind, type Product, type Release } from '@gen/api/model';
import { defineResource, defineStatusMap, ensureAccepted, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { launchPages, premiumPages, type SelectionDetailSearch } from './routes';

/** A missing record (404) is told on the page (missing-record state), not by leaving it. */
const OWN_ERRORS = { request: { ownErrors: true } } as const;

/** 新品汇: the current exhibition's releases as the organiser sees them. */
export const launches = defineResource(launchPages, {
  list: (request, exhibitionId) => getReleaseGetByAgentQueryOptions({ ...request, exhibitionId }),
  one: (id) => getReleaseGetQueryOptions({ id }, OWN_ERRORS),
  setShow: (row: Release, isShow) => releaseSetIsShow({ releaseId: row.id, isShow }),
  nameOf: (row: Release) => row.title,
});

/** 臻品汇: the current exhibition's products; "selected" is the product's topic flag. */
export const premium = defineResource(premiumPages, {
  list: (request, exhibitionId) => getProductGetByAgentQueryOptions({ ...request, exhibitionId }),
  one: (id) => getProductGetQueryOptions({ id }, OWN_ERRORS),
  setTopic: (row: Product, topic) => productSetTopic({ id: row.id, topic }),
  nameOf: (row: Product) => row.name,
});

/** The organiser's review of a release: approve it, or reject it with the reason the exhibitor reads. */
export const launchReview = {
  approve: async (row: Pick<Release, 'id'>) => ensureAccepted(await releaseSetAuditStatus({ id: row.id, auditStatus: ReleaseAuditStatus.Approved })),
  reject: async (row: Pick<Release, 'id'>, auditRemark: string) =>
    ensureAccepted(await releaseSetAuditStatus({ id: row.id, auditStatus: ReleaseAuditStatus.Rejected, auditRemark })),
  setShow: async (row: Pick<Release, 'id'>, isShow: boolean) => ensureAccepted(await releaseSetIsShow({ releaseId: row.id, isShow })),
  setTopic: async (row: Pick<Product, 'id'>, topic: 0 | 1) => ensureAccepted(await productSetTopic({ id: row.id, topic })),
};

export const reviewStatus = defineStatusMap({
  [ReleaseAuditStatus.Pending]: { label: 'selections.status.pending', color: 'orange' },
  [ReleaseAuditStatus.Approved]: { label: 'selections.status.approved', color: 'green' },
  [ReleaseAuditStatus.Rejected]: { label: 'selections.status.rejected', color: 'red' },
});

export const releaseKind = defineStatusMap({
  [ReleaseKind.News]: { label: 'selections.kind.news', color: 'gray' },
  [ReleaseKind.Supply]: { label: 'selections.kind.supply', color: 'blue' },
  [ReleaseKind.Demand]: { label: 'selections.kind.demand', color: 'purple' },
});

/** Every level of the default category group (the exhibit categories), for the category filter. */
export const categoriesQuery = () => getCategoryByGroupIdQueryOptions({ level: -1 }, { query: { staleTime: 5 * 60_000 } });

/** The sales channels and section offices (科室) products are filed under, for the filters and the detail. */
const REFERENCE = { query: { staleTime: 5 * 60_000 } } as const;
export const channelsQuery = () => getProChannelsGetListQueryOptions(undefined, REFERENCE);
export const sectionOfficesQuery = () => getProSectionOfficesGetListQueryOptions(undefined, REFERENCE);

export const tagQuery = (id: string) => getProTagGetQueryOptions({ id }, OWN_ERRORS);
export const authQuery = (id: string) => getProAuthGetQueryOptions({ id }, OWN_ERRORS);

/** The `{ id, name }` entries of a JSON-text field (tags, auths); anything unreadable is left out. */
export function refsOf(text: string | undefined): { id: string; name: string }[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((r: unknown) => {
      if (!r || typeof r !== 'object') return [];
      const { id, name } = r as { id?: unknown; name?: unknown };
      return typeof id === 'string' && id ? [{ id, name: typeof name === 'string' ? name : '' }] : [];
    });
  } catch {
    return [];
  }
}

type LoadArgs<D> = { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: D; cause: 'preload' | 'enter' | 'stay' };

/** 臻品汇's loader: its text, the page of products and the category, channel and section-office choices. */
export async function loadPremium(args: LoadArgs<Parameters<typeof premium.loaders.list>[0]['deps']>) {
  const { queryClient } = args.context;
  void queryClient.prefetchQuery(categoriesQuery());
  await Promise.all([premium.loaders.list(args), queryClient.prefetchQuery(channelsQuery()), queryClient.prefetchQuery(sectionOfficesQuery())]);
}

/**
 * The detail page's loader: its text and the record; a product's tags and authorisation types
 * follow. A missing record is not an error here: the page says so with a way back.
 */
export async function loadSelectionDetail({ context, deps }: LoadArgs<SelectionDetailSearch>) {
  const locale = loadLocale('selections');
  const { kind, id } = deps;
  if (!kind || !id) return locale;
  const { queryClient } = context;
  if (kind === 'release') {
    await Promise.all([locale, queryClient.prefetchQuery(launches.one!(id))]);
    return;
  }
  void queryClient.prefetchQuery(channelsQuery());
  void queryClient.prefetchQuery(sectionOfficesQuery());
  const product = queryClient.fetchQuery(premium.one!(id)).then(
    (r) => Promise.all([...refsOf(r.data.tags).map((t) => queryClient.prefetchQuery(tagQuery(t.id))), ...refsOf(r.data.auths).map((a) => queryClient.prefetchQuery(authQuery(a.id)))]),
    () => undefined,
  );
  await Promise.all([locale, product]);
}

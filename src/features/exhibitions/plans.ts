/**
 * 展会计划: the agenda of the current exhibition (opening ceremony, forums, award nights). The API
 * writes plan items (ExhibitionPlan POST/PUT/DELETE) and lists them through the generic
 * /api/v1/exhibitionPlan/wherepage, whose records are ExhibitionPlan items.
 */
import type { QueryClient } from '@tanstack/react-query';
import { exhibitionPlanCreate, exhibitionPlanDelete, exhibitionPlanUpdate } from '@gen/api/host-exhibition/host-exhibition';
import type { ExhibitionPlan, ExhibitionPlanInput, WherePageResult } from '@gen/api/model';
import { getV1WherePageQueryOptions } from '@gen/api/settings/settings';
import { scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

/** The exhibition's plan items, in their order (the generic list sorts by showIndex). */
export const plansQuery = (exhibitionId: string) =>
  getV1WherePageQueryOptions('exhibitionPlan', { where: { exhibitionId }, pageIndex: 1, pageSize: 1000 }, { query: { select: planItems } });

/** The generic list's records, read as what this resource's calls write. */
function planItems(result: WherePageResult): ExhibitionPlan[] {
  return result.data.items as unknown as ExhibitionPlan[];
}

/** What an update sends back of a stored item (the list switch changes only `isShow`). */
export const planInput = (p: ExhibitionPlan): ExhibitionPlanInput => ({
  exhibitionId: p.exhibitionId, name: p.name, nameEn: p.nameEn, startTime: p.startTime, endTime: p.endTime, address: p.address, content: p.content,
  isShow: p.isShow, showIndex: p.showIndex,
});

export const planCalls = {
  create: exhibitionPlanCreate,
  update: (id: string, input: ExhibitionPlanInput) => exhibitionPlanUpdate({ ...input, id }),
  remove: (id: string) => exhibitionPlanDelete({ id }),
};

/** The plan page's loader: its text and the exhibition's plan, fetched with the page's code. */
export const loadPlans = ({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([loadLocale('host'), exhibitionId ? context.queryClient.prefetchQuery(plansQuery(exhibitionId)) : undefined]);
};

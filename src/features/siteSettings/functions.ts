/**
 * 功能管理: the modules of the current exhibition's site and mini-programme (site-settings.yaml,
 * designed calls ExhibitionFunction/*): a fixed set, each switched on or off, named in both
 * languages, with an icon, in an order saved as a whole.
 */
import type { QueryClient } from '@tanstack/react-query';
import { exhibitionFunctionSort, exhibitionFunctionUpdate, getExhibitionFunctionGetByExhibitionQueryOptions } from '@gen/api/site-settings/site-settings';
import type { ExhibitionFunction, ExhibitionFunctionInput } from '@gen/api/model';
import { scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

export const functionsQuery = (exhibitionId: string) => getExhibitionFunctionGetByExhibitionQueryOptions({ exhibitionId });

/** What an update sends back of a stored module (the switch changes only `isEnable`). */
export const functionInput = (f: ExhibitionFunction): ExhibitionFunctionInput => ({ id: f.id, name: f.name, nameEn: f.nameEn, icon: f.icon, isEnable: f.isEnable });

export const functionCalls = {
  update: (input: ExhibitionFunctionInput) => exhibitionFunctionUpdate(input),
  sort: (exhibitionId: string, rows: ExhibitionFunction[]) => exhibitionFunctionSort({ exhibitionId, ids: rows.map((r) => r.id) }),
};

/** The module page's loader: its interface text and the exhibition's modules, fetched with the page's code. */
export const loadFunctions = ({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([loadLocale('siteSettings'), exhibitionId ? context.queryClient.prefetchQuery(functionsQuery(exhibitionId)) : undefined]);
};

/**
 * 展馆平面图: each hall of the current exhibition (exhall/GetByExhibition) with its floor plan, an
 * image or a PDF kept as an application file under `平面图:<hallId>` (ApplyExhibitionFile: GetByName
 * answers 204 when the hall has none; POST stores the first, PUT replaces it).
 */
import type { QueryClient } from '@tanstack/react-query';
import { applyExhibitionFileCreate, applyExhibitionFileGetByName, applyExhibitionFileUpdate, getApplyExhibitionFileGetByNameQueryKey } from '@gen/api/common-settings/common-settings';
import { getExhallGetByExhibitionQueryOptions } from '@gen/api/host-exhibition/host-exhibition';
import type { ApplyExhibitionFile, ApplyExhibitionFileInput } from '@gen/api/model';
import { ensureAccepted, scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

export const hallsQuery = (exhibitionId: string) => getExhallGetByExhibitionQueryOptions({ exhibitionId });

/** The name a hall's floor plan is stored under (the server's key). */
export const floorPlanName = (hallId: string) => `平面图:${hallId}`;

/** A hall's floor plan; null when there is none (the server answers 204). */
export const floorPlanQuery = (hallId: string) => ({
  queryKey: getApplyExhibitionFileGetByNameQueryKey({ name: floorPlanName(hallId) }),
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<ApplyExhibitionFile | null> =>
    (await applyExhibitionFileGetByName({ name: floorPlanName(hallId) }, undefined, signal))?.data ?? null,
});

/** Stores a hall's first floor plan, or replaces the one it has. */
export const saveFloorPlan = async (current: ApplyExhibitionFile | null, values: ApplyExhibitionFileInput) =>
  ensureAccepted(await (current ? applyExhibitionFileUpdate({ ...values, id: current.id }) : applyExhibitionFileCreate(values)));

/** Whether a stored plan is a PDF (shown as a download) rather than a picture (shown inline). */
export const isPdf = (file: Pick<ApplyExhibitionFile, 'fileName' | 'fileUrl'>) => /\.pdf(?:$|[?#])/i.test(file.fileName || file.fileUrl);

/** The page's loader: its interface text and the exhibition's halls (each plan is read with its card). */
export const loadFloorPlans = ({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([loadLocale('siteShowcase'), exhibitionId ? context.queryClient.prefetchQuery(hallsQuery(exhibitionId)) : undefined]);
};

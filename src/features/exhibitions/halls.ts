/** 展馆管理: the halls of the current exhibition (exhall): name, floor area, booths, order. */
import type { QueryClient } from '@tanstack/react-query';
import { exhallCreate, exhallDelete, exhallUpdate, getExhallGetByExhibitionQueryOptions } from '@gen/api/host-exhibition/host-exhibition';
import type { ExhallInput } from '@gen/api/model';
import { scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

export const hallsQuery = (exhibitionId: string) => getExhallGetByExhibitionQueryOptions({ exhibitionId });

export const hallCalls = {
  create: exhallCreate,
  update: (id: string, input: ExhallInput) => exhallUpdate({ ...input, id }),
  remove: (id: string) => exhallDelete({ id }),
};

/** The hall page's loader: its text and the exhibition's halls, fetched with the page's code. */
export const loadHalls = ({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([loadLocale('host'), exhibitionId ? context.queryClient.prefetchQuery(hallsQuery(exhibitionId)) : undefined]);
};

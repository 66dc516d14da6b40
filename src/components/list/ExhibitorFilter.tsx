import { useQuery } from '@tanstack/react-query';
import { getJoinGetByManagerQueryOptions } from '@gen/api/join/join';
import { useScopeId } from '../resource/ResourcePages';
import type { I18nKey } from '../types';
import { DataFilterSelect } from './DataFilterSelect';
import type { ListSearchBase } from './listSearch';
import type { ListSearchState } from './useListSearch';

/** The exhibitors (joins) of the current exhibition, for choices and filters of the host's pages (up to the call's 500). */
export function useExhibitionExhibitors() {
  const exhibitionId = useScopeId('exhibition') ?? '';
  return useQuery({ ...getJoinGetByManagerQueryOptions({ exhibitionId, pageIndex: 1, pageSize: 500 }), enabled: Boolean(exhibitionId), staleTime: 60_000 });
}

/**
 * The host's "which exhibitor" filter of a list whose search has `joinId`.
 * @example moreFilters={(list) => <ExhibitorFilter list={list} />}
 */
export function ExhibitorFilter<S extends ListSearchBase & { joinId?: string }>({ list, label = 'kit.list.exhibitor' }: { list: ListSearchState<S>; label?: I18nKey }) {
  const exhibitors = useExhibitionExhibitors();
  const options = (exhibitors.data?.data.items ?? []).map((j) => ({ value: j.id, label: j.companyName }));
  return <DataFilterSelect list={list} name={'joinId' as Exclude<keyof S, keyof ListSearchBase> & string} label={label} options={options} />;
}

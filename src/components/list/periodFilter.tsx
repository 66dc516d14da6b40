import { PeriodFields, type Period } from '../form/PeriodFields';
import type { ListSearchBase } from './listSearch';
import type { ListSearchState } from './useListSearch';

/**
 * The period filter of a list whose search has `...periodSearch`: the two dates, in the URL, back
 * to page 1 on a change. Module-level, so it can be passed as it is.
 * @example <ResourceListPage resource={postings} columns={columns} moreFilters={periodFilter} />
 */
export function periodFilter<S extends ListSearchBase & Period>(list: ListSearchState<S>) {
  return <PeriodFields value={list.search} onChange={(next) => list.setFilters({ start: next.start, end: next.end } as Partial<Omit<S, keyof ListSearchBase>>)} />;
}

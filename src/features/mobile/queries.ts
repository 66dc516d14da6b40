/**
 * The data of the mobile back office pages, as the pages read it and their route loaders
 * prefetch it: one definition per query, so a loader fills exactly the cache entry its page reads.
 */
import { getCompanyGetQueryOptions } from '@gen/api/company/company';
import {
  exhibitionGetAll,
  getExhallGetByExhibitionQueryOptions,
  getExhibitionGetAllQueryKey,
  getExhibitionGetQueryOptions,
} from '@gen/api/host-exhibition/host-exhibition';
import { getJoinGetByManagerQueryKey, getJoinGetQueryOptions, joinGetByManager } from '@gen/api/join/join';
import { PAGE_SIZE, pagedListQuery } from './usePagedList';

/** A hall the company list is limited to: its name (which joins carry) and its id when known. */
export interface HallFilter {
  name: string;
  id?: string;
}

/** The exhibitions, newest first, matching the keyword: the first page, then "load more". */
export function exhibitionsQuery(keyword?: string) {
  const body = { keyword, pageSize: PAGE_SIZE };
  return pagedListQuery(getExhibitionGetAllQueryKey(body), (pageIndex, signal) => exhibitionGetAll({ ...body, pageIndex }, undefined, signal));
}

/** The companies (joins) of an exhibition, optionally of one hall, matching the keyword. */
export function companiesQuery(exhibitionId: string, hall?: HallFilter, keyword?: string) {
  const body = { exhibitionId, hallId: hall?.id, keyword, pageSize: PAGE_SIZE };
  return pagedListQuery([...getJoinGetByManagerQueryKey(body), hall?.name], (pageIndex, signal) =>
    joinGetByManager({ ...body, pageIndex }, undefined, signal),
  );
}

/** The exhibition (its name in page subtitles). */
export const exhibitionQuery = (id: string) => getExhibitionGetQueryOptions({ id });

/** The halls of an exhibition. */
export const hallsQuery = (exhibitionId: string) => getExhallGetByExhibitionQueryOptions({ exhibitionId });

/** One company's profile. */
export const companyQuery = (id: string) => getCompanyGetQueryOptions({ id });

/** One join: the company's booth in an exhibition. */
export const joinQuery = (id: string) => getJoinGetQueryOptions({ id });

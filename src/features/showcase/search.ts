/**
 * URL search params of the showcase pages: the lists (paging, sort, keyword, the shown filter)
 * and the edit pages (`?id=`; a malformed id is dropped and the page says so).
 */
import { z } from 'zod';
import { listSearchSchema } from '@/components/kit';
import { idParam } from '@/lib/validation';

/** Brands, certificates and partners: filterable by shown/hidden. */
export const showListSearch = listSearchSchema({ isShow: z.boolean() });

/** Cases have no show toggle. */
export const caseListSearch = listSearchSchema();

/** The edit pages: `?id=` of the record. */
export const editSearch = z.object({ id: idParam });

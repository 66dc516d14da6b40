/**
 * Search parameters of the mobile back office pages. Every parameter is optional and a bad value
 * is dropped (`.catch(undefined)`), so a hand-edited or stale link still opens the page, which
 * then asks for what it is missing instead of failing.
 */
import { z } from 'zod';
import { idParam } from '@/lib/validation';
import { lazySchema } from '@/components/list/listSearch';

const id = idParam;
/** Free-text filter; the API accepts up to 100 characters. */
const keyword = z.string().trim().min(1).max(100).optional().catch(undefined);

export const exListSearch = lazySchema(() => z.object({ keyword }));

export const exAreaListSearch = lazySchema(() => z.object({ exhibitionId: id }));

export const exAllCompanyListSearch = lazySchema(() => z.object({ exhibitionId: id, keyword }));

export const exCompanyListSearch = lazySchema(() => z.object({
  exhibitionId: id,
  /** The hall's name, which joins carry (and the page shows). */
  hallName: z.string().trim().min(1).max(50).optional().catch(undefined),
  /** The hall's id, sent to the server as the join filter when known. */
  hallId: id,
  keyword,
}));

export const exCompanyDetailsSearch = lazySchema(() => z.object({ compId: id, joinId: id }));

export type ExListSearch = z.infer<typeof exListSearch>;
export type ExAllCompanyListSearch = z.infer<typeof exAllCompanyListSearch>;
export type ExCompanyListSearch = z.infer<typeof exCompanyListSearch>;
export type ExAreaListSearch = z.infer<typeof exAreaListSearch>;
export type ExCompanyDetailsSearch = z.infer<typeof exCompanyDetailsSearch>;

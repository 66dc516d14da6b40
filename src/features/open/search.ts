/**
 * Search parameters of the open pages (000 §2). Every parameter is optional and a bad value is
 * dropped (`.catch(undefined)`), so a hand-edited link still opens the page, which then says
 * what is missing instead of failing.
 */
import { z } from 'zod';
import { idParam } from '@/lib/validation';
import { lazySchema } from '@/components/list/listSearch';

const id = idParam;
const keyword = z.string().trim().min(1).max(100).optional().catch(undefined);

export const mobileAllSearch = lazySchema(() => z.object({ keyword }));
export const mobileSiteSearch = lazySchema(() => z.object({ compId: id }));
export const pcLiveSearch = lazySchema(() => z.object({ activityId: id }));
export const joinSearch = lazySchema(() => z.object({ joinId: id }));

export const TABLE_TYPES = ['catalogue', 'lintel', 'badges'] as const;
export type TableType = (typeof TABLE_TYPES)[number];
export const exportTableSearch = lazySchema(() => z.object({ joinId: id, type: z.enum(TABLE_TYPES).optional().catch(undefined) }));

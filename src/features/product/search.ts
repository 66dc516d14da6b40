/**
 * Search parameters of the product and product-group pages. A bad value is dropped instead of
 * failing, so a hand-edited or stale link still opens the page.
 */
import { z } from 'zod';
import { listSearchSchema } from '@/components/kit';

/** The product list: paging (10), sort, keyword, and the shown / featured / group / category filters. */
export const productListSearch = listSearchSchema({
  isShow: z.boolean(),
  topic: z.union([z.literal(0), z.literal(1)]),
  groupId: z.uuid(),
  categoryId: z.uuid(),
});

/** An edit page: the record's id. */
export const recordSearch = z.object({ id: z.uuid().optional().catch(undefined) });

/** The group list. */
export const groupListSearch = listSearchSchema();

/** The products of one group: the group, then paging and keyword. */
export const groupProductsSearch = listSearchSchema({ groupId: z.uuid() });

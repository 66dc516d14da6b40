/**
 * Search parameters of the product and product-group pages. A bad value is dropped instead of
 * failing, so a hand-edited or stale link still opens the page.
 */
import { z } from 'zod';
import { listSearchSchema } from '@/components/kit';
import { guid, idParam } from '@/lib/validation';

/** The product list: paging (10), sort, keyword, and the shown / featured / group / category filters. */
export const productListSearch = listSearchSchema({
  isShow: z.boolean(),
  topic: z.union([z.literal(0), z.literal(1)]),
  groupId: guid(),
  categoryId: guid(),
});

/** An edit page: the record's id. */
export const recordSearch = z.object({ id: idParam });

/** The group list. */
export const groupListSearch = listSearchSchema();

/** The products of one group: the group, then paging and keyword. */
export const groupProductsSearch = listSearchSchema({ groupId: guid() });

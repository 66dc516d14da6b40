import { z } from 'zod';
import { lazySchema } from '@/components/list/listSearch';

/** Login pages take `?redirect=/path` (the page asked for before signing in); anything else is dropped. */
export const loginSearch = lazySchema(() => z.object({
  redirect: z
    .string()
    .regex(/^\/(?!\/)/)
    .optional()
    .catch(undefined),
}));

import { z } from 'zod';

/** Login pages take `?redirect=/path` (the page asked for before signing in); anything else is dropped. */
export const loginSearch = z.object({
  redirect: z
    .string()
    .regex(/^\/(?!\/)/)
    .optional()
    .catch(undefined),
});

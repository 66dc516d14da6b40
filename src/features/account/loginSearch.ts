import { z } from 'zod';
import { lazySchema } from '@/components/list/listSearch';

/** The ways of signing in that share a login page: password, or a code sent by SMS. */
export const LOGIN_WAYS = ['password', 'sms'] as const;
export type LoginWay = (typeof LOGIN_WAYS)[number];

/**
 * Login pages take `?redirect=/path` (the page asked for before signing in) and `?by=` the way of
 * signing in when it is not the page's own (blogin is by SMS, the others by password); anything
 * else is dropped.
 */
export const loginSearch = lazySchema(() => z.object({
  redirect: z
    .string()
    .regex(/^\/(?!\/)/)
    .optional()
    .catch(undefined),
  by: z.enum(LOGIN_WAYS).optional().catch(undefined),
}));

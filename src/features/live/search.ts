/**
 * Search parameters of the open live pages. A bad value is dropped (`.catch(undefined)`) so a
 * hand-edited link still opens the page, which then says what is wrong (e.g. an unknown activity).
 */
import { z } from 'zod';
import { isGuid } from '@/lib/validation';
import { lazySchema } from '@/components/list/listSearch';

const activityId = z.string().trim().min(1).max(100).optional().catch(undefined);

/** Only a path of this app: never another site (`//host`, `https://…`). */
export function safeRedirect(value: string | undefined): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;
}

export const liveUserRegSearch = lazySchema(() => z.object({
  activityId,
  /** Where to go after the registration is saved; by default /live-auth of the same activity. */
  redirect: z.string().max(2000).optional().catch(undefined).transform(safeRedirect),
  /** The viewer a shared link names: shown (read without a session) above the sign-in. Anything but an id is dropped. */
  userid: z.string().trim().max(100).optional().catch(undefined).transform((v) => (isGuid(v) ? v : undefined)),
}));

export const liveAuthSearch = lazySchema(() => z.object({ activityId }));

export type LiveUserRegSearch = z.infer<typeof liveUserRegSearch>;

/** Search of the registration page, coming back to the authorisation step of the activity afterwards. */
export function registrationSearch(activityId: string): { activityId: string; redirect: string } {
  return { activityId, redirect: `/live-auth?activityId=${encodeURIComponent(activityId)}` };
}

/** Whether a value is a record id (any GUID the back end writes). */
export const isUuid = (value: string | null | undefined): value is string => isGuid(value);

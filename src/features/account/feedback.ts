/**
 * How the account screens report outcomes (000 §8): identity calls answer `successed` with
 * `errors[].description`; the first description is shown as an error message.
 */
import { accountGetInfo } from '@gen/api/account/account';
import type { IdentityResult } from '@gen/api/model';
import { reportError } from '@/components/feedback/outcome';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { session } from '@/lib/session/store';

/** The first error description of a refused identity call (or a generic text when it gave none). */
export function firstError(result: IdentityResult): string {
  return result.errors[0]?.description || i18n.t('errors.unexpected');
}

/** Shows the first error of a refused identity call; true when the call succeeded. */
export function accepted(result: IdentityResult): boolean {
  if (!result.successed) notify.error(firstError(result));
  return result.successed;
}

/**
 * A call that failed outright: the kit's report (the HTTP client already told the user about
 * network failures, 401, 404 and 500; anything else gets the server's words, or a generic text).
 */
export function reportFailure(error: unknown) {
  reportError(error, i18n.t('errors.unexpected'));
}

/** After a phone or email change: the signed-in user as the server now knows them. */
export async function refreshUser() {
  const user = (await accountGetInfo()).data;
  session.set({ user });
}

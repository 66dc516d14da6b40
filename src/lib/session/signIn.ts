/**
 * Sign-in (000 §4, §7): a token from /connect/token, then the user, the exhibition settings and,
 * for exhibitors, their company, default join and its exhibition, all kept in the session.
 */
import axios from 'axios';
import { connectToken } from '@gen/api/account/account';
import type { TokenError, TokenRequest } from '@gen/api/model';
import { config } from '@/lib/config';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { once } from '@/lib/once';
import { applyToken } from './refresh';
import { canOpenArea, type Area } from './roles';
import { session } from './store';

/** Token failures are shown for 2 s (000 §8). */
export const TOKEN_ERROR_MS = 2000;
export const LOGIN_IDENTITY_WRONG = 4002;

type Credentials = Omit<TokenRequest, 'client_id' | 'client_secret' | 'scope'>;

/** Token failure codes the sign-in knows, said in the interface language (the server says them in Chinese). */
const TOKEN_MESSAGES = {
  4001: 'errors.token.wrongPassword',
  4003: 'errors.token.disabled',
  4004: 'errors.token.wrongCode',
  4005: 'errors.token.expired',
} as const;
const CJK = /[\u3400-\u9fff]/;

/**
 * The words for a refused sign-in (000 §8): 4002 is '登录身份有误，请重新确认'; other known codes
 * are said in the interface language; any other code shows the server's description, unless the
 * interface is English and the description is not (then a general English message).
 */
export function tokenErrorMessage(body: Partial<TokenError> | undefined): string {
  if (body?.code === LOGIN_IDENTITY_WRONG) return i18n.t('errors.loginIdentityWrong');
  const known = TOKEN_MESSAGES[body?.code as keyof typeof TOKEN_MESSAGES];
  if (known) return i18n.t(known);
  const description = body?.error_description;
  if (description && !(i18n.language === 'en' && CJK.test(description))) return description;
  return i18n.t('errors.token.failed');
}

function showTokenError(error: unknown) {
  if (!axios.isAxiosError(error)) {
    // Not an answer of the identity service (the app itself failed): still never silent.
    notify.error(i18n.t('errors.unexpected'), TOKEN_ERROR_MS);
    return;
  }
  if (!error.response) return; // network: the client already offered a retry
  notify.error(tokenErrorMessage(error.response.data as Partial<TokenError> | undefined), TOKEN_ERROR_MS);
}

/**
 * The profile's calls (./profile.ts) are not part of the login page's first paint: the login page
 * asks for their code when it is idle, and the sign-in at the latest, beside the token request.
 */
export const preloadProfile = once(() => import('./profile'));

/**
 * Returns false when the server refused the credentials, when the account may not use the back
 * office it signs in to (`area`: the mobile back office is the host's), or when the sign-in's own
 * code did not download (offline, or a release replaced it: the notice offers a reload); the user
 * has been told why, and nothing of the session is kept.
 */
export async function signIn(credentials: Credentials, area?: Area): Promise<boolean> {
  const profileCode = preloadProfile();
  // Handled where it is awaited; a refused sign-in never awaits it.
  profileCode.catch(() => undefined);
  let token;
  try {
    token = await connectToken({
      ...credentials,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      scope: 'openid profile api offline_access',
    });
  } catch (error) {
    showTokenError(error);
    return false;
  }
  let profile;
  try {
    profile = await profileCode;
  } catch {
    notify.error(i18n.t('errors.chunkFailed'), 15_000, { action: { label: i18n.t('common.reload'), onClick: () => window.location.reload() } });
    return false;
  }
  applyToken(token);
  try {
    await profile.loadProfile();
  } catch (error) {
    session.clear();
    throw error;
  }
  if (area && !canOpenArea(session.get().role, area)) {
    session.clear();
    notify.error(i18n.t(area === 'mobile' ? 'auth.mobileHostOnly' : 'auth.wrongOffice'), TOKEN_ERROR_MS * 2);
    return false;
  }
  return true;
}

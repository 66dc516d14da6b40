/**
 * Sign-in (000 §4, §7): a token from /connect/token, then the user, the exhibition settings and,
 * for exhibitors, their company, default join and its exhibition, all kept in the session.
 */
import axios from 'axios';
import { accountGetInfo, connectToken } from '@gen/api/account/account';
import { exhibitionGetAllConfiSettle } from '@gen/api/settings/settings';
import { companyGetByUserId } from '@gen/api/company/company';
import { joinDefaultJoin } from '@gen/api/join/join';
import { exhibitionGet } from '@gen/api/host-exhibition/host-exhibition';
import type { TokenError, TokenRequest } from '@gen/api/model';
import { config } from '@/lib/config';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { applyToken } from './refresh';
import { canOpenArea, Role, toRole, type Area } from './roles';
import { session } from './store';

/** Token failures are shown for 2 s (000 §8). */
export const TOKEN_ERROR_MS = 2000;
export const LOGIN_IDENTITY_WRONG = 4002;

type Credentials = Omit<TokenRequest, 'client_id' | 'client_secret' | 'scope'>;

function showTokenError(error: unknown) {
  if (!axios.isAxiosError(error)) {
    // Not an answer of the identity service (the app itself failed): still never silent.
    notify.error(i18n.t('errors.unexpected'), TOKEN_ERROR_MS);
    return;
  }
  if (!error.response) return; // network: the client already offered a retry
  const body = error.response.data as Partial<TokenError> | undefined;
  if (body?.code === LOGIN_IDENTITY_WRONG) notify.error(i18n.t('errors.loginIdentityWrong'), TOKEN_ERROR_MS);
  else notify.error(body?.error_description ?? i18n.t('errors.unexpected'), TOKEN_ERROR_MS);
}

/** Loads who the signed-in user is and what they work on; marks the session as logged in. */
export async function loadProfile(): Promise<void> {
  const user = (await accountGetInfo()).data;
  const role = toRole(user.role);
  const settle = await exhibitionGetAllConfiSettle({ type: 1 });
  const exhibitionIds = settle.data[0]?.exhibitionIds ?? [];
  let company = null;
  let join = null;
  let exhibition = null;
  if (role !== Role.Host) {
    company = (await companyGetByUserId({ userId: user.id })).data ?? null;
    if (company?.id) join = (await joinDefaultJoin({ compId: company.id })).data ?? null;
    if (join?.exhibitionId) exhibition = (await exhibitionGet({ id: join.exhibitionId })).data ?? null;
  }
  session.set({ isLogin: true, user, role, exhibitionIds, company, join, exhibition });
}

/**
 * Returns false when the server refused the credentials, or when the account may not use the
 * back office it signs in to (`area`: the mobile back office is the host's); the user has been
 * told why, and nothing of the session is kept.
 */
export async function signIn(credentials: Credentials, area?: Area): Promise<boolean> {
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
  applyToken(token);
  try {
    await loadProfile();
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

/**
 * Token lifetime (000 §4): refresh ahead of expiry and after a 401, single flight however the
 * 401s arrive:
 * - concurrent callers share the one refresh in flight, and requests wait for it before they go;
 * - a 401 for a request sent with an older token than the current one is not a reason to refresh
 *   (the HTTP client sends it again with the current token, see isStale);
 * - a refresh token the server refused is never tried again; the session then ends.
 */
import axios from 'axios';
import { connectToken } from '@gen/api/account/account';
import type { TokenResponse } from '@gen/api/model';
import { config } from '../config';
import { notify } from '../notify';
import { navigateTo } from '../navigation';
import { loginPathForRole } from './roles';
import { session } from './store';
import { setAuthHooks } from '../http/authHooks';

/** Refresh this long before the token expires. */
export const REFRESH_AHEAD_MS = 60_000;

export function applyToken(token: TokenResponse, refreshed = false) {
  session.set({
    token: token.access_token,
    authorization: { access_token: token.access_token, refresh_token: token.refresh_token, expires_in: token.expires_in },
    expiresAt: Date.now() + token.expires_in * 1000,
    refreshed,
  });
}

let inflight: Promise<boolean> | null = null;
/** The refresh token the server refused: asking again with it cannot succeed. */
let refused: string | null = null;

async function refresh(refreshToken: string): Promise<boolean> {
  try {
    const token = await connectToken({
      grant_type: 'refresh_token',
      client_id: config.clientId,
      client_secret: config.clientSecret,
      refresh_token: refreshToken,
    });
    // The user may have signed out (or in as someone else) meanwhile: keep what is there now.
    if (session.get().authorization?.refresh_token !== refreshToken) return Boolean(session.get().token);
    applyToken(token, true);
    return true;
  } catch (error) {
    // The server said no (an answer, not a lost connection): this refresh token is spent.
    if (axios.isAxiosError(error) && error.response) refused = refreshToken;
    return false;
  }
}

/**
 * One refresh at a time: concurrent callers share the same attempt. Resolves true when the
 * session has a new token, false when it could not get one.
 */
export function refreshSessionOnce(): Promise<boolean> {
  if (inflight) return inflight;
  const refreshToken = session.get().authorization?.refresh_token;
  if (!refreshToken || refreshToken === refused) return Promise.resolve(false);
  inflight = refresh(refreshToken).finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Whether a request sent with `sentToken` was sent before the session got its current token. */
export function isStale(sentToken: string): boolean {
  const current = session.get().token;
  return Boolean(current) && current !== sentToken;
}

/**
 * Called before each API request: waits for a refresh in flight, and refreshes first when the
 * token is about to expire. A failed refresh lets the request go with the token it has; a 401
 * then ends the session.
 */
export async function ensureFreshToken(): Promise<void> {
  if (inflight) {
    await inflight;
    return;
  }
  const s = session.get();
  if (!s.isLogin || !s.authorization?.refresh_token) return;
  if (s.expiresAt - Date.now() < REFRESH_AHEAD_MS) await refreshSessionOnce();
}

/**
 * Logout (000 §4): clear the session, localStorage, sessionStorage and every cached answer
 * (session.clear), then the role's login page.
 */
export function logout(returnTo?: string) {
  const role = session.get().role;
  session.clear();
  const login = loginPathForRole(role);
  navigateTo(returnTo ? `${login}?redirect=${encodeURIComponent(returnTo)}` : login, { replace: true });
}

/** 401 that a refresh could not cure: tell the user once; closing the dialog logs out. */
export function sessionExpired() {
  const here = typeof window === 'undefined' ? undefined : window.location.pathname + window.location.search;
  notify.authExpired(() => logout(here));
}

// The HTTP client's view of the token lifecycle (see ../http/authHooks.ts).
setAuthHooks({ ensureFreshToken, refreshSessionOnce, isStale, sessionExpired });

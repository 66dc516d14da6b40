/**
 * Token lifetime: refresh ahead of expiry and once after a 401, single flight (many requests
 * failing together cause exactly one refresh); a failed refresh ends the session.
 */
import { connectToken } from '@gen/api/account/account';
import type { TokenResponse } from '@gen/api/model';
import { config } from '../config';
import { notify } from '../notify';
import { navigateTo } from '../navigation';
import { loginPathForRole } from './roles';
import { session } from './store';

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

async function refresh(): Promise<boolean> {
  const refreshToken = session.get().authorization?.refresh_token;
  if (!refreshToken) return false;
  try {
    const token = await connectToken({
      grant_type: 'refresh_token',
      client_id: config.clientId,
      client_secret: config.clientSecret,
      refresh_token: refreshToken,
    });
    applyToken(token, true);
    return true;
  } catch {
    sessionExpired();
    return false;
  }
}

/** One refresh at a time: concurrent callers share the same attempt. */
export function refreshSessionOnce(): Promise<boolean> {
  inflight ??= refresh().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Called before each API request: refresh first when the token is about to expire. */
export async function ensureFreshToken(): Promise<void> {
  const s = session.get();
  if (!s.isLogin || !s.authorization?.refresh_token) return;
  if (s.expiresAt - Date.now() < REFRESH_AHEAD_MS) await refreshSessionOnce();
}

/** Logout (000 §4): clear the session and localStorage, then the role's login page. */
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

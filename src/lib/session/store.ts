import { useSyncExternalStore } from 'react';
import type { Company, Exhibition, Join, User } from '@gen/api/model';
import { Role } from './roles';

/** The OAuth answer kept in the session (000 §3). */
export interface Authorization {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface SessionState {
  isLogin: boolean;
  token: string;
  user: User | null;
  role: Role;
  authorization: Authorization | null;
  /** Epoch ms: time of the token answer + expires_in × 1000. */
  expiresAt: number;
  /** Set after a refresh-token grant succeeded. */
  refreshed: boolean;
  /** From the first item of GetAllConfiSettle. */
  exhibitionIds: string[];
  join: Join | null;
  company: Company | null;
  exhibition: Exhibition | null;
}

export const SESSION_STORAGE_KEY = 'expo.session';

export const emptySession: SessionState = {
  isLogin: false,
  token: '',
  user: null,
  role: Role.Exhibitor,
  authorization: null,
  expiresAt: 0,
  refreshed: false,
  exhibitionIds: [],
  join: null,
  company: null,
  exhibition: null,
};

function load(): SessionState {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    return raw ? { ...emptySession, ...(JSON.parse(raw) as Partial<SessionState>) } : emptySession;
  } catch {
    return emptySession;
  }
}

let state: SessionState = load();
const listeners = new Set<() => void>();
const clearListeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function clearStorage(name: 'localStorage' | 'sessionStorage') {
  try {
    globalThis[name]?.clear();
  } catch {
    // Storage disabled: nothing was kept there.
  }
}

/** While nobody is signed in, sessionStorage is emptied when the page is left. */
function wipeOnLeave() {
  if (!state.isLogin) clearStorage('sessionStorage');
}

/**
 * Code outside the app keeps state in memory and writes it to sessionStorage when the page is
 * left (the router's scroll positions, keyed by URL, on `pagehide`). After a logout nothing of
 * the previous user may be written back: the wipe is (re-)registered at each logout, so that it
 * runs after those writers, which register when the app starts.
 */
function wipeWhenLeaving() {
  if (typeof window === 'undefined') return;
  window.removeEventListener('pagehide', wipeOnLeave);
  window.addEventListener('pagehide', wipeOnLeave);
}

/** The session: one object, persisted in localStorage so it survives a reload. */
export const session = {
  get: (): SessionState => state,
  set(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    try {
      globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Private mode or full storage: the session still works for this page's life.
    }
    emit();
  },
  /**
   * Logout (000 §4): forget the session and everything kept for it: localStorage, sessionStorage
   * and, through onClear, the cached answers in memory, so that the next user on this browser
   * sees nothing of this one.
   */
  clear() {
    state = emptySession;
    clearStorage('localStorage');
    clearStorage('sessionStorage');
    wipeWhenLeaving();
    for (const listener of clearListeners) listener();
    emit();
  },
  /** Runs `listener` on every clear (the app empties its query cache there). */
  onClear(listener: () => void) {
    clearListeners.add(listener);
    return () => clearListeners.delete(listener);
  },
  /** Re-read storage (another tab changed it, or a test seeded it). */
  reload() {
    const before = state;
    state = load();
    // Signed out, or someone else signed in, in another tab: forget this user's cached answers too.
    if ((before.isLogin && !state.isLogin) || before.user?.id !== state.user?.id) {
      for (const listener of clearListeners) listener();
    }
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) session.reload();
  });
}

export function useSession(): SessionState;
export function useSession<T>(select: (s: SessionState) => T): T;
export function useSession<T>(select?: (s: SessionState) => T): T | SessionState {
  return useSyncExternalStore(
    session.subscribe,
    () => (select ? select(state) : state),
    () => (select ? select(emptySession) : emptySession),
  );
}

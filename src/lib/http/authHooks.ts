/**
 * What the HTTP client asks of the session's token lifecycle (src/lib/session/refresh.ts, which
 * registers itself when loaded). The client does not import refresh.ts: refresh.ts calls the token
 * endpoint through the generated code, which goes through the client — this keeps imports one way.
 */
export interface AuthHooks {
  /** Before a request: refresh the token when it is about to expire. */
  ensureFreshToken: () => Promise<void>;
  /** A 401: one refresh shared by every request that needs it; true when a new token came. */
  refreshSessionOnce: () => Promise<boolean>;
  /** Whether a request was sent with a token older than the current one. */
  isStale: (sentToken: string) => boolean;
  /** No way to a valid token: tell the user and send them to the login page. */
  sessionExpired: () => void;
}

let hooks: AuthHooks = {
  ensureFreshToken: async () => undefined,
  refreshSessionOnce: async () => false,
  isStale: () => false,
  sessionExpired: () => undefined,
};

export function setAuthHooks(next: AuthHooks) {
  hooks = next;
}

export const authHooks = (): AuthHooks => hooks;

/**
 * Runtime configuration, from Vite env variables (see README "Configuration").
 * Empty base URLs mean "same origin": in development the mock service worker answers there.
 */
const env = import.meta.env;

export const config = {
  /** Base URL of the REST API host (VITE_API_BASE_URL). */
  apiBaseUrl: (env.VITE_API_BASE_URL as string | undefined) ?? '',
  /** Base URL of the IdentityServer auth host serving /connect/token (VITE_AUTH_BASE_URL). */
  authBaseUrl: (env.VITE_AUTH_BASE_URL as string | undefined) ?? '',
  /** Public OAuth client of this SPA (VITE_CLIENT_ID / VITE_CLIENT_SECRET); not a secret. */
  clientId: (env.VITE_CLIENT_ID as string | undefined) ?? 'exhibition_spa',
  clientSecret: (env.VITE_CLIENT_SECRET as string | undefined) ?? 'public',
  /** Whether the app runs on the in-browser mocks (vite.config.ts `mocksOn`). Production builds never include them. */
  mocks: import.meta.env.MOCKS_ON,
  /** Request time-out in ms. */
  requestTimeoutMs: 30_000,
  /** A page's code that has not loaded after this long shows a retry panel (000 §9). */
  chunkLoadTimeoutMs: 120_000,
} as const;

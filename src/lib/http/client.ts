/**
 * The one HTTP client behind every generated hook (orval mutator) and the live GraphQL fetcher.
 *
 * - Base host by path: /connect/* goes to the auth host, everything else to the API host.
 * - Bearer token; the token is refreshed ahead of expiry and once on a 401 (single flight, see
 *   session/refresh.ts); a 401 for a request sent with an older token is sent again with the
 *   current one, without a refresh.
 * - GET and DELETE: an object body is merged into the query string; every GET carries t (seconds).
 * - Token and ID-card calls are form-urlencoded, the rest JSON UTF-8.
 * - Errors (000 §8): 401 dialog then the role's login page (only for a signed-in user: a 401 for a
 *   request sent without a token is the caller's to show); 400 nothing extra; 404 → /404;
 *   500 → first `errors` message as a toast, or /500; network failure or time-out → toast with retry.
 * - Answers: a 2xx that is not JSON, not the envelope or (development, tests, mock build) not the
 *   contract's shape is refused with UnreadableAnswerError, whose message is a localised "could
 *   not read the answer" that pages show with their retry, like a failed load.
 */
import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ZodType } from 'zod';
import { config } from '../config';
import { GraphQLRequestError, UnreadableAnswerError } from './errors';
import { i18n } from '../i18n';
import { navigateTo } from '../navigation';
import { notify } from '../notify';
import { session } from '../session/store';
import { authHooks } from './authHooks';

const FORM_PATHS = [/^\/connect\/token$/i, /^\/api\/IDCard\/Check$/i];
const AUTH_HOST_PATHS = /^\/connect\//i;

/** Options a caller may pass to change how errors are handled for one call. */
export interface RequestOptions extends AxiosRequestConfig {
  /** Handle errors at the call site only (the token call shows its own messages). */
  silent?: boolean;
  /** 404 and 500 are shown where the answer is used (a reference list in a form field), not by leaving the page. */
  ownErrors?: boolean;
}

type RetryableConfig = InternalAxiosRequestConfig & {
  _retried?: boolean;
  silent?: boolean;
  ownErrors?: boolean;
  /** The bearer token this request was sent with ('' when none). */
  _sentToken?: string;
};

export const http = axios.create({ timeout: config.requestTimeoutMs });

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob) &&
    !(value instanceof FormData) && !(value instanceof URLSearchParams);
}

http.interceptors.request.use(async (req) => {
  const url = req.url ?? '';
  const isAuthHost = AUTH_HOST_PATHS.test(url);
  req.baseURL = isAuthHost ? config.authBaseUrl : config.apiBaseUrl;

  const method = (req.method ?? 'get').toLowerCase();
  if ((method === 'get' || method === 'delete') && isPlainObject(req.data)) {
    req.params = { ...req.data, ...(req.params as Record<string, unknown> | undefined) };
    req.data = undefined;
  }
  if (method === 'get') req.params = { ...(req.params as Record<string, unknown> | undefined), t: nowSeconds() };

  if (FORM_PATHS.some((re) => re.test(url))) {
    req.headers.set('Content-Type', 'application/x-www-form-urlencoded');
    if (isPlainObject(req.data)) {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(req.data)) if (value !== undefined && value !== null) form.append(key, String(value));
      req.data = form;
    }
  } else if (!(req.data instanceof FormData) && req.data !== undefined) {
    req.headers.set('Content-Type', 'application/json;charset=UTF-8');
  }

  if (!isAuthHost) {
    await authHooks().ensureFreshToken();
    const token = session.get().token;
    if (token) req.headers.set('Authorization', `Bearer ${token}`);
    else req.headers.delete('Authorization');
    (req as RetryableConfig)._sentToken = token;
  }
  return req;
});

function firstErrorMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const errors = (data as { errors?: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first = errors[0] as { message?: unknown; description?: unknown } | string;
  if (typeof first === 'string') return first;
  const text = first.message ?? first.description;
  return typeof text === 'string' && text ? text : undefined;
}

/** Network failure or time-out: tell the user, and let them send the same request again. */
function offerRetry(error: AxiosError, cfg: RetryableConfig): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
    notify.retry({
      title: i18n.t(timedOut ? 'errors.timeout' : 'errors.network'),
      onRetry: () => http.request(cfg).then(resolve, reject),
      onGiveUp: () => reject(error),
    });
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const LIVE_GRAPHQL = /^\/live\/graphql$/i;
const TOKEN_PATH = /^\/connect\/token$/i;

/** Path of a request as the contract writes it: no host, no query. */
function pathOf(url: string): string {
  return url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
}

/**
 * What is wrong with a 2xx answer before any shape check: a file that is an HTML page, or a JSON
 * answer that is no JSON object (axios leaves a body it cannot parse as text) or not the
 * envelope (`{ status, data }`; `{ successed, errors }` for account token calls; the OAuth token;
 * GraphQL's `{ data, errors }`).
 */
function envelopeProblem(res: AxiosResponse): string | undefined {
  const type = res.config.responseType;
  const contentType = String(res.headers['content-type'] ?? '');
  if (type === 'blob' || type === 'arraybuffer' || type === 'stream') {
    return /text\/html/i.test(contentType) ? `an HTML page (${contentType}) instead of a file` : undefined;
  }
  if (res.status === 204) return undefined;
  const body: unknown = res.data;
  if (!isObject(body)) {
    if (typeof body === 'string') return body.trim() ? `not JSON (${contentType || 'no content type'}): ${body.trim().slice(0, 60)}` : 'an empty body';
    return `not a JSON object (${Array.isArray(body) ? 'an array' : String(body)})`;
  }
  const path = pathOf(res.config.url ?? '');
  if (TOKEN_PATH.test(path)) return typeof body.access_token === 'string' ? undefined : 'no access_token';
  if (LIVE_GRAPHQL.test(path)) {
    if (Array.isArray(body.errors) && body.errors.length > 0) return undefined;
    return isObject(body.data) ? undefined : 'no data in the GraphQL answer';
  }
  if (typeof body.status === 'number' || typeof body.successed === 'boolean') return undefined;
  return 'not the { status, data } envelope';
}

/**
 * Whether answers are also checked against the contract's zod schemas: in development, tests and
 * the mock build. Written out (not config.mocks) so that production builds drop the schemas.
 */
const CHECK_SHAPES = import.meta.env.DEV || import.meta.env.VITE_MOCKS === 'on';
type SchemaLookup = (method: string, path: string) => Promise<ZodType | undefined>;
let schemaLookup: Promise<SchemaLookup> | undefined;

function loadSchemaLookup(): Promise<SchemaLookup> {
  return import('./answerSchemas').then(
    (m) => m.answerSchemaFor,
    // A development aid never fails a request: when its code cannot be loaded, skip it this once.
    () => {
      schemaLookup = undefined;
      return async () => undefined;
    },
  );
}
// The small path index is loaded with the client, not on the first answer: a slow or failing
// page-code download (the developer panel simulates both) must not hold up every request behind
// it. The schemas themselves come per contract domain, when an answer of that domain arrives
// (building all of them at start-up costs about a second of the first paint).
if (CHECK_SHAPES) schemaLookup = loadSchemaLookup();

async function shapeProblems(res: AxiosResponse): Promise<string[]> {
  if (!CHECK_SHAPES) return [];
  const type = res.config.responseType;
  if (type === 'blob' || type === 'arraybuffer' || type === 'stream' || res.status !== 200) return [];
  schemaLookup ??= loadSchemaLookup();
  // The schemas come in per-tag chunks: one that cannot be downloaded skips the check, never the request.
  const schema = await (await schemaLookup)(res.config.method ?? 'get', pathOf(res.config.url ?? '')).catch(() => undefined);
  if (!schema) return [];
  const result = schema.safeParse(res.data);
  if (result.success) return [];
  return result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(answer)'}: ${i.code}${'expected' in i ? ` (${String(i.expected)} expected)` : ''}${'format' in i ? ` (${String(i.format)})` : ''}`);
}

/** Refuses a 2xx answer the app cannot use (see envelopeProblem and shapeProblems). */
async function checkAnswer(res: AxiosResponse): Promise<AxiosResponse> {
  // A caller that takes every status (validateStatus) reads error answers itself.
  if (res.status < 200 || res.status >= 300) return res;
  const problem = envelopeProblem(res);
  const problems = problem ? [problem] : await shapeProblems(res);
  if (problems.length === 0) return res;
  const label = `${(res.config.method ?? 'get').toUpperCase()} ${pathOf(res.config.url ?? '')}`;
  if (import.meta.env.DEV) console.error(`[http] unreadable answer to ${label}:\n  ${problems.join('\n  ')}`);
  throw new UnreadableAnswerError(res, problems);
}

http.interceptors.response.use(checkAnswer, async (error: unknown) => {
  if (!axios.isAxiosError(error) || !error.config) throw error;
  const cfg = error.config as RetryableConfig;
  const url = cfg.url ?? '';
  const response = error.response;

  if (!response) {
    if (axios.isCancel(error)) throw error;
    return offerRetry(error, cfg);
  }
  if (AUTH_HOST_PATHS.test(url) || cfg.silent) throw error;
  if (cfg.ownErrors && (response.status === 404 || response.status === 500)) throw error;

  switch (response.status) {
    case 401: {
      const sent = cfg._sentToken ?? '';
      // Sent without a token (an open page, a visitor): nothing to refresh, no session to expire.
      if (!sent) throw error;
      if (!cfg._retried) {
        cfg._retried = true;
        // A newer token arrived while this request was on its way: send it again with that one.
        if (authHooks().isStale(sent)) return http.request(cfg);
        if (await authHooks().refreshSessionOnce()) return http.request(cfg);
      }
      if (session.get().isLogin) authHooks().sessionExpired();
      throw error;
    }
    case 404:
      navigateTo('/404');
      throw error;
    case 500: {
      const message = firstErrorMessage(response.data);
      if (message) notify.error(message);
      else navigateTo('/500');
      throw error;
    }
    default:
      // 400 and the rest: nothing extra; the caller shows the server's message beside the form.
      throw error;
  }
});

/** orval mutator: every generated REST call goes through here. */
export function apiClient<T>(req: AxiosRequestConfig, options?: RequestOptions): Promise<T> {
  return http.request<T>({ ...req, ...options }).then((res) => res.data);
}

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;

/** The server's own words for a failed call, for messages beside a form. */
/** Whether an error is the browser failing to download part of the app's code (a chunk). */
export function isChunkError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk|module script/i.test(message);
}

/**
 * What to tell the user about any failure: the server's own message where it sent one, the
 * "page could not be loaded" notice for missing code, otherwise a plain "something went wrong";
 * never a JavaScript message.
 */
export function userMessage(error: unknown): string {
  if (isChunkError(error)) return i18n.t('errors.chunkFailed');
  return serverMessage(error) ?? i18n.t('errors.unexpected');
}

export function serverMessage(error: unknown): string | undefined {
  if (error instanceof GraphQLRequestError) return error.message || undefined;
  if (error instanceof UnreadableAnswerError) return i18n.t('errors.badResponse');
  if (!axios.isAxiosError(error)) return undefined;
  const data = error.response?.data as { error_description?: unknown; message?: unknown } | undefined;
  if (typeof data?.error_description === 'string') return data.error_description;
  return firstErrorMessage(data) ?? (typeof data?.message === 'string' ? data.message : undefined);
}

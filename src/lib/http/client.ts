/**
 * The one HTTP client behind every generated hook (orval mutator) and the live GraphQL fetcher.
 *
 * - Base host by path: /connect/* goes to the auth host, everything else to the API host.
 * - Bearer token; the token is refreshed ahead of expiry and once on a 401 (single flight).
 * - GET and DELETE: an object body is merged into the query string; every GET carries t (seconds).
 * - Token and ID-card calls are form-urlencoded, the rest JSON UTF-8.
 * - Errors (000 §8): 401 dialog then the role's login page; 400 nothing extra; 404 → /404;
 *   500 → first `errors` message as a toast, or /500; network failure or time-out → toast with retry.
 */
import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { config } from '../config';
import { GraphQLRequestError } from './errors';
import { i18n } from '../i18n';
import { navigateTo } from '../navigation';
import { notify } from '../notify';
import { session } from '../session/store';
import { ensureFreshToken, refreshSessionOnce, sessionExpired } from '../session/refresh';

const FORM_PATHS = [/^\/connect\/token$/i, /^\/api\/IDCard\/Check$/i];
const AUTH_HOST_PATHS = /^\/connect\//i;

/** Options a caller may pass to change how errors are handled for one call. */
export interface RequestOptions extends AxiosRequestConfig {
  /** Handle errors at the call site only (the token call shows its own messages). */
  silent?: boolean;
  /** 404 and 500 are shown where the answer is used (a reference list in a form field), not by leaving the page. */
  ownErrors?: boolean;
}

type RetryableConfig = InternalAxiosRequestConfig & { _retried?: boolean; silent?: boolean; ownErrors?: boolean };

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
    await ensureFreshToken();
    const token = session.get().token;
    if (token) req.headers.set('Authorization', `Bearer ${token}`);
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

http.interceptors.response.use(undefined, async (error: unknown) => {
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
      if (!cfg._retried && session.get().authorization?.refresh_token) {
        cfg._retried = true;
        const refreshed = await refreshSessionOnce();
        if (refreshed) return http.request(cfg);
      }
      sessionExpired();
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
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof GraphQLRequestError) return error.message || undefined;
  if (!axios.isAxiosError(error)) return undefined;
  const data = error.response?.data as { error_description?: unknown; message?: unknown } | undefined;
  if (typeof data?.error_description === 'string') return data.error_description;
  return firstErrorMessage(data) ?? (typeof data?.message === 'string' ? data.message : undefined);
}

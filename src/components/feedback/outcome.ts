/**
 * Outcomes of calls made from the kit (saves, deletes, toggles, exports): what counts as a
 * refusal, the words to show for a failure, and when to toast it.
 */
import axios from 'axios';
import { serverMessage } from '@/lib/http/client';
import { notify } from '@/lib/notify';

/** The server answered 200 but refused (a `status` ≥ 400 in the envelope, or `data: false`). */
export class RefusedError extends Error {
  constructor(message = '') {
    super(message);
    this.name = 'RefusedError';
  }
}

function firstErrorText(errors: unknown): string | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first = errors[0] as { message?: unknown; description?: unknown } | string;
  if (typeof first === 'string') return first;
  const text = first?.message ?? first?.description;
  return typeof text === 'string' && text ? text : undefined;
}

/**
 * Returns the envelope when the call was accepted; throws RefusedError when the server said no
 * inside a 200 answer (`{ status: 400, errors }`, `{ data: false }`, `{ successed: false }`).
 * @example const result = ensureAccepted(await productUpdate(body));
 */
export function ensureAccepted<T>(result: T): T {
  if (result && typeof result === 'object' && !(result instanceof Blob)) {
    const r = result as { status?: unknown; data?: unknown; errors?: unknown; successed?: unknown };
    if (typeof r.status === 'number' && r.status >= 400) throw new RefusedError(firstErrorText(r.errors));
    if (r.successed === false) throw new RefusedError(firstErrorText(r.errors));
    if (r.data === false) throw new RefusedError(firstErrorText(r.errors));
  }
  return result;
}

/** The server's own words for a failed call, if it gave any. */
export function failureMessage(error: unknown): string | undefined {
  if (error instanceof RefusedError) return error.message || undefined;
  return serverMessage(error);
}

/** Whether the HTTP client has already told the user (network, 401, 404, 500). */
export function alreadyReported(error: unknown): boolean {
  if (!axios.isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status === 401 || status === 404 || status === 500;
}

/** Toasts a failure in the server's words, or `fallback`, unless the HTTP client already did. */
export function reportError(error: unknown, fallback: string) {
  if (alreadyReported(error)) return;
  notify.error(failureMessage(error) ?? fallback);
}

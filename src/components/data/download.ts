/** Saving files the API answers (exports, QR codes). */
import axios, { type AxiosResponseHeaders, type RawAxiosResponseHeaders } from 'axios';
import { RefusedError } from '../feedback/outcome';

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 5987) first, then
 * `filename="…"`; undefined when there is none.
 * @example fileNameFromDisposition(`attachment; filename*=UTF-8''%E5%B1%95%E5%95%86.xlsx`) // '展商.xlsx'
 */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (star) {
    const value = star[1].trim().replace(/^"|"$/g, '');
    const encoded = value.includes("''") ? value.slice(value.indexOf("''") + 2) : value;
    try {
      const name = decodeURIComponent(encoded);
      if (name) return name;
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  if (!name) return undefined;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

export function headerValue(headers: AxiosResponseHeaders | RawAxiosResponseHeaders | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  const getter = (headers as { get?: (n: string) => unknown }).get;
  const value = typeof getter === 'function' ? getter.call(headers, name) : (headers as Record<string, unknown>)[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

async function jsonMessage(blob: Blob): Promise<string | undefined> {
  try {
    const data = JSON.parse(await blob.text()) as { errors?: { message?: string; description?: string }[]; message?: string };
    return data.errors?.[0]?.message ?? data.errors?.[0]?.description ?? data.message;
  } catch {
    return undefined;
  }
}

/** A "file" that is really a JSON error envelope becomes a RefusedError with its message. */
export async function ensureFile(blob: Blob): Promise<Blob> {
  if (/json/i.test(blob.type)) throw new RefusedError((await jsonMessage(blob)) ?? '');
  return blob;
}

/** The server's words of a failed blob request (its error body is a Blob too). */
export async function blobErrorMessage(error: unknown): Promise<string | undefined> {
  if (error instanceof RefusedError) return error.message || undefined;
  if (axios.isAxiosError(error) && error.response?.data instanceof Blob) return jsonMessage(error.response.data);
  return undefined;
}

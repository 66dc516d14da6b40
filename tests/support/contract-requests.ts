/**
 * Requests built from the contract alone, for sending every operation through the app's HTTP
 * client: required path and query parameters and a body sampled from the request schema
 * (tests/support/sample.ts), with the signed-in user's own ids where a field names one.
 */
import type { AxiosRequestConfig } from 'axios';
import { controllerOf } from './contract-map';
import { sampleFromSchema, sampleParameter, type Override } from './sample';
import { isBinaryAnswer, parametersOf, type DocOperation, type SchemaObject } from './openapi-doc';

/** Ids of the signed-in user's world, and a lookup of some stored record per entity name. */
export interface KnownIds {
  userId?: string;
  companyId?: string;
  joinId?: string;
  exhibitionId?: string;
  /** Some existing record of the entity `name` (a controller name, lower case), if the mocks keep one. */
  recordOf?: (name: string) => string | undefined;
}

const ALIASES: Record<string, string> = { comp: 'company', ex: 'exhibition', mem: 'account', user: 'account' };

/** Replaces id-like string fields with ids that exist in the mock store. */
export function idOverride(ids: KnownIds, controller: string): Override {
  return (name, schema) => {
    if (schema.type !== 'string' || (schema.format && schema.format !== 'uuid')) return undefined;
    const key = name.toLowerCase();
    if (key === 'compid' || key === 'companyid') return ids.companyId ?? ids.recordOf?.('company');
    if (key === 'joinid') return ids.joinId ?? ids.recordOf?.('join');
    if (key === 'exhibitionid' || key === 'exid') return ids.exhibitionId ?? ids.recordOf?.('exhibition');
    if (key === 'userid') return ids.userId;
    if (key === 'id') return ids.recordOf?.(controller);
    const m = /^(.+)id$/.exec(key);
    if (m && schema.format === 'uuid') return ids.recordOf?.(ALIASES[m[1]!] ?? m[1]!);
    return undefined;
  };
}

export type Phase = 0 | 1 | 2 | 3;

/** Reads first, then creates, updates and removals, so that removals do not starve the rest. */
export function phaseOf(o: DocOperation): Phase {
  if (o.method === 'GET' || o.op['x-query'] === true) return 0;
  if (o.method === 'POST') return 1;
  if (o.method === 'PUT' || o.method === 'PATCH') return 2;
  return 3;
}

/** A small file of the kind an upload path takes (/api/upload/images, /videos, /files). */
function demoFile(path: string): { blob: Blob; name: string } {
  if (/images$/i.test(path)) return { blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' }), name: '展位照片.png' };
  if (/videos$/i.test(path)) return { blob: new Blob([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], { type: 'video/mp4' }), name: '展台视频.mp4' };
  return { blob: new Blob(['%PDF-1.4 演示'], { type: 'application/pdf' }), name: '参展手册.pdf' };
}

function toFormData(value: unknown, path: string): FormData {
  const form = new FormData();
  for (const [key, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (v instanceof Blob) {
      const file = demoFile(path);
      form.append(key, file.blob, file.name);
    } else if (v !== undefined && v !== null) form.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return form;
}

/** The GraphQL operation name of a document (as src/lib/http/graphql.ts reads it). */
const documentName = (query: unknown) => /\b(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/.exec(String(query))?.[1];

/** An axios request for one operation; the client adds `t`, the token, the base URL and content types. */
export function buildRequest(o: DocOperation, ids: KnownIds): AxiosRequestConfig {
  const options = { override: idOverride(ids, controllerOf(o.path)) };
  const params: Record<string, unknown> = {};
  let url = o.path;
  for (const p of parametersOf(o.op)) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(sampleParameter(p, options))));
    else if (p.in === 'query' && p.required && p.name !== 't') params[p.name] = sampleParameter(p, options);
  }
  let data: unknown;
  const content = o.op.requestBody?.content;
  const type = content ? Object.keys(content)[0] : undefined;
  if (content && type) {
    const schema: SchemaObject | undefined = content[type]?.schema;
    const value = sampleFromSchema(schema, options);
    data = type.startsWith('multipart/') ? toFormData(value, o.path) : value;
    // The live endpoint is told the operation's name; the guard checks it against the document.
    if (o.path === '/live/graphql') params.queryName = documentName((value as { query?: string }).query);
  }
  return {
    method: o.method,
    url,
    params,
    data,
    responseType: isBinaryAnswer(o.op) ? 'arraybuffer' : 'json',
    // Every answer comes back to the test: the client's error handling (refresh, /404, toasts) stays out of it.
    validateStatus: () => true,
  };
}

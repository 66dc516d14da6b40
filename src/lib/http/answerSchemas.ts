/**
 * The generated zod schema of each call's 200 answer, found by method and path. Loaded by the
 * HTTP client only in development, tests and the mock build (a dynamic import behind a
 * build-time condition), so production never carries the schemas of every call.
 */
import type { ZodType } from 'zod';
import * as schemas from '@gen/zod';
import { responseSchemaNames } from '@gen/zod/responses';

const byPath = new Map<string, ZodType>();
const templated: { method: string; pattern: RegExp; schema: ZodType }[] = [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normalise = (path: string) => path.toLowerCase().replace(/\/+$/, '');

for (const [method, path, name] of responseSchemaNames) {
  const schema = (schemas as Record<string, unknown>)[name] as ZodType | undefined;
  if (!schema) continue;
  if (path.includes('{')) {
    const source = normalise(path).split(/\{[^}]+\}/).map(escape).join('[^/]+');
    templated.push({ method, pattern: new RegExp(`^${source}$`), schema });
  } else {
    // ASP.NET ignores case; the app's paths keep the contract's spelling but need not.
    byPath.set(`${method} ${normalise(path)}`, schema);
  }
}

/** The schema of the 200 answer of `method path` (path without host or query), if the contract has one. */
export function answerSchemaFor(method: string, path: string): ZodType | undefined {
  const m = method.toUpperCase();
  const p = normalise(path);
  return byPath.get(`${m} ${p}`) ?? templated.find((t) => t.method === m && t.pattern.test(p))?.schema;
}

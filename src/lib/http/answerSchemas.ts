/**
 * The generated zod schema of each call's 200 answer, found by method and path. Loaded by the
 * HTTP client only in development, tests and the mock build (a dynamic import behind a
 * build-time condition), so production carries none of it. The schema modules (one per contract
 * domain) are fetched when the first answer of their domain arrives.
 */
import type { ZodType } from 'zod';
import { responseSchemaModules, responseSchemaNames } from '@gen/zod/responses';

interface Entry {
  module: string;
  schema: string;
}

const byPath = new Map<string, Entry>();
const templated: (Entry & { method: string; pattern: RegExp })[] = [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normalise = (path: string) => path.toLowerCase().replace(/\/+$/, '');

for (const [method, path, module, schema] of responseSchemaNames) {
  if (path.includes('{')) {
    const source = normalise(path).split(/\{[^}]+\}/).map(escape).join('[^/]+');
    templated.push({ method, pattern: new RegExp(`^${source}$`), module, schema });
  } else {
    // ASP.NET ignores case; the app's paths keep the contract's spelling but need not.
    byPath.set(`${method} ${normalise(path)}`, { module, schema });
  }
}

/** The schema of the 200 answer of `method path` (path without host or query), if the contract has one. */
export async function answerSchemaFor(method: string, path: string): Promise<ZodType | undefined> {
  const m = method.toUpperCase();
  const p = normalise(path);
  const entry = byPath.get(`${m} ${p}`) ?? templated.find((t) => t.method === m && t.pattern.test(p));
  const load = entry && responseSchemaModules[entry.module];
  if (!entry || !load) return undefined;
  return (await load())[entry.schema] as ZodType | undefined;
}

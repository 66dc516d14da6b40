/**
 * Merges openapi/openapi.yaml (metadata and shared components) with every other openapi/*.yaml
 * (one business domain each: its paths and its own components) into one OpenAPI document.
 * References are written document-wide (`#/components/schemas/Name`), so a name may be
 * declared in one file only; a clash is an error, as is the same method on the same path twice.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

type Dict = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: string;
  info: Dict;
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Dict>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

function sortKeys<T extends Dict>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a.localeCompare(b))) as T;
}

export function bundleOpenApi(dir: string): OpenApiDocument {
  const base = parse(readFileSync(join(dir, 'openapi.yaml'), 'utf8')) as OpenApiDocument;
  base.paths ??= {};
  base.components ??= {};
  const origin = new Map<string, string>();
  for (const [section, entries] of Object.entries(base.components)) {
    for (const name of Object.keys(entries)) origin.set(`${section}/${name}`, 'openapi.yaml');
  }
  const files = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f) && f !== 'openapi.yaml')
    .sort();
  for (const file of files) {
    const part = parse(readFileSync(join(dir, file), 'utf8')) as Partial<OpenApiDocument> | null;
    if (!part) continue;
    for (const [path, item] of Object.entries(part.paths ?? {})) {
      const target = (base.paths[path] ??= {});
      for (const [method, operation] of Object.entries(item)) {
        if (target[method]) throw new Error(`${file}: ${method.toUpperCase()} ${path} is already declared`);
        target[method] = operation;
      }
    }
    for (const [section, entries] of Object.entries(part.components ?? {})) {
      const target = (base.components[section] ??= {});
      for (const [name, value] of Object.entries(entries as Dict)) {
        const key = `${section}/${name}`;
        if (origin.has(key)) throw new Error(`${file}: components.${section}.${name} is already declared in ${origin.get(key)}`);
        origin.set(key, file);
        target[name] = value;
      }
    }
    for (const tag of part.tags ?? []) {
      base.tags ??= [];
      if (!base.tags.some((t) => t.name === tag.name)) base.tags.push(tag);
    }
  }
  base.paths = sortKeys(base.paths);
  for (const section of Object.keys(base.components)) base.components[section] = sortKeys(base.components[section] as Dict);
  return base;
}

/**
 * generated/openapi.json as plain data for the contract tests: every operation with its method,
 * path, raw object and the openapi/ file that declares it, plus $ref resolution.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import spec from '../../generated/openapi.json';

export type Dict = Record<string, unknown>;

export interface SchemaObject extends Dict {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  additionalProperties?: boolean | SchemaObject;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
}

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
  example?: unknown;
}

export interface MediaObject {
  schema?: SchemaObject;
}

export interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaObject>;
}

export interface RawOperation extends Dict {
  operationId: string;
  tags?: string[];
  parameters?: (ParameterObject | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, MediaObject> };
  responses: Record<string, ResponseObject>;
  security?: unknown[];
  'x-query'?: boolean;
  'x-download-filename'?: string;
}

export interface DocOperation {
  method: string;
  path: string;
  operationId: string;
  op: RawOperation;
}

export const doc = spec as unknown as {
  paths: Record<string, Record<string, RawOperation>>;
  components: Record<string, Record<string, unknown>>;
  security?: unknown[];
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export const docOperations: DocOperation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({ method: method.toUpperCase(), path, operationId: op.operationId, op })),
);

/** Follows a local reference (`#/components/...`) to its target, through chains of references. */
export function deref<T>(value: T | { $ref: string }): T {
  let current = value as Dict;
  for (let i = 0; i < 20 && current && typeof current.$ref === 'string'; i++) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`only local references are supported: ${ref}`);
    const target = ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Dict | undefined)?.[key], doc);
    if (target === undefined) throw new Error(`unresolved reference ${ref}`);
    current = target as Dict;
  }
  return current as T;
}

export const parametersOf = (op: RawOperation): ParameterObject[] => (op.parameters ?? []).map((p) => deref<ParameterObject>(p));

/** The 200 answer's content types (resolved), e.g. ['application/json']. */
export function successContent(op: RawOperation): Record<string, MediaObject> {
  const ok = op.responses['200'];
  return ok ? (deref<ResponseObject>(ok).content ?? {}) : {};
}

/** A 200 answer that is a file (any content type but JSON). */
export function isBinaryAnswer(op: RawOperation): boolean {
  return Object.keys(successContent(op)).some((t) => !/json/i.test(t));
}

/** Which openapi/*.yaml file declares each `METHOD path`, read from the sources. */
export function operationFiles(): Map<string, string> {
  const dir = resolve(__dirname, '../../openapi');
  const files = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    const part = parse(readFileSync(resolve(dir, file), 'utf8')) as { paths?: Record<string, Dict> } | null;
    for (const [path, item] of Object.entries(part?.paths ?? {})) {
      for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) files.set(`${method.toUpperCase()} ${path}`, file);
    }
  }
  return files;
}

export const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/**
 * Sample values from the contract's schemas, for requests the contract tests build themselves:
 * a value is the schema's `example`, else its `default`, else its first `enum` value, else a
 * value of its type and format within its limits. Objects get their required properties and
 * those with a default; `$ref` and `allOf` are resolved, `oneOf`/`anyOf` take the first branch.
 */
import { deref, type ParameterObject, type SchemaObject } from './openapi-doc';

/** A value for a named field or parameter that should replace the sample (e.g. a real id). */
export type Override = (name: string, schema: SchemaObject) => unknown;

export interface SampleOptions {
  override?: Override;
  /** Optional object properties are included only when the override knows a value for them. */
  maxDepth?: number;
}

const SAMPLE_UUID = '3f6c2a8e-9b1d-4c57-a0e2-6d8f1b2c4e90';

/** Resolves `$ref` and merges `allOf` into one schema (properties and required lists combined). */
export function flatten(input: SchemaObject | undefined): SchemaObject {
  if (!input) return {};
  const schema = deref<SchemaObject>(input);
  if (!schema.allOf) return schema;
  const { allOf, ...own } = schema;
  const merged: SchemaObject = {};
  for (const part of [...allOf.map(flatten), own]) {
    const { properties, required, ...other } = part;
    Object.assign(merged, other);
    if (properties) merged.properties = { ...merged.properties, ...properties };
    if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
  }
  if (!merged.type && merged.properties) merged.type = 'object';
  return merged;
}

function sampleString(s: SchemaObject): string {
  switch (s.format) {
    case 'uuid':
      return SAMPLE_UUID;
    case 'date-time':
      return '2026-11-21T09:30:00+08:00';
    case 'date':
      return '2026-11-21';
    case 'email':
      return 'demo@example.cn';
    case 'uri':
    case 'url':
      return 'https://files.example.com/demo.png';
    default: {
      const min = s.minLength ?? 0;
      const text = '演示数据';
      const value = text.repeat(Math.max(1, Math.ceil(min / text.length)));
      return s.maxLength !== undefined ? value.slice(0, Math.max(min, Math.min(value.length, s.maxLength))) : value;
    }
  }
}

function sampleNumber(s: SchemaObject): number {
  let value = typeof s.minimum === 'number' ? s.minimum : 0;
  if (s.exclusiveMinimum === true) value += 1;
  if (typeof s.exclusiveMinimum === 'number') value = s.exclusiveMinimum + 1;
  if (typeof s.maximum === 'number' && value > s.maximum) value = s.maximum;
  return value;
}

/** A value that the schema accepts, for a field called `name` (the override sees the name). */
export function sampleFromSchema(input: SchemaObject | undefined, options: SampleOptions = {}, name = '', depth = 0): unknown {
  const s = flatten(input);
  const { override, maxDepth = 8 } = options;
  const branch = s.oneOf?.[0] ?? s.anyOf?.[0];
  if (branch) return sampleFromSchema(branch, options, name, depth);
  const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);

  if (type !== 'object' && type !== 'array' && name && override) {
    const value = override(name, s);
    if (value !== undefined) return value;
  }
  if (type === 'object' && s.properties) {
    if (depth >= maxDepth) return s.example ?? {};
    const required = new Set(s.required ?? []);
    const out: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(s.properties)) {
      const prop = flatten(raw);
      const known = override && prop.type !== 'object' && prop.type !== 'array' ? override(key, prop) : undefined;
      if (!required.has(key) && prop.default === undefined && known === undefined) continue;
      out[key] = sampleFromSchema(raw, options, key, depth + 1);
    }
    return out;
  }
  if (s.example !== undefined) return structuredClone(s.example);
  if (s.default !== undefined) return structuredClone(s.default);
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  switch (type) {
    case 'object':
      return {};
    case 'array': {
      if (depth >= maxDepth) return [];
      const count = Math.max(1, s.minItems ?? 0);
      return Array.from({ length: count }, () => sampleFromSchema(s.items, options, name, depth + 1));
    }
    case 'string':
      if (s.format === 'binary') return new Blob(['演示文件内容'], { type: 'text/plain' });
      return sampleString(s);
    case 'integer':
    case 'number':
      return sampleNumber(s);
    case 'boolean':
      return true;
    default:
      return s.nullable ? null : 'demo';
  }
}

/** A value for one parameter: its own example first, then its schema's. */
export function sampleParameter(param: ParameterObject, options: SampleOptions = {}): unknown {
  const known = options.override?.(param.name, flatten(param.schema));
  if (known !== undefined) return known;
  if (param.example !== undefined) return param.example;
  return sampleFromSchema(param.schema, options, param.name);
}

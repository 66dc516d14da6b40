/**
 * The mock store's seeds against the contract: every collection of src/mocks/collections.ts typed
 * by a contract schema holds seeded records that parse with that schema's generated zod (found
 * inside the 200 answer of an operation that returns it; not strict: mock-only fields are allowed,
 * and the fields the map marks as computed when answered may be absent).
 * Every seeded collection is one of the map's, so no seed escapes the typing.
 */
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { collections, type CollectionName } from '@/mocks/collections';
import { seedAll } from '@/mocks/setup';
import { zodFor } from '../support/contract';
import { deref, docOperations, successContent, type Dict } from '../support/openapi-doc';

type Def = { type: string; innerType?: ZodType; element?: ZodType; shape?: Record<string, ZodType>; left?: ZodType; right?: ZodType };
const defOf = (schema: ZodType) => (schema as unknown as { def: Def }).def;

/** The schema itself, without optional / nullable / default wrappers. */
function unwrap(schema: ZodType): ZodType {
  let current = schema;
  for (let def = defOf(current); def.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type); def = defOf(current)) current = def.innerType;
  return current;
}

/** The parts of `a.and(b).and(c)`: orval's rendering of allOf [a, b, c]. */
function intersectionParts(schema: ZodType): ZodType[] {
  const def = defOf(schema);
  return def.type === 'intersection' ? [...intersectionParts(def.left!), unwrap(def.right!)] : [schema];
}

/** The zod of component `name` inside the zod `zod` of the OpenAPI schema `node`, if it is there. */
function locate(node: Dict | undefined, zod: ZodType | undefined, name: string, depth = 0): ZodType | undefined {
  if (!node || !zod || depth > 8) return undefined;
  if (typeof node.$ref === 'string') {
    if (node.$ref === `#/components/schemas/${name}`) return zod;
    return locate(deref<Dict>(node), zod, name, depth + 1);
  }
  const inner = unwrap(zod);
  const def = defOf(inner);
  if (Array.isArray(node.allOf)) {
    const parts = node.allOf.length === 1 ? [inner] : intersectionParts(inner);
    if (parts.length !== node.allOf.length) return undefined;
    for (const [i, part] of (node.allOf as Dict[]).entries()) {
      const found = locate(part, parts[i], name, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (node.items && def.type === 'array') return locate(node.items as Dict, def.element, name, depth + 1);
  if (node.properties && def.type === 'object') {
    for (const [key, property] of Object.entries(node.properties as Record<string, Dict>)) {
      const found = locate(property, def.shape?.[key], name, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

const entitySchemas = new Map<string, ZodType | undefined>();
/** The generated zod of a contract schema, from the first operation whose 200 JSON answer holds it. */
function entitySchema(name: string): ZodType | undefined {
  if (!entitySchemas.has(name)) {
    let found: ZodType | undefined;
    for (const { operationId, op } of docOperations) {
      const schema = successContent(op)['application/json']?.schema as Dict | undefined;
      found = locate(schema, zodFor(operationId, 'Response'), name);
      if (found) break;
    }
    entitySchemas.set(name, found);
  }
  return entitySchemas.get(name);
}

function problems(schema: ZodType, row: unknown, computed: readonly string[] = []): string | undefined {
  const result = schema.safeParse(row);
  if (result.success) return undefined;
  const issues = result.error.issues.filter((i) => !computed.includes(String(i.path[0])));
  if (issues.length === 0) return undefined;
  return issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.code}${'expected' in i ? ` (${String(i.expected)} expected)` : ''}`)
    .join('; ');
}

const seeded = seedAll();
const contractCollections = (Object.keys(collections) as CollectionName[]).filter((c) => collections[c].schema !== null);

describe('mock collections', () => {
  it('seeds only collections of the typed map', () => {
    expect(Object.keys(seeded).filter((name) => !(name in collections))).toEqual([]);
  });

  it('types each contract collection by a schema the generated zod has', () => {
    expect(contractCollections.filter((c) => !entitySchema(collections[c].schema!))).toEqual([]);
  });

  it('seeds records that follow the contract', () => {
    const failures: string[] = [];
    let records = 0;
    let checked = 0;
    for (const collection of contractCollections) {
      const schema = entitySchema(collections[collection].schema!);
      const rows = Object.values(seeded[collection] ?? {});
      if (!schema || rows.length === 0) continue;
      checked++;
      for (const row of rows) {
        records++;
        const problem = problems(schema, row, collections[collection].computed);
        if (problem) failures.push(`${collection} ${row.id}: ${problem}`);
      }
    }
    console.info(`mock collections: ${checked} of ${contractCollections.length} contract collections seeded, ${records} records checked`);
    expect(failures).toEqual([]);
    expect(records).toBeGreaterThan(0);
  });
});

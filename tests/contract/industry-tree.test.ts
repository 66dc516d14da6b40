/**
 * The industry tree (GET /api/Industry/GetListAndChildren) as an independent mock server would
 * read it: every property, every level, arrays filled, with no depth cut-off. A schema that
 * refers to itself cannot be built that way (the generation never ends, or the tool gives up);
 * the tree is written out level by level, so a whole answer is built and the generated zod
 * accepts it.
 */
import { describe, expect, it } from 'vitest';
import { IndustryGetListAndChildrenResponse } from '@gen/zod/reference-data/reference-data';
import { doc, type SchemaObject } from '../support/openapi-doc';

const schemas = (doc as unknown as { components: { schemas: Record<string, SchemaObject> } }).components.schemas;

/** Builds a full value of a schema: optional properties too, two items per array; fails on a cycle. */
function generate(schema: SchemaObject, path: string[] = []): unknown {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    if (path.includes(name)) throw new Error(`schema ${name} refers to itself: ${[...path, name].join(' → ')}`);
    return generate(schemas[name]!, [...path, name]);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => generate(part, path)));
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return (schema.enum as unknown[])[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries((schema.properties ?? {}) as Record<string, SchemaObject>).map(([k, v]) => [k, generate(v, path)]));
    case 'array':
      return Array.from({ length: Math.max(2, Number(schema.minItems ?? 0)) }, () => generate(schema.items as SchemaObject, path));
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return schema.format === 'uuid' ? '3f6c2a8e-9b1d-4c57-a0e2-6d8f1b2c4e90' : 'x';
  }
}

const depth = (nodes: { children?: unknown[] }[] | undefined): number =>
  nodes && nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.children as { children?: unknown[] }[]))) : 0;

describe('the industry tree in the contract', () => {
  it('is built whole by a generator that follows every reference, and the generated zod accepts it', () => {
    const op = (doc.paths['/api/Industry/GetListAndChildren'] as Record<string, { responses: Record<string, { content: Record<string, { schema: SchemaObject }> }> }>).get!;
    const answer = generate(op.responses['200']!.content['application/json']!.schema) as { data: { children?: unknown[] }[] };
    // All five levels are there, each with its children.
    expect(depth(answer.data)).toBe(5);
    const parsed = IndustryGetListAndChildrenResponse.safeParse(answer);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  });

  it('validates the children of every level, not only the top (no `unknown` where the tree recurses)', () => {
    const node = (level: number, children?: unknown[]) => ({ id: '3f6c2a8e-9b1d-4c57-a0e2-6d8f1b2c4e90', parentId: '00000000-0000-0000-0000-000000000000', name: '行业', level, showIndex: 1, ...(children ? { children } : {}) });
    const broken = { ...node(4), name: '' };
    const answer = { status: 200, data: [node(1, [node(2, [node(3, [broken])])])] };
    expect(IndustryGetListAndChildrenResponse.safeParse(answer).success).toBe(false);
  });
});

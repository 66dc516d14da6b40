/**
 * The contract as data for tests: operations of generated/openapi.json with their generated zod
 * schemas, and the live GraphQL schema. Used to check every request the app sends.
 */
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import type { ZodType } from 'zod';
import spec from '../../generated/openapi.json';
import schemaSource from '../../graphql/schema.graphql?raw';

type Dict = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  $ref?: string;
}
export interface Operation {
  method: string;
  path: string;
  operationId: string;
  pattern: RegExp;
  query: { name: string; required: boolean }[];
  bodyType?: string;
  bodyRequired: boolean;
  responses: string[];
  raw: Dict;
}

const doc = spec as unknown as { paths: Record<string, Record<string, Dict>>; components: { parameters: Record<string, Parameter> } };

function resolveParam(p: Parameter): Parameter {
  if (p.$ref) return doc.components.parameters[p.$ref.split('/').pop()!]!;
  return p;
}

function toPattern(path: string): RegExp {
  const escaped = path
    .replace(/\/+$/, '')
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}/?$`, 'i');
}

export const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => {
    const params = ((op.parameters as Parameter[] | undefined) ?? []).map(resolveParam);
    const content = (op.requestBody as { content?: Dict; required?: boolean } | undefined)?.content;
    return {
      method: method.toUpperCase(),
      path,
      operationId: op.operationId as string,
      pattern: toPattern(path),
      query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: Boolean(p.required) })),
      bodyType: content ? Object.keys(content)[0] : undefined,
      bodyRequired: Boolean((op.requestBody as { required?: boolean } | undefined)?.required),
      responses: Object.keys((op.responses as Dict | undefined) ?? {}),
      raw: op,
    };
  }),
);

export function findOperation(method: string, pathname: string): Operation | undefined {
  const candidates = operations.filter((o) => o.method === method.toUpperCase() && o.pattern.test(pathname));
  // A literal path beats a templated one (/api/v1/{resource}/wherepage).
  return candidates.sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')))[0];
}

const zodModules = import.meta.glob<Record<string, ZodType>>('../../generated/zod/**/*.ts', { eager: true });
const zodByName = new Map<string, ZodType>();
for (const mod of Object.values(zodModules)) for (const [name, schema] of Object.entries(mod)) if (schema && typeof schema === 'object' && 'safeParse' in schema) zodByName.set(name, schema);

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
export const zodFor = (operationId: string, part: 'Body' | 'QueryParams' | 'Response' | 'Params') => zodByName.get(`${pascal(operationId)}${part}`);

export const liveSchema: GraphQLSchema = buildSchema(schemaSource);

/** Problems with one GraphQL request body, by graphql-js validation against graphql/schema.graphql. */
export function graphqlProblems(queryName: string | null, body: { query?: string; operationName?: string }): string[] {
  if (!body.query) return ['no query document'];
  const document = parse(body.query);
  const errors = validate(liveSchema, document).map((e) => e.message);
  const names = document.definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.name ? [d.name.value] : []));
  if (!queryName || !names.includes(queryName)) errors.push(`queryName ${queryName} does not name an operation of the document (${names.join(', ')})`);
  return errors;
}

/**
 * Every REST call of spec/calls.json (but the external ones) and every GraphQL operation of
 * spec/graphql.json is used by the app's pages: the generated code of its contract operation
 * (`use<Op>`, `get<Op>QueryOptions`, `get<Op>QueryKey`, the request function `<op>`, or for GraphQL
 * `use<Name>Query|Mutation`, `<Name>Document`) is named somewhere in src/ outside the mocks.
 */
import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalisePath } from '../support/contract-map';
import { docOperations, pascal } from '../support/openapi-doc';
import { sourceFiles } from '../support/source-files';
import { readChecklist } from './spec';

interface SeedCall {
  method: string;
  path: string;
  side: string;
}
interface SeedGraphql {
  group: string;
  operation: string;
  kind: 'query' | 'mutation';
}

const src = resolve(__dirname, '../../src');
/** The identifiers written in the app's code (the mocks are not pages). */
function identifiers(dir: string): Set<string> {
  const mocks = join(src, 'mocks');
  const files = sourceFiles(dir, { generated: false }).filter((path) => !path.startsWith(mocks + sep));
  return new Set(files.flatMap((path) => readFileSync(path, 'utf8').match(/\b[A-Za-z_$][\w$]*\b/g) ?? []));
}
const words = identifiers(src);

const key = (method: string, path: string) => `${method.toUpperCase()} ${normalisePath(path)}`;
const byKey = new Map(docOperations.map((o) => [key(o.method, o.path), o.operationId]));
const calls = readChecklist<SeedCall>('calls.json').filter((c) => c.side !== 'external');
const graphqlSeed = readChecklist<SeedGraphql>('graphql.json');

const graphqlNames = graphqlSeed.map((g) => ({ name: pascal(g.group) + pascal(g.operation), kind: g.kind }));
const graphqlUsed = ({ name, kind }: { name: string; kind: string }) =>
  words.has(`use${name}${kind === 'query' ? 'Query' : 'Mutation'}`) || words.has(`${name}Document`);

/** Whether a page names the generated code of a call's operation. */
function used(call: SeedCall): boolean {
  // The GraphQL endpoint is used through the generated GraphQL hooks.
  if (normalisePath(call.path) === normalisePath('/live/graphql')) return graphqlNames.some(graphqlUsed);
  const op = byKey.get(key(call.method, call.path));
  if (!op) return false;
  const Op = op[0]!.toUpperCase() + op.slice(1);
  return [op, `use${Op}`, `get${Op}QueryOptions`, `get${Op}QueryKey`, `get${Op}MutationOptions`].some((w) => words.has(w));
}

const label = (c: SeedCall) => `${c.method.toUpperCase()} ${c.path} (${c.side})`;

describe('every call and live operation is used by a page', () => {
  const unused = calls.filter((c) => !used(c));
  const unusedGraphql = graphqlNames.filter((g) => !graphqlUsed(g)).map((g) => g.name);

  it('reports the counts', () => {
    const sides = [...new Set(calls.map((c) => c.side))];
    const bySide = sides.map((s) => {
      const of = calls.filter((c) => c.side === s);
      return `${s} ${of.filter(used).length}/${of.length}`;
    });
    console.log(`used by pages: ${calls.length - unused.length}/${calls.length} calls (${bySide.join(', ')}), ${graphqlNames.length - unusedGraphql.length}/${graphqlNames.length} live operations`);
    expect(calls.length).toBeGreaterThan(400);
  });

  it('uses every live operation of graphql.json', () => {
    expect(unusedGraphql).toEqual([]);
  });

  it('uses every call of calls.json', () => {
    expect(unused.map(label)).toEqual([]);
  });
});

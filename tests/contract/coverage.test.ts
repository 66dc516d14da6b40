/**
 * Contract coverage against the checklists of spec/ (the project's copy of ../shared/spec): every
 * REST call of calls.json (but the external ones) is an operation of generated/openapi.json with its
 * query parameters, every operation of openapi.json is a call of calls.json (nothing invented) or
 * carries `x-designed` with the reason it was designed (a short, visible list), and
 * every GraphQL operation of graphql.json has its document in graphql/operations and its generated hook.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as hooks from '@gen/graphql/hooks';
import { normalisePath } from '../support/contract-map';
import { docOperations, parametersOf, pascal, type DocOperation } from '../support/openapi-doc';
import { readChecklist } from './spec';

interface SeedCall {
  method: string;
  path: string;
  query: string[];
  side: string;
}
interface SeedGraphql {
  group: string;
  operation: string;
  kind: 'query' | 'mutation';
}

const calls = readChecklist<SeedCall>('calls.json').filter((c) => c.side !== 'external');
const graphqlSeed = readChecklist<SeedGraphql>('graphql.json');

/** The reason of an operation designed where the specification names no call (`x-designed`), if it has one. */
const designedReason = (o: DocOperation): string | undefined => {
  const reason = o.op['x-designed'];
  return typeof reason === 'string' && reason.trim() ? reason.trim() : undefined;
};

const key = (method: string, path: string) => `${method.toUpperCase()} ${normalisePath(path)}`;
const byKey = new Map<string, DocOperation>(docOperations.map((o) => [key(o.method, o.path), o]));

const operationsDir = resolve(__dirname, '../../graphql/operations');
const definitions = readdirSync(operationsDir)
  .filter((f) => f.endsWith('.graphql'))
  .flatMap((f) =>
    parse(readFileSync(resolve(operationsDir, f), 'utf8')).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    ),
  );
const exportsOfHooks = hooks as unknown as Record<string, unknown>;

/** The REST calls found in the contract, and what is wrong with the others. */
function restCoverage() {
  const problems: string[] = [];
  let covered = 0;
  for (const call of calls) {
    const o = byKey.get(key(call.method, call.path));
    if (!o) {
      problems.push(`${call.method} ${call.path}: no operation in generated/openapi.json`);
      continue;
    }
    const declared = parametersOf(o.op).filter((p) => p.in === 'query').map((p) => p.name.toLowerCase());
    const missing = call.query.filter((q) => !declared.includes(q.toLowerCase()));
    if (missing.length) problems.push(`${call.method} ${call.path} (${o.operationId}): query parameter(s) ${missing.join(', ')} not declared`);
    else covered++;
  }
  return { covered, problems };
}

/** The GraphQL operations with a document of the right kind and a generated hook. */
function graphqlCoverage() {
  const problems: string[] = [];
  let covered = 0;
  for (const entry of graphqlSeed) {
    const name = pascal(entry.group) + pascal(entry.operation);
    const found = definitions.filter((d) => d.name?.value === name);
    const hook = `use${name}${entry.kind === 'query' ? 'Query' : 'Mutation'}`;
    const before = problems.length;
    if (found.length === 0) problems.push(`${entry.group}.${entry.operation}: no operation document named ${name} in graphql/operations`);
    else if (found.length > 1) problems.push(`${name}: declared ${found.length} times in graphql/operations`);
    else if (found[0]!.operation !== entry.kind) problems.push(`${name}: a ${found[0]!.operation}, graphql.json says ${entry.kind}`);
    if (typeof exportsOfHooks[hook] !== 'function') problems.push(`${name}: no ${hook} in generated/graphql/hooks.ts`);
    const document = exportsOfHooks[`${name}Document`];
    if (!document) problems.push(`${name}: no ${name}Document in generated/graphql/hooks.ts`);
    else {
      const op = parse(String(document)).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      if (op?.name?.value !== name || op.operation !== entry.kind) problems.push(`${name}Document is not the ${entry.kind} ${name}`);
    }
    if (problems.length === before) covered++;
  }
  return { covered, problems };
}

describe('contract coverage against spec/calls.json and spec/graphql.json', () => {
  const rest = restCoverage();
  const graphql = graphqlCoverage();

  it('reports the counts', () => {
    console.log(`contract: ${rest.covered}/${calls.length} REST calls, ${graphql.covered}/${graphqlSeed.length} GraphQL operations`);
    expect(calls.length).toBeGreaterThan(0);
    expect(graphqlSeed.length).toBeGreaterThan(0);
  });

  it('describes every REST call of calls.json, with its query parameters', () => {
    expect(rest.problems).toEqual([]);
  });

  it('invents no operation: each one is a call of calls.json, or designed with its reason (x-designed)', () => {
    const seedKeys = new Set(calls.map((c) => key(c.method, c.path)));
    const invented = docOperations
      .filter((o) => !seedKeys.has(key(o.method, o.path)) && !designedReason(o))
      .map((o) => `${o.method} ${o.path} (${o.operationId})`);
    expect(invented).toEqual([]);
  });

  it('keeps the designed operations few and visible, each with its reason', () => {
    const seedKeys = new Set(calls.map((c) => key(c.method, c.path)));
    const designed = docOperations.filter((o) => 'x-designed' in o.op);
    // Each one says why the specification needed it (a non-empty sentence).
    expect(designed.filter((o) => !designedReason(o)).map((o) => o.operationId)).toEqual([]);
    // A call of calls.json is described, not designed.
    expect(designed.filter((o) => seedKeys.has(key(o.method, o.path))).map((o) => o.operationId)).toEqual([]);
    // The list: a new designed call is added here on purpose.
    expect(designed.map((o) => `${o.method} ${o.path} (${o.operationId})`)).toEqual([
      // engagement.yaml: the host pages common-game and common-barcode, named by the specification without calls
      'PUT /api/BarcodeSetting (barcodeSettingUpdate)',
      'GET /api/BarcodeSetting/GetByExhibition (barcodeSettingGetByExhibition)',
      // site-settings.yaml (these and the Question lines): the host pages common-function, common-text and common-question, named by the specification without calls
      'PUT /api/ExhibitionFunction (exhibitionFunctionUpdate)',
      'GET /api/ExhibitionFunction/GetByExhibition (exhibitionFunctionGetByExhibition)',
      'PUT /api/ExhibitionFunction/Sort (exhibitionFunctionSort)',
      'PUT /api/ExhibitionText (exhibitionTextUpdate)',
      'GET /api/ExhibitionText/GetByExhibition (exhibitionTextGetByExhibition)',
      'GET /api/Game (gameGet)',
      'POST /api/Game (gameCreate)',
      'PUT /api/Game (gameUpdate)',
      'DELETE /api/Game (gameDelete)',
      'POST /api/Game/GetByExhibition (gameGetByExhibition)',
      'PUT /api/Game/SetEnable (gameSetEnable)',
      'GET /api/Question (questionGet)',
      'POST /api/Question (questionCreate)',
      'PUT /api/Question (questionUpdate)',
      'DELETE /api/Question (questionDelete)',
      'POST /api/Question/GetByExhibition (questionGetByExhibition)',
      'PUT /api/Question/SetShow (questionSetShow)',
      'PUT /api/VehicleDown (vehicleDownUpdate)',
    ]);
  });

  it('describes each call once: no two operations answer the same call', () => {
    const seen = new Map<string, string[]>();
    for (const o of docOperations) seen.set(key(o.method, o.path), [...(seen.get(key(o.method, o.path)) ?? []), o.operationId]);
    expect([...seen.values()].filter((ids) => ids.length > 1)).toEqual([]);
  });

  it('has a document and a generated hook for every GraphQL operation of graphql.json', () => {
    expect(graphql.problems).toEqual([]);
  });

  it('has no GraphQL operation document outside graphql.json', () => {
    const names = new Set(graphqlSeed.map((e) => pascal(e.group) + pascal(e.operation)));
    expect(definitions.map((d) => d.name?.value ?? '(anonymous)').filter((n) => !names.has(n))).toEqual([]);
  });
});

/**
 * The conventions of openapi/README.md, checked on every operation of generated/openapi.json:
 * ids and tags, the `t` parameter, error answers, reads sent as POST, download names, enum
 * documentation and body content types.
 */
import { describe, expect, it } from 'vitest';
import { domainFiles, ownerOf } from '../support/contract-map';
import {
  deref,
  doc,
  docOperations,
  isBinaryAnswer,
  operationFiles,
  parametersOf,
  successContent,
  type DocOperation,
  type SchemaObject,
} from '../support/openapi-doc';

const label = (o: DocOperation) => `${o.method} ${o.path} (${o.operationId})`;
const files = operationFiles();

/**
 * account.yaml holds two tags (openapi/README.md, table "Files": `account, settings`): the
 * exhibition settings read at sign-in and the generic `v1/{resource}/wherepage` list are tagged
 * `settings`, which scripts/contract-map.ts does not record (it gives account.yaml `account` only).
 */
const extraTags: Record<string, { tag: string; paths: string[] }> = {
  'account.yaml': { tag: 'settings', paths: ['/api/exhibition/getallconfisettle', '/api/v1/{resource}/wherepage'] },
};

/**
 * Binary answers without a fixed download name. GET /api/file serves any stored file by its key;
 * its description says the client saves it under the last segment of the key, so there is no
 * name to declare.
 */
const noFixedDownloadName = new Set(['fileGet']);

/** The action part of an operation: its path after the controller, and its id after the controller's name. */
function actionsOf(o: DocOperation): string[] {
  const segments = o.path.split('/').filter(Boolean);
  const controllerIndex = segments.findIndex((s) => !/^(api|v1|short)$/i.test(s));
  const controller = (segments[controllerIndex] ?? '').toLowerCase();
  const fromPath = segments.slice(controllerIndex + 1).join('/');
  const fromId = o.operationId.toLowerCase().startsWith(controller) ? o.operationId.slice(controller.length) : o.operationId;
  return [fromPath, fromId];
}

/**
 * Reads by name (README convention 6): GetBy…, GetAll…, GetList…, …page… (GetPage, wherepage,
 * PagedList), …List, Statistics, Count as a word (not "Country" or "account"). Only the action is
 * looked at, so a controller such as ProductTagCount does not make every one of its calls a read.
 */
function readsAsList(o: DocOperation): boolean {
  return actionsOf(o).some(
    (a) =>
      /^get_?(by|all|list)/i.test(a) ||
      /page/i.test(a) ||
      /list(\d*)$/i.test(a) ||
      /statistic/i.test(a) ||
      /(^count|Count)(?![a-z])/.test(a),
  );
}

/** Every schema object in the document, with where it is. */
function* schemas(node: unknown, where: string): Generator<[string, SchemaObject]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* schemas(item, `${where}/${i}`);
  } else if (node && typeof node === 'object') {
    const obj = node as Record<string, unknown>;
    if ('enum' in obj || 'x-enum-varnames' in obj) yield [where, obj as SchemaObject];
    for (const [k, v] of Object.entries(obj)) if (k !== 'example' && k !== 'default') yield* schemas(v, `${where}/${k}`);
  }
}

describe('openapi/README.md conventions', () => {
  it('gives every operation a unique operationId', () => {
    const seen = new Map<string, string[]>();
    for (const o of docOperations) seen.set(o.operationId, [...(seen.get(o.operationId) ?? []), `${o.method} ${o.path}`]);
    const missing = docOperations.filter((o) => !o.operationId).map(label);
    const duplicated = [...seen.entries()].filter(([, where]) => where.length > 1).map(([id, where]) => `${id}: ${where.join(', ')}`);
    expect(missing).toEqual([]);
    expect(duplicated).toEqual([]);
  });

  it('declares each operation in the file that owns its controller, with exactly that file\'s tag', () => {
    const problems: string[] = [];
    for (const o of docOperations) {
      const file = files.get(`${o.method} ${o.path}`);
      const owner = ownerOf(o.path);
      if (!file) problems.push(`${label(o)}: not found in openapi/*.yaml (generated/openapi.json is stale?)`);
      else if (file !== owner) problems.push(`${label(o)}: declared in ${file}, owned by ${owner ?? 'no file'} (scripts/contract-map.ts)`);
      const extra = file ? extraTags[file] : undefined;
      const expected = extra?.paths.includes(o.path.toLowerCase()) ? extra.tag : file ? domainFiles[file]?.tag : undefined;
      const tags = o.op.tags ?? [];
      if (tags.length !== 1 || tags[0] !== expected) problems.push(`${label(o)}: tags [${tags.join(', ')}], expected [${expected}]`);
    }
    expect(problems).toEqual([]);
  });

  it('lists the t parameter on every GET', () => {
    const missing = docOperations
      .filter((o) => o.method === 'GET')
      .filter((o) => !parametersOf(o.op).some((p) => p.in === 'query' && p.name === 't'))
      .map(label);
    expect(missing).toEqual([]);
  });

  it('lists 500 on every operation, and 401 unless it needs no sign-in', () => {
    const problems: string[] = [];
    for (const o of docOperations) {
      const codes = Object.keys(o.op.responses);
      const anonymous = Array.isArray(o.op.security) && o.op.security.length === 0;
      if (!codes.includes('500')) problems.push(`${label(o)}: no 500`);
      if (!anonymous && !codes.includes('401')) problems.push(`${label(o)}: no 401 (and security is not [])`);
    }
    expect(problems).toEqual([]);
  });

  it('marks reads sent as POST with x-query: true (binary exports excepted)', () => {
    const reads = docOperations.filter((o) => o.method === 'POST' && readsAsList(o));
    const unmarked = reads.filter((o) => o.op['x-query'] !== true && !isBinaryAnswer(o.op)).map(label);
    const exports = reads.filter((o) => isBinaryAnswer(o.op)).length;
    console.log(`conventions: ${reads.length} POST operations read as lists/reads (${reads.length - exports} with x-query, ${exports} binary exports)`);
    expect(reads.length).toBeGreaterThan(0);
    expect(unmarked).toEqual([]);
    const misplaced = docOperations.filter((o) => o.op['x-query'] === true && o.method !== 'POST').map(label);
    expect(misplaced).toEqual([]);
  });

  it('declares x-download-filename for every binary 200 answer', () => {
    const binary = docOperations.filter((o) => isBinaryAnswer(o.op));
    const missing = binary
      .filter((o) => !noFixedDownloadName.has(o.operationId))
      .filter((o) => typeof o.op['x-download-filename'] !== 'string' || !o.op['x-download-filename'].trim())
      .map(label);
    expect(binary.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    // The exceptions are still binary operations of the contract.
    expect([...noFixedDownloadName].filter((id) => !binary.some((o) => o.operationId === id))).toEqual([]);
  });

  it('describes each binary 200 answer as { type: string, format: binary }', () => {
    const problems = docOperations
      .filter((o) => isBinaryAnswer(o.op))
      .flatMap((o) =>
        Object.entries(successContent(o.op))
          .filter(([, media]) => {
            const s = deref<SchemaObject>(media.schema ?? {});
            return s.type !== 'string' || s.format !== 'binary';
          })
          .map(([type]) => `${label(o)}: ${type}`),
      );
    expect(problems).toEqual([]);
  });

  it('documents every enum with x-enum-varnames with as many x-enum-descriptions', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [where, s] of schemas(doc, '#')) {
      const names = s['x-enum-varnames'];
      if (names === undefined) continue;
      checked++;
      const descriptions = s['x-enum-descriptions'];
      if (!Array.isArray(names)) problems.push(`${where}: x-enum-varnames is not a list`);
      else if (!Array.isArray(descriptions)) problems.push(`${where}: no x-enum-descriptions`);
      else if (descriptions.length !== names.length) problems.push(`${where}: ${names.length} x-enum-varnames, ${descriptions.length} x-enum-descriptions`);
      if (Array.isArray(names) && names.length !== (s.enum?.length ?? 0)) problems.push(`${where}: ${s.enum?.length ?? 0} enum values, ${names.length} x-enum-varnames`);
    }
    expect(checked).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('sends form-urlencoded bodies exactly to /connect/token and /api/IDCard/Check, multipart to /api/upload/*', () => {
    const problems: string[] = [];
    for (const o of docOperations) {
      const types = Object.keys(o.op.requestBody?.content ?? {});
      const path = o.path.toLowerCase();
      const form = path === '/connect/token' || path === '/api/idcard/check';
      const upload = path.startsWith('/api/upload/');
      const expected = form ? 'application/x-www-form-urlencoded' : upload ? 'multipart/form-data' : 'application/json';
      if ((form || upload) && types.length === 0) problems.push(`${label(o)}: no request body, expected ${expected}`);
      for (const type of types) if (type !== expected) problems.push(`${label(o)}: body ${type}, expected ${expected}`);
    }
    expect(problems).toEqual([]);
  });
});

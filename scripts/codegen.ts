/**
 * The contract pipeline: openapi/*.yaml -> generated/openapi.json -> orval (hooks, MSW, zod);
 * graphql/ -> graphql-codegen (hooks).
 *
 * After orval, the generated zod is tightened where orval's defaults are too loose or too strict
 * for the ASP.NET back end (see postProcessZod), and generated/zod/responses.ts maps each call to
 * the zod schema of its 200 answer (the HTTP client checks answers with it in development and tests).
 *
 *   node scripts/codegen.ts             regenerate everything
 *   node scripts/codegen.ts --if-stale  regenerate only when an input changed (used by `npm run dev`)
 *   node scripts/codegen.ts --check     regenerate and fail when generated/ changed (used by `npm test`)
 */
import { createHash } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bundleOpenApi } from './openapi-bundle.ts';

const root = join(import.meta.dirname, '..');
const generated = join(root, 'generated');
const inputsHashFile = join(generated, '.inputs-hash');

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function hashFiles(files: string[]): Map<string, string> {
  return new Map(
    files.sort().map((f) => [relative(root, f), createHash('sha256').update(readFileSync(f)).digest('hex')]),
  );
}

function inputsHash(): string {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const tools = ['orval', '@graphql-codegen/cli', '@graphql-codegen/typescript-react-query', 'msw', 'zod'].map(
    (name) => `${name}@${lock.packages[`node_modules/${name}`]?.version ?? '?'}`,
  );
  const files = [
    ...walk(join(root, 'openapi')),
    ...walk(join(root, 'graphql')),
    join(root, 'orval.config.ts'),
    join(root, 'codegen.yml'),
    join(root, 'scripts', 'codegen.ts'),
    join(root, 'scripts', 'openapi-bundle.ts'),
  ];
  const h = createHash('sha256');
  for (const [file, digest] of hashFiles(files)) h.update(`${file}:${digest}\n`);
  h.update(tools.join(','));
  return h.digest('hex');
}

function run(cmd: string, args: string[]) {
  execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
}

/** `run` in the background: resolves when the command succeeds, rejects when it fails. */
function runBeside(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`))));
  });
}

/**
 * - `format: uuid` → zod.guid(): an ASP.NET Guid is any 128-bit value (`1f087e12-bf0f-918e-…`),
 *   not only an RFC 4122 UUID with version and variant bits, which zod.uuid() requires.
 * - `format: uri` → an absolute http(s) address only: zod.url() alone accepts `javascript:`,
 *   `data:` and any other scheme.
 */
function postProcessZod(source: string): string {
  return source.replaceAll('zod.uuid()', 'zod.guid()').replaceAll('zod.url()', 'zod.url({ protocol: /^https?$/ })');
}

function postProcessZodFiles() {
  for (const file of walk(join(generated, 'zod')).filter((f) => f.endsWith('.ts'))) {
    const before = readFileSync(file, 'utf8');
    const after = postProcessZod(before);
    if (after !== before) writeFileSync(file, after);
  }
}

/**
 * Address of a stored file (`format: uri-reference`: images, videos, documents): an absolute
 * http(s) URL, a path on the file host (`/uploads/…`, never `//host`), or an inline image
 * (`data:image/…`, as small uploads and the offline mocks keep them). Never `javascript:` or any
 * other scheme. Web links (`format: uri`) are absolute http(s) only (postProcessZod).
 */
const UPLOAD_REFERENCE_PATTERN = '^(?:https?://[^\\s/?#]+[^\\s]*|/(?![/\\\\])[^\\s]*|data:image/[\\w.+-]+[;,][^\\s]*)$';

/** Gives every `format: uri-reference` string the pattern above, so that orval validates it. */
function patternUploadReferences(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(patternUploadReferences);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.format === 'uri-reference' && schema.pattern === undefined) schema.pattern = UPLOAD_REFERENCE_PATTERN;
  Object.values(schema).forEach(patternUploadReferences);
}

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/**
 * generated/zod/responses.ts: for every operation with a JSON 200 answer, its method, path (as the
 * contract spells it; `{name}` segments are templates), the zod module (tag) that exports the
 * schema of its answer and the export's name, plus a loader per module, so that a client loads only
 * the schemas of the calls it makes.
 */
function writeResponseLookup(bundle: ReturnType<typeof bundleOpenApi>) {
  const zodDir = join(generated, 'zod');
  const moduleOf = new Map<string, string>();
  for (const file of walk(zodDir).filter((f) => f.endsWith('.ts'))) {
    const module = relative(zodDir, file).replace(/\\/g, '/').replace(/\.ts$/, '');
    for (const m of readFileSync(file, 'utf8').matchAll(/^export const (\w+Response) = /gm)) moduleOf.set(m[1]!, module);
  }
  const rows: string[] = [];
  const modules = new Set<string>();
  for (const [path, item] of Object.entries(bundle.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const operationId = (op as { operationId?: unknown }).operationId;
      if (typeof operationId !== 'string') continue;
      const name = `${pascal(operationId)}Response`;
      const module = moduleOf.get(name);
      if (!module) continue;
      modules.add(module);
      rows.push(`  [${[method.toUpperCase(), path, module, name].map((v) => JSON.stringify(v)).join(', ')}],`);
    }
  }
  rows.sort();
  writeFileSync(
    join(zodDir, 'responses.ts'),
    [
      '/**',
      ' * Generated by scripts/codegen.ts from openapi/. Do not edit by hand: run `npm run codegen`.',
      " * The zod schema of each operation's JSON 200 answer: [method, path, module, export], and a",
      ' * loader per module.',
      ' */',
      'export const responseSchemaNames: readonly (readonly [method: string, path: string, module: string, schema: string])[] = [',
      ...rows,
      '];',
      '',
      'export const responseSchemaModules: Record<string, () => Promise<Record<string, unknown>>> = {',
      ...[...modules].sort().map((m) => `  ${JSON.stringify(m)}: () => import('./${m}'),`),
      '};',
      '',
    ].join('\n'),
  );
}

/**
 * generated/api/downloads.ts: the file name each download operation's answer is saved under when
 * it carries no Content-Disposition (the contract's `x-download-filename`), by operationId, so
 * that pages take it from the contract instead of copying it.
 */
function writeDownloadNames(bundle: ReturnType<typeof bundleOpenApi>) {
  const rows: string[] = [];
  for (const item of Object.values(bundle.paths)) {
    for (const op of Object.values(item) as { operationId?: unknown; 'x-download-filename'?: unknown }[]) {
      const name = op['x-download-filename'];
      if (typeof op.operationId === 'string' && typeof name === 'string') rows.push(`  ${op.operationId}: ${JSON.stringify(name)},`);
    }
  }
  rows.sort();
  writeFileSync(
    join(generated, 'api', 'downloads.ts'),
    [
      '/**',
      ' * Generated by scripts/codegen.ts from openapi/ (x-download-filename). Do not edit by hand: run `npm run codegen`.',
      " * The name a download is saved under when its answer carries no Content-Disposition, by operationId.",
      ' */',
      'export const downloadNames = {',
      ...rows,
      '} as const;',
      '',
    ].join('\n'),
  );
}

/**
 * generated/api/file-answers.ts: every operation whose 200 answer is a file (not JSON), with its
 * content type, summary and download name. The mock API answers these with real files; reading them
 * from this short list, not from openapi.json, keeps the 1.2 MB contract out of the mock API's code.
 */
function writeFileAnswers(bundle: ReturnType<typeof bundleOpenApi>) {
  type Answer = { content?: Record<string, unknown>; 'x-download-filename'?: unknown };
  type Op = { operationId?: unknown; summary?: unknown; 'x-download-filename'?: unknown; responses?: Record<string, Answer> };
  const rows: string[] = [];
  for (const [path, item] of Object.entries(bundle.paths)) {
    for (const [method, op] of Object.entries(item) as [string, Op][]) {
      const answer = op?.responses?.['200'];
      const types = Object.keys(answer?.content ?? {});
      if (typeof op?.operationId !== 'string' || !types.length || types.some((t) => t.includes('json'))) continue;
      const fileName = op['x-download-filename'] ?? answer?.['x-download-filename'];
      const row = { method: method.toLowerCase(), path, operationId: op.operationId, contentType: types[0], ...(typeof fileName === 'string' ? { fileName } : {}), ...(typeof op.summary === 'string' ? { summary: op.summary } : {}) };
      rows.push(`  ${JSON.stringify(row)},`);
    }
  }
  rows.sort();
  writeFileSync(
    join(generated, 'api', 'file-answers.ts'),
    [
      '/**',
      ' * Generated by scripts/codegen.ts from openapi/. Do not edit by hand: run `npm run codegen`.',
      " * Every operation whose 200 answer is a file (not JSON): its content type, summary and download name.",
      ' */',
      'export interface FileAnswer {',
      "  method: 'get' | 'post' | 'put' | 'delete';",
      '  path: string;',
      '  operationId: string;',
      '  contentType: string;',
      '  fileName?: string;',
      '  summary?: string;',
      '}',
      '',
      'export const fileAnswers: readonly FileAnswer[] = [',
      ...rows,
      '];',
      '',
    ].join('\n'),
  );
}

/**
 * orval writes one file per model (about 940): in development every one of them is a module
 * request of the browser. They become one module, generated/api/model/index.ts, in the order of
 * orval's index; the imports between model files are dropped, the rest is kept as written.
 */
function mergeModels() {
  const dir = join(generated, 'api', 'model');
  const index = readFileSync(join(dir, 'index.ts'), 'utf8');
  const names = [...index.matchAll(/^export \* from '\.\/([^']+)';$/gm)].map((m) => m[1]!);
  const parts = names.map((name) => {
    const source = readFileSync(join(dir, `${name}.ts`), 'utf8');
    return source
      .replace(/^\/\*\*\n \* Generated by orval[^]*?\*\/\n/, '')
      .replace(/^import (?:type )?\{[^}]*\} from '\.\/[^']+';\n/gm, '')
      .trim();
  });
  const header = '/**\n * Generated by orval from openapi/ (one module for every model). Do not edit by hand: run `npm run codegen`.\n */\n';
  writeFileSync(join(dir, 'index.ts'), `${header}\n${parts.join('\n\n')}\n`);
  for (const name of names) unlinkSync(join(dir, `${name}.ts`));
}

/**
 * generated/api/mock-answers.ts: for every operation, the answer its MSW handler gives as orval's
 * get<Op>MockHandler declares it (the type of the resolver that handler takes), by "METHOD path".
 * The stateful mock handlers (src/mocks/route.ts) are typed by it: a handler of a path the contract
 * does not have, or an answer of another shape than the contract's, does not compile. Types only:
 * the handlers' faker defaults stay out of the mock build until they are needed.
 */
function writeMockAnswers() {
  const apiDir = join(generated, 'api');
  const imports: string[] = [];
  const rows: string[] = [];
  for (const file of walk(apiDir).filter((f) => f.endsWith('.msw.ts')).sort()) {
    const module = relative(apiDir, file).replace(/\\/g, '/').replace(/\.ts$/, '');
    const alias = module.split('/').pop()!.replace(/\.msw$/, '').replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase());
    const source = readFileSync(file, 'utf8');
    const found = [...source.matchAll(/^export const (get\w+MockHandler) = [^\n]*\n\s*return http\.(\w+)\('\*([^']+)'/gm)];
    if (!found.length) continue;
    imports.push(`import type * as ${alias} from './${module}';`);
    for (const [, name, method, path] of found) {
      const key = `${method!.toUpperCase()} ${path!.replace(/:(\w+)/g, '{$1}')}`;
      rows.push(`  ${JSON.stringify(key)}: Answer<typeof ${alias}.${name}>;`);
    }
  }
  rows.sort();
  writeFileSync(
    join(apiDir, 'mock-answers.ts'),
    [
      '/**',
      ' * Generated by scripts/codegen.ts from orval\'s MSW handlers. Do not edit by hand: run `npm run codegen`.',
      " * The answer of each operation's handler, as its get<Op>MockHandler declares it, by \"METHOD path\".",
      ' */',
      ...imports,
      '',
      '/** What the resolver handed to a get<Op>MockHandler returns (its override). */',
      'type Answer<Handler> = Handler extends (override?: infer Override, ...rest: never[]) => unknown',
      '  ? Override extends (...args: never[]) => infer Returned ? Awaited<Returned> : never',
      '  : never;',
      '',
      'export interface MockAnswers {',
      ...rows,
      '}',
      '',
    ].join('\n'),
  );
}

async function generate() {
  const started = performance.now();
  mkdirSync(generated, { recursive: true });
  const bin = join(root, 'node_modules', '.bin');
  // The GraphQL hooks need nothing of the REST side: generated on the second core meanwhile.
  const graphql = runBeside(join(bin, 'graphql-codegen'), ['--config', 'codegen.yml', '--silent']);
  // (A rejection is awaited below, after orval, instead of ending the process as unhandled.)
  graphql.catch(() => undefined);
  const bundle = bundleOpenApi(join(root, 'openapi'));
  patternUploadReferences(bundle);
  writeFileSync(join(generated, 'openapi.json'), `${JSON.stringify(bundle, null, 2)}\n`);
  run(join(bin, 'orval'), ['--config', 'orval.config.ts']);
  mergeModels();
  postProcessZodFiles();
  writeResponseLookup(bundle);
  writeDownloadNames(bundle);
  writeFileAnswers(bundle);
  writeMockAnswers();
  await graphql;
  writeFileSync(inputsHashFile, `${inputsHash()}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`codegen: ${Object.keys(bundle.paths).length} paths generated in ${seconds} s`);
}

const mode = process.argv[2];
if (mode === '--if-stale') {
  const current = existsSync(inputsHashFile) ? readFileSync(inputsHashFile, 'utf8').trim() : '';
  if (current === inputsHash()) {
    console.log('codegen: generated/ is up to date');
  } else {
    await generate();
  }
} else if (mode === '--check') {
  const before = hashFiles(walk(generated));
  await generate();
  const after = hashFiles(walk(generated));
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
  if (changed.length > 0) {
    console.error(
      `codegen: generated/ was out of date with openapi/ and graphql/ (${changed.length} files changed):\n` +
        changed.slice(0, 20).map((f) => `  ${f}`).join('\n') +
        '\nRun `npm run codegen` and commit the result.',
    );
    process.exit(1);
  }
  console.log('codegen: generated/ matches openapi/ and graphql/');
} else {
  await generate();
}

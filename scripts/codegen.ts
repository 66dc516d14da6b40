/**
 * The contract pipeline: openapi/*.yaml -> generated/openapi.json -> orval (hooks, MSW, zod);
 * graphql/ -> graphql-codegen (hooks).
 *
 *   node scripts/codegen.ts             regenerate everything
 *   node scripts/codegen.ts --if-stale  regenerate only when an input changed (used by `npm run dev`)
 *   node scripts/codegen.ts --check     regenerate and fail when generated/ changed (used by `npm test`)
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
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

function generate() {
  const started = performance.now();
  mkdirSync(generated, { recursive: true });
  const bundle = bundleOpenApi(join(root, 'openapi'));
  writeFileSync(join(generated, 'openapi.json'), `${JSON.stringify(bundle, null, 2)}\n`);
  const bin = join(root, 'node_modules', '.bin');
  run(join(bin, 'orval'), ['--config', 'orval.config.ts']);
  run(join(bin, 'graphql-codegen'), ['--config', 'codegen.yml', '--silent']);
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
    generate();
  }
} else if (mode === '--check') {
  const before = hashFiles(walk(generated));
  generate();
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
  generate();
}

/**
 * Checks part or all of openapi/ without touching generated/:
 *   node scripts/openapi-lint.ts                 every file
 *   node scripts/openapi-lint.ts product.yaml    openapi.yaml + the named files only
 * Bundles into a temporary folder, runs Redocly lint, then lists the calls of
 * spec/calls.json (the project's copy of ../shared/spec) that the checked files own but do not
 * describe yet.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, basename } from 'node:path';
import { bundleOpenApi } from './openapi-bundle.ts';
import { normalisePath, ownerOf } from './contract-map.ts';

const root = join(import.meta.dirname, '..');
const files = process.argv.slice(2).map((f) => basename(f));
let dir = join(root, 'openapi');
const tmp = mkdtempSync(join(tmpdir(), 'openapi-'));
if (files.length > 0) {
  dir = join(tmp, 'src');
  cpSync(join(root, 'openapi', 'openapi.yaml'), join(dir, 'openapi.yaml'), { recursive: true });
  for (const f of files) cpSync(join(root, 'openapi', f), join(dir, f));
}
const bundle = bundleOpenApi(dir);
const out = join(tmp, 'openapi.json');
writeFileSync(out, JSON.stringify(bundle, null, 2));
let failed = false;
try {
  execFileSync(join(root, 'node_modules', '.bin', 'redocly'), ['lint', out, '--format=stylish'], { stdio: 'inherit' });
} catch {
  failed = true;
}
const calls = JSON.parse(readFileSync(join(root, 'spec', 'calls.json'), 'utf8')) as {
  method: string; path: string; side: string; query: string[];
}[];
const described = new Map<string, Record<string, { parameters?: { name?: string; $ref?: string }[] }>>();
for (const [path, item] of Object.entries(bundle.paths)) described.set(normalisePath(path), item as never);
const missing: string[] = [];
for (const call of calls) {
  if (call.side === 'external') continue;
  const owner = ownerOf(call.path);
  if (files.length > 0 && (!owner || !files.includes(owner))) continue;
  const op = described.get(normalisePath(call.path))?.[call.method.toLowerCase()];
  if (!op) missing.push(`${call.method} ${call.path}  (owner: ${owner ?? 'none'})`);
}
if (missing.length) {
  console.log(`\n${missing.length} calls not described yet:\n  ${missing.join('\n  ')}`);
  failed = true;
} else {
  console.log('\nEvery call owned by the checked files is described.');
}
rmSync(tmp, { recursive: true, force: true });
process.exit(failed ? 1 : 0);

/**
 * Bundle budget of the production build (dist/): prints the gzip size of the entry chunk, the
 * largest route chunks and the total, and fails when the entry chunk is over budget or when
 * development-only code (MSW, faker, the developer panel, devtools) reached the production build.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ENTRY_BUDGET_KB = 160;
const dist = join(import.meta.dirname, '..', 'dist');
const assets = join(dist, 'assets');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryName = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entryName) throw new Error('entry chunk not found in dist/index.html');

const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const sizes = files
  .map((f) => {
    const code = readFileSync(join(assets, f));
    return { file: f, raw: code.length, gz: gzipSync(code, { level: 9 }).length, code: code.toString('utf8') };
  })
  .sort((a, b) => b.gz - a.gz);

const kb = (n: number) => (n / 1024).toFixed(1);
const entry = sizes.find((s) => s.file === entryName)!;
const total = sizes.reduce((sum, s) => sum + s.gz, 0);
console.log(`bundle: entry ${entryName} ${kb(entry.gz)} kB gz (${kb(entry.raw)} kB raw); ${files.length} JS chunks, ${kb(total)} kB gz in all`);
console.log('bundle: largest chunks (kB gz):');
for (const s of sizes.slice(0, 8)) console.log(`  ${kb(s.gz).padStart(7)}  ${s.file}`);

const problems: string[] = [];
if (entry.gz / 1024 > ENTRY_BUDGET_KB) problems.push(`entry chunk is ${kb(entry.gz)} kB gz, over the ${ENTRY_BUDGET_KB} kB budget`);
const forbidden = [/mockServiceWorker/, /@faker-js|faker\.(?:person|number|string)\./, /DevPanel|dev-panel-open/, /ReactQueryDevtools|TanStackRouterDevtools/];
for (const s of sizes) {
  for (const re of forbidden) if (re.test(s.code)) problems.push(`${s.file} contains development-only code (${re})`);
}
if (problems.length) {
  console.error(`bundle budget failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`bundle: within budget (entry ≤ ${ENTRY_BUDGET_KB} kB gz, no development-only code)`);

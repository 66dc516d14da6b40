/**
 * Bundle budget of the production build (dist/): what a user downloads to see the login page —
 * the entry, every chunk index.html preloads, the login route's page chunk and its interface text,
 * with everything those import — and the product list likewise, plus the largest chunks and the
 * total. Fails over the budget or
 * when development-only code (MSW, faker, the developer panel, devtools) reached the build.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { addStaticGraph } from './chunk-graph.ts';
import { COMPILE_HINT } from './compile-hints.ts';
import { LOGIN_PAGE_MODULE, loginLayoutModule } from './login-pages.ts';
import { MOCK_WORKER_FILES } from './mock-workers.ts';

/** kB gz the login page may download in all: 280.7 kB measured when this budget was set (2026-11-28, 389 routes, the ways of signing in as two links instead of Chakra's Tabs and their state machine (src/features/account/LoginPage.tsx: 13.2 kB less), zod without its JSON Schema output (scripts/library-edits.ts: 4.7 kB less), no preload list of Vite's for the route tree's lazy routes, whose pages' chunks are preloaded by their addresses (src/lib/pageCode.ts: 10.6 kB less), the toaster loaded when the page is idle or at the first notice (src/lib/toaster.ts: 8.3 kB less), the profile's calls loaded while the sign-in asks for the token (src/lib/session/profile.ts: 3.9 kB less), only the Chakra recipes the app's components use (src/components/system.ts: 9.7 kB), the mobile and developer-panel text out of the base text, lazy chunks' preload lists without what their importer has loaded, the generated zod schemas no page imports left out (vite.config.ts: 2.3 kB of the login page), all the entry imports statically in two chunks, the libraries and the app's (vite.config.ts: 15.6 kB less than in 55 chunks); each route costs the entry about 0.1 kB gz of route tree and search schema). */
const LOGIN_BUDGET_KB = 281;
/**
 * kB gz the exhibitor's product list may download when opened by its address, signed in: 310.5 kB
 * measured when this budget was set (2026-11-28: a list's page numbers as links, without Chakra's
 * pagination machine, 6.9 kB less; the virtualiser loaded by the lists that need it, 9.5 kB less;
 * a resource's form page apart from its list page, so that no list loads react-hook-form and the
 * fields, 19.6 kB less). The first list page of the back office: what every list shares shows here.
 */
const PRODUCT_LIST_BUDGET_KB = 311;
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

// The login page: index.html's script and modulepreloads, the route's page chunk (split by the
// router plugin) and the account text its loader asks for, each with its static imports.
interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
// The layout routes above it (the root, /exhibition{-$lang}, its /login) count when the router
// plugin split code off them: the page cannot render before they have arrived.
const loginKeys = Object.keys(manifest).filter(
  (key) => LOGIN_PAGE_MODULE.exec(key)?.slice(1).join('/') === 'exhibition/alogin' || loginLayoutModule('exhibition').test(key) || key.endsWith('locales/account.zh.ts'),
);
if (loginKeys.length < 2) throw new Error(`login route chunks not found in the manifest (${loginKeys.join(', ')})`);
const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
/** A manifest chunk's file name without `assets/`. */
const fileOf = (key: string) => manifest[key]!.file.replace(/^assets\//, '');
/** The chunks a chunk imports statically, by file name (the manifest names them by their source). */
const importsOf = (file: string) => manifest[byFile.get(`assets/${file}`) ?? '']?.imports?.map(fileOf);
const loginFiles = new Set<string>();
for (const file of [entryName, ...preloaded, ...loginKeys.map(fileOf)]) addStaticGraph(importsOf, file, loginFiles);
const login = sizes.filter((s) => loginFiles.has(s.file));
const loginGz = login.reduce((sum, s) => sum + s.gz, 0);
console.log(`bundle: the login page downloads ${kb(loginGz)} kB gz of JS in ${login.length} files (budget ${LOGIN_BUDGET_KB} kB)`);
// The product list: the entry with what index.html preloads, the exhibitor area's layout (split
// code of /exhibition{-$lang}/index), the page's split code and its product text, each with its
// static imports.
const listKeys = Object.keys(manifest).filter(
  (key) => /routes\/exhibition\/index\/(product\/allpro|route)\.tsx\?tsr-split=/.test(key) || key.endsWith('locales/product.zh.ts'),
);
if (listKeys.length < 3) throw new Error(`product list chunks not found in the manifest (${listKeys.join(', ')})`);
const listFiles = new Set<string>();
for (const file of [entryName, ...preloaded, ...listKeys.map(fileOf)]) addStaticGraph(importsOf, file, listFiles);
const list = sizes.filter((s) => listFiles.has(s.file));
const listGz = list.reduce((sum, s) => sum + s.gz, 0);
console.log(`bundle: the product list downloads ${kb(listGz)} kB gz of JS in ${list.length} files (budget ${PRODUCT_LIST_BUDGET_KB} kB)`);
console.log('bundle: largest chunks (kB gz):');
for (const s of sizes.slice(0, 8)) console.log(`  ${kb(s.gz).padStart(7)}  ${s.file}`);

const problems: string[] = [];
// One wave (vite.config.ts preloadLoginPages): index.html names the login page's own chunks, so
// that they download beside the entry instead of after it.
const firstWave = /var P=(\{.*?\}),p=P\[location/.exec(html)?.[1];
const preloadedLogin = new Set<string>((firstWave ? (JSON.parse(firstWave) as Record<string, string[]>)['/exhibition/login/alogin'] : undefined)?.map((f) => f.replace(/^\/assets\//, '')) ?? []);
const notPreloaded = [...loginFiles].filter((f) => !preloadedLogin.has(f) && f !== entryName && !preloaded.includes(f));
if (notPreloaded.length) problems.push(`the login page waits for ${notPreloaded.length} chunks that index.html does not preload: ${notPreloaded.join(', ')}`);
else console.log(`bundle: the login page loads in one wave (index.html preloads its ${preloadedLogin.size} own chunks beside the entry's ${preloaded.length})`);
if (loginGz / 1024 > LOGIN_BUDGET_KB) problems.push(`the login page downloads ${kb(loginGz)} kB gz, over the ${LOGIN_BUDGET_KB} kB budget`);
if (listGz / 1024 > PRODUCT_LIST_BUDGET_KB) problems.push(`the product list downloads ${kb(listGz)} kB gz, over the ${PRODUCT_LIST_BUDGET_KB} kB budget`);
// Lazy chunks' preload lists (vite.config.ts preloadOnlyWhatIsMissing) name nothing the entry has
// loaded already: the route tree's ~210 lists were half the entry's own libraries.
const entryGraph = addStaticGraph(importsOf, entryName, new Set());
const preloadTable = /m\.f=\[([^\]]*)\]/.exec(entry.code)?.[1]?.match(/assets\/[^"'`,]+\.js/g) ?? [];
const listedTwice = preloadTable.filter((file) => entryGraph.has(file.replace(/^assets\//, '')));
if (!preloadTable.length) problems.push('the entry preloads no lazy chunk\'s imports (no __vite__mapDeps table found)');
if (listedTwice.length) problems.push(`the entry's preload lists name ${listedTwice.length} chunks it has loaded already: ${listedTwice.slice(0, 5).join(', ')}`);
// Nor a route's split code: a page's chunks are preloaded by its address (src/lib/pageCode.ts).
const routeChunks = new Set(Object.entries(manifest).filter(([key]) => key.includes('?tsr-split=')).map(([, chunk]) => chunk.file));
const routesListed = preloadTable.filter((file) => routeChunks.has(file));
if (!routeChunks.size) problems.push('no route chunk (`?tsr-split=`) found in the manifest');
if (routesListed.length) problems.push(`the entry's preload lists name ${routesListed.length} route chunks, which their pages' addresses preload: ${routesListed.slice(0, 5).join(', ')}`);
// V8 compiles the first chunks as they download (scripts/compile-hints.ts): its hint is their first line.
const unhinted = [entryName, ...preloaded].filter((file) => !sizes.find((s) => s.file === file)?.code.startsWith(`${COMPILE_HINT}\n`));
if (unhinted.length) problems.push(`${unhinted.join(', ')}: no "${COMPILE_HINT}" first line (scripts/compile-hints.ts)`);
const forbidden = [/mockServiceWorker|mockApiWorker/, /@faker-js|faker\.(?:person|number|string)\./, /DevPanel|dev-panel-open/, /ReactQueryDevtools|TanStackRouterDevtools/];
for (const s of sizes) {
  for (const re of forbidden) if (re.test(s.code)) problems.push(`${s.file} contains development-only code (${re})`);
  if (/^dev\.(?:zh|en)-/.test(s.file)) problems.push(`${s.file}: the developer panel's text is in a build without the mocks`);
}
// MSW's worker script is copied from public/ only into builds with the mocks (vite.config.ts).
for (const worker of MOCK_WORKER_FILES) {
  if (readdirSync(dist).some((f) => f.startsWith(worker))) problems.push(`dist/${worker}: the mock API's worker is in a build without the mocks`);
}
if (problems.length) {
  console.error(`bundle budget failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`bundle: within budget (login page ≤ ${LOGIN_BUDGET_KB} kB gz, product list ≤ ${PRODUCT_LIST_BUDGET_KB} kB gz, no development-only code)`);

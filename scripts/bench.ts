/// <reference lib="dom" />
/**
 * Benchmarks in a real Chromium against the mock build (`vite build --mode e2e`, served by vite
 * preview on port 4181). Figures, not pass/fail: the closing notes and the README quote them.
 *
 *   node scripts/bench.ts            every benchmark
 *   node scripts/bench.ts scroll     scrolling a 10,000-row list (frames per second)
 *   node scripts/bench.ts boot       the login page of the mock build (time to the form)
 *   node scripts/bench.ts floor      the login page's JS against the stack's floor: the same libraries'
 *                                    smallest login page (React, Chakra UI, TanStack Router and Query,
 *                                    axios, react-hook-form, zod), built here; and how the production
 *                                    build's login page loads in Chromium (files, waves, time to the form)
 *   node scripts/bench.ts dev        `vite` (npm run dev) on the mocks: the login form's time and
 *                                    module requests, cold (no pre-bundled dependencies), warm and
 *                                    reloaded in its tab
 *   node scripts/bench.ts lighthouse Lighthouse performance (mobile and desktop, median of 3 runs) of
 *                                    the login page (a first visit) and of the product list signed in
 *                                    as the exhibitor: the production build in dist/ with the mock API
 *                                    on its origin (scripts/mock-api.ts), over HTTP/2 and over HTTP/1.1;
 *                                    and the product list of the production build with the offline
 *                                    mocks inside (dist-lh/); and the floor's login page, for scale.
 *                                    All served pre-compressed (br) as in production
 *                                    (scripts/precompress.ts). Lighthouse is not a dependency: the
 *                                    first run installs it into node_modules/.bench-lighthouse.
 *                                    Needs openssl (a certificate for the HTTP/2 preview).
 *
 * Set BENCH_SKIP_BUILD=1 to reuse the builds (dist-e2e, dist, dist-lh) when they exist.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { previewWithMockApi } from './mock-api.ts';
import { precompress } from './precompress.ts';

const root = join(import.meta.dirname, '..');
const port = 4181;
/** The session's localStorage key (src/lib/session/store.ts SESSION_STORAGE_KEY). */
const SESSION_KEY = 'expo.session';
const base = `http://127.0.0.1:${port}`;
const bin = join(root, 'node_modules', '.bin');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function waitForServer(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no answer from ${url}`);
}

async function signIn(page: Page, path: string, username: string, origin = base) {
  await page.goto(origin + path);
  await page.getByRole('textbox', { name: /^(用户名|User name)$/ }).fill(username);
  await page.getByLabel(/^(密码|Password)$/).and(page.locator('input')).fill('demo1234');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL(/\/index\//);
}

/** Scrolls the staff list of 10,000 rows for 3 s and counts the frames the page painted. */
async function scroll(page: Page) {
  await signIn(page, '/exhibition/login/alogin', 'exhibitor');
  const compId = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { company?: { id?: string } }).company?.id ?? '', SESSION_KEY);
  await page.evaluate(async (company: string) => {
    const db = (globalThis as unknown as { __expoMockDb: { insert: (c: string, r: Record<string, unknown>) => void; flush: () => Promise<void> } }).__expoMockDb;
    const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
    const given = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '军', '涛'];
    const departments = ['市场部', '销售部', '技术部', '财务部', '行政部'];
    for (let i = 0; i < 10_000; i++) {
      db.insert('staff', {
        compId: company,
        name: `${surnames[i % surnames.length]}${given[i % given.length]}${i}`,
        gender: (i % 2) + 1,
        department: departments[i % departments.length],
        position: '展会专员',
        phone: `139${String(10_000_000 + i).padStart(8, '0')}`,
        email: `staff${i}@huazhan-tech.cn`,
        isDefault: false,
        isEnable: true,
        showIndex: 100 + i,
        createTime: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      });
    }
    await db.flush();
  }, compId);
  await page.goto(`${base}/exhibition/index/companyAdmin`);
  const table = page.locator('[data-virtual="true"]');
  await table.waitFor({ timeout: 60_000 });
  // The virtual rows are in once the empty row standing for the rows below the window is (the table
  // draws its first rows as they are while the virtualiser's code arrives).
  await table.locator('tbody tr[aria-hidden="true"]').last().waitFor({ state: 'attached', timeout: 60_000 });
  const rows = await page.locator('[data-virtual="true"] tbody tr[data-index]').count();
  // A fast mouse wheel (3,000 px/s for 4 s), then the whole list in 3 s (a dragged scrollbar).
  const wheel = await scrollFor(page, 4000, (elapsed, total) => Math.min(total, elapsed * 3));
  const drag = await scrollFor(page, 3000, (elapsed, total) => Math.min(total, (elapsed / 3000) * total));
  return { rows: 10_000, rowsInDom: rows, wheel, drag };
}

/** Scrolls the list by `position(elapsed ms, scrollable px)` every frame and counts the frames. */
function scrollFor(page: Page, ms: number, position: (elapsed: number, total: number) => number) {
  return page.evaluate(
    async ({ ms, position }) => {
      const at = new Function('elapsed', 'total', `return (${position})(elapsed, total)`) as (elapsed: number, total: number) => number;
      const el = document.querySelector<HTMLElement>('[data-virtual="true"]')!;
      el.scrollTop = 0;
      await new Promise((r) => requestAnimationFrame(r));
      const total = el.scrollHeight - el.clientHeight;
      let frames = 0;
      let longest = 0;
      let last = performance.now();
      const started = last;
      await new Promise<void>((resolve) => {
        const step = (now: number) => {
          frames++;
          longest = Math.max(longest, now - last);
          last = now;
          const elapsed = now - started;
          el.scrollTop = at(elapsed, total);
          if (elapsed < ms) requestAnimationFrame(step);
          else resolve();
        };
        requestAnimationFrame(step);
      });
      const seconds = (performance.now() - started) / 1000;
      return { fps: Math.round((frames / seconds) * 10) / 10, longestFrameMs: Math.round(longest) };
    },
    { ms, position: position.toString() },
  );
}

/**
 * Opens a login page in a new browser context (nothing cached, as a first visit) and times it to
 * the form; `read` then takes what else the benchmark wants from the page.
 */
async function openLogin<T>(page: Page, url: string, read: (p: Page) => Promise<T>, timeout = 30_000): Promise<T & { formMs: number }> {
  const context = await page.context().browser()!.newContext();
  // The browser keeps 250 resource timings unless asked for more.
  await context.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  const p = await context.newPage();
  try {
    const t0 = Date.now();
    await p.goto(url);
    await p.getByRole('textbox', { name: /^(用户名|User name)$/ }).waitFor({ timeout });
    const formMs = Date.now() - t0;
    return { ...(await read(p)), formMs };
  } finally {
    await context.close();
  }
}

async function boot(page: Page) {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push((await openLogin(page, `${base}/exhibition/login/alogin`, async () => ({}))).formMs);
  times.sort((a, b) => a - b);
  return { loginFormMs: times[1], runs: times };
}


/** The smallest login page of the same stack (the floor #12 compares against). */
const FLOOR_PAGE = `
import { Box, Button, ChakraProvider, Field, Heading, Input, Stack, defaultSystem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import axios from 'axios';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const schema = z.object({ username: z.string().min(1, '请输入用户名'), password: z.string().min(6, '密码至少 6 位') });
type Values = z.infer<typeof schema>;

function Login() {
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema) });
  const signIn = useMutation({ mutationFn: (v: Values) => axios.post('/connect/token', new URLSearchParams({ grant_type: 'password', ...v })) });
  return (
    <Box maxW="sm" mx="auto" mt="20">
      <Heading mb="6">展商登录</Heading>
      <form onSubmit={handleSubmit((v) => signIn.mutate(v))}>
        <Stack gap="4">
          <Field.Root invalid={!!formState.errors.username}>
            <Field.Label>用户名</Field.Label>
            <Input {...register('username')} />
            <Field.ErrorText>{formState.errors.username?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!formState.errors.password}>
            <Field.Label>密码</Field.Label>
            <Input type="password" {...register('password')} />
            <Field.ErrorText>{formState.errors.password?.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" loading={signIn.isPending}>登录</Button>
        </Stack>
      </form>
    </Box>
  );
}

const rootRoute = createRootRoute();
const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/exhibition/login/alogin', component: Login });
const router = createRouter({ routeTree: rootRoute.addChildren([loginRoute]) });
const queryClient = new QueryClient();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
);
`;

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Builds the floor's login page with the project's libraries and measures its JS (every chunk: it has no lazy ones). */
async function buildFloor() {
  const dir = join(root, 'node_modules', '.bench-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>登录</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>');
  writeFileSync(join(dir, 'src', 'main.tsx'), FLOOR_PAGE);
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  // Vite's build sets NODE_ENV=production in this process when it is unset; the benches after this
  // one start servers that inherit the environment (a development server given it served React's
  // production build, and the login page never appeared), so it is put back.
  const nodeEnv = process.env.NODE_ENV;
  try {
    // Pre-compressed like the app's build, so that Lighthouse compares like with like.
    await build({ configFile: false, root: dir, logLevel: 'warn', plugins: [react(), precompress()], build: { outDir: 'dist', target: 'es2022' } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const assets = join(dir, 'dist', 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  return { dir: join(dir, 'dist'), kb: kB(files.reduce((sum, f) => sum + gz(join(assets, f)), 0)), files: files.length };
}

/**
 * How a login page loads in Chromium: JS files, waves (a file asked for only once an earlier one
 * had arrived), time to the form. Files and waves count what is asked for before the page's load
 * event: what the first paint needs. The toaster is loaded after it, when the page is idle
 * (src/components/feedback/Toasts.tsx).
 */
async function loadLogin(page: Page, url: string) {
  const { formMs, scripts } = await openLogin(page, url, async (p) => ({
    scripts: await p.evaluate(async () => {
      const loaded = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? 0;
      while (!loaded()) await new Promise((r) => setTimeout(r, 50));
      return performance
        .getEntriesByType('resource')
        .filter((e) => (e.name.endsWith('.js') || e.name.includes('.js?')) && e.startTime < loaded())
        .map((e) => ({ start: (e as PerformanceResourceTiming).startTime, end: (e as PerformanceResourceTiming).responseEnd }));
    }),
  }));
  scripts.sort((a, b) => a.start - b.start);
  let waves = 0;
  let arrived = -1;
  for (const s of scripts) {
    if (s.start > arrived) waves++;
    arrived = Math.max(arrived, s.end);
  }
  return { formMs, jsFiles: scripts.length, waves };
}

/** `vite build` into `outDir`, in `mode` when given (once a run; kept with BENCH_SKIP_BUILD=1 when it exists). */
const built = new Set<string>();
function viteBuild(outDir: string, env: Record<string, string> = {}, mode?: string) {
  if (built.has(outDir) || (process.env.BENCH_SKIP_BUILD && existsSync(join(root, outDir, 'index.html')))) return;
  execFileSync(join(bin, 'vite'), ['build', ...(mode ? ['--mode', mode] : []), '--outDir', outDir, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  built.add(outDir);
}

/** `vite preview` of a build on a port of the loopback (stopped by the caller). */
function preview(outDir: string, onPort: number, mode?: string) {
  return spawn(join(bin, 'vite'), ['preview', ...(mode ? ['--mode', mode] : []), '--outDir', outDir, '--port', String(onPort), '--strictPort', '--host', '127.0.0.1'], { cwd: root, stdio: 'ignore' });
}

/** The production build's login page against the floor: JS (kB gz), files, waves and time to the form, side by side. */
async function floor(page: Page) {
  viteBuild('dist');
  const budget = execFileSync(process.execPath, [join(root, 'scripts', 'bundle-budget.ts')], { cwd: root, encoding: 'utf8' });
  const [, ownKb, ownFiles] = /the login page downloads ([\d.]+) kB gz of JS in (\d+) files/.exec(budget) ?? [];
  const stack = await buildFloor();
  const servers = [preview(join(root, 'dist'), port + 2), preview(stack.dir, port + 3)];
  try {
    const url = (p: number) => `http://127.0.0.1:${p}/exhibition/login/alogin`;
    await waitForServer(url(port + 2));
    await waitForServer(url(port + 3));
    const runs = { app: [] as Awaited<ReturnType<typeof loadLogin>>[], floor: [] as Awaited<ReturnType<typeof loadLogin>>[] };
    for (let i = 0; i < 3; i++) {
      runs.app.push(await loadLogin(page, url(port + 2)));
      runs.floor.push(await loadLogin(page, url(port + 3)));
    }
    const median = (rs: Awaited<ReturnType<typeof loadLogin>>[]) => [...rs].sort((a, b) => a.formMs - b.formMs)[1]!;
    return {
      loginJsKb: Number(ownKb),
      floorJsKb: stack.kb,
      ratio: Math.round((Number(ownKb) / stack.kb) * 100) / 100,
      app: { ...median(runs.app), files: Number(ownFiles) },
      floor: { ...median(runs.floor), files: stack.files },
    };
  } finally {
    servers.forEach((s) => s.kill());
  }
}

/**
 * `vite` on the mocks (what `npm run dev` starts): the login form's time and module requests. Cold:
 * a first start (no node_modules/.vite, as after a clean install); warm: the page again on that
 * server, in a new browser profile (nothing cached in the browser, the mock data built afresh);
 * reload: the page reloaded in the same tab, as a developer does after an edit (the browser's cache
 * and the saved mock data kept; median of 3); restart: the server started again, with the caches of
 * the first start kept.
 */
async function dev(page: Page) {
  rmSync(join(root, 'node_modules', '.vite'), { recursive: true, force: true });
  const devPort = port + 4;
  const url = `http://127.0.0.1:${devPort}/exhibition/login/alogin`;
  const load = () =>
    openLogin(
      page,
      url,
      async (p) => ({ requests: await p.evaluate(() => performance.getEntriesByType('resource').filter((e) => new URL(e.name).origin === location.origin).length) }),
      180_000,
    );
  const start = async () => {
    const started = Date.now();
    const server = spawn(join(bin, 'vite'), ['--port', String(devPort), '--strictPort', '--host', '127.0.0.1'], { cwd: root, stdio: 'ignore' });
    await waitForServer(url, 120_000);
    return { server, started, serverReadyMs: Date.now() - started };
  };
  const stop = (server: ReturnType<typeof spawn>) => new Promise<void>((done) => {
    server.once('exit', () => done());
    server.kill();
  });
  const first = await start();
  let cold, coldFromStartMs, warm, reload;
  try {
    cold = await load();
    // What a developer waits for after `vite` starts: the server, then the first page's form.
    coldFromStartMs = Date.now() - first.started;
    warm = await load();
    reload = await reloads(page, url);
  } finally {
    await stop(first.server);
  }
  const again = await start();
  try {
    const restart = await load();
    return { serverReadyMs: first.serverReadyMs, cold, coldFromStartMs, warm, reload, restart: { ...restart, serverReadyMs: again.serverReadyMs, fromStartMs: Date.now() - again.started } };
  } finally {
    await stop(again.server);
  }
}

/** The login page opened in a new profile, then reloaded three times in its tab: the reloads' median time to the form and requests that went to the server. */
async function reloads(page: Page, url: string) {
  const context = await page.context().browser()!.newContext();
  await context.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  const p = await context.newPage();
  const form = () => p.getByRole('textbox', { name: /^(用户名|User name)$/ }).waitFor({ timeout: 60_000 });
  try {
    await p.goto(url);
    await form();
    const runs: { formMs: number; fromServer: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = Date.now();
      await p.reload();
      await form();
      const formMs = Date.now() - t0;
      // Answered by the server, not the browser's cache (a cached answer transfers no bytes).
      const fromServer = await p.evaluate(() => performance.getEntriesByType('resource').filter((e) => new URL(e.name).origin === location.origin && (e as PerformanceResourceTiming).transferSize > 0).length);
      runs.push({ formMs, fromServer });
    }
    runs.sort((a, b) => a.formMs - b.formMs);
    return { ...runs[1]!, runs: runs.map((r) => r.formMs) };
  } finally {
    await context.close();
  }
}

/** What the bench uses of Lighthouse's Node API (it is installed on demand, so not typed by its package). */
interface LighthouseAudit {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}
interface LighthouseResult {
  report: string;
  lhr: {
    finalDisplayedUrl: string;
    runtimeError?: { message: string };
    environment: { benchmarkIndex: number };
    categories: { performance: { score: number | null } };
    audits: Record<string, LighthouseAudit>;
  };
}
interface LighthouseModule {
  default: (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<LighthouseResult | undefined>;
  desktopConfig: unknown;
}

/** Lighthouse from a cache folder outside the project's dependencies (installed there on the first run). */
const LIGHTHOUSE_DIR = join(root, 'node_modules', '.bench-lighthouse');
async function loadLighthouse() {
  const dir = LIGHTHOUSE_DIR;
  const entry = join(dir, 'node_modules', 'lighthouse', 'core', 'index.js');
  if (!existsSync(entry)) execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', dir, 'lighthouse@13'], { cwd: root, stdio: 'inherit' });
  return (await import(pathToFileURL(entry).href)) as LighthouseModule;
}

const LH_METRICS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift', si: 'speed-index' } as const;
type LighthouseFigures = { score: number } & Record<keyof typeof LH_METRICS, number>;

/** The top `n` rows of a Lighthouse table audit, as `label: ms`. */
function topRows(audit: LighthouseAudit | undefined, label: string, value: string, n = 3) {
  const rows = [...(audit?.details?.items ?? [])].sort((a, b) => Number(b[value]) - Number(a[value])).slice(0, n);
  return rows.map((row) => `${String(row[label]).replace(/^https?:\/\/[^/]+/, '')}: ${Math.round(Number(row[value]))} ms`);
}

/** A self-signed certificate for 127.0.0.1 (openssl), for a preview over TLS and so HTTP/2. */
function selfSignedCertificate(dir: string) {
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  } catch (error) {
    throw new Error("bench lighthouse: openssl could not make a certificate for the HTTP/2 preview", { cause: error });
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * Lighthouse performance, mobile (its default: simulated slow 4G and a 4× slower CPU) and desktop,
 * median of 3 runs by score: the login page as a first visit (storage reset), and the product list
 * signed in as the exhibitor.
 *
 * - `login`, `productList`: the production build with the mock API on the same origin
 *   (scripts/mock-api.ts), over HTTP/2 (TLS with a self-signed certificate), as a production server
 *   sends it. Lighthouse's simulated network keeps HTTP/1.1's six connections per origin, so the
 *   protocol matters for a page of many files.
 * - `….http1`: the same over plain HTTP/1.1 (`vite preview` as it is), the protocol of the figures
 *   measured before 2026-11-27.
 * - `floorLogin`: the stack's floor (the `floor` bench's minimal login page), built and served as
 *   `login` is: what the libraries alone score here.
 * - `productListMockBuild`: the production build with the offline mocks inside (dist-lh/), over
 *   HTTP/1.1, where the mock API's code and work share the page's main thread.
 *
 * All pre-compressed (br). Chromium keeps the sessions and the mock build's service worker in a
 * profile folder and lets Lighthouse in through its debugging port; before each product-list run
 * the HTTP cache is emptied, so that both pages download their code afresh. The median runs' reports
 * are kept in node_modules/.bench-lighthouse/reports/ (open them in https://googlechrome.github.io/lighthouse/viewer/).
 * Lighthouse simulates its slower CPU from the real run, so a busy machine shows in every figure:
 * each result carries Lighthouse's benchmarkIndex (the machine's speed then; compare runs at like values).
 */
async function lighthouse() {
  const lh = await loadLighthouse();
  viteBuild('dist');
  // The same production build with the offline mocks inside, as `npm run dev` and the e2e tests run.
  viteBuild('dist-lh', { VITE_MOCKS: 'on' });
  // The stack's floor (see `floor`): what the stack alone scores on the same machine and network.
  const stack = await buildFloor();
  const [h2Port, h1Port, mockBuildPort, debugPort, floorPort] = [port + 5, port + 6, port + 8, port + 7, port + 9];
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const https = selfSignedCertificate(profile);
  const sites = [await previewWithMockApi('dist', h2Port, { https }), await previewWithMockApi('dist', h1Port), await previewWithMockApi(stack.dir, floorPort, { https })];
  const mockBuild = preview('dist-lh', mockBuildPort);
  try {
    const origin = (p: number) => `http://127.0.0.1:${p}`;
    const [h2, h1, floorH2] = sites.map((site) => site.url);
    const [login, list] = ['/exhibition/login/alogin', '/exhibition/index/product/allpro'];
    await waitForServer(origin(mockBuildPort) + login);
    // Served as in production: the entry script of each build answers pre-compressed with brotli.
    for (const [dir, p] of [['dist', h1Port], ['dist-lh', mockBuildPort]] as const) {
      const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(root, dir, 'index.html'), 'utf8'))?.[1];
      const encoding = entry ? (await fetch(origin(p) + entry, { headers: { 'Accept-Encoding': 'br, gzip' } })).headers.get('content-encoding') : undefined;
      if (encoding !== 'br') throw new Error(`${dir}: the entry script ${entry ?? '(not found in index.html)'} answered with content-encoding ${encoding ?? 'none'}, not br: is precompress() in vite.config.ts's plugins?`);
    }

    const args = ['--no-sandbox', `--remote-debugging-port=${debugPort}`, '--ignore-certificate-errors'];
    const context = await chromium.launchPersistentContext(profile, { executablePath, args, viewport: null });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(h2 + login);
      const protocol = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol);
      if (protocol !== 'h2') throw new Error(`bench lighthouse: the TLS preview spoke ${protocol}, not h2`);
      await page.goto('about:blank');
      const cdp = await context.newCDPSession(page);
      const runs: Record<string, LighthouseFigures & { runs: number[]; benchmarkIndex: number }> = {};
      const diagnostics: Record<string, Record<string, string[]>> = {};
      mkdirSync(join(LIGHTHOUSE_DIR, 'reports'), { recursive: true });
      const pages = [
        ['login', h2 + login, false],
        ['floorLogin', floorH2 + login, false],
        ['productList', h2 + list, true],
        ['login.http1', h1 + login, false],
        ['productList.http1', h1 + list, true],
        ['productListMockBuild', origin(mockBuildPort) + list, true],
      ] as const;
      for (const [name, url, signedIn] of pages) {
        // After the login page's runs, which reset the origin's storage (and so its session).
        if (signedIn) {
          await signIn(page, login, 'exhibitor', new URL(url).origin);
          await page.goto('about:blank');
        }
        for (const formFactor of ['mobile', 'desktop'] as const) {
          const results: { figures: LighthouseFigures; result: LighthouseResult; benchmarkIndex: number }[] = [];
          for (let i = 0; i < 3; i++) {
            if (signedIn) await cdp.send('Network.clearBrowserCache');
            const flags = { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn };
            const result = await lh.default(url, flags, formFactor === 'desktop' ? lh.desktopConfig : undefined);
            const lhr = result?.lhr;
            if (!lhr || lhr.runtimeError) throw new Error(`lighthouse ${name} ${formFactor}: ${lhr?.runtimeError?.message ?? 'no result'}`);
            if (!lhr.finalDisplayedUrl.startsWith(url)) throw new Error(`lighthouse ${name} ${formFactor}: ended at ${lhr.finalDisplayedUrl}, not ${url}`);
            const figures = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) } as LighthouseFigures;
            for (const [key, id] of Object.entries(LH_METRICS) as [keyof typeof LH_METRICS, string][]) {
              const value = lhr.audits[id]?.numericValue ?? Number.NaN;
              figures[key] = key === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
            }
            results.push({ figures, result: result!, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) });
          }
          const sorted = [...results].sort((a, b) => a.figures.score - b.figures.score);
          const median = sorted[1]!;
          runs[`${name}.${formFactor}`] = { ...median.figures, runs: results.map((r) => r.figures.score), benchmarkIndex: median.benchmarkIndex };
          writeFileSync(join(LIGHTHOUSE_DIR, 'reports', `${name}-${formFactor}.json`), median.result.report);
          if (formFactor === 'mobile') {
            const audits = median.result.lhr.audits;
            diagnostics[name] = { mainThread: topRows(audits['mainthread-work-breakdown'], 'groupLabel', 'duration'), bootup: topRows(audits['bootup-time'], 'url', 'total') };
          }
        }
      }
      const cell = (v: number | string, w: number) => String(v).padStart(w);
      console.log(`lighthouse (median of 3; ms)\n${'page'.padEnd(28)}${cell('score', 6)}${cell('FCP', 7)}${cell('LCP', 7)}${cell('TBT', 7)}${cell('CLS', 7)}${cell('SI', 7)}${cell('bench', 7)}`);
      for (const [key, f] of Object.entries(runs)) console.log(`${key.padEnd(28)}${cell(f.score, 6)}${cell(f.fcp, 7)}${cell(f.lcp, 7)}${cell(f.tbt, 7)}${cell(f.cls, 7)}${cell(f.si, 7)}${cell(f.benchmarkIndex, 7)}`);
      for (const [name, d] of Object.entries(diagnostics)) console.log(`${name} mobile, main thread: ${d.mainThread?.join(', ')}\n${name} mobile, JS boot-up: ${d.bootup?.join(', ')}`);
      return { ...runs, mobileTop: diagnostics };
    } finally {
      await context.close();
    }
  } finally {
    mockBuild.kill();
    for (const site of sites) await site.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const benches: Record<string, (page: Page) => Promise<unknown>> = { boot, scroll, floor, dev, lighthouse };
const chosen = process.argv.slice(2).filter((a) => a in benches);
const run = chosen.length ? chosen : Object.keys(benches);
/** boot and scroll run on the mock build (dist-e2e); floor, dev and lighthouse build or serve what they measure themselves. */
const needsMockBuild = run.some((name) => name === 'boot' || name === 'scroll');

if (needsMockBuild) viteBuild('dist-e2e', {}, 'e2e');
const server = needsMockBuild ? preview('dist-e2e', port, 'e2e') : undefined;
try {
  if (server) await waitForServer(`${base}/exhibition/login/alogin`);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  for (const name of run) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const result = await benches[name]!(page);
    console.log(`bench ${name}: ${JSON.stringify(result)}`);
    await context.close();
  }
  await browser.close();
} finally {
  server?.kill();
}

/// <reference lib="dom" />
/**
 * Benchmarks in a real Chromium against the mock build (`vite build --mode e2e`, served by vite
 * preview on port 4181). Figures, not pass/fail: the closing notes and the README quote them.
 *
 *   node scripts/bench.ts            every benchmark
 *   node scripts/bench.ts scroll     scrolling a 10,000-row list (frames per second)
 *   node scripts/bench.ts boot       the login page of the mock build (time to the form)
 *
 * Set BENCH_SKIP_BUILD=1 to reuse dist-e2e.
 */
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';

const root = join(import.meta.dirname, '..');
const port = 4181;
/** The session's localStorage key (src/lib/session/store.ts SESSION_STORAGE_KEY). */
const SESSION_KEY = 'expo.session';
const base = `http://127.0.0.1:${port}`;
const bin = join(root, 'node_modules', '.bin');

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

async function signIn(page: Page, path: string, username: string) {
  await page.goto(base + path);
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

async function boot(page: Page) {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const context = await page.context().browser()!.newContext();
    const p = await context.newPage();
    const t0 = Date.now();
    await p.goto(`${base}/exhibition/login/alogin`);
    await p.getByRole('textbox', { name: /^(用户名|User name)$/ }).waitFor();
    times.push(Date.now() - t0);
    await context.close();
  }
  times.sort((a, b) => a - b);
  return { loginFormMs: times[1], runs: times };
}

const benches: Record<string, (page: Page) => Promise<unknown>> = { boot, scroll };
const chosen = process.argv.slice(2).filter((a) => a in benches);

if (!process.env.BENCH_SKIP_BUILD) {
  execFileSync(join(bin, 'vite'), ['build', '--mode', 'e2e', '--outDir', 'dist-e2e', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
const server = spawn(join(bin, 'vite'), ['preview', '--mode', 'e2e', '--outDir', 'dist-e2e', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: root, stdio: 'ignore' });
try {
  await waitForServer(`${base}/exhibition/login/alogin`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const name of chosen.length ? chosen : Object.keys(benches)) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const result = await benches[name]!(page);
    console.log(`bench ${name}: ${JSON.stringify(result)}`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
}

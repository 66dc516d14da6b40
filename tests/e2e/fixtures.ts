/**
 * Playwright fixtures: every API request the browser sends during an end-to-end test is checked
 * against the contract (generated/openapi.json + the generated zod body schemas); a request
 * outside it fails the test.
 */
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ZodType } from 'zod';

type Dict = Record<string, unknown>;
interface Param {
  name: string;
  in: string;
  required?: boolean;
  $ref?: string;
}
interface Op {
  method: string;
  pattern: RegExp;
  templated: boolean;
  operationId: string;
  tag: string;
  query: { name: string; required: boolean }[];
  bodyType?: string;
}

const spec = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../generated/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Dict>>;
  components: { parameters: Record<string, Param> };
};

const ops: Op[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => {
    const params = ((op.parameters as Param[] | undefined) ?? []).map((p) => (p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!]! : p));
    const escaped = path
      .replace(/\/+$/, '')
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    const content = (op.requestBody as { content?: Dict } | undefined)?.content;
    return {
      method: method.toUpperCase(),
      pattern: new RegExp(`^${escaped}/?$`, 'i'),
      templated: path.includes('{'),
      operationId: op.operationId as string,
      tag: ((op.tags as string[] | undefined) ?? [''])[0]!,
      query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: Boolean(p.required) })),
      bodyType: content ? Object.keys(content)[0] : undefined,
    };
  }),
);

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const zodCache = new Map<string, Promise<Record<string, unknown>>>();
async function bodySchema(op: Op): Promise<ZodType | undefined> {
  const file = resolve(import.meta.dirname, `../../generated/zod/${kebab(op.tag)}/${kebab(op.tag)}.ts`);
  if (!zodCache.has(file)) zodCache.set(file, import(file).catch(() => ({})));
  const mod = await zodCache.get(file)!;
  return mod[`${op.operationId.charAt(0).toUpperCase()}${op.operationId.slice(1)}Body`] as ZodType | undefined;
}

async function problems(request: Request): Promise<string[]> {
  // API calls are fetch/XHR; images and media (e.g. https://files.example.cn/live/….jpg) are not.
  if (!['xhr', 'fetch'].includes(request.resourceType())) return [];
  const url = new URL(request.url());
  if (!/^\/(?:api|connect|live|short)\//i.test(url.pathname)) return [];
  const candidates = ops.filter((o) => o.method === request.method() && o.pattern.test(url.pathname));
  const op = candidates.sort((a, b) => Number(a.templated) - Number(b.templated))[0];
  if (!op) return [`${request.method()} ${url.pathname} is not in the contract`];
  const found: string[] = [];
  const sent = [...url.searchParams.keys()];
  for (const q of op.query) if (q.required && !sent.some((k) => k.toLowerCase() === q.name.toLowerCase())) found.push(`missing required query parameter ${q.name}`);
  for (const k of sent) if (!op.query.some((q) => q.name.toLowerCase() === k.toLowerCase())) found.push(`query parameter ${k} is not declared`);
  const raw = request.postData();
  if (raw && op.bodyType === 'application/json') {
    const schema = await bodySchema(op);
    const result = schema?.safeParse(JSON.parse(raw));
    if (result && !result.success) found.push(`body rejected: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return found.map((p) => `${request.method()} ${url.pathname}: ${p}`);
}

/** The demo accounts a test can start signed in as (tests/e2e/sign-in.setup.ts signs each in once). */
export type DemoUser = 'exhibitor' | 'exhibitor.en' | 'host';
/** What `context.storageState()` saves: the session is in the app's localStorage. */
interface SavedState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}
export const signedInState = (user: DemoUser) => resolve(import.meta.dirname, `.auth/${user}.json`);

/** Where a page keeps what each toast it showed said (`expectToast`, tests/e2e/support.ts). */
export const SHOWN_TOASTS = '__e2eShownToasts';

/** What a toast said, and when it appeared (the page's clock). */
export interface ShownToast {
  said: string;
  at: number;
}

/**
 * Runs in every page before the app: keeps the text of each toast as it appears. It watches only
 * the toasts' group (a child of the body that Chakra's toaster adds once it has loaded), not the
 * whole document: a page's own changes cost it nothing.
 */
function keepShownToasts(key: string) {
  const shown: ShownToast[] = [];
  const seen = new WeakSet<Element>();
  const watched = new WeakSet<Element>();
  (window as unknown as Record<string, ShownToast[]>)[key] = shown;
  const record = (group: Element) => {
    for (const toast of group.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
      const said = toast.textContent?.trim();
      if (!said || seen.has(toast)) continue;
      seen.add(toast);
      shown.push({ said, at: performance.now() });
    }
  };
  const toasts = new MutationObserver((changes) => {
    for (const change of changes) {
      const group = (change.target instanceof Element ? change.target : change.target.parentElement)?.closest('[data-scope="toast"][data-part="group"]');
      if (group) record(group);
    }
  });
  const watchGroups = () => {
    for (const group of document.querySelectorAll('body > [data-scope="toast"][data-part="group"]')) {
      if (watched.has(group)) continue;
      watched.add(group);
      toasts.observe(group, { childList: true, subtree: true, characterData: true });
      record(group);
    }
  };
  const start = () => {
    new MutationObserver(watchGroups).observe(document.body, { childList: true });
    watchGroups();
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

export const test = base.extend<{ contract: void; user: DemoUser | undefined }>({
  /**
   * `test.use({ user: 'exhibitor' })`: the test starts with that account's session, saved once by
   * signing in through the login page, so that tests about something else skip a page load and a
   * sign-in each. Without it a test starts signed out (a fresh browser state either way: the mock
   * store in IndexedDB is not part of the saved session).
   */
  user: [undefined, { option: true }],
  // Not Playwright's `storageState` option: to restore it, Playwright opens one more page (a renderer
  // process of its own) and navigates it to the app's origin, about 0.7 s of every signed-in test
  // on this machine (company.spec.ts, 3 runs each way). The saved session is written instead by a
  // script that runs before the app's own on the test's first page of the app, and is then removed:
  // from there on the session is the app's, so that a logout or a refused token is not undone by
  // the next navigation.
  context: async ({ context, user }, provide) => {
    await context.addInitScript(keepShownToasts, SHOWN_TOASTS);
    if (user) {
      const saved = JSON.parse(readFileSync(signedInState(user), 'utf8')) as SavedState;
      const restore = await context.addInitScript((origins: SavedState['origins']) => {
        for (const { name, value } of origins.find((o) => o.origin === location.origin)?.localStorage ?? []) localStorage.setItem(name, value);
      }, saved.origins);
      let restored = false;
      const done = (page: Page) => {
        if (restored || !saved.origins.some((o) => page.url().startsWith(`${o.origin}/`))) return;
        restored = true;
        void restore.dispose().catch(() => undefined);
      };
      context.on('page', (page) => page.on('domcontentloaded', done));
    }
    await provide(context);
  },
  contract: [
    async ({ page }, use) => {
      const checks: Promise<string[]>[] = [];
      page.on('request', (request) => checks.push(problems(request)));
      await use();
      const found = (await Promise.all(checks)).flat();
      expect(found, 'requests outside the contract').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Builds the mock world shared by the browser worker and the test server: the store, the
 * developer controls, the stateful handlers of every domain, then orval's generated faker
 * handlers for whatever the stateful layer does not answer.
 */
import { delay, getResponse, http, HttpResponse, passthrough, type RequestHandler } from 'msw';
import { collections, type CollectionName, type SeedRows } from './collections';
import { MockDb, memoryPersistence, type MockRecord, type Persistence } from './db';
import { domains } from './domains';
import { readControls, takeFailure } from './controls';
import { contractPathOf } from './route';

export function seedAll(): Record<string, Record<string, MockRecord>> {
  const seeded: SeedRows = {};
  for (const domain of domains) {
    for (const [collection, rows] of Object.entries(domain.seed?.(seeded) ?? {}) as [CollectionName, MockRecord[]][]) {
      seeded[collection] = [...(seeded[collection] ?? []), ...rows];
    }
  }
  return Object.fromEntries(Object.entries(seeded).map(([name, rows]) => [name, Object.fromEntries((rows ?? []).map((r) => [r.id, r]))]));
}

/** The store over `persistence`; `saveSeed` (the browser) saves a first visit's seed, so that reloads skip building it. */
export async function createMockDb(persistence: Persistence = memoryPersistence(), { saveSeed = false } = {}): Promise<MockDb> {
  const db = new MockDb(seedAll, persistence, { names: Object.keys(collections), saveSeed });
  await db.init();
  return db;
}

/** The mock API's calls (public/mockApiWorker.js writes this pattern again: tests/contract/mock-worker.test.ts). */
export const API = /^[a-z]+:\/\/[^/]+\/(?:api|connect|live|short)\//i;
const NOT_API = /^(?![a-z]+:\/\/[^/]+\/(?:api|connect|live|short)\/)/i;

/**
 * A stored file the browser loads by itself (a picture, a clip or a link: GET /api/file without
 * the `t` the app's HTTP client adds to every GET). Injected failures are meant for the page's
 * API calls, so these never take them (a one-shot failure would otherwise go to a thumbnail).
 */
function isBrowserFile(request: Request): boolean {
  const url = new URL(request.url);
  return request.method === 'GET' && /\/api\/file\/?$/i.test(url.pathname) && !url.searchParams.has('t');
}
/** The app's code chunks, in development and in a build (the developer panel can delay or fail them). */
export const CHUNK = /[?&]tsr-split=|\/assets\/.*\.js(?:\?|$)/;

/** Latency and injected failures from the developer panel, in front of every API handler. */
export function controlHandlers(): RequestHandler[] {
  return [
    // First: what is not the API goes on at once, instead of being matched against every route
    // below. The worker (public/mockApiWorker.js) sends the page only the app's code chunks of
    // all that: the developer panel can delay or fail them.
    http.all(NOT_API, async ({ request }) => {
      if (request.method === 'GET' && CHUNK.test(request.url)) {
        const controls = readControls();
        if (controls.failChunks) return HttpResponse.error();
        if (controls.chunkDelayMs > 0) await delay(controls.chunkDelayMs);
      }
      return passthrough();
    }),
    http.all(API, async ({ request }) => {
      const controls = readControls();
      if (controls.latencyMs > 0) await delay(controls.latencyMs);
      if (request.url.includes('/connect/token') || isBrowserFile(request)) return undefined;
      switch (takeFailure()) {
        case '401':
          return new HttpResponse(null, { status: 401 });
        case '404':
          return new HttpResponse(null, { status: 404 });
        case '500':
          return HttpResponse.json({ status: 500, errors: [{ message: '服务器内部错误：数据库连接超时（演示注入）' }] }, { status: 500 });
        case '500-bare':
          return new HttpResponse(null, { status: 500 });
        case 'network':
          return HttpResponse.error();
        case 'unreadable':
          return HttpResponse.html('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 200 });
        default:
          return undefined;
      }
    }),
  ];
}

let generated: Promise<RequestHandler[]> | undefined;

/**
 * orval's faker handlers answer what no stateful domain does. They (and faker) are about 1.5 MB
 * of code, so they load on the first such call instead of with the mock API: every page load of
 * `npm run dev` and of the mock build starts that much sooner.
 */
export function generatedFallback(): RequestHandler {
  return http.all(API, async ({ request }) => {
    generated ??= import('./generated').then((m) => m.generatedHandlers());
    return getResponse(await generated, request.clone());
  });
}

/** `GET api/company`: the method and the first two segments of a path, lower-cased (none when one is a `{name}`). */
function prefixOf(method: string, path: string): string | undefined {
  const segments = path.toLowerCase().split('/').filter(Boolean).slice(0, 2);
  return segments.some((s) => s.includes('{')) ? undefined : `${method.toUpperCase()} ${segments.join('/')}`;
}

/**
 * The stateful routes behind one handler that picks the few a request can match: MSW tries its
 * handlers one by one, reading each request's cookies for each, and the ~500 routes cost a few ms
 * of the page's main thread per API call (the most of the mock API's time on a list page). Routes
 * are grouped by method and the first two segments of their contract path; a request is tried, in
 * the routes' own order, against its group and the routes whose first segments are templates.
 */
export function dispatcher(routes: RequestHandler[]): RequestHandler {
  const groups = new Map<string, [number, RequestHandler][]>();
  const anywhere: [number, RequestHandler][] = [];
  routes.forEach((route, order) => {
    const path = contractPathOf(route);
    const method = (route as { info?: { method?: unknown } }).info?.method;
    const key = path && typeof method === 'string' ? prefixOf(method, path) : undefined;
    const group = key ? (groups.get(key) ?? groups.set(key, []).get(key)!) : anywhere;
    group.push([order, route]);
  });
  return http.all(API, async ({ request }) => {
    const group = groups.get(prefixOf(request.method, new URL(request.url).pathname) ?? '') ?? [];
    const candidates = (anywhere.length ? [...group, ...anywhere].sort((a, b) => a[0] - b[0]) : group).map(([, route]) => route);
    return candidates.length ? getResponse(candidates, request.clone()) : undefined;
  });
}

export function createHandlers(db: MockDb): RequestHandler[] {
  return [...controlHandlers(), dispatcher(domains.flatMap((d) => d.handlers(db))), generatedFallback()];
}

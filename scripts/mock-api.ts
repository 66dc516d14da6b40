/**
 * The mock API over HTTP: the same stateful handlers as the browser's mock service worker
 * (src/mocks/setup.ts), answering real requests on a port, so that a production build, which has
 * no mocks in it, can run against the demo data as it would against the backend.
 *
 *   npm run mock-api                       the API on http://127.0.0.1:4190 (/api, /connect, /live, /short)
 *   npm run mock-api -- --preview dist     instead, the build in dist/ on http://127.0.0.1:4173, served
 *                                          as by `vite preview` (pre-compressed), with the mock API on
 *                                          the same origin
 *   --port N, --preview-port N             other ports
 *
 * The data lives in this process's memory: it starts from the demo data and is lost when it stops.
 * The benchmarks measure the product list of the production build this way (scripts/bench.ts).
 */
import { once } from 'node:events';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createServer as createViteServer, preview } from 'vite';
import { alias } from '../vite.config.ts';

const root = join(import.meta.dirname, '..');
/** The paths it answers, for people (src/mocks/setup.ts's `API` is the pattern it matches). */
const PATHS = '/api, /connect, /live and /short';

/** What the script uses of src/mocks/setup.ts (loaded through Vite, so not typed by this project's Node settings). */
interface MockSetup {
  createMockDb(): Promise<unknown>;
  createHandlers(db: unknown): unknown[];
  /** The mock API's calls, by their URL. */
  API: RegExp;
}
interface Msw {
  getResponse(handlers: unknown[], request: Request): Promise<Response | undefined>;
}

/** Loads the mock handlers with Vite's module loader (they import with the app's aliases and `import.meta.glob`). */
async function loadHandlers() {
  const vite = await createViteServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    resolve: { alias },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const setup = (await vite.ssrLoadModule('/src/mocks/setup.ts')) as MockSetup;
    const msw = (await vite.ssrLoadModule('msw')) as Msw;
    const db = await setup.createMockDb();
    return { handlers: setup.createHandlers(db), api: setup.API, getResponse: msw.getResponse, vite };
  } catch (error) {
    await vite.close();
    throw error;
  }
}

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // (HTTP/2's pseudo-headers are not headers of a fetch Request; MSW's "bypass me" mark, from a
    // client that runs MSW itself, is not meant for this end.)
    if (value === undefined || name.startsWith(':') || name === 'x-msw-intention') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const host = req.headers.host ?? req.headers[':authority'] ?? '127.0.0.1';
  return new Request(`http://${String(host)}${req.url ?? '/'}`, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response) {
  if (response.type === 'error') {
    // HttpResponse.error(): a network failure, as the browser would see it.
    res.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** An error in the API's envelope (`status`, `errors`). */
function sendError(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status, errors: [{ message }] }));
}

/** The mock API as Connect middleware: answers its paths, passes every other request on. */
export async function mockApiMiddleware() {
  const { handlers, api, getResponse, vite } = await loadHandlers();
  const handle = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!api.test(`http://127.0.0.1${req.url ?? '/'}`)) return next();
    void (async () => {
      try {
        const response = await getResponse(handlers, toRequest(req));
        const passedOn = !response || response.headers.get('x-msw-intention') === 'passthrough';
        if (passedOn) sendError(res, 404, `The mock API has no ${req.method} ${req.url}`);
        else await send(res, response);
      } catch (error) {
        sendError(res, 500, String(error));
      }
    })();
  };
  return { handle, close: () => vite.close() };
}

/** Starts the mock API on `port` (0: any free port). */
export async function startMockApi(port = 4190, host = '127.0.0.1') {
  const api = await mockApiMiddleware();
  const server = createHttpServer((req, res) => api.handle(req, res, () => sendError(res, 404, `The mock API answers only ${PATHS}, not ${req.url}`)));
  server.listen(port, host);
  await once(server, 'listening');
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async close() {
      server.close();
      await api.close();
    },
  };
}

/**
 * `vite preview` of a build with the mock API in the same server, on the same origin: as a
 * production build is served in front of its backend. With `https` (a key and certificate), the
 * preview speaks HTTP/2, as a production server would (browsers speak HTTP/2 only over TLS).
 */
export async function previewWithMockApi(outDir: string, port: number, options: { https?: { key: Buffer; cert: Buffer } } = {}) {
  const api = await mockApiMiddleware();
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1', https: options.https },
    plugins: [{ name: 'mock-api', configurePreviewServer: (s) => void s.middlewares.use(api.handle) }],
  });
  return {
    url: `${options.https ? 'https' : 'http'}://127.0.0.1:${port}`,
    async close() {
      await server.close();
      await api.close();
    },
  };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4190' }, preview: { type: 'string' }, 'preview-port': { type: 'string', default: '4173' } } });
  if (values.preview) {
    const site = await previewWithMockApi(values.preview, Number(values['preview-port']));
    console.log(`${values.preview} with the mock API (${PATHS}): ${site.url}/exhibition/login/alogin`);
  } else {
    const api = await startMockApi(Number(values.port));
    console.log(`mock API: ${api.url} (${PATHS})`);
  }
}

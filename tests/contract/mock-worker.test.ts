/**
 * public/mockApiWorker.js runs in front of MSW's worker and lets through only what the mock API
 * answers or shapes: the API and the app's code chunks (src/mocks/setup.ts, API and CHUNK). It is a
 * plain script served from public/ and writes its own pattern, so this runs the worker file itself
 * and checks that it passes exactly those requests on to MSW: a call it sent to the network instead
 * would reach no mock (a failed page), a module it passed on would go through the page's main thread.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { API, CHUNK } from '@/mocks/setup';

const root = resolve(import.meta.dirname, '../..');

/** Loads the worker with a stand-in `self`; answers whether a request reaches MSW's listener. */
function loadWorker() {
  const listeners: ((event: unknown) => void)[] = [];
  const imported: string[] = [];
  const self = { addEventListener: (type: string, fn: (event: unknown) => void) => type === 'fetch' && listeners.push(fn) };
  runInNewContext(readFileSync(resolve(root, 'public/mockApiWorker.js'), 'utf8'), { self, importScripts: (url: string) => imported.push(url) });
  const reachesMsw = (url: string) => {
    let stopped = false;
    for (const listener of listeners) listener({ request: { url }, stopImmediatePropagation: () => (stopped = true) });
    return !stopped;
  };
  return { reachesMsw, imported, listeners };
}

const spec = JSON.parse(readFileSync(resolve(root, 'generated/openapi.json'), 'utf8')) as { paths: Record<string, unknown> };
const origins = ['http://localhost:5173', 'http://127.0.0.1:4180'];
const apiCalls = Object.keys(spec.paths).flatMap((path) => origins.map((origin) => `${origin}${path.replace(/\{[^}]+\}/g, '1')}?t=1795760000`));
const chunks = [
  'http://localhost:5173/src/features/product/ProductListPage.tsx?tsr-split=component',
  'http://localhost:5173/src/app/routes/host/index.tsx?v=3f2a&tsr-split=loader',
  'http://127.0.0.1:4180/assets/index-BhfFttf0.js',
  'http://127.0.0.1:4180/assets/ProductListPage-U58v3ZMD.js?import',
];
const others = [
  'http://localhost:5173/exhibition/login/alogin',
  'http://localhost:5173/src/main.tsx',
  'http://localhost:5173/src/app/App.tsx?t=1795760000',
  'http://localhost:5173/node_modules/.vite/deps/react.js?v=3f2a',
  'http://localhost:5173/@vite/client',
  'http://localhost:5173/@id/__x00__virtual:dev-bundle',
  'http://localhost:5173/favicon.svg',
  'http://127.0.0.1:4180/assets/index-C9kp2sQw.css',
  'http://localhost:5173/mock-media/booth-1.jpg',
  'http://localhost:5173/apidocs/index.html',
];

describe('the mock API worker (public/mockApiWorker.js)', () => {
  const worker = loadWorker();

  it('registers one fetch listener, then loads MSW’s worker after it', () => {
    expect(worker.listeners).toHaveLength(1);
    expect(worker.imported).toEqual(['./mockServiceWorker.js']);
  });

  it('passes every call of the contract on to the mock API, from the dev server and from a build', () => {
    expect(apiCalls.length).toBeGreaterThan(300);
    expect(apiCalls.filter((url) => !worker.reachesMsw(url))).toEqual([]);
  });

  it('passes the app’s code chunks on, and sends the dev server’s modules, pages, styles and pictures to the network', () => {
    expect(chunks.filter((url) => !worker.reachesMsw(url))).toEqual([]);
    expect(others.filter((url) => worker.reachesMsw(url))).toEqual([]);
  });

  it('lets through exactly what the mock API’s own patterns name (src/mocks/setup.ts)', () => {
    for (const url of [...apiCalls, ...chunks, ...others]) expect(worker.reachesMsw(url), url).toBe(API.test(url) || CHUNK.test(url));
  });
});

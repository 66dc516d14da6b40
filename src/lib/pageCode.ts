/**
 * A page's code, asked for by its address when the router starts loading the page (a navigation,
 * or a link's hover): all its chunks at once, instead of each chunk's imports only once that chunk
 * has arrived.
 *
 * A build answers through the global that index.html's first script defines: the page preloads'
 * script (scripts/page-preloads.ts) holds every page's address pattern and the chunk graph, and
 * adds a `modulepreload` link for each chunk of the page. The router's own imports then find them
 * on their way. The route tree carries no preload list of its own: 10.6 kB gz less of every first
 * page's entry. Without a build (the dev server, the tests) nothing answers, and nothing is needed.
 */

/** The global the build's scripts define (scripts/page-preloads.ts, vite.config.ts preloadLoginPages). */
export const PAGE_CODE_GLOBAL = '__expoPreloadPage';

/** Preloads the code of the page at `pathname`, when the build can say what it is. */
export function preloadPageCode(pathname: string): void {
  const preload = (globalThis as Record<string, unknown>)[PAGE_CODE_GLOBAL];
  if (typeof preload === 'function') preload(pathname);
}

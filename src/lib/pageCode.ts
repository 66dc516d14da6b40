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

/** The build's function, or its stand-in until the page preloads' script has arrived (which can `load` it). */
type PreloadPage = ((pathname: string) => void) & { load?: () => void };
const preloader = () => (globalThis as Record<string, unknown>)[PAGE_CODE_GLOBAL] as PreloadPage | undefined;

/** Preloads the code of the page at `pathname`, when the build can say what it is. */
export function preloadPageCode(pathname: string): void {
  const preload = preloader();
  if (typeof preload === 'function') preload(pathname);
}

/**
 * Has the page preloads' script arrive before any page is asked for: a login page does not load it
 * for its own first paint, and the pages after the sign-in use it. Call it when the page is idle.
 */
export function loadPageCode(): void {
  preloader()?.load?.();
}

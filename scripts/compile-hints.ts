/**
 * V8's explicit compile hint on the chunks every page starts with: the entry and what it imports
 * statically (the libraries' chunk and the app's), which index.html loads and preloads.
 *
 * V8 compiles a function when it is first called, on the main thread, unless it was compiled with
 * its script: the script is then compiled on a background thread while it downloads. For these
 * chunks, whose code mostly runs as the page starts (React, Chakra's style system, the router, the
 * route tree…), a first line `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other browsers
 * read a comment) asks for the second. Measured with the production build, the mock API on the same
 * origin, Chromium with a 4× slower CPU and the cache disabled, last build against the same build
 * with the hint, alternated:
 * - main-thread compilation on the login page: 831 → 228 ms (Chromium's trace, 3 loads each);
 * - the product list opened by its address, signed in: blocking time 1.93 → 1.69 s, longest task
 *   1.47 → 1.26 s (8 loads each, medians);
 * - Lighthouse mobile over HTTP/1.1 (5 runs each, medians): login 66 → 71 (blocking time 966 →
 *   765 ms), product list 46 → 49 (2.40 → 1.66 s).
 * Lazy chunks keep V8's own choice: a page's chunk also carries code that runs only when the user
 * acts (exports, dialogs), and compiling it all would be work for nothing. For the same reason the
 * end-to-end tests' build has no hint (vite.config.ts): its first chunk is every library of every
 * page with the mock API's.
 *
 * The line shifts the chunk's source map by one line; the map is shifted with it.
 * scripts/bundle-budget.ts checks that the production build's first chunks start with it.
 */
import type { Plugin } from 'vite';
import { initialChunks } from './chunk-graph.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After Vite's own generateBundle has written the preload lists into the chunks.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of initialChunks(bundle)) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

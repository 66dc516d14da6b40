import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OutputBundle } from 'rolldown';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { chakraGlobalCssAtBuild } from './scripts/chakra-global-css.ts';
import { addStaticGraph, chunkImports } from './scripts/chunk-graph.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { devBundles } from './scripts/dev-bundles.ts';
import { devDeps } from './scripts/dev-deps.ts';
import { zagAnatomyNamesOnce, zodWithoutJsonSchema } from './scripts/library-edits.ts';
import { LOGIN_PAGE_MODULE, loginLayoutModule } from './scripts/login-pages.ts';
import { MOCK_WORKER_FILES } from './scripts/mock-workers.ts';
import { ADD_LINK, isRouteChunk, pagePreloadsStandIn, preloadPages, slicePreloadHelper } from './scripts/page-preloads.ts';
import { precompress } from './scripts/precompress.ts';
import { routerConfig } from './scripts/router-config.ts';

const src = join(import.meta.dirname, 'src');
const generated = join(import.meta.dirname, 'generated');
/** The app's import aliases (also scripts/mock-api.ts's, which loads the mock API outside this config). */
export const alias = {
  '@': src,
  '@gen': generated,
  // tldts: MSW's cookie store asks it for registrable domains, with the whole public suffix list
  // (260 kB); the mock API needs only its hosts' (src/mocks/public-suffix.ts).
  tldts: join(src, 'mocks', 'public-suffix.ts'),
};

/** The libraries of every page and of the mock API, as one chunk of the mock build (below). */
const E2E_CORE =
  /node_modules[\\/](react|react-dom|scheduler|@chakra-ui[\\/]react|@emotion|@ark-ui|@zag-js|@tanstack[\\/](react-router|router-core|react-query|query-core|history|react-store|store)|i18next|react-i18next|axios|zod|react-hook-form|@hookform|msw|@mswjs|idb-keyval)[\\/]/;

/**
 * The login pages load in one wave: index.html preloads the entry's chunks, and a line of script
 * in it adds the chunks of the login page at the address being opened (its page, the components
 * it imports, its interface text and the split code of the layout routes above it) before the
 * entry runs, instead of the router asking for them once the entry has been evaluated. Only the
 * login pages are named here: every visit starts there, and any other page would make index.html
 * name chunks that most visits do not need. At any other address the same line adds the script
 * that preloads that page's code (scripts/page-preloads.ts).
 */
function preloadLoginPages(otherPages: () => string): Plugin {
  return {
    name: 'preload-login-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const preloaded = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
        const withImports = (file: string, into: Set<string>) => addStaticGraph((f) => byFile.get(f)?.imports, file, into, preloaded);
        const text = (language: 'zh' | 'en') => chunks.find((c) => c.facadeModuleId?.endsWith(`locales/account.${language}.ts`))?.fileName;
        const pages: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const match = LOGIN_PAGE_MODULE.exec(chunk.facadeModuleId ?? '');
          if (!match) continue;
          const [, office, page] = match;
          const paths = office === 'exhibition' ? [[`/exhibition/login/${page}`, 'zh'], [`/exhibitionEn/login/${page}`, 'en']] : [[`/${office}/login/${page}`, 'zh']];
          // The layout routes above the page, when one of them has split code of its own.
          const layouts = chunks.filter((c) => loginLayoutModule(office).test(c.facadeModuleId ?? ''));
          for (const [path, language] of paths) {
            const files = withImports(chunk.fileName, new Set());
            for (const layout of layouts) withImports(layout.fileName, files);
            const strings = text(language as 'zh' | 'en');
            if (strings) withImports(strings, files);
            pages[path!] = [...files].map((f) => `/${f}`);
          }
        }
        // Any other page: the script that preloads its code (scripts/page-preloads.ts), at once. A login
        // page has the app load it once idle (src/lib/pageCode.ts, loadPageCode), for the pages after the
        // sign-in; until it is in, a stand-in keeps the addresses the app asks for and loads it at the
        // first that is not a login page (whose code is named here, not in that script).
        const otherScript = otherPages();
        const other = otherScript ? pagePreloadsStandIn(`/${otherScript}`) : '';
        // The links as the other pages add theirs (ADD_LINK): a few at a time, so that the splash below
        // is not held back until all are in.
        const script = `(function(){var P=${JSON.stringify(pages)},p=P[location.pathname.replace(/\\/+$/,'')];${ADD_LINK}if(p)p.forEach(preloadModule);${other}})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}

/**
 * A lazy chunk's preload list names only what its importer has not loaded already, and a route's
 * split code has none. Vite lists each dynamic import's whole static graph (`__vite__mapDeps`); a
 * module runs only once its own static imports have, so the part of that graph the importer already
 * imports is loaded by then (half of each route's list was the entry's own libraries). The route
 * tree in the entry imports ~210 route chunks lazily: even so, their lists and file table were
 * 10.6 kB gz of every first page's entry. A page's chunks are now preloaded by its address, from
 * the page preloads' graph (src/lib/pageCode.ts, scripts/page-preloads.ts). The other lists (text
 * domains, the toaster, charts, spreadsheets…) are sorted: in Vite's order of discovery, the same
 * runs of chunks came in ever other orders, and gzip found fewer of them.
 */
function preloadOnlyWhatIsMissing(): Plugin {
  let bundle: OutputBundle | undefined;
  const loaded = new Map<string, Set<string>>();
  const staticGraph = (file: string): Set<string> => {
    let files = loaded.get(file);
    if (!files) loaded.set(file, (files = addStaticGraph(chunkImports(bundle), file, new Set())));
    return files;
  };
  return {
    name: 'preload-only-what-is-missing',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (file, deps, { hostId, hostType }) => {
            if (hostType !== 'js' || !bundle?.[hostId]) return deps;
            // A route's split code: its page's chunks are preloaded by the page's address (src/lib/pageCode.ts).
            if (isRouteChunk(bundle[file])) return deps.filter((dep) => dep.endsWith('.css'));
            return deps.filter((dep) => !staticGraph(hostId).has(dep)).sort();
          },
        },
      },
    }),
    // Before Vite's own generateBundle writes the lists.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loaded.clear();
      },
    },
  };
}

/**
 * The development server serves the app module by module, and a module's code runs only once all
 * it imports statically has arrived: about 400 files for the first page, most of them the route
 * files. The mock API's own modules were asked for only after all those had run, so the page
 * waited for the two in turn. This line of index.html (development only) starts the mock API at
 * once, beside them; main.tsx's import of the same module then finds it running.
 */
function startMocksEarly(): Plugin {
  return {
    name: 'start-mocks-early',
    apply: 'serve',
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module' }, children: "import('/src/app/mockApi.ts');", injectTo: 'head' }],
  };
}

/**
 * public/mockApiWorker.js (with MSW's worker, public/mockServiceWorker.js, which it loads) is the mock
 * API's service worker: development and the mock builds register it. A build without the mocks
 * leaves both out (Vite copies public/ whole), so production serves no mock code.
 */
function noMockWorkerWithoutMocks(): Plugin {
  let files: string[] = [];
  return {
    name: 'no-mock-worker-without-mocks',
    apply: 'build',
    configResolved(config) {
      if (!mocksOn(config.mode, 'build')) files = MOCK_WORKER_FILES.map((name) => resolve(config.root, config.build.outDir, name));
    },
    // Before the other plugins' writeBundle (precompress) see it.
    writeBundle: {
      order: 'pre',
      handler() {
        for (const file of files) rmSync(file, { force: true });
      },
    },
  };
}

/**
 * Whether the app runs on the in-browser mocks (`import.meta.env.MOCKS_ON`): in development unless
 * VITE_MOCKS=off, and in builds made with VITE_MOCKS=on (the end-to-end tests' build). A constant
 * in every module, so that a production build drops what is behind it: the mock API, the developer
 * panel and its text.
 */
function mocksOn(mode: string, command: 'build' | 'serve'): boolean {
  const flag = loadEnv(mode, import.meta.dirname, 'VITE_').VITE_MOCKS;
  return flag === 'on' || (command === 'serve' && flag !== 'off');
}

/** Every other page's code, preloaded by its address (scripts/page-preloads.ts). */
const pagePreloads = preloadPages();

export default defineConfig(({ mode, command }) => ({
  define: { 'import.meta.env.MOCKS_ON': JSON.stringify(mocksOn(mode, command)) },
  plugins: [
    tanstackRouter({
      ...routerConfig,
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its page: the route tree in the entry keeps only titles and
      // search validation, and the generated calls a loader uses arrive with the page's code.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        // The dev server bundles the route files into one module (below), where the plugin's
        // per-file hot-update code would share one module's state; an edited route file reloads.
        addHmr: false,
      },
    }),
    devBundles(),
    devDeps(),
    react(),
    preloadLoginPages(() => pagePreloads.api.fileName()),
    pagePreloads,
    slicePreloadHelper(),
    chakraGlobalCssAtBuild(),
    zagAnatomyNamesOnce(),
    zodWithoutJsonSchema(),
    preloadOnlyWhatIsMissing(),
    // Not in the end-to-end tests' build: its first chunk holds every library of every page and the
    // mock API's (1.2 MB), most of it never called by a given page, and compiled eagerly it kept the
    // other test browser from the machine's second core (two cold starts at once, both login forms
    // shown after a reload: 10.1 s with the hint, 9.2 s without; 10 pairs each, alternated, medians).
    mode === 'e2e' ? undefined : compileHints(),
    startMocksEarly(),
    noMockWorkerWithoutMocks(),
    // Brotli and gzip beside each file of a build that is served (not the end-to-end tests' build:
    // its preview is local, and compressing it would only lengthen the test command).
    mode === 'e2e' ? undefined : precompress(),
  ],
  resolve: {
    alias,
  },
  server: {
    port: 5173,
    strictPort: false,
    // Ready before the browser asks: the app's entry with what it imports, and the two bundles of
    // the dev server (scripts/dev-bundles.ts). Not for Vitest, which loads modules its own way.
    warmup: mode === 'test' ? undefined : { clientFiles: ['./src/main.tsx', './src/app/routeTree.gen.ts', './src/mocks/browser.ts'] },
  },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the bundle budget walks (scripts/bundle-budget.ts).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The generated zod modules (orval: `import * as zod from 'zod'`, a schema per operation) build
      // their schemas when they are evaluated; zod's calls are not known to be pure, so every
      // schema stayed in the bundle and was built as the page started, whether imported or not.
      // Declared pure, the ones no page imports are left out: 35 kB gz of the whole build, 2.3 kB of
      // the login page, and 40 of the 46 ms its account schemas took to build. Only the generated
      // code names zod `zod` (tests/contract/imports.test.ts); the app's own `z` (with z.config, the
      // localised messages) is not affected.
      treeshake: { manualPureFunctions: ['zod'] },
      // Chunks of what every page loads. The production build puts all that the entry imports
      // statically (Rolldown's `$initial` modules: React, Chakra UI's core, the router, i18next, the
      // route tree, the kit's base…) into two chunks, instead of ~55 cut where pages share parts of
      // it: the libraries, and the app's own with the entry. Every page loads all of it anyway, so no
      // page downloads more, and two files compress better than 55 (the login page: 336.1 kB gz in
      // 85 files before, 320.5 kB in 32 after). The libraries' chunk (242 kB gz) keeps its name, and
      // so its place in the browser's cache, across releases that change only the app's code.
      // The mock build of the end-to-end tests and benchmarks (`--mode e2e`) takes instead all the
      // libraries every page needs, the mock API's among them: each test opens a new browser context,
      // so the app starts cold many times a run (32 files start it about 0.4 s sooner than 95).
      output: {
        codeSplitting: {
          groups: [
            mode === 'e2e' ? { name: 'core', test: E2E_CORE, priority: 10 } : { name: 'libraries', tags: ['$initial'], test: /node_modules[\\/]/, priority: 10 },
            { name: 'initial', tags: ['$initial'], priority: 5 },
          ],
        },
      },
    },
  },
}));

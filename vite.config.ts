import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { routerConfig } from './scripts/router-config.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const generated = fileURLToPath(new URL('./generated', import.meta.url));
/** The libraries of every page and of the mock API, as one chunk of the mock build (below). */
const E2E_CORE =
  /node_modules[\\/](react|react-dom|scheduler|@chakra-ui[\\/]react|@emotion|@ark-ui|@zag-js|@tanstack[\\/](react-router|router-core|react-query|query-core|history|react-store|store)|i18next|react-i18next|axios|zod|react-hook-form|@hookform|msw|@mswjs|idb-keyval)[\\/]/;

export default defineConfig(({ mode }) => ({
  plugins: [
    tanstackRouter({
      ...routerConfig,
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its page: the route tree in the entry keeps only titles and
      // search validation, and the generated calls a loader uses arrive with the page's code.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
  ],
  resolve: {
    alias: { '@': src, '@gen': generated },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the bundle budget walks (scripts/bundle-budget.ts).
    manifest: true,
    chunkSizeWarningLimit: 900,
    // The mock build of the end-to-end tests and benchmarks (`--mode e2e`) puts the libraries every
    // page needs into one chunk: each test opens a new browser context, so the app starts cold many
    // times a run, and 32 files start it about 0.4 s sooner than 95 (2.0 s against 2.4 s to the login
    // form on this machine). The production build keeps the finer split that the budget measures.
    rolldownOptions: mode === 'e2e' ? { output: { codeSplitting: { groups: [{ name: 'core', test: E2E_CORE, priority: 10 }] } } } : undefined,
  },
}));

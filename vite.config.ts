import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { routerConfig } from './scripts/router-config.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const generated = fileURLToPath(new URL('./generated', import.meta.url));

export default defineConfig({
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
  },
});

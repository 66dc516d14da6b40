import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const MOCKS_MODULES = [
  'tests/integration/dev-panel.test.tsx',
  'tests/integration/unreadable-answers.test.tsx',
  'tests/unit/kit/misc.test.tsx',
  'tests/unit/http-client.test.ts',
];

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      css: false,
      testTimeout: 20_000,
      hookTimeout: 30_000,
      pool: 'threads',
      maxWorkers: 2,
      reporters: ['default'],
      projects: [
        {
          // Files run one after another in a worker that keeps its modules: each file still gets a
          // fresh mock store, MSW server and session (tests/setup.ts), without loading the app again.
          extends: true,
          test: { name: 'app', isolate: false, include: ['tests/{unit,integration,contract}/**/*.test.{ts,tsx}'], exclude: MOCKS_MODULES },
        },
        // Files that replace a module (vi.mock) need a module graph of their own.
        { extends: true, test: { name: 'module-mocks', include: MOCKS_MODULES } },
      ],
    },
  } satisfies ViteUserConfig),
);

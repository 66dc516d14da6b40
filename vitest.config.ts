import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import viteConfig from './vite.config.ts';

/**
 * The longest files (about a third of the suite's time between them), started first so that the
 * two workers finish together. Vitest orders by the last run's times when it has them; a clean
 * clone (CI) has none, and by file size one of these could start last and leave a worker idle.
 */
const SLOWEST_FIRST = [
  'tests/integration/resources-crud.test.tsx',
  'tests/integration/host-settings.test.tsx',
  'tests/integration/product-pages.test.tsx',
  'tests/integration/materials-pages.test.tsx',
  'tests/integration/company-pages.test.tsx',
  'tests/integration/account.test.tsx',
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOWEST_FIRST.findIndex((name) => f.moduleId.replace(/\\/g, '/').endsWith(name));
      return i < 0 ? SLOWEST_FIRST.length : i;
    };
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

// (The HTTP client's, the unreadable answers' and the developer panel's tests replace no module:
// they share the worker, which spares three loads of the whole app, about 30 s of CPU.)
const MOCKS_MODULES = ['tests/unit/kit/misc.test.tsx'];

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      css: false,
      testTimeout: 20_000,
      hookTimeout: 30_000,
      pool: 'threads',
      sequence: { sequencer: SlowestFirst },
      maxWorkers: 2,
      reporters: ['default'],
      // Through Vite, so that its tldts resolves to the mock API's stand-in as in the browser.
      server: { deps: { inline: ['tough-cookie'] } },
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

import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['tests/{unit,integration,contract}/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      css: false,
      testTimeout: 20_000,
      hookTimeout: 30_000,
      pool: 'threads',
      maxWorkers: 2,
      reporters: ['default'],
    },
  }),
);

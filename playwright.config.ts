import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in a real Chromium (Debian's /usr/bin/chromium; override with CHROMIUM_PATH)
 * against a build of the app with the offline mocks (`vite build --mode e2e`), served by vite preview.
 */
const port = 4180;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two browsers, one per core: each test's page waits on its mock API and its renders, and a second
  // browser fills those waits (the 63 tests here: 373 s against 414 s with one, same hour, no retry).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    // As someone who asked their system for less motion: dialogs, menus and toasts then open and
    // close at once (src/components/system.ts), and Playwright does not wait for them to stand still
    // (10–13% less time in five of the specs, same hour). tests/e2e/shell.spec.ts checks both settings.
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
    },
  },
  projects: [
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', dependencies: ['sign-in'], use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: `npx vite build --mode e2e --outDir dist-e2e --logLevel warn && npx vite preview --mode e2e --outDir dist-e2e --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/exhibition/login/alogin`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
  },
});

/**
 * scripts/preflight.mjs runs before `npm run dev`, `npm test` and `npm run e2e`: a missing Chromium
 * is reported in one line that says how to get one, before any test runs, instead of deep inside
 * Playwright; a working one is named with its version. While .ci/run installs one beside the
 * tests, `npm test` starts and the end-to-end tests wait for it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const script = resolve(__dirname, '../../scripts/preflight.mjs');
const dir = mkdtempSync(join(tmpdir(), 'preflight-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function preflight(checks: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [script, ...checks], { encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

describe('preflight', () => {
  it('stops with one line when CHROMIUM_PATH names no executable', () => {
    const notExecutable = join(dir, 'not-a-browser');
    writeFileSync(notExecutable, 'text');
    for (const path of [join(dir, 'missing'), notExecutable]) {
      const { status, err } = preflight(['chromium'], { CHROMIUM_PATH: path });
      expect(status).toBe(1);
      expect(err.split('\n')).toHaveLength(1);
      expect(err).toContain(`CHROMIUM_PATH=${path} is not an executable file`);
    }
  });

  it('stops with one line when the Chromium does not start', () => {
    const broken = join(dir, 'broken-chromium');
    writeFileSync(broken, '#!/bin/sh\necho "error while loading shared libraries: libnss3.so" >&2\nexit 127\n');
    chmodSync(broken, 0o755);
    const { status, err } = preflight(['chromium'], { CHROMIUM_PATH: broken });
    expect(status).toBe(1);
    expect(err.split('\n')).toHaveLength(1);
    expect(err).toContain('libnss3.so');
  });

  it('names the Node and the Chromium it found', () => {
    const chromium = join(dir, 'chromium');
    writeFileSync(chromium, '#!/bin/sh\necho "Chromium 156.0.1 built on Debian"\n');
    chmodSync(chromium, 0o755);
    const { status, out } = preflight(['node', 'chromium'], { CHROMIUM_PATH: chromium });
    expect(status).toBe(0);
    expect(out).toBe(`preflight: node ${process.version} (${process.execPath}) · Chromium 156.0.1 built on Debian (${chromium})`);
  });

  describe('while .ci/run installs Debian\'s chromium beside the tests (CHROMIUM_INSTALL_STATUS)', () => {
    const install = (name: string) => ({ CHROMIUM_PATH: '', CHROMIUM_INSTALL_STATUS: join(dir, `${name}.status`), CHROMIUM_INSTALL_LOG: join(dir, `${name}.log`) });

    it('lets `npm test` start, and says the browser is checked before the end-to-end tests', () => {
      const { status, out } = preflight(['chromium'], { ...install('pending'), npm_lifecycle_event: 'pretest' });
      expect(status).toBe(0);
      expect(out).toBe('preflight: chromium: being installed beside the tests, checked again before the end-to-end tests');
    });

    it('makes the end-to-end tests wait for the install, then checks the browser', async () => {
      const env = { ...install('late'), npm_lifecycle_event: 'pree2e' };
      const child = spawn(process.execPath, [script, 'chromium'], { env: { ...process.env, ...env } });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const exited = new Promise<number | null>((done) => child.on('exit', done));
      await vi.waitFor(() => expect(out).toContain('waiting for the chromium install to finish'), { timeout: 10_000 });
      await new Promise((done) => setTimeout(done, 700));
      expect(child.exitCode, 'still waiting while the install runs').toBeNull();
      writeFileSync(env.CHROMIUM_INSTALL_STATUS, '0\n');
      await exited;
      // Then the usual check of /usr/bin/chromium: named with its version, or said to be missing.
      expect(out).toMatch(/\(\/usr\/bin\/chromium\)|there is none at \/usr\/bin\/chromium/);
    });

    it('stops the end-to-end tests with the end of the install log when the install failed', () => {
      const env = install('failed');
      writeFileSync(env.CHROMIUM_INSTALL_STATUS, '100\n');
      writeFileSync(env.CHROMIUM_INSTALL_LOG, 'Reading package lists...\nE: Unable to locate package chromium\n');
      const { status, err } = preflight(['chromium'], { ...env, npm_lifecycle_event: 'pree2e' });
      expect(status).toBe(1);
      expect(err).toContain("installing Debian's chromium failed (exit 100)");
      expect(err).toContain('E: Unable to locate package chromium');
    });
  });

  it('refuses an unknown check', () => {
    expect(preflight(['firefox'], {}).status).toBe(1);
  });
});

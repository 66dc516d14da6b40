/**
 * scripts/preflight.mjs runs before `npm run dev`, `npm test` and `npm run e2e`: a missing Chromium
 * is reported in one line that says how to get one, before any test runs, instead of deep inside
 * Playwright; a working one is named with its version.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

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

  it('refuses an unknown check', () => {
    expect(preflight(['firefox'], {}).status).toBe(1);
  });
});

/**
 * Checks, before `npm run dev`, `npm test` and `npm run e2e`, what those commands need from the
 * machine, and says in one line what is missing instead of failing later and deep inside a tool.
 *
 *   node scripts/preflight.mjs node        the scripts run on Node >= 22.18 (the `node` devDependency)
 *   node scripts/preflight.mjs chromium    a Chromium for Playwright: $CHROMIUM_PATH or /usr/bin/chromium
 *
 * CHROMIUM_INSTALL_STATUS=<file> (set by .ci/run while it installs Debian's chromium beside the
 * tests): before `npm test` an install still under way is only noted; before the end-to-end tests
 * this waits for the file (the install's exit status), and fails with the end of
 * CHROMIUM_INSTALL_LOG when the install failed.
 *
 * Plain JavaScript on purpose: when the project's Node is missing, this runs on the machine's own
 * (Node 20 or older) and must still be able to say so.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const minimum = [22, 18];
const lines = [];
let failed = false;

function fail(message) {
  console.error(`preflight: ${message}`);
  failed = true;
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > minimum[0] || (major === minimum[0] && minor >= minimum[1])) {
    lines.push(`node ${process.version} (${process.execPath})`);
    return;
  }
  fail(
    `the scripts need Node >= ${minimum.join('.')} and run on node_modules/.bin/node (the \`node\` devDependency), ` +
      `but found Node ${process.version} at ${process.execPath}: run \`npm ci\` again, with install scripts on ` +
      '(the `node` package downloads its binary when it is installed).',
  );
}

/** False when the check is to be made later (an install under way, and the end-to-end tests not next). */
async function awaitChromiumInstall() {
  const status = process.env.CHROMIUM_INSTALL_STATUS;
  if (!status || process.env.CHROMIUM_PATH) return true;
  if (!existsSync(status) && process.env.npm_lifecycle_event !== 'pree2e') {
    lines.push('chromium: being installed beside the tests, checked again before the end-to-end tests');
    return false;
  }
  const started = Date.now();
  if (!existsSync(status)) console.log('preflight: waiting for the chromium install to finish…');
  while (!existsSync(status)) {
    if (Date.now() - started > 15 * 60_000) {
      fail(`the chromium install has not finished after 15 minutes (no ${status})`);
      return false;
    }
    await sleep(500);
  }
  if (started < Date.now() - 1000) lines.push(`waited ${Math.round((Date.now() - started) / 1000)} s for the chromium install`);
  const code = readFileSync(status, 'utf8').trim();
  if (code !== '0') {
    const log = process.env.CHROMIUM_INSTALL_LOG;
    const tail = log && existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-15).join('\n') : '(no log)';
    fail(`installing Debian's chromium failed (exit ${code}):\n${tail}`);
    return false;
  }
  return true;
}

async function checkChromium() {
  if (!(await awaitChromiumInstall())) return;
  const fromEnv = process.env.CHROMIUM_PATH;
  const path = fromEnv || '/usr/bin/chromium';
  try {
    accessSync(path, constants.X_OK);
  } catch {
    fail(
      fromEnv
        ? `CHROMIUM_PATH=${fromEnv} is not an executable file: point it at a Chromium or Chrome binary for the end-to-end tests.`
        : 'the end-to-end tests need a Chromium and there is none at /usr/bin/chromium: ' +
            'install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH=/path/to/chromium-or-chrome.',
    );
    return;
  }
  try {
    const version = execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000, stdio: ['ignore', 'pipe', 'pipe'] });
    lines.push(`${version.trim()} (${path})`);
  } catch (error) {
    const detail = String(error.stderr || error.message).trim().split('\n')[0];
    fail(`${path} does not start (\`${path} --version\`: ${detail}): reinstall it, or set CHROMIUM_PATH to another Chromium.`);
  }
}

for (const what of process.argv.slice(2)) {
  if (what === 'node') checkNode();
  else if (what === 'chromium') await checkChromium();
  else fail(`unknown check "${what}" (known: node, chromium)`);
}
if (failed) process.exit(1);
console.log(`preflight: ${lines.join(' · ')}`);

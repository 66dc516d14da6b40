/**
 * Test setup: the same stateful mocks as development, served by MSW's Node server; a fresh store
 * for every test file. Every request the app sends is also checked against the contract.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import * as React from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import '@/lib/validation';
import '@/lib/session/refresh';
import { applyLanguage, forgetDomains, i18n, loadBase, loadLocale } from '@/lib/i18n';
import { toaster } from '@/lib/toaster';
import { forgetListSearches } from '@/components/list/lastSearch';
import { createHandlers, createMockDb } from '@/mocks/setup';
import { contractGuard } from './support/contract-guard';

// React's development build records where every element was created (an Error with its stack per
// element, up to 10,000 a second) for the owner stacks of its warnings. Tests render thousands of
// elements a second: the debug stacks cost about a fifth of the suite's time. Warnings still
// name the component, without the creation stack.
const reactInternals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set: () => undefined });
}

// Two workers share two cores: give asynchronous UI updates time under load.
configure({ asyncUtilTimeout: 5000 });

// The base text of both languages; a domain's text comes with the loader of a route that uses it.
await loadBase('en');

// A key looked up with no text behind it is shown to the user as the key itself
// (`live.auth.status.notStarted`): every test file fails on one, as it fails on a call outside the contract.
const missingKeys = new Set<string>();
i18n.options.saveMissing = true;
i18n.options.missingKeyHandler = (languages, _namespace, key) => {
  missingKeys.add(`${key} (${[languages].flat().join(', ')})`);
};
const db = await createMockDb();
export const server = setupServer(...createHandlers(db));
export const mockDb = db;

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  // Test files share a worker's modules: each starts with no domain's text, as a fresh page does.
  // The developer panel's text is the exception: the app loads it once, with the panel's code, and
  // a worker's later files reuse that code without asking again.
  forgetDomains();
  // …and in Chinese, the default: a worker's last file may have left an English page's language.
  await applyLanguage('zh');
  await loadLocale('dev');
});
afterEach(() => {
  cleanup();
  // Test files share a worker's modules: no notice of one test outlives it.
  toaster.remove();
  forgetListSearches();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(async () => {
  server.close();
  const missing = [...missingKeys];
  missingKeys.clear();
  if (missing.length) throw new Error(`Text shown as its key (no text loaded for it):\n  ${missing.join('\n  ')}`);
  await contractGuard.assertClean();
});
server.events.on('request:start', ({ request }) => contractGuard.check(request));

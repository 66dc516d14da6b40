/**
 * Route coverage: every route of spec/routes.json (the project's copy of ../shared/spec) is either
 * served by the app or listed in tests/contract/routes-to-build.txt. The list may only shrink: a
 * route the app serves must leave it.
 */
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTree } from '@/app/routeTree.gen';
import { readChecklist } from './spec';

interface SeedRoute {
  path: string;
  area: string;
  redirect?: string;
}

const seed = readChecklist<SeedRoute>('routes.json');
const todoFile = resolve(__dirname, 'routes-to-build.txt');
const todo = existsSync(todoFile)
  ? readFileSync(todoFile, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))
  : [];

const router = createRouter({ routeTree, history: createMemoryHistory(), context: { queryClient: undefined as never } });

/** Whether a URL is served by a route of its own (not the root's not-found). */
function served(path: string): boolean {
  const matches = router.matchRoutes(path, {}, { throwOnError: false });
  const last = matches.at(-1);
  if (!last || last.routeId === '__root__') return false;
  const route = router.routesById[last.routeId as keyof typeof router.routesById] as { fullPath: string };
  const lang = (last.params as { lang?: string }).lang ?? '';
  const matched = route.fullPath.replace('{-$lang}', lang).replace(/\/$/, '') || '/';
  if (matched.toLowerCase() !== (path.replace(/\/$/, '') || '/').toLowerCase()) return false;
  // A Chinese-only exhibitor page is not served in the English area (000 §2).
  const chineseOnly = /\/(buyConsult|pageView|trade|act-live|mobile|mobilePcLive|mobileHealthyLife|CertificateExport|export|exportTable)$/;
  if (path.startsWith('/exhibitionEn/') && chineseOnly.test(path)) return false;
  return true;
}

describe('route coverage against routes.json', () => {
  const servedPaths = seed.filter((r) => served(r.path)).map((r) => r.path);
  const missing = seed.filter((r) => !served(r.path)).map((r) => r.path);

  it('reports how many seed routes the app serves', () => {
    console.log(`routes: ${servedPaths.length} of ${seed.length} seed routes served; ${missing.length} still to build`);
    expect(servedPaths.length + missing.length).toBe(seed.length);
    expect(servedPaths).toEqual(expect.arrayContaining(['/', '/host', '/exhibition', '/exhibitionEn', '/mobile-backend', '/404', '/500']));
  });

  if (process.env.UPDATE_ROUTES_TODO) {
    // `UPDATE_ROUTES_TODO=1 npx vitest run tests/contract/routes-coverage.test.ts` rewrites the list.
    writeFileSync(todoFile, `# Seed routes (routes.json) the app does not serve yet. This list may only shrink.\n${missing.join('\n')}\n`);
  }

  it('lists every route still to build in routes-to-build.txt', () => {
    expect(missing.filter((p) => !todo.includes(p))).toEqual([]);
  });

  it('lets the list only shrink: a served route is not listed', () => {
    expect(todo.filter((p) => servedPaths.includes(p))).toEqual([]);
    expect(todo.filter((p) => !seed.some((r) => r.path === p))).toEqual([]);
  });
});

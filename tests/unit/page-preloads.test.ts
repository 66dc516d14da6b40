/**
 * The build's page preloads (scripts/page-preloads.ts) find, for every address of the spec's
 * route checklist that the app serves, the route files of the page the router opens there.
 */
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '@/app/routeTree.gen';
import { pagePatterns } from '../../scripts/page-preloads';
import { readChecklist } from '../contract/spec';

const router = createRouter({ routeTree, history: createMemoryHistory(), context: { queryClient: undefined as never } });
const pages = pagePatterns();

/** The route file of the page the router opens at `path` (routes live at the path of their URL, src/app/routes.ts). */
function routerFile(path: string): string | undefined {
  const last = router.matchRoutes(path, {}, { throwOnError: false }).at(-1);
  if (!last || last.routeId === '__root__') return undefined;
  const { fullPath } = router.routesById[last.routeId as keyof typeof router.routesById] as { fullPath: string };
  const url = fullPath.replace('{-$lang}', '');
  return url.endsWith('/') ? `app/routes${url}index.tsx` : `app/routes${url}.tsx`;
}

describe('page preloads', () => {
  const paths = readChecklist<{ path: string }>('routes.json')
    .flatMap(({ path }) => (path.startsWith('/exhibition/') ? [path, path.replace('/exhibition/', '/exhibitionEn/')] : [path]))
    .filter((path) => routerFile(path));

  it('cover the served addresses of the checklist, in both exhibitor areas', () => {
    expect(paths.length).toBeGreaterThan(250);
  });

  it.each(paths)('%s: the first pattern that matches is the page the router opens, below the root', (path) => {
    const page = pages.find((p) => new RegExp(p.pattern).test(path.replace(/\/+$/, '') || '/'));
    expect(page?.files.at(-1)).toBe(routerFile(path));
    expect(page?.files[0]).toBe('app/routes/__root.tsx');
  });
});

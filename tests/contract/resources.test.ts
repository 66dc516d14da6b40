/**
 * The resource declarations against the route tree: every declared path is a registered route
 * that takes its options from the declaration (title, search params, loader), every title has
 * Chinese and English text, and every route of a back office that shows data loads it in a loader.
 */
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '@/app/routeTree.gen';
import { en } from '@/lib/i18n/locales/en';
import { zh } from '@/lib/i18n/locales/zh';
import { resourceCases } from '../support/resources';

const router = createRouter({ routeTree, history: createMemoryHistory(), context: { queryClient: undefined as never } });
const routes = router.routesById as unknown as Record<string, { options: { loader?: unknown; validateSearch?: unknown; staticData?: Record<string, unknown> }; fullPath: string }>;

function text(tree: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('resource declarations', () => {
  for (const { resource } of resourceCases) {
    it(`${resource.paths.list}: its pages are routes made from the declaration`, () => {
      for (const [page, path] of Object.entries(resource.paths)) {
        const route = routes[path];
        expect(route, `${page} page ${path}`).toBeDefined();
        expect(route.options.loader, `${path} has a loader`).toBeTypeOf('function');
        expect(route.options.staticData?.title).toBe(resource.titles[page as keyof typeof resource.titles]);
      }
      expect(routes[resource.paths.list].options.validateSearch).toBe(resource.search);
      expect(routes[resource.paths.list].options.staticData?.section).toBe(resource.section);
      for (const key of Object.values(resource.titles)) {
        expect(text(zh, key), `zh ${key}`).toBeTypeOf('string');
        expect(text(en, key), `en ${key}`).toBeTypeOf('string');
      }
    });
  }

  // The mobile back office's pages (load-more lists) do not have loaders yet.
  it('every page of the exhibitor and host back offices loads in a loader (data or its interface text)', () => {
    const pages = Object.entries(routes).filter(
      ([id, route]) => /^\/(exhibition\{-\$lang\}\/index|host\/index)\/./.test(id) && route.options.staticData?.title,
    );
    const without = pages.filter(([, route]) => typeof route.options.loader !== 'function').map(([id]) => id);
    console.log(`loaders: ${pages.length - without.length} of ${pages.length} back-office pages`);
    expect(without).toEqual([]);
  });
});

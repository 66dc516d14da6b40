import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { routes } from '../routes';
import { areaOfRoute, sectionsOf, sectionTitle, type Area } from './sections';
import type { NavSection } from './types';

interface VirtualNode {
  type: string;
  path?: string;
  children?: VirtualNode[];
}

/** Registered paths in the order of src/app/routes.ts (the one list of URLs). */
function orderedPaths(node: VirtualNode, prefix = ''): string[] {
  const path = node.type === 'route' && node.path ? `${prefix}${node.path}` : prefix;
  const own = node.type === 'route' ? [path] : [];
  return [...own, ...(node.children ?? []).flatMap((child) => orderedPaths(child, path))];
}

const ORDER = new Map(orderedPaths(routes as VirtualNode).map((path, i) => [path, i]));

/** What a route declares about itself for the navigation (src/app/router.tsx). */
interface NavStaticData {
  title?: string;
  section?: string;
  parent?: string;
  zhOnly?: boolean;
}

/**
 * The navigation of a back office, read from the route tree: every page with a `section` in its
 * static data, under that section, in URL-list order. Create and edit pages (with a `parent`)
 * are reached from their list and highlight it. Pages the English exhibitor area lacks are left
 * out there.
 */
export function useNav(area: Area, lang?: 'En'): NavSection[] {
  const router = useRouter();
  return useMemo(() => {
    const entries = Object.values(router.routesById)
      .map((route) => ({ path: route.fullPath.replace(/\/$/, ''), data: (route.options.staticData ?? {}) as NavStaticData }))
      .filter(({ path, data }) => data.section && data.title && !data.parent && areaOfRoute(path) === area && !(lang === 'En' && data.zhOnly))
      .sort((a, b) => (ORDER.get(a.path) ?? 1e6) - (ORDER.get(b.path) ?? 1e6));
    return sectionsOf(area)
      .map((id) => ({
        id,
        title: sectionTitle(area, id),
        entries: entries.filter((e) => e.data.section === id).map((e) => ({ to: e.path, title: e.data.title! })),
      }))
      .filter((section) => section.entries.length > 0);
  }, [router, area, lang]);
}

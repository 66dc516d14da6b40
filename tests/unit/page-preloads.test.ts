/**
 * The build's page preloads (scripts/page-preloads.ts) find, for every address of the spec's
 * route checklist that the app serves, the route files of the page the router opens there.
 */
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '@/app/routeTree.gen';
import { pagePatterns, slicePreloadHelper } from '../../scripts/page-preloads';
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

describe("the preload helper's links (a page's code asked for as the app runs)", () => {
  type Handler = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | undefined;
  const transform = (code: string) =>
    (slicePreloadHelper().transform as { handler: Handler }).handler.call(
      {
        error: (message) => {
          throw new Error(message);
        },
      },
      code,
      '\0vite/preload-helper.js',
    );

  it('are added 30 ms of main thread at a time, the rest in the tasks that follow, none lost and in order', () => {
    const helper = transform('function preload(link) { document.head.appendChild(link); }')!.code;
    let now = 0;
    const added: string[] = [];
    const tasks: (() => void)[] = [];
    // Each link costs 4 ms of main thread here.
    const document = { head: { appendChild: (link: string) => (added.push(link), (now += 4)) } };
    const preload = new Function('document', 'performance', 'setTimeout', `${helper}; return preload;`)(document, { now: () => now }, (task: () => void) => tasks.push(task)) as (link: string) => void;

    const links = Array.from({ length: 20 }, (_, i) => `chunk-${i}.js`);
    links.forEach(preload);
    expect(added).toEqual(links.slice(0, 8));
    tasks.shift()!();
    expect(added).toEqual(links.slice(0, 16));
    while (tasks.length) tasks.shift()!();
    expect(added).toEqual(links);

    // A later page's links start a slice of their own.
    preload('later.js');
    expect(added.at(-1)).toBe('later.js');
  });

  it("fail the build when Vite's helper no longer adds its links by that line", () => {
    expect(() => transform('function preload(link) { document.body.append(link); }')).toThrow(/no longer adds its links/);
  });
});

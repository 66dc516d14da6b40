/**
 * The build's page preloads (scripts/page-preloads.ts) find, for every address of the spec's
 * route checklist that the app serves, the route files of the page the router opens there.
 */
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '@/app/routeTree.gen';
import type { OutputBundle } from 'rolldown';
import { pagePatterns, pagePreloadScript, pagePreloadsStandIn, SLICE_MS, slicePreloadHelper } from '../../scripts/page-preloads';
import { PAGE_CODE_GLOBAL } from '@/lib/pageCode';
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

/** A `<link>` as far as the helper's slices use one. */
class FakeLink {
  constructor(private href: string) {}
  getAttribute(_name: string) {
    return this.href;
  }
  setAttribute(_name: string, value: string) {
    this.href = value;
  }
}

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

  /** The helper, run against a document whose links are listed in `added` and cost 4 ms of main thread each. */
  function helperPage(existing: string[] = []) {
    const helper = transform('function preload(link) { document.head.appendChild(link); }')!.code;
    let now = 0;
    const added: string[] = [...existing];
    const tasks: (() => void)[] = [];
    const document = {
      head: { appendChild: (link: FakeLink) => (added.push(link.getAttribute('href')), (now += 4)) },
      querySelector: (selector: string) => added.find((href) => selector === `link[href="${href}"]`) ?? null,
    };
    const location = { origin: 'https://expo.example' };
    const run = new Function('document', 'performance', 'setTimeout', 'location', `${helper}; return preload;`);
    const preload = run(document, { now: () => now }, (task: () => void) => tasks.push(task), location) as (link: FakeLink) => void;
    return { added, tasks, preload: (href: string) => preload(new FakeLink(href)) };
  }

  it('are added SLICE_MS (10 ms) of main thread at a time, the rest in the tasks that follow, none lost and in order', () => {
    expect(SLICE_MS).toBeLessThanOrEqual(12);
    const { added, tasks, preload } = helperPage();
    const links = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`);
    links.forEach(preload);
    // 4 ms a link: three fit in a slice of 10 ms (the third starts at 8 ms).
    expect(added).toEqual(links.slice(0, 3));
    tasks.shift()!();
    expect(added).toEqual(links.slice(0, 6));
    while (tasks.length) tasks.shift()!();
    expect(added).toEqual(links);

    // A later page's links start a slice of their own.
    preload('/assets/later.js');
    expect(added.at(-1)).toBe('/assets/later.js');
  });

  it("name a chunk by its path, and skip one the page's own preloads have a link for already", () => {
    const { added, tasks, preload } = helperPage(['/assets/route-a.js']);
    preload('https://expo.example/assets/route-a.js');
    preload('https://expo.example/assets/route-b.js');
    preload('https://expo.example/assets/route-b.js');
    while (tasks.length) tasks.shift()!();
    expect(added).toEqual(['/assets/route-a.js', '/assets/route-b.js']);
  });

  it("fail the build when Vite's helper no longer adds its links by that line", () => {
    expect(() => transform('function preload(link) { document.body.append(link); }')).toThrow(/links added in slices.*is not in this module any more/);
  });
});

describe("the page preloads' script (a page's code asked for by its address)", () => {
  const chunk = (fileName: string, imports: string[], route?: string) => ({ type: 'chunk', fileName, imports, facadeModuleId: route && `/repo/src/app/routes/${route}.tsx?tsr-split=component---loader` });
  // The product list's split code and what it imports; the entry's own chunks are index.html's.
  const bundle = Object.fromEntries(
    [
      chunk('assets/index-E.js', ['assets/libraries-L.js']),
      chunk('assets/libraries-L.js', []),
      chunk('assets/exhibition-route-X.js', ['assets/libraries-L.js'], 'exhibition/route'),
      chunk('assets/allpro-A.js', ['assets/ProductListPage-P.js', 'assets/libraries-L.js'], 'exhibition/index/product/allpro'),
      chunk('assets/ProductListPage-P.js', ['assets/DataTable-D.js', 'assets/menu-M.js']),
      chunk('assets/DataTable-D.js', ['assets/menu-M.js']),
      chunk('assets/menu-M.js', []),
      chunk('assets/home-H.js', ['assets/menu-M.js'], 'exhibition/index/home'),
    ].map((c) => [c.fileName, c]),
  ) as unknown as OutputBundle;
  const script = pagePreloadScript(bundle, new Set(['assets/index-E.js', 'assets/libraries-L.js']));

  /** Runs the script at `path`, after the app asked for `asked` (index.html's stand-in kept them); returns the links it adds. */
  function run(path: string, asked: string[] = []) {
    const added: string[] = [];
    const link = () => ({ href: '', rel: '', crossOrigin: '', getAttribute: function (this: { href: string }) { return this.href; }, setAttribute: function (this: { href: string }, _name: string, value: string) { this.href = value; } });
    const document = { createElement: link, head: { appendChild: (l: { href: string }) => added.push(l.href) }, querySelector: (selector: string) => added.find((href) => selector === `link[href="${href}"]`) ?? null };
    const window: Record<string, unknown> = { [PAGE_CODE_GLOBAL]: Object.assign(() => {}, { asked }) };
    new Function('window', 'document', 'location', 'performance', 'setTimeout', script)(window, document, { pathname: path, origin: 'https://expo.example' }, { now: () => 0 }, () => {});
    return { added, preloadPage: window[PAGE_CODE_GLOBAL] as (path: string) => void };
  }

  it('preloads the page at its address with all the chunks it imports, but not the entry\'s', () => {
    expect(run('/exhibitionEn/index/product/allpro/').added.sort()).toEqual(
      ['/assets/DataTable-D.js', '/assets/ProductListPage-P.js', '/assets/allpro-A.js', '/assets/exhibition-route-X.js', '/assets/menu-M.js'],
    );
  });

  it('then answers the app for each page it loads, each chunk once', () => {
    const { added, preloadPage } = run('/exhibition/index/home');
    expect(added.sort()).toEqual(['/assets/exhibition-route-X.js', '/assets/home-H.js', '/assets/menu-M.js']);
    preloadPage('/exhibition/index/product/allpro');
    preloadPage('/exhibition/index/product/allpro');
    expect(added.slice(3).sort()).toEqual(['/assets/DataTable-D.js', '/assets/ProductListPage-P.js', '/assets/allpro-A.js']);
  });

  it('serves the addresses asked for before it arrived', () => {
    expect(run('/exhibition/login/alogin', ['/exhibition/index/home']).added.sort()).toEqual(['/assets/exhibition-route-X.js', '/assets/home-H.js', '/assets/menu-M.js']);
  });
});

describe("index.html's stand-in for the page preloads' script", () => {
  /** The stand-in at `path`, where /exhibition/login/alogin is a login page; returns the scripts it adds and the app's function. */
  function standIn(path: string) {
    const scripts: string[] = [];
    const document = { createElement: () => ({ src: '', fetchPriority: '' }), head: { appendChild: (s: { src: string; fetchPriority: string }) => scripts.push(`${s.src} ${s.fetchPriority}`.trim()) } };
    const window: Record<string, unknown> = {};
    const code = `var P={"/exhibition/login/alogin":["/assets/LoginPage-L.js"]},p=P[location.pathname];${pagePreloadsStandIn('/assets/page-preloads-S.js')}`;
    new Function('window', 'document', 'location', code)(window, document, { pathname: path });
    return { scripts, ask: window[PAGE_CODE_GLOBAL] as ((path: string) => void) & { asked: string[]; load: () => void } };
  }

  it('loads the script at once, first, at any address but a login page', () => {
    expect(standIn('/exhibition/index/home').scripts).toEqual(['/assets/page-preloads-S.js high']);
  });

  it("on a login page, loads it neither for the page's own code nor twice, and keeps the next page's address for it", () => {
    const { scripts, ask } = standIn('/exhibition/login/alogin');
    ask('/exhibition/login/alogin/');
    expect(scripts).toEqual([]);
    ask('/exhibition/index/home');
    ask.load();
    expect(scripts).toEqual(['/assets/page-preloads-S.js']);
    expect(ask.asked).toEqual(['/exhibition/index/home']);
  });

  it('on a login page, loads it when the app says the page is idle', () => {
    const { scripts, ask } = standIn('/exhibition/login/alogin');
    ask.load();
    expect(scripts).toEqual(['/assets/page-preloads-S.js']);
  });
});

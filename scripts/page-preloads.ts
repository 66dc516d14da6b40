/**
 * Any page opened by its address (a bookmark, a reload, a shared link) asks for its own code as
 * soon as the HTML arrives, not once the entry has been downloaded and evaluated.
 *
 * The router asks for a page's chunks when the entry runs: on a phone (4× slower CPU, slow 4G, no
 * cache) about 2.5 s after the page was requested, since the entry's 300 kB must arrive and be
 * evaluated first. The page's code then downloads alone. Preloaded from the start, it downloads
 * beside the entry: the product list's rows appeared after 7.8 s instead of 9.0 s (median of 10
 * loads each, alternated; every load with the preloads was quicker than every load without).
 *
 * The build writes a small classic script (`assets/page-preloads-<hash>.js`, 9.6 kB with brotli,
 * cached like the chunks) that index.html's first line of script adds, with a high fetch priority,
 * when the address is not a login page's. It holds, for every page of
 * src/app/routes.ts, a pattern of its address and the split code of its route and of the layout
 * routes above it; and, for every chunk outside the entry's graph, the chunks it imports. It
 * matches the address and adds a `modulepreload` for those chunks and all they import (a few at a
 * time, see SLICE_MS; slicePreloadHelper does the same for Vite's own preload links). The login
 * pages are left out: index.html names theirs in line (vite.config.ts, preloadLoginPages), and loads
 * this script only once the login page is idle, so that the most visited page downloads nothing
 * more and waits for nothing.
 *
 * The same script then serves the app's navigations: the script defines `window.__expoPreloadPage`
 * (src/lib/pageCode.ts), which the root route calls with each address the router starts to load (a
 * link's hover, a navigation). So a route's split code has no preload list of Vite's in the route
 * tree (vite.config.ts, preloadOnlyWhatIsMissing): one graph, here, finds a page's chunks whether the
 * page is opened by its address or from another page, and the entry is 10.6 kB gz lighter. Until
 * the script has arrived, index.html's stand-in keeps the addresses asked for and loads it.
 *
 * tests/unit/page-preloads.test.ts checks the patterns against the router for every address of
 * the route checklist; tests/e2e/prefetch.spec.ts checks that the product list, opened by its
 * address, asks for its code while the entry is still on its way.
 */
import type { VirtualRootRoute, VirtualRouteNode } from '@tanstack/virtual-file-routes';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { routes } from '../src/app/routes.ts';
import { PAGE_CODE_GLOBAL } from '../src/lib/pageCode.ts';
import { initialChunks } from './chunk-graph.ts';
import { editAtBuild } from './library-edits.ts';
import { LOGIN_PAGE_MODULE } from './login-pages.ts';

export interface PagePattern {
  /** The address's pattern, as a regular expression's source (with no trailing slash). */
  pattern: string;
  /** The route files from the root down to the page (layouts first), as in src/app/routes.ts. */
  files: string[];
}

/** One path segment as a pattern: `exhibition{-$lang}` takes an optional suffix, `$id` any one segment. */
function segmentPattern(segment: string): string {
  const optional = /^([^{]*)\{-\$\w+\}$/.exec(segment);
  if (optional) return `${escape(optional[1]!)}[^/]*`;
  if (segment.startsWith('$')) return '[^/]+';
  return escape(segment);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every page of the route config: its address pattern and its route files, layouts first. */
export function pagePatterns(root: VirtualRootRoute = routes): PagePattern[] {
  const pages: PagePattern[] = [];
  const walk = (nodes: VirtualRouteNode[], path: string[], files: string[]) => {
    for (const node of nodes) {
      if (node.type === 'index') pages.push({ pattern: '^/' + path.join('/') + '$', files: [...files, node.file] });
      else if (node.type === 'route') {
        const segments = [...path, ...node.path.split('/').filter(Boolean).map(segmentPattern)];
        const own = node.file ? [...files, node.file] : files;
        if (node.children?.length) walk(node.children, segments, own);
        else pages.push({ pattern: '^/' + segments.join('/') + '$', files: own });
      } else if (node.type === 'layout') walk(node.children ?? [], path, [...files, node.file]);
    }
  };
  walk(root.children ?? [], [], [root.file]);
  return pages;
}

/** The route file a split chunk of the router plugin comes from (`app/routes/…tsx`), if it is one. */
function routeFileOf(chunk: OutputChunk): string | undefined {
  const match = /[\\/]src[\\/](app[\\/]routes[\\/].+\.tsx)\?tsr-split=/.exec(chunk.facadeModuleId ?? '');
  return match?.[1]!.replaceAll('\\', '/');
}

/** Whether a chunk is a route's split code: the page preloads' script finds it by the page's address. */
export function isRouteChunk(chunk: OutputBundle[string] | undefined): boolean {
  return chunk?.type === 'chunk' && routeFileOf(chunk) !== undefined;
}

/**
 * How long the script adds links for before it lets the browser run something else. Adding a
 * `modulepreload` link starts its request then and there, and costs 2–4 ms of main thread each on a
 * phone (4× slower CPU): the product list's 88 links were one task of 185–372 ms, blocking the page
 * as the entry arrived. A slice is 10 ms of the page's own clock, so that no task of theirs counts
 * as blocking (> 50 ms) either on a slow phone or where the clock runs at full speed and the
 * slowness is simulated afterwards (Lighthouse's mobile runs multiply each task by 4: the 30 ms
 * slices this once had were 120 ms tasks there, 27–31 ms each of them on the product list's first
 * load under Chromium's tracing); a fast machine still adds a few at a time.
 */
export const SLICE_MS = 10;

/**
 * `addLink(link)` and `preloadModule(href)` (a `modulepreload` link for `href`), as code for the
 * three scripts that add preload links (index.html's line for the login pages, vite.config.ts; the
 * page preloads' script; Vite's preload helper, below, which makes its own links): adds the link
 * now while the task has spent less than SLICE_MS on links, else in the tasks that follow, in
 * order. A chunk gets one link: the links name it by its path (Vite's by its whole address), and
 * one that is in the document already is not added again.
 */
export const ADD_LINK =
  `var pendingLinks=[],sliceStart=-1;` +
  `function appendOnce(link){var href=link.getAttribute('href'),path=href.indexOf(location.origin+'/')===0?href.slice(location.origin.length):href;` +
  `if(document.querySelector('link[href="'+path+'"]'))return;link.setAttribute('href',path);document.head.appendChild(link)}` +
  `function nextSlice(){sliceStart=performance.now();while(pendingLinks.length&&performance.now()-sliceStart<${SLICE_MS})appendOnce(pendingLinks.shift());if(pendingLinks.length)setTimeout(nextSlice);else sliceStart=-1}` +
  `function addLink(link){if(sliceStart<0){sliceStart=performance.now();setTimeout(nextSlice)}if(pendingLinks.length||performance.now()-sliceStart>=${SLICE_MS})pendingLinks.push(link);else appendOnce(link)}` +
  `function preloadModule(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;addLink(l)}`;

/**
 * index.html's stand-in for the page preloads' script (`src`), in its first script, where `P` maps
 * each login page's address to its chunks and `p` is the current address's (vite.config.ts,
 * preloadLoginPages). At any other address it loads the script at once; on a login page it waits:
 * the app asks for it when idle (`load`, src/lib/pageCode.ts), or with the first address that is
 * not a login page's (a login page's code is named in index.html, not in that script), which it
 * keeps for the script to serve when it arrives.
 */
export function pagePreloadsStandIn(src: string): string {
  return (
    `var loading=0,asked=[];function load(){if(loading)return;loading=1;var s=document.createElement('script');s.src=${JSON.stringify(src)};if(!p)s.fetchPriority='high';document.head.appendChild(s)}` +
    `function ask(path){if(P[path.replace(/\\/+$/,'')])return;asked.push(path);load()}ask.asked=asked;ask.load=load;window.${PAGE_CODE_GLOBAL}=ask;if(!p)load();`
  );
}

/** The preload script for a bundle: `entryFiles` (the entry's own graph) are preloaded by index.html already. */
export function pagePreloadScript(bundle: OutputBundle, entryFiles: ReadonlySet<string>): string {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const files = chunks.map((c) => c.fileName).filter((f) => !entryFiles.has(f)).sort();
  const index = new Map(files.map((f, i) => [f, i]));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const graph = files.map((f) => byFile.get(f)!.imports.filter((dep) => index.has(dep)).map((dep) => index.get(dep)!));
  const routeChunks = new Map<string, number[]>();
  for (const chunk of chunks) {
    const file = routeFileOf(chunk);
    if (file && index.has(chunk.fileName)) routeChunks.set(file, [...(routeChunks.get(file) ?? []), index.get(chunk.fileName)!]);
  }
  const pages = pagePatterns()
    .filter((page) => !page.files.some((file) => LOGIN_PAGE_MODULE.test(`${file}?tsr-split`)))
    .map((page) => [page.pattern, page.files.flatMap((file) => routeChunks.get(file) ?? [])] as const)
    .filter(([, own]) => own.length);
  const names = files.map((f) => f.replace(/^assets\//, '').replace(/\.js$/, ''));
  return (
    `(function(){var f=${JSON.stringify(names)},g=${JSON.stringify(graph)},r=${JSON.stringify(pages)};` +
    `var s={};${ADD_LINK}` +
    `function add(i){if(s[i])return;s[i]=1;preloadModule('/assets/'+f[i]+'.js');g[i].forEach(add)}` +
    `function page(path){path=path.replace(/\\/+$/,'')||'/';for(var k=0;k<r.length;k++)if((r[k][2]||(r[k][2]=new RegExp(r[k][0]))).test(path)){r[k][1].forEach(add);return}}` +
    // The addresses the app asked for before this script arrived (index.html's stand-in kept them).
    `var asked=window.${PAGE_CODE_GLOBAL}&&window.${PAGE_CODE_GLOBAL}.asked||[];window.${PAGE_CODE_GLOBAL}=page;page(location.pathname);asked.forEach(page)})();\n`
  );
}

/**
 * The same slices (ADD_LINK) for the links Vite's preload helper adds as the app runs: a page's import (the
 * router asks for a page's code when a link is hovered, or when it opens) adds a link for each
 * chunk of that page not already in the document. Hovering the product list's link on the
 * exhibitor home page added 29 links in the task that handles the hover: 94 of its 201 ms under a
 * 4× slower CPU. Now the links past the task's first SLICE_MS are added in the tasks that follow;
 * the page's import itself is not held back (Vite starts it once the links are in its list). A
 * chunk the page preloads' script has a link for already gets no second one: Vite looks at the
 * document's links once, at its first preload, and added 60–70 links again for the product list
 * opened by its address (148–159 links for its 88 chunks).
 *
 * The helper is Vite's code; the line is found by its text (scripts/library-edits.ts), and a Vite
 * upgrade that changes it fails the build instead of silently adding the links in one task again.
 */
export const slicePreloadHelper = (): Plugin =>
  editAtBuild({
    name: 'slice-preload-helper',
    module: /^\0vite\/preload-helper\.js$/,
    what: "the preload helper's links added in slices",
    find: 'document.head.appendChild(link);',
    replace: 'addLink(link);',
    prepend: ADD_LINK,
    doc: 'scripts/page-preloads.ts',
  });

/** The build's plugin: writes the script; `api.fileName()` names it for index.html (vite.config.ts, preloadLoginPages). */
export function preloadPages(): Plugin & { api: { fileName: () => string } } {
  let fileName = '';
  return {
    name: 'preload-pages',
    apply: 'build',
    api: { fileName: () => fileName },
    // Before Vite's own generateBundle writes index.html.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const entryFiles = initialChunks(bundle);
        if (!entryFiles.size) return;
        const source = pagePreloadScript(bundle, entryFiles);
        fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'page-preloads.js', source }));
      },
    },
  };
}

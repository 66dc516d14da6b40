/**
 * Two module graphs the development server answers as one module each, bundled by Rolldown (Vite's
 * own bundler), instead of file by file: the browser asks for at most six files at a time, and these
 * two were ~290 of the first page's ~410 requests.
 *
 * - **The route tree** (src/app/routeTree.gen.ts with its ~240 route files). Every page needs the
 *   whole tree (to match the address and to type its links). Each route file is compiled as the
 *   TanStack Router plugin compiles it, its page and loader split off. A split-off page imports its
 *   route file for `Route.useSearch()` and the like: that request is answered with the bundle's
 *   instance of the route (`export { r12 as Route } from` the tree), so both share one route object.
 * - **The mock API** (src/mocks/browser.ts and the ~50 modules it imports: handlers, store, seed data).
 *
 * What a bundled module imports from outside its graph (features, kit, libraries, the split-off
 * pages, anything imported with `import()` or a `?` query) stays outside, and Vite serves it as before.
 * Only `vite` (npm run dev) does this; builds, `vite preview` and Vitest see the files as they are.
 * Editing a bundled file rebuilds its bundle, and the page reloads.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown, type Plugin as RolldownPlugin, type SourceMap } from 'rolldown';
import type { ConfigEnv, Plugin, ResolvedConfig, UserConfig, ViteDevServer } from 'vite';

const ENTRY = '\0dev-bundle-entry';

/** A file's code compiled by a plugin (null: left as it is). */
type Compiled = { code: string; map?: unknown } | null;
type Compile = ((code: string, id: string) => Promise<Compiled>) & {
  /** After a build that compiled every file: forgets the cached results that build did not use. */
  prune?: () => void;
};

/**
 * Removes the files of a cache folder that `keep` rejects: results under keys no run asks for any
 * more (a file, the configuration or a library changed), which would otherwise pile up for as long
 * as the checkout lives (each change of vite.config.ts used to leave ~2.6 MB of route files behind).
 */
export function pruneCache(folder: string, keep: (file: string) => boolean): void {
  if (!existsSync(folder)) return;
  for (const file of readdirSync(folder)) if (!keep(file)) rmSync(join(folder, file), { force: true });
}

interface Bundle {
  code: string;
  map: SourceMap | null;
  files: string[];
  /** bundled file → the name its export `Route` has among the bundle's exports (the route tree only) */
  routes: Map<string, string>;
}

interface Graph {
  /** The file (from the project's root) whose request the bundle answers. */
  entry: string;
  /** The folder (from the root) whose modules are bundled; modules elsewhere stay outside. */
  folder: string;
  /** Re-export each of these files' `Route` from the bundle, for the requests of split-off pages. */
  exposeRoutes?: (entrySource: string, entryFile: string) => string[];
  /** Compiles a bundled file first (the route files: TanStack Router's code splitting). */
  compile?: (config: ResolvedConfig) => Compile;
}

/** The route files the generated tree imports. */
function routeFilesOf(tree: string, treeFile: string): string[] {
  return [...tree.matchAll(/from '(\.\/routes\/[^']+)'/g)].map((m) => {
    const base = resolve(dirname(treeFile), m[1]!);
    const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(f));
    if (!file) throw new Error(`dev bundle: ${m[1]} of the route tree is not a file`);
    return file;
  });
}

/**
 * TanStack Router's compiler of route files, as configured in vite.config.ts, with its results kept
 * in Vite's cache folder (node_modules/.vite/dev-bundles): compiling the ~240 route files took about
 * 2.4 s of every start of the dev server, and a file compiles the same until it, the configuration or
 * the plugin changes (all part of the key). After each build, the results it did not use are
 * removed, so the folder holds one result per route file. A clean install starts without the cache.
 */
function routeFileCompiler(config: ResolvedConfig) {
  const reference = config.plugins.find((p) => p.name === 'tanstack-router:code-splitter:compile-reference-file');
  const transform = reference?.transform;
  const handler = (typeof transform === 'function' ? transform : transform?.handler) as ((this: unknown, ...args: Parameters<Compile>) => ReturnType<Compile>) | undefined;
  if (!handler) throw new Error('dev bundle: the TanStack Router plugin (its route file compiler) is not in the config');
  const cache = join(config.cacheDir, 'dev-bundles');
  mkdirSync(cache, { recursive: true });
  const salt = createHash('sha256');
  for (const file of [join(config.root, 'node_modules', '@tanstack', 'router-plugin', 'package.json'), config.configFile, join(config.root, 'scripts', 'router-config.ts'), fileURLToPath(import.meta.url)]) {
    if (file && existsSync(file)) salt.update(readFileSync(file));
  }
  const version = salt.digest('hex');
  const used = new Set<string>();
  const compile: Compile = async (code, id) => {
    const name = `${createHash('sha256').update(version).update(id).update('\0').update(code).digest('hex').slice(0, 32)}.json`;
    used.add(name);
    const file = join(cache, name);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Compiled;
    const result = await handler.call(undefined, code, id);
    writeFileSync(file, JSON.stringify(result));
    return result;
  };
  compile.prune = () => {
    pruneCache(cache, (file) => used.has(file));
    used.clear();
  };
  return compile;
}

/** For a plugin's `apply`: the dev server only, not builds, Vitest (mode "test") or `vite preview`. */
export const devServerOnly = (_config: UserConfig, env: ConfigEnv) => env.command === 'serve' && env.mode !== 'test' && !env.isPreview;

function devBundle(name: string, graph: Graph): Plugin {
  let root = '';
  let entryFile = '';
  let folder = '';
  let compile: Compile | undefined;
  let pending: Promise<Bundle> | undefined;
  let server: ViteDevServer | undefined;

  const inside = (file: string) => file.startsWith(folder) && /\.tsx?$/.test(file);
  /** The dev server's address of a file (`/src/...`), for an import left outside the bundle. */
  const url = (file: string) => `/${relative(root, file).split(sep).join('/')}`;

  async function build(): Promise<Bundle> {
    const routes = new Map<string, string>();
    const files: string[] = [];
    let input = entryFile;
    const plugins: RolldownPlugin[] = [];
    if (graph.exposeRoutes) {
      // An entry that exports the tree and each route file's route.
      const lines = [`export * from ${JSON.stringify(entryFile)};`];
      graph.exposeRoutes(readFileSync(entryFile, 'utf8'), entryFile).forEach((file, i) => {
        routes.set(file, `r${i}`);
        lines.push(`export { Route as r${i} } from ${JSON.stringify(file)};`);
      });
      input = ENTRY;
      plugins.push({ name: 'dev-bundle-entry', resolveId: (id) => (id === ENTRY ? ENTRY : null), load: (id) => (id === ENTRY ? lines.join('\n') : null) });
    }
    plugins.push({
      name: 'dev-bundle-graph',
      resolveId(source, importer, options) {
        // Rolldown's own modules (its runtime helpers) are its business.
        if (!importer || source === ENTRY || source.startsWith('\0') || source.startsWith('rolldown/')) return null;
        const [path, query] = source.split('?') as [string, string | undefined];
        const base = importer === ENTRY ? root : dirname(importer.split('?')[0]!);
        const absolute = path.startsWith('.') ? resolve(base, path) : path.startsWith(root + sep) ? path : '';
        const dynamic = options.kind === 'dynamic-import';
        if (absolute && !query && !dynamic && (absolute === entryFile || absolute.startsWith(folder))) {
          const file = [absolute, `${absolute}.ts`, `${absolute}.tsx`, join(absolute, 'index.ts')].find((f) => existsSync(f) && (f === entryFile || inside(f)));
          if (file) return file;
        }
        // Outside the graph: the dev server's module, by its address or as written (packages, aliases).
        if (absolute) return { id: url(absolute) + (query ? `?${query}` : ''), external: 'absolute' };
        return { id: source, external: true };
      },
      transform(code, id) {
        // The bundled files, watched by the dev server (Rolldown's own modules are not files).
        if (id === entryFile || inside(id)) files.push(id);
        // (The compiler's source map is Rolldown's own kind; its type is not exported by the plugin.)
        return compile && inside(id) ? (compile(code, id) as Promise<{ code: string } | null>) : null;
      },
    });
    const bundle = await rolldown({
      input,
      plugins,
      transform: { jsx: { runtime: 'automatic', development: true } },
      logLevel: 'warn',
    });
    try {
      const { output } = await bundle.generate({ format: 'es', codeSplitting: false, sourcemap: true });
      // Every bundled file went through the compiler: what it did not ask for is stale.
      compile?.prune?.();
      return { code: output[0].code, map: output[0].map, files, routes };
    } finally {
      await bundle.close();
    }
  }

  return {
    name: `dev-bundle:${name}`,
    enforce: 'pre',
    apply: devServerOnly,
    configResolved(config) {
      root = config.root;
      entryFile = join(root, graph.entry);
      folder = join(root, graph.folder) + sep;
      compile = graph.compile?.(config);
    },
    configureServer(devServer) {
      server = devServer;
    },
    // A bundled file changed: the bundle is built again when next asked for, and the page reloads.
    watchChange(id) {
      if (!(id === entryFile || inside(id)) || !pending) return;
      pending = undefined;
      const graph = server?.environments.client.moduleGraph;
      const bundled = graph?.getModuleById(entryFile);
      if (bundled) graph!.invalidateModule(bundled);
      server?.ws.send({ type: 'full-reload' });
    },
    async load(id) {
      const [file, query] = id.split('?');
      if (query || !file) return null;
      if (file === entryFile) {
        const { code, map, files } = await (pending ??= build());
        for (const f of files) this.addWatchFile(f);
        // With its source map: the browser's debugger shows (and stops in) the files as written.
        return { code, map: map as never };
      }
      if (graph.exposeRoutes && inside(file)) {
        // A route file asked for by its split-off page: the bundle's route.
        const route = (await (pending ??= build())).routes.get(file);
        if (route) return `export { ${route} as Route } from ${JSON.stringify(url(entryFile))};`;
      }
      return null;
    },
  };
}

/** The development server's route tree and mock API, each one module (see above). */
export function devBundles(): Plugin[] {
  return [
    devBundle('route-tree', {
      entry: 'src/app/routeTree.gen.ts',
      folder: 'src/app/routes',
      exposeRoutes: routeFilesOf,
      compile: routeFileCompiler,
    }),
    devBundle('mock-api', { entry: 'src/mocks/browser.ts', folder: 'src/mocks' }),
  ];
}

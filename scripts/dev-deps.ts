/**
 * The libraries the development server pre-bundles, named up front.
 *
 * Left to itself, Vite finds them by crawling the whole app from index.html with a bundler before
 * it bundles them: on this project (~900 modules) the crawl took 4.8 s of a cold start's 9–11 s,
 * and every page waited for it. Instead, this plugin reads the import lines of src/ and generated/
 * (about 0.1 s), names every package they import as `optimizeDeps.include`, and turns the crawl off
 * (`noDiscovery`). Only `vite` (npm run dev) uses it: builds and Vitest do not pre-bundle.
 *
 * A package imported in a way these lines do not see would be served unbundled (an ES module still
 * works; a CommonJS one would not): tests/contract/dev-deps.test.ts reads the same files with a real
 * parser and fails when the two lists differ. A package imported for the first time needs a restart.
 *
 * Seven large libraries that no first page loads are left out of that step and bundled each on its
 * first request (`LATE_PACKAGES`), and the pre-bundled libraries are sent with their source maps by
 * reference, not inlined (both below).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { esmExternalRequirePlugin } from 'rolldown/plugins';
import type { Plugin } from 'vite';
import { devServerOnly, pruneCache } from './dev-bundles.ts';

/** `import … from 'x'`, `export … from 'x'` (not `import type`), `import 'x'` and `import('x')`. */
const IMPORTS = [
  /(?:^|[;\n}])\s*(?:import|export)\s+(?!type\s)[^;'"]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*(?:\/\*[^]*?\*\/\s*)?['"]([^'"]+)['"]\s*\)/g,
];

/** A package's specifier (not a path, an alias of this project, a query or a data file). */
export function isPackage(specifier: string): boolean {
  return (
    /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w.@-]+)*$/i.test(specifier) &&
    !specifier.startsWith('@gen/') &&
    !specifier.startsWith('node:') &&
    !specifier.endsWith('.json') &&
    !specifier.endsWith('.css')
  );
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(?:ts|tsx)$/.test(entry.name) && !/\.(?:test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Every package that the app's source imports (sorted, each once). */
export function importedPackages(root: string, dirs = ['src', 'generated']): string[] {
  const found = new Set<string>();
  for (const dir of dirs) {
    for (const file of sourceFiles(join(root, dir))) {
      const code = readFileSync(file, 'utf8');
      for (const pattern of IMPORTS) {
        for (const match of code.matchAll(pattern)) if (isPackage(match[1]!)) found.add(match[1]!);
      }
    }
  }
  return [...found].sort();
}

/** The JSX runtime and the DOM renderer are imported by the compiled code, not by the source. */
const IMPLICIT = ['react/jsx-dev-runtime', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/**
 * Large libraries that no first page loads: the charts, the spreadsheet and PDF writers, the barcode
 * and pinyin helpers, and the mock API's GraphQL executor and faker fallback. Pre-bundling them with
 * the rest took about 1.2 s of every first start (Vite answers nothing until its pre-bundling is
 * done), for pages a developer may not open that day. Each is bundled on its first request instead
 * (below), kept in Vite's cache folder like the rest, and served as one module.
 */
export const LATE_PACKAGES = ['@faker-js/faker', 'exceljs', 'graphql', 'jsbarcode', 'pdf-lib', 'pinyin-pro', 'recharts'];

/** The packages Vite pre-bundles when it starts: every other package the app imports. */
export function earlyPackages(root: string): string[] {
  return [...new Set([...importedPackages(root), ...IMPLICIT])].filter((p) => !LATE_PACKAGES.includes(p));
}

const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * One late package as one ES module. What it imports of the pre-bundled packages (React for the
 * charts) stays an import, which Vite points at its pre-bundled copy, so that the page has one React.
 * That includes a CommonJS file's `require` of one (recharts' copy of use-sync-external-store
 * requires React): Rolldown's own plugin turns such a `require` into an import.
 */
export async function bundleLatePackage(root: string, name: string, early: string[], mode = 'development') {
  const outside = [...new Set([...early, ...LATE_PACKAGES].map(packageOf))].filter((p) => p !== packageOf(name));
  const external = outside.map((p) => new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/|$)`));
  const bundle = await rolldown({
    input: name,
    cwd: root,
    platform: 'browser',
    plugins: [esmExternalRequirePlugin({ external })],
    resolve: { conditionNames: ['browser', 'import', 'module', 'default'], mainFields: ['browser', 'module', 'main'] },
    transform: { define: { 'process.env.NODE_ENV': JSON.stringify(mode) } },
    // Client components' "use client" means nothing in a browser bundle.
    onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
  });
  try {
    const { output } = await bundle.generate({ format: 'es', codeSplitting: false, sourcemap: true });
    return { code: output[0].code, map: output[0].map };
  } finally {
    await bundle.close();
  }
}

const LATE = '\0late-package:';

/** A late package's cache files are `<name>-<16 hex digits of its key>.json` (`/` of a scope as `+`). */
const latePackageCacheName = (name: string) => name.replace('/', '+');

/** Whether a file of the cache folder is one of this package's bundles (not another package's whose name starts alike). */
export function isLatePackageCache(file: string, name: string): boolean {
  const prefix = `${latePackageCacheName(name)}-`;
  return file.startsWith(prefix) && /^[0-9a-f]{16}\.json$/.test(file.slice(prefix.length));
}

export function devDeps(): Plugin[] {
  let early: string[] = [];
  let root = '';
  let cache = '';
  let mode = 'development';
  const pending = new Map<string, Promise<{ code: string; map: unknown }>>();
  /** A late package's bundle, from Vite's cache folder or built and written there. */
  const bundled = (name: string) => {
    const version = (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    const key = createHash('sha256').update([name, version, mode, ...early].join('\0')).update(readFileSync(fileURLToPath(import.meta.url))).digest('hex').slice(0, 16);
    const file = `${latePackageCacheName(name)}-${key}.json`;
    if (existsSync(join(cache, file))) return Promise.resolve(JSON.parse(readFileSync(join(cache, file), 'utf8')) as { code: string; map: unknown });
    return bundleLatePackage(root, name, early, mode).then((result) => {
      mkdirSync(cache, { recursive: true });
      writeFileSync(join(cache, file), JSON.stringify(result));
      // The same package's bundles under older keys (another version, mode or set of early packages).
      pruneCache(cache, (other) => other === file || !isLatePackageCache(other, name));
      return result;
    });
  };
  return [
    {
      name: 'dev-deps',
      apply: devServerOnly,
      config(config) {
        early = earlyPackages(config.root ?? process.cwd());
        return { optimizeDeps: { include: early, noDiscovery: true } };
      },
    },
    {
      // Vite sends each module with its source map inlined, base64 in a comment: the pre-bundled
      // libraries' maps made the first page's libraries 3.6 times their size (React DOM 3.1 MB
      // instead of 0.9, Chakra UI's 7.5 instead of 2.1), for the browser to receive and scan on
      // every load. They point to the map beside the file instead (Vite serves those too), which
      // the browser's developer tools fetch when they are open; it is the map of the file as
      // pre-bundled, exact but for the import lines, whose addresses the dev server has rewritten.
      name: 'dev-deps:maps-by-reference',
      apply: devServerOnly,
      configureServer(server) {
        const deps = `${server.config.base.replace(/\/$/, '')}/${relative(server.config.root, server.environments.client.config.cacheDir).split(sep).join('/')}/deps/`;
        server.middlewares.use((req, res, next) => {
          const path = (req.url ?? '').split('?')[0]!;
          if (!path.startsWith(deps) || !path.endsWith('.js')) return next();
          const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
          res.end = ((chunk?: unknown, ...rest: unknown[]) => {
            const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : undefined;
            const at = text?.lastIndexOf('\n//# sourceMappingURL=data:') ?? -1;
            if (text === undefined || at < 0) return end(chunk, ...rest);
            return end(`${text.slice(0, at)}\n//# sourceMappingURL=${path.slice(path.lastIndexOf('/') + 1)}.map`, ...rest);
          }) as typeof res.end;
          next();
        });
      },
    },
    {
      name: 'dev-deps:late',
      apply: devServerOnly,
      enforce: 'pre',
      configResolved(config) {
        root = config.root;
        cache = join(config.cacheDir, 'late-packages');
        mode = config.mode === 'production' ? 'production' : 'development';
      },
      resolveId: (source) => (LATE_PACKAGES.includes(source) ? LATE + source : null),
      load(id) {
        if (!id.startsWith(LATE)) return null;
        const name = id.slice(LATE.length);
        let result = pending.get(name);
        if (!result) pending.set(name, (result = bundled(name)));
        return result as Promise<{ code: string; map: never }>;
      },
    },
  ];
}

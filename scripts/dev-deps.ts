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
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { devServerOnly } from './dev-bundles.ts';

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

export function devDeps(): Plugin {
  return {
    name: 'dev-deps',
    apply: devServerOnly,
    config(config) {
      const include = [...new Set([...importedPackages(config.root ?? process.cwd()), ...IMPLICIT])];
      return { optimizeDeps: { include, noDiscovery: true } };
    },
  };
}

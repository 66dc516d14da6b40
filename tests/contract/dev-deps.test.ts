/**
 * `npm run dev` pre-bundles the libraries named by scripts/dev-deps.ts, which reads the source's
 * import lines with regular expressions and turns Vite's own crawl off. A library it missed would be
 * served unbundled: a CommonJS one (exceljs, file-saver, jsbarcode…) then fails in the browser on
 * the first page that loads it, and only in development. Here a real parser (Oxc, through Rolldown)
 * reads the same files, and the two lists must agree.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files';

/** scripts/dev-deps.ts belongs to the Node tool project (tsconfig.node.json): Vite loads it here. */
interface DevDeps {
  importedPackages(root: string): string[];
  isPackage(specifier: string): boolean;
  earlyPackages(root: string): string[];
  LATE_PACKAGES: string[];
  bundleLatePackage(root: string, name: string, early: string[]): Promise<{ code: string }>;
  isLatePackageCache(file: string, name: string): boolean;
}
const devDeps = Object.values(import.meta.glob<DevDeps>('../../scripts/dev-deps.ts', { eager: true }))[0]!;
const { importedPackages, isPackage, earlyPackages, LATE_PACKAGES, bundleLatePackage, isLatePackageCache } = devDeps;
const { pruneCache } = Object.values(import.meta.glob<{ pruneCache(folder: string, keep: (file: string) => boolean): void }>('../../scripts/dev-bundles.ts', { eager: true }))[0]!;

const root = resolve(__dirname, '../..');

type Node = { type?: string; importKind?: string; exportKind?: string; source?: { value?: unknown }; specifiers?: Node[] } & Record<string, unknown>;

/** The packages a file imports at run time, as the parser reads it (type-only imports left out). */
function runtimeImports(file: string): string[] {
  const program = parseAst(readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file) as unknown as Node;
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    const from = typeof n.source?.value === 'string' ? n.source.value : undefined;
    if (n.type === 'ImportDeclaration' && from) {
      const specifiers = n.specifiers ?? [];
      const typeOnly = n.importKind === 'type' || (specifiers.length > 0 && specifiers.every((sp) => sp.importKind === 'type'));
      if (!typeOnly) found.push(from);
    } else if ((n.type === 'ExportNamedDeclaration' || n.type === 'ExportAllDeclaration') && from && n.exportKind !== 'type') {
      found.push(from);
    } else if (n.type === 'ImportExpression' && from) {
      found.push(from);
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'parent' && value && typeof value === 'object') visit(value);
  };
  visit(program);
  return found.filter(isPackage);
}

describe('the libraries npm run dev pre-bundles', () => {
  it('are every package the app imports at run time, as a parser reads the source', () => {
    const byParser = new Set(['src', 'generated'].flatMap((dir) => sourceFiles(join(root, dir)).flatMap(runtimeImports)));
    const byDevServer = new Set(importedPackages(root));
    expect([...byParser].filter((p) => !byDevServer.has(p)), 'imported, but not pre-bundled by the dev server').toEqual([]);
    // A package named only by type imports has no code to bundle: the dev server would fail to start.
    expect([...byDevServer].filter((p) => !byParser.has(p)), 'pre-bundled, but imported only as types').toEqual([]);
  });

  it('include the CommonJS libraries that pages load on demand', () => {
    expect(importedPackages(root)).toEqual(expect.arrayContaining(['exceljs', 'file-saver', 'jsbarcode', 'react-dom/client', '@tanstack/react-router']));
  });

  it('are pre-bundled at start or on first request, each one way', () => {
    const early = earlyPackages(root);
    const imported = importedPackages(root);
    expect(imported.filter((p) => !early.includes(p) && !LATE_PACKAGES.includes(p)), 'served unbundled').toEqual([]);
    expect(early.filter((p) => LATE_PACKAGES.includes(p)), 'bundled both ways').toEqual([]);
    // A late package is recognised by its name as imported: a subpath of it would be served unbundled.
    expect(LATE_PACKAGES.filter((p) => !imported.includes(p)), 'late, but not imported by that name').toEqual([]);
    expect(imported.filter((p) => LATE_PACKAGES.some((late) => p.startsWith(`${late}/`))), 'a late package imported by a subpath').toEqual([]);
    // The first page's libraries stay at start.
    expect(early).toEqual(expect.arrayContaining(['react', 'react-dom/client', '@chakra-ui/react', '@tanstack/react-router', 'msw/browser', 'file-saver']));
  });
});

describe('a library bundled on its first request', () => {
  /** Runs a bundle as the browser would, its imports resolved from the project's packages. */
  async function evaluate(name: string, code: string) {
    const dir = join(root, 'node_modules', '.cache', 'late-packages-test');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name}.mjs`);
    writeFileSync(file, code);
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
  }

  it('keeps a CommonJS package whole, as its default export', async () => {
    const { code } = await bundleLatePackage(root, 'jsbarcode', earlyPackages(root));
    expect(code).not.toMatch(/^import /m);
    expect(typeof (await evaluate('jsbarcode', code)).default).toBe('function');
  });

  it('shares React with the page, also where the library requires it as CommonJS', async () => {
    const { code } = await bundleLatePackage(root, 'recharts', earlyPackages(root));
    // React stays outside (the dev server points it at its one pre-bundled copy), not inside the bundle.
    expect(code).toMatch(/^import \* as React from "react";/m);
    expect(code).not.toContain('react.development.js');
    const charts = await evaluate('recharts', code);
    expect(typeof charts.BarChart).toBe('object');
    expect(typeof charts.ResponsiveContainer).toBe('object');
  }, 30_000);
});

describe("the dev server's cache of late libraries", () => {
  it('keeps one bundle per library: a new key removes the older ones, and no other library loses its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'late-packages-'));
    try {
      const files = ['recharts-0123456789abcdef.json', 'recharts-fedcba9876543210.json', 'recharts-scale-0123456789abcdef.json', '@dnd-kit+core-0123456789abcdef.json'];
      for (const file of files) writeFileSync(join(dir, file), '{}');
      const current = 'recharts-fedcba9876543210.json';
      pruneCache(dir, (file) => file === current || !isLatePackageCache(file, 'recharts'));
      expect(readdirSync(dir).sort()).toEqual(['@dnd-kit+core-0123456789abcdef.json', 'recharts-fedcba9876543210.json', 'recharts-scale-0123456789abcdef.json']);
      expect(isLatePackageCache('@dnd-kit+core-0123456789abcdef.json', '@dnd-kit/core')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

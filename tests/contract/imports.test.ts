/**
 * The import rules of the architecture: app → features → components → lib, one way. A feature
 * imports no other feature and nothing of src/app; the kit imports no feature or app code; lib
 * imports neither. (Cycles are caught by oxlint's import/no-cycle.)
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files';

const src = resolve(__dirname, '../../src');

const files = (dir: string) => sourceFiles(dir, { generated: false });

/** Where a file sits: app, a feature (by name), components, lib, mocks or main. */
function layerOf(path: string): string {
  const [top, sub] = relative(src, path).split(/[\\/]/);
  return top === 'features' ? `features/${sub}` : top;
}

/** The layers a file imports (static and dynamic imports of @/… and relative paths). */
function imports(path: string): { spec: string; layer: string }[] {
  const text = readFileSync(path, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\()\s*'([^']+)'/g)].map((m) => m[1]);
  return specs.flatMap((spec) => {
    let target: string | undefined;
    if (spec.startsWith('@/')) target = join(src, spec.slice(2));
    else if (spec.startsWith('.')) target = resolve(path, '..', spec);
    return target && target.startsWith(src) ? [{ spec, layer: layerOf(target) }] : [];
  });
}

const allowed: Record<string, (target: string, own: string) => boolean> = {
  app: () => true,
  main: () => true,
  mocks: (target) => target !== 'app' && !target.startsWith('features/'),
  features: (target, own) => target === own || target === 'components' || target === 'lib',
  components: (target) => target === 'components' || target === 'lib',
  lib: (target) => target === 'lib',
};

describe('import rules', () => {
  it('imports go one way: app → features → components → lib, and no feature imports another', () => {
    const broken: string[] = [];
    for (const file of files(src)) {
      const own = layerOf(file);
      const rule = allowed[own.startsWith('features/') ? 'features' : own];
      if (!rule) continue;
      for (const { spec, layer } of imports(file)) {
        if (!rule(layer, own)) broken.push(`${relative(src, file)} → ${spec}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('route files, route options and the developer panel import the kit module by module, not through its one-import index', () => {
    // The development server loads every route file, and what it imports, for whichever page is
    // opened, and the developer panel with it: through '@/components/kit' that is the whole kit
    // (some 65 more module requests before the login form). Pages and their components keep the one
    // import; it comes with their chunk.
    const routeModules = files(src).filter((f) => /[\\/]app[\\/]routes[\\/]|[\\/]features[\\/][^\\/]+[\\/]routes\.ts$|[\\/]mocks[\\/]DevPanel\.tsx$/.test(f));
    expect(routeModules.length).toBeGreaterThan(200);
    expect(routeModules.filter((f) => imports(f).some(({ spec }) => spec === '@/components/kit')).map((f) => relative(src, f))).toEqual([]);
  });

  it('the app names zod `z`: the production build treats every call on `zod` as pure (the generated schemas), so a `zod.config(…)` of the app would be left out', () => {
    // vite.config.ts: `treeshake.manualPureFunctions: ['zod']` drops the generated schemas no page
    // imports. A call whose result the app does not use, such as the localised messages'
    // z.config in lib/validation.ts, would be dropped with them under that name.
    const zodImports = files(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?([^;]*?)\s+from\s+'zod(?:\/[^']*)?'/g)].map((m) => ({ file: relative(src, file), bound: m[1]! })),
    );
    expect(zodImports.length).toBeGreaterThan(50);
    expect(zodImports.filter(({ bound }) => /\bzod\b/.test(bound))).toEqual([]);
    const generated = readFileSync(resolve(src, '../generated/zod/account/account.ts'), 'utf8');
    expect(generated).toMatch(/^import \* as zod from 'zod';$/m);
  });
});

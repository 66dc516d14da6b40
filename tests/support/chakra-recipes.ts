/**
 * Which of Chakra UI's recipes the app's source can render: the Chakra components that src/ imports
 * (a parser reads the import declarations), followed through Chakra's own modules to the recipes
 * they ask for by key (`createSlotRecipeContext({ key: "dialog" })`, `useRecipe({ key: "button" })`).
 * A component that builds on another (CloseButton on IconButton on Button) is followed through. The
 * app's own lookups by key count too (`useSlotRecipe({ key: 'tabs' })`: the login page's ways).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { sourceFiles } from './source-files';

type Node = { type?: string; importKind?: string; source?: { value?: unknown }; specifiers?: Node[]; imported?: { name?: string; value?: string } } & Record<string, unknown>;

// (Button's is written over two lines: `createRecipeContext(\n  { key: "button" }\n)`.)
const RECIPE_KEY = /\b(?:createSlotRecipeContext|createRecipeContext|useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*"(\w+)"/g;
const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;'"]*?from\s*['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]/g;

/** The names each file of `dir` imports (as values) from `@chakra-ui/react`, with the files that import them. */
export function chakraImports(dir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    const program = parseAst(readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file) as unknown as { body: Node[] };
    for (const node of program.body) {
      if (node.type !== 'ImportDeclaration' || node.importKind === 'type' || node.source?.value !== '@chakra-ui/react') continue;
      for (const specifier of node.specifiers ?? []) {
        if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
        const name = specifier.imported?.name ?? specifier.imported?.value;
        if (name) found.set(name, [...(found.get(name) ?? []), file]);
      }
    }
  }
  return found;
}

/** Where `@chakra-ui/react`'s ES build defines each exported name (its index re-exports them). */
function chakraExports(esm: string): Map<string, string> {
  const where = new Map<string, string>();
  const index = readFileSync(join(esm, 'index.js'), 'utf8');
  // `export { Box } from './components/box/index.js'`
  for (const match of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()!;
      if (name) where.set(name, resolve(esm, match[2]!));
    }
  }
  // `import * as namespace$i from './components/dialog/namespace.js'; export { namespace$i as Dialog };`
  const namespaces = new Map([...index.matchAll(/import\s*\*\s*as\s*([\w$]+)\s*from\s*['"](\.[^'"]+)['"]/g)].map((m) => [m[1]!, resolve(esm, m[2]!)]));
  for (const match of index.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
    for (const part of match[1]!.split(',')) {
      const [local, name] = part.trim().split(/\s+as\s+/);
      const file = namespaces.get(local!);
      if (file) where.set(name ?? local!, file);
    }
  }
  return where;
}

/** The recipe keys a module of Chakra's build asks for, itself or through the modules it imports. */
function recipeKeysFrom(file: string, seen = new Set<string>(), keys = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(file)) return keys;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(RECIPE_KEY)) keys.add(match[1]!);
  for (const match of code.matchAll(RELATIVE_IMPORT)) {
    const target = resolve(dirname(file), (match[1] ?? match[2])!);
    // The components' modules only: the style system and utilities ask for no recipe by key.
    if (target.includes(`${join('dist', 'esm', 'components')}`)) recipeKeysFrom(target, seen, keys);
  }
  return keys;
}

/** The app's own recipe lookups: `useSlotRecipe({ key: 'progress' })` (plain elements drawn in a Chakra component's look). */
const OWN_RECIPE_KEY = /\b(?:useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*['"](\w+)['"]/g;

/**
 * Every recipe key the source in `srcDir` can render, with what asks for it: the Chakra components
 * it imports, and its own files that look a recipe up by key (named by their path from `root`).
 */
export function recipesUsed(root: string, srcDir = join(root, 'src')): Map<string, Set<string>> {
  const esm = join(root, 'node_modules', '@chakra-ui', 'react', 'dist', 'esm');
  const exports = chakraExports(esm);
  const used = new Map<string, Set<string>>();
  for (const name of chakraImports(srcDir).keys()) {
    const file = exports.get(name);
    if (!file) continue;
    for (const key of recipeKeysFrom(file)) used.set(key, (used.get(key) ?? new Set()).add(name));
  }
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(OWN_RECIPE_KEY)) {
      used.set(match[1]!, (used.get(match[1]!) ?? new Set()).add(relative(root, file).split(sep).join('/')));
    }
  }
  return used;
}

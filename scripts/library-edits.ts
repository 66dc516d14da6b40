/**
 * Edits of a library's code, made when the app is built (the production build and the mock build
 * the end-to-end tests use; the development server and Vitest keep the libraries as they are).
 *
 * Each edit replaces one piece of text, found by its exact content, and says where it is explained.
 * When an upgrade of the library changes that text, the build fails and names the edit, instead of
 * shipping the library without it. The edits:
 * - scripts/chakra-global-css.ts: Chakra's global styles made at build, not as the page starts;
 * - scripts/page-preloads.ts: Vite's preload helper adds its links in slices;
 * - zagAnatomyNamesOnce (below): the names of the components' parts are turned into attribute values
 *   once each;
 * - zodWithoutJsonSchema (below): zod's JSON Schema output, which the app never asks for, left out
 *   (two modules replaced, not a piece of text: the names they export are read from the installed
 *   modules).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export interface LibraryEdit {
  /** The plugin's name. */
  name: string;
  /** The module edited, by its id. */
  module: RegExp;
  /** What the edit does, named in the build's error. */
  what: string;
  /** The exact text replaced (its first occurrence). */
  find: string;
  /** What it is replaced with. */
  replace: string;
  /** Code put before the module's own. */
  prepend?: string;
  /** The file that explains the edit, named in the build's error. */
  doc: string;
}

export function editAtBuild({ name, module, what, find, replace, prepend = '', doc }: LibraryEdit): Plugin {
  return {
    name,
    apply: 'build',
    transform: {
      filter: { id: module },
      handler(code, id) {
        if (!module.test(id)) return;
        if (!code.includes(find)) this.error(`${id}: the edit "${what}" cannot be made: "${find}" is not in this module any more; see ${doc}`);
        // A function, so that `$` in the replacement is not read as a pattern.
        return { code: prepend + code.replace(find, () => replace), map: null };
      },
    },
  };
}

/** Zag's kebab case of a name, as its create-anatomy module writes it. */
const KEBAB_CASE = 'value.replace(/([A-Z])([A-Z])/g, "$1-$2").replace(/([a-z])([A-Z])/g, "$1-$2").replace(/[\\s_]+/g, "-").toLowerCase()';

/**
 * Zag's anatomies (the parts of each component Chakra and Ark build on: a dialog's backdrop,
 * positioner, content…) are built as their modules are evaluated, and every app page's entry holds
 * most of them. `build()` writes each part's data attributes and selectors, and turns the
 * component's and the part's names into kebab case eight times per part, with four regular
 * expressions each time: 22 of the anatomies' 37 ms before the first page, under a 4× slower CPU
 * (the product list opened by its address; Chromium's profiler, source-mapped). The edit keeps each
 * name's kebab case once; the attributes and selectors are the same
 * (tests/unit/library-edits.test.ts).
 */
export const zagAnatomyNamesOnce = (): Plugin =>
  editAtBuild({
    name: 'zag-anatomy-names-once',
    module: /[\\/]@zag-js[\\/]anatomy[\\/]dist[\\/]create-anatomy\.mjs$/,
    what: 'anatomy names turned into kebab case once each',
    find: `var toKebabCase = (value) => ${KEBAB_CASE};`,
    replace: `var kebabCase = new Map();\nvar toKebabCase = (value) => { var kebab = kebabCase.get(value); if (kebab === void 0) { kebab = ${KEBAB_CASE}; kebabCase.set(value, kebab); } return kebab; };`,
    doc: 'scripts/library-edits.ts',
  });

/** Zod's modules that turn a schema into a JSON Schema, which the app never does. */
const ZOD_JSON_SCHEMA_MODULE = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
/** Their exports that make a method when a schema is built: they still do, a method that cannot run. */
const ZOD_JSON_SCHEMA_FACTORIES = ['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod'];

/** The names a module exports (`export function a`, `export const b`, `export { c as d }`). */
export function exportedNames(code: string): string[] {
  const names = [...code.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm)].map((m) => m[1]!);
  for (const [, list] of code.matchAll(/^export\s*\{([^}]*)\}/gm)) for (const item of list!.split(',')) if (item.trim()) names.push(item.trim().split(/\s+as\s+/).at(-1)!);
  return names;
}

/**
 * Zod's classic schemas import its JSON Schema output (`schema.toJSONSchema()`, `z.toJSONSchema`,
 * Standard Schema's `jsonSchema`) whether it is used or not: each schema type's constructor names
 * its JSON Schema processor, so no bundler can leave them out. The app only parses (forms, search
 * parameters, the generated calls' responses), and they were 4.6 kB gz of every first page.
 *
 * In the build, the two modules are replaced by ones with the same exports: a method that makes a
 * JSON Schema is still there, and throws when it is called. The names come from the installed
 * modules, so a zod upgrade that adds one keeps the build whole; one that drops a factory the
 * schemas call fails the build. The development server, Vitest and the Node scripts keep zod as
 * it is (tests/unit/library-edits.test.ts).
 */
export const zodWithoutJsonSchema = (): Plugin => ({
  name: 'zod-without-json-schema',
  apply: 'build',
  load: {
    filter: { id: ZOD_JSON_SCHEMA_MODULE },
    handler(id) {
      if (!ZOD_JSON_SCHEMA_MODULE.test(id)) return;
      return zodJsonSchemaStub(readFileSync(id.replace(/\?.*$/, ''), 'utf8'), id, (message) => this.error(message));
    },
  },
});

/** The stand-in of one of zod's JSON Schema modules (`code`, at `id`): its exports, each one unable to run. */
export function zodJsonSchemaStub(code: string, id: string, fail: (message: string) => never): string {
  const names = exportedNames(code);
  if (!names.length) fail(`${id}: no exports found for the edit "zod without JSON Schema"; see scripts/library-edits.ts`);
  if (id.includes('to-json-schema')) for (const factory of ZOD_JSON_SCHEMA_FACTORIES) if (!names.includes(factory)) fail(`${id}: the edit "zod without JSON Schema" cannot be made: ${factory} is not exported any more; see scripts/library-edits.ts`);
  return (
    `const unavailable = () => { throw new Error('JSON Schema output is not part of this build (scripts/library-edits.ts)'); };\n` +
    names.map((name) => `export const ${name} = ${ZOD_JSON_SCHEMA_FACTORIES.includes(name) ? '() => unavailable' : 'unavailable'};`).join('\n') +
    '\n'
  );
}

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
 *   once each.
 */
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

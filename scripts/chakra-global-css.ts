/**
 * Chakra UI's global styles as a stylesheet made when the app is built, not as the page starts.
 *
 * Chakra's `createSystem` computes its global styles (the CSS reset, the global CSS and the ~660
 * token variables) when it is called, as the entry is evaluated, and `ChakraProvider` has emotion
 * serialise them and insert them as the first page commits. The same CSS on every visit, made in
 * tasks that block the page: the login page's blocking time under a 4× slower CPU went from 1.13
 * to 0.95 s without them (Chromium's trace, 8 loads each, medians).
 *
 * A production build (`vite build`, the mock build too) therefore:
 * - makes that CSS once, with emotion's own serialiser (`chakraGlobalCss`, from the app's
 *   `src/components/system.ts`), and puts it in index.html (48 kB, 5.6 kB with brotli). Inline, it
 *   does not hold the splash back as a stylesheet of its own would: in Lighthouse's simulation a
 *   linked one moved the first paint from about 1.1 s to 2.1 s;
 * - builds Chakra's `createSystem` with no global styles of its own (`_global` empty, the only
 *   reader of which is `ChakraProvider`), so that they are neither computed nor inserted again.
 * The development server and Vitest keep Chakra as it is (the provider inserts the same CSS).
 *
 * The edit of Chakra's code is one line, found by its text (scripts/library-edits.ts): an upgrade
 * of Chakra that changes it fails the build instead of leaving the styles out, and
 * tests/e2e/shell.spec.ts checks that the built app has the reset, the global CSS and the token
 * variables.
 */
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';
import { editAtBuild } from './library-edits.ts';

const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const GLOBAL_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** The CSS that ChakraProvider would insert for the app's system: the layers' order, then the global styles. */
export async function chakraGlobalCss(): Promise<string> {
  // By URL: the app's module is type-checked with the app (tsconfig.app.json), not with the scripts.
  const { system } = (await import(new URL('../src/components/system.ts', import.meta.url).href)) as { system: { layers: { atRule: unknown }; _global: unknown } };
  // The server build of emotion's cache returns the rules it would insert, through the same stylis
  // plugins as the browser's (vendor prefixes included).
  const cache = createCache({ key: 'css' });
  const rules = (styles: unknown) => cache.insert('', serializeStyles([styles as never], cache.registered, {}), cache.sheet, false) as unknown as string;
  return rules(system.layers.atRule) + rules(system._global);
}

export function chakraGlobalCssAtBuild(): Plugin {
  return {
    ...editAtBuild({
      name: 'chakra-global-css-at-build',
      module: SYSTEM_MODULE,
      what: "Chakra's global styles made at build",
      find: GLOBAL_LINE,
      replace: 'const _global = [];',
      doc: 'scripts/chakra-global-css.ts',
    }),
    transformIndexHtml: {
      order: 'post',
      handler: async () => [{ tag: 'style', attrs: { 'data-chakra-global': '' }, children: await chakraGlobalCss(), injectTo: 'head' }],
    },
  };
}

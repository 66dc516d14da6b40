import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createAnatomy } from '@zag-js/anatomy';
import { describe, expect, it } from 'vitest';
import { zagAnatomyNamesOnce } from '../../scripts/library-edits';

type Handler = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | undefined;
const MODULE = '/app/node_modules/@zag-js/anatomy/dist/create-anatomy.mjs';
const edit = (code: string) =>
  (zagAnatomyNamesOnce().transform as { handler: Handler }).handler.call(
    {
      error: (message) => {
        throw new Error(message);
      },
    },
    code,
    MODULE,
  );

describe("Zag's anatomies, built with each name turned into kebab case once (scripts/library-edits.ts)", () => {
  // The installed module, as the build edits it.
  const installed = readFileSync(createRequire(import.meta.url).resolve('@zag-js/anatomy').replace(/index\.js$/, 'create-anatomy.mjs'), 'utf8');
  const edited = edit(installed)!.code;
  const editedAnatomy = new Function(`${edited.replace(/export\s*\{[^}]*\};?/, '')}; return createAnatomy;`)() as typeof createAnatomy;

  it('give every part the same data attributes and selectors as the library', () => {
    const components: [string, string[]][] = [
      ['dialog', ['trigger', 'backdrop', 'positioner', 'content', 'title', 'description', 'closeTrigger']],
      ['colorPicker', ['root', 'channelSliderThumb', 'eyeDropperTrigger']],
      ['segment group', ['item_text', 'indicator']],
      ['HTMLInput', ['URLBar', 'root']],
      ['dialog', ['closeTrigger', 'root']],
    ];
    for (const [name, parts] of components) {
      const built = editedAnatomy(name).parts(...parts).build();
      expect(built).toEqual(createAnatomy(name).parts(...parts).build());
      // Again, from the kept names.
      expect(editedAnatomy(name).parts(...parts).build()).toEqual(built);
    }
    expect(editedAnatomy('colorPicker').parts('channelSliderThumb').build().channelSliderThumb.attrs).toEqual({ 'data-scope': 'color-picker', 'data-part': 'channel-slider-thumb' });
  });

  it('fail the build when the library no longer has the line', () => {
    expect(() => edit(installed.replace(/var toKebabCase = [^\n]*/, 'var toKebabCase = (v) => v;'))).toThrow(/kebab case once each.*is not in this module any more/);
  });
});

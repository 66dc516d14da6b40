import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createAnatomy } from '@zag-js/anatomy';
import { rolldown, type Plugin as RolldownPlugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { exportedNames, zagAnatomyNamesOnce, zodJsonSchemaStub, zodWithoutJsonSchema } from '../../scripts/library-edits';

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

describe("zod without its JSON Schema output, in the build (scripts/library-edits.ts)", () => {
  /** The app's kind of use of zod, bundled as the build bundles it, with the edit or without. */
  async function bundled(edit: boolean) {
    const entry = `import { z } from 'zod';
      export const form = z.object({ name: z.string().min(1, 'required'), count: z.coerce.number().int().optional(), kind: z.enum(['a', 'b']).default('a') });
      export const ok = form.safeParse({ name: 'x', count: '3' });
      export const bad = form.safeParse({ name: '' });
      export const standard = form['~standard'].validate({ name: 'y' });
      export const toJson = () => form.toJSONSchema();
      export const standardJson = () => form['~standard'].jsonSchema.input({ target: 'draft-2020-12' });`;
    const bundle = await rolldown({
      input: 'entry',
      cwd: process.cwd(),
      logLevel: 'silent',
      plugins: [{ name: 'entry', resolveId: (id) => (id === 'entry' ? '\0entry' : undefined), load: (id) => (id === '\0entry' ? entry : undefined) }, ...(edit ? [zodWithoutJsonSchema() as RolldownPlugin] : [])],
    });
    const { output } = await bundle.generate({ format: 'cjs' });
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', 'exports', output[0].code)(module, module.exports);
    return { size: output[0].code.length, module: module.exports };
  }

  it('parses, coerces, defaults and reports as zod does, and a JSON Schema asked for throws', async () => {
    const [edited, original] = await Promise.all([bundled(true), bundled(false)]);
    for (const name of ['ok', 'bad', 'standard']) expect(JSON.stringify(edited.module[name])).toBe(JSON.stringify(original.module[name]));
    expect(edited.module.ok).toMatchObject({ success: true, data: { name: 'x', count: 3, kind: 'a' } });
    expect(JSON.stringify(edited.module.bad)).toContain('required');
    expect((original.module.toJson as () => unknown)()).toMatchObject({ type: 'object' });
    expect(edited.module.toJson).toThrow(/JSON Schema output is not part of this build/);
    expect(edited.module.standardJson).toThrow(/JSON Schema output is not part of this build/);
    // What it is for: the bundle is smaller by the JSON Schema code.
    expect(original.size - edited.size).toBeGreaterThan(20_000);
  });

  it("keeps every export of the installed modules, and fails the build when a factory the schemas call is gone", async () => {
    const fail = (message: string): never => {
      throw new Error(message);
    };
    const core = join(dirname(createRequire(import.meta.url).resolve('zod')), 'v4', 'core');
    for (const name of ['to-json-schema', 'json-schema-processors']) {
      const id = join(core, `${name}.js`);
      const code = readFileSync(id, 'utf8');
      const names = exportedNames(code);
      // The names read from the source are the ones the module exports.
      expect([...names].sort()).toEqual(Object.keys((await import(/* @vite-ignore */ id)) as object).sort());
      const stub = zodJsonSchemaStub(code, id, fail);
      for (const exported of names) expect(stub).toMatch(new RegExp(`^export const ${exported.replace('$', '\\$')} = `, 'm'));
    }
    const id = join(core, 'to-json-schema.js');
    const renamed = readFileSync(id, 'utf8').replace('export const createStandardJSONSchemaMethod', 'export const createStandardSchemaMethod');
    expect(() => zodJsonSchemaStub(renamed, id, fail)).toThrow(/createStandardJSONSchemaMethod is not exported any more/);
  });
});

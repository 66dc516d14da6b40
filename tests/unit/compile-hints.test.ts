import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { initialChunks } from '../../scripts/chunk-graph';
import { COMPILE_HINT, compileHints } from '../../scripts/compile-hints';

// A chunk's source map: its first line comes from line 3 of src/main.tsx, column 0.
const MAP = { version: 3, sources: ['src/main.tsx'], names: [], mappings: 'AAEA' };
const chunk = (fileName: string, isEntry: boolean, imports: string[], dynamicImports: string[] = []) =>
  ({ type: 'chunk', fileName, isEntry, imports, dynamicImports, code: `console.log(${JSON.stringify(fileName)});`, map: { ...MAP } }) as unknown as OutputChunk;
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as unknown as OutputAsset;

/** The entry imports the libraries and the runtime; a page is imported lazily, and imports the libraries too. */
function bundle(): OutputBundle {
  return {
    'assets/index.js': chunk('assets/index.js', true, ['assets/libraries.js'], ['assets/page.js']),
    'assets/libraries.js': chunk('assets/libraries.js', false, ['assets/runtime.js']),
    'assets/runtime.js': chunk('assets/runtime.js', false, []),
    'assets/page.js': chunk('assets/page.js', false, ['assets/libraries.js']),
    'assets/index.js.map': asset('assets/index.js.map', JSON.stringify(MAP)),
    'index.html': asset('index.html', '<!doctype html>'),
  };
}
const generate = (output: OutputBundle) => (compileHints().generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void }).handler({}, output);
const code = (output: OutputBundle, file: string) => (output[file] as OutputChunk).code;

describe("V8's compile hint on the chunks every page starts with (scripts/compile-hints.ts)", () => {
  it('marks the entry and what it imports statically, and no chunk loaded later', () => {
    const output = bundle();
    expect([...initialChunks(output)].sort()).toEqual(['assets/index.js', 'assets/libraries.js', 'assets/runtime.js']);
    generate(output);
    for (const file of ['assets/index.js', 'assets/libraries.js', 'assets/runtime.js']) expect(code(output, file)).toBe(`${COMPILE_HINT}\nconsole.log("${file}");`);
    expect(code(output, 'assets/page.js')).toBe('console.log("assets/page.js");');
    // Once: a second pass (a watch build's) does not add it again.
    generate(output);
    expect(code(output, 'assets/index.js').split(COMPILE_HINT)).toHaveLength(2);
  });

  it('shifts the source maps with the line, so that the code still maps to where it was written', () => {
    const output = bundle();
    generate(output);
    // A map's lines are separated by `;`: the hint's line maps to nothing, and the chunk's own
    // first line, now the file's second, still maps to line 3 of src/main.tsx (AAEA).
    for (const map of [(output['assets/index.js'] as OutputChunk).map, JSON.parse((output['assets/index.js.map'] as OutputAsset).source as string)]) {
      expect((map as { mappings: string }).mappings.split(';')).toEqual(['', 'AAEA']);
    }
    expect((output['assets/page.js'] as OutputChunk).map?.mappings).toBe('AAEA');
  });
});

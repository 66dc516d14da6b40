/** The build's chunk graph, as the build plugins (vite.config.ts, scripts/compile-hints.ts, scripts/page-preloads.ts) and the bundle budget walk it. */
import type { OutputBundle } from 'rolldown';

/** The chunks a chunk of `bundle` imports statically (undefined for a file that is not a chunk of it). */
export const chunkImports =
  (bundle: OutputBundle | undefined) =>
  (file: string): readonly string[] | undefined => {
    const chunk = bundle?.[file];
    return chunk?.type === 'chunk' ? chunk.imports : undefined;
  };

/** A chunk and every chunk it imports statically, added to `into`; chunks in `skip` (and what only they import) are left out. */
export function addStaticGraph(importsOf: (file: string) => readonly string[] | undefined, file: string, into: Set<string>, skip?: ReadonlySet<string>): Set<string> {
  if (into.has(file) || skip?.has(file)) return into;
  into.add(file);
  for (const dep of importsOf(file) ?? []) addStaticGraph(importsOf, dep, into, skip);
  return into;
}

/** The chunks every page starts with: each entry and every chunk it imports statically. */
export function initialChunks(bundle: OutputBundle): Set<string> {
  const files = new Set<string>();
  for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) addStaticGraph(chunkImports(bundle), file, files);
  return files;
}

import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every TypeScript source file under `dir` (declaration files left out), for the tests that read
 * the source. `generated: false` leaves out generated files too (`*.gen.ts`: the route tree).
 */
export function sourceFiles(dir: string, { generated = true }: { generated?: boolean } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, { generated });
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && (generated || !entry.name.endsWith('.gen.ts')) ? [path] : [];
  });
}

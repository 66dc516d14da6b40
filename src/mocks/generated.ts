/** orval's faker handlers for every operation (generated/api/<tag>/<tag>.msw.ts). */
import type { RequestHandler } from 'msw';

const modules = import.meta.glob<Record<string, unknown>>('../../generated/api/**/*.msw.ts', { eager: true });

export function generatedHandlers(): RequestHandler[] {
  return Object.values(modules).flatMap((mod) =>
    Object.entries(mod)
      .filter(([name, value]) => /^get[A-Z]\w*Mock$/.test(name) && typeof value === 'function')
      .flatMap(([, factory]) => {
        const result = (factory as () => unknown)();
        return Array.isArray(result) ? (result as RequestHandler[]) : [];
      }),
  );
}

/** orval's faker handlers for every operation (generated/api/<tag>/<tag>.msw.ts). */
import type { RequestHandler } from 'msw';

const modules = import.meta.glob<Record<string, unknown>>('../../generated/api/**/*.msw.ts', { eager: true });

export function generatedHandlers(): RequestHandler[] {
  return Object.values(modules).flatMap((mod) =>
    Object.entries(mod)
      // get<Tag>Mock() builds the handlers; get<Op>ResponseMock() builds an answer and is left for the request.
      .filter(([name, value]) => /^get[A-Z]\w*Mock$/.test(name) && !name.endsWith('ResponseMock') && typeof value === 'function')
      .flatMap(([, factory]) => {
        const result = (factory as () => unknown)();
        return Array.isArray(result) ? (result as RequestHandler[]) : [];
      }),
  );
}

/** Answer helpers of the mock handlers: the API's envelopes and error bodies. */
import { HttpResponse } from 'msw';
import { paginate, sortRows, type PageQuery } from './db';

/** The API's envelope of a 200 answer, typed: src/mocks/route.ts checks it against the contract. */
export const ok = <T>(data: T) => HttpResponse.json<{ status: number; data: T }>({ status: 200, data });
export const okPage = <T extends Record<string, unknown>>(rows: T[], query: PageQuery = {}, defaultPageSize = 10) =>
  ok(paginate(sortRows(rows, query.sorts), query, defaultPageSize));
/** What a resolver reads of MSW's resolver info. */
export type Info = { request: Request };

declare const unchecked: unique symbol;
/**
 * An answer other than the operation's declared 200 body: an error status, a file's bytes, a bare
 * 204. Not checked against the contract (src/mocks/route.ts); branded so that a resolver that
 * answers both `ok(...)` and `fail(...)` keeps its `ok` answer checked (a plain Response would
 * absorb it in the union).
 */
export type OtherAnswer = Response & { readonly [unchecked]: true };
export const other = (response: Response) => response as OtherAnswer;
/** A status without a body (401, 404, 204). */
export const bare = (status: number) => other(new HttpResponse(null, { status }));
/** An error answer (001 §errors): the status, and the message the page shows. */
export const fail = (status: number, message?: string) =>
  other(HttpResponse.json(message ? { status, errors: [{ message }] } : { status, errors: [] }, { status }));
/** ASP.NET Identity's answer (IdentityResult): succeeded or not, with the reason. */
export const identity = (successed: boolean, description?: string) =>
  HttpResponse.json<{ successed: boolean; errors: { code: string; description: string }[] }>({
    successed,
    errors: successed || !description ? [] : [{ code: 'Error', description }],
  });

/** Reads a JSON body; a missing or broken body reads as {}. */
export async function body<T = Record<string, unknown>>(request: Request): Promise<T> {
  try {
    return (await request.clone().json()) as T;
  } catch {
    return {} as T;
  }
}

/** Query parameters, matched case-insensitively as ASP.NET does. */
export function query(request: Request): (name: string) => string | null {
  const params = new URL(request.url).searchParams;
  return (name) => {
    for (const [k, v] of params) if (k.toLowerCase() === name.toLowerCase()) return v;
    return null;
  };
}

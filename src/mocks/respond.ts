/** Answer helpers of the mock handlers: the API's envelopes and error bodies. */
import { HttpResponse } from 'msw';
import { paginate, sortRows, type PageQuery } from './db';

export const ok = <T>(data: T) => HttpResponse.json({ status: 200, data });
export const okPage = <T extends Record<string, unknown>>(rows: T[], query: PageQuery = {}, defaultPageSize = 10) =>
  ok(paginate(sortRows(rows, query.sorts), query, defaultPageSize));
export const fail = (status: number, message?: string) =>
  HttpResponse.json(message ? { status, errors: [{ message }] } : { status, errors: [] }, { status });
export const identity = (successed: boolean, description?: string) =>
  HttpResponse.json({ successed, errors: successed || !description ? [] : [{ code: 'Error', description }] });

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

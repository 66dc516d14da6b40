/**
 * Conventional resolvers over one collection (001 §7: lists are POST with a body, single items
 * GET ?id=, edits PUT, removals DELETE ?id=, toggles PUT). Domains compose them per path.
 */
import type { HttpResponse } from 'msw';
import type { CollectionName, CollectionRow } from './collections';
import { matchesKeyword, type MockDb, type MockRecord, type Page, type PageQuery } from './db';
import { bare, body, fail, ok, okPage, query, type Info } from './respond';

type Row = MockRecord;
type Body = Record<string, unknown> & PageQuery;

export interface ListOptions<In extends Row = Row, Out extends Row = In> {
  /** Keep the rows this request asks for (compId, joinId, show filters, ...). */
  filter?: (row: In, body: Body, params: (name: string) => string | null) => boolean;
  keywordFields?: string[];
  defaultPageSize?: number;
  /** Default order when the request gives none. */
  sorts?: PageQuery['sorts'];
  map?: (row: In) => Out;
}

export const now = () => new Date().toISOString();

/** Equality filters for the fields a list body (or the query string) names, compared loosely. */
export function fieldFilter(fields: string[]) {
  return (row: Row, b: Body, params: (name: string) => string | null) =>
    fields.every((f) => {
      const key = Object.keys(b).find((k) => k.toLowerCase() === f.toLowerCase());
      const value = key ? b[key] : params(f);
      if (value === undefined || value === null || value === '' || value === -1) return true;
      const own = Object.keys(row).find((k) => k.toLowerCase() === f.toLowerCase());
      return own !== undefined && String(row[own]).toLowerCase() === String(value).toLowerCase();
    });
}

/** A resolver's answer, typed by what it lists; not inferred from where it is used (route.ts checks it there). */
type Answers<T> = (info: Info) => Promise<HttpResponse<{ status: number; data: NoInfer<T> }>>;

export function listPage<C extends CollectionName, Out extends Row = CollectionRow<C>>(
  db: MockDb,
  collection: C,
  options: ListOptions<NoInfer<CollectionRow<C>>, Out> = {},
): Answers<Page<Out>> {
  return async ({ request }: Info) => {
    const b = request.method === 'GET' ? ({} as Body) : await body<Body>(request);
    const params = query(request);
    const rows = db
      .all(collection)
      .filter((r) => !r.isDeleted)
      .filter((r) => (options.filter ? options.filter(r, b, params) : true))
      .filter((r) => matchesKeyword(r, b.keyword, options.keywordFields ?? ['name', 'title']))
      .map((r) => (options.map ? options.map(r) : (r as unknown as Out)));
    return okPage(rows, { ...b, sorts: b.sorts?.length ? b.sorts : options.sorts }, options.defaultPageSize);
  };
}

export function listAll<C extends CollectionName, Out extends Row = CollectionRow<C>>(
  db: MockDb,
  collection: C,
  options: ListOptions<NoInfer<CollectionRow<C>>, Out> = {},
): Answers<Out[]> {
  return async ({ request }: Info) => {
    const b = request.method === 'GET' ? ({} as Body) : await body<Body>(request);
    const params = query(request);
    const rows = db
      .all(collection)
      .filter((r) => !r.isDeleted)
      .filter((r) => (options.filter ? options.filter(r, b, params) : true))
      .map((r) => (options.map ? options.map(r) : (r as unknown as Out)));
    return ok(rows);
  };
}

export function getById<C extends CollectionName>(db: MockDb, collection: C, param = 'id') {
  return ({ request }: Info) => {
    const row = db.get(collection, query(request)(param));
    return row && !row.isDeleted ? ok(row) : fail(404);
  };
}

export function create(db: MockDb, collection: CollectionName, defaults: (b: Body) => Record<string, unknown> = () => ({})) {
  return async ({ request }: Info) => {
    const b = await body<Body>(request);
    const { id: _ignored, ...rest } = b;
    const row = db.insert(collection, { ...defaults(b), ...rest, createTime: now() });
    return ok(row.id);
  };
}

export function update(db: MockDb, collection: CollectionName) {
  return async ({ request }: Info) => {
    const b = await body<Body>(request);
    const id = String(b.id ?? query(request)('id') ?? '');
    const row = db.update(collection, id, { ...b, updateTime: now() });
    return row ? ok(true) : fail(404);
  };
}

export function remove(db: MockDb, collection: CollectionName, param = 'id') {
  return ({ request }: Info) => (db.remove(collection, query(request)(param) ?? '') ? ok(true) : fail(404));
}

/** PUT toggles such as SetShow / SetTopic: body (or query) carries the id and the new value. */
export function toggle(db: MockDb, collection: CollectionName, field: string, valueKeys: string[] = [field, 'show', 'value', 'isShow']) {
  return async ({ request }: Info) => {
    const b = await body<Body>(request);
    const params = query(request);
    const id = String(b.id ?? params('id') ?? '');
    const raw = valueKeys.map((k) => b[k] ?? params(k)).find((v) => v !== undefined && v !== null);
    const current = db.get(collection, id);
    if (!current) return fail(404);
    // Flags stay of their kind: booleans (isShow) or 0/1 numbers (topic, brandTopic).
    const numeric = typeof current[field] === 'number' || typeof raw === 'number';
    const on = raw === undefined ? !current[field] : raw === 'true' || raw === true || raw === 1 || raw === '1';
    const value = numeric ? (on ? 1 : 0) : on;
    db.update(collection, id, { [field]: value });
    return ok(true);
  };
}

export const noContent = () => bare(204);

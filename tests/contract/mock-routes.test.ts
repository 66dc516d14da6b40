/**
 * The stateful mock's routes are typed by the contract (src/mocks/route.ts over
 * generated/api/mock-answers.ts, the answers orval's get<Op>MockHandler declares): a path the
 * contract does not have, or an answer of another shape, does not compile. The `@ts-expect-error`
 * lines below are that check's own test: `npm test` type-checks this file, and fails when one of
 * them compiles (the check would have stopped checking).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files';
import { fail, ok } from '@/mocks/respond';
import { get, post, put } from '@/mocks/route';

const brand = { id: 'b-1', compId: 'c-1', name: '华展', isShow: true, showIndex: 0, createTime: '2026-03-01T08:00:00Z' };

/** Routes that must not compile: never registered, only type-checked. */
export const refused = [
  // @ts-expect-error a path the contract does not have
  get('/api/brands', () => ok([brand])),
  // @ts-expect-error the contract answers a brand here, not a number
  get('/api/brand', () => ok(42)),
  // @ts-expect-error a list answers a page of rows, not the rows
  post('/api/brand/GetAllByCompId', () => ok([brand])),
  // @ts-expect-error SetShow answers true or false
  put('/api/brand/SetShow', () => ok('done')),
  // @ts-expect-error a page row without the fields the contract requires
  post('/api/brand/GetAllByCompId', () => ok({ items: [{ id: 'b-1' }], totalCount: 1, pageIndex: 1, pageSize: 10, totalPages: 1 })),
];

/** Routes that compile: the declared answer, or an error status (not checked, it is not the 200 body). */
export const accepted = [
  post('/api/brand/GetAllByCompId', () => ok({ items: [brand], totalCount: 1, pageIndex: 1, pageSize: 10, totalPages: 1 })),
  put('/api/brand/SetShow', ({ request }) => (new URL(request.url).searchParams.has('id') ? ok(true) : fail(404))),
];

const mocks = join(import.meta.dirname, '../../src/mocks');

describe('the stateful mock routes', () => {
  it('are typed by the contract, but for a few tables of like operations checked when they run', () => {
    const uses = Object.fromEntries(
      sourceFiles(mocks)
        .filter((f) => !f.endsWith('route.ts'))
        .map((f) => [relative(mocks, f).replace(/\\/g, '/'), readFileSync(f, 'utf8').match(/\btableRoute\(/g)?.length ?? 0] as const)
        .filter(([, n]) => n > 0),
    );
    // A new table is added here on purpose: its answers are then checked only by mock-responses.test.ts.
    expect(uses).toEqual({
      // the review kinds (company, catalogue, invoice, contact, fascia board, vehicle): one answer type per kind
      'domains/audit.ts': 7,
      // the catalogue, invoice and fascia board forms
      'domains/catalogue.ts': 3,
      // crudRoutes: GET/POST/PUT/DELETE of certificates, partners, brands, cases, natures and business types
      'domains/showcase.ts': 4,
    });
  });

  it('compile with the declared answers and error statuses', () => {
    expect(accepted.map((h) => h.info.header)).toEqual([expect.stringMatching(/^POST /), expect.stringMatching(/^PUT /)]);
  });
});

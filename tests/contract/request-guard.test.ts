/**
 * The request checker of tests/support/contract-guard.ts, which every test file runs on each
 * request the app sends: it must report what is outside the contract and pass what is inside.
 */
import { describe, expect, it } from 'vitest';
import { BannerAllDocument } from '@gen/graphql/hooks';
import { findOperation } from '../support/contract';
import { requestProblems } from '../support/contract-guard';

const HOST = 'http://localhost';
const ID = '3f6c2a8e-9b1d-4c57-a0e2-6d8f1b2c4e90';

const get = (path: string) => new Request(`${HOST}${path}`);
const postJson = (path: string, body: unknown) =>
  new Request(`${HOST}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json;charset=UTF-8' }, body: JSON.stringify(body) });

/** The calls these tests use exist in the contract, with the parameters they rely on. */
describe('the operations used here', () => {
  it('are in the contract', () => {
    const counts = findOperation('GET', '/api/company/GetCompanyCount');
    expect(counts?.query).toEqual(expect.arrayContaining([{ name: 'joinid', required: true }]));
    expect(findOperation('POST', '/api/join/GetByCompany')?.bodyRequired).toBe(true);
    expect(findOperation('POST', '/live/graphql')?.operationId).toBe('liveGraphql');
    expect(findOperation('POST', '/connect/token')?.bodyType).toBe('application/x-www-form-urlencoded');
  });
});

describe('requestProblems', () => {
  it('finds nothing wrong with requests inside the contract', async () => {
    expect(await requestProblems(get(`/api/company/GetCompanyCount?joinid=${ID}&t=1795252200`))).toEqual([]);
    expect(await requestProblems(postJson('/api/join/GetByCompany', { pageIndex: 1, pageSize: 10, compId: ID }))).toEqual([]);
    const token = new URLSearchParams({ grant_type: 'password', client_id: 'exhibition_spa', username: 'exhibitor', password: 'demo1234' });
    const form = new Request(`${HOST}/connect/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: token });
    expect(await requestProblems(form)).toEqual([]);
  });

  it('compares paths and query names case-insensitively, as ASP.NET does', async () => {
    expect(await requestProblems(get(`/API/Company/getcompanycount/?JoinId=${ID}&T=1`))).toEqual([]);
  });

  it('ignores requests that are not API calls', async () => {
    expect(await requestProblems(get('/assets/index-abc123.js'))).toEqual([]);
    expect(await requestProblems(get('/exhibition/product?x=1'))).toEqual([]);
  });

  it('reports an unknown path', async () => {
    expect(await requestProblems(get('/api/company/NoSuchAction?t=1'))).toEqual(['GET /api/company/NoSuchAction is not in the contract']);
  });

  it('reports a known path with a method the contract does not declare', async () => {
    const problems = await requestProblems(new Request(`${HOST}/api/company/GetCompanyCount?joinid=${ID}`, { method: 'DELETE' }));
    expect(problems).toEqual(['DELETE /api/company/GetCompanyCount is not in the contract']);
  });

  it('reports a missing required query parameter', async () => {
    expect(await requestProblems(get('/api/company/GetCompanyCount?t=1'))).toEqual(['missing required query parameter joinid']);
  });

  it('reports an undeclared query parameter', async () => {
    expect(await requestProblems(get(`/api/company/GetCompanyCount?joinid=${ID}&t=1&compId=${ID}`))).toEqual([
      'query parameter compId is not declared',
    ]);
  });

  it('reports a JSON body its zod schema rejects, naming the field', async () => {
    const problems = await requestProblems(postJson('/api/join/GetByCompany', { pageIndex: 0, compId: 'not-a-uuid' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^body rejected by joinGetByCompanyBody: /);
    expect(problems[0]).toContain('pageIndex');
    expect(problems[0]).toContain('compId');
  });

  it('reports a missing required body', async () => {
    expect(await requestProblems(new Request(`${HOST}/api/join/GetByCompany`, { method: 'POST' }))).toEqual(['missing request body']);
  });

  it('reports a form body its zod schema rejects', async () => {
    const form = new Request(`${HOST}/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'magic', client_id: 'exhibition_spa' }),
    });
    const problems = await requestProblems(form);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^body rejected by connectTokenBody: grant_type/);
  });
});

describe('requestProblems on live GraphQL requests', () => {
  const graphql = (queryName: string | null, body: Record<string, unknown>) =>
    postJson(`/live/graphql${queryName === null ? '' : `?queryName=${queryName}`}`, body);
  const query = BannerAllDocument.toString();

  it('passes a generated document under its own name', async () => {
    expect(await requestProblems(graphql('BannerAll', { query, variables: { input: {} }, operationName: 'BannerAll' }))).toEqual([]);
  });

  it('reports a document the schema does not validate', async () => {
    const invalid = 'query BannerAll { banner { all(input: {}) { id noSuchField } } }';
    const problems = await requestProblems(graphql('BannerAll', { query: invalid, operationName: 'BannerAll' }));
    expect(problems.some((p) => p.includes('noSuchField'))).toBe(true);
  });

  it('reports an operation the schema does not have', async () => {
    const invalid = 'mutation BannerAll { banner { all(input: {}) { id } } }';
    expect(await requestProblems(graphql('BannerAll', { query: invalid }))).not.toEqual([]);
  });

  it('reports a queryName that does not name the operation, or none', async () => {
    expect(await requestProblems(graphql('BannerCreate', { query }))).toEqual([
      'queryName BannerCreate does not name an operation of the document (BannerAll)',
    ]);
    expect(await requestProblems(graphql(null, { query }))).toEqual(['queryName null does not name an operation of the document (BannerAll)']);
  });

  it('does not pass a document that does not parse', async () => {
    // graphql-js `parse` throws on a syntax error; the guard then rejects instead of listing a
    // problem, which still fails the test file (contractGuard.assertClean awaits every check).
    const outcome = await requestProblems(graphql('BannerAll', { query: 'query BannerAll { banner { all( ' })).then(
      (problems) => (problems.length > 0 ? 'reported' : 'passed'),
      () => 'rejected',
    );
    expect(outcome).not.toBe('passed');
  });
});

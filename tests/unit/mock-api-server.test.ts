/**
 * `npm run mock-api`: the demo data over HTTP, for a production build (which has no mocks in it)
 * and for the benchmarks. The requests go out of this process (bypass), past the test's own MSW.
 */
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockApi } from '../../scripts/mock-api';

let api: Awaited<ReturnType<typeof startMockApi>>;
beforeAll(async () => {
  api = await startMockApi(0);
}, 60_000);
afterAll(() => api?.close());

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(bypass(new Request(api.url + path, init)));
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as { data?: unknown; access_token?: string; errors?: { message: string }[] } };
}

/** The demo exhibitor's password grant at the token endpoint. */
const signIn = () =>
  call('/connect/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'exhibitor', password: 'demo1234', client_id: 'expo.web' }),
  });

describe('the mock API over HTTP', () => {
  it('signs the demo exhibitor in, and keeps what is created for the next request', async () => {
    const token = await signIn();
    expect(token.status).toBe(200);
    const auth = { authorization: `Bearer ${token.body.access_token}`, 'content-type': 'application/json' };

    const me = await call('/api/account/GetInfo', { headers: auth });
    const { compId, companyName } = me.body.data as { compId: string; companyName: string };
    expect(companyName).toBe('深圳华展智能科技有限公司');

    const created = await call('/api/brand', { method: 'POST', headers: auth, body: JSON.stringify({ compId, name: '华展云链', nameEn: 'HUAZHAN Cloud' }) });
    expect(created.status).toBe(200);
    const brands = await call('/api/brand/GetAllByCompId', { method: 'POST', headers: auth, body: JSON.stringify({ compId, pageIndex: 1, pageSize: 100 }) });
    expect((brands.body.data as { items: { name: string }[] }).items.map((b) => b.name)).toContain('华展云链');
  });

  it('answers as the backend would when it cannot: 401 without a token, 404 for a record that is not there', async () => {
    expect((await call('/api/account/GetInfo')).status).toBe(401);
    const token = await signIn();
    const missing = await call('/api/brand?id=00000000-0000-4000-8000-000000000000', { headers: { authorization: `Bearer ${token.body.access_token}` } });
    expect(missing.status).toBe(404);
  });
});

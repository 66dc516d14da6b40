import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountGetInfo } from '@gen/api/account/account';
import { exhibitionGetAll } from '@gen/api/host-exhibition/host-exhibition';
import { productGet } from '@gen/api/product/product';
import { exhibitionGetAllConfiSettle } from '@gen/api/settings/settings';
import { vehicleTemplateZip } from '@gen/api/vehicles/vehicles';
import { ActivityByIdDocument, type ActivityByIdQuery, type ActivityByIdQueryVariables } from '@gen/graphql/hooks';
import { apiClient, serverMessage } from '@/lib/http/client';
import { UnreadableAnswerError } from '@/lib/http/errors';
import { GraphQLRequestError, liveFetcher } from '@/lib/http/graphql';
import { registerNavigate } from '@/lib/navigation';
import { authExpiredDialog } from '@/lib/notify';
import { toaster } from '@/lib/toaster';
import { session } from '@/lib/session/store';
import { mockDb, server } from '../setup';
import { signInAs } from '../support/session';

const navigations: string[] = [];
registerNavigate((href) => navigations.push(href));

function toastTitles(): string[] {
  return toaster.getVisibleToasts().map((t) => String(t.title));
}

beforeEach(() => {
  navigations.length = 0;
  toaster.remove();
});
afterEach(() => {
  vi.useRealTimers();
  if (authExpiredDialog.get().open) authExpiredDialog.close();
});

describe('HTTP client (000 §7, §8)', () => {
  it('sends the bearer token and adds t in whole seconds to every GET', async () => {
    await signInAs('exhibitor');
    let seen: URL | undefined;
    let auth: string | null = null;
    server.use(
      http.get('*/api/Exhibition/GetAllConfiSettle', ({ request }) => {
        seen = new URL(request.url);
        auth = request.headers.get('authorization');
        return HttpResponse.json({ status: 200, data: [] });
      }),
    );
    await exhibitionGetAllConfiSettle({ type: 1 });
    expect(seen?.searchParams.get('type')).toBe('1');
    const t = Number(seen?.searchParams.get('t'));
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(5);
    expect(Number.isInteger(t)).toBe(true);
    expect(auth).toBe(`Bearer ${session.get().token}`);
  });

  it('merges data into the query string for GET and DELETE', async () => {
    let url: URL | undefined;
    server.use(
      http.delete('*/api/staff', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ status: 200, data: true });
      }),
    );
    await apiClient({ url: '/api/staff', method: 'DELETE', data: { id: 'abc' } });
    expect(url?.searchParams.get('id')).toBe('abc');
    expect(url?.searchParams.has('t')).toBe(false);
  });

  it('posts the token call form-urlencoded to the auth host and JSON elsewhere', async () => {
    const types: Record<string, string | null> = {};
    server.events.on('request:start', ({ request }) => {
      types[new URL(request.url).pathname] = request.headers.get('content-type');
    });
    await signInAs('host');
    expect(types['/connect/token']).toContain('application/x-www-form-urlencoded');
    server.events.removeAllListeners('request:start');
  });

  it('refreshes once when many requests fail with 401 together, then retries them', async () => {
    await signInAs('exhibitor');
    let refreshes = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/connect/token')) refreshes += 1;
    });
    // Expire the token on the server side: every request carries a token the server rejects once.
    const stale = session.get().token;
    server.use(
      http.get('*/api/account/GetInfo', ({ request }) => {
        if (request.headers.get('authorization') === `Bearer ${stale}`) return new HttpResponse(null, { status: 401 });
        return undefined;
      }),
    );
    const results = await Promise.all([accountGetInfo(), accountGetInfo(), accountGetInfo(), accountGetInfo()]);
    expect(results.every((r) => r.data.userName === 'exhibitor')).toBe(true);
    expect(refreshes).toBe(1);
    expect(session.get().refreshed).toBe(true);
    expect(session.get().token).not.toBe(stale);
    server.events.removeAllListeners('request:start');
  });

  it('ends the session when the refresh fails: the dialog says authorization expired, closing it opens the role login', async () => {
    await signInAs('host');
    server.use(
      http.get('*/api/account/GetInfo', () => new HttpResponse(null, { status: 401 })),
      http.post('*/connect/token', () => HttpResponse.json({ error: 'invalid_grant', error_description: 'expired', code: 4005 }, { status: 400 })),
    );
    await expect(accountGetInfo()).rejects.toThrow();
    expect(authExpiredDialog.get().open).toBe(true);
    authExpiredDialog.close();
    expect(session.get().isLogin).toBe(false);
    expect(navigations.at(-1)).toMatch(/^\/host\/login\/alogin/);
  });

  it('goes to /404 on a 404', async () => {
    server.use(http.get('*/api/account/GetInfo', () => new HttpResponse(null, { status: 404 })));
    await expect(accountGetInfo()).rejects.toThrow();
    expect(navigations).toEqual(['/404']);
  });

  it('shows the first message of a 500 errors list, or goes to /500 when there is none', async () => {
    server.use(http.get('*/api/account/GetInfo', () => HttpResponse.json({ status: 500, errors: [{ message: '数据库连接超时' }, { message: 'second' }] }, { status: 500 })));
    await expect(accountGetInfo()).rejects.toThrow();
    expect(toastTitles()).toContain('数据库连接超时');
    expect(navigations).toEqual([]);

    server.use(http.get('*/api/account/GetInfo', () => new HttpResponse(null, { status: 500 })));
    await expect(accountGetInfo()).rejects.toThrow();
    expect(navigations).toEqual(['/500']);
  });

  it('does nothing extra on a 400', async () => {
    server.use(http.get('*/api/account/GetInfo', () => HttpResponse.json({ status: 400, errors: [{ message: 'bad' }] }, { status: 400 })));
    await expect(accountGetInfo()).rejects.toThrow();
    expect(navigations).toEqual([]);
    expect(toastTitles()).toEqual([]);
  });

  it('tells the user about a network failure and sends the request again on retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/Exhibition/GetAllConfiSettle', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ status: 200, data: [] });
      }),
    );
    const pending = exhibitionGetAllConfiSettle({ type: 1 });
    await vi.waitFor(() => expect(toaster.getVisibleToasts().length).toBe(1));
    const toast = toaster.getVisibleToasts()[0]!;
    expect(String(toast.title)).toMatch(/网络|Network/);
    toast.action!.onClick();
    await expect(pending).resolves.toEqual({ status: 200, data: [] });
    expect(calls).toBe(2);
  });

  it('reads the server\'s words from a GraphQL errors list as from a REST errors list', () => {
    expect(serverMessage(new GraphQLRequestError([{ message: '该活动尚未通过直播审核' }]))).toBe('该活动尚未通过直播审核');
    expect(serverMessage(new Error('plain'))).toBeUndefined();
  });
});

/** Counts `grant_type=refresh_token` calls; each is held for `holdMs` before the mocks answer it. */
function countRefreshes(holdMs = 0) {
  const counter = { refreshes: 0 };
  server.use(
    http.post('*/connect/token', async ({ request }) => {
      if (new URLSearchParams(await request.clone().text()).get('grant_type') !== 'refresh_token') return undefined;
      counter.refreshes += 1;
      if (holdMs) await delay(holdMs);
      return undefined; // the stateful mock answers
    }),
  );
  return counter;
}

async function until(condition: () => boolean) {
  while (!condition()) await delay(5);
}

describe('token refresh: single flight however the 401s arrive (issue 13.1)', () => {
  it('50 concurrent requests, 401s before, during and after the refresh: one refresh, every request succeeds once', async () => {
    await signInAs('exhibitor');
    const stale = session.get().token;
    const ids = mockDb
      .find('products', (p) => !p.isDeleted)
      .slice(0, 50)
      .map((p) => p.id);
    expect(ids).toHaveLength(50);
    const counter = countRefreshes(60);
    const served = new Map<string, number>();
    const timing = { early: 0, during: 0, late: 0 };
    server.use(
      http.get('*/api/Product', async ({ request }) => {
        const id = new URL(request.url).searchParams.get('id')!;
        if (request.headers.get('authorization') === `Bearer ${stale}`) {
          const slot = ids.indexOf(id) % 3;
          if (slot === 1) {
            // Answered while the refresh is on its way.
            await until(() => counter.refreshes > 0);
            timing.during += session.get().token === stale ? 1 : 0;
          } else if (slot === 2) {
            // A slow request sent with the old token: its 401 arrives after the refresh finished.
            await until(() => session.get().token !== stale);
            timing.late += 1;
          } else {
            timing.early += 1;
          }
          return new HttpResponse(null, { status: 401 });
        }
        served.set(id, (served.get(id) ?? 0) + 1);
        return undefined; // the stateful mock answers with the product
      }),
    );

    const results = await Promise.all(ids.map((id) => productGet({ id })));

    expect(counter.refreshes).toBe(1);
    expect(results.map((r) => r.data.id)).toEqual(ids);
    expect(ids.every((id) => served.get(id) === 1)).toBe(true);
    expect(timing.early).toBeGreaterThan(0);
    expect(timing.during).toBeGreaterThan(0);
    expect(timing.late).toBeGreaterThan(0);
    expect(session.get().refreshed).toBe(true);
    expect(authExpiredDialog.get().open).toBe(false);
  });

  it('a request sent with an older token than the current one is sent again without a refresh', async () => {
    await signInAs('host');
    const stale = session.get().token;
    const counter = countRefreshes();
    server.use(
      http.get('*/api/account/GetInfo', async ({ request }) => {
        if (request.headers.get('authorization') !== `Bearer ${stale}`) return undefined;
        // Meanwhile the session got a newer token (another request's refresh, another tab).
        await until(() => session.get().token !== stale);
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const pending = accountGetInfo();
    await delay(20);
    session.set({ token: `${stale}.newer` });
    server.use(http.get('*/api/account/GetInfo', ({ request }) => (request.headers.get('authorization') === `Bearer ${stale}.newer` ? HttpResponse.json({ status: 200, data: { ...session.get().user } }) : undefined)));
    await expect(pending).resolves.toMatchObject({ status: 200 });
    expect(counter.refreshes).toBe(0);
  });

  it('never asks again with a refresh token the server refused: one refresh call, one dialog', async () => {
    await signInAs('exhibitor');
    server.use(
      http.get('*/api/account/GetInfo', () => new HttpResponse(null, { status: 401 })),
      http.post('*/connect/token', () => HttpResponse.json({ error: 'invalid_grant', error_description: 'expired', code: 4005 }, { status: 400 })),
    );
    const counter = countRefreshes(); // in front of the refusal
    await Promise.allSettled([accountGetInfo(), accountGetInfo()]);
    await Promise.allSettled([accountGetInfo(), accountGetInfo(), accountGetInfo()]);
    expect(counter.refreshes).toBe(1);
    expect(authExpiredDialog.get().open).toBe(true);
  });

  it('a 401 for a request sent without a token (a visitor on an open page) neither refreshes nor shows the dialog', async () => {
    const counter = countRefreshes();
    server.use(http.get('*/api/account/GetInfo', () => new HttpResponse(null, { status: 401 })));
    await expect(accountGetInfo()).rejects.toMatchObject({ response: { status: 401 } });
    expect(counter.refreshes).toBe(0);
    expect(authExpiredDialog.get().open).toBe(false);
    expect(navigations).toEqual([]);
  });
});

describe('unreadable answers (issue 13.2)', () => {
  const badAnswer = '服务器返回的数据无法识别，请稍后重试';

  async function failure(call: Promise<unknown>): Promise<unknown> {
    try {
      await call;
    } catch (error) {
      return error;
    }
    throw new Error('the call succeeded');
  }

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('refuses a proxy\'s HTML error page answered with 200, in the user\'s words', async () => {
    await signInAs('exhibitor');
    server.use(http.get('*/api/account/GetInfo', () => HttpResponse.html('<html><body><h1>502 Bad Gateway</h1></body></html>')));
    const error = await failure(accountGetInfo());
    expect(error).toBeInstanceOf(UnreadableAnswerError);
    expect((error as Error).message).toBe(badAnswer);
    expect(serverMessage(error)).toBe(badAnswer);
    expect(navigations).toEqual([]);
    expect(authExpiredDialog.get().open).toBe(false);
  });

  it('refuses a truncated JSON body and an answer that is not the envelope', async () => {
    server.use(http.post('*/api/exhibition/GetAll', () => new HttpResponse('{"status":200,"data":{"items":[{"id":"8d3f', { headers: { 'Content-Type': 'application/json' } })));
    expect(serverMessage(await failure(exhibitionGetAll({ pageIndex: 1, pageSize: 10 })))).toBe(badAnswer);

    server.use(http.post('*/api/exhibition/GetAll', () => HttpResponse.json([{ id: 1 }])));
    expect(await failure(exhibitionGetAll({ pageIndex: 1, pageSize: 10 }))).toBeInstanceOf(UnreadableAnswerError);

    server.use(http.post('*/api/exhibition/GetAll', () => HttpResponse.json({ items: [] })));
    expect(await failure(exhibitionGetAll({ pageIndex: 1, pageSize: 10 }))).toBeInstanceOf(UnreadableAnswerError);

    server.use(http.post('*/api/exhibition/GetAll', () => new HttpResponse('', { status: 200 })));
    expect(await failure(exhibitionGetAll({ pageIndex: 1, pageSize: 10 }))).toBeInstanceOf(UnreadableAnswerError);
  });

  it('refuses an envelope whose data does not have the contract\'s shape (development and tests check it with the generated zod)', async () => {
    server.use(http.post('*/api/exhibition/GetAll', () => HttpResponse.json({ status: 200, data: { pageIndex: 1, items: 'none' } })));
    const error = await failure(exhibitionGetAll({ pageIndex: 1, pageSize: 10 }));
    expect(error).toBeInstanceOf(UnreadableAnswerError);
    expect((error as UnreadableAnswerError).problems.join('\n')).toMatch(/^data\.\w+/m);
    expect(serverMessage(error)).toBe(badAnswer);
  });

  it('passes a well-formed answer through unchanged', async () => {
    const answer = await exhibitionGetAll({ pageIndex: 1, pageSize: 10 });
    expect(answer.status).toBe(200);
    expect(answer.data.items.length).toBeGreaterThan(0);
  });

  it('refuses an HTML page where a file was expected', async () => {
    await signInAs('host');
    server.use(http.get('*/api/Vehicle/templateZip', () => HttpResponse.html('<html>Session expired</html>')));
    expect(await failure(vehicleTemplateZip({ exId: '8d3f6b1e-2a4c-4e5f-9a10-1b2c3d4e5f60' }))).toBeInstanceOf(UnreadableAnswerError);
  });

  it('refuses a GraphQL answer that is an HTML page or has no data', async () => {
    const fetchActivity = liveFetcher<ActivityByIdQuery, ActivityByIdQueryVariables>(ActivityByIdDocument, { input: { id: 'ac71a001-0000-4000-8000-000000000001' } });
    server.use(http.post('*/live/graphql', () => HttpResponse.html('<html>Bad Gateway</html>')));
    expect(serverMessage(await failure(fetchActivity()))).toBe(badAnswer);
    server.use(http.post('*/live/graphql', () => HttpResponse.json({ data: null })));
    expect(await failure(fetchActivity())).toBeInstanceOf(UnreadableAnswerError);
    // A GraphQL error list is an answer: the operation failed, in the server's words.
    server.use(http.post('*/live/graphql', () => HttpResponse.json({ data: null, errors: [{ message: '活动不存在' }] })));
    expect(serverMessage(await failure(fetchActivity()))).toBe('活动不存在');
  });
});

/**
 * The open live pages (000 §2: /live-user-reg, /live-auth, /exhibition/mobilePcLive) seen by a
 * visitor who is not signed in: every call they make is one the contract marks as answering
 * without a token (`security: []` in openapi/, `@public` in graphql/schema.graphql), and a 401
 * never brings up the "authorization expired" dialog for someone who never signed in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { getNamedType, Kind, parse, type GraphQLObjectType, type OperationDefinitionNode } from 'graphql';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { authExpiredDialog } from '@/lib/notify';
import { session } from '@/lib/session/store';
import { mockDb, server } from '../setup';
import { findOperation, liveSchema } from '../support/contract';
import { renderApp } from '../support/app';

const LAUNCH = 'ac71a001-0000-4000-8000-000000000001';
const OPEN_DAY = 'ac71a001-0000-4000-8000-000000000007';
const OPEN_DAY_CHANNEL = '3958502';
const FIRST_LOAD = { timeout: 5000 };

/** `group.operation` of every root field a GraphQL document selects, with whether the schema marks it @public. */
function graphqlOperations(query: string): { name: string; isPublic: boolean }[] {
  const operation = parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const root = (operation.operation === 'mutation' ? liveSchema.getMutationType() : liveSchema.getQueryType())!;
  return operation.selectionSet.selections.flatMap((group) => {
    if (group.kind !== Kind.FIELD) return [];
    const groupType = getNamedType(root.getFields()[group.name.value]!.type) as GraphQLObjectType;
    return (group.selectionSet?.selections ?? []).flatMap((field) => {
      if (field.kind !== Kind.FIELD) return [];
      const definition = groupType.getFields()[field.name.value]!;
      return [{ name: `${group.name.value}.${field.name.value}`, isPublic: Boolean(definition.astNode?.directives?.some((d) => d.name.value === 'public')) }];
    });
  });
}

/** Every call the pages make while the test runs, as `name` + whether it may go without a token. */
const calls: { name: string; isPublic: boolean; authorization: string | null }[] = [];
const pending: Promise<void>[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (!/^\/(?:api|connect|live|short)\//i.test(url.pathname)) return;
  const authorization = request.headers.get('authorization');
  if (/^\/live\/graphql$/i.test(url.pathname)) {
    pending.push(
      request
        .clone()
        .json()
        .then((body: { query: string }) => {
          for (const op of graphqlOperations(body.query)) calls.push({ ...op, authorization });
        }),
    );
    return;
  }
  const op = findOperation(request.method, url.pathname);
  const security = op?.raw.security;
  calls.push({ name: `${request.method} ${url.pathname}`, isPublic: Array.isArray(security) && security.length === 0, authorization });
};

async function settledCalls() {
  await Promise.all(pending);
  return calls;
}

beforeEach(() => {
  session.clear();
  applyLanguage('zh');
  calls.length = 0;
  pending.length = 0;
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  if (authExpiredDialog.get().open) authExpiredDialog.close();
  session.clear();
});

describe('open live pages, signed out', () => {
  it('/live-user-reg reads only public operations (the reg-form banners) and offers the sign-in', async () => {
    await renderApp(`/live-user-reg?activityId=${LAUNCH}`);
    expect(await screen.findByTestId('live-sign-in', undefined, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('reg-banners')).toBeInTheDocument());
    const made = await settledCalls();
    expect(made.map((c) => c.name)).toContain('banner.all');
    expect(made.filter((c) => !c.isPublic)).toEqual([]);
    expect(made.every((c) => c.authorization === null)).toBe(true);
  });

  it('/live-auth shows the activity and its channel, lets a visitor through a code and logs the view, with public operations only', async () => {
    // The channel's seeded, disabled watch code switched on as its only check (as in live-pages.test.tsx).
    const channelId = OPEN_DAY_CHANNEL;
    const saved = mockDb.get('liveChannels', channelId)!.authSettings as { type: string; code?: string }[];
    const code = saved.find((s) => s.type === 'code')!;
    mockDb.update('liveChannels', channelId, { authSettings: [{ ...code, rank: 1, enabled: true }] });
    try {
      const { user } = await renderApp(`/live-auth?activityId=${OPEN_DAY}`);
      const way = await screen.findByTestId('auth-way-code', undefined, FIRST_LOAD);
      await user.type(within(way).getByRole('textbox', { name: '观看码' }), String(code.code));
      await user.click(within(way).getByRole('button', { name: '验证' }));
      expect(await screen.findByTestId('live-watch')).toBeInTheDocument();
      // Unsigned for a visitor: authSign needs a token and is not called.
      await waitFor(() => expect(screen.getByTestId('watch-link')).toHaveAttribute('href', expect.stringMatching(new RegExp(`/watch/${channelId}$`))));
      await waitFor(async () => expect((await settledCalls()).map((c) => c.name)).toContain('viewerLogs.userLogCreate'));
      const made = await settledCalls();
      expect(made.map((c) => c.name)).toEqual(expect.arrayContaining(['activity.byId', 'liveProvider.channel']));
      expect(made.filter((c) => !c.isPublic)).toEqual([]);
    } finally {
      mockDb.update('liveChannels', channelId, { authSettings: saved });
    }
  });

  it('/exhibition/mobilePcLive lists the stream products with public operations only', async () => {
    await renderApp(`/exhibition/mobilePcLive?activityId=${LAUNCH}`);
    await waitFor(() => expect(screen.getAllByTestId('live-product').length).toBeGreaterThan(0), FIRST_LOAD);
    const made = await settledCalls();
    expect(made.map((c) => c.name)).toEqual(expect.arrayContaining(['activity.byId', 'liveProvider.channel', 'liveProvider.channelProductAll']));
    expect(made.filter((c) => !c.isPublic)).toEqual([]);
  });

  it('a 401 on an open page shows the page\'s own error, never the "authorization expired" dialog', async () => {
    server.use(http.post('*/live/graphql', () => new HttpResponse(null, { status: 401 })));
    await renderApp(`/exhibition/mobilePcLive?activityId=${LAUNCH}`);
    expect(await screen.findByRole('button', { name: '重试' }, FIRST_LOAD)).toBeInTheDocument();
    expect(authExpiredDialog.get().open).toBe(false);
    expect(screen.queryByText('授权已过期，请重新登录')).not.toBeInTheDocument();
  });
});

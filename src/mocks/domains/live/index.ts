/**
 * The live-management GraphQL endpoint (001 §7 "Live management"): POST /live/graphql answered by
 * executing graphql/schema.graphql with graphql-js against the shared store. Root fields are the
 * groups of the contract (`live`, `liveHistory`, `activity`, ...); each group resolves to an
 * object whose methods are the operations. Resolver failures come back as `errors` with status
 * 200, as a GraphQL server answers; a body without a query string is a 400.
 *
 * Activities are the REST `activities` rows when another domain provides them (their liveAudit
 * is the REST integer code), otherwise this domain's `liveActivities` fallback.
 */
import { HttpResponse } from 'msw';
import { seedLiveActivities, seedLiveData, seedLiveExhibitProducts } from '../../data/live';
import type { MockDb } from '../../db';
import { currentUser, type MockDomain } from '../../domain';
import { body, query } from '../../respond';
import { post } from '../../route';
import { LIVE, type Ctx, type Group, type LiveApi } from './helpers';
import { liveStore } from './store';
import { liveGroups } from './live';
import { historyGroups } from './history';
import { activityGroups } from './activity';
import { viewerGroups } from './viewers';
import { registrationGroups } from './registration';
import { providerGroups } from './provider';

export function liveApi(db: MockDb): LiveApi {
  const s = liveStore(db);
  const { live } = liveGroups(db, s);
  const { liveHistory } = historyGroups(db, s);
  const { activity, activityChannlIdSummary } = activityGroups(db, s);
  const { viewerLogs, liveLiveViewer } = viewerGroups(db, s);
  const { banner, department, departmentJob } = registrationGroups(db, s);
  const { liveProvider } = providerGroups(db, s);
  const groups = (o: Record<string, Record<string, unknown>>) => o as Record<string, Group>;
  return {
    query: groups({
      live: { pushUrl: live.pushUrl },
      liveHistory: { page: liveHistory.page },
      activity,
      viewerLogs: { productLogPage: viewerLogs.productLogPage, companyLogPage: viewerLogs.companyLogPage, userLogPage: viewerLogs.userLogPage },
      liveLiveViewer: { get: liveLiveViewer.get },
      banner: { all: banner.all },
      department: { all: department.all },
      departmentJob: { list: departmentJob.list },
      liveProvider: { channel: liveProvider.channel, authSign: liveProvider.authSign, allByActivityId: liveProvider.allByActivityId, channelProductAll: liveProvider.channelProductAll },
    }),
    mutation: groups({
      live,
      liveHistory,
      activityChannlIdSummary,
      viewerLogs: { userLogCreate: viewerLogs.userLogCreate },
      liveLiveViewer: { createOrUpdate: liveLiveViewer.createOrUpdate },
      banner,
      department,
      departmentJob,
      liveProvider,
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Domain
// ---------------------------------------------------------------------------------------------

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const liveDomain: MockDomain = {
  name: 'live',
  seed: (seeded) => {
    const external = seeded[LIVE.activities]?.length ? seeded[LIVE.activities] : undefined;
    const activities = external ?? seedLiveActivities();
    const externalProducts = seeded[LIVE.products]?.length ? seeded[LIVE.products] : undefined;
    const products = externalProducts ?? seedLiveExhibitProducts();
    return {
      ...(external ? {} : { [LIVE.fallbackActivities]: activities }),
      ...(externalProducts ? {} : { [LIVE.fallbackProducts]: products }),
      ...seedLiveData({ activities, products }),
    };
  },
  handlers: (db) => {
    const api = liveApi(db);
    return [
      post('/live/graphql', async ({ request }) => {
        const b = await body<{ query?: unknown; variables?: unknown; operationName?: unknown }>(request);
        if (typeof b.query !== 'string' || !b.query.trim()) {
          return HttpResponse.json({ errors: [{ message: 'Must provide a query string.' }] }, { status: 400 });
        }
        const operationName = typeof b.operationName === 'string' && b.operationName ? b.operationName : (query(request)('queryName') ?? undefined);
        // graphql-js (about 600 kB) loads with the first live call, not with the mock API.
        const { executeLive } = await import('./executor');
        const result = await executeLive({
          source: b.query,
          variableValues: isObject(b.variables) ? b.variables : undefined,
          operationName,
          contextValue: { request, user: currentUser(db, request), api } satisfies Ctx,
        });
        return HttpResponse.json(JSON.parse(JSON.stringify(result)) as Record<string, unknown>);
      }),
    ];
  },
};

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
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import { HttpResponse } from 'msw';
import type * as G from '@gen/graphql/types';
import schemaSource from '../../../graphql/schema.graphql?raw';
import { now } from '../crud';
import {
  auditCode,
  channelIdFor,
  CONVERT,
  cst,
  hexOf,
  LIVE_APP_ID,
  LIVE_AUDIT,
  pick,
  productCover,
  PUSH_SERVER,
  REG_FORM,
  seedChannel,
  seedLiveActivities,
  seedLiveData,
  seedLiveExhibitProducts,
  seedMembers,
  type LiveAuditName,
} from '../data/live';
import { EXPO_SITE, website } from '../data/places';
import { paginate, type MockDb, type MockRecord } from '../db';
import { currentUser, type MockDomain } from '../domain';
import { body, query } from '../respond';
import { post } from '../route';

type Row = MockRecord;
type Args<T> = { input: T };
interface Ctx {
  request: Request;
  user?: MockRecord;
  api: LiveApi;
}
type Resolver = (args: Args<never>, ctx: Ctx) => unknown;
type Group = Record<string, Resolver>;
interface LiveApi {
  query: Record<string, Group>;
  mutation: Record<string, Group>;
}

/** Collections of this domain. */
export const LIVE = {
  activities: 'activities',
  fallbackActivities: 'liveActivities',
  products: 'products',
  fallbackProducts: 'liveExhibitProducts',
  channels: 'liveChannels',
  members: 'liveMembers',
  history: 'liveHistory',
  summaries: 'liveSummaries',
  channelProducts: 'liveChannelProducts',
  viewers: 'liveViewers',
  userLogs: 'liveUserViewLogs',
  productLogs: 'liveProductViewLogs',
  companyLogs: 'liveCompanyViewLogs',
  banners: 'liveBanners',
  departments: 'liveDepartments',
  jobs: 'liveDepartmentJobs',
  weChat: 'liveWeChatSettings',
} as const;

// ---------------------------------------------------------------------------------------------
// Schema: built once; the root fields hand out the group objects of the request's context.
// ---------------------------------------------------------------------------------------------

let executable: GraphQLSchema | undefined;

export function liveSchema(): GraphQLSchema {
  if (executable) return executable;
  const schema = buildSchema(schemaSource);
  for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      field.resolve = (_root, _args, ctx: Ctx) => ctx.api[kind][field.name];
    }
  }
  executable = schema;
  return schema;
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const bool = (v: unknown): boolean => v === true || v === 1 || v === 'true';
const given = <T>(v: T | null | undefined): v is T => v !== undefined && v !== null;
const sameId = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();
const time = (v: unknown) => (typeof v === 'string' ? Date.parse(v) : Number.NaN);

/** The fields of `input` (among `keys`) that were given a value: update inputs keep the rest. */
function patchOf<T extends object>(input: T, keys: (keyof T)[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const k of keys) if (given(input[k])) patch[k as string] = input[k];
  return patch;
}

function checkTime(value: string | null | undefined, label: string) {
  if (given(value) && Number.isNaN(Date.parse(value))) throw new Error(`${label}格式不正确：${value}`);
}

function checkWindow(start: unknown, end: unknown) {
  const s = time(start);
  const e = time(end);
  if (!Number.isNaN(s) && !Number.isNaN(e) && e <= s) throw new Error('直播结束时间须晚于开始时间');
}

function inRange(row: Row, field: string, start?: string | null, end?: string | null) {
  const t = time(row[field]);
  if (given(start) && !(t >= Date.parse(start))) return false;
  if (given(end) && !(t < Date.parse(end))) return false;
  return true;
}

const byNumber = (field: string) => (a: Row, b: Row) => (Number(a[field]) || 0) - (Number(b[field]) || 0);
const newestFirst = (field: string) => (a: Row, b: Row) => (time(b[field]) || 0) - (time(a[field]) || 0);

function page<T>(rows: T[], input: { pageIndex?: number | null; pageSize?: number | null }) {
  return paginate(rows, { pageIndex: input.pageIndex ?? 1, pageSize: input.pageSize ?? 10 });
}

/** Audit state of an activity row: the REST integer code, or a name, or derived from isApplyLive. */
export function auditOf(row: Row): LiveAuditName {
  const v = row.liveAudit;
  if (typeof v === 'number' && LIVE_AUDIT[v]) return LIVE_AUDIT[v];
  if (typeof v === 'string') {
    if (/^\d+$/.test(v) && LIVE_AUDIT[Number(v)]) return LIVE_AUDIT[Number(v)]!;
    const name = v.toUpperCase() as LiveAuditName;
    if (LIVE_AUDIT.includes(name)) return name;
  }
  return row.isApplyLive ? 'PENDING' : 'NOT_APPLIED';
}

/** The stored form of an audit state, keeping the row's own representation (code or name). */
function auditValue(row: Row, name: LiveAuditName): number | string {
  return typeof row.liveAudit === 'string' && !/^\d+$/.test(row.liveAudit) ? name : auditCode(name);
}

const liveAllowed = (row: Row) => ['APPROVED', 'NO_AUDIT_NEEDED'].includes(auditOf(row));

// ---------------------------------------------------------------------------------------------
// Resolvers
// ---------------------------------------------------------------------------------------------

export function liveApi(db: MockDb): LiveApi {
  // --- activities --------------------------------------------------------------------------
  const activityCollection = () => (db.all(LIVE.activities).length ? LIVE.activities : LIVE.fallbackActivities);
  const activityRows = () => db.all(activityCollection()).filter((a) => !a.isDeleted);

  function findActivity(id: string): { collection: string; row: Row } | undefined {
    for (const collection of [LIVE.activities, LIVE.fallbackActivities]) {
      const row = db.get(collection, id);
      if (row && !row.isDeleted) return { collection, row };
    }
    return undefined;
  }

  function mustActivity(id: string) {
    const found = findActivity(id);
    if (!found) throw new Error(`活动不存在：${id}`);
    return found;
  }

  function saveActivity(found: { collection: string; row: Row }, patch: Record<string, unknown>): Row {
    const row = db.update(found.collection, found.row.id, { ...patch, updateTime: now() })!;
    found.row = row;
    return row;
  }

  const companyName = (id: unknown) => (typeof id === 'string' ? str(db.get('companies', id)?.name) : null);

  function toActivity(row: Row): G.Activity {
    const companyId = String(row.companyId ?? row.compId ?? '');
    return {
      id: row.id,
      exhibitionId: String(row.exhibitionId ?? ''),
      companyId,
      joinId: str(row.joinId),
      name: String(row.name ?? ''),
      nameEn: str(row.nameEn),
      isApplyLive: bool(row.isApplyLive),
      liveApplyTime: str(row.liveApplyTime),
      isOpenLive: bool(row.isOpenLive),
      liveAudit: auditOf(row),
      liveAuditRemark: str(row.liveAuditRemark),
      liveAuditTime: str(row.liveAuditTime),
      liveStartTime: str(row.liveStartTime),
      liveEndTime: str(row.liveEndTime),
      isOpenBlackLive: bool(row.isOpenBlackLive),
      liveLinkName: str(row.liveLinkName),
      livelinkTel: str(row.livelinkTel),
      liveChannelId: str(row.liveChannelId),
      liveWheatNumber: num(row.liveWheatNumber),
      liveSecretKey: str(row.liveSecretKey),
      liveTemplate: str(row.liveTemplate),
      liveEnableNotDelay: bool(row.liveEnableNotDelay),
      companyName: str(row.companyName) ?? companyName(companyId),
    };
  }

  // --- channels ----------------------------------------------------------------------------
  const channelOf = (channelId: string | null | undefined) => (channelId ? db.get(LIVE.channels, channelId) : undefined);

  function mustChannel(channelId: string): Row {
    const channel = channelOf(channelId);
    if (!channel) throw new Error(`直播频道不存在：${channelId}`);
    return channel;
  }

  /** The activity's channel, created at the provider on first need (approved or audit-free lives). */
  function ensureChannel(found: { collection: string; row: Row }): Row {
    const existing = channelOf(str(found.row.liveChannelId));
    if (existing) return existing;
    let channelId = str(found.row.liveChannelId) ?? channelIdFor(found.row.id);
    while (!found.row.liveChannelId && channelOf(channelId)) channelId = String(Number(channelId) + 1);
    const row = saveActivity(found, {
      liveChannelId: channelId,
      liveSecretKey: str(found.row.liveSecretKey) ?? hexOf(`secret:${channelId}`, 16),
      liveTemplate: str(found.row.liveTemplate) ?? 'ppt',
    });
    const index = db.all(LIVE.channels).length;
    const channel = db.insert(LIVE.channels, { ...seedChannel(row, index), createTime: now() });
    db.insert(LIVE.members, seedMembers(channelId, index)[0]!);
    return channel;
  }

  function toChannel(row: Row): G.Channel {
    const images = (row.images ?? {}) as Record<string, unknown>;
    return {
      channelId: String(row.channelId),
      name: String(row.name ?? ''),
      scene: str(row.scene),
      template: str(row.template),
      publisher: str(row.publisher),
      startTime: str(row.startTime),
      pageView: num(row.pageView),
      likes: num(row.likes),
      images: { coverImage: str(images.coverImage), splashImage: str(images.splashImage), splashEnabled: bool(images.splashEnabled) },
      description: str(row.description),
      maxViewer: num(row.maxViewer),
      watchStatus: str(row.watchStatus),
      userCategory: (row.userCategory as G.ChannelUserCategory | undefined) ?? null,
      authSettings: ((row.authSettings as G.ChannelAuthSetting[] | undefined) ?? []).map((s) => ({ ...s, enabled: bool(s.enabled), trialWatchEnabled: bool(s.trialWatchEnabled) })),
      linkMicLimit: num(row.linkMicLimit),
    };
  }

  // --- members -----------------------------------------------------------------------------
  const membersOf = (channelId: string) => db.find(LIVE.members, (m) => m.channelId === channelId).sort(byNumber('sort'));
  const memberOf = (channelId: string, account: string) => db.find(LIVE.members, (m) => m.channelId === channelId && m.account === account)[0];

  function toMember(row: Row): G.LiveMember {
    return {
      account: String(row.account),
      channelId: String(row.channelId),
      passwd: str(row.passwd),
      nickname: str(row.nickname),
      sort: num(row.sort),
      avatar: str(row.avatar),
      actor: str(row.actor),
      role: str(row.role),
      monitorEnabled: bool(row.monitorEnabled),
      pageTurnEnabled: bool(row.pageTurnEnabled),
      chatListEnabled: bool(row.chatListEnabled),
      chatAuditEnabled: bool(row.chatAuditEnabled),
    };
  }

  function checkPassword(passwd: string | null | undefined) {
    if (given(passwd) && (passwd.length < 6 || passwd.length > 16)) throw new Error('成员密码长度须为 6-16 位');
  }

  // --- history -----------------------------------------------------------------------------
  function toHistory(row: Row): G.LiveHistoryItem {
    const { id: _id, createTime: _c, updateTime: _u, ...rest } = row;
    return { ...(rest as unknown as G.LiveHistoryItem), isConvert: bool(row.isConvert), vodIsHad: bool(row.vodIsHad), blackIsHad: bool(row.blackIsHad) };
  }

  function mustRecording(activityId: string, fileId: string): Row {
    const row = db.find(LIVE.history, (h) => h.fileId === fileId && sameId(h.activityId, activityId))[0];
    if (!row) throw new Error(`录制文件不存在：${fileId}`);
    return row;
  }

  // --- products ----------------------------------------------------------------------------
  const exhibitProduct = (id: string) =>
    [LIVE.products, LIVE.fallbackProducts].map((c) => db.get(c, id)).find((p) => p && !p.isDeleted);

  function toChannelProduct(row: Row): G.ChannelProduct {
    return { productId: String(row.productId), channelId: String(row.channelId), name: String(row.name ?? ''), price: num(row.price), cover: str(row.cover), link: str(row.link) };
  }

  // --- viewers and logs --------------------------------------------------------------------
  const viewerOfUser = (userId: unknown) => (typeof userId === 'string' ? db.find(LIVE.viewers, (v) => sameId(v.userId, userId))[0] : undefined);

  function toViewer(row: Row): G.LiveViewer {
    const { createTime: _c, updateTime: _u, ...rest } = row;
    return rest as unknown as G.LiveViewer;
  }

  function toLog(row: Row): Omit<G.ViewLog, '__typename'> {
    return {
      id: row.id,
      activityId: str(row.activityId),
      userId: str(row.userId),
      companyId: str(row.companyId),
      productId: str(row.productId),
      releaseId: str(row.releaseId),
      shareCount: num(row.shareCount) ?? 0,
      collectCount: num(row.collectCount) ?? 0,
      inTime: String(row.inTime),
    };
  }

  const withViewer = (row: Row) => {
    const viewer = viewerOfUser(row.userId);
    return { ...toLog(row), viewer: viewer ? toViewer(viewer) : null };
  };

  function logRows(collection: string, input: { activityId?: string | null; companyId?: string | null; productId?: string | null; userId?: string | null; startTime?: string | null; endTime?: string | null }) {
    checkTime(input.startTime, '开始时间');
    checkTime(input.endTime, '结束时间');
    return db
      .find(collection, (l) =>
        (!input.activityId || sameId(l.activityId, input.activityId)) &&
        (!input.companyId || sameId(l.companyId, input.companyId)) &&
        (!input.productId || sameId(l.productId, input.productId)) &&
        (!input.userId || sameId(l.userId, input.userId)) &&
        inRange(l, 'inTime', input.startTime, input.endTime),
      )
      .sort(newestFirst('inTime'));
  }

  // --- registration form -------------------------------------------------------------------
  const toBanner = (row: Row): G.Banner => ({ id: row.id, type: String(row.type ?? REG_FORM), url: String(row.url ?? ''), showIndex: num(row.showIndex) ?? 0 });
  const toJob = (row: Row): G.DepartmentJob => ({ id: row.id, departmentId: String(row.departmentId), name: String(row.name), nameEn: str(row.nameEn), showIndex: num(row.showIndex) ?? 0 });
  const jobsOf = (departmentId: string) => db.find(LIVE.jobs, (j) => j.departmentId === departmentId).sort(byNumber('showIndex'));
  const toDepartment = (row: Row): G.Department => ({ id: row.id, name: String(row.name), nameEn: str(row.nameEn), showIndex: num(row.showIndex) ?? 0, jobs: jobsOf(row.id).map(toJob) });

  function requireText(value: string | null | undefined, label: string): string {
    const text = value?.trim() ?? '';
    if (!text) throw new Error(`请填写${label}`);
    return text;
  }

  function mustRow(collection: string, id: string, label: string): Row {
    const row = db.get(collection, id);
    if (!row) throw new Error(`${label}不存在：${id}`);
    return row;
  }

  // --- summary -----------------------------------------------------------------------------
  function computeSummary(activity: Row, channel: Row): G.LiveSummary {
    const channelId = String(channel.channelId);
    const sessions = db.find(LIVE.history, (h) => sameId(h.activityId, activity.id) || h.channelId === channelId);
    const windows = sessions.map((h) => [time(h.startTime), time(h.endTime)] as const).filter(([s, e]) => !Number.isNaN(s) && !Number.isNaN(e));
    const firstStart = Math.min(...windows.map(([s]) => s));
    const bitrates = sessions.map((h) => Number(h.bitrate)).filter((b) => b > 0);
    const bitrate = bitrates.length ? bitrates.reduce((a, b) => a + b, 0) / bitrates.length : 1500;
    const buckets = { live: { minutes: 0, pc: 0, views: 0, users: new Set<string>() }, playback: { minutes: 0, pc: 0, views: 0, users: new Set<string>() }, unknown: { minutes: 0, pc: 0, views: 0, users: new Set<string>() } };
    for (const log of db.find(LIVE.userLogs, (l) => sameId(l.activityId, activity.id))) {
      const t = time(log.inTime);
      const kind = windows.some(([s, e]) => t >= s && t <= e) ? 'live' : t > firstStart ? 'playback' : 'unknown';
      const minutes = kind === 'live' ? pick(`min:${log.id}`, 3, 45) : kind === 'playback' ? pick(`min:${log.id}`, 2, 30) : pick(`min:${log.id}`, 1, 10);
      const bucket = buckets[kind];
      bucket.minutes += minutes;
      if (pick(`dev:${log.id}`, 0, 9) < 4) bucket.pc += minutes;
      bucket.views += 1;
      bucket.users.add(String(log.userId ?? log.id));
    }
    const flow = (minutes: number) => Math.round((minutes * 60 * bitrate * 1000) / 8);
    const round = (minutes: number) => Math.round(minutes * 10) / 10;
    const all = [buckets.live, buckets.playback, buckets.unknown];
    const total = all.reduce((a, b) => a + b.minutes, 0);
    const pc = all.reduce((a, b) => a + b.pc, 0);
    return {
      activityId: activity.id,
      polyUserId: str(channel.polyUserId),
      channelId,
      name: str(channel.name),
      pcPlayDuration: round(pc),
      mobilePlayDuration: round(total - pc),
      flowSize: flow(total),
      videoViews: all.reduce((a, b) => a + b.views, 0),
      uniqueViewers: new Set(all.flatMap((b) => [...b.users])).size,
      livePlayDuration: round(buckets.live.minutes),
      liveFlowSize: flow(buckets.live.minutes),
      liveVideoViews: buckets.live.views,
      liveUniqueViewers: buckets.live.users.size,
      playbackPlayDuration: round(buckets.playback.minutes),
      playbackFlowSize: flow(buckets.playback.minutes),
      playbackVideoViews: buckets.playback.views,
      playbackUniqueViewers: buckets.playback.users.size,
      unknownPlayDuration: round(buckets.unknown.minutes),
      unknownFlowSize: flow(buckets.unknown.minutes),
      unknownVideoViews: buckets.unknown.views,
      unknownUniqueViewers: buckets.unknown.users.size,
      creatorName: str(channel.creatorName),
    };
  }

  // --- groups ------------------------------------------------------------------------------
  const live = {
    pushUrl: ({ input }: Args<G.LivePushUrlInput>): G.LivePushUrl => {
      const found = mustActivity(input.activityId);
      if (!liveAllowed(found.row)) throw new Error('直播申请尚未通过审核，暂无推流地址');
      const channel = ensureChannel(found);
      const channelId = String(channel.channelId);
      const secret = str(found.row.liveSecretKey) ?? hexOf(`secret:${channelId}`, 16);
      const expires = Math.floor(Date.parse(str(found.row.liveEndTime) ?? now()) / 1000) + 86_400;
      const streamKey = `${channelId}?auth_key=${expires}-0-0-${hexOf(`push:${channelId}:${secret}:${expires}`, 32)}`;
      return { activityId: found.row.id, channelId, url: `${PUSH_SERVER}/${streamKey}`, server: PUSH_SERVER, streamKey };
    },
    update: ({ input }: Args<G.LiveUpdateInput>) => {
      const found = mustActivity(input.id);
      checkTime(input.liveStartTime, '直播开始时间');
      checkTime(input.liveEndTime, '直播结束时间');
      const patch = patchOf(input, ['name', 'nameEn', 'isOpenLive', 'liveStartTime', 'liveEndTime', 'isOpenBlackLive', 'liveLinkName', 'livelinkTel', 'liveWheatNumber', 'liveTemplate', 'liveEnableNotDelay']);
      if (given(input.name)) patch.name = requireText(input.name, '活动名称');
      if (given(input.liveWheatNumber) && (input.liveWheatNumber < 0 || input.liveWheatNumber > 16)) throw new Error('连麦人数须在 0-16 之间');
      if (input.isOpenLive === true && !liveAllowed(found.row)) throw new Error('直播申请尚未通过审核，不能开启直播');
      checkWindow(patch.liveStartTime ?? found.row.liveStartTime, patch.liveEndTime ?? found.row.liveEndTime);
      const row = saveActivity(found, patch);
      const channel = channelOf(str(row.liveChannelId));
      if (channel) {
        db.update(LIVE.channels, channel.id, {
          name: row.name,
          ...(given(input.liveWheatNumber) ? { linkMicLimit: input.liveWheatNumber } : {}),
          ...(given(input.liveTemplate) ? { template: input.liveTemplate } : {}),
          ...(given(input.liveStartTime) ? { startTime: input.liveStartTime } : {}),
          ...(given(input.isOpenLive) ? { watchStatus: input.isOpenLive ? 'live' : 'end' } : {}),
        });
      }
      return toActivity(row);
    },
    updateLiveForbidTime: ({ input }: Args<G.LiveUpdateLiveForbidTimeInput>) => {
      const found = mustActivity(input.id);
      checkTime(input.liveStartTime, '直播开始时间');
      checkTime(input.liveEndTime, '直播结束时间');
      checkWindow(input.liveStartTime, input.liveEndTime);
      return toActivity(saveActivity(found, { liveStartTime: input.liveStartTime ?? null, liveEndTime: input.liveEndTime ?? null }));
    },
    updateWeChat: ({ input }: Args<G.LiveUpdateWeChatInput>) => {
      const found = mustActivity(input.id);
      if (typeof input.settings !== 'object' || input.settings === null) throw new Error('微信设置须为对象');
      const row = { activityId: found.row.id, settings: input.settings, updateTime: now() };
      if (db.get(LIVE.weChat, found.row.id)) db.update(LIVE.weChat, found.row.id, row);
      else db.insert(LIVE.weChat, { id: found.row.id, ...row });
      return true;
    },
    apply: ({ input }: Args<G.LiveApplyInput>) => {
      const found = mustActivity(input.id);
      const state = auditOf(found.row);
      if (state === 'PENDING') throw new Error('直播申请正在审核中，请勿重复提交');
      if (state === 'APPROVED' || state === 'NO_AUDIT_NEEDED') throw new Error('该活动已开通直播，无需再次申请');
      checkTime(input.liveStartTime, '直播开始时间');
      checkTime(input.liveEndTime, '直播结束时间');
      const patch = patchOf(input, ['liveStartTime', 'liveEndTime', 'liveLinkName', 'livelinkTel']);
      checkWindow(patch.liveStartTime ?? found.row.liveStartTime, patch.liveEndTime ?? found.row.liveEndTime);
      return toActivity(
        saveActivity(found, { ...patch, isApplyLive: true, liveApplyTime: now(), liveAudit: auditValue(found.row, 'PENDING'), liveAuditRemark: null, liveAuditTime: null }),
      );
    },
    audit: ({ input }: Args<G.LiveAuditInput>) => {
      const found = mustActivity(input.id);
      if (auditOf(found.row) !== 'PENDING') throw new Error('该活动没有待审核的直播申请');
      const remark = input.remark?.trim() || null;
      if (!input.approved && !remark) throw new Error('驳回直播申请时请填写审核意见');
      saveActivity(found, { liveAudit: auditValue(found.row, input.approved ? 'APPROVED' : 'REJECTED'), liveAuditRemark: remark, liveAuditTime: now() });
      if (input.approved) ensureChannel(found);
      return toActivity(found.row);
    },
    dontAudit: ({ input }: Args<G.LiveDontAuditInput>) => {
      const found = mustActivity(input.id);
      saveActivity(found, {
        isApplyLive: true,
        liveApplyTime: str(found.row.liveApplyTime) ?? now(),
        liveAudit: auditValue(found.row, 'NO_AUDIT_NEEDED'),
        liveAuditRemark: null,
        liveAuditTime: now(),
      });
      ensureChannel(found);
      return toActivity(found.row);
    },
  };

  const liveHistory = {
    page: ({ input }: Args<G.LiveHistoryPageInput>): G.LiveHistoryPage => {
      mustActivity(input.activityId);
      checkTime(input.startTime, '开始时间');
      checkTime(input.endTime, '结束时间');
      const rows = db
        .find(LIVE.history, (h) => sameId(h.activityId, input.activityId) && inRange(h, 'startTime', input.startTime, input.endTime))
        .sort(newestFirst('startTime'))
        .map(toHistory);
      return page(rows, input);
    },
    // Deletes the recording (and its on-demand copy) from the channel's history.
    removeVideo: ({ input }: Args<G.LiveHistoryRemoveVideoInput>) => db.remove(LIVE.history, mustRecording(input.activityId, input.fileId).id),
    refreshVodAndBlack: ({ input }: Args<G.LiveHistoryRefreshVodAndBlackInput>) => {
      mustActivity(input.activityId);
      const rows = input.fileIds?.length
        ? input.fileIds.map((f) => mustRecording(input.activityId, f))
        : db.find(LIVE.history, (h) => sameId(h.activityId, input.activityId));
      return rows
        .map((h) => {
          const done = Number(h.convertStatus) === CONVERT.converting || Number(h.convertStatus) === CONVERT.done;
          return db.update(LIVE.history, h.id, {
            convertStatus: done ? CONVERT.done : (num(h.convertStatus) ?? CONVERT.none),
            isConvert: done,
            vodIsHad: done && Boolean(h.videoId),
            blackIsHad: bool(h.blackIsHad),
            updateTime: now(),
          })!;
        })
        .sort(newestFirst('startTime'))
        .map(toHistory);
    },
    // Starts the conversion into an on-demand video; refreshVodAndBlack sees it finished.
    convertVideo: ({ input }: Args<G.LiveHistoryConvertVideoInput>) => {
      const row = mustRecording(input.activityId, input.fileId);
      if (Number(row.convertStatus) === CONVERT.done) throw new Error('该录制文件已转存为点播视频');
      if (Number(row.convertStatus) === CONVERT.converting) return toHistory(row);
      const fileId = String(row.fileId);
      return toHistory(
        db.update(LIVE.history, row.id, {
          convertStatus: CONVERT.converting,
          isConvert: false,
          videoId: hexOf(`video:${fileId}`, 32),
          videoPoolId: `${hexOf(`pool:${fileId}`, 10)}_${fileId.slice(0, 1)}`,
          title: input.title?.trim() || str(row.fileName),
          updateTime: now(),
        })!,
      );
    },
    // Copies the recording for the black-screen live (blackIsHad).
    copyDate: ({ input }: Args<G.LiveHistoryCopyDateInput>) => {
      const row = mustRecording(input.activityId, input.fileId);
      return toHistory(db.update(LIVE.history, row.id, { blackIsHad: true, updateTime: now() })!);
    },
  };

  const activity = {
    byId: ({ input }: Args<G.ActivityByIdInput>) => {
      const found = findActivity(input.id);
      return found ? toActivity(found.row) : null;
    },
    page: ({ input }: Args<G.ActivityPageInput>): G.ActivityPage => {
      const keyword = input.keyword?.trim().toLowerCase();
      const rows = activityRows()
        .filter((a) =>
          (!input.exhibitionId || sameId(a.exhibitionId, input.exhibitionId)) &&
          (!input.companyId || sameId(a.companyId ?? a.compId, input.companyId)) &&
          (!input.joinId || sameId(a.joinId, input.joinId)) &&
          (!keyword || [a.name, a.nameEn].some((n) => String(n ?? '').toLowerCase().includes(keyword))) &&
          (!input.liveAudit || auditOf(a) === input.liveAudit) &&
          (!given(input.isApplyLive) || bool(a.isApplyLive) === input.isApplyLive) &&
          (!given(input.isOpenLive) || bool(a.isOpenLive) === input.isOpenLive),
        )
        .sort((a, b) => (time(b.liveApplyTime) || 0) - (time(a.liveApplyTime) || 0) || (time(b.createTime) || 0) - (time(a.createTime) || 0))
        .map(toActivity);
      return page(rows, input);
    },
  };

  const activityChannlIdSummary = {
    refreshSummary: ({ input }: Args<G.ActivityChannlIdSummaryRefreshSummaryInput>) => {
      const found = mustActivity(input.activityId);
      const channelId = input.channelId ?? str(found.row.liveChannelId);
      if (!channelId) throw new Error('该活动尚未开通直播频道');
      const summary = computeSummary(found.row, mustChannel(channelId));
      const stored = { ...summary, refreshTime: now() };
      if (db.get(LIVE.summaries, found.row.id)) db.update(LIVE.summaries, found.row.id, stored);
      else db.insert(LIVE.summaries, { id: found.row.id, ...stored });
      return summary;
    },
  };

  const viewerLogs = {
    productLogPage: ({ input }: Args<G.ViewerLogsProductLogPageInput>): G.ProductViewLogPage =>
      page(
        logRows(LIVE.productLogs, input).map((l) => ({ ...withViewer(l), productName: typeof l.productId === 'string' ? str(exhibitProduct(l.productId)?.name) : null })),
        input,
      ),
    companyLogPage: ({ input }: Args<G.ViewerLogsCompanyLogPageInput>): G.CompanyViewLogPage =>
      page(logRows(LIVE.companyLogs, input).map((l) => ({ ...withViewer(l), companyName: companyName(l.companyId) })), input),
    userLogPage: ({ input }: Args<G.ViewerLogsUserLogPageInput>): G.UserViewLogPage => page(logRows(LIVE.userLogs, input).map(withViewer), input),
    userLogCreate: ({ input }: Args<G.ViewerLogsUserLogCreateInput>, ctx: Ctx) => {
      const found = mustActivity(input.activityId);
      checkTime(input.inTime, '进入时间');
      const row = db.insert(LIVE.userLogs, {
        activityId: found.row.id,
        userId: input.userId ?? ctx.user?.id ?? null,
        companyId: input.companyId ?? str(found.row.companyId ?? found.row.compId),
        productId: input.productId ?? null,
        releaseId: input.releaseId ?? null,
        shareCount: Math.max(0, input.shareCount ?? 0),
        collectCount: Math.max(0, input.collectCount ?? 0),
        inTime: input.inTime ?? cst(Date.now()),
      });
      return toLog(row);
    },
  };

  const liveLiveViewer = {
    get: ({ input }: Args<G.LiveLiveViewerGetInput>, ctx: Ctx) => {
      const viewer = viewerOfUser(input.userId ?? ctx.user?.id);
      return viewer ? toViewer(viewer) : null;
    },
    createOrUpdate: ({ input }: Args<G.LiveLiveViewerCreateOrUpdateInput>, ctx: Ctx) => {
      const userId = input.userId ?? ctx.user?.id;
      if (!userId) throw new Error('请先登录后再填写观众登记');
      const name = requireText(input.name, '姓名');
      const phoneNumber = input.phoneNumber.trim();
      if (!/^1\d{10}$/.test(phoneNumber)) throw new Error('请输入正确的 11 位手机号码');
      const fields = patchOf(input, ['gender', 'companyName', 'department', 'jobTitle', 'country', 'province', 'city', 'county', 'addressDetails', 'extendedProperties']);
      const existing = viewerOfUser(userId);
      const row = existing
        ? db.update(LIVE.viewers, existing.id, { ...fields, name, phoneNumber, updateTime: now() })!
        : db.insert(LIVE.viewers, { gender: null, companyName: null, department: null, jobTitle: null, country: '中国', province: null, city: null, county: null, addressDetails: null, extendedProperties: null, ...fields, userId, name, phoneNumber, createTime: now() });
      return toViewer(row);
    },
  };

  const banner = {
    all: ({ input }: Args<G.BannerAllInput>) =>
      db.find(LIVE.banners, (b) => b.type === (input.type ?? REG_FORM)).sort(byNumber('showIndex')).map(toBanner),
    create: ({ input }: Args<G.BannerCreateInput>) =>
      toBanner(db.insert(LIVE.banners, { type: input.type?.trim() || REG_FORM, url: requireText(input.url, '图片地址'), showIndex: input.showIndex ?? 0, createTime: now() })),
    update: ({ input }: Args<G.BannerUpdateInput>) => {
      const row = mustRow(LIVE.banners, input.id, '横幅');
      const patch = patchOf(input, ['type', 'url', 'showIndex']);
      if (given(input.url)) patch.url = requireText(input.url, '图片地址');
      return toBanner(db.update(LIVE.banners, row.id, { ...patch, updateTime: now() })!);
    },
    delete: ({ input }: Args<G.BannerDeleteInput>) => db.remove(LIVE.banners, mustRow(LIVE.banners, input.id, '横幅').id),
  };

  function uniqueDepartmentName(name: string, except?: string) {
    if (db.find(LIVE.departments, (d) => d.name === name && d.id !== except).length) throw new Error(`部门“${name}”已存在`);
  }

  const department = {
    all: ({ input }: Args<G.DepartmentAllInput>) => {
      const keyword = input.keyword?.trim().toLowerCase();
      return db
        .find(LIVE.departments, (d) => !keyword || [d.name, d.nameEn].some((n) => String(n ?? '').toLowerCase().includes(keyword)))
        .sort(byNumber('showIndex'))
        .map(toDepartment);
    },
    create: ({ input }: Args<G.DepartmentCreateInput>) => {
      const name = requireText(input.name, '部门名称');
      uniqueDepartmentName(name);
      return toDepartment(db.insert(LIVE.departments, { name, nameEn: input.nameEn ?? null, showIndex: input.showIndex ?? 0, createTime: now() }));
    },
    update: ({ input }: Args<G.DepartmentUpdateInput>) => {
      const row = mustRow(LIVE.departments, input.id, '部门');
      const patch = patchOf(input, ['name', 'nameEn', 'showIndex']);
      if (given(input.name)) {
        patch.name = requireText(input.name, '部门名称');
        uniqueDepartmentName(patch.name as string, row.id);
      }
      return toDepartment(db.update(LIVE.departments, row.id, { ...patch, updateTime: now() })!);
    },
    delete: ({ input }: Args<G.DepartmentDeleteInput>) => {
      const row = mustRow(LIVE.departments, input.id, '部门');
      for (const job of jobsOf(row.id)) db.remove(LIVE.jobs, job.id);
      return db.remove(LIVE.departments, row.id);
    },
  };

  const departmentJob = {
    list: ({ input }: Args<G.DepartmentJobListInput>) => {
      if (input.departmentId) return jobsOf(mustRow(LIVE.departments, input.departmentId, '部门').id).map(toJob);
      const order = new Map(db.all(LIVE.departments).map((d) => [d.id, Number(d.showIndex) || 0]));
      return db
        .all(LIVE.jobs)
        .sort((a, b) => (order.get(String(a.departmentId)) ?? 0) - (order.get(String(b.departmentId)) ?? 0) || byNumber('showIndex')(a, b))
        .map(toJob);
    },
    create: ({ input }: Args<G.DepartmentJobCreateInput>) => {
      const dep = mustRow(LIVE.departments, input.departmentId, '部门');
      return toJob(db.insert(LIVE.jobs, { departmentId: dep.id, name: requireText(input.name, '职位名称'), nameEn: input.nameEn ?? null, showIndex: input.showIndex ?? 0, createTime: now() }));
    },
    update: ({ input }: Args<G.DepartmentJobUpdateInput>) => {
      const row = mustRow(LIVE.jobs, input.id, '职位');
      const patch = patchOf(input, ['departmentId', 'name', 'nameEn', 'showIndex']);
      if (given(input.departmentId)) patch.departmentId = mustRow(LIVE.departments, input.departmentId, '部门').id;
      if (given(input.name)) patch.name = requireText(input.name, '职位名称');
      return toJob(db.update(LIVE.jobs, row.id, { ...patch, updateTime: now() })!);
    },
    delete: ({ input }: Args<G.DepartmentJobDeleteInput>) => db.remove(LIVE.jobs, mustRow(LIVE.jobs, input.id, '职位').id),
  };

  const liveProvider = {
    channel: ({ input }: Args<G.LiveProviderChannelInput>) => {
      const row = channelOf(input.channelId);
      return row ? toChannel(row) : null;
    },
    authSign: ({ input }: Args<G.LiveProviderAuthSignInput>, ctx: Ctx): G.LiveAuthSign => {
      const channel = mustChannel(input.channelId);
      const userId = input.userId ?? ctx.user?.id ?? null;
      const timestamp = String(Date.now());
      const secret = hexOf(`secret:${channel.channelId}`, 16);
      return {
        channelId: String(channel.channelId),
        appId: LIVE_APP_ID,
        userId,
        timestamp,
        sign: hexOf(`${LIVE_APP_ID}${channel.channelId}${userId ?? ''}${input.nickname ?? ''}${timestamp}${secret}`, 32).toUpperCase(),
      };
    },
    channelSettingUpdateSplash: ({ input }: Args<G.LiveProviderChannelSettingUpdateSplashInput>) => {
      const channel = mustChannel(input.channelId);
      const images = { ...((channel.images ?? {}) as Record<string, unknown>) };
      if ('splashImage' in input) images.splashImage = input.splashImage?.trim() || null;
      if (input.splashEnabled && !images.splashImage) throw new Error('请先上传引导图');
      images.splashEnabled = input.splashEnabled;
      return toChannel(db.update(LIVE.channels, channel.id, { images, updateTime: now() })!);
    },
    allByActivityId: ({ input }: Args<G.LiveProviderAllByActivityIdInput>) => {
      const found = mustActivity(input.activityId);
      const channelId = str(found.row.liveChannelId);
      return channelId ? membersOf(channelId).map(toMember) : [];
    },
    createMember: ({ input }: Args<G.LiveProviderCreateMemberInput>) => {
      const channel = mustChannel(input.channelId);
      const channelId = String(channel.channelId);
      const nickname = requireText(input.nickname, '成员昵称');
      const role = requireText(input.role, '成员角色');
      if (role === 'teacher') throw new Error('每个频道只有一位主播，请修改主播信息');
      requireText(input.passwd, '成员密码');
      checkPassword(input.passwd);
      const members = membersOf(channelId);
      const used = members.map((m) => String(m.account)).filter((a) => a.length === channelId.length + 3 && a.startsWith(channelId)).map((a) => Number(a.slice(channelId.length)));
      const account = `${channelId}${String(Math.max(0, ...used) + 1).padStart(3, '0')}`;
      const row = db.insert(LIVE.members, {
        id: `${channelId}:${account}`,
        account,
        channelId,
        passwd: input.passwd,
        nickname,
        sort: input.sort ?? Math.max(0, ...members.map((m) => Number(m.sort) || 0)) + 1,
        avatar: input.avatar ?? null,
        actor: input.actor ?? null,
        role,
        monitorEnabled: input.monitorEnabled ?? false,
        pageTurnEnabled: input.pageTurnEnabled ?? false,
        chatListEnabled: input.chatListEnabled ?? false,
        chatAuditEnabled: input.chatAuditEnabled ?? false,
        createTime: now(),
      });
      return toMember(row);
    },
    updateMember: ({ input }: Args<G.LiveProviderUpdateMemberInput>) => {
      mustChannel(input.channelId);
      const row = memberOf(input.channelId, input.account);
      if (!row) throw new Error(`频道成员不存在：${input.account}`);
      checkPassword(input.passwd);
      if (given(input.role) && (input.role === 'teacher') !== (row.role === 'teacher')) throw new Error('主播角色不能通过成员修改变更');
      const patch = patchOf(input, ['passwd', 'nickname', 'sort', 'avatar', 'actor', 'role', 'monitorEnabled', 'pageTurnEnabled', 'chatListEnabled', 'chatAuditEnabled']);
      if (given(input.nickname)) patch.nickname = requireText(input.nickname, '成员昵称');
      return toMember(db.update(LIVE.members, row.id, { ...patch, updateTime: now() })!);
    },
    updateTeacher: ({ input }: Args<G.LiveProviderUpdateTeacherInput>) => {
      const channel = mustChannel(input.channelId);
      const channelId = String(channel.channelId);
      checkPassword(input.passwd);
      const patch = patchOf(input, ['nickname', 'actor', 'avatar', 'passwd']);
      if (given(input.nickname)) patch.nickname = requireText(input.nickname, '主播昵称');
      const teacher = db.find(LIVE.members, (m) => m.channelId === channelId && m.role === 'teacher')[0];
      const row = teacher
        ? db.update(LIVE.members, teacher.id, { ...patch, updateTime: now() })!
        : db.insert(LIVE.members, {
            id: `${channelId}:${channelId}`, account: channelId, channelId, passwd: hexOf(`pw:${channelId}`, 8), nickname: channel.publisher ?? '主播', sort: 0, avatar: null,
            actor: '主播', role: 'teacher', monitorEnabled: true, pageTurnEnabled: true, chatListEnabled: true, chatAuditEnabled: true, ...patch, createTime: now(),
          });
      if (given(patch.nickname)) db.update(LIVE.channels, channel.id, { publisher: patch.nickname });
      return toMember(row);
    },
    deleteMember: ({ input }: Args<G.LiveProviderDeleteMemberInput>) => {
      mustChannel(input.channelId);
      const row = memberOf(input.channelId, input.account);
      if (!row) throw new Error(`频道成员不存在：${input.account}`);
      if (row.role === 'teacher') throw new Error('主播账号不能删除');
      return db.remove(LIVE.members, row.id);
    },
    channelProductAll: ({ input }: Args<G.LiveProviderChannelProductAllInput>) => {
      const channel = mustChannel(input.channelId);
      return db.find(LIVE.channelProducts, (p) => p.channelId === channel.channelId).sort(byNumber('sort')).map(toChannelProduct);
    },
    channelProductDelete: ({ input }: Args<G.LiveProviderChannelProductDeleteInput>) => {
      mustChannel(input.channelId);
      const row = db.find(LIVE.channelProducts, (p) => p.channelId === input.channelId && p.productId === input.productId)[0];
      if (!row) throw new Error(`频道商品不存在：${input.productId}`);
      return db.remove(LIVE.channelProducts, row.id);
    },
    transportProduct: ({ input }: Args<G.LiveProviderTransportProductInput>) => {
      const channel = mustChannel(input.channelId);
      const channelId = String(channel.channelId);
      const products = input.productIds.map((id) => {
        const product = exhibitProduct(id);
        if (!product) throw new Error(`展品不存在：${id}`);
        return product;
      });
      const existing = db.find(LIVE.channelProducts, (p) => p.channelId === channelId);
      let sort = Math.max(0, ...existing.map((p) => Number(p.sort) || 0));
      const created: Row[] = [];
      for (const product of products) {
        if ([...existing, ...created].some((p) => sameId(p.sourceProductId, product.id))) continue;
        let productId = String(8_100_000 + pick(`cp:${channelId}:${product.id}`, 1, 899_999));
        while (db.get(LIVE.channelProducts, `${channelId}:${productId}`)) productId = String(Number(productId) + 1);
        created.push(
          db.insert(LIVE.channelProducts, {
            id: `${channelId}:${productId}`,
            productId,
            channelId,
            sourceProductId: product.id,
            name: String(product.name ?? ''),
            price: num(product.price),
            cover: productCover(product),
            link: website(EXPO_SITE, `/product/${product.id}`),
            sort: ++sort,
            createTime: now(),
          }),
        );
      }
      return created.map(toChannelProduct);
    },
    removeTransportProduct: ({ input }: Args<G.LiveProviderRemoveTransportProductInput>) => {
      const channel = mustChannel(input.channelId);
      for (const row of db.find(LIVE.channelProducts, (p) => p.channelId === channel.channelId && input.productIds.some((id) => sameId(id, p.sourceProductId)))) {
        db.remove(LIVE.channelProducts, row.id);
      }
      return true;
    },
  };

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
        const result = await graphql({
          schema: liveSchema(),
          source: b.query,
          variableValues: isObject(b.variables) ? b.variables : undefined,
          operationName,
          rootValue: {},
          contextValue: { request, user: currentUser(db, request), api } satisfies Ctx,
        });
        return HttpResponse.json(JSON.parse(JSON.stringify(result)) as Record<string, unknown>);
      }),
    ];
  },
};

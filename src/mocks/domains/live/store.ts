/**
 * Lookups and mappers over the store shared by every live resolver group: activities (the REST
 * rows or the fallback), channels, members, recordings, products, viewers and logs, the
 * registration form and the channel summaries.
 */
import type { CollectionName } from '../../collections';
import type * as G from '@gen/graphql/types';
import { now } from '../../crud';
import { channelIdFor, hexOf, pick, REG_FORM, seedChannel, seedMembers } from '../../data/live';
import type { MockDb } from '../../db';
import { LIVE, auditOf, bool, byNumber, checkTime, given, inRange, newestFirst, num, sameId, str, time, type Row } from './helpers';

export function liveStore(db: MockDb) {
  // --- activities --------------------------------------------------------------------------
  const activityCollection = () => (db.all(LIVE.activities).length ? LIVE.activities : LIVE.fallbackActivities);
  const activityRows = () => db.all(activityCollection()).filter((a) => !a.isDeleted);

  function findActivity(id: string): { collection: CollectionName; row: Row } | undefined {
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

  function saveActivity(found: { collection: CollectionName; row: Row }, patch: Record<string, unknown>): Row {
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
  function ensureChannel(found: { collection: CollectionName; row: Row }): Row {
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

  function logRows(collection: CollectionName, input: { activityId?: string | null; companyId?: string | null; productId?: string | null; userId?: string | null; startTime?: string | null; endTime?: string | null }) {
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

  function mustRow(collection: CollectionName, id: string, label: string): Row {
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
  return { activityCollection, activityRows, findActivity, mustActivity, saveActivity, companyName, toActivity, channelOf, mustChannel, ensureChannel, toChannel, membersOf, memberOf, toMember, checkPassword, toHistory, mustRecording, exhibitProduct, toChannelProduct, viewerOfUser, toViewer, toLog, withViewer, logRows, toBanner, toJob, jobsOf, toDepartment, requireText, mustRow, computeSummary };
}

export type LiveStore = ReturnType<typeof liveStore>;

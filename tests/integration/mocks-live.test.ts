/**
 * The stateful live GraphQL mock (src/mocks/domains/live.ts), driven through the generated hooks'
 * fetchers, i.e. the app's own HTTP client posting to /live/graphql?queryName=<Name>. Every
 * request is also validated against graphql/schema.graphql by the contract guard (tests/setup.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as H from '@gen/graphql/hooks';
import type { LiveAuditStatus } from '@gen/graphql/types';
import { GraphQLRequestError } from '@/lib/http/graphql';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { signInAs } from '../support/session';

beforeEach(async () => {
  session.clear();
  await signInAs('exhibitor');
});
afterEach(() => session.clear());

async function activitiesIn(liveAudit: LiveAuditStatus) {
  const data = await H.useActivityPageQuery.fetcher({ input: { liveAudit, pageSize: 100 } })();
  return data.activity.page.items;
}

/** Activities that may apply for a live (never applied, or rejected). */
async function applicable() {
  const list = [...(await activitiesIn('NOT_APPLIED')), ...(await activitiesIn('REJECTED'))];
  if (!list.length) throw new Error('no activity left that may apply for a live');
  return list;
}

/** An approved activity with a channel, the one with the most recordings first. */
async function liveActivity() {
  const approved = (await activitiesIn('APPROVED')).filter((a) => a.liveChannelId);
  const counted = await Promise.all(
    approved.map(async (a) => ({ a, n: (await H.useLiveHistoryPageQuery.fetcher({ input: { activityId: a.id, pageSize: 1 } })()).liveHistory.page.totalCount })),
  );
  const best = counted.sort((x, y) => y.n - x.n)[0];
  if (!best) throw new Error('no approved live activity in the seed');
  return best.a;
}

/** An exhibition product of the activity's company that is not yet in the channel. */
function exhibitProductIds(companyId: string): string[] {
  const rows = mockDb.all('products').length ? mockDb.all('products') : mockDb.all('liveExhibitProducts');
  return rows.filter((p) => p.compId === companyId && !p.isDeleted).map((p) => p.id);
}

describe('live application (001 §4)', () => {
  it('apply then audit approve changes liveAudit as ActivityById reads it back, and opens a channel', async () => {
    const [target] = await applicable();
    const id = target!.id;

    const applied = await H.useLiveApplyMutation.fetcher({ input: { id, liveLinkName: '张伟', livelinkTel: '13812345678' } })();
    expect(applied.live.apply).toMatchObject({ id, isApplyLive: true, liveAudit: 'PENDING', liveLinkName: '张伟' });
    expect(applied.live.apply.liveApplyTime).toBeTruthy();
    await expect(H.useLiveApplyMutation.fetcher({ input: { id } })()).rejects.toThrow(/审核中/);

    session.clear();
    await signInAs('host');
    const pending = await activitiesIn('PENDING');
    expect(pending.map((a) => a.id)).toContain(id);
    const audited = await H.useLiveAuditMutation.fetcher({ input: { id, approved: true, remark: '同意开通直播' } })();
    expect(audited.live.audit.liveAudit).toBe('APPROVED');

    const read = (await H.useActivityByIdQuery.fetcher({ input: { id } })()).activity.byId;
    expect(read).toMatchObject({ id, liveAudit: 'APPROVED', liveAuditRemark: '同意开通直播', isApplyLive: true });
    expect(read!.liveAuditTime).toBeTruthy();
    expect(read!.liveChannelId).toMatch(/^\d{7}$/);
    expect(read!.liveSecretKey).toBeTruthy();

    const channel = (await H.useLiveProviderChannelQuery.fetcher({ input: { channelId: read!.liveChannelId! } })()).liveProvider.channel;
    expect(channel?.name).toBe(read!.name);
    const push = (await H.useLivePushUrlQuery.fetcher({ input: { activityId: id } })()).live.pushUrl;
    expect(push.url.startsWith('rtmp://')).toBe(true);
    expect(push.url).toBe(`${push.server}/${push.streamKey}`);
  });

  it('rejecting needs a remark; a rejected activity can apply again; dontAudit marks NO_AUDIT_NEEDED', async () => {
    const [a] = await applicable();
    await H.useLiveApplyMutation.fetcher({ input: { id: a!.id } })();

    const error = await H.useLiveAuditMutation.fetcher({ input: { id: a!.id, approved: false } })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as Error).message).toMatch(/审核意见/);

    const rejected = await H.useLiveAuditMutation.fetcher({ input: { id: a!.id, approved: false, remark: '直播内容与展品无关' } })();
    expect(rejected.live.audit).toMatchObject({ liveAudit: 'REJECTED', liveAuditRemark: '直播内容与展品无关' });
    await expect(H.useLivePushUrlQuery.fetcher({ input: { activityId: a!.id } })()).rejects.toThrow(/审核/);
    const again = await H.useLiveApplyMutation.fetcher({ input: { id: a!.id } })();
    expect(again.live.apply).toMatchObject({ liveAudit: 'PENDING', liveAuditRemark: null });

    // The host may wave a pending application through without audit.
    const b = (await activitiesIn('PENDING')).find((x) => x.id !== a!.id) ?? a!;
    const free = await H.useLiveDontAuditMutation.fetcher({ input: { id: b.id } })();
    expect(free.live.dontAudit).toMatchObject({ liveAudit: 'NO_AUDIT_NEEDED', isApplyLive: true });
    expect(free.live.dontAudit.liveChannelId).toBeTruthy();
    const read = (await H.useActivityByIdQuery.fetcher({ input: { id: b.id } })()).activity.byId;
    expect(read?.liveAudit).toBe('NO_AUDIT_NEEDED');
  });

  it('an unknown activity reads as null and fails mutations with a GraphQL error', async () => {
    const missing = '00000000-0000-4000-8000-00000000dead';
    expect((await H.useActivityByIdQuery.fetcher({ input: { id: missing } })()).activity.byId).toBeNull();
    await expect(H.useLiveApplyMutation.fetcher({ input: { id: missing } })()).rejects.toThrow(/活动不存在/);
  });
});

describe('departments and jobs', () => {
  it('a created department appears in DepartmentAll, and deleting it removes its jobs', async () => {
    const before = (await H.useDepartmentAllQuery.fetcher({ input: {} })()).department.all;
    expect(before.map((d) => d.name)).toEqual(expect.arrayContaining(['市场部', '销售部', '技术部']));
    expect(before.find((d) => d.name === '市场部')!.jobs.length).toBeGreaterThan(0);

    const created = (await H.useDepartmentCreateMutation.fetcher({ input: { name: '客服部', nameEn: 'Customer Service', showIndex: 9 } })()).department.create;
    const job1 = (await H.useDepartmentJobCreateMutation.fetcher({ input: { departmentId: created.id, name: '客服主管', showIndex: 1 } })()).departmentJob.create;
    const job2 = (await H.useDepartmentJobCreateMutation.fetcher({ input: { departmentId: created.id, name: '客服专员', showIndex: 2 } })()).departmentJob.create;

    const after = (await H.useDepartmentAllQuery.fetcher({ input: {} })()).department.all;
    const mine = after.find((d) => d.id === created.id);
    expect(mine).toMatchObject({ name: '客服部', nameEn: 'Customer Service' });
    expect(mine!.jobs.map((j) => j.name)).toEqual(['客服主管', '客服专员']);
    expect((await H.useDepartmentAllQuery.fetcher({ input: { keyword: '客服' } })()).department.all.map((d) => d.id)).toEqual([created.id]);
    await expect(H.useDepartmentCreateMutation.fetcher({ input: { name: '客服部' } })()).rejects.toThrow(/已存在/);

    expect((await H.useDepartmentDeleteMutation.fetcher({ input: { id: created.id } })()).department.delete).toBe(true);
    const gone = (await H.useDepartmentAllQuery.fetcher({ input: {} })()).department.all;
    expect(gone.map((d) => d.id)).not.toContain(created.id);
    const jobs = (await H.useDepartmentJobListQuery.fetcher({ input: {} })()).departmentJob.list;
    expect(jobs.map((j) => j.id)).not.toContain(job1.id);
    expect(jobs.map((j) => j.id)).not.toContain(job2.id);
    expect(jobs.length).toBeGreaterThan(0);
  });
});

describe('live provider members and products', () => {
  it('a created member shows in LiveProviderAllByActivityId; the teacher cannot be deleted', async () => {
    const activity = await liveActivity();
    const channelId = activity.liveChannelId!;
    const before = (await H.useLiveProviderAllByActivityIdQuery.fetcher({ input: { activityId: activity.id } })()).liveProvider.allByActivityId;
    expect(before.find((m) => m.role === 'teacher')?.account).toBe(channelId);

    const member = (
      await H.useLiveProviderCreateMemberMutation.fetcher({
        input: { channelId, passwd: 'zb123456', nickname: '嘉宾 陈老师', role: 'guest', actor: '嘉宾', chatListEnabled: true },
      })()
    ).liveProvider.createMember;
    expect(member.account.startsWith(channelId)).toBe(true);

    const after = (await H.useLiveProviderAllByActivityIdQuery.fetcher({ input: { activityId: activity.id } })()).liveProvider.allByActivityId;
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((m) => m.account === member.account)).toMatchObject({ nickname: '嘉宾 陈老师', role: 'guest', chatListEnabled: true, monitorEnabled: false });

    await expect(H.useLiveProviderDeleteMemberMutation.fetcher({ input: { channelId, account: channelId } })()).rejects.toThrow(/主播/);
    await H.useLiveProviderDeleteMemberMutation.fetcher({ input: { channelId, account: member.account } })();
    const final = (await H.useLiveProviderAllByActivityIdQuery.fetcher({ input: { activityId: activity.id } })()).liveProvider.allByActivityId;
    expect(final.map((m) => m.account)).not.toContain(member.account);
  });

  it('transports exhibition products into the channel and removes them again', async () => {
    const activity = await liveActivity();
    const channelId = activity.liveChannelId!;
    const productIds = exhibitProductIds(activity.companyId);
    expect(productIds.length).toBeGreaterThan(0);
    const before = (await H.useLiveProviderChannelProductAllQuery.fetcher({ input: { channelId } })()).liveProvider.channelProductAll;
    await H.useLiveProviderRemoveTransportProductMutation.fetcher({ input: { channelId, productIds } })();
    expect((await H.useLiveProviderChannelProductAllQuery.fetcher({ input: { channelId } })()).liveProvider.channelProductAll.length).toBeLessThan(before.length + 1);

    const created = (await H.useLiveProviderTransportProductMutation.fetcher({ input: { channelId, productIds } })()).liveProvider.transportProduct;
    expect(created).toHaveLength(productIds.length);
    const again = (await H.useLiveProviderTransportProductMutation.fetcher({ input: { channelId, productIds } })()).liveProvider.transportProduct;
    expect(again).toHaveLength(0);
    const all = (await H.useLiveProviderChannelProductAllQuery.fetcher({ input: { channelId } })()).liveProvider.channelProductAll;
    expect(all.map((p) => p.productId)).toEqual(expect.arrayContaining(created.map((p) => p.productId)));
  });
});

describe('live history', () => {
  it('pages recordings newest first, and removeVideo takes one out', async () => {
    const activity = await liveActivity();
    const input = { activityId: activity.id, pageSize: 5 };
    const first = (await H.useLiveHistoryPageQuery.fetcher({ input: { ...input, pageIndex: 1 } })()).liveHistory.page;
    expect(first.totalCount).toBeGreaterThan(10);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 5));
    expect(first.items).toHaveLength(5);

    const all: typeof first.items = [];
    for (let p = 1; p <= first.totalPages; p++) all.push(...(await H.useLiveHistoryPageQuery.fetcher({ input: { ...input, pageIndex: p } })()).liveHistory.page.items);
    expect(all).toHaveLength(first.totalCount);
    expect(new Set(all.map((h) => h.fileId)).size).toBe(first.totalCount);
    const starts = all.map((h) => Date.parse(h.startTime!));
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
    expect(all.every((h) => h.duration! > 0 && h.fileSize! > 0 && h.channelId === activity.liveChannelId)).toBe(true);
    const last = (await H.useLiveHistoryPageQuery.fetcher({ input: { ...input, pageIndex: first.totalPages } })()).liveHistory.page;
    expect(last.items).toHaveLength(first.totalCount - 5 * (first.totalPages - 1));

    const windowed = (await H.useLiveHistoryPageQuery.fetcher({ input: { activityId: activity.id, startTime: all[2]!.startTime, pageSize: 50 } })()).liveHistory.page;
    expect(windowed.totalCount).toBe(3);

    await H.useLiveHistoryRemoveVideoMutation.fetcher({ input: { activityId: activity.id, fileId: all[0]!.fileId } })();
    const after = (await H.useLiveHistoryPageQuery.fetcher({ input })()).liveHistory.page;
    expect(after.totalCount).toBe(first.totalCount - 1);
    expect(after.items[0]!.fileId).toBe(all[1]!.fileId);
  });

  it('convertVideo starts a conversion that refreshVodAndBlack finishes; copyDate makes the black copy', async () => {
    const activity = await liveActivity();
    const items = (await H.useLiveHistoryPageQuery.fetcher({ input: { activityId: activity.id, pageSize: 50 } })()).liveHistory.page.items;
    const raw = items.find((h) => !h.isConvert && !h.blackIsHad)!;
    const converting = (await H.useLiveHistoryConvertVideoMutation.fetcher({ input: { activityId: activity.id, fileId: raw.fileId, title: '新品发布回放' } })()).liveHistory.convertVideo;
    expect(converting).toMatchObject({ isConvert: false, convertStatus: 1, title: '新品发布回放', vodIsHad: false });
    const [refreshed] = (await H.useLiveHistoryRefreshVodAndBlackMutation.fetcher({ input: { activityId: activity.id, fileIds: [raw.fileId] } })()).liveHistory.refreshVodAndBlack;
    expect(refreshed).toMatchObject({ fileId: raw.fileId, isConvert: true, convertStatus: 2, vodIsHad: true });
    expect(refreshed!.videoId).toBeTruthy();
    const copied = (await H.useLiveHistoryCopyDateMutation.fetcher({ input: { activityId: activity.id, fileId: raw.fileId } })()).liveHistory.copyDate;
    expect(copied.blackIsHad).toBe(true);
  });
});

describe('viewers and view logs', () => {
  it('registers the signed-in viewer, and a created user log shows in the user log page', async () => {
    expect((await H.useLiveLiveViewerGetQuery.fetcher({ input: {} })()).liveLiveViewer.get).toBeNull();
    const saved = (
      await H.useLiveLiveViewerCreateOrUpdateMutation.fetcher({ input: { name: '张伟', phoneNumber: '13812345678', companyName: '深圳华展智能科技有限公司', department: '市场部', jobTitle: '市场经理' } })()
    ).liveLiveViewer.createOrUpdate;
    const me = session.get();
    expect(saved.userId).toBeTruthy();
    expect((await H.useLiveLiveViewerGetQuery.fetcher({ input: {} })()).liveLiveViewer.get).toMatchObject({ id: saved.id, name: '张伟', department: '市场部' });
    const updated = (await H.useLiveLiveViewerCreateOrUpdateMutation.fetcher({ input: { name: '张伟', phoneNumber: '13812345679', city: '深圳' } })()).liveLiveViewer.createOrUpdate;
    expect(updated).toMatchObject({ id: saved.id, phoneNumber: '13812345679', city: '深圳', department: '市场部' });
    expect(me).toBeTruthy();

    const activity = await liveActivity();
    const log = (await H.useViewerLogsUserLogCreateMutation.fetcher({ input: { activityId: activity.id, shareCount: 1 } })()).viewerLogs.userLogCreate;
    expect(log).toMatchObject({ activityId: activity.id, userId: saved.userId, companyId: activity.companyId, shareCount: 1 });
    const page = (await H.useViewerLogsUserLogPageQuery.fetcher({ input: { activityId: activity.id, userId: saved.userId } })()).viewerLogs.userLogPage;
    expect(page.items[0]).toMatchObject({ id: log.id, viewer: { name: '张伟' } });
  });
});

describe('every operation', () => {
  it('runs all 45 operations of graphql/ without GraphQL errors', async () => {
    const ran = new Set<string>();
    const run = async <T>(name: string, call: () => Promise<T>): Promise<T> => {
      ran.add(name);
      try {
        return await call();
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
      }
    };

    // Activities and the live application.
    const page = await run('ActivityPage', H.useActivityPageQuery.fetcher({ input: { pageIndex: 1, pageSize: 20 } }));
    expect(page.activity.page.totalCount).toBeGreaterThan(0);
    const fresh = (await applicable())[0]!;
    await run('LiveApply', H.useLiveApplyMutation.fetcher({ input: { id: fresh.id, liveStartTime: '2027-03-19T09:30:00+08:00', liveEndTime: '2027-03-19T12:00:00+08:00' } }));
    await run('LiveAudit', H.useLiveAuditMutation.fetcher({ input: { id: fresh.id, approved: true, remark: '同意' } }));
    const pending = (await activitiesIn('PENDING'))[0] ?? fresh;
    await run('LiveDontAudit', H.useLiveDontAuditMutation.fetcher({ input: { id: pending.id } }));
    const byId = await run('ActivityById', H.useActivityByIdQuery.fetcher({ input: { id: fresh.id } }));
    expect(byId.activity.byId?.liveAudit).toMatch(/APPROVED|NO_AUDIT_NEEDED/);
    await run('LiveUpdate', H.useLiveUpdateMutation.fetcher({ input: { id: fresh.id, liveWheatNumber: 3, liveTemplate: 'ppt', isOpenLive: true, liveEnableNotDelay: true } }));
    await run('LiveUpdateLiveForbidTime', H.useLiveUpdateLiveForbidTimeMutation.fetcher({ input: { id: fresh.id, liveStartTime: '2027-03-19T09:00:00+08:00', liveEndTime: '2027-03-19T18:00:00+08:00' } }));
    expect(await run('LiveUpdateWeChat', H.useLiveUpdateWeChatMutation.fetcher({ input: { id: fresh.id, settings: { shareTitle: '华展智能直播间', shareDesc: '欢迎观看' } } }))).toEqual({ live: { updateWeChat: true } });
    await run('LivePushUrl', H.useLivePushUrlQuery.fetcher({ input: { activityId: fresh.id } }));

    // Recordings and the summary of the channel with the most history.
    const activity = await liveActivity();
    const channelId = activity.liveChannelId!;
    const history = await run('LiveHistoryPage', H.useLiveHistoryPageQuery.fetcher({ input: { activityId: activity.id, pageSize: 50 } }));
    const [h1, h2, h3] = history.liveHistory.page.items.filter((h) => !h.isConvert);
    await run('LiveHistoryConvertVideo', H.useLiveHistoryConvertVideoMutation.fetcher({ input: { activityId: activity.id, fileId: h1!.fileId } }));
    await run('LiveHistoryRefreshVodAndBlack', H.useLiveHistoryRefreshVodAndBlackMutation.fetcher({ input: { activityId: activity.id } }));
    await run('LiveHistoryCopyDate', H.useLiveHistoryCopyDateMutation.fetcher({ input: { activityId: activity.id, fileId: h2!.fileId } }));
    await run('LiveHistoryRemoveVideo', H.useLiveHistoryRemoveVideoMutation.fetcher({ input: { activityId: activity.id, fileId: h3!.fileId } }));
    const summary = await run('ActivityChannlIdSummaryRefreshSummary', H.useActivityChannlIdSummaryRefreshSummaryMutation.fetcher({ input: { activityId: activity.id } }));
    const s = summary.activityChannlIdSummary.refreshSummary;
    expect(s.videoViews).toBe(s.liveVideoViews + s.playbackVideoViews + s.unknownVideoViews);
    expect(s.pcPlayDuration + s.mobilePlayDuration).toBeCloseTo(s.livePlayDuration + s.playbackPlayDuration + s.unknownPlayDuration, 0);
    expect(s.uniqueViewers).toBeGreaterThan(0);

    // Viewer logs.
    const products = await run('ViewerLogsProductLogPage', H.useViewerLogsProductLogPageQuery.fetcher({ input: { activityId: activity.id } }));
    expect(products.viewerLogs.productLogPage.items.every((l) => l.productName)).toBe(true);
    const companies = await run('ViewerLogsCompanyLogPage', H.useViewerLogsCompanyLogPageQuery.fetcher({ input: { companyId: activity.companyId, pageSize: 5 } }));
    expect(companies.viewerLogs.companyLogPage.items[0]?.companyName).toBe(activity.companyName);
    await run('ViewerLogsUserLogPage', H.useViewerLogsUserLogPageQuery.fetcher({ input: { activityId: activity.id, startTime: '2020-01-01T00:00:00+08:00' } }));
    await run('ViewerLogsUserLogCreate', H.useViewerLogsUserLogCreateMutation.fetcher({ input: { activityId: activity.id, collectCount: 1 } }));

    // Registration form: viewer, banners, departments and jobs.
    await run('LiveLiveViewerCreateOrUpdate', H.useLiveLiveViewerCreateOrUpdateMutation.fetcher({ input: { name: '张伟', phoneNumber: '13812345678', gender: 1, extendedProperties: { interest: '工业机器人' } } }));
    await run('LiveLiveViewerGet', H.useLiveLiveViewerGetQuery.fetcher({ input: {} }));
    const banners = await run('BannerAll', H.useBannerAllQuery.fetcher({ input: { type: 'reg-form' } }));
    expect(banners.banner.all.length).toBeGreaterThan(0);
    const banner = await run('BannerCreate', H.useBannerCreateMutation.fetcher({ input: { url: 'https://files.example.cn/live/reg-form/banner-9.jpg', showIndex: 9 } }));
    await run('BannerUpdate', H.useBannerUpdateMutation.fetcher({ input: { id: banner.banner.create.id, showIndex: 0 } }));
    await run('BannerDelete', H.useBannerDeleteMutation.fetcher({ input: { id: banner.banner.create.id } }));
    await run('DepartmentAll', H.useDepartmentAllQuery.fetcher({ input: {} }));
    const dep = await run('DepartmentCreate', H.useDepartmentCreateMutation.fetcher({ input: { name: '财务部', nameEn: 'Finance' } }));
    await run('DepartmentUpdate', H.useDepartmentUpdateMutation.fetcher({ input: { id: dep.department.create.id, showIndex: 7 } }));
    const job = await run('DepartmentJobCreate', H.useDepartmentJobCreateMutation.fetcher({ input: { departmentId: dep.department.create.id, name: '财务经理' } }));
    await run('DepartmentJobList', H.useDepartmentJobListQuery.fetcher({ input: { departmentId: dep.department.create.id } }));
    await run('DepartmentJobUpdate', H.useDepartmentJobUpdateMutation.fetcher({ input: { id: job.departmentJob.create.id, nameEn: 'Finance Manager' } }));
    await run('DepartmentJobDelete', H.useDepartmentJobDeleteMutation.fetcher({ input: { id: job.departmentJob.create.id } }));
    await run('DepartmentDelete', H.useDepartmentDeleteMutation.fetcher({ input: { id: dep.department.create.id } }));

    // The live provider.
    const channel = await run('LiveProviderChannel', H.useLiveProviderChannelQuery.fetcher({ input: { channelId } }));
    expect(channel.liveProvider.channel?.authSettings.length).toBeGreaterThan(0);
    const sign = await run('LiveProviderAuthSign', H.useLiveProviderAuthSignQuery.fetcher({ input: { channelId, nickname: '张伟' } }));
    expect(sign.liveProvider.authSign.sign).toMatch(/^[0-9A-F]{32}$/);
    await run('LiveProviderChannelSettingUpdateSplash', H.useLiveProviderChannelSettingUpdateSplashMutation.fetcher({ input: { channelId, splashImage: 'https://files.example.cn/live/splash.jpg', splashEnabled: true } }));
    await run('LiveProviderAllByActivityId', H.useLiveProviderAllByActivityIdQuery.fetcher({ input: { activityId: activity.id } }));
    const member = await run('LiveProviderCreateMember', H.useLiveProviderCreateMemberMutation.fetcher({ input: { channelId, passwd: 'zs123456', nickname: '助理 赵敏', role: 'assistant', actor: '助理' } }));
    await run('LiveProviderUpdateMember', H.useLiveProviderUpdateMemberMutation.fetcher({ input: { channelId, account: member.liveProvider.createMember.account, chatAuditEnabled: true } }));
    await run('LiveProviderUpdateTeacher', H.useLiveProviderUpdateTeacherMutation.fetcher({ input: { channelId, nickname: '李明', actor: '主播' } }));
    await run('LiveProviderDeleteMember', H.useLiveProviderDeleteMemberMutation.fetcher({ input: { channelId, account: member.liveProvider.createMember.account } }));
    const productIds = exhibitProductIds(activity.companyId);
    await run('LiveProviderRemoveTransportProduct', H.useLiveProviderRemoveTransportProductMutation.fetcher({ input: { channelId, productIds } }));
    const moved = await run('LiveProviderTransportProduct', H.useLiveProviderTransportProductMutation.fetcher({ input: { channelId, productIds } }));
    const channelProducts = await run('LiveProviderChannelProductAll', H.useLiveProviderChannelProductAllQuery.fetcher({ input: { channelId } }));
    expect(channelProducts.liveProvider.channelProductAll.length).toBeGreaterThan(0);
    await run('LiveProviderChannelProductDelete', H.useLiveProviderChannelProductDeleteMutation.fetcher({ input: { channelId, productId: moved.liveProvider.transportProduct[0]!.productId } }));

    const all = Object.keys(H)
      .map((k) => /^use(\w+?)(?:Query|Mutation)$/.exec(k)?.[1])
      .filter((n): n is string => Boolean(n));
    expect(all).toHaveLength(45);
    expect([...ran].sort()).toEqual([...all].sort());
  });
});

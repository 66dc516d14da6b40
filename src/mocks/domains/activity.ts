/**
 * Activities (launches, seminars, forums) with their live-stream fields, the users who signed up
 * and the comments. Live application and audit go through the live GraphQL domain, which works on
 * the same `activities` rows; the REST update here leaves those fields alone.
 */
import type { Activity, ActivityApply, ActivityComment, ActivityShort } from '@gen/api/model';
import { now } from '../crud';
import type { MockDb } from '../db';
import type { MockDomain } from '../domain';
import { seedActivities } from '../data/activities';
import { fail, ok, query, type Info } from '../respond';
import { del, get, post, put } from '../route';
import {
  asBool,
  badRequest,
  commentThread,
  companyName,
  fieldsOf,
  given,
  hasKeyword,
  inRange,
  joinOf,
  matches,
  pageOf,
  pickInput,
  project,
  read,
  same,
  sortBy,
  type Body,
  type Row,
} from './product';

const ACTIVITY = fieldsOf<Activity>()([
  'id', 'exhibitionId', 'companyId', 'companyName', 'joinId', 'name', 'nameEn', 'startTime', 'endTime', 'address', 'addressEn', 'cover',
  'introduction', 'introductionEn', 'applyCount', 'maxApplyCount', 'isShow', 'topic', 'showIndex', 'isApplyLive', 'liveApplyTime', 'isOpenLive',
  'liveAudit', 'liveAuditRemark', 'liveAuditTime', 'liveStartTime', 'liveEndTime', 'isOpenBlackLive', 'liveLinkName', 'livelinkTel',
  'liveChannelId', 'liveWheatNumber', 'liveSecretKey', 'liveTemplate', 'liveEnableNotDelay', 'createTime', 'updateTime',
]);
/** What the REST create and update may set; the live application and audit fields are not among them. */
const ACTIVITY_INPUT = [
  'exhibitionId', 'companyId', 'joinId', 'name', 'nameEn', 'startTime', 'endTime', 'address', 'addressEn', 'cover', 'introduction',
  'introductionEn', 'maxApplyCount', 'isShow', 'showIndex', 'liveLinkName', 'livelinkTel',
] as const;
const SHORT = fieldsOf<ActivityShort>()([
  'id', 'name', 'nameEn', 'cover', 'companyName', 'startTime', 'endTime', 'isShow', 'isOpenLive', 'liveAudit', 'liveChannelId', 'liveStartTime', 'liveEndTime',
]);
const APPLY = fieldsOf<ActivityApply>()([
  'id', 'activityId', 'activityName', 'userId', 'name', 'phone', 'email', 'companyName', 'department', 'jobTitle', 'remark', 'isCheckIn', 'checkInTime', 'createTime',
]);
const COMMENT = fieldsOf<ActivityComment>()(['id', 'activityId', 'parentId', 'userId', 'userName', 'avatar', 'companyName', 'content', 'isShow', 'createTime']);

const START_ASC = [{ propertyName: 'startTime', ascending: true }];
/** Live audit states with a stream: approved (2) or not needing audit (4). */
const HAS_LIVE = new Set([2, 4]);

export const activityDomain: MockDomain = {
  name: 'activity',
  seed: (seeded) => ({ ...seedActivities(seeded.companies ?? []) }),
  handlers: (db: MockDb) => {
    const activityComments = commentThread(db, 'activityComments');
    const activity = (id: unknown) => (given(id) ? db.get('activities', String(id)) : undefined);
    const applies = (activityId: string) => db.find('activityApplies', (a) => same(a.activityId, activityId));

    const activityOut = (a: Row): Activity =>
      project<Activity>(a, ACTIVITY, {
        companyId: String(a.companyId ?? a.compId ?? ''),
        companyName: companyName(db, a.companyId ?? a.compId) ?? (a.companyName as string | undefined),
        applyCount: applies(a.id).length,
        isApplyLive: Boolean(a.isApplyLive),
        isOpenLive: Boolean(a.isOpenLive),
        liveAudit: Number(a.liveAudit ?? 0) as Activity['liveAudit'],
        isOpenBlackLive: Boolean(a.isOpenBlackLive),
        liveEnableNotDelay: Boolean(a.liveEnableNotDelay),
        topic: (Number(a.topic ?? 0) === 1 ? 1 : 0) as Activity['topic'],
        isShow: a.isShow !== false,
      });

    /** The ActivityPageRequest filters (ActivityJoinFilter is a subset). */
    const activityRows = (b: Body, topic: unknown = b.topic) =>
      db
        .all('activities')
        .filter((a) => !a.isDeleted)
        .map(activityOut)
        .filter(
          (a) =>
            matches(a.companyId, b.compId) &&
            matches(a.joinId, b.joinId) &&
            matches(a.exhibitionId, b.exhibitionId) &&
            (asBool(b.isShow) === undefined || a.isShow === asBool(b.isShow)) &&
            (!given(topic) || a.topic === Number(topic)) &&
            (asBool(b.isApplyLive) === undefined || a.isApplyLive === asBool(b.isApplyLive)) &&
            (b.liveAudit === undefined || b.liveAudit === null || a.liveAudit === Number(b.liveAudit)) &&
            (!given(b.startTime) && !given(b.endTime) ? true : inRange(a.startTime, b.startTime, b.endTime)) &&
            hasKeyword(b.keyword, a.name, a.nameEn, a.companyName, a.address),
        );

    const activityPage =
      (required: string) =>
      async ({ request }: Info) => {
        const { b } = await read(request);
        if (!given(b[required])) return badRequest(`缺少参数 ${required}`);
        return pageOf(activityRows(b), b);
      };

    const toggle = (field: 'isShow' | 'topic') => async ({ request }: Info) => {
      const { b } = await read(request);
      const a = activity(b.id);
      if (!a) return fail(404);
      if (field === 'isShow') {
        const isShow = asBool(b.isShow);
        if (isShow === undefined) return badRequest('缺少参数 isShow');
        db.update('activities', a.id, { isShow, updateTime: now() });
      } else {
        const topic = Number(b.topic);
        if (topic !== 0 && topic !== 1) return badRequest('topic 只能是 0 或 1');
        db.update('activities', a.id, { topic, updateTime: now() });
      }
      return ok(true);
    };

    return [
      post('/api/activity/GetByCompId', activityPage('compId')),
      post('/api/activity/GetByJoinId', activityPage('joinId')),
      post('/api/activity/GetBackendByExhibition', activityPage('exhibitionId')),
      post('/api/activity/GetShortByJoinId', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.joinId)) return badRequest('缺少参数 joinId');
        return ok(sortBy(activityRows({ joinId: b.joinId, isShow: b.isShow }), START_ASC).map((a) => project<ActivityShort>(a, SHORT)));
      }),
      post('/api/activity/GetLiveShortByJoinId', async ({ request }) => {
        const { b, q } = await read(request);
        if (!given(b.joinId)) return badRequest('缺少参数 joinId');
        const rows = activityRows({ joinId: b.joinId, isShow: b.isShow }, q('topic')).filter((a) => a.isApplyLive && HAS_LIVE.has(a.liveAudit));
        return ok(sortBy(rows, START_ASC).map((a) => project<ActivityShort>(a, SHORT)));
      }),
      get('/api/activity', ({ request }) => {
        const a = activity(query(request)('id'));
        return a && !a.isDeleted ? ok(activityOut(a)) : fail(404);
      }),
      post('/api/activity', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.exhibitionId) || !given(b.companyId)) return badRequest('缺少参数 exhibitionId 或 companyId');
        if (!String(b.name ?? '').trim()) return badRequest('请填写活动名称');
        const join = given(b.joinId) ? db.get('joins', String(b.joinId)) : joinOf(db, b.companyId, b.exhibitionId);
        const row = db.insert('activities', {
          isShow: true,
          showIndex: 0,
          maxApplyCount: 0,
          ...pickInput(b, ACTIVITY_INPUT),
          joinId: join?.id ?? b.joinId,
          companyName: companyName(db, b.companyId),
          topic: 0,
          isApplyLive: false,
          isOpenLive: false,
          liveAudit: 0,
          isOpenBlackLive: false,
          liveEnableNotDelay: false,
          createTime: now(),
        });
        return ok(row.id);
      }),
      put('/api/activity', async ({ request }) => {
        const { b } = await read(request);
        const a = activity(b.id);
        if (!a || a.isDeleted) return fail(404);
        if (b.name !== undefined && !String(b.name).trim()) return badRequest('请填写活动名称');
        db.update('activities', a.id, { ...pickInput(b, ACTIVITY_INPUT), companyName: companyName(db, b.companyId ?? a.companyId), updateTime: now() });
        return ok(true);
      }),
      del('/api/activity', ({ request }) => {
        const a = activity(query(request)('id'));
        if (!a) return fail(404);
        for (const x of applies(a.id)) db.remove('activityApplies', x.id);
        for (const c of db.find('activityComments', (c) => same(c.activityId, a.id))) db.remove('activityComments', c.id);
        db.remove('activities', a.id);
        return ok(true);
      }),
      put('/api/activity/SetShow', toggle('isShow')),
      put('/api/activity/SetTopic', toggle('topic')),
      // ------------------------------------------------------------ Applicants and comments
      post('/api/ActivityApply/GetByActId', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.activityId)) return badRequest('缺少参数 activityId');
        const a = activity(b.activityId);
        const rows = applies(String(b.activityId))
          .filter((x) => hasKeyword(b.keyword, x.name, x.phone, x.companyName, x.email, x.jobTitle))
          .map((x) => project<ActivityApply>(x, APPLY, { activityName: a ? String(a.name) : undefined }));
        return pageOf(rows, b);
      }),
      post('/api/ActivityComment/GetByActId', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.activityId)) return badRequest('缺少参数 activityId');
        const rows = db
          .find('activityComments', (c) => same(c.activityId, b.activityId))
          .filter((c) => hasKeyword(b.keyword, c.content, c.userName, c.companyName))
          .map((c) => project<ActivityComment>(c, COMMENT));
        return pageOf(rows, b);
      }),
      post('/api/ActivityComment', async ({ request }) => {
        const { b } = await read(request);
        const a = activity(b.activityId);
        if (!a || a.isDeleted) return badRequest('活动不存在或已删除');
        return activityComments.add(request, b, { activityId: a.id, isShow: true });
      }),
      del('/api/ActivityComment', activityComments.remove),
    ];
  },
};

/**
 * Demo data of the activity domain: launches, seminars and forums the exhibitors hold during the
 * exhibition, with their live-stream fields (the live GraphQL domain hangs its channels on the
 * activities that have a liveChannelId), the users who signed up and the comments.
 */
import type { MockRecord } from '../db';
import { exhibitions, ids } from './places';
import { mediaUrl } from '../media';
import { seededId } from './seed';
import { between, bj, companyIdAt, cst, DAY, HOUR, joinIdAt, lastYearJoinId, PREFIX, randomSource, visitors } from './products';

/** Live audit states (LiveAuditStatus): not applied, pending, approved, rejected, no audit needed. */
export const LIVE = { notApplied: 0, pending: 1, approved: 2, rejected: 3, noAuditNeeded: 4 } as const;

interface ActivityPlan {
  company: number;
  name: string;
  nameEn: string;
  start: string;
  hours: number;
  address: string;
  addressEn: string;
  intro: string;
  max: number;
  live: (typeof LIVE)[keyof typeof LIVE];
  channelId?: string;
  template?: string;
  open?: boolean;
  remark?: string;
  applied?: string;
  topic?: boolean;
  hidden?: boolean;
  lastYear?: boolean;
  signUps: number;
  comments?: [number, string, string?][];
}

const SZ = '深圳国际会展中心';
const SZ_EN = 'Shenzhen World Exhibition & Convention Center';

const plans: ActivityPlan[] = [
  {
    company: 0, name: '华展智能 2027 新品发布会', nameEn: 'Huazhan Intelligent 2027 Product Launch', start: '2027-03-18 14:00', hours: 2,
    address: `${SZ} 9号馆 会议室M3`, addressEn: `Hall 9, Meeting Room M3, ${SZ_EN}`, max: 200, topic: true,
    intro: '<p>发布工业机器人控制器 HZ-RC3000 与智能仓储系统 HZ-WMS200，现场签约享首发优惠。</p>',
    live: LIVE.approved, channelId: '3958471', template: 'ppt', open: true, applied: '2026-10-08 10:12', remark: '资料齐全，同意开通直播', signUps: 14,
    comments: [[0, '发布会有回放吗？', '有的，直播结束后可在活动页观看回放。'], [7, '现场签约优惠具体是多少？'], [13, '已报名，期待！']],
  },
  {
    company: 0, name: '智能仓储系统技术研讨会', nameEn: 'Smart Warehousing Technology Seminar', start: '2027-03-19 10:00', hours: 3,
    address: `${SZ} 9号馆 会议室M5`, addressEn: `Hall 9, Meeting Room M5, ${SZ_EN}`, max: 120,
    intro: '<p>分享立体库与 AGV 协同调度在医药、电商仓的落地经验。</p>',
    live: LIVE.pending, applied: '2026-11-16 15:40', signUps: 9,
    comments: [[3, '研讨会是否提供会议资料下载？', '会后统一发送到报名邮箱。'], [17, '可以带同事一起参加吗？']],
  },
  {
    company: 0, name: '协作机器人应用沙龙', nameEn: 'Collaborative Robot Application Salon', start: '2027-03-19 15:00', hours: 2,
    address: '1号馆 A10 展位洽谈区', addressEn: 'Booth A10, Hall 1', max: 40,
    intro: '<p>3C 装配、机床上下料与食品包装三个行业案例分享，现场体验拖动示教。</p>',
    live: LIVE.notApplied, signUps: 6,
    comments: [[21, '沙龙名额还有吗？', '还有少量名额，请尽快报名。']],
  },
  {
    company: 0, name: '机器视觉检测实操工作坊', nameEn: 'Machine Vision Inspection Workshop', start: '2027-03-20 10:00', hours: 3,
    address: `${SZ} 9号馆 会议室M2`, addressEn: `Hall 9, Meeting Room M2, ${SZ_EN}`, max: 30,
    intro: '<p>动手搭建 AI 缺陷检测流程：采图、标注、训练与部署，自带笔记本电脑。</p>',
    live: LIVE.rejected, applied: '2026-10-30 11:05', remark: '请补充直播内容说明及主讲嘉宾信息', signUps: 8,
  },
  {
    company: 0, name: '华展智能合作伙伴答谢晚宴', nameEn: 'Huazhan Partner Appreciation Dinner', start: '2027-03-20 18:30', hours: 3,
    address: '深圳宝安海悦酒店 三楼宴会厅', addressEn: 'Ballroom, 3F, Haiyue Hotel, Baoan, Shenzhen', max: 80, hidden: true,
    intro: '<p>仅限受邀合作伙伴参加。</p>',
    live: LIVE.notApplied, signUps: 5,
  },
  {
    company: 0, name: '数字工厂论坛（2025 深智博）', nameEn: 'Digital Factory Forum (SIME 2025)', start: '2025-11-06 14:00', hours: 3,
    address: '深圳会展中心（福田） 5号馆 论坛区', addressEn: 'Forum Area, Hall 5, Shenzhen Convention & Exhibition Center', max: 150, lastYear: true,
    intro: '<p>MES、数字孪生与能源管理在离散制造中的实践。</p>',
    live: LIVE.noAuditNeeded, channelId: '3872210', template: 'alone', applied: '2025-09-01 10:00', signUps: 10,
    comments: [[5, '回放在哪里看？', '活动页下方“直播回放”。'], [19, '干货满满，感谢分享。']],
  },
  {
    company: 1, name: '五轴加工技术开放日', nameEn: 'Five-axis Machining Open Day', start: '2027-03-18 15:00', hours: 2,
    address: '2号馆 B11 展位', addressEn: 'Booth B11, Hall 2', max: 60, topic: true,
    intro: '<p>航空结构件与叶轮五轴加工现场演示。</p>',
    live: LIVE.approved, channelId: '3958502', template: 'alone', open: false, applied: '2026-09-15 09:30', remark: '同意开通', signUps: 5,
    comments: [[8, '可以带工件来试切吗？', '可以，请提前一周预约。']],
  },
  {
    company: 2, name: '包装自动化解决方案分享会', nameEn: 'Packaging Automation Solutions Talk', start: '2027-03-18 09:30', hours: 1,
    address: '3号馆 C12 展位', addressEn: 'Booth C12, Hall 3', max: 50,
    intro: '<p>灌装、贴标与码垛整线方案。</p>',
    live: LIVE.notApplied, signUps: 3,
  },
  {
    company: 3, name: '激光焊接新工艺发布', nameEn: 'New Laser Welding Process Launch', start: '2027-03-20 10:30', hours: 2,
    address: `${SZ} 9号馆 会议室M1`, addressEn: `Hall 9, Meeting Room M1, ${SZ_EN}`, max: 100,
    intro: '<p>电池托盘摆动激光焊接新工艺首发。</p>',
    live: LIVE.pending, applied: '2026-11-18 10:45', signUps: 4,
  },
  {
    company: 4, name: '工业互联网平台赋能中小企业论坛', nameEn: 'Industrial Internet for SMEs Forum', start: '2027-03-19 10:00', hours: 3,
    address: `${SZ} 会议中心 报告厅B`, addressEn: `Auditorium B, Conference Centre, ${SZ_EN}`, max: 300, topic: true,
    intro: '<p>政策解读、平台选型与十个数字化改造案例。</p>',
    live: LIVE.approved, channelId: '3958620', template: 'portrait_alone', open: true, applied: '2026-10-20 16:20', remark: '同意开通，请提前一天调试推流', signUps: 6,
    comments: [[12, '论坛有政府补贴政策解读吗？', '有，第一个议题就是。']],
  },
  {
    company: 5, name: '液压系统节能改造交流会', nameEn: 'Hydraulic System Energy Retrofit Meetup', start: '2027-03-20 14:00', hours: 1,
    address: '4号馆 D15 展位', addressEn: 'Booth D15, Hall 4', max: 30,
    intro: '<p>伺服泵站替代传统泵站的改造案例与投资回报分析。</p>',
    live: LIVE.notApplied, signUps: 3,
  },
  {
    company: 9, name: '重载机器人现场演示', nameEn: 'Heavy-payload Robot Live Demo', start: '2027-03-21 10:00', hours: 2,
    address: '4号馆 D19 展位', addressEn: 'Booth D19, Hall 4', max: 80,
    intro: '<p>500kg 负载机器人发动机缸体搬运演示。</p>',
    live: LIVE.approved, channelId: '3958711', template: 'ppt', open: false, applied: '2026-11-02 09:00', remark: '同意开通', signUps: 4,
  },
];

export interface ActivitySeed {
  activities: MockRecord[];
  activityApplies: MockRecord[];
  activityComments: MockRecord[];
}

export function seedActivities(companies: MockRecord[]): ActivitySeed {
  const rnd = randomSource(31415);
  const out: ActivitySeed = { activities: [], activityApplies: [], activityComments: [] };
  let applyNo = 0;
  let commentNo = 0;
  const now = Date.parse('2026-11-20T20:00:00+08:00');

  plans.forEach((plan, i) => {
    const exhibition = plan.lastYear ? exhibitions[1]! : exhibitions[0]!;
    const companyId = companyIdAt(plan.company);
    const company = companies.find((c) => c.id === companyId);
    const demo = companyId === ids.company;
    const start = Date.parse(bj(plan.start));
    const applied = plan.applied ? Date.parse(bj(plan.applied)) : undefined;
    const created = plan.lastYear ? Date.parse('2025-08-20T10:00:00+08:00') : (applied ?? Date.parse('2026-11-01T10:00:00+08:00')) - between(rnd, 5, 30) * DAY;
    const id = seededId(PREFIX.activity, i + 1);
    const audited = plan.live === LIVE.approved || plan.live === LIVE.rejected || plan.live === LIVE.noAuditNeeded;
    const activity: MockRecord = {
      id,
      exhibitionId: exhibition.id,
      companyId,
      companyName: String(company?.name ?? ''),
      joinId: plan.lastYear ? lastYearJoinId : joinIdAt(plan.company),
      name: plan.name,
      nameEn: plan.nameEn,
      startTime: cst(start),
      endTime: cst(start + plan.hours * HOUR),
      address: plan.address,
      addressEn: plan.addressEn,
      cover: mediaUrl('activity', plan.name),
      introduction: plan.intro,
      introductionEn: `<p>${plan.nameEn}.</p>`,
      maxApplyCount: plan.max,
      isShow: !plan.hidden,
      topic: plan.topic ? 1 : 0,
      showIndex: i + 1,
      isApplyLive: plan.live !== LIVE.notApplied,
      isOpenLive: Boolean(plan.open),
      liveAudit: plan.live,
      isOpenBlackLive: false,
      liveLinkName: demo ? '张伟' : String(company?.contactName ?? '张伟'),
      livelinkTel: demo ? '13812345678' : String(company?.tel ?? company?.phone ?? ''),
      liveEnableNotDelay: plan.channelId === '3958471',
      createTime: cst(created),
      updateTime: cst(Math.min(created + 3 * DAY, now)),
    };
    if (applied !== undefined) activity.liveApplyTime = cst(applied);
    if (audited && applied !== undefined) activity.liveAuditTime = cst(applied + 2 * DAY);
    if (plan.remark) activity.liveAuditRemark = plan.remark;
    if (plan.live !== LIVE.notApplied) {
      activity.liveStartTime = cst(start - 30 * 60_000);
      activity.liveEndTime = cst(start + (plan.hours + 1) * HOUR);
    }
    if (plan.channelId) {
      activity.liveChannelId = plan.channelId;
      activity.liveWheatNumber = 2;
      activity.liveSecretKey = `${plan.channelId}a7c3e9f1`.slice(0, 16);
      activity.liveTemplate = plan.template ?? 'ppt';
    }
    out.activities.push(activity);

    // Sign-ups between the activity's creation and today (or the day before a past activity).
    const until = Math.min(now, start - DAY);
    const offset = between(rnd, 0, visitors.length - 1);
    for (let k = 0; k < plan.signUps; k++) {
      const v = visitors[(offset + k) % visitors.length]!;
      const at = created + rnd() * (until - created);
      const checkedIn = start < now && k % 5 !== 4;
      const apply: MockRecord = {
        id: seededId(PREFIX.activityApply, ++applyNo),
        activityId: id,
        userId: v.id,
        name: v.name,
        phone: v.phone,
        email: v.email,
        companyName: v.companyName,
        department: v.department,
        jobTitle: v.jobTitle,
        remark: k % 3 === 0 ? '希望会后参观展位' : '',
        isCheckIn: checkedIn,
        createTime: cst(at),
      };
      if (checkedIn) apply.checkInTime = cst(start - between(rnd, 5, 40) * 60_000);
      out.activityApplies.push(apply);
    }

    (plan.comments ?? []).forEach(([vi, question, answer], k) => {
      const v = visitors[vi % visitors.length]!;
      const base = plan.lastYear ? start + 2 * HOUR : created + (k + 2) * DAY;
      const at = Math.min(base + k * 3 * HOUR, now - (3 - k) * HOUR);
      const commentId = seededId(PREFIX.activityComment, ++commentNo);
      out.activityComments.push({ id: commentId, activityId: id, userId: v.id, userName: v.name, avatar: v.avatar, companyName: v.companyName, content: question, isShow: true, createTime: cst(at) });
      if (answer) {
        out.activityComments.push({
          id: seededId(PREFIX.activityComment, ++commentNo),
          activityId: id,
          parentId: commentId,
          userId: demo ? ids.exhibitorUser : undefined,
          userName: String(activity.liveLinkName),
          avatar: mediaUrl('avatar', String(activity.liveLinkName)),
          companyName: String(company?.name ?? ''),
          content: answer,
          isShow: true,
          createTime: cst(Math.min(at + between(rnd, 1, 6) * HOUR, now)),
        });
      }
    });
  });
  return out;
}

/**
 * Calling cards (buyer consultations, 001 §4 and §9): the exhibitor's pending (0) and received (1)
 * consult lists with greeting messages, and the host's purchase demand with its statistics.
 */
import type { CollectionRow, SeedRows } from '../collections';
import { ids } from '../data/places';
import { seedCompanies, seedJoins, seededId } from '../data/seed';
import { matchesKeyword, type MockDb, type MockRecord } from '../db';
import type { MockDomain } from '../domain';
import { body, fail, ok, okPage, query } from '../respond';
import { del, get, post, put } from '../route';

const HOUR = 3_600_000;
const OVERTIME_MS = 24 * HOUR;

export const sourceLinkTypes: Record<number, string> = { 1: '产品详情页', 2: '企业主页', 3: '直播间', 4: '活动页', 5: '搜索结果页' };
export const talkTypes: Record<number, string> = { 1: '采购询价', 2: '寻求代理', 3: '技术咨询', 4: '合作洽谈', 5: '其他' };
export const callingCardStates: Record<number, string> = { 0: '待接收', 1: '已接收', 2: '未接收/已忽略', 3: '已拒绝' };

type Buyer = [name: string, position: string, company: string, phone: string, email: string, talkType: number, content: string];

const buyers: Buyer[] = [
  ['王强', '采购经理', '美的集团股份有限公司', '13902881234', 'wangqiang@midea-demo.com', 1, '我司顺德工厂计划新增 12 台六轴焊接机器人，请提供报价、交货周期及售后服务方案。'],
  ['李明', '设备部主管', '珠海格力电器股份有限公司', '13726541123', 'liming@gree-demo.com', 3, '贵司协作机器人负载 10kg 的型号能否用于空调压缩机装配线？需要现场评估。'],
  ['刘芳', '采购总监', '比亚迪股份有限公司', '13612349876', 'liufang@byd-demo.com', 1, '需要采购 3 套激光焊接工作站用于电池托盘焊接，请发送技术方案和报价单。'],
  ['陈刚', '技术经理', '富士康科技集团', '0755-27706688', 'chengang@foxconn-demo.com', 3, '想了解贵司 AGV 调度系统与我司 MES 的对接方式，是否支持 OPC UA？'],
  ['赵丽', '采购专员', '海尔智家股份有限公司', '13866001234', 'zhaoli@haier-demo.com', 1, '青岛工厂需要 5 台数控加工中心，三轴与五轴各自报价，含运输安装。'],
  ['孙伟', '项目经理', '中联重科股份有限公司', '13975112288', 'sunwei@zoomlion-demo.com', 4, '我们在长沙新建智能仓储项目，希望与贵司洽谈立体库整体方案合作。'],
  ['周杰', '总经理', '东莞精工模具有限公司', '13829556677', 'zhoujie@jinggong-mold.com', 2, '我司在东莞有 20 年模具行业渠道，希望代理贵司激光打标机华南区域销售。'],
  ['吴敏', '采购经理', '宁德时代新能源科技股份有限公司', '13559331234', 'wumin@catl-demo.com', 1, '请报价 20 台搬运码垛机器人，用于电芯产线物流，要求 2027 年 6 月前交付。'],
  ['郑浩', '设备工程师', '立讯精密工业股份有限公司', '13528877654', 'zhenghao@luxshare-demo.com', 3, '贵司视觉引导系统的定位精度是多少？能否提供样机试用？'],
  ['黄磊', '生产总监', '三一重工股份有限公司', '18673112345', 'huanglei@sany-demo.com', 4, '希望参观贵司展位后安排工厂考察，洽谈焊接产线自动化改造。'],
  ['何静', '采购主管', 'TCL 科技集团股份有限公司', '13760123456', 'hejing@tcl-demo.com', 1, '面板厂洁净车间需要 8 台晶圆搬运机器人，请提供洁净等级证明与报价。'],
  ['林峰', '厂长', '佛山市顺德区华美电器厂', '13690512345', 'linfeng@huamei-demo.cn', 1, '小批量采购 2 台激光切割机，板厚 6mm 以内碳钢，预算 60 万以内。'],
  ['马超', '采购经理', '潍柴动力股份有限公司', '15965671234', 'machao@weichai-demo.com', 1, '需要数控磨床用于曲轴加工，请提供设备参数和同类客户案例。'],
  ['许婷', '供应链经理', '京东物流股份有限公司', '13911226688', 'xuting@jdl-demo.com', 4, '华南仓计划引入智能分拣设备，希望约时间做方案交流。'],
  ['邓亮', '技术总监', '广州汽车集团股份有限公司', '13802223344', 'dengliang@gac-demo.com', 3, '请问焊接机器人离线编程软件是否支持我司现有的 PLM 数据格式？'],
  ['冯雪', '海外采购', 'Siam Auto Parts Co., Ltd.', '+66 2 123 4567', 'feng.xue@siamauto-demo.com', 2, 'We are looking for a distributor agreement for laser marking machines in Thailand.'],
  ['曹阳', '采购员', '小米科技有限责任公司', '13552346789', 'caoyang@xiaomi-demo.com', 1, '请提供协作机器人 + 移动底盘的复合机器人报价，用于手机工厂物料配送。'],
  ['彭洁', '运营经理', '顺丰速运有限公司', '13510987654', 'pengjie@sf-demo.com', 5, '想了解展会期间是否有智能物流专场活动，可否预约讲解？'],
];

/** Cards of the current exhibition: the demo exhibitor gets pending and received ones; the others get every host state. */
export function seedCallingCards(now = Date.now()): SeedRows {
  const companies = seedCompanies();
  const joins = seedJoins(companies);
  const exhibitionId = ids.exhibition2026;
  const cards: MockRecord[] = [];
  let n = 0;
  const add = (compId: string, buyer: Buyer, state: number, hoursAgo: number, sourceLinkType: number) => {
    const [name, position, company, phone, email, talkType, content] = buyer;
    const createTime = new Date(now - hoursAgo * HOUR).toISOString();
    cards.push({
      id: seededId(0xcc000001, ++n), compId, exhibitionId, name, position, company, phone, email, content, sourceLinkType, talkType, state, createTime,
      receiveTime: state === 1 ? new Date(now - (hoursAgo - 2) * HOUR).toISOString() : null,
    });
  };
  // The demo exhibitor (深圳华展智能科技有限公司): 6 pending, 4 received.
  const demo: [number, number, number][] = [[0, 2, 1], [0, 5, 2], [0, 20, 1], [0, 30, 3], [0, 52, 5], [0, 75, 4], [1, 26, 1], [1, 49, 2], [1, 96, 1], [1, 120, 3]];
  demo.forEach(([state, hoursAgo, source], i) => add(ids.company, buyers[i]!, state, hoursAgo, source));
  // Other exhibitors: every host state, some within and some past the 24-hour limit.
  const others = joins.filter((j) => j.exhibitionId === exhibitionId && j.compId !== ids.company);
  for (let i = 0; i < 26; i++) {
    const join = others[i % others.length]!;
    const state = [0, 1, 1, 2, 0, 3, 1, 2][i % 8]!;
    add(String(join.compId), buyers[(i + 3) % buyers.length]!, state, 1 + ((i * 13) % 140), 1 + (i % 5));
  }
  const deExHiCons = [
    '您好，感谢关注华展智能，我们的销售顾问将在 24 小时内与您联系。',
    '您好，欢迎莅临 5号馆 A10 展位现场体验六轴协作机器人演示。',
    'Hello, thank you for your interest. Our sales team will contact you within one working day.',
  ].map((content, i) => ({ id: seededId(0xcc000002, i + 1), compId: ids.company, exhibitionId, content, showIndex: i + 1, createTime: '2026-10-08T10:00:00+08:00' }));
  return { callingCards: cards, deExHiCons };
}

const companyName = (db: MockDb, compId: unknown) => String(db.get('companies', String(compId ?? ''))?.name ?? '');

/** Unreceived (0 or 2) for more than 24 hours since it was sent (or sent again). */
export const isOvertime = (card: MockRecord, now = Date.now()) =>
  (card.state === 0 || card.state === 2) && now - new Date(String(card.resendTime ?? card.createTime)).getTime() > OVERTIME_MS;

const sameId = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
const given = (v: unknown) => v !== undefined && v !== null && v !== '';
const inPeriod = (row: MockRecord, start: unknown, end: unknown, field = 'createTime') => {
  const t = new Date(String(row[field])).getTime();
  return (!given(start) || t >= new Date(String(start)).getTime()) && (!given(end) || t <= new Date(String(end)).getTime());
};
const newestFirst = [{ propertyName: 'createTime', ascending: false }];

export interface CompanyCardFilter {
  compId?: string;
  exhibitionId?: string;
  state?: number;
  keyword?: string;
}

/** The exhibitor's consult list (pending or received tab). */
export function companyCards(db: MockDb, f: CompanyCardFilter): CollectionRow<'callingCards'>[] {
  return db
    .all('callingCards')
    .filter((c) => !given(f.compId) || sameId(c.compId, f.compId))
    .filter((c) => !given(f.exhibitionId) || sameId(c.exhibitionId, f.exhibitionId))
    .filter((c) => !given(f.state) || Number(c.state) === Number(f.state))
    .filter((c) => matchesKeyword(c, f.keyword, ['name', 'company', 'phone', 'content']))
    .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
}

export interface HostCardFilter {
  exhibitionId?: string;
  states?: number[];
  overtime?: boolean;
  sourceLinkType?: number;
  talkType?: number;
  compId?: string;
  startTime?: string;
  endTime?: string;
  keyword?: string;
}

/** The host's purchase-demand list: overtime splits the unreceived states (0 and 2) at 24 hours. */
export function hostCards(db: MockDb, f: HostCardFilter): CollectionRow<'callingCards'>[] {
  const now = Date.now();
  return db
    .all('callingCards')
    .filter((c) => !given(f.exhibitionId) || sameId(c.exhibitionId, f.exhibitionId))
    .filter((c) => !f.states?.length || f.states.includes(Number(c.state)))
    .filter((c) => (f.overtime === undefined || f.overtime === null || (c.state !== 0 && c.state !== 2) ? true : isOvertime(c, now) === f.overtime))
    .filter((c) => !given(f.sourceLinkType) || Number(c.sourceLinkType) === Number(f.sourceLinkType))
    .filter((c) => !given(f.talkType) || Number(c.talkType) === Number(f.talkType))
    .filter((c) => !given(f.compId) || sameId(c.compId, f.compId))
    .filter((c) => inPeriod(c, f.startTime, f.endTime))
    .map((c) => ({ ...c, compName: companyName(db, c.compId) }))
    .filter((c) => matchesKeyword(c, f.keyword, ['name', 'company', 'phone', 'content', 'compName']))
    .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
}

function statisticsOf(db: MockDb, b: { exhibitionId?: string; startTime?: string; endTime?: string }) {
  const now = Date.now();
  const rows = db.all('callingCards').filter((c) => sameId(c.exhibitionId, b.exhibitionId) && inPeriod(c, b.startTime, b.endTime));
  const today = new Date(now).toDateString();
  return {
    rows,
    totals: {
      totalCount: rows.length,
      recoveredCount: rows.filter((c) => (c.state === 0 || c.state === 2) && !isOvertime(c, now)).length,
      receivedCount: rows.filter((c) => c.state === 1).length,
      notReceivedCount: rows.filter((c) => isOvertime(c, now)).length,
      rejectedCount: rows.filter((c) => c.state === 3).length,
      todayCount: rows.filter((c) => new Date(String(c.createTime)).toDateString() === today).length,
    },
  };
}

function groupCount(rows: MockRecord[], field: 'sourceLinkType' | 'talkType', names: Record<number, string>) {
  const counts = new Map<number, number>(Object.keys(names).map((k) => [Number(k), 0]));
  for (const r of rows) if (typeof r[field] === 'number') counts.set(r[field] as number, (counts.get(r[field] as number) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([key, count]) => ({ key, name: names[key] ?? `类型 ${key}`, count }));
}

export const callingCardsDomain: MockDomain = {
  name: 'calling-cards',
  seed: () => seedCallingCards(),
  handlers: (db) => [
    // Exhibitor side
    post('/api/CallingCard/wechatCompPage', async ({ request }) => {
      const b = await body<CompanyCardFilter & { pageIndex?: number; pageSize?: number; sorts?: { propertyName: string; ascending: boolean }[] }>(request);
      return okPage(companyCards(db, b), { ...b, sorts: b.sorts?.length ? b.sorts : newestFirst });
    }),
    put('/api/CallingCard/updateCallingState', async ({ request }) => {
      const b = await body<{ id?: string; state?: number }>(request);
      const card = db.get('callingCards', b.id);
      if (!card) return fail(404);
      const state = Number(b.state);
      if (![0, 1, 2, 3].includes(state)) return fail(400, '状态值无效');
      db.update('callingCards', card.id, { state, receiveTime: state === 1 ? new Date().toISOString() : null, updateTime: new Date().toISOString() });
      return ok(true);
    }),
    get('/api/CallingCard/GetDeExHiConList', ({ request }) => {
      const compId = query(request)('compId');
      return ok(db.find('deExHiCons', (h) => sameId(h.compId, compId)).sort((a, b) => Number(a.showIndex ?? 0) - Number(b.showIndex ?? 0)));
    }),
    post('/api/CallingCard/DeExHiConAdd', async ({ request }) => {
      const b = await body<Record<string, unknown>>(request);
      if (!given(b.content)) return fail(400, '请输入招呼语内容');
      const { id: _id, ...rest } = b;
      const row = db.insert('deExHiCons', { showIndex: db.find('deExHiCons', (h) => sameId(h.compId, b.compId)).length + 1, ...rest, createTime: new Date().toISOString() });
      return ok(row.id);
    }),
    del('/api/CallingCard', ({ request }) => (db.remove('callingCards', query(request)('id') ?? '') ? ok(true) : fail(404))),
    // Host side: purchase demand
    post('/api/CallingCard/getNewCallingCard', async ({ request }) => {
      const b = await body<HostCardFilter & { pageIndex?: number; pageSize?: number; sorts?: { propertyName: string; ascending: boolean }[] }>(request);
      return okPage(hostCards(db, b), { ...b, sorts: b.sorts?.length ? b.sorts : newestFirst });
    }),
    post('/api/CallingCard/GetCallingCardStatistics', async ({ request }) => ok(statisticsOf(db, await body(request)).totals)),
    post('/api/CallingCard/GetStatisticsGroupBySourceLinkTypeCount', async ({ request }) =>
      ok(groupCount(statisticsOf(db, await body(request)).rows, 'sourceLinkType', sourceLinkTypes)),
    ),
    post('/api/CallingCard/GetStatisticsGroupByTalkTypeCount', async ({ request }) => ok(groupCount(statisticsOf(db, await body(request)).rows, 'talkType', talkTypes))),
    get('/api/CallingCard/callingAgain', ({ request }) => {
      const card = db.get('callingCards', query(request)('id'));
      if (!card) return fail(404);
      // Sent to the exhibitor once more: an ignored card is pending again and the 24-hour limit restarts.
      const patch: Record<string, unknown> = { resendCount: Number(card.resendCount ?? 0) + 1, resendTime: new Date().toISOString() };
      if (card.state === 0 || card.state === 2) patch.state = 0;
      db.update('callingCards', card.id, patch);
      return ok(true);
    }),
  ],
};

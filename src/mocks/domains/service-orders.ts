/**
 * Exhibitor service orders (Apply-OM, 001 §7 Company side): what a company ordered from each
 * project group (展位搭建服务, 展具租赁, 水电气服务…) of an exhibition. They are read from the same
 * order lines the organiser handles under "apply-company orders" (common-settings.ts), grouped
 * by company and project group, so a line the organiser confirms or cancels changes the
 * exhibitor's order state too: an order is pending while any line is pending, cancelled when
 * every line is, otherwise confirmed.
 *
 * The ordering company (ApplyCompany) of a company in an exhibition is its join there.
 *
 * Also the booth bookings (展位预订, ApplyScene) of the companies the organiser invites (set/invite).
 */
import type * as M from '@gen/api/model';
import type { CollectionRow, SeedRows } from '../collections';
import { ids, people } from '../data/places';
import { seededId } from '../data/seed';
import type { MockDb, MockRecord } from '../db';
import type { MockDomain } from '../domain';
import { body, fail, ok, okPage, query } from '../respond';
import { get, post } from '../route';

const sameId = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** More order lines for the two demo companies, so their order pages have something to show. */
function seedDemoLines(seeded: SeedRows): MockRecord[] {
  const items = seeded.dePjNames ?? [];
  const groups = seeded.dePjNameGroups ?? [];
  const joins = seeded.joins ?? [];
  // One order per project group: raw-space construction (pending: its standard booth line from
  // the organiser's list waits), furniture (confirmed), utilities (cancelled).
  const lines: [join: string, item: number, quantity: number, rowState: number, day: number, remark: string][] = [
    [ids.join, 2, 54, 1, 5, '特装展位 54㎡，施工图纸已报馆审核'],
    [ids.join, 3, 2, 1, 6, ''],
    [ids.join, 4, 12, 1, 6, '椅子请统一黑色'],
    [ids.join, 5, 6, 1, 12, '射灯装在展板上沿'],
    [ids.join, 6, 2, 1, 12, ''],
    [ids.join, 7, 3, 2, 9, '已改为现场自带插排'],
    [ids.join, 9, 1, 2, 14, '演示设备改用电动款，不再需要压缩空气'],
    [ids.joinEn, 1, 1, 1, 7, 'Please finish before the first build-up day'],
    [ids.joinEn, 8, 2, 0, 13, ''],
  ];
  return lines.flatMap(([joinId, index, quantity, rowState, day, remark], i) => {
    const join = joins.find((j) => j.id === joinId);
    const item = items[index % Math.max(items.length, 1)];
    const group = item && groups.find((g) => g.id === item.groupId);
    if (!join || !item || !group) return [];
    return [{
      id: seededId(0xc500000b, i + 1),
      orderNo: `DD20261120${String(100 + i * 7).padStart(3, '0')}`,
      applyCompanyId: seededId(0xc5000005, 1),
      applyCompanyName: '深圳华展展览服务有限公司',
      compId: join.compId,
      compName: join.companyName,
      exhibitionId: join.exhibitionId,
      exhibitionName: join.exhibitionName,
      boothNo: join.boothNo,
      dePjNameGroupId: group.id,
      dePjNameGroupName: group.name,
      dePjNameId: item.id,
      dePjName: item.name,
      unit: item.unit,
      quantity,
      unitPrice: item.price,
      amount: Number(item.price) * quantity,
      contactName: joinId === ids.join ? '张伟' : people[4],
      contactPhone: joinId === ids.join ? '13812345678' : '13912345678',
      remark,
      rowState,
      isChanged: false,
      createTime: `2026-11-${String(day).padStart(2, '0')}T${String(9 + (i % 7)).padStart(2, '0')}:30:00+08:00`,
      updateTime: `2026-11-${String(day + 1).padStart(2, '0')}T11:00:00+08:00`,
    }];
  });
}

/** The join that stands for a company's ordering record in an exhibition. */
function joinOf(db: MockDb, compId: unknown, exhibitionId: unknown): CollectionRow<'joins'> | undefined {
  return db.find('joins', (j) => sameId(j.compId, compId) && sameId(j.exhibitionId, exhibitionId))[0];
}

/** Order state from its lines: pending while any line is, cancelled when all are, else confirmed. */
function stateOf(lines: CollectionRow<'applyCompanyOrders'>[]): M.ApplyOMStatus {
  if (lines.some((l) => Number(l.rowState) === 0)) return 0;
  return lines.every((l) => Number(l.rowState) === 2) ? 2 : 1;
}

/** A service order as answered (its id is its first line's). */
type ServiceOrder = M.ApplyOM & MockRecord;

/** Every service order: the order lines grouped by exhibition, company and project group. */
function serviceOrders(db: MockDb): ServiceOrder[] {
  const grouped = new Map<string, CollectionRow<'applyCompanyOrders'>[]>();
  for (const line of db.all('applyCompanyOrders')) {
    const key = [line.exhibitionId, line.compId, line.dePjNameGroupId].map((v) => String(v).toLowerCase()).join('|');
    grouped.set(key, [...(grouped.get(key) ?? []), line]);
  }
  return [...grouped.values()].map((lines): ServiceOrder => {
    lines.sort((a, b) => String(a.createTime).localeCompare(String(b.createTime)));
    const first = lines[0]!;
    const join = joinOf(db, first.compId, first.exhibitionId);
    const items = lines.map((l): M.ApplyOMItem => {
      const item = db.get('dePjNames', String(l.dePjNameId));
      return {
        dePjNameId: l.dePjNameId,
        // A line names its project; one stored without the name takes the project's.
        name: l.dePjName ?? item?.name ?? '',
        unit: l.unit,
        ...(item?.netImg ? { image: item.netImg } : {}),
        price: Number(l.unitPrice),
        quantity: Number(l.quantity),
        amount: Number(l.amount),
      };
    });
    const remarks = lines.map((l) => String(l.remark ?? '')).filter(Boolean);
    return {
      id: first.id,
      exhibitionId: first.exhibitionId,
      exhibitionName: first.exhibitionName,
      // The ordering company is the company's join (else its company, else the line's ordering company).
      applyCompanyId: join?.id ?? first.compId ?? first.applyCompanyId,
      compId: first.compId,
      companyName: first.compName,
      // A line without its group (not seeded so) belongs to its project's group.
      dePjNameGroupId: first.dePjNameGroupId ?? db.get('dePjNames', first.dePjNameId)?.groupId ?? '',
      dePjNameGroupName: first.dePjNameGroupName,
      ...(join?.hallName ? { hallName: join.hallName } : {}),
      boothNo: join ? `${String(join.hallName ?? '')} ${String(join.boothNo ?? '')}`.trim() : first.boothNo,
      contactName: first.contactName,
      contactPhone: first.contactPhone,
      quantity: items.reduce((s, i) => s + i.quantity, 0),
      totalAmount: items.reduce((s, i) => s + i.amount, 0),
      status: stateOf(lines),
      ...(remarks.length ? { remark: remarks.join('；').slice(0, 500) } : {}),
      items,
      createTime: first.createTime,
    };
  });
}

interface OrderFilter {
  exhibitionId?: string;
  applyCompanyId?: string;
  compId?: string;
  dePjNameGroupId?: string;
  status?: number;
  keyword?: string;
}

function filterOrders(db: MockDb, f: OrderFilter): ServiceOrder[] {
  return serviceOrders(db)
    .filter((o) => (['exhibitionId', 'applyCompanyId', 'compId', 'dePjNameGroupId'] as const).every((k) => !given(f[k]) || sameId(o[k], f[k])))
    .filter((o) => !given(f.status) || Number(o.status) === Number(f.status))
    .filter((o) => !f.keyword || [o.dePjNameGroupName, o.companyName, o.remark].some((v) => String(v ?? '').includes(String(f.keyword))))
    .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
}

/** The ordering record of a company in an exhibition (keyed by its id), with its order count and total. */
type OrderingCompany = M.ApplyOMCompany & { id: string };

/** The ordering record of a company in an exhibition, with its order count and total. */
function orderingCompany(db: MockDb, exhibitionId: string | undefined, compId: string | undefined): OrderingCompany | undefined {
  // No exhibition matches no order nor join.
  if (exhibitionId === undefined) return undefined;
  const orders = serviceOrders(db).filter((o) => sameId(o.exhibitionId, exhibitionId) && sameId(o.compId, compId));
  const join = joinOf(db, compId, exhibitionId);
  const first = orders[0];
  // Neither an order nor a join: the company orders nothing there.
  const applyCompanyId = join?.id ?? first?.applyCompanyId;
  if (applyCompanyId === undefined) return undefined;
  return {
    id: applyCompanyId,
    applyCompanyId,
    compId,
    companyName: join?.companyName ?? first?.companyName ?? '',
    exhibitionId,
    ...(join?.hallName ? { hallName: join.hallName } : {}),
    ...(join?.boothNo ? { boothNo: `${String(join.hallName ?? '')} ${String(join.boothNo)}`.trim() } : {}),
    ...(first ? { contactName: first.contactName, contactPhone: first.contactPhone } : {}),
    orderCount: orders.filter((o) => Number(o.status) !== 2).length,
    totalAmount: orders.filter((o) => Number(o.status) !== 2).reduce((s, o) => s + Number(o.totalAmount), 0),
  };
}

type Booking = [company: string, contact: string, position: string, phone: string, email: string, city: string, industry: string, boothType: 0 | 1, area: number, count: number, hall: string, remark: string, day: string];

/** Booth bookings (展位预订, ApplyScene) of invited companies: most for the current exhibition, two for the last one. */
function seedApplyScenes(): MockRecord[] {
  const current: Booking[] = [
    ['广州明远自动化设备有限公司', '刘洋', '销售经理', '13826451234', 'liuyang@mingyuan-auto.cn', '广州', '自动化设备', 0, 18, 2, '3号馆', '希望靠近主通道', '2026-09-03T10:20:00+08:00'],
    ['苏州博众精密工业有限公司', '周婷', '市场总监', '13962158899', 'zhouting@bozhon-demo.com', '苏州', '精密装备', 1, 108, 1, '1号馆', '需要吊点和 380V 动力电', '2026-09-08T15:05:00+08:00'],
    ['杭州海康机器人股份有限公司', '吴昊', '展会负责人', '13757123366', 'wuhao@hikrobot-demo.com', '杭州', '工业机器人', 1, 216, 1, '1号馆', '特装展位，需提前进场搭建', '2026-09-12T09:40:00+08:00'],
    ['深圳市大族激光科技股份有限公司', '黄志强', '品牌经理', '13612987654', 'huangzq@hanslaser-demo.com', '深圳', '激光设备', 1, 144, 1, '2号馆', '', '2026-09-18T11:00:00+08:00'],
    ['东莞市恒力达精密机械有限公司', '张伟', '总经理', '13790235566', 'zhangwei@henglida-demo.cn', '东莞', '机床附件', 0, 9, 1, '4号馆', '首次参展，请推荐展位', '2026-09-21T14:30:00+08:00'],
    ['佛山市顺德区捷科电器有限公司', '李娜', '外贸主管', '13590871122', 'lina@jieke-demo.cn', '佛山', '家电零部件', 0, 27, 3, '4号馆', '三个展位连在一起', '2026-09-26T16:10:00+08:00'],
    ['宁波舜宇智能科技有限公司', '徐丽', '市场专员', '13858246677', 'xuli@sunny-demo.com', '宁波', '机器视觉', 0, 18, 2, '2号馆', '', '2026-10-06T10:00:00+08:00'],
    ['上海新时达电气股份有限公司', '杨磊', '销售总监', '13917653344', 'yanglei@step-demo.com', '上海', '运动控制', 1, 72, 1, '3号馆', '希望与去年位置相同', '2026-10-10T09:15:00+08:00'],
    ['厦门宏发电声股份有限公司', '王芳', '市场经理', '13806012255', 'wangfang@hongfa-demo.com', '厦门', '电子元器件', 0, 9, 1, '5号馆', '', '2026-10-15T13:45:00+08:00'],
    ['长沙智能制造研究总院有限公司', '孙浩', '项目主管', '13787154433', 'sunhao@csimr-demo.cn', '长沙', '智能制造服务', 0, 36, 4, '5号馆', '用于产学研成果展示', '2026-10-22T10:30:00+08:00'],
    ['珠海市运泰利自动化设备有限公司', '赵敏', '销售经理', '13926981100', 'zhaomin@yuntaili-demo.com', '珠海', '测试设备', 0, 18, 2, '3号馆', '', '2026-11-02T15:20:00+08:00'],
    ['武汉华工激光工程有限责任公司', '陈静', '品牌专员', '13971562288', 'chenjing@hglaser-demo.com', '武汉', '激光设备', 1, 96, 1, '2号馆', '需要展台高度 6 米以内', '2026-11-09T11:50:00+08:00'],
  ];
  const last: Booking[] = [
    ['广州明远自动化设备有限公司', '刘洋', '销售经理', '13826451234', 'liuyang@mingyuan-auto.cn', '广州', '自动化设备', 0, 9, 1, '3号馆', '', '2024-09-10T10:00:00+08:00'],
    ['深圳市大族激光科技股份有限公司', '黄志强', '品牌经理', '13612987654', 'huangzq@hanslaser-demo.com', '深圳', '激光设备', 1, 108, 1, '2号馆', '', '2024-09-15T10:00:00+08:00'],
  ];
  const row = (exhibitionId: string, exhibitionName: string, boothNo: (i: number) => string) => ([companyName, contactName, position, phone, email, city, industryName, boothType, boothArea, boothCount, intendedHall, remark, createTime]: Booking, i: number): MockRecord => ({
    id: seededId(0xa95ce001, exhibitionId === ids.exhibition2026 ? i + 1 : 0x100 + i), exhibitionId, exhibitionName, companyName, contactName, position, phone, email, city, industryName,
    boothType, boothArea, boothCount, intendedHall, boothNo: i % 3 === 0 ? boothNo(i) : undefined, remark: remark || undefined, createTime,
  });
  return [
    ...current.map(row(ids.exhibition2026, '2027 深圳国际智能制造博览会', (i) => `A${String(10 + i * 2)}`)),
    ...last.map(row(ids.exhibition2025, '2025 深圳国际智能制造博览会', (i) => `B${String(20 + i)}`)),
  ].map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as MockRecord);
}

/** The booth bookings of an exhibition with the list's filters: booth kind, period, keyword. */
function filterApplyScenes(db: MockDb, b: { exhibitionId?: string; boothType?: number; startTime?: string; endTime?: string; keyword?: string }): CollectionRow<'applyScenes'>[] {
  const t = (v: unknown) => new Date(String(v)).getTime();
  const keyword = b.keyword?.trim().toLowerCase();
  return db
    .all('applyScenes')
    .filter((r) => sameId(r.exhibitionId, b.exhibitionId))
    .filter((r) => !given(b.boothType) || Number(r.boothType) === Number(b.boothType))
    .filter((r) => (!given(b.startTime) || t(r.createTime) >= t(b.startTime)) && (!given(b.endTime) || t(r.createTime) <= t(b.endTime)))
    .filter((r) => !keyword || ['companyName', 'contactName', 'phone', 'industryName', 'city'].some((f) => String(r[f] ?? '').toLowerCase().includes(keyword)));
}

const publicCompany = ({ id: _id, ...rest }: OrderingCompany) => rest;

export const serviceOrdersDomain: MockDomain = {
  name: 'service-orders',
  seed: (seeded) => ({ applyCompanyOrders: seedDemoLines(seeded), applyScenes: seedApplyScenes() }),
  handlers: (db) => [
    post('/api/ApplyScene/GetList', async ({ request }) => {
      const b = await body<Parameters<typeof filterApplyScenes>[1] & { pageIndex?: number; pageSize?: number; sorts?: { propertyName: string; ascending: boolean }[] }>(request);
      return okPage(filterApplyScenes(db, b), { ...b, sorts: b.sorts?.length ? b.sorts : [{ propertyName: 'createTime', ascending: false }] });
    }),
    post('/api/ApplyOM/GetAll', async ({ request }) => {
      const b = await body<OrderFilter & { pageIndex?: number; pageSize?: number }>(request);
      return okPage(filterOrders(db, b), b);
    }),
    post('/api/ApplyOM/GetTotal', async ({ request }) => {
      // Cancelled orders do not count towards what the company owes.
      const orders = filterOrders(db, await body<OrderFilter>(request)).filter((o) => Number(o.status) !== 2);
      return ok({
        orderCount: orders.length,
        quantity: orders.reduce((s, o) => s + Number(o.quantity), 0),
        totalAmount: orders.reduce((s, o) => s + Number(o.totalAmount), 0),
      });
    }),
    post('/api/ApplyOM/GetApplyCompany', async ({ request }) => {
      const b = await body<{ exhibitionId?: string; compId?: string }>(request);
      const company = orderingCompany(db, b.exhibitionId, b.compId);
      return ok(company ? publicCompany(company) : null);
    }),
    post('/api/ApplyOM/AllApplyCompanyByExhibitionId', async ({ request }) => {
      const b = await body<{ exhibitionId?: string }>(request);
      const compIds = [...new Set(serviceOrders(db).filter((o) => sameId(o.exhibitionId, b.exhibitionId)).map((o) => String(o.compId)))];
      return ok(compIds.map((compId) => orderingCompany(db, b.exhibitionId, compId)).filter((c): c is OrderingCompany => c !== undefined).map(publicCompany));
    }),
    get('/api/ApplyOM/GetById', ({ request }) => {
      const q = query(request);
      const order = serviceOrders(db).find(
        (o) => sameId(o.exhibitionId, q('ExhibitionId')) && sameId(o.dePjNameGroupId, q('DePjNameGroupId')) && sameId(o.applyCompanyId, q('ApplyCompanyId')),
      );
      return order ? ok(order) : fail(404, '订单不存在或已被删除');
    }),
  ],
};


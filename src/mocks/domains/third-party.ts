/**
 * Third-party settings (001 §7 Third-party settings): exhibition areas, commodity kinds and
 * commodities delivered by the third-party system, and the host's commodity groups and batch
 * settings (report type, group, intermediator).
 */
import type { CollectionName, CollectionRow, SeedRows } from '../collections';
import { companyNames, ids } from '../data/places';
import { seededId } from '../data/seed';
import type { MockDb, MockRecord } from '../db';
import type { MockDomain } from '../domain';
import { body, fail, ok, okPage, query } from '../respond';
import { get, post } from '../route';

const areas: [string, string, string][] = [
  ['工业机器人展区', 'Industrial Robot Zone', '深圳国际会展中心 1号馆'],
  ['数控机床展区', 'CNC Machine Tool Zone', '深圳国际会展中心 2号馆'],
  ['激光与光电展区', 'Laser and Photonics Zone', '深圳国际会展中心 3号馆'],
  ['智能仓储物流展区', 'Smart Logistics Zone', '深圳国际会展中心 4号馆'],
  ['工业互联网展区', 'Industrial Internet Zone', '深圳国际会展中心 5号馆'],
  ['国际展区', 'International Pavilion', '深圳国际会展中心 6号馆'],
];
const kinds: [string, string][] = [
  ['协作机器人', 'Collaborative Robots'], ['焊接机器人', 'Welding Robots'], ['加工中心', 'Machining Centres'], ['激光切割设备', 'Laser Cutting Equipment'],
  ['AGV/AMR', 'AGV and AMR'], ['工业软件', 'Industrial Software'], ['传感器', 'Sensors'],
];
const groups: [string, string, boolean][] = [['首发新品', 'New Launches', true], ['重点推荐', 'Featured', true], ['进口展品', 'Imported Exhibits', true], ['待整理', 'To Be Sorted', false]];
type Commodity = [name: string, nameEn: string, comp: number, area: number, kind: number, group: number | null, reportType: number];
const commodities: Commodity[] = [
  ['六轴协作机器人 HZ-C6', 'HZ-C6 six-axis collaborative robot', 0, 0, 0, 0, 1],
  ['弧焊机器人工作站 HZ-W20', 'HZ-W20 arc welding robot cell', 0, 0, 1, 1, 1],
  ['五轴联动加工中心 DF-500U', 'DF-500U five-axis machining centre', 1, 1, 2, 0, 1],
  ['卧式加工中心 DF-H630', 'DF-H630 horizontal machining centre', 1, 1, 2, null, 2],
  ['非标自动化装配线', 'Custom automated assembly line', 2, 4, 5, null, 1],
  ['12kW 光纤激光切割机 RK-F12', 'RK-F12 12 kW fibre laser cutter', 3, 2, 3, 0, 1],
  ['手持激光焊接机 RK-H2', 'RK-H2 handheld laser welder', 3, 2, 3, 1, 2],
  ['云启设备联网网关', 'Yunqi equipment IoT gateway', 4, 4, 5, 1, 1],
  ['精密注塑模具', 'Precision injection moulds', 6, 1, 2, null, 3],
  ['天府 TF-90 数控系统', 'TF-90 CNC system', 7, 1, 5, 0, 1],
  ['MEMS 压力传感器', 'MEMS pressure sensors', 8, 4, 6, null, 2],
  ['潜伏式 AMR 搬运机器人 HN-L600', 'HN-L600 latent AMR', 9, 3, 4, 0, 1],
  ['四向穿梭车立体库', 'Four-way shuttle AS/RS', 11, 3, 4, 1, 1],
  ['进口激光干涉仪', 'Imported laser interferometer', 3, 5, 6, 2, 3],
];
const intermediators = ['深圳华贸会展服务有限公司', '上海东浩国际物流有限公司', ''];

export function seedThirdParty(): SeedRows {
  const ex = ids.exhibition2026;
  const syncTime = '2026-10-08T02:00:00+08:00';
  const areaId = (i: number) => seededId(0x3d000001, i + 1);
  const kindId = (i: number) => seededId(0x3d000002, i + 1);
  const groupId = (i: number) => seededId(0x3d000003, i + 1);
  return {
    thirdPartyAreas: areas.map(([name, nameEn, hallName], i) => ({ id: areaId(i), exhibitionId: ex, thirdPartyId: `AREA-${String(101 + i).padStart(4, '0')}`, name, nameEn, hallName, isEnable: i !== 5, showIndex: i + 1, syncTime })),
    thirdPartyCommodityKinds: kinds.map(([name, nameEn], i) => ({ id: kindId(i), exhibitionId: ex, thirdPartyId: `KIND-${i + 10}`, name, nameEn, showIndex: i + 1 })),
    thirdPartyCommodityGroups: groups.map(([name, nameEn, isEnable], i) => ({ id: groupId(i), exhibitionId: ex, name, nameEn, isEnable, showIndex: i + 1, createTime: '2026-10-10T10:00:00+08:00' })),
    thirdPartyCommodities: commodities.map(([name, nameEn, comp, area, kind, group, reportType], i) => ({
      id: seededId(0x3d000004, i + 1), exhibitionId: ex, thirdPartyId: `GOODS-2026-${String(301 + i).padStart(6, '0')}`, name, nameEn, compName: companyNames[comp]![0],
      areaId: areaId(area), kindId: kindId(kind), ...(group === null ? {} : { groupId: groupId(group) }), reportType, intermediator: intermediators[i % 3], isEnable: i !== 8,
      createTime: `2026-10-${String(9 + (i % 15)).padStart(2, '0')}T11:00:00+08:00`,
    })),
  };
}

const sameId = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
const given = (v: unknown) => v !== undefined && v !== null && v !== '';
const byShowIndex = (a: MockRecord, b: MockRecord) => Number(a.showIndex ?? 0) - Number(b.showIndex ?? 0);

/** A commodity as answered: area, kind and group names resolved. */
function commodityView(db: MockDb, c: CollectionRow<'thirdPartyCommodities'>) {
  // A name is answered only for a link the commodity has (an unknown id answers '').
  const name = (collection: CollectionName, id: unknown) => String(db.get(collection, String(id))?.name ?? '');
  const { areaName: _a, kindName: _k, groupName: _g, ...row } = c;
  return {
    ...row,
    ...(given(c.areaId) ? { areaName: name('thirdPartyAreas', c.areaId) } : {}),
    ...(given(c.kindId) ? { kindName: name('thirdPartyCommodityKinds', c.kindId) } : {}),
    ...(given(c.groupId) ? { groupName: name('thirdPartyCommodityGroups', c.groupId) } : {}),
  };
}

export const thirdPartyDomain: MockDomain = {
  name: 'third-party',
  seed: () => seedThirdParty(),
  handlers: (db) => {
    const ofExhibition = <C extends CollectionName>(collection: C, request: Request) =>
      db.find(collection, (r) => sameId(r.exhibitionId, query(request)('exhibitionId'))).sort(byShowIndex);
    const setEnable = (collection: CollectionName) => async ({ request }: { request: Request }) => {
      const b = await body<{ id?: string; isEnable?: boolean }>(request);
      return db.update(collection, b.id ?? '', { isEnable: Boolean(b.isEnable) }) ? ok(true) : fail(404);
    };
    const batch = (patch: (b: Record<string, unknown>) => Record<string, unknown> | string) => async ({ request }: { request: Request }) => {
      const b = await body<Record<string, unknown> & { ids?: string[] }>(request);
      const change = patch(b);
      if (typeof change === 'string') return fail(400, change);
      const rows = (b.ids ?? []).map((id) => db.get('thirdPartyCommodities', id));
      if (!rows.length || rows.some((r) => !r)) return fail(400, '部分展品不存在，请刷新后重试');
      for (const r of rows) db.update('thirdPartyCommodities', r!.id, change);
      return ok(true);
    };
    return [
      get('/api/ThirdPartyInfo/getExhibitionArea', ({ request }) => ok(ofExhibition('thirdPartyAreas', request).filter((a) => a.isEnable))),
      get('/api/ThirdPartyInfo/getAllArea', ({ request }) => ok(ofExhibition('thirdPartyAreas', request).filter((a) => query(request)('isEnable') !== 'true' || a.isEnable))),
      get('/api/ThirdPartyInfo/getExhibitionCommodity', ({ request }) =>
        ok(db.find('thirdPartyCommodities', (c) => sameId(c.exhibitionId, query(request)('exhibitionId'))).map((c) => commodityView(db, c))),
      ),
      get('/api/ThirdPartyInfo/getExhibitionCommodityKind', ({ request }) => ok(ofExhibition('thirdPartyCommodityKinds', request))),
      get('/api/ThirdPartyInfo/getExhibitionCommodityGroup', ({ request }) =>
        ok(ofExhibition('thirdPartyCommodityGroups', request).map((g) => ({ ...g, commodityCount: db.find('thirdPartyCommodities', (c) => sameId(c.groupId, g.id)).length }))),
      ),
      post('/api/ThirdPartyInfo/areaLanguageSetting', async ({ request }) => {
        const b = await body<{ id?: string; name?: string; nameEn?: string }>(request);
        return db.update('thirdPartyAreas', b.id ?? '', { name: b.name, ...(b.nameEn === undefined ? {} : { nameEn: b.nameEn }) }) ? ok(true) : fail(404);
      }),
      post('/api/ThirdPartyInfo/areaIsEnable', setEnable('thirdPartyAreas')),
      post('/api/ThirdPartyInfo/groupIsEnable', setEnable('thirdPartyCommodityGroups')),
      post('/api/ThirdPartyInfo/commodityIsEnable', setEnable('thirdPartyCommodities')),
      post('/api/ThirdPartyInfo/batchSettleReportType', batch((b) => ({ reportType: Number(b.reportType) }))),
      post('/api/ThirdPartyInfo/batchSettleIntermediator', batch((b) => ({ intermediator: String(b.intermediator ?? '') }))),
      post('/api/ThirdPartyInfo/batchSettleGroup', batch((b) => (db.get('thirdPartyCommodityGroups', String(b.groupId ?? '')) ? { groupId: b.groupId } : '分组不存在'))),
      post('/api/ThirdPartyInfo/addGroup', async ({ request }) => {
        const b = await body<Record<string, unknown>>(request);
        const { id: _id, ...rest } = b;
        const siblings = db.find('thirdPartyCommodityGroups', (g) => sameId(g.exhibitionId, b.exhibitionId));
        if (siblings.some((g) => g.name === b.name)) return fail(400, `分组“${String(b.name)}”已存在`);
        return ok(db.insert('thirdPartyCommodityGroups', { isEnable: true, showIndex: siblings.length + 1, ...rest, createTime: new Date().toISOString() }).id);
      }),
      post('/api/ThirdPartyInfo/updateGroup', async ({ request }) => {
        const b = await body<Record<string, unknown>>(request);
        return db.update('thirdPartyCommodityGroups', String(b.id ?? ''), b) ? ok(true) : fail(404);
      }),
      get('/api/ThirdPartyInfo/deleteGroup', ({ request }) => {
        const id = query(request)('id') ?? '';
        if (!db.remove('thirdPartyCommodityGroups', id)) return fail(404);
        for (const c of db.find('thirdPartyCommodities', (r) => sameId(r.groupId, id))) {
          const { groupId: _g, ...rest } = c;
          db.remove('thirdPartyCommodities', c.id);
          db.insert('thirdPartyCommodities', rest);
        }
        return ok(true);
      }),
      post('/api/ThirdPartyInfo/getCommodities', async ({ request }) => {
        const b = await body<Record<string, unknown> & { keyword?: string; pageIndex?: number; pageSize?: number; sorts?: { propertyName: string; ascending: boolean }[] }>(request);
        const rows = db
          .find('thirdPartyCommodities', (c) => sameId(c.exhibitionId, b.exhibitionId))
          .filter((c) => ['areaId', 'kindId', 'groupId'].every((f) => !given(b[f]) || sameId(c[f], b[f])))
          .filter((c) => !given(b.reportType) || Number(c.reportType) === Number(b.reportType))
          .filter((c) => !given(b.isEnable) || Boolean(c.isEnable) === Boolean(b.isEnable))
          .map((c) => commodityView(db, c))
          .filter((c) => !b.keyword || [c.name, c.nameEn, c.compName, c.thirdPartyId].some((v) => String(v ?? '').toLowerCase().includes(String(b.keyword).toLowerCase())));
        return okPage(rows, { ...b, sorts: b.sorts?.length ? b.sorts : [{ propertyName: 'createTime', ascending: false }] });
      }),
    ];
  },
};

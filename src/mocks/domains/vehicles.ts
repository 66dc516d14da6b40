/**
 * Vehicles exhibitors register for a join (host car management) and the exhibition's vehicle pass
 * templates. The review of vehicle records is audit.ts (VehicleDown); exports and pass files are
 * answered by the files domain.
 */
import type { CollectionRow, SeedRows } from '../collections';
import { exhibitions, ids } from '../data/places';
import { seedCompanies, seedJoins, seededId } from '../data/seed';
import type { MockDb, MockRecord } from '../db';
import type { MockDomain } from '../domain';
import { mediaUrl } from '../media';
import { body, fail, ok, okPage, query } from '../respond';
import { get, post } from '../route';

export const vehicleStatuses: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已驳回' };
export const passTemplateTypes: Record<number, string> = { 1: '布展车辆通行证', 2: '撤展车辆通行证', 3: '展期货车通行证' };

const templateId = (type: number) => seededId(0x7e000002, type);

type Car = [plate: string, driver: string, phone: string, type: string, status: number];

/** Plates are written without the middle dot, as the contract's plate pattern requires. */
const cars: Car[][] = [
  [['粤BD12345', '李强', '13912345678', '厢式货车', 1], ['粤B8K2M6', '张建华', '13823456789', '小型轿车', 0], ['粤B36T81', '王勇', '13760001122', '轻型货车', 2]],
  [['沪A7C2Q9', '周斌', '13601234567', '厢式货车', 1], ['沪AD56781', '陆海涛', '13916543210', '小型轿车', 0]],
  [['粤A5G8H2', '何志明', '13570008899', '重型半挂牵引车', 1]],
  [['苏E2R7K5', '顾伟', '13962112345', '厢式货车', 0], ['苏EF09876', '沈杰', '13812998877', '小型轿车', 1]],
  [['浙A3N6P8', '徐峰', '13757112233', '轻型货车', 2]],
  [['浙B9Y1L3', '应国平', '13805741234', '厢式货车', 1]],
  [['粤S6W2E7', '陈伟雄', '13922991234', '面包车', 0]],
  [['川A8J3U6', '刘德兵', '13880012345', '厢式货车', 1]],
  [['鄂A1V5Z9', '胡军', '13995612345', '轻型货车', 0]],
  [['鲁B4X8C2', '孙立新', '13969812345', '厢式货车', 1]],
  [['津A6M3B7', '高磊', '13821012345', '重型半挂牵引车', 0]],
  [['闽D2K9F4', '林志远', '13959212345', '小型轿车', 1]],
];

export function seedVehicles(): SeedRows {
  const joins = seedJoins(seedCompanies()).filter((j) => j.exhibitionId === ids.exhibition2026);
  let n = 0;
  const vehicles = joins.flatMap((join, i) =>
    (cars[i] ?? []).map(([plateNumber, driverName, driverPhone, vehicleType, status]) => ({
      id: seededId(0x7e000001, ++n),
      exId: ids.exhibition2026,
      joinId: join.id,
      compName: join.companyName,
      plateNumber,
      driverName,
      driverPhone,
      vehicleType,
      passTemplateId: templateId(vehicleType.includes('货') ? 3 : 1),
      status,
      createTime: `2027-02-${String(10 + (n % 18)).padStart(2, '0')}T${String(9 + (n % 8)).padStart(2, '0')}:20:00+08:00`,
    })),
  );
  const vehiclePassTemplates = Object.entries(passTemplateTypes).map(([type, label]) => ({
    id: templateId(Number(type)),
    exId: ids.exhibition2026,
    type: Number(type),
    name: `${exhibitions[0]!.name} ${label}`,
    background: mediaUrl('pass', label),
    config: JSON.stringify({ plateNumber: { x: 120, y: 260, fontSize: 28 }, compName: { x: 120, y: 320, fontSize: 18 }, qrCode: { x: 420, y: 240, size: 120 } }),
    createTime: '2026-12-01T10:00:00+08:00',
  }));
  return { vehicles, vehiclePassTemplates };
}

const contains = (value: unknown, part: unknown) => !part || String(value ?? '').toLowerCase().includes(String(part).toLowerCase());
const sameId = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();

export interface VehicleFilter {
  exhibitionId?: string;
  status?: number;
  plateNumber?: string;
  compName?: string;
  keyword?: string;
}

/** The host vehicle list and its export share these filters. */
export function filterVehicles(db: MockDb, f: VehicleFilter): CollectionRow<'vehicles'>[] {
  return db
    .all('vehicles')
    .filter((v) => !f.exhibitionId || sameId(v.exId, f.exhibitionId))
    .filter((v) => f.status === undefined || f.status === null || Number(v.status) === Number(f.status))
    .filter((v) => contains(v.plateNumber, f.plateNumber) && contains(v.compName, f.compName))
    .filter((v) => !f.keyword || [v.plateNumber, v.compName, v.driverName, v.driverPhone].some((x) => contains(x, f.keyword)))
    .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
}

/** The pass template a vehicle's pass is rendered from: its own, else the exhibition's of that type. */
export function passTemplateFor(db: MockDb, exId: string | null, vehicle: MockRecord | undefined, type: number | undefined): MockRecord | undefined {
  const templates = db.find('vehiclePassTemplates', (t) => !exId || sameId(t.exId, exId));
  return (
    (vehicle && templates.find((t) => sameId(t.vehicaleId, vehicle.id) && (type === undefined || t.type === type))) ??
    (type !== undefined ? templates.find((t) => !t.vehicaleId && t.type === type) : undefined) ??
    (vehicle?.passTemplateId ? db.get('vehiclePassTemplates', String(vehicle.passTemplateId)) : undefined) ??
    templates.find((t) => !t.vehicaleId)
  );
}

export const vehiclesDomain: MockDomain = {
  name: 'vehicles',
  seed: () => seedVehicles(),
  handlers: (db) => [
    post('/api/Vehicle/GetPagedListByExhibitionId', async ({ request }) => {
      const b = await body<VehicleFilter & { pageIndex?: number; pageSize?: number; sorts?: { propertyName: string; ascending: boolean }[] }>(request);
      return okPage(filterVehicles(db, b), b);
    }),
    post('/api/Vehicle/templateCreateOrUpdate', async ({ request }) => {
      const b = await body<Record<string, unknown>>(request);
      const { id, ...rest } = b;
      if (id) {
        const row = db.update('vehiclePassTemplates', String(id), { ...rest, updateTime: new Date().toISOString() });
        return row ? ok(row.id) : fail(404);
      }
      const existing = db.find('vehiclePassTemplates', (t) => sameId(t.exId, rest.exId) && t.type === rest.type && sameId(t.vehicaleId ?? '', rest.vehicaleId ?? ''))[0];
      if (existing) return ok(db.update('vehiclePassTemplates', existing.id, { ...rest, updateTime: new Date().toISOString() })!.id);
      return ok(db.insert('vehiclePassTemplates', { ...rest, createTime: new Date().toISOString() }).id);
    }),
    get('/api/Vehicle/templateGetByExId', ({ request }) => {
      const q = query(request);
      const type = q('type');
      return ok(
        db
          .find('vehiclePassTemplates', (t) => sameId(t.exId, q('exId')) && (type === null || type === '' || Number(t.type) === Number(type)))
          .sort((a, b) => Number(a.type) - Number(b.type)),
      );
    }),
  ],
};

/**
 * Audits (001 §4, §7 Audit): change records of approved join data — company profile, catalogue,
 * invoice, contact, fascia board (lintel) and vehicle (*Down) — each with an audit record in the
 * host's list. Exhibitor submissions create pending records; Verify (or Audit/Audit) approves or
 * rejects them and an approval applies the change to the join's data.
 */
import type { CollectionName, SeedRows } from '../collections';
import { exhibitions, ids, people, website } from '../data/places';
import { seedCompanies, seedJoins, seededId } from '../data/seed';
import { matchesKeyword, type MockDb, type MockRecord } from '../db';
import { currentUser, type MockDomain } from '../domain';
import { body, fail, ok, okPage, query } from '../respond';
import { get, post, tableRoute } from '../route';
import { seedVehicles } from './vehicles';

export type AuditKind = 'company' | 'catalogue' | 'invoice' | 'contact' | 'lintel' | 'vehicle';

interface KindInfo {
  type: number;
  label: string;
  /** Collection of the change records (*Down). */
  downs: CollectionName;
  /** Collection of the data a change applies to (found by joinId, or by the record's own link). */
  target?: CollectionName;
}

export const auditKinds: Record<AuditKind, KindInfo> = {
  company: { type: 1, label: '企业信息', downs: 'companyDowns', target: 'companies' },
  catalogue: { type: 2, label: '会刊', downs: 'catalogueDowns', target: 'catalogues' },
  invoice: { type: 3, label: '发票', downs: 'invoiceDowns', target: 'invoices' },
  contact: { type: 4, label: '联系人', downs: 'contactDowns' },
  lintel: { type: 5, label: '楣板', downs: 'lintelDowns', target: 'lintels' },
  vehicle: { type: 6, label: '车辆', downs: 'vehicleDowns', target: 'vehicles' },
};
const kindOfType = (type: unknown) => (Object.keys(auditKinds) as AuditKind[]).find((k) => auditKinds[k].type === Number(type));
export const auditStatuses: Record<number, string> = { 0: '待审核', 1: '审核通过', 2: '审核驳回' };

const sameId = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
const nowIso = () => new Date().toISOString();
const DEFAULT_REMARK = '资料不符合要求，请修改后重新提交';

/** Fields a change carries: what the exhibitor's form holds, without the server-managed ones. */
const SERVER_FIELDS = new Set(['id', 'compId', 'joinId', 'exhibitionId', 'exhibitionName', 'auditStatus', 'auditRemark', 'createTime', 'updateTime', 'catalogueTypeName', 'isEnable', 'userId', 'status', 'passTemplateId']);
export function formFields(row: MockRecord | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([k, v]) => !SERVER_FIELDS.has(k) && v !== undefined && v !== null));
}

function parseContent(text: unknown): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(String(text)) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The join-level context of a change: company, exhibition, booth. */
function joinContext(db: MockDb, joinId: string) {
  const join = db.get('joins', joinId);
  const exhibition = join ? db.get('exhibitions', String(join.exhibitionId)) : undefined;
  const company = join ? db.get('companies', String(join.compId)) : undefined;
  return {
    join,
    compId: (join?.compId as string | undefined) ?? undefined,
    compName: String(company?.name ?? join?.companyName ?? ''),
    exhibitionId: (join?.exhibitionId as string | undefined) ?? undefined,
    exhibitionName: String(exhibition?.name ?? join?.exhibitionName ?? ''),
    boothNo: String(join?.boothNo ?? ''),
  };
}

/** The data row a change of this kind applies to. */
function targetOf(db: MockDb, kind: AuditKind, down: MockRecord): MockRecord | undefined {
  switch (kind) {
    case 'company':
      return db.get('companies', String(down.compId ?? joinContext(db, String(down.joinId)).compId ?? ''));
    case 'vehicle':
      return db.get('vehicles', String(down.vehicleId ?? ''));
    case 'contact':
      return db.get('contactPersons', String(down.contactId ?? ''));
    default:
      return db.find(auditKinds[kind].target!, (r) => sameId(r.joinId, down.joinId))[0];
  }
}

/** The current data of a join for this kind, as the beforeContent of a new change. */
export function currentContent(db: MockDb, kind: AuditKind, joinId: string): string | null {
  const probe = { id: '', joinId, compId: joinContext(db, joinId).compId } as MockRecord;
  const fields = formFields(targetOf(db, kind, probe));
  return fields ? JSON.stringify(fields) : null;
}

export interface ChangeSubmission {
  joinId: string;
  afterContent: string;
  beforeContent?: string | null;
  /** Extra fields of the record (contactId, vehicleId, plateNumber ...). */
  extra?: Record<string, unknown>;
  /** Edit this pending record instead of creating one. */
  id?: string;
}

/**
 * Records an exhibitor's change: edits the join's pending record of that kind if there is one,
 * otherwise creates a pending change record and its audit record. Answers the change record.
 */
export function submitChange(db: MockDb, kind: AuditKind, s: ChangeSubmission): MockRecord | string {
  const info = auditKinds[kind];
  if (!parseContent(s.afterContent)) return '变更内容格式错误';
  const ctx = joinContext(db, s.joinId);
  if (!ctx.join) return '参展记录不存在';
  const pending = s.id
    ? db.get(info.downs, s.id)
    : kind === 'vehicle' || kind === 'contact'
      ? undefined
      : db.find(info.downs, (d) => sameId(d.joinId, s.joinId) && d.auditStatus === 0)[0];
  if (s.id && !pending) return '变更记录不存在';
  if (pending && pending.auditStatus !== 0) return '该变更已审核，不能再修改';
  const now = nowIso();
  if (pending) {
    db.update(info.downs, pending.id, { afterContent: s.afterContent, createTime: now, ...s.extra });
    for (const a of db.find('auditRecords', (r) => sameId(r.targetId, pending.id))) db.update('auditRecords', a.id, { submitTime: now });
    return db.get(info.downs, pending.id)!;
  }
  const before = s.beforeContent !== undefined ? s.beforeContent : currentContent(db, kind, s.joinId);
  const down = db.insert(info.downs, {
    joinId: ctx.join.id, compId: ctx.compId, compName: ctx.compName, exhibitionId: ctx.exhibitionId,
    beforeContent: before, afterContent: s.afterContent, auditStatus: 0, remark: null, createTime: now, auditTime: null, ...s.extra,
  });
  db.insert('auditRecords', {
    joinId: ctx.join.id, compId: ctx.compId, compName: ctx.compName, exhibitionId: ctx.exhibitionId, exhibitionName: ctx.exhibitionName, boothNo: ctx.boothNo,
    type: info.type, targetId: down.id, auditStatus: 0, remark: null, submitTime: now, auditTime: null, auditorName: null,
  });
  return down;
}

/** Writes an approved change into the join's data (also what ReSync repeats). */
export function applyChange(db: MockDb, kind: AuditKind, down: MockRecord) {
  const after = parseContent(down.afterContent) ?? {};
  const { id: _id, ...fields } = after;
  const target = targetOf(db, kind, down);
  const stamp = { updateTime: nowIso() };
  switch (kind) {
    case 'vehicle':
      if (target) db.update('vehicles', target.id, { ...fields, status: 1 });
      return;
    case 'contact':
      if (target) db.update('contactPersons', target.id, fields);
      return;
    case 'company':
      if (target) db.update('companies', target.id, { ...fields, ...stamp });
      return;
    default: {
      const collection = auditKinds[kind].target!;
      const decided = { auditStatus: 1, auditRemark: null };
      if (target) db.update(collection, target.id, { ...fields, ...decided, ...stamp });
      else db.insert(collection, { ...fields, joinId: down.joinId, compId: down.compId, exhibitionId: down.exhibitionId, ...decided, createTime: nowIso() });
    }
  }
}

/** A rejection leaves approved data as it was; a first submission (or a vehicle) is marked rejected. */
function applyRejection(db: MockDb, kind: AuditKind, down: MockRecord, remark: string) {
  const target = targetOf(db, kind, down);
  if (!target) return;
  // A rejected change of an approved vehicle leaves its pass as it was; a new vehicle is rejected.
  if (kind === 'vehicle') {
    if (target.status !== 1) db.update('vehicles', target.id, { status: 2 });
  }
  else if ((kind === 'catalogue' || kind === 'invoice' || kind === 'lintel') && target.auditStatus !== 1) db.update(auditKinds[kind].target!, target.id, { auditStatus: 2, auditRemark: remark });
}

/** Approves (1) or rejects (2) a pending change record; answers an error message or undefined. */
export function decideChange(db: MockDb, kind: AuditKind, downId: string, decision: number, remark: string | undefined, auditorName: string): string | undefined {
  const info = auditKinds[kind];
  const down = db.get(info.downs, downId);
  if (!down) return '变更记录不存在';
  if (decision !== 1 && decision !== 2) return '审核结果只能是通过或驳回';
  if (down.auditStatus !== 0) return '该记录已审核，不能重复审核';
  const now = nowIso();
  const note = decision === 2 ? remark || DEFAULT_REMARK : remark || null;
  db.update(info.downs, down.id, { auditStatus: decision, remark: note, auditTime: now });
  for (const a of db.find('auditRecords', (r) => sameId(r.targetId, down.id))) db.update('auditRecords', a.id, { auditStatus: decision, remark: note, auditTime: now, auditorName });
  if (decision === 1) applyChange(db, kind, db.get(info.downs, down.id)!);
  else applyRejection(db, kind, down, String(note));
  return undefined;
}

/** The fields of a vehicle a vehicle record carries (afterContent / beforeContent). */
const VEHICLE_FIELDS = ['plateNumber', 'driverName', 'driverPhone', 'vehicleType'] as const;
const vehicleFields = (v: MockRecord) => Object.fromEntries(VEHICLE_FIELDS.filter((k) => v[k] !== undefined && v[k] !== null).map((k) => [k, v[k]]));

/**
 * PUT /api/VehicleDown: a new vehicle is registered pending review (listed in the host's car
 * management and audit), a change of a registered one waits for review beside it, a pending
 * record is edited in place. Answers the record or an error message.
 */
export function submitVehicle(db: MockDb, b: { id?: string; joinId?: string; vehicleId?: string; plateNumber?: string; afterContent?: string }): MockRecord | string {
  const joinId = String(b.joinId ?? '');
  const ctx = joinContext(db, joinId);
  if (!ctx.join) return '参展记录不存在';
  const after = parseContent(b.afterContent);
  if (!after) return '变更内容格式错误';
  const plateNumber = String(b.plateNumber ?? after.plateNumber ?? '').trim();
  if (!plateNumber) return '请填写车牌号';
  const taken = db.find('vehicles', (v) => sameId(v.exId, ctx.exhibitionId) && String(v.plateNumber) === plateNumber && !sameId(v.id, b.vehicleId));
  if (taken.length) return `车牌号 ${plateNumber} 已登记`;
  const content = JSON.stringify({ ...after, plateNumber });
  if (b.id) {
    const pending = db.get('vehicleDowns', b.id);
    if (!pending || !sameId(pending.joinId, joinId)) return '变更记录不存在';
    if (pending.auditStatus !== 0) return '该变更已审核，不能再修改';
    const row = submitChange(db, 'vehicle', { id: b.id, joinId, afterContent: content, extra: { plateNumber } });
    // A vehicle not approved yet shows what waits for review.
    const vehicle = db.get('vehicles', String(pending.vehicleId ?? ''));
    if (vehicle && vehicle.status !== 1) db.update('vehicles', vehicle.id, { ...after, plateNumber, status: 0 });
    return row;
  }
  if (b.vehicleId) {
    const vehicle = db.get('vehicles', b.vehicleId);
    if (!vehicle || !sameId(vehicle.joinId, joinId)) return '车辆不存在';
    if (db.find('vehicleDowns', (d) => sameId(d.vehicleId, vehicle.id) && d.auditStatus === 0).length) return '该车辆有一条变更正在审核，请修改那一条';
    return submitChange(db, 'vehicle', { joinId, afterContent: content, beforeContent: JSON.stringify(vehicleFields(vehicle)), extra: { vehicleId: vehicle.id, plateNumber } });
  }
  const vehicle = db.insert('vehicles', {
    exId: ctx.exhibitionId, joinId: ctx.join.id, compName: ctx.compName, ...Object.fromEntries(VEHICLE_FIELDS.map((k) => [k, after[k]])), plateNumber, status: 0, createTime: nowIso(),
  });
  return submitChange(db, 'vehicle', { joinId, afterContent: content, beforeContent: null, extra: { vehicleId: vehicle.id, plateNumber } });
}

// ------------------------------------------------------------------ seed
const T = (day: number, hour = 10) => `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:15:00+08:00`;

export function seedAudit(seeded: SeedRows): SeedRows {
  const companies = seeded.companies?.length ? seeded.companies : seedCompanies();
  const joins = (seeded.joins?.length ? seeded.joins : seedJoins(companies)).filter((j) => j.exhibitionId === ids.exhibition2026);
  const exhibitionName = exhibitions[0]!.name;
  const out: SeedRows = { auditRecords: [], companyDowns: [], catalogueDowns: [], invoiceDowns: [], contactDowns: [], lintelDowns: [], vehicleDowns: [] };
  let n = 0;
  const record = (kind: AuditKind, join: MockRecord, status: number, before: Record<string, unknown> | null, after: Record<string, unknown>, day: number, remark?: string, extra: Record<string, unknown> = {}) => {
    const i = ++n;
    const id = seededId(0xad000002 + auditKinds[kind].type, i);
    const auditTime = status === 0 ? null : T(day + 1, 15);
    const note = status === 2 ? (remark ?? DEFAULT_REMARK) : status === 1 ? (remark ?? null) : null;
    out[auditKinds[kind].downs]!.push({
      id, joinId: join.id, compId: join.compId, compName: join.companyName, exhibitionId: join.exhibitionId,
      beforeContent: before ? JSON.stringify(before) : null, afterContent: JSON.stringify(after), auditStatus: status, remark: note, createTime: T(day), auditTime, ...extra,
    });
    out.auditRecords!.push({
      id: seededId(0xad000001, i), joinId: join.id, compId: join.compId, compName: join.companyName, exhibitionId: join.exhibitionId, exhibitionName, boothNo: join.boothNo,
      type: auditKinds[kind].type, targetId: id, auditStatus: status, remark: note, submitTime: T(day), auditTime, auditorName: status === 0 ? null : '陈建国',
    });
  };
  const form = (collection: CollectionName, join: MockRecord) => formFields((seeded[collection] ?? []).find((r) => r.joinId === join.id));
  const J = (i: number) => joins[i % joins.length]!;

  // Company profile changes
  const company = (i: number) => companies.find((c) => c.id === J(i).compId)!;
  const companyForm = (i: number) => ({ name: company(i).name, nameEn: company(i).nameEn, address: company(i).address, phone: company(i).phone, website: company(i).website });
  record('company', J(2), 0, companyForm(2), { ...companyForm(2), address: '广州市黄埔区科学城开创大道 2511 号', phone: '020-82216688' }, 18);
  record('company', J(3), 1, companyForm(3), { ...companyForm(3), nameEn: 'Suzhou Ruike Laser Technology Co., Ltd.', website: website('www.ruike-laser.com.cn') }, 9);
  record('company', J(4), 2, companyForm(4), { ...companyForm(4), name: '杭州云启科技有限公司' }, 12, '企业名称与营业执照不一致，请上传变更后的营业执照');
  record('company', J(6), 0, companyForm(6), { ...companyForm(6), address: '东莞市长安镇振安中路 168 号', phone: '0769-85331234' }, 20);

  // Catalogue changes (first submissions have no beforeContent)
  const catalogue = (i: number) => form('catalogues', J(i));
  if (catalogue(0)) record('catalogue', J(0), 0, catalogue(0), { ...catalogue(0), introductionZh: '华展智能专注工业机器人与智能焊接整线方案，服务汽车、3C 与新能源行业客户 600 余家，产品出口三十余个国家和地区。' }, 19);
  if (catalogue(5)) record('catalogue', J(5), 1, catalogue(5), { ...catalogue(5), contact: '王芳', phone: '0574-86881234' }, 6);
  if (catalogue(6)) record('catalogue', J(6), 2, catalogue(6), { ...catalogue(6), introductionEn: 'Mould.' }, 10, '英文简介请与中文内容保持一致');
  if (catalogue(7)) record('catalogue', J(7), 0, null, catalogue(7)!, 17);
  if (catalogue(8)) record('catalogue', J(8), 2, null, catalogue(8)!, 8, '英文简介请与中文内容保持一致');

  // Invoice changes
  const invoice = (i: number) => form('invoices', J(i));
  if (invoice(1)) record('invoice', J(1), 0, invoice(1), { ...invoice(1), invoiceType: 1, bank: '中国工商银行上海张江支行', account: '1001234509876543210' }, 18, undefined);
  if (invoice(8)) record('invoice', J(8), 1, invoice(8), { ...invoice(8), email: 'finance@wuhan-sensing.cn' }, 7);
  if (invoice(9)) record('invoice', J(9), 2, invoice(9), { ...invoice(9), taxNumber: '91370212MA3C12345X' }, 11, '税号与发票抬头不一致');
  if (invoice(10)) record('invoice', J(10), 0, null, invoice(10)!, 20);

  // Contact changes
  const contact = (name: string, phone: string, email: string) => ({ name, phone, email, position: '市场经理' });
  record('contact', J(0), 1, contact('张伟', '13812345678', 'zhangwei@huazhan-tech.cn'), contact('刘洋', '13923456789', 'liuyang@huazhan-tech.cn'), 5, undefined, { contactId: seededId(0xad0000c1, 1), contactName: '刘洋' });
  record('contact', J(10), 0, contact(people[10]!, '13611112222', 'xuli@binhai-energy.cn'), contact('孙浩', '13622223333', 'sunhao@binhai-energy.cn'), 19, undefined, { contactId: seededId(0xad0000c1, 2), contactName: '孙浩' });
  record('contact', J(11), 2, contact(people[11]!, '13633334444', 'sunhao@ludao-wh.cn'), contact('林', '1363', 'lin@'), 13, '联系人手机号与邮箱格式不正确', { contactId: seededId(0xad0000c1, 3), contactName: '林' });

  // Fascia-board changes
  const lintel = (i: number) => form('lintels', J(i));
  if (lintel(0)) record('lintel', J(0), 0, lintel(0), { ...lintel(0), nameEn: 'HUAZHAN INTELLIGENT TECH' }, 20);
  if (lintel(2)) record('lintel', J(2), 1, lintel(2), { ...lintel(2), nameZh: '粤兴自动化' }, 8);
  if (lintel(3)) record('lintel', J(3), 2, lintel(3), { ...lintel(3), nameZh: '瑞科' }, 12, '楣板中文名称须与营业执照一致');
  if (lintel(4)) record('lintel', J(4), 0, null, lintel(4)!, 21);

  // Vehicle records follow the vehicles' own review state
  const vehicles = seeded.vehicles?.length ? seeded.vehicles : seedVehicles().vehicles!;
  vehicles.forEach((v, i) => {
    const join = joins.find((j) => j.id === v.joinId);
    if (!join) return;
    const fields = { plateNumber: v.plateNumber, driverName: v.driverName, driverPhone: v.driverPhone, vehicleType: v.vehicleType };
    record('vehicle', join, Number(v.status), null, fields, 14 + (i % 8), v.status === 2 ? '行驶证照片不清晰，请重新上传' : undefined, { vehicleId: v.id, plateNumber: v.plateNumber });
  });

  // The latest submissions, the days before the review week (appended last: the ids above stay as they are).
  // 20 pending changes in all for the current exhibition.
  record('company', J(9), 0, companyForm(9), { ...companyForm(9), address: '山东省青岛市崂山区株洲路 151 号海纳机器人产业园 3 号楼', phone: '0532-88917766' }, 22);
  if (catalogue(5)) {
    record('catalogue', J(5), 0, catalogue(5), {
      ...catalogue(5),
      introductionZh: '宁波甬力液压件制造专注高压柱塞泵、多路换向阀与液压系统集成，年产液压件 260 万件，配套工程机械与注塑机龙头企业。',
      introductionEn: 'Ningbo Yongli Hydraulic Parts Co., Ltd. — high-pressure piston pumps, multi-way valves and hydraulic system integration for construction and injection-moulding machinery.',
    }, 22);
  }
  if (invoice(7)) record('invoice', J(7), 0, invoice(7), { ...invoice(7), invoiceType: 1, bank: '中国银行成都高新技术产业开发区支行', account: '128460917235' }, 23);
  record('contact', J(6), 0, contact('赵敏', '13910047514', 'info@jingchuang-mould.com'), contact('何静', '13790861234', 'hejing@jingchuang-mould.com'), 23, undefined, { contactId: seededId(0xad0000c1, 4), contactName: '何静' });
  // Resubmitted after the rejection above: the full registered name this time.
  if (lintel(3)) record('lintel', J(3), 0, lintel(3), { ...lintel(3), nameZh: '苏州瑞科激光技术股份有限公司' }, 24);
  return out;
}

// ------------------------------------------------------------------ handlers
function kindHandlers(db: MockDb, kind: AuditKind, base: string, recordPath: string) {
  const info = auditKinds[kind];
  const auditor = (request: Request) => String(currentUser(db, request)?.realName ?? '主办方');
  const handlers = [
    tableRoute('get', base, ({ request }) => {
      const row = db.get(info.downs, query(request)('id'));
      return row ? ok(row) : fail(404);
    }),
    tableRoute('put', `${base}/Verify`, async ({ request }) => {
      const b = await body<{ id?: string; auditStatus?: number; remark?: string }>(request);
      const id = db.get(info.downs, b.id) ? b.id! : (db.get('auditRecords', b.id)?.targetId as string | undefined);
      if (!id || !db.get(info.downs, id)) return fail(404);
      const error = decideChange(db, kind, id, Number(b.auditStatus), b.remark, auditor(request));
      return error ? fail(400, error) : ok(true);
    }),
  ];
  if (kind === 'vehicle') {
    handlers.push(
      // The exhibitor submits a vehicle (new, or a change with vehicleId; edits a pending record with id). Designed call (x-designed).
      tableRoute('put', base, async ({ request }) => {
        const b = await body<{ id?: string; joinId?: string; vehicleId?: string; plateNumber?: string; afterContent?: string }>(request);
        const result = submitVehicle(db, b);
        return typeof result === 'string' ? fail(400, result) : ok(true);
      }),
      tableRoute('get', `${base}/GetListRecordByJoinId`, ({ request }) =>
        ok(db.find(info.downs, (d) => sameId(d.joinId, query(request)('joinId'))).sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)))),
      ),
      tableRoute('get', `${base}/GetHasRecord`, ({ request }) => ok(db.find(info.downs, (d) => sameId(d.joinId, query(request)('joinId')) && d.auditStatus === 0).length > 0)),
    );
  } else {
    handlers.push(
      tableRoute('get', recordPath, ({ request }) => {
        const latest = db.find(info.downs, (d) => sameId(d.joinId, query(request)('joinId'))).sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)))[0];
        return ok(latest ?? null);
      }),
    );
  }
  if (kind !== 'vehicle' && kind !== 'contact') {
    // The exhibitor submits (or edits while pending) a change of approved data.
    handlers.push(
      tableRoute('put', base, async ({ request }) => {
        const b = await body<{ id?: string; joinId?: string; afterContent?: string }>(request);
        const result = submitChange(db, kind, { id: b.id, joinId: String(b.joinId ?? ''), afterContent: String(b.afterContent ?? '') });
        return typeof result === 'string' ? fail(400, result) : ok(true);
      }),
    );
  }
  return handlers;
}

export const auditDomain: MockDomain = {
  name: 'audit',
  seed: (seeded) => seedAudit(seeded),
  handlers: (db) => [
    post('/api/Audit/GetAuditList', async ({ request }) => {
      const b = await body<Record<string, unknown> & { keyword?: string; pageIndex?: number; pageSize?: number; sorts?: { propertyName: string; ascending: boolean }[] }>(request);
      const t = (v: unknown) => new Date(String(v)).getTime();
      const rows = db
        .all('auditRecords')
        .filter((r) => !b.exhibitionId || sameId(r.exhibitionId, b.exhibitionId))
        .filter((r) => b.type === undefined || b.type === null || Number(r.type) === Number(b.type))
        .filter((r) => b.auditStatus === undefined || b.auditStatus === null || Number(r.auditStatus) === Number(b.auditStatus))
        .filter((r) => (!b.startTime || t(r.submitTime) >= t(b.startTime)) && (!b.endTime || t(r.submitTime) <= t(b.endTime)))
        .filter((r) => matchesKeyword(r, b.keyword, ['compName', 'boothNo', 'exhibitionName']));
      return okPage(rows, { ...b, sorts: b.sorts?.length ? b.sorts : [{ propertyName: 'submitTime', ascending: false }] });
    }),
    post('/api/Audit/Audit', async ({ request }) => {
      const b = await body<{ id?: string; auditStatus?: number; remark?: string }>(request);
      const rec = db.get('auditRecords', b.id);
      const kind = kindOfType(rec?.type) ?? (Object.keys(auditKinds) as AuditKind[]).find((k) => db.get(auditKinds[k].downs, b.id));
      if (!kind) return fail(404);
      const error = decideChange(db, kind, String(rec?.targetId ?? b.id), Number(b.auditStatus), b.remark, String(currentUser(db, request)?.realName ?? '主办方'));
      return error ? fail(400, error) : ok(true);
    }),
    post('/api/Audit/ReSync', async ({ request }) => {
      const b = await body<{ id?: string }>(request);
      const rec = db.get('auditRecords', b.id);
      const kind = kindOfType(rec?.type);
      const down = kind ? db.get(auditKinds[kind].downs, String(rec?.targetId ?? '')) : undefined;
      if (!rec || !kind || !down) return fail(404);
      if (down.auditStatus !== 1) return fail(400, '仅审核通过的记录可以重新同步');
      applyChange(db, kind, down);
      db.update('auditRecords', rec.id, { syncTime: nowIso() });
      return ok(true);
    }),
    get('/api/Audit/GetHasAuditInfos', ({ request }) => {
      const joinId = query(request)('joinId');
      const pending = (kind: AuditKind) => db.find(auditKinds[kind].downs, (d) => sameId(d.joinId, joinId) && d.auditStatus === 0).length > 0;
      return ok({ company: pending('company'), catalogue: pending('catalogue'), invoice: pending('invoice'), contact: pending('contact'), lintel: pending('lintel'), vehicle: pending('vehicle') });
    }),
    ...kindHandlers(db, 'company', '/api/CompanyDown', '/api/CompanyDown/GetRecord'),
    ...kindHandlers(db, 'catalogue', '/api/CatalogueDown', '/api/catalogueDown/GetRecord'),
    ...kindHandlers(db, 'invoice', '/api/InvoiceDown', '/api/invoiceDown/GetRecord'),
    ...kindHandlers(db, 'contact', '/api/ContactDown', '/api/ContactDown/GetRecord'),
    ...kindHandlers(db, 'lintel', '/api/LintelDown', '/api/lintelDown/GetRecord'),
    ...kindHandlers(db, 'vehicle', '/api/VehicleDown', ''),
  ],
};

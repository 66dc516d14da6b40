/**
 * Catalogue entries, fascia boards (lintels) and exhibition invoices of a join, and the catalogue
 * types. A first submission (POST) or an edit before approval (PUT) waits for the host's review,
 * which goes through the audit records of audit.ts; approved data changes through the *Down calls.
 */
import type { SeedRows } from '../collections';
import { companyNames, exhibitions, ids, people } from '../data/places';
import { seedCompanies, seedJoins, seededId } from '../data/seed';
import type { MockDb, MockRecord } from '../db';
import type { MockDomain } from '../domain';
import { body, fail, ok, query } from '../respond';
import { get, tableRoute } from '../route';
import { applyChange, auditKinds, submitChange, type AuditKind } from './audit';

const catalogueTypes: [string, string][] = [
  ['工业机器人', 'Industrial Robots'], ['数控机床', 'CNC Machine Tools'], ['激光设备', 'Laser Equipment'], ['智能仓储', 'Smart Warehousing'],
  ['工业自动化', 'Industrial Automation'], ['传感与检测', 'Sensing and Testing'], ['新能源装备', 'New Energy Equipment'], ['工业互联网', 'Industrial Internet'],
];
const catalogueTypeId = (i: number) => seededId(0xc4000004, i + 1);
/** Catalogue section of each demo company, by its position in companyNames. */
const sectionOf = [0, 1, 4, 2, 7, 4, 1, 1, 5, 0, 6, 3];

const intro: string[] = [
  '专注工业机器人与智能焊接设备研发，产品出口三十余个国家和地区。',
  '专业生产高精度数控机床与自动化加工单元，服务汽车与航空航天客户。',
  '提供非标自动化产线设计、制造与集成服务，覆盖家电与 3C 行业。',
  '国内领先的光纤激光切割与焊接设备制造商，拥有核心光源技术。',
  '为制造企业提供工业互联网平台、设备联网与数字化工厂解决方案。',
  '专注液压元件与液压系统设计制造，年产液压件 200 万件。',
  '精密注塑模具与五金模具制造商，为知名家电品牌长期配套。',
  '自主研发数控系统与伺服驱动，产品广泛应用于机床与机器人。',
  '生产压力、位移与光电传感器，提供工业检测整体方案。',
  '服务机器人与工业移动机器人研发制造，提供智能搬运方案。',
  '风电与储能装备研发制造企业，提供新能源整体解决方案。',
  '自动化立体库、四向穿梭车与 WMS 软件一站式供应商。',
];

const taxNumber = (i: number) => `91${['440300', '310115', '440112', '320594', '330108', '330206', '441900', '510100', '420100', '370212', '120116', '350206'][i]}MA5${(0x2a3f9 + i * 7919).toString(36).toUpperCase().padStart(7, '0').slice(-7)}`;
const banks = ['招商银行深圳科技园支行', '中国工商银行上海张江支行', '中国银行广州黄埔支行', '中国建设银行苏州工业园区支行', '杭州银行科技支行', '宁波银行北仑支行', '东莞农村商业银行长安支行', '成都银行高新支行', '汉口银行光谷支行', '青岛银行崂山支行', '渤海银行天津滨海支行', '厦门银行湖里支行'];

/** Catalogue entries, fascia boards and invoices of the current exhibition's joins (see audit.ts for their review records). */
export function seedCatalogueData(): SeedRows {
  const companies = seedCompanies();
  const joins = seedJoins(companies).filter((j) => j.exhibitionId === ids.exhibition2026);
  const at = (i: number) => `2026-10-${String(8 + i).padStart(2, '0')}T10:00:00+08:00`;
  const catalogues: MockRecord[] = [];
  const lintels: MockRecord[] = [];
  const invoices: MockRecord[] = [];
  joins.forEach((join, i) => {
    const c = companies.find((x) => x.id === join.compId)!;
    const [name, nameEn] = companyNames[i]!;
    const base = { joinId: join.id, compId: c.id, exhibitionId: ids.exhibition2026, createTime: at(i) };
    // Catalogue: joins 0-6 approved, 7 waiting for its first review, 8 rejected, 9-11 not filled in.
    if (i <= 8) {
      catalogues.push({
        id: seededId(0xc4000001, i + 1), ...base, compNameZh: name, compNameEn: nameEn, introductionZh: `${name.replace(/(股份)?有限公司$/, '')}${intro[i]}`,
        introductionEn: `${nameEn} — ${['industrial robots and welding', 'CNC machine tools', 'automation lines', 'fibre laser cutting and welding', 'industrial internet platforms', 'hydraulic components', 'precision moulds', 'CNC systems and servo drives', 'industrial sensors'][i]}.`,
        contact: people[i], phone: String(c.phone), email: String(c.email), address: String(c.address), website: String(c.website), boothNo: String(join.boothNo),
        catalogueTypeId: catalogueTypeId(sectionOf[i]!), auditStatus: i === 7 ? 0 : i === 8 ? 2 : 1, auditRemark: i === 8 ? '英文简介请与中文内容保持一致' : null,
      });
    }
    // Fascia board: joins 0-3 and 5-6 approved, 4 waiting for review.
    if (i <= 6) {
      lintels.push({
        id: seededId(0xc4000002, i + 1), ...base, nameZh: name.replace(/(股份)?有限公司$/, '').slice(0, 40), nameEn: nameEn.replace(/ Co\., Ltd\.$/, '').toUpperCase().slice(0, 80),
        boothNo: String(join.boothNo), auditStatus: i === 4 ? 0 : 1, auditRemark: null,
      });
    }
    // Invoice: every join but 11; 10 waits for review.
    if (i <= 10) {
      invoices.push({
        id: seededId(0xc4000003, i + 1), ...base, title: name, taxNumber: taxNumber(i), invoiceType: i % 3 === 0 ? 1 : 0, bank: banks[i], account: `${6222 + i}0${String(100200300 + i * 1111).padStart(11, '0')}`,
        address: String(c.address), phone: String(c.phone), email: String(c.email).replace(/^info@/, 'finance@'), auditStatus: i === 10 ? 0 : 1, auditRemark: null,
      });
    }
  });
  return {
    catalogueTypes: catalogueTypes.map(([name, nameEn], i) => ({ id: catalogueTypeId(i), name, nameEn, showIndex: i + 1 })),
    catalogues,
    lintels,
    invoices,
  };
}

const sameId = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
const SERVER_MANAGED = ['auditStatus', 'auditRemark', 'createTime', 'updateTime', 'exhibitionId', 'exhibitionName', 'catalogueTypeName'];

function withoutServerFields(b: Record<string, unknown>) {
  const copy = { ...b };
  for (const k of ['id', ...SERVER_MANAGED]) delete copy[k];
  return copy;
}

/** GET ?joinId, POST (first submission) and PUT (edit before approval) of one join-level form. */
function formHandlers(db: MockDb, kind: AuditKind, path: string, view: (row: MockRecord) => MockRecord = (r) => r) {
  const collection = auditKinds[kind].target!;
  const pendingFirst = (joinId: unknown) =>
    db.find(auditKinds[kind].downs, (d) => sameId(d.joinId, joinId) && d.auditStatus === 0 && (d.beforeContent === null || d.beforeContent === undefined))[0];
  return [
    ...(kind === 'invoice'
      ? []
      : [
          tableRoute('get', path, ({ request }) => {
            const row = db.find(collection, (r) => sameId(r.joinId, query(request)('joinId')))[0];
            return ok(row ? view(row) : null);
          }),
        ]),
    tableRoute('post', path, async ({ request }) => {
      const b = await body<Record<string, unknown>>(request);
      const join = db.get('joins', String(b.joinId ?? ''));
      if (!join) return fail(400, '参展记录不存在');
      if (db.find(collection, (r) => sameId(r.joinId, join.id)).length) return fail(400, `该参展记录已填写${auditKinds[kind].label}信息`);
      const fields = withoutServerFields(b);
      const row = db.insert(collection, { ...fields, joinId: join.id, compId: b.compId ?? join.compId, exhibitionId: join.exhibitionId, auditStatus: 0, auditRemark: null, createTime: new Date().toISOString() });
      submitChange(db, kind, { joinId: join.id, beforeContent: null, afterContent: JSON.stringify(fields) });
      return ok(row.id);
    }),
    tableRoute('put', path, async ({ request }) => {
      const b = await body<Record<string, unknown>>(request);
      const row = db.get(collection, String(b.id ?? ''));
      if (!row) return fail(404);
      if (row.auditStatus === 1) return fail(400, `${auditKinds[kind].label}已审核通过，修改请提交变更申请`);
      const fields = withoutServerFields(b);
      db.update(collection, row.id, { ...fields, auditStatus: 0, auditRemark: null, updateTime: new Date().toISOString() });
      const pending = pendingFirst(row.joinId);
      submitChange(db, kind, { id: pending?.id, joinId: String(row.joinId), beforeContent: null, afterContent: JSON.stringify({ ...withoutServerFields(row), ...fields }) });
      return ok(true);
    }),
  ];
}

export const catalogueDomain: MockDomain = {
  name: 'catalogue',
  seed: () => seedCatalogueData(),
  handlers: (db) => {
    const typeName = (id: unknown) => db.get('catalogueTypes', String(id ?? ''))?.name as string | undefined;
    const exhibitionName = (id: unknown) => String(db.get('exhibitions', String(id ?? ''))?.name ?? exhibitions.find((e) => e.id === id)?.name ?? '');
    return [
      get('/api/catalogueType/GetList', () => ok(db.all('catalogueTypes').sort((a, b) => Number(a.showIndex) - Number(b.showIndex)))),
      ...formHandlers(db, 'catalogue', '/api/catalogue', (r) => ({ ...r, catalogueTypeName: typeName(r.catalogueTypeId) ?? '' })),
      ...formHandlers(db, 'lintel', '/api/lintel'),
      ...formHandlers(db, 'invoice', '/api/invoice'),
      get('/api/invoice/GetByCompId', ({ request }) => {
        const compId = query(request)('compId');
        return ok(db.find('invoices', (r) => sameId(r.compId, compId)).map((r) => ({ ...r, exhibitionName: exhibitionName(r.exhibitionId) })));
      }),
      get('/api/Catalogue/UpdateDownBatch', ({ request }) => {
        // Write every approved catalogue change of the exhibition into the catalogue again, oldest first.
        const exhibitionId = query(request)('exhibitionId');
        const approved = db.find('catalogueDowns', (r) => sameId(r.exhibitionId, exhibitionId) && r.auditStatus === 1);
        for (const d of approved.sort((a, b) => String(a.auditTime).localeCompare(String(b.auditTime)))) applyChange(db, 'catalogue', d);
        return ok(true);
      }),
    ];
  },
};

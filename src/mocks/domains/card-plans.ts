/**
 * Badge (card) plans: the badge types an exhibition offers and each join's quota, the badge
 * applications of a join, bulk imports checked for repeats and reviewed by the host (DeExCardDown),
 * and the badge records pushed to the badge system (DeExCardUp). Exports and the English badge PDF
 * are answered by the files domain.
 */
import type { CollectionRow, SeedRows } from '../collections';
import { exhibitions, ids } from '../data/places';
import { seedCompanies, seedJoins, seededId } from '../data/seed';
import { matchesKeyword, type MockDb, type MockRecord } from '../db';
import type { MockDomain } from '../domain';
import { mediaUrl } from '../media';
import { body, fail, ok, okPage, query } from '../respond';
import { get, post, put } from '../route';

export const pushStatuses: Record<number, string> = { 0: '未推送', 1: '已推送', 2: '推送失败' };
export const cardAuditStatuses: Record<number, string> = { 0: '待审核', 1: '审核通过', 2: '审核驳回' };
export const idTypes: Record<number, string> = { 0: '居民身份证', 1: '护照', 2: '港澳居民来往内地通行证', 3: '台湾居民来往大陆通行证' };

type CardType = [name: string, nameEn: string, defaultMaxCount: number, needPhoto: boolean, isOpen: boolean, applyEndTime: string];
/** The application windows open on 1 November 2026; the staff pass closed on 20 November (its window is over). */
const cardTypes: CardType[] = [
  ['参展商证', 'Exhibitor Badge', 10, true, true, '2027-03-10T23:59:59+08:00'],
  ['布展证', 'Build-up Pass', 6, false, true, '2027-03-15T23:59:59+08:00'],
  ['撤展证', 'Dismantling Pass', 6, false, true, '2027-03-18T23:59:59+08:00'],
  ['工作证', 'Staff Pass', 4, true, false, '2026-11-20T23:59:59+08:00'],
];
const APPLY_START = '2026-11-01T00:00:00+08:00';
export const cardTypeId = (k: number) => seededId(0xdec00006, k + 1);

/** An 18-character mainland ID number with a correct check digit. */
export function idCardNumber(region: string, birth: string, seq: number): string {
  const body17 = `${region}${birth}${String(seq).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body17].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body17 + '10X98765432'[sum % 11];
}

type Person = [name: string, nameEn: string, phone: string, position: string, region: string, birth: string];
const persons: Person[] = [
  ['刘洋', 'LIU YANG', '13923456789', '销售工程师', '440305', '19900101'],
  ['王芳', 'WANG FANG', '13711223344', '市场经理', '440304', '19880512'],
  ['陈静', 'CHEN JING', '13622334455', '技术支持', '440106', '19930707'],
  ['杨磊', 'YANG LEI', '13533445566', '布展负责人', '440306', '19851120'],
  ['赵敏', 'ZHAO MIN', '13844556677', '销售经理', '310115', '19910303'],
  ['黄志强', 'HUANG ZHIQIANG', '13955667788', '区域总监', '320505', '19800918'],
  ['周婷', 'ZHOU TING', '13666778899', '商务专员', '330106', '19960214'],
  ['吴昊', 'WU HAO', '13577889900', '应用工程师', '510107', '19920826'],
  ['徐丽', 'XU LI', '13788990011', '展台接待', '420111', '19980630'],
  ['孙浩', 'SUN HAO', '13899001122', '布展工人', '370212', '19870415'],
  ['马骏', 'MA JUN', '13600112233', '产品经理', '330212', '19890109'],
  ['朱晓琳', 'ZHU XIAOLIN', '13511223355', '翻译', '110105', '19940522'],
];

const person = (i: number, joinCompName: string) => {
  const [name, nameEn, phone, position, region, birth] = persons[i % persons.length]!;
  return {
    name, nameEn, idType: 0 as const, idNumber: idCardNumber(region, birth, 100 + i), phone, compName: joinCompName, position,
    photo: i % 3 === 2 ? null : mediaUrl('avatar', name),
  };
};

export function seedCardPlans(): SeedRows {
  const joins = seedJoins(seedCompanies()).filter((j) => j.exhibitionId === ids.exhibition2026);
  const exhibition = exhibitions[0]!;
  const exhibitionConfigs = cardTypes.map(([cardTypeName, cardTypeNameEn, defaultMaxCount, needPhoto, isOpen, applyEndTime], k) => ({
    id: seededId(0xdec00001, k + 1), exhibitionId: exhibition.id, cardTypeId: cardTypeId(k), cardTypeName, cardTypeNameEn, defaultMaxCount, needPhoto, isOpen,
    applyStartTime: APPLY_START, applyEndTime, showIndex: k + 1,
  }));
  const joinConfigs = joins.flatMap((join, j) =>
    cardTypes.map(([cardTypeName, cardTypeNameEn, defaultMaxCount, needPhoto, , applyEndTime], k) => ({
      id: seededId(0xdec00002, j * 10 + k + 1), joinId: join.id, exhibitionId: exhibition.id, cardTypeId: cardTypeId(k), cardTypeName, cardTypeNameEn,
      maxCount: j === 0 && k === 0 ? 12 : defaultMaxCount, usedCount: 0, needPhoto, applyStartTime: APPLY_START, applyEndTime, showIndex: k + 1,
    })),
  );
  const configOf = (j: number, k: number) => joinConfigs[j * cardTypes.length + k]!;
  // Applications: the demo join has five, a few other joins some.
  const plans: MockRecord[] = [];
  const apply = (j: number, k: number, p: number, status: number, day: number) => {
    const join = joins[j]!;
    const config = configOf(j, k);
    plans.push({
      id: seededId(0xdec00003, plans.length + 1), ...person(p, String(join.companyName)), joinId: join.id, compId: join.compId, exhibitionId: exhibition.id, configId: config.id,
      cardTypeName: config.cardTypeName, status, isAuthenticated: status === 1, auditRemark: status === 2 ? '证件照片不清晰，请重新上传' : null, createTime: `2026-12-${String(day).padStart(2, '0')}T10:30:00+08:00`,
    });
  };
  apply(0, 0, 0, 1, 3); apply(0, 0, 1, 1, 3); apply(0, 0, 2, 0, 8); apply(0, 1, 3, 1, 5); apply(0, 1, 9, 2, 6);
  apply(1, 0, 4, 1, 4); apply(2, 0, 5, 0, 9); apply(3, 1, 6, 1, 10); apply(4, 0, 7, 1, 11);
  // Imported badge holders waiting for (or past) the host's review.
  const downs: MockRecord[] = [];
  const imported: [j: number, k: number, p: number, status: number][] = [[0, 0, 10, 0], [0, 1, 11, 1], [2, 0, 2, 0], [3, 0, 3, 1], [5, 1, 4, 2], [6, 0, 5, 0], [7, 0, 6, 1], [8, 2, 7, 0], [9, 0, 8, 1], [10, 1, 1, 0]];
  imported.forEach(([j, k, p, status], i) => {
    const join = joins[j]!;
    const config = configOf(j, k);
    downs.push({
      id: seededId(0xdec00004, i + 1), ...person(p + 20, String(join.companyName)), joinId: join.id, compId: join.compId, exhibitionId: exhibition.id, configId: config.id,
      cardTypeName: config.cardTypeName, boothNo: join.boothNo, auditStatus: status, auditRemark: status === 2 ? '证件照片不清晰，请重新上传' : null,
      createTime: `2027-01-${String(5 + i).padStart(2, '0')}T14:00:00+08:00`, auditTime: status === 0 ? null : `2027-01-${String(6 + i).padStart(2, '0')}T09:30:00+08:00`,
    });
  });
  // Badge records sent to the badge system: the approved applications and imports.
  const approved = [...plans.filter((p) => p.status === 1), ...downs.filter((d) => d.auditStatus === 1)];
  const ups = approved.map((r, i) => {
    const config = joinConfigs.find((c) => c.id === r.configId)!;
    const pushStatus = i % 5 === 3 ? 2 : i % 5 === 4 ? 0 : 1;
    return {
      id: seededId(0xdec00005, i + 1), name: r.name, nameEn: r.nameEn, idType: r.idType, idNumber: r.idNumber, phone: r.phone, compName: r.compName, position: r.position, photo: r.photo,
      joinId: r.joinId, exhibitionId: exhibition.id, cardTypeId: config.cardTypeId, cardTypeName: config.cardTypeName,
      cardNo: pushStatus === 1 ? `EX2027A${String(123 + i).padStart(6, '0')}` : null, pushStatus, pushTime: pushStatus === 0 ? null : `2027-01-20T18:${String(10 + i).padStart(2, '0')}:00+08:00`,
      createTime: String(r.createTime),
    };
  });
  // An application and the holder record the host reviews are one person under one id: each
  // application has its holder record (the English badge is printed from it). New imports get
  // their application too (ImportNew below); the seeded imports above are the host's only.
  const mirroredDowns = plans.map((p) => downOf(p, joins.find((j) => j.id === p.joinId)?.boothNo));
  return { deExCardPlanConfigExhibitions: exhibitionConfigs, deExCardPlanConfigs: joinConfigs, deExCardPlans: plans, deExCardDowns: [...downs, ...mirroredDowns], deExCardUps: ups };
}

const PERSON_KEYS = ['name', 'nameEn', 'idType', 'idNumber', 'phone', 'compName', 'position', 'photo'] as const;
const personOf = (r: MockRecord) => Object.fromEntries(PERSON_KEYS.map((k) => [k, k === 'photo' ? (r.photo ?? null) : r[k]]));

/** The holder record (DeExCardDown) of an application, under the application's id. */
function downOf(p: MockRecord, boothNo: unknown): MockRecord {
  return {
    id: p.id, ...personOf(p), joinId: p.joinId, compId: p.compId, exhibitionId: p.exhibitionId, configId: p.configId, cardTypeName: p.cardTypeName, boothNo: boothNo ?? null,
    auditStatus: p.status, auditRemark: p.auditRemark ?? null, createTime: p.createTime, auditTime: p.status === 0 ? null : p.createTime,
  };
}

const sameId = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The badge types of a join with their quota; a join without its own rows inherits the exhibition's. */
export function joinConfigs(db: MockDb, joinId: string): CollectionRow<'deExCardPlanConfigs'>[] {
  const join = db.get('joins', joinId);
  let rows = db.find('deExCardPlanConfigs', (c) => sameId(c.joinId, joinId));
  if (!rows.length && join) {
    rows = db
      .find('deExCardPlanConfigExhibitions', (c) => sameId(c.exhibitionId, join.exhibitionId))
      .map((c) =>
        db.insert('deExCardPlanConfigs', {
          joinId: join.id, exhibitionId: join.exhibitionId, cardTypeId: c.cardTypeId, cardTypeName: c.cardTypeName, cardTypeNameEn: c.cardTypeNameEn,
          maxCount: c.defaultMaxCount ?? 0, usedCount: 0, needPhoto: c.needPhoto, applyStartTime: c.applyStartTime, applyEndTime: c.applyEndTime, showIndex: c.showIndex,
        }),
      );
  }
  return rows
    .map((c) => ({ ...c, usedCount: db.find('deExCardPlans', (p) => sameId(p.configId, c.id) && p.status !== 2).length }))
    .sort((a, b) => Number(a.showIndex ?? 0) - Number(b.showIndex ?? 0));
}

export interface CardUpFilter {
  joinId?: string;
  cardTypeId?: string;
  pushStatus?: number;
  keyword?: string;
}

/** The badge records of a join (list and export). */
export function filterCardUps(db: MockDb, f: CardUpFilter): CollectionRow<'deExCardUps'>[] {
  return db
    .all('deExCardUps')
    .filter((u) => !given(f.joinId) || sameId(u.joinId, f.joinId))
    .filter((u) => !given(f.cardTypeId) || sameId(u.cardTypeId, f.cardTypeId))
    .filter((u) => !given(f.pushStatus) || Number(u.pushStatus) === Number(f.pushStatus))
    .filter((u) => matchesKeyword(u, f.keyword, ['name', 'idNumber', 'phone']))
    .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
}

/** What an online registration form holds (deterministic per address): four people, one already registered. */
function formEntries(db: MockDb, url: string, joinId: string | undefined) {
  const seed = [...url].reduce((s, ch) => (s * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const compName = String(db.get('joins', joinId ?? '')?.companyName ?? '深圳华展智能科技有限公司');
  const fresh = [0, 1, 2].map((i) => ({ ...person((seed + i) % persons.length, compName), idNumber: idCardNumber('440305', `199${(seed + i) % 10}0${1 + i}1${i}`, 500 + ((seed + i) % 400)), position: '展台工作人员' }));
  const existing = db.find('deExCardPlans', (p) => sameId(p.joinId, joinId))[0];
  const repeat = existing ? [{ name: existing.name, nameEn: existing.nameEn, idType: existing.idType, idNumber: existing.idNumber, phone: existing.phone, compName, position: existing.position, photo: existing.photo ?? null }] : [];
  return [...fresh, ...repeat];
}

export const cardPlansDomain: MockDomain = {
  name: 'card-plans',
  seed: () => seedCardPlans(),
  handlers: (db) => {
    /** One person's application and the holder record the host reviews, under one id. */
    const apply = (join: MockRecord, config: MockRecord, person: Record<string, unknown>) => {
      const { id: _id, joinId: _joinId, configId: _configId, ...rest } = person;
      const plan = db.insert('deExCardPlans', {
        photo: null, ...rest, joinId: join.id, compId: join.compId, exhibitionId: join.exhibitionId, configId: config.id, cardTypeName: config.cardTypeName,
        status: 0, isAuthenticated: false, auditRemark: null, createTime: new Date().toISOString(),
      });
      db.insert('deExCardDowns', downOf(plan, join.boothNo));
      return plan;
    };
    const plansOf = async (request: Request) => {
      const b = await body<{ joinId?: string; configId?: string; status?: number }>(request);
      return db
        .find('deExCardPlans', (p) => sameId(p.joinId, b.joinId) && (!given(b.configId) || sameId(p.configId, b.configId)) && (!given(b.status) || Number(p.status) === Number(b.status)))
        .sort((a, b2) => String(b2.createTime).localeCompare(String(a.createTime)));
    };
    return [
      post('/api/DeExCardPlanConfig/GetByJoinId', async ({ request }) => ok(joinConfigs(db, String((await body<{ joinId?: string }>(request)).joinId ?? '')))),
      post('/api/DeExCardPlanConfigExhibition/GetByExhibitionId', async ({ request }) => {
        const { exhibitionId } = await body<{ exhibitionId?: string }>(request);
        return ok(db.find('deExCardPlanConfigExhibitions', (c) => sameId(c.exhibitionId, exhibitionId)).sort((a, b) => Number(a.showIndex) - Number(b.showIndex)));
      }),
      post('/api/DeExCardPlan/GetListByJoinId', async ({ request }) => ok(await plansOf(request))),
      post('/api/DeExCardPlan/GetListByJoinIdNoAuth', async ({ request }) => ok(await plansOf(request))),
      post('/api/DeExCardPlan/GetAuthenticationCountByJoinId', async ({ request }) => ok((await plansOf(request)).filter((p) => p.isAuthenticated).length)),
      post('/api/DeExCardPlan/GetFormDataByUrl', async ({ request }) => {
        const b = await body<{ url?: string; joinId?: string }>(request);
        if (!b.url) return fail(400, '请填写报名表地址');
        return ok(formEntries(db, b.url, b.joinId));
      }),
      post('/api/DeExCardPlan', async ({ request }) => {
        const b = await body<Record<string, unknown>>(request);
        const join = db.get('joins', String(b.joinId ?? ''));
        if (!join) return fail(400, '参展记录不存在');
        const config = joinConfigs(db, join.id).find((c) => sameId(c.id, b.configId));
        if (!config) return fail(400, '证件类型不存在');
        if (Number(config.usedCount) >= Number(config.maxCount)) return fail(400, `${config.cardTypeName}名额已满（${config.maxCount} 个）`);
        if (db.find('deExCardPlans', (p) => sameId(p.joinId, join.id) && sameId(p.configId, config.id) && p.idNumber === b.idNumber && p.status !== 2).length) {
          return fail(400, '该证件号码已申请过此类证件');
        }
        const row = apply(join, config, b);
        return ok(row.id);
      }),
      post('/api/DeExCardPlan/DeletePlan', async ({ request }) => {
        const id = String((await body<{ id?: string }>(request)).id ?? '');
        if (!db.remove('deExCardPlans', id)) return fail(404);
        db.remove('deExCardDowns', id);
        return ok(true);
      }),
      post('/api/DeExCardDown/CheckRepeat', async ({ request }) => {
        const b = await body<{ joinId?: string; exhibitionId?: string; idNumbers?: string[] }>(request);
        const exhibitionId = b.exhibitionId ?? db.get('joins', b.joinId ?? '')?.exhibitionId;
        const wanted = new Set((b.idNumbers ?? []).map((n) => n.toUpperCase()));
        const holders = [...db.all('deExCardPlans').filter((p) => p.status !== 2), ...db.all('deExCardDowns').filter((d) => d.auditStatus !== 2)];
        const seen = new Set<string>();
        return ok(
          holders
            .filter((h) => sameId(h.exhibitionId, exhibitionId) && wanted.has(String(h.idNumber).toUpperCase()))
            .filter((h) => !seen.has(String(h.idNumber)) && Boolean(seen.add(String(h.idNumber))))
            .map((h) => ({ idNumber: h.idNumber, name: h.name, compName: h.compName ?? '', cardTypeName: h.cardTypeName })),
        );
      }),
      post('/api/DeExCardDown/ImportNew', async ({ request }) => {
        const b = await body<{ joinId?: string; configId?: string; items?: Record<string, unknown>[] }>(request);
        const join = db.get('joins', b.joinId ?? '');
        if (!join) return fail(400, '参展记录不存在');
        const config = joinConfigs(db, join.id).find((c) => sameId(c.id, b.configId));
        if (!config) return fail(400, '证件类型不存在');
        const known = new Set(
          [...db.find('deExCardDowns', (d) => sameId(d.joinId, join.id) && sameId(d.configId, config.id)), ...db.find('deExCardPlans', (p) => sameId(p.joinId, join.id) && sameId(p.configId, config.id) && p.status !== 2)]
            .map((d) => String(d.idNumber).toUpperCase()),
        );
        const items = (b.items ?? []).filter((item) => {
          const key = String(item.idNumber).toUpperCase();
          if (known.has(key)) return false;
          known.add(key);
          return true;
        });
        const left = Number(config.maxCount) - Number(config.usedCount);
        if (items.length > left) return fail(400, `${config.cardTypeName}名额不足：还可申请 ${Math.max(0, left)} 人，本次导入 ${items.length} 人`);
        for (const item of items) apply(join, config, { ...item, compName: item.compName ?? join.companyName });
        return ok(items.length);
      }),
      get('/api/DeExCardDown/GetDeExCardDownAuditList', ({ request }) =>
        ok(db.find('deExCardDowns', (d) => sameId(d.exhibitionId, query(request)('exhibitionId'))).sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)))),
      ),
      put('/api/DeExCardDown/Verify', async ({ request }) => {
        const b = await body<{ id?: string; auditStatus?: number; remark?: string }>(request);
        const down = db.get('deExCardDowns', b.id);
        if (!down) return fail(404);
        const decision = Number(b.auditStatus);
        if (decision !== 1 && decision !== 2) return fail(400, '审核结果只能是通过或驳回');
        if (down.auditStatus !== 0) return fail(400, '该记录已审核，不能重复审核');
        const auditRemark = decision === 2 ? b.remark || '资料不符合要求，请修改后重新提交' : (b.remark ?? null);
        db.update('deExCardDowns', down.id, { auditStatus: decision, auditRemark, auditTime: new Date().toISOString() });
        db.update('deExCardPlans', down.id, { status: decision, isAuthenticated: decision === 1, auditRemark });
        if (decision === 1) {
          const config = db.get('deExCardPlanConfigs', String(down.configId ?? ''));
          db.insert('deExCardUps', {
            name: down.name, nameEn: down.nameEn, idType: down.idType, idNumber: down.idNumber, phone: down.phone, compName: down.compName, position: down.position, photo: down.photo ?? null,
            joinId: down.joinId, exhibitionId: down.exhibitionId, cardTypeId: config?.cardTypeId, cardTypeName: down.cardTypeName, cardNo: null, pushStatus: 0, pushTime: null, createTime: new Date().toISOString(),
          });
        }
        return ok(true);
      }),
      post('/api/DeExCardUp/pageLists', async ({ request }) => {
        const b = await body<CardUpFilter & { pageIndex?: number; pageSize?: number; sorts?: { propertyName: string; ascending: boolean }[] }>(request);
        return okPage(filterCardUps(db, b), b);
      }),
      get('/api/DeExCardUp/LocalResetPush', ({ request }) => {
        const exId = query(request)('exId');
        for (const u of db.find('deExCardUps', (r) => sameId(r.exhibitionId, exId))) db.update('deExCardUps', u.id, { pushStatus: 0, pushTime: null });
        return ok(true);
      }),
    ];
  },
};

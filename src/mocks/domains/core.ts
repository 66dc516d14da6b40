/** Companies, joins, exhibitions and halls: what sign-in and every back office stand on. */
import type { CollectionName } from '../collections';
import { exhibitions } from '../data/places';
import { seedCompanies, seedHalls, seedJoins } from '../data/seed';
import { create, fieldFilter, getById, listAll, listPage, now, remove, toggle, update } from '../crud';
import { ids } from '../data/places';
import type { MockDomain } from '../domain';
import { body, fail, ok, query } from '../respond';
import { del, get, post, put } from '../route';
import type { MockDb, MockRecord } from '../db';
import { seedHostExhibition } from './host-exhibition';
import { ROOT_ID, seedReferenceData } from './reference-data';

const sameId = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();

/**
 * A join's industry, exhibit categories and kinds (JoinInput industryId / categoryIds / kindIds):
 * checks the ids against the industry tree and the join's exhibition, and derives the names the
 * Join answers with. Returns the fields to store, or the Chinese message of a 400.
 */
function joinDetails(
  lookup: { industries: MockRecord[]; categories: MockRecord[]; kinds: MockRecord[] },
  exhibitionId: unknown,
  b: Record<string, unknown>,
): Record<string, unknown> | string {
  const out: Record<string, unknown> = {};
  if (b.industryId !== undefined && b.industryId !== null) {
    if (sameId(b.industryId, ROOT_ID) || b.industryId === '') {
      Object.assign(out, { industryId: undefined, industryName: undefined, industryNameEn: undefined });
    } else {
      const industry = lookup.industries.find((r) => sameId(r.id, b.industryId));
      if (!industry) return '所选行业不存在，请重新选择';
      Object.assign(out, { industryId: industry.id, industryName: industry.name, industryNameEn: industry.nameEn });
    }
  }
  if (b.categoryIds !== undefined && b.categoryIds !== null) {
    if (!Array.isArray(b.categoryIds)) return '展品分类格式不正确';
    if (b.categoryIds.length > 50) return '展品分类最多选择 50 个';
    const chosen = [...new Set(b.categoryIds.map(String))].map((id) => lookup.categories.find((c) => sameId(c.id, id) && sameId(c.exhibitionId, exhibitionId)));
    if (chosen.some((c) => !c)) return '所选展品分类不属于本届展会';
    Object.assign(out, { categoryIds: chosen.map((c) => c!.id), categoryNames: chosen.map((c) => c!.name) });
  }
  if (b.kindIds !== undefined && b.kindIds !== null) {
    if (!Array.isArray(b.kindIds)) return '展品大类格式不正确';
    const chosen = [...new Set(b.kindIds.map(String))].map((id) => lookup.kinds.find((k) => sameId(k.id, id) && sameId(k.exhibitionId, exhibitionId)));
    if (chosen.some((k) => !k)) return '所选展品大类不属于本届展会';
    Object.assign(out, { kindIds: chosen.map((k) => k!.id) });
  }
  return out;
}

const lookupOf = (db: MockDb) => ({ industries: db.all('industries'), categories: db.all('categories'), kinds: db.all('kinds') });

/** Realistic industries, categories and kinds for the seeded joins (by name, from the seeds of those domains). */
function seedJoinDetails(joins: MockRecord[]): MockRecord[] {
  const { industries = [] } = seedReferenceData();
  const { categories = [], kinds = [] } = seedHostExhibition();
  const lookup = { industries, categories, kinds };
  const industry = (name: string) => industries.find((r) => r.name === name && r.level === 2)?.id;
  const category = (exhibitionId: unknown, ...names: string[]) =>
    names.flatMap((n) => categories.filter((c) => sameId(c.exhibitionId, exhibitionId) && c.name === n).map((c) => c.id));
  const kind = (exhibitionId: unknown, ...names: string[]) =>
    names.flatMap((n) => kinds.filter((k) => sameId(k.exhibitionId, exhibitionId) && k.name === n).map((k) => k.id));
  const presets: [industry: string, categories: string[], kinds: string[]][] = [
    ['工业机器人', ['协作机器人', '焊接机器人'], ['智能装备']],
    ['激光加工', ['激光切割机', '激光焊接机'], ['激光与光电']],
    ['数控机床', ['加工中心', '数控系统'], ['智能装备']],
    ['智能仓储', ['AGV/AMR 移动机器人', '自动化立体库'], ['智能物流']],
    ['工业自动化', ['机器人核心零部件', '伺服电机'], ['智能装备']],
  ];
  return joins.map((j, i) => {
    const [ind, cats, ks] = j.exhibitionId === ids.exhibition2026 ? presets[i % presets.length]! : ['工业机器人', ['工业机器人'], []];
    const details = joinDetails(lookup, j.exhibitionId, { industryId: industry(ind), categoryIds: category(j.exhibitionId, ...cats), kindIds: kind(j.exhibitionId, ...ks) });
    return typeof details === 'string' ? j : { ...j, ...details };
  });
}

export const coreDomain: MockDomain = {
  name: 'core',
  seed: () => {
    const companies = seedCompanies();
    return {
      companies,
      joins: seedJoinDetails(seedJoins(companies)),
      exhibitions: exhibitions.map((e) => ({ ...e })),
      exhalls: seedHalls(),
      settles: [{ id: ids.settle, type: 1, name: exhibitions[0]!.name, exhibitionIds: exhibitions.map((e) => e.id), defaultExhibitionId: exhibitions[0]!.id }],
    };
  },
  handlers: (db) => [
    // Company
    get('/api/company/GetByUserId', ({ request }) => {
      const userId = query(request)('userId');
      const account = db.get('accounts', userId);
      const company = db.find('companies', (c) => c.userId === userId || c.id === account?.compId)[0];
      return ok(company ?? null);
    }),
    get('/api/company', getById(db, 'companies')),
    post('/api/company', create(db, 'companies', () => ({ isEnable: true }))),
    put('/api/company', update(db, 'companies')),
    put('/api/Company/update', update(db, 'companies')),
    del('/api/company', remove(db, 'companies')),
    get('/api/Company/EnableView', ({ request }) => {
      const q = query(request);
      const row = db.update('companies', q('Id') ?? '', { isEnable: q('IsEnable') === 'true' });
      return row ? ok(true) : fail(404);
    }),
    get('/api/company/GetCompanyCount', ({ request }) => {
      const join = db.get('joins', query(request)('joinid'));
      if (!join) return fail(404);
      const mine = (collection: CollectionName) => db.find(collection, (r) => !r.isDeleted && (r.joinId === join.id || r.compId === join.compId)).length;
      return ok({
        productCount: mine('products'),
        releaseCount: mine('releases'),
        activityCount: mine('activities'),
        newsCount: mine('newsExhibitor'),
        photoCount: mine('albumPhotos'),
        videoCount: mine('videos'),
        callingCardCount: mine('callingCards'),
        viewCount: 1280 + mine('products') * 37,
      });
    }),
    // Join
    get('/api/Join/DefaultJoin', ({ request }) => {
      const compId = query(request)('compId');
      const joins = db.find('joins', (j) => j.compId === compId);
      return ok(joins.find((j) => j.isDefault) ?? joins[0] ?? null);
    }),
    get('/api/join/GetExhibitionByCompany', ({ request }) => {
      const compId = query(request)('compId');
      return ok(
        db
          .find('joins', (j) => j.compId === compId)
          .flatMap((j) => {
            const e = db.get('exhibitions', j.exhibitionId as string);
            return e
              ? [{ joinId: j.id, exhibitionId: e.id, exhibitionName: e.name, exhibitionNameEn: e.nameEn, startTime: e.startTime, endTime: e.endTime,
                  city: e.city, venue: e.address, hallName: j.hallName, boothNo: j.boothNo, isDefault: Boolean(j.isDefault) }]
              : [];
          }),
      );
    }),
    post('/api/join/SwitchDefaultJoin', async ({ request }) => {
      // Contract: {compId, exhibitionId} → the company's new default join.
      const b = await body<{ compId?: string; exhibitionId?: string }>(request);
      const target = db.find('joins', (j) => j.compId === b.compId && j.exhibitionId === b.exhibitionId)[0];
      if (!target) return fail(400, '该企业未参加此展会');
      for (const j of db.find('joins', (j) => j.compId === target.compId)) db.update('joins', j.id, { isDefault: j.id === target.id });
      return ok(db.get('joins', target.id) ?? null);
    }),
    put('/api/join/SetDefault', async ({ request }) => {
      const b = await body<{ joinId?: string; id?: string }>(request);
      const target = db.get('joins', b.joinId ?? b.id);
      if (!target) return fail(404);
      for (const j of db.find('joins', (j) => j.compId === target.compId)) db.update('joins', j.id, { isDefault: j.id === target.id });
      return ok(true);
    }),
    post('/api/join/GetByCompany', listPage(db, 'joins', { filter: fieldFilter(['compId', 'exhibitionId']), keywordFields: ['exhibitionName'] })),
    post('/api/join/GetByManager', listPage(db, 'joins', { filter: fieldFilter(['exhibitionId', 'topic', 'isShow']), keywordFields: ['companyName', 'boothNo'] })),
    get('/api/join/GetByCompId', ({ request }) => {
      const q = query(request);
      const join = db.find('joins', (j) => j.compId === q('compId') && (!q('exhibitionId') || j.exhibitionId === q('exhibitionId')))[0];
      return ok(join ?? null);
    }),
    // GetJoin and GetJoinNoAuth: the company's join of an exhibition, or its default join when none is named.
    ...(['/api/join/GetJoin', '/api/join/GetJoinNoAuth'] as const).map((path) =>
      post(path, async ({ request }) => {
        const b = await body<{ compId?: string; exhibitionId?: string }>(request);
        const joins = db.find('joins', (j) => j.compId === b.compId);
        const join = b.exhibitionId ? joins.find((j) => j.exhibitionId === b.exhibitionId) : (joins.find((j) => j.isDefault) ?? joins[0]);
        return ok(join ?? null);
      }),
    ),
    // A user's company, its default join and every join (what the session needs after sign-in).
    get('/api/Join/GetJoinRelevant', ({ request }) => {
      const userId = query(request)('userid');
      const account = db.get('accounts', userId);
      if (!account) return fail(404);
      const company = db.find('companies', (c) => c.userId === userId || c.id === account.compId)[0];
      const joins = company ? db.find('joins', (j) => j.compId === company.id) : [];
      return ok({ company: company ?? null, join: joins.find((j) => j.isDefault) ?? joins[0] ?? null, joins });
    }),
    get('/api/join', getById(db, 'joins')),
    post(
      '/api/join',
      // The display names a join answers with (the contract requires them) come from its records.
      create(db, 'joins', (b) => {
        const exhibition = db.get('exhibitions', b.exhibitionId as string | undefined);
        const company = db.get('companies', b.compId as string | undefined);
        const details = joinDetails(lookupOf(db), b.exhibitionId, b);
        return {
          ...(typeof details === 'string' ? {} : details),
          isDefault: false, isShow: true, topic: 0, topping: false, brandTopic: 0,
          companyName: company?.name ?? '', companyNameEn: company?.nameEn, exhibitionName: exhibition?.name ?? '', exhibitionNameEn: exhibition?.nameEn,
        };
      }),
    ),
    put('/api/join', async ({ request }) => {
      // Contract: JoinInput + id; industryId / categoryIds / kindIds are checked and their names derived.
      const b = await body<MockRecord>(request);
      const current = db.get('joins', String(b.id ?? ''));
      if (!current) return fail(404);
      const { industryName: _n, industryNameEn: _ne, categoryNames: _cn, ...input } = b;
      const details = joinDetails(lookupOf(db), b.exhibitionId ?? current.exhibitionId, b);
      if (typeof details === 'string') return fail(400, details);
      db.update('joins', current.id, { ...input, ...details, updateTime: now() });
      return ok(true);
    }),
    del('/api/join', remove(db, 'joins')),
    put('/api/join/SetTopic', toggle(db, 'joins', 'topic')),
    put('/api/join/SetBrandTopic', toggle(db, 'joins', 'brandTopic')),
    put('/api/join/SetTopping', toggle(db, 'joins', 'topping')),
    put('/api/join/SetIsShow', toggle(db, 'joins', 'isShow')),
    put('/api/join/setPrizeLabel', async ({ request }) => {
      const b = await body<{ id?: string; prizeLabel?: string }>(request);
      return db.update('joins', b.id ?? '', { prizeLabel: b.prizeLabel ?? '' }) ? ok(true) : fail(404);
    }),
    // Exhibition and halls
    post('/api/exhibition/GetAll', listPage(db, 'exhibitions', { keywordFields: ['name', 'nameEn', 'city'], sorts: [{ propertyName: 'startTime', ascending: false }] })),
    post('/api/exhibition/GetByAgent', listPage(db, 'exhibitions', { filter: fieldFilter(['agentId', 'status']), keywordFields: ['name', 'nameEn', 'city'] })),
    get('/api/exhibition', getById(db, 'exhibitions')),
    post('/api/exhibition', create(db, 'exhibitions', () => ({ status: 0, isDefault: false }))),
    put('/api/exhibition', update(db, 'exhibitions')),
    del('/api/exhibition', remove(db, 'exhibitions')),
    get('/api/exhall/GetByExhibition', listAll(db, 'exhalls', { filter: fieldFilter(['exhibitionId']) })),
    // A hall added without an order goes last among its exhibition's halls (showIndex is always answered).
    post('/api/exhall', create(db, 'exhalls', (b) => ({ showIndex: db.find('exhalls', (h) => sameId(h.exhibitionId, b.exhibitionId)).length + 1 }))),
    put('/api/exhall', update(db, 'exhalls')),
    del('/api/exhall', remove(db, 'exhalls')),
  ],
};

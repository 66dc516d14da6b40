/** Companies, joins, exhibitions and halls: what sign-in and every back office stand on. */
import { exhibitions } from '../data/places';
import { seedCompanies, seedHalls, seedJoins } from '../data/seed';
import { create, fieldFilter, getById, listAll, listPage, remove, toggle, update } from '../crud';
import { ids } from '../data/places';
import type { MockDomain } from '../domain';
import { body, fail, ok, query } from '../respond';
import { del, get, post, put } from '../route';

export const coreDomain: MockDomain = {
  name: 'core',
  seed: () => {
    const companies = seedCompanies();
    return {
      companies,
      joins: seedJoins(companies),
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
      const mine = (collection: string) => db.find(collection, (r) => !r.isDeleted && (r.joinId === join.id || r.compId === join.compId)).length;
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
      return ok(db.get('joins', target.id));
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
    get('/api/join', getById(db, 'joins')),
    post(
      '/api/join',
      // The display names a join answers with (the contract requires them) come from its records.
      create(db, 'joins', (b) => {
        const exhibition = db.get('exhibitions', b.exhibitionId as string | undefined);
        const company = db.get('companies', b.compId as string | undefined);
        return {
          isDefault: false, isShow: true, topic: 0, topping: false, brandTopic: 0,
          companyName: company?.name ?? '', companyNameEn: company?.nameEn, exhibitionName: exhibition?.name ?? '', exhibitionNameEn: exhibition?.nameEn,
        };
      }),
    ),
    put('/api/join', update(db, 'joins')),
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
    post('/api/exhall', create(db, 'exhalls')),
    put('/api/exhall', update(db, 'exhalls')),
    del('/api/exhall', remove(db, 'exhalls')),
  ],
};

/**
 * Site settings (openapi/site-settings.yaml, designed calls): the show's FAQ (Question), its fixed
 * texts (ExhibitionText, one per key) and the modules of its site and mini-programme
 * (ExhibitionFunction: a fixed set per exhibition, made on its first read, switched and reordered).
 */
import type { ExhibitionTextKey } from '@gen/api/model';
import type { CollectionRow } from '../collections';
import { create, getById, listPage, now, remove, toggle, update } from '../crud';
import { functionDefaults, seedSiteSettings } from '../data/site-settings';
import type { MockDb, MockRecord } from '../db';
import type { MockDomain } from '../domain';
import { body, fail, ok, query } from '../respond';
import { del, get, post, put } from '../route';

const TEXT_KEYS: ExhibitionTextKey[] = ['exhibitorNotice', 'visitorNotice', 'registerAgreement', 'privacyPolicy', 'exhibitorManual'];
const isTextKey = (key: unknown): key is ExhibitionTextKey => TEXT_KEYS.some((k) => k === key);
const sameId = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
const given = (v: unknown) => v !== undefined && v !== null && v !== '';
const byShowIndex = (a: MockRecord, b: MockRecord) => Number(a.showIndex ?? 0) - Number(b.showIndex ?? 0);

/** An exhibition's modules in order; an exhibition read for the first time gets the default set. */
function functionsOf(db: MockDb, exhibitionId: string): CollectionRow<'exhibitionFunctions'>[] {
  let rows = db.find('exhibitionFunctions', (r) => sameId(r.exhibitionId, exhibitionId));
  if (rows.length === 0 && exhibitionId) rows = functionDefaults(exhibitionId).map((f) => db.insert('exhibitionFunctions', f));
  return rows.sort(byShowIndex);
}

export const siteSettingsDomain: MockDomain = {
  name: 'site-settings',
  seed: () => seedSiteSettings(),
  handlers: (db) => [
    // FAQ: by group, then showIndex, unless the request sorts otherwise.
    post('/api/Question/GetByExhibition', listPage(db, 'questions', {
      filter: (r, b) =>
        sameId(r.exhibitionId, b.exhibitionId) &&
        (!given(b.group) || Number(r.group) === Number(b.group)) &&
        (!given(b.isShow) || Boolean(r.isShow) === Boolean(b.isShow)),
      keywordFields: ['question', 'questionEn', 'answer', 'answerEn'],
      sorts: [{ propertyName: 'group', ascending: true }, { propertyName: 'showIndex', ascending: true }],
    })),
    get('/api/Question', getById(db, 'questions')),
    post('/api/Question', create(db, 'questions', (b) => ({
      isShow: true,
      showIndex: db.find('questions', (r) => sameId(r.exhibitionId, b.exhibitionId) && Number(r.group) === Number(b.group)).length + 1,
    }))),
    put('/api/Question', update(db, 'questions')),
    del('/api/Question', remove(db, 'questions')),
    put('/api/Question/SetShow', toggle(db, 'questions', 'isShow')),

    // Fixed texts: every key, written or not.
    get('/api/ExhibitionText/GetByExhibition', ({ request }) => {
      const exhibitionId = query(request)('exhibitionId') ?? '';
      const stored = db.find('exhibitionTexts', (r) => sameId(r.exhibitionId, exhibitionId));
      return ok(TEXT_KEYS.map((key) => stored.find((r) => r.key === key) ?? { exhibitionId, key, contentZh: '', contentEn: '' }));
    }),
    put('/api/ExhibitionText', async ({ request }) => {
      const b = await body<{ exhibitionId?: string; key?: string; contentZh?: string; contentEn?: string }>(request);
      if (!b.exhibitionId || !isTextKey(b.key)) return fail(400, '文案类型无效');
      const patch = { contentZh: b.contentZh ?? '', contentEn: b.contentEn ?? '', updateTime: now(), updateUserName: 'host' };
      const current = db.find('exhibitionTexts', (r) => sameId(r.exhibitionId, b.exhibitionId) && r.key === b.key)[0];
      if (current) db.update('exhibitionTexts', current.id, patch);
      else db.insert('exhibitionTexts', { exhibitionId: b.exhibitionId, key: b.key, ...patch });
      return ok(true);
    }),

    // Modules of the site and mini-programme.
    get('/api/ExhibitionFunction/GetByExhibition', ({ request }) => ok(functionsOf(db, query(request)('exhibitionId') ?? ''))),
    put('/api/ExhibitionFunction', async ({ request }) => {
      const b = await body<{ id?: string; name?: string; nameEn?: string; icon?: string; isEnable?: boolean }>(request);
      const current = db.get('exhibitionFunctions', b.id);
      if (!current) return fail(404);
      // The code, the exhibition and the place in the order stay as they are.
      db.update('exhibitionFunctions', current.id, { name: b.name, nameEn: b.nameEn ?? '', icon: b.icon, isEnable: Boolean(b.isEnable), updateTime: now() });
      return ok(true);
    }),
    put('/api/ExhibitionFunction/Sort', async ({ request }) => {
      const b = await body<{ exhibitionId?: string; ids?: string[] }>(request);
      const rows = functionsOf(db, b.exhibitionId ?? '');
      const ids = b.ids ?? [];
      if (ids.length !== rows.length || !rows.every((r) => ids.some((id) => sameId(id, r.id)))) return fail(400, '排序须包含该展会的全部功能');
      ids.forEach((id, i) => db.update('exhibitionFunctions', id, { showIndex: i + 1 }));
      return ok(true);
    }),
  ],
};

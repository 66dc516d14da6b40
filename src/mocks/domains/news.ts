/**
 * News: exhibitor news (written by a company for one join, audited and shown/hidden by the host) and
 * the host's own news of an exhibition. Contents are HTML, stored as written.
 */
import { getById, listPage, now, remove, toggle } from '../crud';
import { seedNews } from '../data/news';
import type { MockRecord } from '../db';
import type { MockDomain } from '../domain';
import { body, fail, ok } from '../respond';
import { del, get, post, put } from '../route';
import { bodyFilter, createEntity, firstProblem, needText, optionalText, text, updateEntity, type Body, type EntitySpec } from './showcase';

const NEWS_EXHIBITOR = ['joinId', 'title', 'titleEn', 'cover', 'summary', 'content', 'isShow', 'showIndex', 'publishTime'];
const NEWS_HOST = ['exhibitionId', 'title', 'titleEn', 'cover', 'summary', 'content', 'isShow', 'showIndex', 'publishTime'];

/** Pinned (smaller showIndex) first, then the latest published. */
const NEWS_ORDER = [
  { propertyName: 'showIndex', ascending: true },
  { propertyName: 'publishTime', ascending: false },
  { propertyName: 'createTime', ascending: false },
];

function newsProblem(r: Body): string | undefined {
  const showIndex = r.showIndex === undefined ? 0 : Number(r.showIndex);
  return firstProblem(
    needText(r.title, '新闻标题', 100),
    optionalText(r.titleEn, '英文标题', 200),
    optionalText(r.summary, '摘要', 500),
    // An editor's empty document is "<p></p>" or "<p><br></p>": no text, no picture.
    !text(String(r.content ?? '').replace(/<(?!img)[^>]*>|&nbsp;/gi, '')) && '请填写新闻内容',
    String(r.content ?? '').length > 100_000 && '新闻内容过长（最多 100000 个字符）',
    !(Number.isInteger(showIndex) && showIndex >= 0 && showIndex <= 9999) && '排序值应为 0–9999 的整数',
    Boolean(r.publishTime) && Number.isNaN(Date.parse(String(r.publishTime))) && '发布时间格式不正确',
  );
}

export const newsDomain: MockDomain = {
  name: 'news',
  seed: seedNews,
  handlers: (db) => {
    const joinOf = (row: MockRecord) => db.get('joins', row.joinId as string | undefined);
    const exhibitor: EntitySpec = {
      collection: 'newsExhibitor',
      fields: NEWS_EXHIBITOR,
      defaults: () => ({ isShow: true, showIndex: 0, auditStatus: 0, publishTime: now() }),
      validate: (r) => firstProblem(!db.get('joins', text(r.joinId)) && '参展记录不存在，请先选择展会', newsProblem(r)),
      // The company comes from the join; every edit goes (back) to the host's audit.
      derive: (r) => {
        const join = db.get('joins', text(r.joinId))!;
        const company = db.get('companies', join.compId as string);
        return { compId: join.compId, compName: (company?.name ?? join.companyName) as string, auditStatus: 0, auditRemark: undefined };
      },
    };
    const host: EntitySpec = {
      collection: 'newsHost',
      fields: NEWS_HOST,
      defaults: () => ({ isShow: true, showIndex: 0, publishTime: now() }),
      validate: (r) => firstProblem(!db.get('exhibitions', text(r.exhibitionId)) && '展会不存在', newsProblem(r)),
    };
    return [
      // Exhibitor news
      get('/api/NewsExhibitor', getById(db, 'newsExhibitor')),
      post('/api/NewsExhibitor', createEntity(db, exhibitor)),
      put('/api/NewsExhibitor', updateEntity(db, exhibitor)),
      del('/api/NewsExhibitor', remove(db, 'newsExhibitor')),
      post('/api/NewsExhibitor/GetByJoinId', listPage(db, 'newsExhibitor', {
        filter: bodyFilter(['joinId', 'auditStatus']),
        keywordFields: ['title', 'titleEn', 'summary'],
        sorts: NEWS_ORDER,
      })),
      post('/api/NewsExhibitor/All', listPage(db, 'newsExhibitor', {
        filter: (r, b, params) => {
          const show = params('show');
          const compName = text(b.compName);
          return (
            (!b.exhibitionId || joinOf(r)?.exhibitionId === b.exhibitionId) &&
            bodyFilter(['auditStatus'])(r, b) &&
            (!compName || String(r.compName ?? '').includes(compName)) &&
            (show !== 'true' || r.isShow === true) &&
            (show !== 'false' || r.isShow === false)
          );
        },
        keywordFields: ['title', 'compName', 'summary'],
        sorts: NEWS_ORDER,
      })),
      put('/api/NewsExhibitor/Audit', async ({ request }) => {
        const b = await body<{ id?: string; auditStatus?: number; auditRemark?: string }>(request);
        const row = db.get('newsExhibitor', b.id);
        if (!row) return fail(404);
        if (b.auditStatus !== 1 && b.auditStatus !== 2) return fail(400, '审核结果只能是通过（1）或驳回（2）');
        const remark = text(b.auditRemark);
        if (b.auditStatus === 2 && !remark) return fail(400, '请填写驳回原因');
        if (remark.length > 200) return fail(400, '驳回原因不能超过 200 个字');
        db.update('newsExhibitor', row.id, { auditStatus: b.auditStatus, auditRemark: b.auditStatus === 2 ? remark : undefined });
        return ok(true);
      }),
      put('/api/NewsExhibitor/SetShow', toggle(db, 'newsExhibitor', 'isShow')),
      // Host news
      get('/api/NewsHost', getById(db, 'newsHost')),
      post('/api/NewsHost', createEntity(db, host)),
      put('/api/NewsHost', updateEntity(db, host)),
      del('/api/NewsHost', remove(db, 'newsHost')),
      post('/api/NewsHost/All', listPage(db, 'newsHost', { filter: bodyFilter(['exhibitionId', 'isShow']), keywordFields: ['title', 'titleEn', 'summary'], sorts: NEWS_ORDER })),
    ];
  },
};

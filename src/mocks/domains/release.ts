/**
 * Releases (news, supply 招商 and demand 采购 postings) with comments, audit, handled flag and
 * show/hide; release types per exhibition; the host's new-release queue with push and the
 * products related to each posting; mini-programme codes and audience channels.
 */
import type { NewRelease, Release, ReleaseComment, ReleaseRelevancy, ReleaseType, SpectatorChannel } from '@gen/api/model';
import type { CollectionName } from '../collections';
import { now } from '../crud';
import type { MockDb } from '../db';
import { currentUser, type MockDomain } from '../domain';
import { seedReleases, seedReleaseTypes, seedSpectatorChannels } from '../data/releases';
import { mediaUrl } from '../media';
import { fail, ok, query } from '../respond';
import { del, get, post, put } from '../route';
import {
  agentExhibitions,
  asBool,
  badRequest,
  categoryName,
  commenter,
  commentThread,
  companyName,
  fieldsOf,
  given,
  hasKeyword,
  inRange,
  joinOf,
  matches,
  pageOf,
  pickInput,
  project,
  read,
  same,
  sortBy,
  type Body,
  type Row,
} from './product';

const RELEASE = fieldsOf<Release>()([
  'id', 'compId', 'compName', 'joinId', 'exhibitionId', 'userId', 'releaseTypeId', 'releaseTypeName', 'type', 'title', 'content', 'images',
  'video', 'contactName', 'contactPhone', 'validUntil', 'auditStatus', 'auditRemark', 'auditTime', 'isHandle', 'handleTime', 'isShow',
  'viewCount', 'commentCount', 'showIndex', 'createTime', 'updateTime',
]);
const RELEASE_INPUT = [
  'compId', 'joinId', 'exhibitionId', 'releaseTypeId', 'type', 'title', 'content', 'images', 'video', 'contactName', 'contactPhone', 'validUntil',
  'isShow', 'showIndex',
] as const;
const COMMENT = fieldsOf<ReleaseComment>()(['id', 'releaseId', 'parentId', 'userId', 'userName', 'avatar', 'compId', 'companyName', 'content', 'canDelete', 'createTime']);
const TYPE = fieldsOf<ReleaseType>()(['id', 'exhibitionId', 'name', 'nameEn', 'type', 'icon', 'isShow', 'showIndex', 'createTime']);
const TYPE_INPUT = ['exhibitionId', 'name', 'nameEn', 'type', 'icon', 'isShow', 'showIndex'] as const;
const NEW_RELEASE = fieldsOf<NewRelease>()([
  'id', 'exhibitionId', 'compId', 'compName', 'joinId', 'releaseId', 'releaseTypeId', 'releaseTypeName', 'type', 'title', 'content', 'images',
  'categoryId', 'categoryName', 'contactName', 'contactPhone', 'status', 'auditRemark', 'auditTime', 'pushTime', 'relevancyCount', 'pushedCount',
  'isShow', 'showIndex', 'createTime',
]);
const NEW_RELEASE_INPUT = ['releaseTypeId', 'type', 'title', 'content', 'images', 'categoryId', 'contactName', 'contactPhone', 'isShow', 'showIndex'] as const;
const RELEVANCY = fieldsOf<ReleaseRelevancy>()([
  'id', 'releaseId', 'productId', 'productName', 'productBanner', 'compId', 'compName', 'remark', 'pushStatus', 'pushTime', 'showIndex', 'createTime',
]);
const CHANNEL = fieldsOf<SpectatorChannel>()(['id', 'exhibitionId', 'name', 'scene', 'codeUrl', 'visitCount', 'registerCount', 'showIndex', 'createTime']);

const SHOW_INDEX = [{ propertyName: 'showIndex', ascending: true }];
const OLDEST_FIRST = [{ propertyName: 'createTime', ascending: true }];

/** What a mini-programme code can open (WeAppTargetType): 1 company, 2 product, 3 release, 4 activity. */
const TARGETS: Record<number, CollectionName> = { 1: 'companies', 2: 'products', 3: 'releases', 4: 'activities' };

export const releaseDomain: MockDomain = {
  name: 'release',
  seed: (seeded) => {
    const releaseTypes = seedReleaseTypes();
    return { releaseTypes, ...seedReleases(seeded.companies ?? [], seeded.products ?? [], releaseTypes), spectatorChannels: seedSpectatorChannels() };
  },
  handlers: (db: MockDb) => {
    const releaseComments = commentThread(db, 'releaseComments');
    const typeOf = (id: unknown) => (given(id) ? db.get('releaseTypes', String(id)) : undefined);
    const comments = (releaseId: string) => db.find('releaseComments', (c) => same(c.releaseId, releaseId));

    const releaseOut = (r: Row): Release =>
      project<Release>(r, RELEASE, {
        compName: companyName(db, r.compId) ?? (r.compName as string | undefined),
        releaseTypeName: typeOf(r.releaseTypeId) ? String(typeOf(r.releaseTypeId)!.name) : undefined,
        commentCount: comments(r.id).length,
        viewCount: Number(r.viewCount ?? 0),
      });
    const commentOut = (c: Row, canDelete?: boolean) => project<ReleaseComment>(c, COMMENT, { canDelete });

    /** The ReleasePageRequest filters; `exhibitionIds` narrows to a host's exhibitions. */
    const releaseRows = (b: Body, exhibitionIds?: Set<string>) =>
      db
        .all('releases')
        .filter(
          (r) =>
            matches(r.compId, b.compId) &&
            matches(r.joinId, b.joinId) &&
            matches(r.exhibitionId, b.exhibitionId) &&
            matches(r.releaseTypeId, b.releaseTypeId) &&
            (b.type === undefined || b.type === null || Number(r.type) === Number(b.type)) &&
            (b.auditStatus === undefined || b.auditStatus === null || Number(r.auditStatus) === Number(b.auditStatus)) &&
            (asBool(b.isHandle) === undefined || Boolean(r.isHandle) === asBool(b.isHandle)) &&
            (asBool(b.isShow) === undefined || Boolean(r.isShow) === asBool(b.isShow)) &&
            inRange(r.createTime, b.startTime, b.endTime) &&
            (!exhibitionIds || exhibitionIds.has(String(r.exhibitionId).toLowerCase())),
        )
        .map(releaseOut)
        .filter((r) => hasKeyword(b.keyword, r.title, r.content, r.compName, r.contactName, r.releaseTypeName));

    const newReleaseOut = (n: Row): NewRelease => {
      const items = db.find('releaseRelevancies', (x) => same(x.releaseId, n.id));
      const type = typeOf(n.releaseTypeId);
      return project<NewRelease>(n, NEW_RELEASE, {
        compName: companyName(db, n.compId),
        releaseTypeName: type ? String(type.name) : undefined,
        categoryName: categoryName(db, n.categoryId) ?? (n.categoryName as string | undefined),
        relevancyCount: items.length,
        pushedCount: items.filter((x) => Number(x.pushStatus) === 1).length,
      });
    };
    const newReleaseRows = (b: Body) =>
      db
        .all('newReleases')
        .filter(
          (n) =>
            matches(n.exhibitionId, b.exhibitionId) &&
            matches(n.compId, b.compId) &&
            matches(n.joinId, b.joinId) &&
            matches(n.releaseTypeId, b.releaseTypeId) &&
            (b.type === undefined || b.type === null || Number(n.type) === Number(b.type)) &&
            (b.status === undefined || b.status === null || Number(n.status) === Number(b.status)) &&
            inRange(n.createTime, b.startTime, b.endTime),
        )
        .map(newReleaseOut)
        .filter((n) => hasKeyword(b.keyword, n.title, n.content, n.compName, n.contactName));

    const relevancyOut = (x: Row): ReleaseRelevancy => {
      const p = db.get('products', String(x.productId ?? ''));
      return project<ReleaseRelevancy>(x, RELEVANCY, {
        productName: p ? String(p.name) : String(x.productName ?? '已删除的产品'),
        productBanner: p?.banner as string | undefined,
        compId: p ? String(p.compId) : (x.compId as string | undefined),
        compName: p ? companyName(db, p.compId) : undefined,
      });
    };

    const removeNewRelease = (id: string) => {
      for (const x of db.find('releaseRelevancies', (x) => same(x.releaseId, id))) db.remove('releaseRelevancies', x.id);
      db.remove('newReleases', id);
    };
    /** Removes a release and what hangs off it: comments, its new-release entry and related products. */
    const removeRelease = (id: string) => {
      for (const c of comments(id)) db.remove('releaseComments', c.id);
      for (const n of db.find('newReleases', (n) => same(n.releaseId, id))) removeNewRelease(n.id);
      db.remove('releases', id);
    };
    /** Keeps the host's new-release entry of a release in step with the release. */
    const syncNewRelease = (r: Row) => {
      const fields = {
        exhibitionId: r.exhibitionId,
        compId: r.compId,
        joinId: r.joinId,
        releaseTypeId: r.releaseTypeId,
        type: r.type,
        title: r.title,
        content: r.content,
        images: r.images,
        contactName: r.contactName,
        contactPhone: r.contactPhone,
        isShow: r.isShow,
      };
      const entry = db.find('newReleases', (n) => same(n.releaseId, r.id))[0];
      if (entry) db.update('newReleases', entry.id, fields);
      // The queue entry shares the release's id, so either id addresses it (and its related products).
      else db.insert('newReleases', { ...fields, id: r.id, releaseId: r.id, status: 0, showIndex: 0, createTime: r.createTime });
    };

    const relevancyPush = (pushStatus: 0 | 1) => async ({ request }: { request: Request }) => {
      const { b } = await read(request);
      const wanted = new Set((Array.isArray(b.ids) ? (b.ids as unknown[]) : []).map((id) => String(id).toLowerCase()));
      const items = db.find('releaseRelevancies', (x) => same(x.releaseId, b.releaseId) && wanted.has(x.id.toLowerCase()));
      for (const x of items) db.update('releaseRelevancies', x.id, { pushStatus, pushTime: pushStatus === 1 ? now() : undefined });
      return ok(items.length > 0);
    };

    return [
      // ------------------------------------------------------------ Releases
      post('/api/Release/GetByCompId', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.compId)) return badRequest('缺少参数 compId');
        return pageOf(releaseRows(b), b);
      }),
      post('/api/Release/GetByAgent', async ({ request }) => {
        const { b } = await read(request);
        return pageOf(releaseRows(b, agentExhibitions(db, request, b)), b);
      }),
      post('/api/release/GetByExhibition', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.exhibitionId)) return badRequest('缺少参数 exhibitionId');
        return pageOf(releaseRows(b), b);
      }),
      post('/api/Release/GetAndChildrenByCompId', async ({ request }) => {
        const { b, q } = await read(request);
        if (!given(b.compId)) return badRequest('缺少参数 compId');
        const userId = q('userId');
        const account = db.get('accounts', userId ?? '');
        const rows = releaseRows(b).map((r) => {
          // The poster's company may delete any comment on its releases; others their own.
          const owner = account !== undefined && same(account.compId, r.compId);
          const children = sortBy(comments(r.id), OLDEST_FIRST).map((c) => commentOut(c, owner || (given(userId) && same(c.userId, userId))));
          return { ...r, children };
        });
        return pageOf(rows, b);
      }),
      get('/api/release', ({ request }) => {
        const r = db.get('releases', query(request)('id'));
        return r ? ok(releaseOut(r)) : fail(404);
      }),
      post('/api/release', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.compId) || !given(b.exhibitionId)) return badRequest('缺少参数 compId 或 exhibitionId');
        if (!String(b.title ?? '').trim()) return badRequest('请填写标题');
        const type = typeOf(b.releaseTypeId);
        const join = given(b.joinId) ? db.get('joins', String(b.joinId)) : joinOf(db, b.compId, b.exhibitionId);
        const row = db.insert('releases', {
          isShow: true,
          showIndex: 0,
          video: '[]',
          ...pickInput(b, RELEASE_INPUT),
          type: b.type ?? type?.type ?? 0,
          joinId: join?.id ?? b.joinId,
          compName: companyName(db, b.compId),
          userId: currentUser(db, request)?.id,
          // A new posting waits for the host's audit.
          auditStatus: 0,
          isHandle: false,
          viewCount: 0,
          createTime: now(),
        });
        syncNewRelease(row);
        return ok(row.id);
      }),
      put('/api/release', async ({ request }) => {
        const { b } = await read(request);
        const r = db.get('releases', String(b.id ?? ''));
        if (!r) return fail(404);
        if (b.title !== undefined && !String(b.title).trim()) return badRequest('请填写标题');
        const next = db.update('releases', r.id, { ...pickInput(b, RELEASE_INPUT), updateTime: now() })!;
        syncNewRelease(next);
        return ok(true);
      }),
      del('/api/release', ({ request }) => {
        const r = db.get('releases', query(request)('id'));
        if (!r) return fail(404);
        removeRelease(r.id);
        return ok(true);
      }),
      put('/api/release/SetAuditStatus', async ({ request }) => {
        const { b } = await read(request);
        const r = db.get('releases', String(b.id ?? ''));
        if (!r) return fail(404);
        const auditStatus = Number(b.auditStatus);
        if (![0, 1, 2].includes(auditStatus)) return badRequest('auditStatus 只能是 0、1 或 2');
        db.update('releases', r.id, {
          auditStatus,
          auditRemark: given(b.auditRemark) ? String(b.auditRemark) : undefined,
          auditTime: auditStatus === 0 ? undefined : now(),
        });
        return ok(true);
      }),
      put('/api/Release/Handle', async ({ request }) => {
        const { b, q } = await read(request);
        const r = db.get('releases', q('releaseId'));
        if (!r) return fail(404);
        const isHandle = asBool(b.isHandle) ?? true;
        db.update('releases', r.id, { isHandle, handleTime: isHandle ? now() : undefined });
        return ok(true);
      }),
      put('/api/Release/SetIsShow', ({ request }) => {
        const q = query(request);
        const r = db.get('releases', q('releaseId'));
        if (!r) return fail(404);
        const isShow = asBool(q('isShow'));
        if (isShow === undefined) return badRequest('缺少参数 isShow');
        db.update('releases', r.id, { isShow });
        return ok(true);
      }),
      // ------------------------------------------------------------ Release comments
      post('/api/releaseComment/GetByReleaseId', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.releaseId)) return badRequest('缺少参数 releaseId');
        const rows = comments(String(b.releaseId))
          .filter((c) => hasKeyword(b.keyword, c.content, c.userName, c.companyName))
          .map((c) => commentOut(c));
        return pageOf(rows, b);
      }),
      post('/api/releaseComment', async ({ request }) => {
        const { b } = await read(request);
        const r = db.get('releases', String(b.releaseId ?? ''));
        if (!r) return badRequest('发布信息不存在或已删除');
        return releaseComments.add(request, b, { releaseId: r.id, compId: commenter(db, request).compId });
      }),
      del('/api/releaseComment', releaseComments.remove),
      // ------------------------------------------------------------ Release types
      get('/api/releaseType/GetByExhibition', ({ request }) => {
        const exhibitionId = query(request)('exhibitionId');
        return ok(sortBy(db.find('releaseTypes', (t) => same(t.exhibitionId, exhibitionId)), SHOW_INDEX).map((t) => project<ReleaseType>(t, TYPE)));
      }),
      post('/api/releaseType', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.exhibitionId)) return badRequest('缺少参数 exhibitionId');
        if (!String(b.name ?? '').trim()) return badRequest('请填写类型名称');
        const count = db.find('releaseTypes', (t) => same(t.exhibitionId, b.exhibitionId)).length;
        const row = db.insert('releaseTypes', { isShow: true, showIndex: count + 1, ...pickInput(b, TYPE_INPUT), createTime: now() });
        return ok(row.id);
      }),
      put('/api/releaseType', async ({ request }) => {
        const { b } = await read(request);
        return db.update('releaseTypes', String(b.id ?? ''), pickInput(b, TYPE_INPUT)) ? ok(true) : fail(404);
      }),
      del('/api/releaseType', ({ request }) => (db.remove('releaseTypes', query(request)('id') ?? '') ? ok(true) : fail(404))),
      // ------------------------------------------------------------ New releases (host push)
      post('/api/NewRealease/getAllReleaseAndSupply', async ({ request }) => {
        const { b } = await read(request);
        return pageOf(newReleaseRows(b), b);
      }),
      post('/api/NewRealease/GetPageList', async ({ request }) => {
        const { b } = await read(request);
        return pageOf(newReleaseRows(b), b);
      }),
      get('/api/NewRealease', ({ request }) => {
        const n = db.get('newReleases', query(request)('id'));
        return n ? ok(newReleaseOut(n)) : fail(404);
      }),
      put('/api/NewRealease', async ({ request }) => {
        const { b } = await read(request);
        const n = db.get('newReleases', String(b.id ?? ''));
        if (!n) return fail(404);
        if (b.title !== undefined && !String(b.title).trim()) return badRequest('请填写标题');
        const patch = pickInput(b, NEW_RELEASE_INPUT);
        const name = given(b.categoryId) ? categoryName(db, b.categoryId) : undefined;
        if (name) patch.categoryName = name;
        db.update('newReleases', n.id, patch);
        return ok(true);
      }),
      del('/api/NewRealease', ({ request }) => {
        const n = db.get('newReleases', query(request)('id'));
        if (!n) return fail(404);
        removeNewRelease(n.id);
        return ok(true);
      }),
      post('/api/NewRealease/auditRelease', async ({ request }) => {
        const { b } = await read(request);
        const n = db.get('newReleases', String(b.id ?? ''));
        if (!n) return fail(404);
        const status = Number(b.status);
        if (status !== 1 && status !== 2) return badRequest('status 只能是 1 或 2');
        const at = now();
        db.update('newReleases', n.id, {
          status,
          auditTime: at,
          pushTime: status === 1 ? at : undefined,
          auditRemark: status === 2 && given(b.auditRemark) ? String(b.auditRemark) : undefined,
        });
        return ok(true);
      }),
      // ------------------------------------------------------------ Release relevancy
      get('/api/ReleaseRelevancy/getAllByReleaseId', ({ request }) => {
        const releaseId = query(request)('releaseId');
        const rows = db.find('releaseRelevancies', (x) => same(x.releaseId, releaseId)).map(relevancyOut);
        return ok(sortBy(rows, [...SHOW_INDEX, ...OLDEST_FIRST]));
      }),
      put('/api/ReleaseRelevancy', async ({ request }) => {
        const { b } = await read(request);
        return db.update('releaseRelevancies', String(b.id ?? ''), pickInput(b, ['remark', 'showIndex'])) ? ok(true) : fail(404);
      }),
      del('/api/ReleaseRelevancy', ({ request }) => (db.remove('releaseRelevancies', query(request)('id') ?? '') ? ok(true) : fail(404))),
      post('/api/ReleaseRelevancy/listAdd', async ({ request }) => {
        const { b } = await read(request);
        const n = db.get('newReleases', String(b.releaseId ?? ''));
        if (!n) return badRequest('新品发布不存在');
        const existing = db.find('releaseRelevancies', (x) => same(x.releaseId, n.id));
        let showIndex = existing.reduce((max, x) => Math.max(max, Number(x.showIndex ?? 0)), 0);
        for (const id of Array.isArray(b.productIds) ? (b.productIds as unknown[]) : []) {
          const p = db.get('products', String(id));
          // Products already related are skipped.
          if (!p || p.isDeleted || existing.some((x) => same(x.productId, p.id))) continue;
          const row = db.insert('releaseRelevancies', {
            releaseId: n.id,
            productId: p.id,
            productName: p.name,
            compId: p.compId,
            pushStatus: 0,
            showIndex: ++showIndex,
            createTime: now(),
          });
          existing.push(row);
        }
        return ok(true);
      }),
      post('/api/ReleaseRelevancy/listPush', relevancyPush(1)),
      post('/api/ReleaseRelevancy/listCancelPush', relevancyPush(0)),
      // ------------------------------------------------------------ Mini-programme codes
      get('/api/WeAppSmallCode', ({ request }) => {
        const q = query(request);
        const collection = TARGETS[Number(q('targetType'))];
        if (collection && !db.get(collection, q('targetId'))) return fail(404);
        const scene = String(q('scene') ?? '').replace(/[^0-9A-Za-z]/g, '');
        return ok(mediaUrl('qrcode', `小程序码 ${scene || String(q('targetId')).slice(0, 8)}`));
      }),
      post('/api/WeAppSmallCode/GetListSpectatorChannel', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.exhibitionId)) return badRequest('缺少参数 exhibitionId');
        const rows = db
          .find('spectatorChannels', (c) => same(c.exhibitionId, b.exhibitionId) && hasKeyword(b.keyword, c.name, c.scene))
          .map((c) => project<SpectatorChannel>(c, CHANNEL));
        return ok(sortBy(rows, SHOW_INDEX));
      }),
    ];
  },
};

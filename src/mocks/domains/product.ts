/**
 * Products, product groups, comments, applications and view statistics; the host's product-tag
 * dictionary (ProTag) with its audit log and counts; authorisation types and certificate qualities.
 * Also the list, projection and filter helpers the release and activity domains share.
 */
import type { CollectionName } from '../collections';
import type {
  JoinMatching,
  ProAuth,
  ProCertificateQuality,
  Product,
  ProductApply,
  ProductComment,
  ProductGroup,
  ProductTagAuditLog,
  ProductTagBind,
  ProductTagCount,
  ProductViewLog,
  ProductViewStat,
  ProTag,
} from '@gen/api/model';
import { now } from '../crud';
import { paginate, type MockDb, type MockRecord, type PageQuery } from '../db';
import { currentUser, type MockDomain } from '../domain';
import { exhibitCategories, parseJson, seedProductDomain } from '../data/products';
import { mediaUrl } from '../media';
import { body, fail, ok, query, type Info } from '../respond';
import { del, get, post, put } from '../route';

// ---------------------------------------------------------------------------------------------
// Shared helpers (release.ts and activity.ts use them too)
// ---------------------------------------------------------------------------------------------

export type Row = MockRecord;
export type Body = Record<string, unknown> & PageQuery;
type Sorts = NonNullable<PageQuery['sorts']>;

/**
 * The fields of a model type, checked by the compiler: every field of T must be listed, and
 * nothing else. Answers are built from these lists, so they carry exactly the model's fields.
 */
export function fieldsOf<T>() {
  return <const K extends readonly (keyof T)[]>(keys: K & ([Exclude<keyof T, K[number]>] extends [never] ? unknown : { missing: Exclude<keyof T, K[number]> })) =>
    keys as readonly (keyof T)[];
}

/** A stored row in answer form: the model's fields only, computed ones on top, no undefined or null. */
export function project<T>(row: object, keys: readonly (keyof T)[], computed: { [K in keyof T]?: T[K] | undefined } = {}): T {
  const out: Record<string, unknown> = {};
  for (const key of keys as readonly string[]) {
    const value = key in computed ? (computed as Record<string, unknown>)[key] : (row as Record<string, unknown>)[key];
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out as T;
}

/** The body's fields among `keys` (an input whitelist); absent ones are left out. */
export function pickInput(b: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (b[key] !== undefined) out[key] = b[key];
  return out;
}

export const CREATED_DESC: Sorts = [{ propertyName: 'createTime', ascending: false }];
const ISO = /^\d{4}-\d{2}-\d{2}T/;

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string' && ISO.test(a) && ISO.test(b)) return Date.parse(a) - Date.parse(b);
  return String(a).localeCompare(String(b), 'zh-CN');
}

/** Sorts rows by the given properties (names matched case-insensitively; dates compared as instants). */
export function sortBy<T extends object>(rows: T[], sorts: Sorts): T[] {
  const value = (row: T, name: string) => {
    const key = Object.keys(row).find((k) => k.toLowerCase() === name.toLowerCase());
    return key === undefined ? undefined : (row as Record<string, unknown>)[key];
  };
  return [...rows].sort((a, b) => {
    for (const { propertyName, ascending } of sorts) {
      const cmp = compare(value(a, propertyName), value(b, propertyName));
      if (cmp !== 0) return ascending ? cmp : -cmp;
    }
    return 0;
  });
}

/** A page answer: the request's sorts or `defaultSorts` (createTime descending), then its page. */
export function pageOf<T extends object>(rows: T[], b: Body, defaultSorts: Sorts = CREATED_DESC, defaultPageSize = 10) {
  const sorts = b.sorts?.length ? b.sorts : defaultSorts;
  return ok(paginate(sortBy(rows, sorts), b, defaultPageSize));
}

/** Ids and codes compared as ASP.NET does: case-insensitively. */
export const same = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
/** Whether a filter value was given (absent, null, '' and -1 mean "any"). */
export const given = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== -1 && v !== '-1';
/** A row field equals the filter, or the filter is not given. */
export const matches = (value: unknown, filter: unknown) => !given(filter) || same(value, filter);

export function asBool(v: unknown): boolean | undefined {
  if (v === true || v === 'true' || v === 1 || v === '1') return true;
  if (v === false || v === 'false' || v === 0 || v === '0') return false;
  return undefined;
}

export function inRange(value: unknown, start: unknown, end: unknown): boolean {
  const t = Date.parse(String(value ?? ''));
  if (given(start) && !(t >= Date.parse(String(start)))) return false;
  if (given(end) && !(t <= Date.parse(String(end)))) return false;
  return true;
}

export function hasKeyword(keyword: unknown, ...texts: unknown[]): boolean {
  if (!given(keyword)) return true;
  const k = String(keyword).toLowerCase();
  return texts.some((t) => String(t ?? '').toLowerCase().includes(k));
}

/** The signed-in user as a commenter: their name and company. */
export function commenter(db: MockDb, request: Request) {
  const account = currentUser(db, request);
  const company = account?.compId ? db.get('companies', String(account.compId)) : undefined;
  return {
    account,
    userId: account?.id,
    userName: String(account?.realName ?? account?.nickName ?? account?.userName ?? '访客'),
    avatar: mediaUrl('avatar', String(account?.realName ?? account?.nickName ?? account?.userName ?? '访客')),
    compId: company?.id,
    companyName: company ? String(company.name) : undefined,
  };
}

/**
 * Comments on a product, release or activity: a new comment (or a reply to one of the same
 * thread) by the signed-in user, and deletion of a comment with its replies.
 */
export function commentThread(db: MockDb, collection: CollectionName) {
  return {
    async add(request: Request, b: Body, fields: Record<string, unknown>) {
      if (!String(b.content ?? '').trim()) return badRequest('请填写评论内容');
      const parent = given(b.parentId) ? db.get(collection, String(b.parentId)) : undefined;
      if (given(b.parentId) && !parent) return badRequest('回复的评论不存在');
      const who = commenter(db, request);
      const row = db.insert(collection, {
        ...fields,
        parentId: parent?.id,
        userId: who.userId,
        userName: who.userName,
        avatar: who.avatar,
        companyName: who.companyName,
        content: String(b.content).trim(),
        createTime: now(),
      });
      return ok(row.id);
    },
    remove: ({ request }: Info) => {
      const c = db.get(collection, query(request)('id'));
      if (!c) return fail(404);
      for (const reply of db.find(collection, (r) => same(r.parentId, c.id))) db.remove(collection, reply.id);
      db.remove(collection, c.id);
      return ok(true);
    },
  };
}

/** The exhibitions of the host (agent) a request is for: the body's agentId, else the signed-in host's. */
export function agentExhibitions(db: MockDb, request: Request, b: Body): Set<string> | undefined {
  const agentId = given(b.agentId) ? b.agentId : currentUser(db, request)?.agentId;
  if (!given(agentId)) return undefined;
  return new Set(db.find('exhibitions', (e) => same(e.agentId, agentId)).map((e) => e.id.toLowerCase()));
}

/** A company's join of an exhibition (or its default join when no exhibition is named). */
export function joinOf(db: MockDb, compId: unknown, exhibitionId?: unknown): Row | undefined {
  const joins = db.find('joins', (j) => same(j.compId, compId));
  if (given(exhibitionId)) return joins.find((j) => same(j.exhibitionId, exhibitionId));
  return joins.find((j) => j.isDefault) ?? joins[0];
}

export const companyName = (db: MockDb, compId: unknown) => {
  const company = db.get('companies', String(compId ?? ''));
  return company ? String(company.name) : undefined;
};

/**
 * The exhibit category a request names, with its sub-categories, as a test of Product.category
 * entries: by id, or by name (the demo's own categories and the host's category tree, collection
 * `categories`, share their top-level names).
 */
export function categoryScope(db: MockDb, categoryId: unknown): (entry: { id?: unknown; name?: unknown } | null | undefined) => boolean {
  const idSet = new Set([String(categoryId ?? '').toLowerCase()]);
  const names = new Set<string>();
  const own = exhibitCategories.find((c) => same(c.id, categoryId));
  if (own) names.add(own.name);
  const walk = (row: Row, depth: number) => {
    idSet.add(row.id.toLowerCase());
    names.add(String(row.name));
    if (depth < 10) for (const child of db.find('categories', (c) => same(c.parentId, row.id))) walk(child, depth + 1);
  };
  const host = db.get('categories', String(categoryId ?? ''));
  if (host) walk(host, 0);
  return (entry) => idSet.has(String(entry?.id ?? '').toLowerCase()) || names.has(String(entry?.name ?? ''));
}

/** The name of an exhibit category: the demo's own, or the host's (`categories`). */
export function categoryName(db: MockDb, categoryId: unknown): string | undefined {
  const own = exhibitCategories.find((c) => same(c.id, categoryId));
  const host = own ? undefined : db.get('categories', String(categoryId ?? ''));
  return own?.name ?? (host ? String(host.name) : undefined);
}

/** Reads a JSON body and the request's query parameters. */
export async function read(request: Request) {
  return { b: await body<Body>(request), q: query(request) };
}

export const badRequest = (message: string) => fail(400, message);

// ---------------------------------------------------------------------------------------------
// Models
// ---------------------------------------------------------------------------------------------

const PRODUCT = fieldsOf<Product>()([
  'id', 'compId', 'compName', 'exhibitionId', 'joinId', 'name', 'nameEn', 'model', 'price', 'banner', 'video', 'category', 'styleId',
  'introduction', 'introductionEn', 'exhibitIntroductType', 'tags', 'auths', 'qualities', 'channels', 'sectionOffices', 'groupId', 'groupName', 'applyStart', 'applyEnd', 'isShow', 'topic',
  'showIndex', 'isDeleted', 'viewCount', 'createTime', 'updateTime',
]);
const PRODUCT_INPUT = [
  'compId', 'exhibitionId', 'joinId', 'name', 'nameEn', 'model', 'price', 'banner', 'video', 'category', 'styleId', 'introduction',
  'introductionEn', 'exhibitIntroductType', 'tags', 'auths', 'qualities', 'channels', 'sectionOffices', 'groupId', 'applyStart', 'applyEnd', 'isShow', 'showIndex',
] as const;
const GROUP = fieldsOf<ProductGroup>()(['id', 'compId', 'name', 'nameEn', 'cover', 'description', 'productIds', 'productCount', 'isShow', 'showIndex', 'createTime', 'updateTime']);
const GROUP_INPUT = ['compId', 'name', 'nameEn', 'cover', 'description', 'isShow', 'showIndex'] as const;
const COMMENT = fieldsOf<ProductComment>()(['id', 'productId', 'productName', 'compId', 'parentId', 'userId', 'userName', 'avatar', 'companyName', 'content', 'isShow', 'createTime']);
const APPLY = fieldsOf<ProductApply>()(['id', 'productId', 'productName', 'compId', 'userId', 'name', 'phone', 'email', 'companyName', 'jobTitle', 'quantity', 'remark', 'createTime']);
const VIEW_LOG = fieldsOf<ProductViewLog>()([
  'id', 'productId', 'productName', 'activityId', 'releaseId', 'companyId', 'userId', 'userName', 'phoneNumber', 'companyName', 'jobTitle',
  'shareCount', 'collectCount', 'inTime', 'stayDuration',
]);
const VIEW_STAT = fieldsOf<ProductViewStat>()(['productId', 'productName', 'banner', 'viewCount', 'visitorCount', 'shareCount', 'collectCount', 'lastViewTime']);
const TAG_COUNT = fieldsOf<ProductTagCount>()([
  'id', 'exhibitionId', 'tagId', 'tagName', 'tagNameEn', 'parentTagId', 'parentTagName', 'productCount', 'compCount', 'viewCount', 'showIndex', 'updateTime',
]);
const TAG_BIND = fieldsOf<ProductTagBind>()(['id', 'tagId', 'tagName', 'productId', 'productName', 'compId', 'compName', 'createTime']);
const TAG_AUDIT = fieldsOf<ProductTagAuditLog>()([
  'id', 'exhibitionId', 'compId', 'compName', 'productId', 'productName', 'tagIds', 'tagNames', 'auditStatus', 'auditRemark', 'auditTime', 'auditorName', 'createTime',
]);
const MATCHING = fieldsOf<JoinMatching>()([
  'id', 'compId', 'joinId', 'exhibitionId', 'exhibitionName', 'matchCompId', 'matchJoinId', 'matchCompanyName', 'matchCompanyLogo', 'matchIndustryName',
  'matchHallName', 'matchBoothNo', 'matchScore', 'matchReason', 'createTime',
]);
const PRO_TAG = fieldsOf<ProTag>()(['id', 'parentId', 'name', 'nameEn', 'level', 'icon', 'isShow', 'showIndex', 'createTime', 'children']);
const PRO_TAG_INPUT = ['parentId', 'name', 'nameEn', 'icon', 'isShow', 'showIndex'] as const;
const PRO_AUTH = fieldsOf<ProAuth>()(['id', 'name', 'nameEn', 'icon', 'description', 'isShow', 'showIndex', 'createTime']);
const PRO_AUTH_INPUT = ['name', 'nameEn', 'icon', 'description', 'isShow', 'showIndex'] as const;
const QUALITY = fieldsOf<ProCertificateQuality>()(['id', 'name', 'nameEn', 'icon', 'isShow', 'showIndex']);

const SHOW_INDEX: Sorts = [{ propertyName: 'showIndex', ascending: true }];

interface TagRef {
  id?: string;
  name?: string;
}

// ---------------------------------------------------------------------------------------------
// The domain
// ---------------------------------------------------------------------------------------------

export const productDomain: MockDomain = {
  name: 'product',
  seed: (seeded) => seedProductDomain(seeded.companies ?? [], seeded.joins ?? []),
  handlers: (db) => {
    const productComments = commentThread(db, 'productComments');
    const live = (p: Row | undefined): p is Row => Boolean(p) && !p!.isDeleted;
    const product = (id: unknown) => {
      const p = db.get('products', String(id ?? ''));
      return live(p) ? p : undefined;
    };
    const viewCounts = () => {
      const counts = new Map<string, number>();
      for (const l of db.all('productViewLogs')) counts.set(String(l.productId), (counts.get(String(l.productId)) ?? 0) + 1);
      return counts;
    };
    const productOut = (views = viewCounts()) => (p: Row): Product => {
      const group = p.groupId ? db.get('productGroups', String(p.groupId)) : undefined;
      return project<Product>(p, PRODUCT, {
        compName: companyName(db, p.compId) ?? (p.compName as string | undefined),
        groupId: group?.id,
        groupName: group ? String(group.name) : undefined,
        viewCount: views.get(p.id) ?? 0,
      });
    };
    /** The `{ id, name }` entries of a JSON-text field (tags, channels, section offices). */
    const refsOf = (text: unknown): TagRef[] => {
      const parsed = parseJson<unknown>(text, []);
      return Array.isArray(parsed) ? parsed.filter((t): t is TagRef => Boolean(t) && typeof t === 'object') : [];
    };
    const tagsOf = (p: Row) => refsOf(p.tags);
    const hasTag = (p: Row, tag: { id?: unknown; name?: unknown }) =>
      tagsOf(p).some((t) => (given(tag.id) && same(t.id, tag.id)) || (given(tag.name) && t.name === tag.name));

    /** The ProductFilter of 001: each call requires the filter it is named after. */
    const productFilter = (b: Body) => {
      const inCategory = given(b.categoryId) ? categoryScope(db, b.categoryId) : undefined;
      return (p: Row) =>
        matches(p.compId, b.compId) &&
        matches(p.exhibitionId, b.exhibitionId) &&
        matches(p.joinId, b.joinId) &&
        matches(p.groupId, b.groupId) &&
        (!inCategory || parseJson<TagRef[]>(p.category, []).some(inCategory)) &&
        hasKeyword(b.name, p.name, p.nameEn) &&
        (asBool(b.isShow) === undefined || Boolean(p.isShow) === asBool(b.isShow)) &&
        (!given(b.topic) || Number(p.topic) === Number(b.topic)) &&
        (!given(b.tag) || hasTag(p, { name: b.tag })) &&
        (!given(b.channelId) || refsOf(p.channels).some((r) => same(r.id, b.channelId))) &&
        (!given(b.sectionOfficeId) || refsOf(p.sectionOffices).some((r) => same(r.id, b.sectionOfficeId)));
    };

    const productRows = (b: Body, extra: (p: Row) => boolean = () => true) => {
      const views = viewCounts();
      return db
        .all('products')
        .filter((p) => !p.isDeleted)
        .filter(productFilter(b))
        .filter(extra)
        .map(productOut(views))
        .filter((p) => hasKeyword(b.keyword, p.name, p.nameEn, p.model, p.compName));
    };

    /** A paged product list; `required` names the filter the call cannot go without. */
    const productPage =
      (required: string) =>
      async ({ request }: Info) => {
        const { b } = await read(request);
        if (!given(b[required])) return badRequest(`缺少参数 ${required}`);
        return pageOf(productRows(b), b);
      };

    const groupOut = (g: Row): ProductGroup => {
      const members = db.find('products', (p) => !p.isDeleted && same(p.groupId, g.id));
      return project<ProductGroup>(g, GROUP, { productIds: members.map((p) => p.id), productCount: members.length });
    };
    /** Makes `productIds` the members of a group: those join it, the others leave it. */
    const setMembers = (groupId: string, productIds: unknown) => {
      if (!Array.isArray(productIds)) return;
      const wanted = new Set(productIds.map((id) => String(id).toLowerCase()));
      for (const p of db.all('products')) {
        const inGroup = same(p.groupId, groupId);
        const want = wanted.has(p.id.toLowerCase());
        if (want && !inGroup) db.update('products', p.id, { groupId });
        if (!want && inGroup) db.update('products', p.id, { groupId: undefined });
      }
    };

    // Tags
    const tagOut = (t: Row, withChildren = false): ProTag => {
      const children = withChildren
        ? sortBy(db.find('proTags', (c) => same(c.parentId, t.id)), SHOW_INDEX).map((c) => tagOut(c, true))
        : undefined;
      return project<ProTag>(t, PRO_TAG, { children });
    };
    const tagNamed = (id: unknown) => db.get('proTags', String(id ?? ''));
    const descendants = (id: string): string[] =>
      db.find('proTags', (t) => same(t.parentId, id)).flatMap((c) => [c.id, ...descendants(c.id)]);

    /** Usage counts of the dictionary's tags over `products`. */
    const tagCounts = (products: Row[], exhibitionId: unknown, onlyUsed: boolean): ProductTagCount[] => {
      const views = viewCounts();
      const tags = db.all('proTags');
      const isParent = (t: Row) => tags.some((c) => same(c.parentId, t.id));
      return tags
        .filter((t) => !isParent(t))
        .map((t) => {
          const tagged = products.filter((p) => hasTag(p, t));
          const parent = t.parentId ? tagNamed(t.parentId) : undefined;
          const latest = tagged.map((p) => String(p.updateTime ?? p.createTime)).sort((a, b) => compare(a, b)).at(-1);
          return project<ProductTagCount>(t, TAG_COUNT, {
            id: t.id,
            exhibitionId: given(exhibitionId) ? String(exhibitionId) : undefined,
            tagId: t.id,
            tagName: String(t.name),
            tagNameEn: t.nameEn as string | undefined,
            parentTagId: parent?.id,
            parentTagName: parent ? String(parent.name) : undefined,
            productCount: tagged.length,
            compCount: new Set(tagged.map((p) => String(p.compId).toLowerCase())).size,
            viewCount: tagged.reduce((sum, p) => sum + (views.get(p.id) ?? 0), 0),
            updateTime: latest ?? (t.createTime as string | undefined),
          });
        })
        .filter((c) => !onlyUsed || c.productCount > 0);
    };

    // Tag audits
    const auditOut = (a: Row): ProductTagAuditLog => {
      const p = db.get('products', String(a.productId ?? ''));
      const tagIds = Array.isArray(a.tagIds) ? (a.tagIds as string[]) : [];
      return project<ProductTagAuditLog>(a, TAG_AUDIT, {
        compName: companyName(db, a.compId),
        productName: p ? String(p.name) : undefined,
        tagIds,
        tagNames: tagIds.map((id) => tagNamed(id)).filter(Boolean).map((t) => String(t!.name)),
      });
    };
    /** Records the host's audit; a pass binds the submitted tags to the product. */
    const audit = (a: Row, auditStatus: number, remark: unknown, request: Request) => {
      const auditor = currentUser(db, request);
      db.update('productTagAuditLogs', a.id, {
        auditStatus,
        auditRemark: given(remark) ? String(remark) : a.auditRemark,
        auditTime: auditStatus === 0 ? undefined : now(),
        auditorName: auditStatus === 0 ? undefined : String(auditor?.realName ?? '展会运营部'),
      });
      if (auditStatus === 1) {
        const tags = (Array.isArray(a.tagIds) ? (a.tagIds as string[]) : []).map((id) => tagNamed(id)).filter(Boolean) as Row[];
        db.update('products', String(a.productId), { tags: JSON.stringify(tags.map((t) => ({ id: t.id, name: t.name }))), updateTime: now() });
      }
    };

    return [
      // ------------------------------------------------------------ Product tags (ProTag)
      get('/api/ProTag/GetListAndChildren', () =>
        ok(sortBy(db.find('proTags', (t) => !given(t.parentId)), SHOW_INDEX).map((t) => tagOut(t, true))),
      ),
      get('/api/ProTag', ({ request }) => {
        const t = tagNamed(query(request)('id'));
        return t ? ok(tagOut(t)) : fail(404);
      }),
      post('/api/ProTag', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.name)) return badRequest('请填写标签名称');
        const parent = given(b.parentId) ? tagNamed(b.parentId) : undefined;
        if (given(b.parentId) && !parent) return badRequest('上级标签不存在');
        const siblings = db.find('proTags', (t) => (parent ? same(t.parentId, parent.id) : !given(t.parentId)));
        const row = db.insert('proTags', {
          isShow: true,
          showIndex: siblings.length + 1,
          ...pickInput(b, PRO_TAG_INPUT),
          parentId: parent?.id,
          level: parent ? Number(parent.level) + 1 : 1,
          createTime: now(),
        });
        return ok(row.id);
      }),
      put('/api/ProTag', async ({ request }) => {
        const { b } = await read(request);
        const t = tagNamed(b.id);
        if (!t) return fail(404);
        const patch = pickInput(b, PRO_TAG_INPUT);
        if (given(b.parentId)) {
          const parent = tagNamed(b.parentId);
          if (!parent || parent.id === t.id || descendants(t.id).includes(parent.id)) return badRequest('上级标签无效');
          patch.level = Number(parent.level) + 1;
        }
        db.update('proTags', t.id, patch);
        return ok(true);
      }),
      del('/api/ProTag', ({ request }) => {
        const t = tagNamed(query(request)('id'));
        if (!t) return fail(404);
        for (const id of [t.id, ...descendants(t.id)]) db.remove('proTags', id);
        return ok(true);
      }),
      // ------------------------------------------------------------ Authorisations and qualities
      get('/api/ProAuth/GetList', () => ok(sortBy(db.all('proAuths'), SHOW_INDEX).map((a) => project<ProAuth>(a, PRO_AUTH)))),
      get('/api/ProAuth', ({ request }) => {
        const a = db.get('proAuths', query(request)('id'));
        return a ? ok(project<ProAuth>(a, PRO_AUTH)) : fail(404);
      }),
      post('/api/ProAuth', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.name)) return badRequest('请填写授权类型名称');
        const row = db.insert('proAuths', { isShow: true, showIndex: db.all('proAuths').length + 1, ...pickInput(b, PRO_AUTH_INPUT), createTime: now() });
        return ok(row.id);
      }),
      put('/api/ProAuth', async ({ request }) => {
        const { b } = await read(request);
        return db.update('proAuths', String(b.id ?? ''), pickInput(b, PRO_AUTH_INPUT)) ? ok(true) : fail(404);
      }),
      del('/api/ProAuth', ({ request }) => (db.remove('proAuths', query(request)('id') ?? '') ? ok(true) : fail(404))),
      get('/api/ProCertificateQualities/GetList', () =>
        ok(sortBy(db.all('proQualities'), SHOW_INDEX).map((q) => project<ProCertificateQuality>(q, QUALITY))),
      ),
      // ------------------------------------------------------------ Products
      post('/api/product/GetByCompId', productPage('compId')),
      post('/api/product/GetByAgent', async ({ request }) => {
        const { b } = await read(request);
        const exhibitionIds = agentExhibitions(db, request, b);
        return pageOf(productRows(b, (p) => !exhibitionIds || exhibitionIds.has(String(p.exhibitionId ?? '').toLowerCase())), b);
      }),
      post('/api/product/GetBackEndByExhibition', productPage('exhibitionId')),
      post('/api/product/GetPagedListByGroupId', productPage('groupId')),
      post('/api/Product/getByCategoryId', productPage('categoryId')),
      post('/short/api/product/GetByExhibitionLive', async ({ request }) => {
        const { b, q } = await read(request);
        const filter: Body = { ...b, isShow: true, topic: q('topic') ?? b.topic, tag: q('tag') ?? b.tag };
        const openForApply = q('apply') === '1';
        const t = Date.now();
        return pageOf(
          productRows(filter, (p) => !openForApply || (Date.parse(String(p.applyStart)) <= t && t <= Date.parse(String(p.applyEnd)))),
          b,
        );
      }),
      post('/api/product/GetAllByCompId', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.compId)) return badRequest('缺少参数 compId');
        return ok(sortBy(productRows(b), CREATED_DESC));
      }),
      post('/api/Product/GetAllByChannelId', async ({ request }) => {
        const { b, q } = await read(request);
        const channelId = q('LiveChannelId');
        const activity = db.find('activities', (a) => given(channelId) && String(a.liveChannelId ?? '') === channelId)[0];
        if (!activity) return ok([]);
        const filter: Body = { isShow: true, ...b, compId: activity.companyId ?? activity.compId };
        return ok(sortBy(productRows(filter), CREATED_DESC));
      }),
      get('/api/Product', ({ request }) => {
        const p = product(query(request)('id'));
        return p ? ok(productOut()(p)) : fail(404);
      }),
      post('/api/Product', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.compId)) return badRequest('缺少参数 compId');
        if (!String(b.name ?? '').trim()) return badRequest('请填写产品名称');
        const join = given(b.joinId) ? db.get('joins', String(b.joinId)) : joinOf(db, b.compId, b.exhibitionId);
        const row = db.insert('products', {
          styleId: 0,
          exhibitIntroductType: '0',
          isShow: true,
          showIndex: 0,
          ...pickInput(b, PRODUCT_INPUT),
          compName: companyName(db, b.compId),
          exhibitionId: given(b.exhibitionId) ? b.exhibitionId : join?.exhibitionId,
          joinId: join?.id ?? (given(b.joinId) ? b.joinId : undefined),
          topic: 0,
          isDeleted: false,
          createTime: now(),
        });
        return ok(row.id);
      }),
      put('/api/Product', async ({ request }) => {
        const { b } = await read(request);
        const p = product(b.id);
        if (!p) return fail(404);
        if (b.name !== undefined && !String(b.name).trim()) return badRequest('请填写产品名称');
        db.update('products', p.id, { ...pickInput(b, PRODUCT_INPUT), compName: companyName(db, b.compId ?? p.compId), updateTime: now() });
        return ok(true);
      }),
      del('/api/Product', ({ request }) => {
        const p = product(query(request)('id'));
        if (!p) return fail(404);
        // Soft delete: the record keeps isDeleted true and leaves every list.
        db.update('products', p.id, { isDeleted: true, updateTime: now() });
        return ok(true);
      }),
      put('/api/product/SetShow', async ({ request }) => {
        const { b } = await read(request);
        const p = product(b.id);
        const isShow = asBool(b.isShow);
        if (!p) return fail(404);
        if (isShow === undefined) return badRequest('缺少参数 isShow');
        db.update('products', p.id, { isShow, updateTime: now() });
        return ok(true);
      }),
      put('/api/Product/SetTopic', async ({ request }) => {
        const { b } = await read(request);
        const p = product(b.id);
        if (!p) return fail(404);
        const topic = Number(b.topic);
        if (topic !== 0 && topic !== 1) return badRequest('topic 只能是 0 或 1');
        db.update('products', p.id, { topic, updateTime: now() });
        return ok(true);
      }),
      // ------------------------------------------------------------ View statistics
      post('/api/ProductViewLog/GetByProId2', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.productId)) return badRequest('缺少参数 productId');
        const p = db.get('products', String(b.productId));
        const rows = db
          .find('productViewLogs', (l) => same(l.productId, b.productId) && inRange(l.inTime, b.startTime, b.endTime))
          .map((l) => project<ProductViewLog>(l, VIEW_LOG, { productName: p ? String(p.name) : undefined }))
          .filter((l) => hasKeyword(b.keyword, l.userName, l.companyName, l.phoneNumber, l.jobTitle));
        return pageOf(rows, b, [{ propertyName: 'inTime', ascending: false }]);
      }),
      post('/api/ProductTagCount/GetViewLogByProduct', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.compId)) return badRequest('缺少参数 compId');
        const products = db.find('products', (p) => !p.isDeleted && same(p.compId, b.compId) && matches(p.exhibitionId, b.exhibitionId) && matches(p.id, b.productId));
        const logs = db.find('productViewLogs', (l) => inRange(l.inTime, b.startTime, b.endTime));
        const rows = products
          .filter((p) => hasKeyword(b.keyword, p.name, p.model))
          .map((p) => {
            const mine = logs.filter((l) => same(l.productId, p.id));
            const last = mine.map((l) => String(l.inTime)).sort((x, y) => compare(x, y)).at(-1);
            return project<ProductViewStat>(p, VIEW_STAT, {
              productId: p.id,
              productName: String(p.name),
              banner: p.banner as string | undefined,
              viewCount: mine.length,
              visitorCount: new Set(mine.map((l) => String(l.userId))).size,
              shareCount: mine.reduce((s, l) => s + Number(l.shareCount ?? 0), 0),
              collectCount: mine.reduce((s, l) => s + Number(l.collectCount ?? 0), 0),
              lastViewTime: last,
            });
          });
        return pageOf(rows, b, [{ propertyName: 'viewCount', ascending: false }, { propertyName: 'productName', ascending: true }]);
      }),
      // ------------------------------------------------------------ Matchmaking (joinMatching, seeded with the products)
      post('/api/joinMatching/GetByCompany', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.compId)) return badRequest('缺少参数 compId');
        const rows = db
          .find('joinMatchings', (m) => same(m.compId, b.compId) && matches(m.exhibitionId, b.exhibitionId))
          .filter((m) => hasKeyword(b.keyword, m.matchCompanyName, m.matchIndustryName, m.matchReason, m.matchBoothNo))
          .map((m) => project<JoinMatching>(m, MATCHING));
        return pageOf(rows, b, [{ propertyName: 'matchScore', ascending: false }, { propertyName: 'createTime', ascending: false }]);
      }),
      // ------------------------------------------------------------ Tag counts
      post('/api/ProductTagCount/GetAllByCompId', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.compId)) return badRequest('缺少参数 compId');
        const products = db.find('products', (p) => !p.isDeleted && same(p.compId, b.compId) && matches(p.exhibitionId, b.exhibitionId));
        return ok(sortBy(tagCounts(products, b.exhibitionId, true), [{ propertyName: 'productCount', ascending: false }, { propertyName: 'showIndex', ascending: true }]));
      }),
      post('/api/ProductTagCount/post', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.exhibitionId)) return badRequest('缺少参数 exhibitionId');
        const products = db.find('products', (p) => !p.isDeleted && same(p.exhibitionId, b.exhibitionId) && matches(p.compId, b.compId));
        const rows = tagCounts(products, b.exhibitionId, false).filter(
          (c) => matches(c.tagId, b.tagId) && matches(c.parentTagId, b.parentTagId) && hasKeyword(b.keyword, c.tagName, c.tagNameEn, c.parentTagName),
        );
        return pageOf(rows, b, [{ propertyName: 'productCount', ascending: false }, { propertyName: 'showIndex', ascending: true }]);
      }),
      get('/api/ProductTagCount/getAllBindsById', ({ request }) => {
        const t = tagNamed(query(request)('id'));
        if (!t) return fail(404);
        const binds = db
          .find('products', (p) => !p.isDeleted && hasTag(p, t))
          .map((p) =>
            project<ProductTagBind>(p, TAG_BIND, {
              id: p.id,
              tagId: t.id,
              tagName: String(t.name),
              productId: p.id,
              productName: String(p.name),
              compId: String(p.compId),
              compName: companyName(db, p.compId),
              createTime: String(p.updateTime ?? p.createTime),
            }),
          );
        return ok(sortBy(binds, CREATED_DESC));
      }),
      // ------------------------------------------------------------ Product groups
      get('/api/productGroup', ({ request }) => {
        const g = db.get('productGroups', query(request)('id'));
        return g ? ok(groupOut(g)) : fail(404);
      }),
      post('/api/productGroup', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.compId)) return badRequest('缺少参数 compId');
        if (!String(b.name ?? '').trim()) return badRequest('请填写分组名称');
        const count = db.find('productGroups', (g) => same(g.compId, b.compId)).length;
        const row = db.insert('productGroups', { isShow: true, showIndex: count + 1, ...pickInput(b, GROUP_INPUT), createTime: now() });
        setMembers(row.id, b.productIds);
        return ok(row.id);
      }),
      put('/api/productGroup', async ({ request }) => {
        const { b } = await read(request);
        const g = db.get('productGroups', String(b.id ?? ''));
        if (!g) return fail(404);
        db.update('productGroups', g.id, { ...pickInput(b, GROUP_INPUT), updateTime: now() });
        setMembers(g.id, b.productIds);
        return ok(true);
      }),
      del('/api/productGroup', ({ request }) => {
        const g = db.get('productGroups', query(request)('id'));
        if (!g) return fail(404);
        // The group's products stay, without a group.
        for (const p of db.find('products', (p) => same(p.groupId, g.id))) db.update('products', p.id, { groupId: undefined });
        db.remove('productGroups', g.id);
        return ok(true);
      }),
      post('/api/productGroup/GetByCompId', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.compId)) return badRequest('缺少参数 compId');
        const rows = db
          .find('productGroups', (g) => same(g.compId, b.compId) && (asBool(b.isShow) === undefined || Boolean(g.isShow) === asBool(b.isShow)))
          .filter((g) => hasKeyword(b.keyword, g.name, g.nameEn, g.description))
          .map(groupOut);
        return pageOf(rows, b);
      }),
      // ------------------------------------------------------------ Comments and applications
      post('/api/ProductComment/GetByProId', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.productId)) return badRequest('缺少参数 productId');
        const p = db.get('products', String(b.productId));
        const rows = db
          .find('productComments', (c) => same(c.productId, b.productId))
          .filter((c) => hasKeyword(b.keyword, c.content, c.userName, c.companyName))
          .map((c) => project<ProductComment>(c, COMMENT, { productName: p ? String(p.name) : undefined }));
        return pageOf(rows, b);
      }),
      post('/api/ProductComment', async ({ request }) => {
        const { b } = await read(request);
        const p = product(b.productId);
        if (!p) return badRequest('产品不存在或已删除');
        return productComments.add(request, b, { productId: p.id, compId: p.compId, isShow: true });
      }),
      del('/api/ProductComment', productComments.remove),
      post('/api/ProductApply/GetByProId', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.productId)) return badRequest('缺少参数 productId');
        const p = db.get('products', String(b.productId));
        const rows = db
          .find('productApplies', (a) => same(a.productId, b.productId))
          .filter((a) => hasKeyword(b.keyword, a.name, a.phone, a.companyName, a.email))
          .map((a) => project<ProductApply>(a, APPLY, { productName: p ? String(p.name) : undefined }));
        return pageOf(rows, b);
      }),
      // ------------------------------------------------------------ Product tag audit
      post('/api/ProductTagAuditLog', async ({ request }) => {
        const { b } = await read(request);
        const p = product(b.productId);
        if (!p) return badRequest('产品不存在或已删除');
        const tagIds = Array.isArray(b.tagIds) ? (b.tagIds as unknown[]).map(String) : [];
        if (!tagIds.length) return badRequest('请至少选择一个标签');
        if (tagIds.some((id) => !tagNamed(id))) return badRequest('标签不存在');
        const row = db.insert('productTagAuditLogs', {
          exhibitionId: b.exhibitionId ?? p.exhibitionId,
          compId: b.compId ?? p.compId,
          productId: p.id,
          tagIds,
          auditStatus: 0,
          createTime: now(),
        });
        return ok(row.id);
      }),
      put('/api/ProductTagAuditLog', async ({ request }) => {
        const { b } = await read(request);
        const a = db.get('productTagAuditLogs', String(b.id ?? ''));
        if (!a) return fail(404);
        if (Array.isArray(b.tagIds)) {
          const tagIds = (b.tagIds as unknown[]).map(String);
          if (!tagIds.length || tagIds.some((id) => !tagNamed(id))) return badRequest('标签不存在');
          db.update('productTagAuditLogs', a.id, { tagIds });
        }
        const status = b.auditStatus === undefined ? undefined : Number(b.auditStatus);
        if (status !== undefined && status !== Number(a.auditStatus)) audit(db.get('productTagAuditLogs', a.id)!, status, b.auditRemark, request);
        else if (b.auditRemark !== undefined) db.update('productTagAuditLogs', a.id, { auditRemark: String(b.auditRemark) });
        // Passed tags follow an edit of the tag list.
        else if (Number(a.auditStatus) === 1 && Array.isArray(b.tagIds)) audit(db.get('productTagAuditLogs', a.id)!, 1, undefined, request);
        return ok(true);
      }),
      get('/api/ProductTagAuditLog/getByCompId', ({ request }) => {
        const q = query(request);
        const rows = db.find('productTagAuditLogs', (a) => same(a.compId, q('compId')) && same(a.exhibitionId, q('exhibitionId'))).map(auditOut);
        return ok(sortBy(rows, CREATED_DESC));
      }),
      post('/api/ProductTagAuditLog/removeAuditByExId', async ({ request }) => {
        const { b } = await read(request);
        const pending = db.find('productTagAuditLogs', (a) => same(a.compId, b.compId) && same(a.exhibitionId, b.exhibitionId) && Number(a.auditStatus) === 0);
        for (const a of pending) db.remove('productTagAuditLogs', a.id);
        return ok(true);
      }),
      post('/api/ProductTagAuditLog/page', async ({ request }) => {
        const { b } = await read(request);
        if (!given(b.exhibitionId)) return badRequest('缺少参数 exhibitionId');
        const rows = db
          .find(
            'productTagAuditLogs',
            (a) =>
              same(a.exhibitionId, b.exhibitionId) &&
              matches(a.compId, b.compId) &&
              matches(a.productId, b.productId) &&
              (b.auditStatus === undefined || b.auditStatus === null || Number(a.auditStatus) === Number(b.auditStatus)) &&
              inRange(a.createTime, b.startTime, b.endTime),
          )
          .map(auditOut)
          .filter((a) => hasKeyword(b.keyword, a.compName, a.productName, ...(a.tagNames ?? [])));
        return pageOf(rows, b);
      }),
      post('/api/ProductTagAuditLog/auditAll', async ({ request }) => {
        const { b } = await read(request);
        const status = Number(b.auditStatus);
        if (status !== 1 && status !== 2) return badRequest('auditStatus 只能是 1 或 2');
        const targets = Array.isArray(b.ids)
          ? (b.ids as unknown[]).map((id) => db.get('productTagAuditLogs', String(id))).filter(Boolean)
          : db.find('productTagAuditLogs', (a) => Number(a.auditStatus) === 0 && matches(a.exhibitionId, b.exhibitionId));
        for (const a of targets as Row[]) audit(a, status, b.auditRemark, request);
        return ok(true);
      }),
      get('/api/ProductTagAuditLog/getByProductId', ({ request }) => {
        const productId = query(request)('ProductId');
        return ok(sortBy(db.find('productTagAuditLogs', (a) => same(a.productId, productId)).map(auditOut), CREATED_DESC));
      }),
      get('/api/ProductTagAuditLog/pass', ({ request }) => {
        const a = db.get('productTagAuditLogs', query(request)('id'));
        if (!a) return fail(404);
        audit(a, 1, undefined, request);
        return ok(true);
      }),
    ];
  },
};

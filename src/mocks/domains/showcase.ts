/**
 * The company's certificates (and certificate types), partners (cooperation), brands and cases
 * (examples) shown on its mini-site. Also the small entity helpers the showcase, company, news and
 * materials domains share: bodies keep only an entity's input fields, checks answer 400 in Chinese.
 */
import type { CollectionName } from '../collections';
import { getById, listPage, now, remove, toggle } from '../crud';
import { seedShowcase } from '../data/showcase';
import type { MockDb, MockRecord } from '../db';
import type { MockDomain } from '../domain';
import { body, fail, ok, type Info } from '../respond';
import { get, post, put, tableRoute, type PathOf } from '../route';

export type Body = Record<string, unknown>;

/** Lists of entities with an order field: showIndex first (smaller first), then newest first. */
export const SHOWN_ORDER = [
  { propertyName: 'showIndex', ascending: true },
  { propertyName: 'createTime', ascending: false },
];
export const NEWEST_FIRST = [{ propertyName: 'createTime', ascending: false }];

export const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The body's values of the given fields (undefined ones left out). */
export function pick(b: Body, fields: readonly string[]): Body {
  return Object.fromEntries(fields.filter((f) => b[f] !== undefined).map((f) => [f, b[f]]));
}

/** A row without the given internal fields, for answers. */
export function omit(row: MockRecord, fields: readonly string[]): MockRecord {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !fields.includes(k))) as MockRecord;
}

/** `请填写…` when empty, `…不能超过 n 个字` when too long, else undefined. */
export function needText(value: unknown, label: string, max: number, min = 1): string | undefined {
  const v = text(value);
  if (!v) return `请填写${label}`;
  if (v.length < min) return `${label}至少 ${min} 个字`;
  if (v.length > max) return `${label}不能超过 ${max} 个字`;
  return undefined;
}

export function optionalText(value: unknown, label: string, max: number): string | undefined {
  return typeof value === 'string' && value.length > max ? `${label}不能超过 ${max} 个字` : undefined;
}

export const firstProblem = (...problems: (string | undefined | false)[]) => problems.find((p): p is string => typeof p === 'string');

export function companyProblem(db: MockDb, compId: unknown): string | undefined {
  if (!compId) return '缺少企业 id（compId）';
  return db.get('companies', String(compId)) ? undefined : '企业不存在';
}

export interface EntitySpec {
  collection: CollectionName;
  /** Fields a create or update body may set (the entity's Input schema). */
  fields: readonly string[];
  /** Server defaults of a new row. */
  defaults?: (b: Body) => Body;
  /** A Chinese message when the (merged) row is not acceptable: answered as 400. */
  validate?: (row: Body, current?: MockRecord) => string | undefined;
  /** Server-managed fields recomputed on every save (display names of referenced ids, audit resets...). */
  derive?: (row: Body, current?: MockRecord) => Body;
  /** Whether the entity has updateTime. */
  updateTime?: boolean;
}

/** POST: a new row from the body's input fields; answers its id. */
export function createEntity(db: MockDb, spec: EntitySpec) {
  return async ({ request }: Info) => {
    const b = await body<Body>(request);
    const row: Body = { ...spec.defaults?.(b), ...pick(b, spec.fields), createTime: now() };
    const problem = spec.validate?.(row);
    if (problem) return fail(400, problem);
    const saved = db.insert(spec.collection, { ...row, ...spec.derive?.(row) });
    return ok(saved.id);
  };
}

/** PUT: the body's input fields over the row of `id`; 404 when there is none. */
export function updateEntity(db: MockDb, spec: EntitySpec) {
  return async ({ request }: Info) => {
    const b = await body<Body>(request);
    const current = db.get(spec.collection, text(b.id));
    if (!current || current.isDeleted) return fail(404);
    const row: Body = { ...current, ...pick(b, spec.fields) };
    const problem = spec.validate?.(row, current);
    if (problem) return fail(400, problem);
    db.update(spec.collection, current.id, { ...row, ...spec.derive?.(row, current), ...(spec.updateTime ? { updateTime: now() } : {}) });
    return ok(true);
  };
}

/** The contract's paths that have all four of GET ?id, POST, PUT and DELETE ?id. */
type CrudPath = PathOf<'get'> & PathOf<'post'> & PathOf<'put'> & PathOf<'delete'>;

/**
 * GET ?id, POST, PUT, DELETE ?id on one path of the contract. One spec serves several resources,
 * so the answers are checked when they run (tableRoute), not when they compile.
 */
export function crudRoutes(db: MockDb, path: CrudPath, spec: EntitySpec) {
  return [
    tableRoute('get', path, getById(db, spec.collection)),
    tableRoute('post', path, createEntity(db, spec)),
    tableRoute('put', path, updateEntity(db, spec)),
    tableRoute('delete', path, remove(db, spec.collection)),
  ];
}

/** Rows of a dictionary (certificate types, natures, business types), by showIndex. */
export function dictionary<C extends CollectionName>(db: MockDb, collection: C) {
  return () => ok(db.all(collection).filter((r) => !r.isDeleted).sort((a, b) => Number(a.showIndex ?? 0) - Number(b.showIndex ?? 0)));
}

/** Equality filters of a list body; `false` is a value, only absent/null/'' mean "any". */
export function bodyFilter(fields: readonly string[]) {
  return (row: MockRecord, b: Body) =>
    fields.every((f) => {
      const key = Object.keys(b).find((k) => k.toLowerCase() === f.toLowerCase());
      const value = key === undefined ? undefined : b[key];
      if (value === undefined || value === null || value === '') return true;
      return String(row[f]).toLowerCase() === String(value).toLowerCase();
    });
}

const CERTIFICATE = ['compId', 'certificateTypeId', 'name', 'nameEn', 'certificateNo', 'issuer', 'issueDate', 'expireDate', 'image', 'introduction', 'isShow', 'showIndex'];
const COOPERATION = ['compId', 'name', 'nameEn', 'logo', 'website', 'introduction', 'isShow', 'showIndex'];
const BRAND = ['compId', 'name', 'nameEn', 'logo', 'slogan', 'origin', 'trademarkNo', 'website', 'introduction', 'introductionEn', 'isShow', 'showIndex'];
const EXAMPLE = ['compId', 'title', 'titleEn', 'customerName', 'industryName', 'cover', 'summary', 'content', 'contentEn', 'completeDate', 'showIndex'];

const shownDefaults = () => ({ isShow: true, showIndex: 0 });

export const showcaseDomain: MockDomain = {
  name: 'showcase',
  seed: seedShowcase,
  handlers: (db) => {
    const certificate: EntitySpec = {
      collection: 'certificates',
      fields: CERTIFICATE,
      defaults: shownDefaults,
      updateTime: true,
      validate: (r) =>
        firstProblem(
          companyProblem(db, r.compId),
          needText(r.name, '证书名称', 100),
          !text(r.image) && '请上传证书图片',
          Boolean(r.certificateTypeId) && !db.get('certificateTypes', String(r.certificateTypeId)) && '证书类型不存在',
          Boolean(r.issueDate && r.expireDate) && String(r.expireDate) < String(r.issueDate) && '有效期截止日期不能早于发证日期',
        ),
      derive: (r) => {
        const type = db.get('certificateTypes', r.certificateTypeId as string | undefined);
        return { certificateTypeName: type?.name };
      },
    };
    const cooperation: EntitySpec = {
      collection: 'cooperations',
      fields: COOPERATION,
      defaults: shownDefaults,
      updateTime: true,
      validate: (r) => firstProblem(companyProblem(db, r.compId), needText(r.name, '合作伙伴名称', 100), optionalText(r.introduction, '合作介绍', 2000)),
    };
    const brand: EntitySpec = {
      collection: 'brands',
      fields: BRAND,
      defaults: (b) => ({ ...shownDefaults(), origin: b.origin ?? '中国' }),
      updateTime: true,
      validate: (r, current) =>
        firstProblem(
          companyProblem(db, r.compId),
          needText(r.name, '品牌名称', 100),
          optionalText(r.slogan, '品牌口号', 100),
          db.find('brands', (x) => x.compId === r.compId && x.id !== current?.id && text(x.name) === text(r.name)).length > 0 && `品牌“${text(r.name)}”已存在`,
        ),
    };
    const example: EntitySpec = {
      collection: 'examples',
      fields: EXAMPLE,
      defaults: () => ({ showIndex: 0 }),
      updateTime: true,
      validate: (r) => firstProblem(companyProblem(db, r.compId), needText(r.title, '案例标题', 100), optionalText(r.summary, '案例摘要', 500)),
    };
    return [
      // Certificates
      ...crudRoutes(db, '/api/Certificate', certificate),
      post('/api/Certificate/GetAllByCompId', listPage(db, 'certificates', {
        filter: bodyFilter(['compId', 'certificateTypeId', 'isShow']),
        keywordFields: ['name', 'nameEn', 'certificateNo', 'issuer'],
        sorts: SHOWN_ORDER,
      })),
      put('/api/Certificate/SetShow', toggle(db, 'certificates', 'isShow')),
      get('/api/certificateType/GetList', dictionary(db, 'certificateTypes')),
      // Partners (cooperation)
      ...crudRoutes(db, '/api/Cooperation', cooperation),
      post('/api/Cooperation/GetAllByCompId', listPage(db, 'cooperations', { filter: bodyFilter(['compId', 'isShow']), keywordFields: ['name', 'nameEn'], sorts: SHOWN_ORDER })),
      put('/api/Cooperation/SetShow', toggle(db, 'cooperations', 'isShow')),
      // Brands
      ...crudRoutes(db, '/api/brand', brand),
      post('/api/brand/GetAllByCompId', listPage(db, 'brands', { filter: bodyFilter(['compId', 'isShow']), keywordFields: ['name', 'nameEn', 'slogan'], sorts: SHOWN_ORDER })),
      put('/api/brand/SetShow', toggle(db, 'brands', 'isShow')),
      // Cases (examples): no show toggle
      ...crudRoutes(db, '/api/example', example),
      post('/api/example/GetAllByCompId', listPage(db, 'examples', { filter: bodyFilter(['compId']), keywordFields: ['title', 'titleEn', 'customerName', 'industryName'], sorts: SHOWN_ORDER })),
    ];
  },
};

/**
 * Host exhibition set-up beyond exhibitions and halls (those are core's): exhibit categories as a
 * tree, kinds with their linked categories, the exhibition plan (agenda) and terms (DeTerm).
 */
import type { CollectionRow, SeedRows } from '../collections';
import { create, update } from '../crud';
import { exhibitions, ids } from '../data/places';
import { seededId } from '../data/seed';
import { paginate, sortRows, type MockDb, type MockRecord } from '../db';
import type { MockDomain } from '../domain';
import { body, fail, ok, query } from '../respond';
import { del, get, post, put } from '../route';
import { buildTree, childrenOf, removeSubtree, ROOT_ID } from './reference-data';

/** Category groups: one classification tree per exhibition; the first is the default group. */
export const categoryGroups = {
  expo2026: seededId(0xca7e0005, 1),
  expo2025: seededId(0xca7e0005, 2),
  food2027: seededId(0xca7e0005, 3),
};

type Node = [name: string, nameEn: string, children?: Node[]];

const manufacturing: Node[] = [
  ['工业机器人', 'Industrial Robots', [
    ['协作机器人', 'Collaborative Robots', [['六轴协作机器人', 'Six-axis Cobots'], ['复合移动机器人', 'Mobile Manipulators']]],
    ['焊接机器人', 'Welding Robots'],
    ['搬运码垛机器人', 'Handling and Palletising Robots'],
    ['机器人核心零部件', 'Robot Core Components', [['减速器', 'Reducers'], ['伺服电机', 'Servo Motors'], ['控制器', 'Controllers']]],
  ]],
  ['数控机床', 'CNC Machine Tools', [
    ['加工中心', 'Machining Centres'],
    ['数控车床', 'CNC Lathes'],
    ['数控磨床', 'CNC Grinders'],
    ['数控系统', 'CNC Systems'],
  ]],
  ['激光设备', 'Laser Equipment', [
    ['激光切割机', 'Laser Cutting Machines'],
    ['激光焊接机', 'Laser Welding Machines'],
    ['激光打标机', 'Laser Marking Machines'],
  ]],
  ['智能仓储', 'Smart Warehousing', [
    ['AGV/AMR 移动机器人', 'AGV and AMR'],
    ['自动化立体库', 'Automated Storage and Retrieval'],
    ['仓储管理系统（WMS）', 'Warehouse Management Systems'],
    ['智能分拣设备', 'Smart Sorting Equipment'],
  ]],
];

const food: Node[] = [
  ['食品饮料', 'Food and Beverage', [['休闲食品', 'Snacks'], ['乳制品', 'Dairy'], ['酒水饮料', 'Drinks']]],
  ['餐饮设备', 'Catering Equipment', [['商用厨房设备', 'Commercial Kitchen Equipment'], ['烘焙设备', 'Bakery Equipment']]],
  ['食品机械与包装', 'Food Machinery and Packaging', [['包装机械', 'Packaging Machinery'], ['冷链设备', 'Cold-chain Equipment']]],
];

function categoryRows(exhibitionId: string, groupId: string, tree: Node[], prefix: number): MockRecord[] {
  const rows: MockRecord[] = [];
  let n = 0;
  const walk = (nodes: Node[], parentId: string, level: number) =>
    nodes.forEach(([name, nameEn, children], i) => {
      const id = seededId(prefix, ++n);
      rows.push({ id, exhibitionId, groupId, parentId, name, nameEn, level, showIndex: i + 1, createTime: '2026-05-12T10:00:00+08:00' });
      if (children) walk(children, id, level + 1);
    });
  walk(tree, ROOT_ID, 1);
  return rows;
}

export function seedHostExhibition(): SeedRows {
  const categories = [
    ...categoryRows(ids.exhibition2026, categoryGroups.expo2026, manufacturing, 0xca7e0001),
    ...categoryRows(ids.exhibition2025, categoryGroups.expo2025, manufacturing.map(([n, e]) => [n, e] as Node), 0xca7e0011),
    ...categoryRows(ids.exhibitionFood, categoryGroups.food2027, food, 0xca7e0021),
  ];
  const top = (exhibitionId: string, name: string) => categories.find((c) => c.exhibitionId === exhibitionId && c.name === name && c.level === 1)!.id;
  const kinds = [
    { name: '智能装备', nameEn: 'Intelligent Equipment', categoryIds: [top(ids.exhibition2026, '工业机器人'), top(ids.exhibition2026, '数控机床')] },
    { name: '激光与光电', nameEn: 'Laser and Photonics', categoryIds: [top(ids.exhibition2026, '激光设备')] },
    { name: '智能物流', nameEn: 'Intelligent Logistics', categoryIds: [top(ids.exhibition2026, '智能仓储')] },
  ].map((k, i) => ({ id: seededId(0xca7e0002, i + 1), exhibitionId: ids.exhibition2026, showIndex: i + 1, createTime: '2026-05-12T10:30:00+08:00', ...k }));
  kinds.push({
    id: seededId(0xca7e0002, 10), exhibitionId: ids.exhibitionFood, name: '食品与餐饮', nameEn: 'Food and Catering', showIndex: 1, createTime: '2026-08-21T10:00:00+08:00',
    categoryIds: [top(ids.exhibitionFood, '食品饮料'), top(ids.exhibitionFood, '餐饮设备')],
  });
  const plan: [string, string, string, string, string][] = [
    ['开幕式暨智能制造高峰论坛', 'Opening Ceremony and Intelligent Manufacturing Summit', '2027-03-18T09:30:00+08:00', '2027-03-18T11:30:00+08:00', '深圳国际会展中心 5号馆 主论坛区'],
    ['工业机器人应用创新论坛', 'Industrial Robot Application Forum', '2027-03-18T14:00:00+08:00', '2027-03-18T17:00:00+08:00', '深圳国际会展中心 会议中心 A 厅'],
    ['激光先进制造技术研讨会', 'Advanced Laser Manufacturing Seminar', '2027-03-19T09:30:00+08:00', '2027-03-19T12:00:00+08:00', '深圳国际会展中心 会议中心 B 厅'],
    ['智能仓储与物流采购对接会', 'Smart Warehousing Sourcing Meetings', '2027-03-19T14:00:00+08:00', '2027-03-19T17:30:00+08:00', '深圳国际会展中心 6号馆 洽谈区'],
    ['“创新产品奖”颁奖典礼', 'Innovation Award Ceremony', '2027-03-20T15:00:00+08:00', '2027-03-20T16:30:00+08:00', '深圳国际会展中心 5号馆 主论坛区'],
    ['展会闭幕及撤展', 'Closing and Dismantling', '2027-03-21T15:00:00+08:00', '2027-03-21T22:00:00+08:00', '深圳国际会展中心 全馆'],
  ];
  const start2026 = exhibitions[0]!.startTime;
  return {
    categories,
    kinds,
    exhibitionPlans: plan.map(([name, nameEn, startTime, endTime, address], i) => ({
      id: seededId(0xca7e0003, i + 1), exhibitionId: ids.exhibition2026, name, nameEn, startTime, endTime, address,
      content: `<p>${name}，${address}。</p>`, isShow: true, showIndex: i + 1, createTime: '2026-06-02T10:00:00+08:00',
    })),
    deTerms: [
      { name: '第一期', nameEn: 'Phase 1', startTime: start2026, endTime: '2027-03-19T17:00:00+08:00' },
      { name: '第二期', nameEn: 'Phase 2', startTime: '2027-03-20T09:00:00+08:00', endTime: exhibitions[0]!.endTime },
    ].map((t, i) => ({ id: seededId(0xca7e0004, i + 1), exhibitionId: ids.exhibition2026, showIndex: i + 1, createTime: '2026-05-12T11:00:00+08:00', ...t })),
  };
}

const byLevelThenIndex = (a: MockRecord, b: MockRecord) => Number(a.level) - Number(b.level) || Number(a.showIndex) - Number(b.showIndex);
const sameId = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
const MAX_CATEGORY_LEVEL = 5;

/** Every category below one, at any depth. */
function subtreeOf(rows: MockRecord[], id: string): MockRecord[] {
  const below: MockRecord[] = [];
  for (let queue = [id]; queue.length; ) {
    const children = rows.filter((r) => queue.some((q) => sameId(r.parentId, q)));
    below.push(...children);
    queue = children.map((c) => c.id);
  }
  return below;
}

/** A kind as answered: its linked categories resolved (each with its subtree). */
function kindView(db: MockDb, kind: CollectionRow<'kinds'>) {
  const all = db.all('categories');
  const linked = (kind.categoryIds as string[] | undefined) ?? [];
  const categories = linked.flatMap((cid) => {
    const c = all.find((r) => sameId(r.id, cid));
    return c ? [{ ...c, children: buildTree(all.filter((r) => r.exhibitionId === c.exhibitionId), c.id) }] : [];
  });
  const { categoryIds: _ids, ...rest } = kind;
  return { ...rest, categories };
}

export const hostExhibitionDomain: MockDomain = {
  name: 'host-exhibition',
  seed: () => seedHostExhibition(),
  handlers: (db) => {
    const categoriesOf = (exhibitionId: string | null) => db.find('categories', (c) => !exhibitionId || sameId(c.exhibitionId, exhibitionId));
    return [
      // Categories
      get('/api/category/GetByExhibition', ({ request }) =>
        ok(categoriesOf(query(request)('exhibitionId')).sort(byLevelThenIndex).map((c) => ({ ...c, children: [] }))),
      ),
      get('/api/category/GetAndListByExhibition', ({ request }) => ok(buildTree(categoriesOf(query(request)('exhibitionId'))))),
      get('/api/Category/ByGroupId', ({ request }) => {
        const q = query(request);
        const groupId = q('groupId') || categoryGroups.expo2026;
        const level = Number(q('level') ?? -1);
        const loadChild = q('loadChild') === 'true';
        const group = db.find('categories', (c) => sameId(c.groupId, groupId));
        const rows = group.filter((c) => level === -1 || Number(c.level) === level).sort(byLevelThenIndex);
        return ok(rows.map((c) => ({ ...c, children: loadChild ? buildTree(group, c.id) : [] })));
      }),
      get('/api/Category/GetByParentId', ({ request }) => ok(childrenOf(db.all('categories'), query(request)('parentId')))),
      post('/api/category', async ({ request }) => {
        const b = await body<Record<string, unknown>>(request);
        const { id: _id, children: _children, ...rest } = b;
        const parentId = String(rest.parentId || ROOT_ID);
        const parent = parentId === ROOT_ID ? undefined : db.get('categories', parentId);
        if (parentId !== ROOT_ID && !parent) return fail(400, '上级分类不存在');
        const siblings = childrenOf(db.all('categories'), parentId);
        const groupId = rest.groupId ?? parent?.groupId ?? db.find('categories', (c) => sameId(c.exhibitionId, rest.exhibitionId))[0]?.groupId;
        const row = db.insert('categories', {
          showIndex: siblings.length + 1, ...rest, ...(groupId ? { groupId } : {}), parentId,
          level: parent ? Number(parent.level) + 1 : Number(rest.level ?? 1), createTime: new Date().toISOString(),
        });
        return ok(row.id);
      }),
      put('/api/category', async ({ request }) => {
        const { children: _children, ...b } = await body<Record<string, unknown>>(request);
        const current = db.get('categories', String(b.id ?? ''));
        if (!current) return fail(404);
        // A move: the category goes under another parent (or to the top) with everything below it;
        // its level follows the new parent and the levels below shift with it.
        const parentId = String(b.parentId || current.parentId || ROOT_ID);
        const parent = parentId === ROOT_ID ? undefined : db.get('categories', parentId);
        if (parentId !== ROOT_ID && (!parent || !sameId(parent.exhibitionId, current.exhibitionId))) return fail(400, '上级分类不存在');
        const below = subtreeOf(db.all('categories'), current.id);
        if (sameId(parentId, current.id) || below.some((c) => sameId(c.id, parentId))) return fail(400, '不能移到它自己或它的下级分类之下');
        const level = parent ? Number(parent.level) + 1 : 1;
        const shift = level - Number(current.level);
        if (Math.max(level, ...below.map((c) => Number(c.level) + shift)) > MAX_CATEGORY_LEVEL) return fail(400, `分类最多 ${MAX_CATEGORY_LEVEL} 级，移到这里会超出`);
        db.update('categories', current.id, { ...b, parentId: parent?.id ?? ROOT_ID, level, groupId: parent?.groupId ?? b.groupId ?? current.groupId, updateTime: new Date().toISOString() });
        if (shift) for (const c of below) db.update('categories', c.id, { level: Number(c.level) + shift });
        return ok(true);
      }),
      del('/api/category', ({ request }) => {
        const id = query(request)('id') ?? '';
        if (!removeSubtree(db, 'categories', id)) return fail(404);
        for (const k of db.all('kinds')) {
          const linked = ((k.categoryIds as string[] | undefined) ?? []).filter((c) => db.get('categories', c));
          if (linked.length !== ((k.categoryIds as string[] | undefined) ?? []).length) db.update('kinds', k.id, { categoryIds: linked });
        }
        return ok(true);
      }),
      // Kinds
      get('/api/kind/GetAndListByExhibition', ({ request }) => {
        const exhibitionId = query(request)('exhibitionId');
        return ok(db.find('kinds', (k) => !exhibitionId || sameId(k.exhibitionId, exhibitionId)).sort((a, b) => Number(a.showIndex) - Number(b.showIndex)).map((k) => kindView(db, k)));
      }),
      post('/api/kind', create(db, 'kinds', (b) => ({ categoryIds: [], showIndex: db.find('kinds', (k) => k.exhibitionId === b.exhibitionId).length + 1 }))),
      put('/api/kind', async ({ request }) => {
        const { categories: _categories, categoryIds: _ids, ...b } = await body<Record<string, unknown>>(request);
        return db.update('kinds', String(b.id ?? ''), { ...b, updateTime: new Date().toISOString() }) ? ok(true) : fail(404);
      }),
      del('/api/kind', ({ request }) => (db.remove('kinds', query(request)('id') ?? '') ? ok(true) : fail(404))),
      put('/api/kind/category', async ({ request }) => {
        const b = await body<{ kindId?: string; categoryIds?: string[] }>(request);
        const unknown = (b.categoryIds ?? []).filter((c) => !db.get('categories', c));
        if (unknown.length) return fail(400, '包含不存在的分类');
        return db.update('kinds', b.kindId ?? '', { categoryIds: b.categoryIds ?? [] }) ? ok(true) : fail(404);
      }),
      // Exhibition plan (agenda); read through the generic where-page list of the plan resource
      post('/api/ExhibitionPlan', create(db, 'exhibitionPlans', (b) => ({ isShow: true, showIndex: db.find('exhibitionPlans', (p) => p.exhibitionId === b.exhibitionId).length + 1 }))),
      put('/api/ExhibitionPlan', update(db, 'exhibitionPlans')),
      del('/api/ExhibitionPlan', ({ request }) => (db.remove('exhibitionPlans', query(request)('id') ?? '') ? ok(true) : fail(404))),
      post('/api/v1/exhibitionPlan/wherepage', async ({ request }) => {
        const b = await body<{ pageIndex?: number; pageSize?: number; sorts?: { propertyName: string; ascending: boolean }[]; where?: Record<string, string> }>(request);
        const rows = db.all('exhibitionPlans').filter((r) =>
          Object.entries(b.where ?? {}).every(([k, v]) => {
            const own = Object.keys(r).find((f) => f.toLowerCase() === k.toLowerCase());
            return own === undefined || String(r[own]).toLowerCase() === String(v).toLowerCase();
          }),
        );
        const sorts = b.sorts?.length ? b.sorts : [{ propertyName: 'showIndex', ascending: true }];
        return ok(paginate(sortRows(rows, sorts), { pageIndex: b.pageIndex, pageSize: b.pageSize }, 1000));
      }),
      // Terms
      get('/api/DeTerm/GetList', ({ request }) => {
        const exhibitionId = query(request)('exhibitionId');
        return ok(db.find('deTerms', (t) => !exhibitionId || sameId(t.exhibitionId, exhibitionId)).sort((a, b) => Number(a.showIndex) - Number(b.showIndex)));
      }),
    ];
  },
};

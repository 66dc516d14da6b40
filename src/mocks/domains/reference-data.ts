/**
 * Reference data (001 §7 Dictionaries and geography): regions, countries and cities (province →
 * city → district), the industry tree and industry types, action types, product channels and
 * section offices. Business types are another domain's.
 */
import type { CollectionName, CollectionRow, SeedRows } from '../collections';
import { create, getById, remove, update } from '../crud';
import { proChannels, proSectionOffices } from '../data/product-dictionaries';
import { seededId } from '../data/seed';
import { paginate, sortRows, type MockDb, type MockRecord } from '../db';
import type { MockDomain } from '../domain';
import { body, fail, ok, query } from '../respond';
import { del, get, post, put } from '../route';

/** The all-zero UUID: the parent of every top-level node (001 §9). */
export const ROOT_ID = '00000000-0000-0000-0000-000000000000';

/** Action type groups (the `typeId` of the action-type calls). */
export const actionTypeGroups = {
  visitPurpose: seededId(0xae000007, 1),
  infoSource: seededId(0xae000007, 2),
};

export const records = <T extends { id: string }>(rows: T[]) => rows as unknown as MockRecord[];

const byShowIndex = (a: MockRecord, b: MockRecord) => Number(a.showIndex ?? 0) - Number(b.showIndex ?? 0);

/** A row with the nodes below it. */
export type TreeNode<T> = T & { children: TreeNode<T>[] };

/** Nests rows by parentId under `rootId`; every node gets a `children` array (sorted by showIndex). */
export function buildTree<T extends MockRecord>(rows: T[], rootId = ROOT_ID): TreeNode<T>[] {
  const byParent = new Map<string, T[]>();
  for (const row of [...rows].sort(byShowIndex)) {
    const parent = String(row.parentId ?? ROOT_ID).toLowerCase();
    if (!byParent.has(parent)) byParent.set(parent, []);
    byParent.get(parent)!.push(row);
  }
  const seen = new Set<string>();
  const build = (parent: string): TreeNode<T>[] =>
    (byParent.get(parent.toLowerCase()) ?? []).flatMap((row) => {
      if (seen.has(row.id)) return [];
      seen.add(row.id);
      return [{ ...row, children: build(row.id) }];
    });
  return build(rootId);
}

/** Direct children of a node, flat (children left empty). */
export function childrenOf<T extends MockRecord>(rows: T[], parentId: string | null): (T & { children: never[] })[] {
  const parent = (parentId || ROOT_ID).toLowerCase();
  return rows.filter((r) => String(r.parentId ?? ROOT_ID).toLowerCase() === parent).sort(byShowIndex).map((r) => ({ ...r, children: [] }));
}

/** Removes a node and every node below it. */
export function removeSubtree(db: MockDb, collection: CollectionName, id: string): boolean {
  const root = db.get(collection, id);
  if (!root) return false;
  const all = db.all(collection);
  const doomed = [root.id];
  for (let i = 0; i < doomed.length; i++) for (const r of all) if (String(r.parentId).toLowerCase() === doomed[i]!.toLowerCase()) doomed.push(r.id);
  for (const d of doomed) db.remove(collection, d);
  return true;
}

// ------------------------------------------------------------------ geography
type District = [name: string, nameEn: string, code: string];
type City = [name: string, nameEn: string, code: string, districts: District[]];
type Province = [name: string, nameEn: string, code: string, cities: City[]];

/** A compact, real subset of the administrative divisions (GB/T 2260 codes). */
const provinces: Province[] = [
  ['广东省', 'Guangdong', '440000', [
    ['深圳市', 'Shenzhen', '440300', [['福田区', 'Futian District', '440304'], ['罗湖区', 'Luohu District', '440303'], ['南山区', 'Nanshan District', '440305'], ['宝安区', 'Bao\'an District', '440306'], ['龙岗区', 'Longgang District', '440307'], ['龙华区', 'Longhua District', '440309']]],
    ['广州市', 'Guangzhou', '440100', [['越秀区', 'Yuexiu District', '440104'], ['海珠区', 'Haizhu District', '440105'], ['天河区', 'Tianhe District', '440106'], ['黄埔区', 'Huangpu District', '440112'], ['番禺区', 'Panyu District', '440113']]],
    ['佛山市', 'Foshan', '440600', [['禅城区', 'Chancheng District', '440604'], ['南海区', 'Nanhai District', '440605'], ['顺德区', 'Shunde District', '440606']]],
    ['东莞市', 'Dongguan', '441900', []],
  ]],
  ['北京市', 'Beijing', '110000', [
    ['北京市', 'Beijing', '110100', [['东城区', 'Dongcheng District', '110101'], ['西城区', 'Xicheng District', '110102'], ['朝阳区', 'Chaoyang District', '110105'], ['丰台区', 'Fengtai District', '110106'], ['海淀区', 'Haidian District', '110108']]],
  ]],
  ['上海市', 'Shanghai', '310000', [
    ['上海市', 'Shanghai', '310100', [['黄浦区', 'Huangpu District', '310101'], ['徐汇区', 'Xuhui District', '310104'], ['长宁区', 'Changning District', '310105'], ['闵行区', 'Minhang District', '310112'], ['嘉定区', 'Jiading District', '310114'], ['浦东新区', 'Pudong New Area', '310115']]],
  ]],
  ['江苏省', 'Jiangsu', '320000', [
    ['南京市', 'Nanjing', '320100', [['玄武区', 'Xuanwu District', '320102'], ['秦淮区', 'Qinhuai District', '320104'], ['鼓楼区', 'Gulou District', '320106'], ['江宁区', 'Jiangning District', '320115']]],
    ['无锡市', 'Wuxi', '320200', [['滨湖区', 'Binhu District', '320211'], ['梁溪区', 'Liangxi District', '320213'], ['新吴区', 'Xinwu District', '320214']]],
    ['苏州市', 'Suzhou', '320500', [['虎丘区', 'Huqiu District', '320505'], ['吴中区', 'Wuzhong District', '320506'], ['相城区', 'Xiangcheng District', '320507'], ['姑苏区', 'Gusu District', '320508'], ['昆山市', 'Kunshan', '320583']]],
  ]],
  ['浙江省', 'Zhejiang', '330000', [
    ['杭州市', 'Hangzhou', '330100', [['上城区', 'Shangcheng District', '330102'], ['拱墅区', 'Gongshu District', '330105'], ['西湖区', 'Xihu District', '330106'], ['滨江区', 'Binjiang District', '330108'], ['余杭区', 'Yuhang District', '330110']]],
    ['宁波市', 'Ningbo', '330200', [['海曙区', 'Haishu District', '330203'], ['江北区', 'Jiangbei District', '330205'], ['北仑区', 'Beilun District', '330206'], ['鄞州区', 'Yinzhou District', '330212']]],
  ]],
  ['山东省', 'Shandong', '370000', [
    ['济南市', 'Jinan', '370100', [['历下区', 'Lixia District', '370102'], ['市中区', 'Shizhong District', '370103'], ['历城区', 'Licheng District', '370112']]],
    ['青岛市', 'Qingdao', '370200', [['市南区', 'Shinan District', '370202'], ['市北区', 'Shibei District', '370203'], ['黄岛区', 'Huangdao District', '370211'], ['崂山区', 'Laoshan District', '370212']]],
  ]],
  ['湖北省', 'Hubei', '420000', [
    ['武汉市', 'Wuhan', '420100', [['江岸区', 'Jiang\'an District', '420102'], ['武昌区', 'Wuchang District', '420106'], ['洪山区', 'Hongshan District', '420111'], ['江夏区', 'Jiangxia District', '420115']]],
  ]],
  ['四川省', 'Sichuan', '510000', [
    ['成都市', 'Chengdu', '510100', [['锦江区', 'Jinjiang District', '510104'], ['青羊区', 'Qingyang District', '510105'], ['武侯区', 'Wuhou District', '510107'], ['成华区', 'Chenghua District', '510108'], ['双流区', 'Shuangliu District', '510116']]],
  ]],
];

/** The province → city → district nodes as flat rows, with ids derived from the division code. */
function geoRows(prefix: number): MockRecord[] {
  const rows: MockRecord[] = [];
  const node = (code: string, parentId: string, name: string, nameEn: string, level: number, showIndex: number) => {
    const row = { id: seededId(prefix, Number(code)), parentId, name, nameEn, code, level, leveltype: 1, showIndex };
    rows.push(row);
    return row.id;
  };
  provinces.forEach(([name, nameEn, code, cities], pi) => {
    const pid = node(code, ROOT_ID, name, nameEn, 1, pi + 1);
    cities.forEach(([cname, cnameEn, ccode, districts], ci) => {
      const cid = node(ccode, pid, cname, cnameEn, 2, ci + 1);
      districts.forEach(([dname, dnameEn, dcode], di) => node(dcode, cid, dname, dnameEn, 3, di + 1));
    });
  });
  return rows;
}

const countries: [string, string, string][] = [
  ['中国', 'China', 'CN'], ['美国', 'United States', 'US'], ['德国', 'Germany', 'DE'], ['日本', 'Japan', 'JP'], ['韩国', 'South Korea', 'KR'],
  ['英国', 'United Kingdom', 'GB'], ['法国', 'France', 'FR'], ['意大利', 'Italy', 'IT'], ['新加坡', 'Singapore', 'SG'], ['马来西亚', 'Malaysia', 'MY'],
  ['泰国', 'Thailand', 'TH'], ['越南', 'Vietnam', 'VN'], ['印度', 'India', 'IN'], ['俄罗斯', 'Russia', 'RU'], ['巴西', 'Brazil', 'BR'], ['澳大利亚', 'Australia', 'AU'],
];

const industries: [string, string, [string, string][]][] = [
  ['智能制造', 'Intelligent Manufacturing', [['工业机器人', 'Industrial Robots'], ['数控机床', 'CNC Machine Tools'], ['激光加工', 'Laser Processing'], ['工业自动化', 'Industrial Automation']]],
  ['电子信息', 'Electronics and IT', [['半导体', 'Semiconductors'], ['消费电子', 'Consumer Electronics'], ['通信设备', 'Telecom Equipment']]],
  ['新能源', 'New Energy', [['光伏', 'Photovoltaics'], ['锂电池', 'Lithium Batteries'], ['氢能', 'Hydrogen Energy']]],
  ['汽车及零部件', 'Automotive', [['新能源汽车', 'New Energy Vehicles'], ['汽车零部件', 'Auto Parts']]],
  ['物流仓储', 'Logistics and Warehousing', [['智能仓储', 'Smart Warehousing'], ['冷链物流', 'Cold-chain Logistics']]],
  ['食品饮料', 'Food and Beverage', [['食品加工', 'Food Processing'], ['饮料', 'Beverages'], ['餐饮设备', 'Catering Equipment']]],
];

const industryTypes: [string, string][] = [
  ['装备制造业', 'Equipment Manufacturing'], ['电子信息产业', 'Electronics and IT'], ['汽车制造业', 'Automotive Manufacturing'], ['新能源产业', 'New Energy'],
  ['食品加工业', 'Food Processing'], ['物流服务业', 'Logistics Services'], ['贸易代理', 'Trading and Agency'], ['科研院所', 'Research Institutes'],
];

const actionTypes: [group: string, name: string, nameEn: string, children: [string, string][]][] = [
  [actionTypeGroups.visitPurpose, '采购洽谈', 'Procurement talks', [['设备采购', 'Equipment purchase'], ['零部件采购', 'Parts purchase']]],
  [actionTypeGroups.visitPurpose, '寻找代理/经销', 'Looking for agents or distributors', []],
  [actionTypeGroups.visitPurpose, '技术交流', 'Technical exchange', []],
  [actionTypeGroups.visitPurpose, '行业调研', 'Market research', []],
  [actionTypeGroups.visitPurpose, '参加论坛活动', 'Attending forums', []],
  [actionTypeGroups.infoSource, '展会官网', 'Expo website', []],
  [actionTypeGroups.infoSource, '微信公众号', 'WeChat official account', []],
  [actionTypeGroups.infoSource, '行业媒体', 'Trade media', [['专业杂志', 'Trade magazines'], ['行业网站', 'Industry websites']]],
  [actionTypeGroups.infoSource, '朋友推荐', 'Recommended by a friend', []],
  [actionTypeGroups.infoSource, '短信邀请', 'SMS invitation', []],
];

const created = '2025-01-06T09:00:00+08:00';

export function seedReferenceData(): SeedRows {
  let n = 0;
  const actionRows: MockRecord[] = [];
  actionTypes.forEach(([typeId, name, nameEn, children], i) => {
    const id = seededId(0xae000006, ++n);
    actionRows.push({ id, typeId, parentId: ROOT_ID, name, nameEn, showIndex: i + 1 });
    children.forEach(([cname, cnameEn], ci) => actionRows.push({ id: seededId(0xae000006, ++n), typeId, parentId: id, name: cname, nameEn: cnameEn, showIndex: ci + 1 }));
  });
  let m = 0;
  const industryRows: MockRecord[] = [];
  industries.forEach(([name, nameEn, children], i) => {
    const id = seededId(0xae000004, ++m);
    industryRows.push({ id, parentId: ROOT_ID, name, nameEn, level: 1, showIndex: i + 1 });
    children.forEach(([cname, cnameEn], ci) => industryRows.push({ id: seededId(0xae000004, ++m), parentId: id, name: cname, nameEn: cnameEn, level: 2, showIndex: ci + 1 }));
  });
  return {
    regions: geoRows(0xae000001),
    cities: geoRows(0xae000002),
    countries: countries.map(([name, nameEn, code], i) => ({ id: seededId(0xae000003, i + 1), name, nameEn, code, leveltype: i === 0 ? 1 : 2, showIndex: i + 1 })),
    industries: industryRows,
    industryTypes: industryTypes.map(([name, nameEn], i) => ({ id: seededId(0xae000005, i + 1), name, nameEn, showIndex: i + 1, createTime: created })),
    actionTypes: actionRows,
    // Products point at these (Product.channels / sectionOffices): one list for both domains.
    proChannels: proChannels.map((r) => ({ ...r })),
    proSectionOffices: proSectionOffices.map((r) => ({ ...r })),
  };
}

/** GET list of a tree collection as nested roots. */
const treeOf =
  <C extends CollectionName>(db: MockDb, collection: C, keep: (r: CollectionRow<C>) => boolean = () => true) =>
  () =>
    ok(buildTree(db.all(collection).filter(keep)));

/** Create and update for the tree nodes: parentId defaults to the root; level follows the parent. */
function createNode(db: MockDb, collection: CollectionName) {
  return async ({ request }: { request: Request }) => {
    const b = await body<Record<string, unknown>>(request);
    const { id: _ignored, children: _children, ...rest } = b;
    const parentId = String(rest.parentId || ROOT_ID);
    if (parentId !== ROOT_ID && !db.get(collection, parentId)) return fail(400, '上级节点不存在');
    const siblings = childrenOf(db.all(collection), parentId);
    const row = db.insert(collection, { showIndex: siblings.length + 1, ...rest, parentId });
    return ok(row.id);
  };
}

export const referenceDataDomain: MockDomain = {
  name: 'reference-data',
  seed: () => seedReferenceData(),
  handlers: (db) => {
    const sorted =
      <C extends CollectionName>(collection: C) =>
      () =>
        ok(db.all(collection).sort(byShowIndex));
    return [
      // Regions
      get('/api/Region/GetListAndChildren', treeOf(db, 'regions')),
      post('/api/Region', createNode(db, 'regions')),
      put('/api/Region', update(db, 'regions')),
      del('/api/Region', ({ request }) => (removeSubtree(db, 'regions', query(request)('id') ?? '') ? ok(true) : fail(404))),
      // Countries
      get('/api/country/GetList', sorted('countries')),
      post('/api/Country', create(db, 'countries', () => ({ showIndex: db.all('countries').length + 1 }))),
      put('/api/Country', update(db, 'countries')),
      del('/api/Country', remove(db, 'countries')),
      // Cities
      get('/api/city/GetListAndChildren', treeOf(db, 'cities')),
      get('/api/city/GetByParentId', ({ request }) => ok(childrenOf(db.all('cities'), query(request)('parentId')))),
      post('/api/City', createNode(db, 'cities')),
      put('/api/City', update(db, 'cities')),
      del('/api/City', ({ request }) => (removeSubtree(db, 'cities', query(request)('id') ?? '') ? ok(true) : fail(404))),
      // Industries and industry types
      get('/api/Industry/GetListAndChildren', treeOf(db, 'industries')),
      get('/api/Industry/GetByParentId', ({ request }) => ok(childrenOf(db.all('industries'), query(request)('parentId')))),
      get('/api/IndustryType', getById(db, 'industryTypes')),
      // Industry types have no list call of their own: the generic where-page list reads them.
      post('/api/v1/industryType/wherepage', async ({ request }) => {
        const b = await body<{ pageIndex?: number; pageSize?: number; sorts?: { propertyName: string; ascending: boolean }[] }>(request);
        const sorts = b.sorts?.length ? b.sorts : [{ propertyName: 'showIndex', ascending: true }];
        return ok(paginate(sortRows(db.all('industryTypes'), sorts), { pageIndex: b.pageIndex, pageSize: b.pageSize }, 1000));
      }),
      post('/api/IndustryType', create(db, 'industryTypes', () => ({ showIndex: db.all('industryTypes').length + 1 }))),
      put('/api/IndustryType', update(db, 'industryTypes')),
      del('/api/IndustryType', remove(db, 'industryTypes')),
      // Action types
      get('/api/actionType/GetList', ({ request }) => {
        const typeId = query(request)('typeId');
        return ok(db.find('actionTypes', (r) => !typeId || String(r.typeId).toLowerCase() === typeId.toLowerCase()).sort(byShowIndex).map((r) => ({ ...r, children: [] })));
      }),
      get('/api/actionType/GetListAndChildren', ({ request }) => {
        const typeId = query(request)('typeId');
        return ok(buildTree(db.find('actionTypes', (r) => !typeId || String(r.typeId).toLowerCase() === typeId.toLowerCase())));
      }),
      post('/api/actionType', createNode(db, 'actionTypes')),
      put('/api/actionType', update(db, 'actionTypes')),
      del('/api/actionType', ({ request }) => (removeSubtree(db, 'actionTypes', query(request)('id') ?? '') ? ok(true) : fail(404))),
      // Product channels and section offices
      get('/api/ProChannels/GetList', sorted('proChannels')),
      get('/api/ProSectionOffices/GetList', sorted('proSectionOffices')),
    ];
  },
};

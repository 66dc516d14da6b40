/**
 * Demo data of the product domain: the exhibitors' products and product groups, comments,
 * applications and view logs on them, the host's product-tag dictionary with its audit log, the
 * authorisation types and certificate qualities. Also the shared helpers of the content seeds
 * (releases, activities): a deterministic random source, China-time dates and a
 * pool of visitors (buyers) who view, comment and sign up.
 */
import type { SeedRows } from '../collections';
import type { MockRecord } from '../db';
import { mediaUrl, videoUrl } from '../media';
import { exhibitions, ids } from './places';
import { channelsJson, sectionOfficesJson } from './product-dictionaries';
import { seededId } from './seed';

// ---------------------------------------------------------------------------------------------
// Shared helpers of the content seeds
// ---------------------------------------------------------------------------------------------

/** Id prefixes of the collections seeded here and in releases.ts / activities.ts. */
export const PREFIX = {
  product: 0x50d0c701,
  group: 0x50d0c702,
  productComment: 0x50d0c703,
  productApply: 0x50d0c704,
  viewLog: 0x50d0c705,
  tag: 0x50d0c706,
  auth: 0x50d0c707,
  quality: 0x50d0c708,
  tagAudit: 0x50d0c709,
  matching: 0x50d0c70c,
  category: 0x50d0c70a,
  visitor: 0x50d0c70b,
  release: 0x7e1ea501,
  releaseComment: 0x7e1ea502,
  releaseType: 0x7e1ea503,
  relevancy: 0x7e1ea505,
  spectatorChannel: 0x7e1ea506,
  activity: 0xac71a001,
  activityApply: 0xac71a002,
  activityComment: 0xac71a003,
} as const;

/** A deterministic random source (mulberry32): the same demo data on every machine. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max] from a random source. */
export const between = (rnd: () => number, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

/** ISO 8601 in China time (+08:00), as the rest of the demo data writes dates. */
export function cst(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.toISOString().slice(0, 19)}+08:00`;
}

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** A China-time moment written '2026-09-14 10:30'. */
export const bj = (text: string) => `${text.replace(' ', 'T')}:00+08:00`;


export const companyIdAt = (i: number) => (i === 0 ? ids.company : i === 1 ? ids.companyEn : seededId(0xc0a80101, 0x1000 + i));
export const joinIdAt = (i: number) => (i === 0 ? ids.join : i === 1 ? ids.joinEn : seededId(0xb0a80101, 0x1000 + i));
/** The demo exhibitor's join of last year's exhibition (data/seed.ts). */
export const lastYearJoinId = seededId(0xb0a80101, 0x2000);

/** Buyers visiting the exhibition: they view products, comment, apply and sign up for activities. */
const buyerCompanies: [string, string][] = [
  ['苏州精工自动化设备有限公司', 'jinggong-auto.cn'],
  ['重庆长江汽车零部件有限公司', 'cjqc-parts.cn'],
  ['佛山美嘉电器制造有限公司', 'meijia-dq.cn'],
  ['合肥科达新能源科技有限公司', 'keda-ne.cn'],
  ['郑州中原食品机械有限公司', 'zyfood-mach.cn'],
  ['南京金陵电子科技有限公司', 'jinling-et.cn'],
  ['长沙湘江工程机械有限公司', 'xjgc-mach.cn'],
  ['西安秦川航空部件有限公司', 'qinchuan-aero.cn'],
  ['昆山鼎泰精密电子有限公司', 'dingtai-pe.cn'],
  ['常州龙城精密制造有限公司', 'longcheng-pm.cn'],
  ['温州瓯江阀门有限公司', 'oujiang-valve.cn'],
  ['沈阳北方重型装备有限公司', 'bfzz-heavy.cn'],
];

const buyerNames: [string, string][] = [
  ['李明', 'liming'], ['王芳', 'wangfang'], ['赵强', 'zhaoqiang'], ['孙丽', 'sunli'], ['周杰', 'zhoujie'], ['吴敏', 'wumin'],
  ['郑浩', 'zhenghao'], ['冯雪', 'fengxue'], ['陈刚', 'chengang'], ['褚婷', 'chuting'], ['卫东', 'weidong'], ['蒋琳', 'jianglin'],
  ['沈涛', 'shentao'], ['韩梅', 'hanmei'], ['杨帆', 'yangfan'], ['朱磊', 'zhulei'], ['秦岚', 'qinlan'], ['尤佳', 'youjia'],
  ['许峰', 'xufeng'], ['何静', 'hejing'], ['吕斌', 'lvbin'], ['施颖', 'shiying'], ['张凯', 'zhangkai'], ['孔蕾', 'konglei'],
];

const buyerRoles: [string, string][] = [
  ['采购部', '采购经理'], ['设备部', '设备部经理'], ['技术部', '技术总监'], ['生产部', '生产厂长'],
  ['工程部', '工艺工程师'], ['总经办', '总经理'], ['工程部', '项目经理'], ['技术部', '自动化工程师'],
];

export interface Visitor {
  id: string;
  name: string;
  phone: string;
  email: string;
  companyName: string;
  department: string;
  jobTitle: string;
  avatar: string;
}

export const visitors: Visitor[] = buyerNames.map(([name, pinyin], i) => {
  const [companyName, domain] = buyerCompanies[i % buyerCompanies.length]!;
  const [department, jobTitle] = buyerRoles[(i * 3) % buyerRoles.length]!;
  return {
    id: seededId(PREFIX.visitor, i + 1),
    name,
    phone: `1${'35789'[i % 5]}${String(100000000 + ((i + 1) * 48271 * 97) % 900000000)}`,
    email: `${pinyin}@${domain}`,
    companyName,
    department,
    jobTitle,
    avatar: mediaUrl('avatar', name),
  };
});

/** Parses JSON text held in a field; anything unreadable reads as `fallback`. */
export function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string' || !text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

// ---------------------------------------------------------------------------------------------
// Dictionaries: exhibit categories, product tags, authorisations, qualities
// ---------------------------------------------------------------------------------------------

/**
 * The exhibit categories products are filed under (Product.category, Product/getByCategoryId).
 * Names that also head the host's category tree (工业机器人, 数控机床, 激光设备, 智能仓储) let the
 * host's categories find these products by name.
 */
export const exhibitCategories = [
  ['robot', '工业机器人', 'Industrial Robots'],
  ['logistics', '智能仓储', 'Smart Warehousing'],
  ['vision', '机器视觉', 'Machine Vision'],
  ['software', '工业软件', 'Industrial Software'],
  ['cnc', '数控机床', 'CNC Machine Tools'],
  ['laser', '激光设备', 'Laser Equipment'],
  ['sensor', '传感与测量', 'Sensing & Measurement'],
  ['fluid', '流体传动', 'Fluid Power'],
  ['mould', '模具与成型', 'Moulds & Forming'],
  ['energy', '新能源装备', 'New Energy Equipment'],
  ['packaging', '包装机械', 'Packaging Machinery'],
].map(([key, name, nameEn], i) => ({ key: key!, id: seededId(PREFIX.category, i + 1), name: name!, nameEn: nameEn! }));

export type CategoryKey = 'robot' | 'logistics' | 'vision' | 'software' | 'cnc' | 'laser' | 'sensor' | 'fluid' | 'mould' | 'energy' | 'packaging';
export const category = (key: CategoryKey) => exhibitCategories.find((c) => c.key === key)!;

/** The host's product-tag dictionary: three top-level tags with their children. */
const tagTree: [string, string, string, [string, string, string][]][] = [
  ['industry', '行业应用', 'Industry Applications', [
    ['auto', '汽车制造', 'Automotive'],
    ['3c', '3C电子', '3C Electronics'],
    ['newenergy', '新能源', 'New Energy'],
    ['foodpharma', '食品医药', 'Food & Pharma'],
    ['warehouse', '仓储物流', 'Warehousing & Logistics'],
  ]],
  ['tech', '技术特性', 'Technology', [
    ['smart', '智能制造', 'Smart Manufacturing'],
    ['iiot', '工业互联网', 'Industrial Internet'],
    ['ai', '人工智能', 'Artificial Intelligence'],
    ['twin', '数字孪生', 'Digital Twin'],
    ['green', '绿色节能', 'Green & Energy Saving'],
  ]],
  ['promo', '推广标签', 'Promotion', [
    ['launch', '新品首发', 'New Launch'],
    ['live', '直播好物', 'Live Picks'],
    ['domestic', '国产替代', 'Domestic Substitution'],
    ['srdi', '专精特新', 'Specialised & Innovative'],
  ]],
];

export function seedProTags(): MockRecord[] {
  const rows: MockRecord[] = [];
  let n = 0;
  tagTree.forEach(([, name, nameEn, children], t) => {
    const parentId = seededId(PREFIX.tag, ++n);
    rows.push({ id: parentId, name, nameEn, level: 1, icon: mediaUrl('icon', name), isShow: true, showIndex: t + 1, createTime: bj(`2026-05-2${t} 10:00`) });
    children.forEach(([childKey, childName, childNameEn], c) =>
      rows.push({
        id: seededId(PREFIX.tag, ++n),
        parentId,
        name: childName,
        nameEn: childNameEn,
        level: 2,
        icon: mediaUrl('icon', childName),
        // 专精特新 is reserved for companies the host certifies; it is hidden from the picker.
        isShow: childKey !== 'srdi',
        showIndex: c + 1,
        createTime: bj(`2026-05-2${t} 10:${String(c + 1).padStart(2, '0')}`),
      }),
    );
  });
  return rows;
}

const seededTags = seedProTags();
const tagByName = (name: string) => seededTags.find((t) => t.name === name)!;
/** Product.tags JSON text of the named tags. */
export const tagsJson = (names: string[]) => JSON.stringify(names.map((n) => ({ id: tagByName(n).id, name: n })));

export function seedProAuths(): MockRecord[] {
  return [
    ['品牌授权', 'Brand Authorisation', '持有品牌方出具的授权书', 'brand'],
    ['独家代理', 'Exclusive Agency', '区域独家代理资质，需提供代理合同', 'exclusive'],
    ['区域总代理', 'Regional General Agency', '省级或大区总代理资质', 'regional'],
    ['原厂直供', 'Factory Direct Supply', '生产企业直接供货，提供出厂检验报告', 'factory'],
    ['OEM 代工授权', 'OEM Authorisation', '持有品牌方 OEM 生产授权', 'oem'],
  ].map(([name, nameEn, description], i) => ({
    id: seededId(PREFIX.auth, i + 1),
    name,
    nameEn,
    icon: mediaUrl('icon', name),
    description,
    isShow: i !== 4,
    showIndex: i + 1,
    createTime: bj(`2026-05-1${i} 09:30`),
  }));
}

const seededAuths = seedProAuths();
/** Product.auths JSON text of the authorisation types at these indexes. */
const authsJson = (at: number[]) => JSON.stringify(at.map((i) => ({ id: seededAuths[i]!.id, name: seededAuths[i]!.name })));

export function seedProQualities(): MockRecord[] {
  return [
    ['ISO 9001 质量管理体系认证', 'ISO 9001 Quality Management', 'iso9001'],
    ['ISO 14001 环境管理体系认证', 'ISO 14001 Environmental Management', 'iso14001'],
    ['ISO 45001 职业健康安全管理体系认证', 'ISO 45001 Occupational Health & Safety', 'iso45001'],
    ['CE 认证', 'CE Marking', 'ce'],
    ['CCC 中国强制性产品认证', 'China Compulsory Certification', 'ccc'],
    ['UL 认证', 'UL Certification', 'ul'],
    ['RoHS 有害物质限制认证', 'RoHS Compliance', 'rohs'],
    ['防爆合格证', 'Explosion-proof Certificate', 'exproof'],
  ].map(([name, nameEn], i) => ({
    id: seededId(PREFIX.quality, i + 1),
    name,
    nameEn,
    icon: mediaUrl('certificate', name),
    isShow: true,
    showIndex: i + 1,
  }));
}

// ---------------------------------------------------------------------------------------------
// Products and groups
// ---------------------------------------------------------------------------------------------

interface ProductPlan {
  name: string;
  nameEn: string;
  model: string;
  /** Absent when negotiable. */
  price?: number;
  category: CategoryKey;
  tags: string[];
  /** Index into the company's groups. */
  group?: number;
  hidden?: boolean;
  topic?: boolean;
  /** Block-layout introduction (styleId 1). */
  blocks?: boolean;
  /** Open for sample / trial applications. */
  apply?: boolean;
  video?: boolean;
  intro: string;
}

const demoGroups: [string, string, string, string][] = [
  ['机器人核心部件', 'Robot Core Components', '控制器、伺服驱动、减速机与末端执行器系列产品。', 'group-robot'],
  ['智能物流装备', 'Smart Logistics Equipment', '立体库、AGV/AMR、穿梭车与仓储管理软件。', 'group-logistics'],
  ['工业视觉与软件', 'Machine Vision & Industrial Software', '3D 视觉、读码、缺陷检测与 MES、数字孪生平台。', 'group-vision'],
];

const demoProducts: ProductPlan[] = [
  { name: '工业机器人控制器', nameEn: 'Industrial Robot Controller', model: 'HZ-RC3000', price: 128000, category: 'robot', tags: ['智能制造', '新品首发', '直播好物'], group: 0, topic: true, blocks: true, apply: true, video: true, intro: '六轴联动，重复定位精度±0.02mm，标配 EtherCAT 与 Modbus-TCP。' },
  { name: '交流伺服驱动器', nameEn: 'AC Servo Drive', model: 'HZ-SD750', price: 3680, category: 'robot', tags: ['智能制造', '国产替代'], group: 0, intro: '750W 功率段，支持 23 位绝对值编码器，响应带宽 3.2kHz。' },
  { name: '精密行星减速机', nameEn: 'Precision Planetary Gearbox', model: 'HZ-PR90', price: 2450, category: 'robot', tags: ['国产替代', '汽车制造'], group: 0, intro: '回程间隙≤3 弧分，额定输出扭矩 120N·m，免维护终身润滑。' },
  { name: '六轴协作机器人', nameEn: 'Six-axis Collaborative Robot', model: 'HZ-CR10', price: 168000, category: 'robot', tags: ['3C电子', '人工智能', '直播好物'], group: 0, topic: true, apply: true, video: true, intro: '负载 10kg，臂展 1300mm，碰撞检测与拖动示教，开箱 30 分钟即可投产。' },
  { name: 'SCARA 水平多关节机器人', nameEn: 'SCARA Robot', model: 'HZ-SC600', price: 56000, category: 'robot', tags: ['3C电子'], group: 0, intro: '臂长 600mm，标准循环时间 0.38s，适用于电子装配与分拣。' },
  { name: '机器人手持示教器', nameEn: 'Robot Teach Pendant', model: 'HZ-TP200', price: 8600, category: 'robot', tags: [], group: 0, hidden: true, intro: '10.1 英寸触摸屏，三段式使能开关，支持图形化编程。' },
  { name: '六维力矩传感器', nameEn: 'Six-axis Force/Torque Sensor', model: 'HZ-FT50', category: 'sensor', tags: ['智能制造'], group: 0, intro: '量程 ±500N / ±50N·m，采样率 7kHz，用于打磨、装配力控。' },
  { name: '电动伺服夹爪', nameEn: 'Electric Servo Gripper', model: 'HZ-EG40', price: 4200, category: 'robot', tags: ['3C电子', '直播好物'], group: 0, intro: '行程 40mm，夹持力 10-80N 可调，内置控制器即插即用。' },
  { name: '智能仓储系统', nameEn: 'Smart Warehousing System', model: 'HZ-WMS200', price: 560000, category: 'logistics', tags: ['仓储物流', '智能制造', '新品首发'], group: 1, topic: true, blocks: true, apply: true, video: true, intro: '支持立体库、AGV 与 WMS 一体化调度，出入库效率提升 40%。' },
  { name: '潜伏式 AGV', nameEn: 'Latent Lifting AGV', model: 'HZ-AGV500', price: 98000, category: 'logistics', tags: ['仓储物流', '汽车制造'], group: 1, intro: '顶升载重 500kg，激光 SLAM 导航，定位精度±10mm。' },
  { name: '四向穿梭车', nameEn: 'Four-way Shuttle', model: 'HZ-SH4', price: 135000, category: 'logistics', tags: ['仓储物流'], group: 1, intro: '载重 1.5t，运行速度 2m/s，换层换巷道灵活调度。' },
  { name: '料箱式堆垛机', nameEn: 'Mini-load Stacker Crane', model: 'HZ-ST12', category: 'logistics', tags: ['仓储物流', '食品医药'], group: 1, intro: '提升高度 12m，单机每小时 180 箱次，适用于医药与电商仓。' },
  { name: '交叉带智能分拣线', nameEn: 'Cross-belt Sorter', model: 'HZ-SL80', category: 'logistics', tags: ['仓储物流'], group: 1, hidden: true, intro: '分拣效率 12000 件/小时，准确率 99.99%。' },
  { name: '自主移动机器人 AMR', nameEn: 'Autonomous Mobile Robot', model: 'HZ-AMR300', price: 118000, category: 'logistics', tags: ['人工智能', '3C电子'], group: 1, topic: true, intro: '载重 300kg，自主避障与多机协同，部署无需改造地面。' },
  { name: '重型横梁式货架', nameEn: 'Heavy-duty Beam Racking', model: 'HZ-RK', price: 680, category: 'logistics', tags: ['仓储物流'], group: 1, hidden: true, intro: '单层承重 2000kg，冷轧钢材，静电喷涂，按货位报价。' },
  { name: '无人叉车', nameEn: 'Autonomous Forklift', model: 'HZ-FL1600', price: 265000, category: 'logistics', tags: ['仓储物流', '新能源'], group: 1, intro: '额定载重 1.6t，举升高度 4.5m，锂电快充。' },
  { name: '3D 结构光相机', nameEn: '3D Structured-light Camera', model: 'HZ-VC3D', price: 32000, category: 'vision', tags: ['人工智能', '汽车制造'], group: 2, topic: true, intro: 'Z 向精度 0.05mm，单帧采集 0.3s，适用于无序抓取。' },
  { name: '工业智能读码器', nameEn: 'Industrial Smart Code Reader', model: 'HZ-CR200', price: 5800, category: 'vision', tags: ['食品医药', '3C电子'], group: 2, intro: '支持 DPM 码与一维/二维码，读码速度 60 次/秒。' },
  { name: 'AI 视觉缺陷检测系统', nameEn: 'AI Visual Defect Inspection System', model: 'HZ-VIS', price: 198000, category: 'vision', tags: ['人工智能', '3C电子', '直播好物'], group: 2, apply: true, video: true, intro: '深度学习缺陷检测，小样本训练，漏检率低于 0.1%。' },
  { name: '制造执行系统 MES', nameEn: 'Manufacturing Execution System', model: 'HZ-MES', category: 'software', tags: ['工业互联网', '数字孪生'], group: 2, blocks: true, intro: '覆盖计划排产、质量追溯与设备管理，支持私有化部署。' },
  { name: '设备数据采集网关', nameEn: 'Equipment Data Acquisition Gateway', model: 'HZ-GW10', price: 2980, category: 'software', tags: ['工业互联网'], group: 2, intro: '兼容 200+ 种工业协议，断点续传，边缘数据清洗。' },
  { name: '数字孪生工厂平台', nameEn: 'Digital Twin Factory Platform', model: 'HZ-DT', category: 'software', tags: ['数字孪生', '工业互联网'], group: 2, intro: '三维可视化产线孪生，实时映射设备状态与生产节拍。' },
  { name: '边缘计算控制器', nameEn: 'Edge Computing Controller', model: 'HZ-EC8', price: 12800, category: 'software', tags: ['工业互联网', '人工智能'], group: 2, hidden: true, intro: '8 核处理器，内置 AI 推理加速，宽温 -20~60℃。' },
  { name: '能源管理系统', nameEn: 'Energy Management System', model: 'HZ-EMS', price: 86000, category: 'energy', tags: ['绿色节能', '新能源'], group: 2, intro: '水电气能耗分项计量与峰谷分析，平均节能 12%。' },
];

/** A few products of every other exhibitor (index into companyNames, 1..11). */
const otherProducts: Record<number, ProductPlan[]> = {
  1: [
    { name: '五轴联动加工中心', nameEn: 'Five-axis Machining Centre', model: 'DF-V5', price: 1280000, category: 'cnc', tags: ['汽车制造', '智能制造'], group: 0, topic: true, video: true, intro: 'A/C 双摆头结构，定位精度 0.005mm，适用于航空结构件与叶轮加工。' },
    { name: '数控车床', nameEn: 'CNC Lathe', model: 'DF-CK6150', price: 168000, category: 'cnc', tags: ['国产替代'], group: 0, intro: '最大回转直径 500mm，液压卡盘，排刀式刀架。' },
    { name: '精密平面磨床', nameEn: 'Precision Surface Grinder', model: 'DF-M7130', price: 235000, category: 'cnc', tags: ['汽车制造'], group: 0, intro: '工作台 300×1000mm，磨削平面度 0.003mm。' },
    { name: '卧式加工中心', nameEn: 'Horizontal Machining Centre', model: 'DF-H630', category: 'cnc', tags: ['新能源'], hidden: true, intro: '630mm 双交换工作台，适用于电机壳体批量加工。' },
  ],
  2: [
    { name: '全自动贴标机', nameEn: 'Automatic Labelling Machine', model: 'YX-TB200', price: 46000, category: 'packaging', tags: ['食品医药'], intro: '贴标速度 200 瓶/分钟，视觉纠偏。' },
    { name: '伺服灌装生产线', nameEn: 'Servo Filling Line', model: 'YX-GZ12', price: 580000, category: 'packaging', tags: ['食品医药', '智能制造'], topic: true, intro: '12 头伺服灌装，CIP 在线清洗，产能 6000 瓶/小时。' },
    { name: '码垛机器人工作站', nameEn: 'Palletising Robot Cell', model: 'YX-MD180', price: 320000, category: 'robot', tags: ['仓储物流'], intro: '负载 180kg，码垛节拍 1200 次/小时。' },
  ],
  3: [
    { name: '光纤激光切割机', nameEn: 'Fibre Laser Cutting Machine', model: 'RK-F3015', price: 368000, category: 'laser', tags: ['汽车制造', '直播好物'], topic: true, apply: true, intro: '6kW 光源，幅面 3000×1500mm，碳钢切割厚度 25mm。' },
    { name: '激光焊接机器人', nameEn: 'Laser Welding Robot', model: 'RK-LW2000', price: 298000, category: 'laser', tags: ['新能源', '汽车制造'], intro: '2kW 摆动焊头，适用于电池托盘与车身焊接。' },
    { name: '紫外激光打标机', nameEn: 'UV Laser Marking Machine', model: 'RK-UV5', price: 38000, category: 'laser', tags: ['3C电子'], intro: '5W 紫外光源，冷加工，适用于塑料与玻璃打标。' },
  ],
  4: [
    { name: '工业互联网平台', nameEn: 'Industrial Internet Platform', model: 'YQ-IIoT', category: 'software', tags: ['工业互联网', '数字孪生'], topic: true, intro: '设备接入、数据中台与低代码应用开发一体化平台。' },
    { name: '设备预测性维护系统', nameEn: 'Predictive Maintenance System', model: 'YQ-PdM', price: 150000, category: 'software', tags: ['人工智能', '工业互联网'], intro: '振动与温度多维分析，故障提前 7 天预警。' },
    { name: '5G 工业网关', nameEn: '5G Industrial Gateway', model: 'YQ-5G100', price: 4600, category: 'software', tags: ['工业互联网'], intro: '5G SA/NSA 双模，支持 TSN 时间敏感网络。' },
  ],
  5: [
    { name: '液压柱塞泵', nameEn: 'Hydraulic Piston Pump', model: 'YL-A10V', price: 12800, category: 'fluid', tags: ['国产替代'], intro: '排量 71ml/r，额定压力 28MPa，可替代进口同规格产品。' },
    { name: '比例换向阀', nameEn: 'Proportional Directional Valve', model: 'YL-4WRE', price: 4200, category: 'fluid', tags: ['智能制造'], intro: '内置放大器，滞环≤0.1%，响应时间 25ms。' },
    { name: '液压动力站', nameEn: 'Hydraulic Power Unit', model: 'YL-HPU30', price: 36800, category: 'fluid', tags: ['绿色节能'], intro: '伺服电机驱动，较传统泵站节能 40%。' },
  ],
  6: [
    { name: '精密注塑模具', nameEn: 'Precision Injection Mould', model: 'JC-IM', category: 'mould', tags: ['3C电子', '汽车制造'], topic: true, intro: '模具寿命 100 万模次，型腔精度±0.005mm，按产品定制。' },
    { name: '汽车覆盖件冲压模具', nameEn: 'Automotive Panel Stamping Die', model: 'JC-SM', category: 'mould', tags: ['汽车制造'], intro: '多工位级进模，CAE 回弹补偿设计。' },
    { name: '模具温度控制机', nameEn: 'Mould Temperature Controller', model: 'JC-MTC', price: 9600, category: 'mould', tags: ['绿色节能'], intro: '控温精度±0.5℃，最高油温 200℃。' },
  ],
  7: [
    { name: '五轴数控系统', nameEn: 'Five-axis CNC System', model: 'TF-5X', price: 58000, category: 'cnc', tags: ['国产替代', '智能制造'], topic: true, intro: 'RTCP 刀尖跟随，纳米插补，兼容主流 CAM 后处理。' },
    { name: '总线式伺服电机', nameEn: 'Fieldbus Servo Motor', model: 'TF-SM', price: 2600, category: 'robot', tags: ['国产替代'], intro: 'EtherCAT 总线，额定转速 3000rpm，IP65 防护。' },
    { name: '数控系统远程运维平台', nameEn: 'CNC Remote O&M Platform', model: 'TF-Cloud', category: 'software', tags: ['工业互联网'], intro: '远程诊断、程序管理与刀具寿命监控。' },
  ],
  8: [
    { name: '激光位移传感器', nameEn: 'Laser Displacement Sensor', model: 'GG-LD80', price: 6800, category: 'sensor', tags: ['3C电子', '直播好物'], apply: true, intro: '测量范围 80±15mm，重复精度 1μm。' },
    { name: '光纤光栅温度传感器', nameEn: 'FBG Temperature Sensor', model: 'GG-FBG', price: 1200, category: 'sensor', tags: ['新能源'], intro: '抗电磁干扰，适用于储能电站与变压器测温。' },
    { name: '工业压力变送器', nameEn: 'Industrial Pressure Transmitter', model: 'GG-PT300', price: 980, category: 'sensor', tags: ['食品医药'], intro: '精度 0.1%FS，4-20mA/HART 输出。' },
  ],
  9: [
    { name: '重载搬运机器人', nameEn: 'Heavy-payload Handling Robot', model: 'HN-R500', price: 420000, category: 'robot', tags: ['汽车制造'], topic: true, intro: '负载 500kg，臂展 2800mm，适用于发动机缸体搬运。' },
    { name: '弧焊机器人', nameEn: 'Arc Welding Robot', model: 'HN-W1400', price: 128000, category: 'robot', tags: ['汽车制造', '国产替代'], intro: '臂展 1400mm，中空手腕走线，焊缝跟踪。' },
    { name: '喷涂机器人', nameEn: 'Painting Robot', model: 'HN-P2000', price: 360000, category: 'robot', tags: ['汽车制造'], intro: '防爆设计，旋杯雾化，涂料利用率提升 30%。' },
  ],
  10: [
    { name: '锂电池模组装配线', nameEn: 'Battery Module Assembly Line', model: 'BH-BM', category: 'energy', tags: ['新能源', '智能制造'], topic: true, intro: '电芯分选、堆叠、激光焊接与 EOL 测试全流程。' },
    { name: '储能变流器', nameEn: 'Energy Storage Converter', model: 'BH-PCS500', price: 268000, category: 'energy', tags: ['新能源', '绿色节能'], intro: '500kW，并离网无缝切换，转换效率 98.5%。' },
    { name: '光伏组件串焊机', nameEn: 'PV Stringer', model: 'BH-SW', price: 880000, category: 'energy', tags: ['新能源'], intro: '产能 7200 片/小时，支持 0BB 无主栅工艺。' },
  ],
  11: [
    { name: '穿梭车立体库', nameEn: 'Shuttle AS/RS', model: 'LD-AS', category: 'logistics', tags: ['仓储物流'], topic: true, intro: '密集存储，库容提升 60%，适用于冷链与医药。' },
    { name: '货到人拣选工作站', nameEn: 'Goods-to-person Picking Station', model: 'LD-GTP', price: 210000, category: 'logistics', tags: ['仓储物流', '人工智能'], intro: '拣选效率 600 行/小时，亮灯与称重双重复核。' },
    { name: '仓储控制系统 WCS', nameEn: 'Warehouse Control System', model: 'LD-WCS', category: 'software', tags: ['仓储物流', '工业互联网'], intro: '统一调度堆垛机、输送线与 AGV，开放标准接口。' },
  ],
};

/** Groups of the other exhibitors that have some (company index → [name, nameEn, description, cover word]). */
const otherGroups: Record<number, [string, string, string, string][]> = {
  1: [['数控机床', 'CNC Machine Tools', '加工中心、车床与磨床。', 'group-dfjg-cnc']],
};

function blockIntroduction(plan: ProductPlan): string {
  const title = `${plan.name} ${plan.model}`;
  return JSON.stringify([
    { type: 'title', config: { title, padding: '3px' } },
    { type: 'text', config: { content: plan.intro, fontSize: '16px', color: '#000000', position: 'left' } },
    { type: 'picture', config: { padding: 0, spacing: 8, list: [{ url: mediaUrl('photo', `${plan.model} 产品细节`), title: '产品细节', link: { type: 0, value: '' } }, { url: mediaUrl('photo', `${plan.model} 应用现场`), title: '应用现场', link: { type: 0, value: '' } }] } },
    ...(plan.video ? [{ type: 'video', config: { cover: mediaUrl('cover', `${plan.model} 产品演示`), time: 5000, link: videoUrl(`${plan.model} 产品演示`), coverType: 1 } }] : []),
  ]);
}

/**
 * The section offices (科室) a kind of product serves in hospitals: robots in rehabilitation and
 * the operating theatre, vision in radiology and the laboratory, logistics in the pharmacy and
 * support services, software in the information and equipment departments. Other kinds have none.
 */
const officesByCategory: Partial<Record<CategoryKey, string[]>> = {
  robot: ['康复科', '骨科', '手术室'],
  sensor: ['心内科', '康复科', '检验科'],
  vision: ['影像科', '检验科'],
  logistics: ['药剂科', '后勤保障科'],
  software: ['信息科', '设备科'],
  packaging: ['药剂科'],
};
/** Channels of products that hospitals buy, and of the others. */
const hospitalChannels = [['医院直销', '经销代理'], ['政府采购', '医院直销'], ['经销代理'], ['医院直销']];
const industryChannels = [['厂家直销', '经销代理'], ['系统集成商'], ['电商平台', '经销代理'], ['OEM/ODM 贴牌', '厂家直销']];

/** Product.channels and Product.sectionOffices of the productNo-th product of a category (varied, deterministic). */
function marketOf(kind: CategoryKey, productNo: number): { channels: string; sectionOffices: string } {
  const offices = officesByCategory[kind] ?? [];
  const chosen = offices.filter((_, k) => (productNo + k) % 3 !== 0);
  const sectionOffices = offices.length ? (chosen.length ? chosen : [offices[productNo % offices.length]!]) : [];
  const channels = offices.length ? hospitalChannels[productNo % hospitalChannels.length]! : industryChannels[productNo % industryChannels.length]!;
  return { channels: channelsJson(channels), sectionOffices: sectionOfficesJson(sectionOffices) };
}

export interface ProductSeed {
  products: MockRecord[];
  productGroups: MockRecord[];
}

/** Products and groups of every exhibitor, on their join of the current exhibition. */
export function seedProducts(companies: MockRecord[]): ProductSeed {
  const rnd = randomSource(20261121);
  const products: MockRecord[] = [];
  const productGroups: MockRecord[] = [];
  const current = exhibitions[0]!;
  let productNo = 0;
  let groupNo = 0;
  // Creation times run from June to mid-November 2026, one product every few days.
  let clock = Date.parse('2026-06-08T09:20:00+08:00');

  const addCompany = (ci: number, plans: ProductPlan[], groups: [string, string, string, string][]) => {
    const compId = companyIdAt(ci);
    const compName = String(companies.find((c) => c.id === compId)?.name ?? '');
    const groupIds = groups.map(([name, nameEn, description], gi) => {
      const id = seededId(PREFIX.group, ++groupNo);
      productGroups.push({
        id,
        compId,
        name,
        nameEn,
        cover: mediaUrl('product', name),
        description,
        isShow: true,
        showIndex: gi + 1,
        createTime: cst(clock - (groups.length - gi) * DAY),
      });
      return id;
    });
    plans.forEach((plan, pi) => {
      clock += between(rnd, 1, 2) * DAY + between(rnd, 0, 8) * HOUR + between(rnd, 0, 59) * 60_000;
      const created = clock;
      const cat = category(plan.category);
      const row: MockRecord = {
        id: seededId(PREFIX.product, ++productNo),
        compId,
        compName,
        exhibitionId: current.id,
        joinId: joinIdAt(ci),
        name: plan.name,
        nameEn: plan.nameEn,
        model: plan.model,
        banner: JSON.stringify([1, 2, 3].slice(0, 2 + (pi % 2)).map((n) => mediaUrl('product', `${plan.name} ${plan.model}`, n))),
        video: plan.video ? JSON.stringify([{ url: videoUrl(`${plan.model} 产品演示`), cover: mediaUrl('cover', `${plan.model} 产品演示`), name: '产品演示' }]) : '[]',
        category: JSON.stringify([{ id: cat.id, name: cat.name }]),
        styleId: plan.blocks ? 1 : 0,
        introduction: plan.blocks ? blockIntroduction(plan) : `<p>${plan.intro}</p>`,
        introductionEn: `<p>${plan.nameEn} ${plan.model}.</p>`,
        exhibitIntroductType: '0',
        tags: tagsJson(plan.tags),
        isShow: !plan.hidden,
        topic: plan.topic ? 1 : 0,
        showIndex: pi + 1,
        isDeleted: false,
        createTime: cst(created),
        updateTime: cst(created + between(rnd, 1, 20) * DAY),
      };
      if (plan.price !== undefined) row.price = plan.price;
      // The other exhibitors' products hold one or two authorisation types (臻品汇 details read them by id).
      if (ci !== 0) row.auths = authsJson(productNo % 3 === 0 ? [productNo % 5, (productNo + 2) % 5] : [productNo % 5]);
      Object.assign(row, marketOf(plan.category, productNo));
      if (plan.group !== undefined && groupIds[plan.group]) row.groupId = groupIds[plan.group];
      if (plan.apply) {
        row.applyStart = bj('2026-11-01 00:00');
        row.applyEnd = bj('2027-03-21 17:00');
      }
      products.push(row);
    });
  };

  addCompany(0, demoProducts.slice(0, 8), demoGroups);
  for (const ci of [1, 2, 3]) addCompany(ci, otherProducts[ci]!, otherGroups[ci] ?? []);
  addCompany(0, demoProducts.slice(8, 16), []);
  for (const ci of [4, 5, 6, 7]) addCompany(ci, otherProducts[ci]!, otherGroups[ci] ?? []);
  addCompany(0, demoProducts.slice(16), []);
  for (const ci of [8, 9, 10, 11]) addCompany(ci, otherProducts[ci]!, otherGroups[ci] ?? []);

  // The demo exhibitor's products of the second and third batch join its groups too.
  const demoGroupIds = productGroups.filter((g) => g.compId === ids.company).map((g) => g.id);
  demoProducts.forEach((plan, i) => {
    const row = products.find((p) => p.compId === ids.company && p.model === plan.model)!;
    if (plan.group !== undefined) row.groupId = demoGroupIds[plan.group];
    row.showIndex = i + 1;
  });
  return { products, productGroups };
}

// ---------------------------------------------------------------------------------------------
// Comments, applications, view logs, tag audits
// ---------------------------------------------------------------------------------------------

const commentPlans: [string, string][] = [
  ['请问{name}的交货周期大概多久？', '标准配置现货，定制款约 4-6 周交付。'],
  ['{model} 是否支持 EtherCAT 总线？我们产线主站是倍福的。', '支持，标配 EtherCAT 与 Modbus-TCP，可提供倍福联调案例。'],
  ['展会期间有现场演示吗？想带技术团队过来看看。', '有的，欢迎到 {booth} 展位，每天 10:00 和 15:00 各有一场演示。'],
  ['能否提供详细的技术参数和报价单？', '已安排华南区销售经理与您电话联系，请留意来电。'],
  ['售后服务网点覆盖华中地区吗？', '武汉、长沙均设有服务中心，承诺 24 小时内到场。'],
  ['有没有在汽车零部件行业的落地案例？', ''],
  ['价格可以再优惠吗？我们一次性采购 20 套。', ''],
];

const applyRemarks = ['希望安排现场演示。', '需要样机试用两周。', '请提供含税报价。', '计划明年一季度导入，先做技术评估。', '想了解以旧换新政策。', ''];

export function seedProductActivity(products: MockRecord[], companies: MockRecord[], joins: MockRecord[]): SeedRows {
  const rnd = randomSource(4096);
  const productComments: MockRecord[] = [];
  const productApplies: MockRecord[] = [];
  const productViewLogs: MockRecord[] = [];
  let commentNo = 0;
  let applyNo = 0;
  let logNo = 0;
  const end = Date.parse('2026-11-20T20:00:00+08:00');

  products.forEach((p, pi) => {
    const demo = p.compId === ids.company;
    const created = Date.parse(String(p.createTime));
    const company = companies.find((c) => c.id === p.compId);
    const join = joins.find((j) => j.id === p.joinId);
    const booth = join ? `${join.hallName} ${join.boothNo}` : '我们的';

    // Views: from the product's creation up to yesterday.
    const views = demo ? between(rnd, 12, 40) : between(rnd, 2, 10);
    for (let k = 0; k < views; k++) {
      const v = visitors[between(rnd, 0, visitors.length - 1)]!;
      const inTime = created + rnd() * (end - created);
      productViewLogs.push({
        id: seededId(PREFIX.viewLog, ++logNo),
        productId: p.id,
        companyId: p.compId,
        userId: v.id,
        userName: v.name,
        phoneNumber: v.phone,
        companyName: v.companyName,
        jobTitle: v.jobTitle,
        shareCount: rnd() < 0.2 ? 1 : 0,
        collectCount: rnd() < 0.15 ? 1 : 0,
        inTime: cst(inTime),
        stayDuration: between(rnd, 8, 320),
      });
    }

    // Comments on about half of the demo products and a few others; the company answers most.
    if (p.isShow && (demo ? pi % 2 === 0 : pi % 5 === 0)) {
      const count = demo ? between(rnd, 1, 3) : 1;
      for (let k = 0; k < count; k++) {
        const [question, answer] = commentPlans[(pi + k * 3) % commentPlans.length]!;
        const v = visitors[(pi * 7 + k * 5) % visitors.length]!;
        const at = created + (k + 1) * between(rnd, 2, 9) * DAY;
        const id = seededId(PREFIX.productComment, ++commentNo);
        productComments.push({
          id,
          productId: p.id,
          compId: p.compId,
          userId: v.id,
          userName: v.name,
          avatar: v.avatar,
          companyName: v.companyName,
          content: question.replace('{name}', String(p.name)).replace('{model}', String(p.model)),
          isShow: true,
          createTime: cst(Math.min(at, end - k * HOUR)),
        });
        if (answer) {
          productComments.push({
            id: seededId(PREFIX.productComment, ++commentNo),
            productId: p.id,
            compId: p.compId,
            parentId: id,
            userId: demo ? ids.exhibitorUser : undefined,
            userName: demo ? '张伟' : String(company?.contactName ?? '客服'),
            avatar: mediaUrl('avatar', demo ? '张伟' : String(company?.contactName ?? '客服')),
            companyName: String(company?.name ?? ''),
            content: answer.replace('{booth}', booth),
            isShow: true,
            createTime: cst(Math.min(at + between(rnd, 2, 20) * HOUR, end)),
          });
        }
      }
    }

    // Applications on the products open for them.
    if (p.applyStart) {
      const count = demo ? between(rnd, 4, 9) : between(rnd, 2, 4);
      const from = Date.parse(String(p.applyStart));
      for (let k = 0; k < count; k++) {
        const v = visitors[(pi * 3 + k * 5) % visitors.length]!;
        productApplies.push({
          id: seededId(PREFIX.productApply, ++applyNo),
          productId: p.id,
          compId: p.compId,
          userId: v.id,
          name: v.name,
          phone: v.phone,
          email: v.email,
          companyName: v.companyName,
          jobTitle: v.jobTitle,
          quantity: between(rnd, 1, 20),
          remark: applyRemarks[(pi + k) % applyRemarks.length]!,
          createTime: cst(from + rnd() * (end - from)),
        });
      }
    }
  });
  return { productComments, productApplies, productViewLogs };
}

/** Tag submissions of the current exhibition: some passed (bound), some pending, one rejected. */
export function seedTagAudits(products: MockRecord[]): MockRecord[] {
  const byModel = (model: string) => products.find((p) => p.model === model)!;
  const plans: [string, string[], 0 | 1 | 2, string, string?][] = [
    ['HZ-RC3000', ['智能制造', '新品首发', '直播好物'], 1, '2026-08-12 10:20'],
    ['HZ-WMS200', ['仓储物流', '智能制造', '新品首发'], 1, '2026-09-03 15:05'],
    ['HZ-EMS', ['新能源', '汽车制造'], 2, '2026-10-22 11:40', '标签与产品类别不符，请选择“绿色节能”等相关标签'],
    ['HZ-SD750', ['智能制造', '国产替代', '专精特新'], 0, '2026-11-16 09:15'],
    ['HZ-MES', ['工业互联网', '数字孪生', '专精特新'], 0, '2026-11-18 14:30'],
    ['DF-V5', ['汽车制造', '智能制造'], 1, '2026-07-28 16:00'],
    ['RK-F3015', ['汽车制造', '直播好物'], 1, '2026-09-21 10:00'],
    ['YQ-IIoT', ['工业互联网', '数字孪生', '人工智能'], 0, '2026-11-17 17:45'],
    ['HN-R500', ['汽车制造', '新能源'], 0, '2026-11-19 08:50'],
  ];
  return plans.map(([model, tagNames, auditStatus, at, remark], i) => {
    const p = byModel(model);
    const created = Date.parse(bj(at));
    const row: MockRecord = {
      id: seededId(PREFIX.tagAudit, i + 1),
      exhibitionId: p.exhibitionId,
      compId: p.compId,
      productId: p.id,
      tagIds: tagNames.map((n) => tagByName(n).id),
      auditStatus,
      createTime: cst(created),
    };
    if (auditStatus !== 0) {
      row.auditTime = cst(created + 26 * HOUR);
      row.auditorName = '展会运营部';
    }
    if (remark) row.auditRemark = remark;
    return row;
  });
}

/** The other company's industry, by its place in companyNames (matchmaking suggestions). */
const matchIndustries = ['工业机器人', '精密机械', '自动化设备', '激光加工', '工业互联网', '液压传动', '模具制造', '数控系统', '传感器', '协作机器人', '新能源装备', '智能仓储'];
const matchReasons = [
  '对方采购需求与贵司协作机器人产品线高度匹配',
  '双方同属汽车零部件供应链，可开展联合方案合作',
  '对方近期发布了产线自动化改造需求',
  '对方多次浏览贵司产品并收藏了 2 款设备',
  '贵司视觉检测方案可补足对方产线质检环节',
  '双方展位相邻，适合展期现场洽谈',
  '对方在寻找 MES 与仓储系统的集成伙伴',
  '对方为贵司产品的潜在区域代理商',
];

/**
 * Matchmaking suggestions (joinMatching): companies worth meeting, for the demo exhibitors in the
 * current exhibition (and a few from the demo company's last show), with a score and a reason.
 */
export function seedMatchings(companies: MockRecord[], joins: MockRecord[]): MockRecord[] {
  const rnd = randomSource(7331);
  const rows: MockRecord[] = [];
  const joinOf = (compId: unknown, exhibitionId: unknown) => joins.find((j) => j.compId === compId && j.exhibitionId === exhibitionId);
  const plan = (owner: MockRecord, exhibition: (typeof exhibitions)[number], others: MockRecord[], day: string) => {
    const own = joinOf(owner.id, exhibition.id);
    others.forEach((other, k) => {
      const index = companies.indexOf(other);
      const theirs = joinOf(other.id, exhibitions[0]!.id);
      rows.push({
        id: seededId(PREFIX.matching, rows.length + 1),
        compId: owner.id,
        joinId: own?.id,
        exhibitionId: exhibition.id,
        exhibitionName: exhibition.name,
        matchCompId: other.id,
        matchJoinId: theirs?.id,
        matchCompanyName: other.name,
        matchCompanyLogo: mediaUrl('logo', String(other.shortName ?? other.name)),
        matchIndustryName: matchIndustries[index % matchIndustries.length],
        matchHallName: theirs?.hallName,
        matchBoothNo: theirs ? `${String(theirs.hallName)} ${String(theirs.boothNo)}` : undefined,
        matchScore: Math.max(52, 96 - k * 3 - between(rnd, 0, 4)),
        matchReason: matchReasons[(index + k) % matchReasons.length],
        createTime: bj(`${day} ${String(9 + (k % 9)).padStart(2, '0')}:${String(between(rnd, 0, 59)).padStart(2, '0')}`),
      });
    });
  };
  const demo = companies.find((c) => c.id === ids.company)!;
  const english = companies.find((c) => c.id === ids.companyEn)!;
  const others = companies.filter((c) => c !== demo && c !== english);
  plan(demo, exhibitions[0]!, [english, ...others], '2026-11-18');
  plan(demo, exhibitions[1]!, others.slice(2, 6), '2025-11-02');
  plan(english, exhibitions[0]!, [demo, ...others.slice(0, 4)], '2026-11-19');
  return rows;
}

/** Every collection of the product domain. */
export function seedProductDomain(companies: MockRecord[], joins: MockRecord[]): SeedRows {
  const { products, productGroups } = seedProducts(companies);
  return {
    products,
    productGroups,
    ...seedProductActivity(products, companies, joins),
    proTags: seedProTags(),
    proAuths: seedProAuths(),
    proQualities: seedProQualities(),
    productTagAuditLogs: seedTagAudits(products),
    joinMatchings: seedMatchings(companies, joins),
  };
}

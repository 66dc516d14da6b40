/**
 * Seed of the showcase domain: certificate types, certificates, partners (cooperation), brands and
 * cases (examples) of the demo exhibitor 深圳华展智能科技有限公司, plus a few for other companies.
 */
import type { SeedRows } from '../collections';
import type { MockRecord } from '../db';
import { ids, website } from './places';
import { mediaUrl } from '../media';
import { seededId } from './seed';

/** A small offline logo: initials on a coloured badge, as an SVG data: URL (well under 500 characters). */
export function svgLogo(initials: string, color: string, width = 240, height = 120): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'>` +
    `<rect width='100%' height='100%' rx='14' fill='${color}'/>` +
    `<text x='50%' y='54%' font-family='Arial' font-weight='bold' font-size='${Math.round(height * 0.38)}' fill='#fff' text-anchor='middle' dominant-baseline='middle'>${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const P = { certificateType: 0x5ce70001, certificate: 0x5ce70002, cooperation: 0x5ce70003, brand: 0x5ce70004, example: 0x5ce70005 };

const certificateTypeRows = [
  ['质量管理体系认证', 'Quality management system certification'],
  ['环境管理体系认证', 'Environmental management system certification'],
  ['职业健康安全管理体系认证', 'Occupational health and safety certification'],
  ['产品认证', 'Product certification'],
  ['资质荣誉', 'Qualifications and honours'],
  ['知识产权', 'Intellectual property'],
] as const;

export const certificateTypeId = (index: number) => seededId(P.certificateType, index + 1);

export function seedCertificateTypes(): MockRecord[] {
  return certificateTypeRows.map(([name, nameEn], i) => ({
    id: certificateTypeId(i),
    name,
    nameEn,
    showIndex: i + 1,
    createTime: '2025-01-02T10:00:00+08:00',
  }));
}

type CertSeed = [
  compIndex: number,
  type: number,
  name: string,
  nameEn: string,
  no: string,
  issuer: string,
  issueDate: string,
  expireDate: string | undefined,
  introduction: string,
  isShow: boolean,
];

const certificateSeeds: CertSeed[] = [
  [0, 0, 'ISO 9001:2015 质量管理体系认证证书', 'ISO 9001:2015 Quality Management System Certificate', '00124Q36789R2M', '中国质量认证中心', '2024-06-18', '2027-06-17', '工业机器人、机器视觉检测设备的设计、生产和服务通过 ISO 9001 认证。', true],
  [0, 1, 'ISO 14001:2015 环境管理体系认证证书', 'ISO 14001:2015 Environmental Management System Certificate', '00124E32456R1M', '中国质量认证中心', '2024-06-18', '2027-06-17', '深圳宝安生产基地的环境管理体系符合 GB/T 24001-2016 / ISO 14001:2015。', true],
  [0, 3, 'CE 认证证书（协作机器人 HZ-C6）', 'CE Certificate (HZ-C6 collaborative robot)', 'M8A 094512 0031 Rev.00', 'TÜV 南德意志集团', '2025-03-12', '2030-03-11', 'HZ-C6 协作机器人符合欧盟机械指令 2006/42/EC 及 EN ISO 10218-1 标准。', true],
  [0, 4, '高新技术企业证书', 'High-tech Enterprise Certificate', 'GR202344201234', '深圳市科技创新委员会', '2023-12-12', '2026-12-11', '由深圳市科技创新委员会、深圳市财政局、国家税务总局深圳市税务局联合认定。', true],
  [0, 4, '专精特新“小巨人”企业', 'Specialised and Innovative "Little Giant" Enterprise', '工信部企业函〔2025〕168号', '中华人民共和国工业和信息化部', '2025-07-20', '2028-07-19', '入选第七批专精特新“小巨人”企业名单。', true],
  [0, 5, '发明专利证书：一种基于深度学习的焊缝缺陷检测方法', 'Invention patent: deep-learning weld-seam defect detection', 'ZL 2022 1 0456789.3', '国家知识产权局', '2024-02-23', undefined, '专利权人：深圳华展智能科技有限公司；发明人：黄志强、周婷。', false],
  [1, 0, 'ISO 9001:2015 质量管理体系认证证书', 'ISO 9001:2015 Quality Management System Certificate', '01524Q20871R0M', '上海质量体系审核中心', '2024-03-08', '2027-03-07', '精密机床及零部件的设计和制造。', true],
  [2, 3, 'CE 认证证书（桁架机械手 YX-T300）', 'CE Certificate (YX-T300 gantry manipulator)', 'CE-YX-2025-0087', 'SGS 通标标准技术服务有限公司', '2025-05-16', '2030-05-15', 'YX-T300 桁架机械手符合 2006/42/EC 机械指令。', true],
  [3, 4, '高新技术企业证书', 'High-tech Enterprise Certificate', 'GR202432004567', '江苏省科学技术厅', '2024-11-19', '2027-11-18', '激光加工装备领域高新技术企业。', true],
];

export function seedCertificates(companies: MockRecord[]): MockRecord[] {
  return certificateSeeds.map(([ci, type, name, nameEn, certificateNo, issuer, issueDate, expireDate, introduction, isShow], i) => ({
    id: seededId(P.certificate, i + 1),
    compId: companies[ci]!.id,
    certificateTypeId: certificateTypeId(type),
    certificateTypeName: certificateTypeRows[type]![0],
    name,
    nameEn,
    certificateNo,
    issuer,
    issueDate,
    ...(expireDate ? { expireDate } : {}),
    image: mediaUrl('certificate', name),
    introduction,
    isShow,
    showIndex: i + 1,
    createTime: `2026-0${(i % 8) + 1}-15T10:${String(10 + i).padStart(2, '0')}:00+08:00`,
  }));
}

const cooperationSeeds = [
  [0, '广州明远自动化设备有限公司', 'Guangzhou Mingyuan Automation Equipment Co., Ltd.', 'MY', '#1e6fd9', 'www.mingyuan-auto.cn', '自 2019 年起合作开发汽车零部件视觉检测产线，累计交付 40 余条。', true],
  [0, '上海锐能新能源科技有限公司', 'Shanghai Ruineng New Energy Technology Co., Ltd.', 'RN', '#16a34a', 'www.ruineng-energy.cn', '动力电池模组视觉检测与自动化装配长期合作伙伴。', true],
  [0, '东莞精创模具有限公司', 'Dongguan Jingchuang Mould Co., Ltd.', 'JC', '#ea580c', 'www.jingchuang-mould.com', '为华展智能提供机器人末端执行器与精密治具。', true],
  [0, '深圳鹏城智能制造研究院', 'Pengcheng Institute of Intelligent Manufacturing', 'PC', '#7c3aed', 'www.pcimi.org.cn', '联合实验室：工业视觉大模型与柔性装配。', false],
  [1, '宁波甬力液压件制造有限公司', 'Ningbo Yongli Hydraulic Parts Co., Ltd.', 'YL', '#0891b2', 'www.yongli-hydraulic.com', '精密机床液压系统配套供应商。', true],
  [2, '厦门鹭岛智能仓储有限公司', 'Xiamen Ludao Intelligent Warehousing Co., Ltd.', 'LD', '#be123c', 'www.ludao-storage.com', '仓储自动化项目集成合作。', true],
] as const;

export function seedCooperations(companies: MockRecord[]): MockRecord[] {
  return cooperationSeeds.map(([ci, name, nameEn, initials, color, domain, introduction, isShow], i) => ({
    id: seededId(P.cooperation, i + 1),
    compId: companies[ci]!.id,
    name,
    nameEn,
    logo: svgLogo(initials, color),
    website: website(domain),
    introduction,
    isShow,
    showIndex: i + 1,
    createTime: `2026-0${(i % 8) + 2}-08T14:00:00+08:00`,
  }));
}

const brandSeeds = [
  [0, '华展智造', 'HUAZHAN iMAKE', 'HZ', '#1e40af', '让每一条产线更聪明', '35512345', '华展智造是华展智能旗下工业机器人品牌，覆盖 6–20 kg 负载六轴机器人与焊接工作站。', 'HUAZHAN iMAKE is the industrial robot brand of Huazhan Intelligent.', true],
  [0, '慧眼视觉', 'HuiYan Vision', 'HY', '#0f766e', '看得清，检得准', '40234567', '慧眼视觉专注工业 AI 视觉检测，提供相机、光源、算法平台一体化方案。', 'HuiYan Vision provides AI-based industrial visual inspection.', true],
  [0, '灵犀协作', 'LingXi Cobot', 'LX', '#9333ea', '人机协作，安全高效', '46789012', '灵犀协作系列协作机器人支持拖拽示教与力控打磨，适合 3C 与医疗行业。', 'LingXi cobots support hand-guided teaching and force-controlled finishing.', true],
  [0, '云仓智储', 'CloudStore', 'CS', '#0369a1', '让仓储更简单', '51234560', '云仓智储提供四向穿梭车、箱式机器人与 WMS 软件的智能仓储整体方案。', 'CloudStore delivers shuttle, tote-robot and WMS warehousing solutions.', true],
  [0, '智链 MES', 'ZhiLian MES', 'ZL', '#b45309', '数据驱动每一道工序', '56789123', '智链 MES 是面向离散制造的制造执行系统，已服务 200 余家工厂。', 'ZhiLian MES is a manufacturing execution system for discrete manufacturing.', true],
  [0, '华展精工', 'HZ Precision', 'HP', '#475569', '精密传动，国产之芯', '60123987', '华展精工研发 RV 与谐波减速器，2027 年量产上市。', 'HZ Precision develops RV and harmonic reducers.', false],
  [1, '东方精工', 'DONGFANG Precision', 'DF', '#b91c1c', '精于工，成于心', '30987654', '东方精工数控机床品牌。', 'DONGFANG Precision CNC machine tools.', true],
  [3, '瑞科激光', 'RUIKE Laser', 'RK', '#dc2626', '光启智造', '38765432', '瑞科激光光纤激光切割与焊接设备品牌。', 'RUIKE fibre-laser cutting and welding equipment.', true],
] as const;

export function seedBrands(companies: MockRecord[]): MockRecord[] {
  return brandSeeds.map(([ci, name, nameEn, initials, color, slogan, trademarkNo, introduction, introductionEn, isShow], i) => ({
    id: seededId(P.brand, i + 1),
    compId: companies[ci]!.id,
    name,
    nameEn,
    logo: svgLogo(initials, color),
    slogan,
    origin: '中国',
    trademarkNo,
    website: website('www.huazhan-tech.cn', `/brands/${initials.toLowerCase()}`),
    introduction: `<p>${introduction}</p>`,
    introductionEn: `<p>${introductionEn}</p>`,
    isShow,
    showIndex: i + 1,
    createTime: `2026-0${(i % 8) + 1}-20T09:30:00+08:00`,
  }));
}

const exampleSeeds = [
  [0, '某新能源电池厂视觉检测产线改造', 'Vision inspection line upgrade for an EV battery plant', '上海锐能新能源科技有限公司', '新能源', '检测效率提升 3 倍，漏检率降至 0.01%。', '2025-09-30',
    ['客户原有电芯外观检测依赖人工目检，每班需 24 名质检员，漏检率约 0.3%。', '部署 12 套慧眼视觉 AI 检测工位，覆盖极耳、顶盖与蓝膜外观。', '检测节拍 0.8 秒/件，漏检率降至 0.01%，每年节省人工成本约 600 万元。']],
  [0, '汽车零部件焊装车间机器人集成项目', 'Robotic welding cell integration for an auto-parts plant', '佛山华德汽车零部件有限公司', '汽车制造', '8 个焊接工作站，焊缝一次合格率 99.2%。', '2025-05-20',
    ['客户副车架焊接依赖熟练焊工，招工难、质量波动大。', '交付 8 个华展智造弧焊工作站，配套焊缝跟踪与在线检测。', '产能提升 45%，焊缝一次合格率由 95.6% 提升至 99.2%。']],
  [0, '3C 电子装配线协作机器人部署', 'Cobot deployment on a consumer-electronics assembly line', '东莞恒通电子科技有限公司', '消费电子', '18 台灵犀协作机器人与工人同线作业。', '2024-12-15',
    ['产品换型频繁，传统自动化线改造周期长。', '部署 18 台灵犀协作机器人，完成螺丝锁付、点胶与 FPC 插接。', '换线时间由 2 天缩短为 2 小时，人均产出提升 60%。']],
  [0, '医药冷链智能立体仓库建设', 'Cold-chain automated warehouse for a pharmaceutical distributor', '成都康源医药物流有限公司', '医药物流', '-20℃ 冷库无人化作业，库容提升 2.6 倍。', '2024-08-30',
    ['原冷库采用叉车作业，库容紧张且人员需在低温环境长时间工作。', '建设 1.2 万货位的云仓智储四向穿梭车立体库与 WMS 系统。', '库容提升 2.6 倍，出入库效率提升 3 倍，实现 GSP 全程温控追溯。']],
  [0, '家电注塑车间 MES 数字化升级', 'MES roll-out in an appliance injection-moulding workshop', '宁波美达家电制造有限公司', '家电制造', '120 台注塑机联网，OEE 提升 11 个百分点。', '2024-04-18',
    ['生产数据靠纸质报表，设备利用率无法实时掌握。', '上线智链 MES，120 台注塑机联网采集，实现工单、质量、能耗一体化管理。', 'OEE 由 62% 提升至 73%，报表工作量减少 90%。']],
  [1, '航空结构件五轴加工中心交付', 'Five-axis machining centres for aerospace parts', '西安天翼航空零部件有限公司', '航空航天', '6 台五轴加工中心，精度 0.005 mm。', '2025-03-10',
    ['客户钛合金结构件加工周期长。', '交付 6 台东方精工五轴加工中心及专用夹具。', '加工周期缩短 35%。']],
] as const;

export function seedExamples(companies: MockRecord[]): MockRecord[] {
  return exampleSeeds.map(([ci, title, titleEn, customerName, industryName, summary, completeDate, [background, solution, result]], i) => ({
    id: seededId(P.example, i + 1),
    compId: companies[ci]!.id,
    title,
    titleEn,
    customerName,
    industryName,
    cover: mediaUrl('photo', title),
    summary,
    content: `<h3>项目背景</h3><p>${background}</p><h3>解决方案</h3><p>${solution}</p><h3>项目成效</h3><ul><li><strong>${result}</strong></li></ul>`,
    contentEn: `<p>${titleEn}.</p>`,
    completeDate,
    showIndex: i + 1,
    createTime: `2026-0${(i % 8) + 1}-25T16:00:00+08:00`,
  }));
}

export function seedShowcase(seeded: SeedRows): SeedRows {
  const companies = seeded.companies ?? [];
  if (companies[0]?.id !== ids.company) throw new Error('showcase seed: the core domain must be seeded first');
  return {
    certificateTypes: seedCertificateTypes(),
    certificates: seedCertificates(companies),
    cooperations: seedCooperations(companies),
    brands: seedBrands(companies),
    examples: seedExamples(companies),
  };
}

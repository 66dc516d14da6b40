/**
 * Seed of the company domain (beyond the companies themselves, seeded by core): business licences,
 * invoicing details, staff, company natures and business types, contact persons and their editing
 * period, butler services, the outgoing mailbox, real-name check records and mini-site banners.
 */
import type { SeedRows } from '../collections';
import type { MockRecord } from '../db';
import { exhibitions, ids, website } from './places';
import { seededId } from './seed';
import { mediaUrl } from '../media';

const P = {
  license: 0xc0de0001,
  invoice: 0xc0de0002,
  staff: 0xc0de0003,
  nature: 0xc0de0004,
  businessType: 0xc0de0005,
  contact: 0xc0de0006,
  contactTime: 0xc0de0007,
  butler: 0xc0de0008,
  email: 0xc0de0009,
  idCard: 0xc0de000a,
  banner: 0xc0de000b,
};

// ------------------------------------------------------------------ resident ID numbers (GB 11643-1999)
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CODES = '10X98765432';

/** The check character of the first 17 digits of an ID number. */
export function idCheckDigit(first17: string): string {
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i]!, 0);
  return CHECK_CODES[sum % 11]!;
}

/** A complete, valid ID number from its first 17 digits. */
export const idNumber = (first17: string) => first17 + idCheckDigit(first17);

/** 440305********123X: region and the last four characters only. */
export const maskIdNumber = (id: string) => `${id.slice(0, 6)}********${id.slice(-4)}`;

// ------------------------------------------------------------------ dictionaries
const natureRows = [
  ['民营企业', 'Private enterprise'],
  ['国有企业', 'State-owned enterprise'],
  ['外商独资企业', 'Wholly foreign-owned enterprise'],
  ['中外合资企业', 'Sino-foreign joint venture'],
  ['股份有限公司', 'Joint-stock company'],
  ['事业单位 / 科研院所', 'Public institution / research institute'],
] as const;

const businessTypeRows = [
  ['生产商', 'Manufacturer'],
  ['贸易商', 'Trader'],
  ['代理商', 'Agent'],
  ['经销商', 'Distributor'],
  ['系统集成商', 'System integrator'],
  ['服务商', 'Service provider'],
] as const;

export const natureId = (i: number) => seededId(P.nature, i + 1);
export const businessTypeId = (i: number) => seededId(P.businessType, i + 1);

const dictionary = (rows: readonly (readonly [string, string])[], id: (i: number) => string) =>
  rows.map(([name, nameEn], i) => ({ id: id(i), name, nameEn, showIndex: i + 1, isShow: true, createTime: '2025-01-02T10:00:00+08:00' }));

// ------------------------------------------------------------------ company records
function seedLicenses(companies: MockRecord[]): MockRecord[] {
  const rows: [number, string, string, string, string, string | undefined, number, string | undefined, string][] = [
    // [company, creditCode, legalPerson, capital, established, validTo, auditStatus, remark, createTime]
    [0, '91440300MA5F8XYR3K', '李明', '3000万元人民币', '2016-05-18', undefined, 0, undefined, '2026-11-15T09:20:00+08:00'],
    [1, '91310115MA1K4B7Q2N', '王建华', '5000万元人民币', '2008-09-02', '2038-09-01', 1, undefined, '2026-06-03T10:00:00+08:00'],
    [2, '91440112MA59C3T8XW', '陈国栋', '1200万元人民币', '2015-03-27', '2045-03-26', 2, '营业执照图片模糊，请重新上传清晰的彩色扫描件', '2026-10-28T15:40:00+08:00'],
    [3, '91320594MA1MX2H6PL', '周立新', '8000万元人民币', '2012-11-11', undefined, 1, undefined, '2026-07-19T11:00:00+08:00'],
    [4, '91330108MA2H0K7F4D', '吴晓东', '2000万元人民币', '2018-04-09', '2048-04-08', 0, undefined, '2026-11-18T16:30:00+08:00'],
  ];
  return rows.map(([ci, creditCode, legalPerson, registeredCapital, establishDate, validTo, auditStatus, auditRemark, createTime], i) => {
    const c = companies[ci]!;
    return {
      id: seededId(P.license, i + 1),
      compId: c.id,
      companyName: c.name,
      creditCode,
      legalPerson,
      registeredCapital,
      establishDate,
      ...(validTo ? { validTo } : {}),
      businessScope: ci === 0 ? '工业机器人、智能装备、机器视觉系统的研发、生产与销售；软件开发；技术咨询与技术服务；货物及技术进出口。' : '机械设备及零部件的研发、生产、销售；技术服务；货物及技术进出口。',
      address: c.address,
      imageUrl: mediaUrl('license', String(c.name)),
      auditStatus,
      ...(auditRemark ? { auditRemark } : {}),
      // Audited the working day after filing.
      ...(auditStatus !== 0 ? { auditTime: new Date(Date.parse(createTime) + 86_400_000).toISOString() } : {}),
      createTime,
    };
  });
}

function seedInvoices(companies: MockRecord[]): MockRecord[] {
  return [
    {
      id: seededId(P.invoice, 1),
      compId: companies[0]!.id,
      invoiceType: 1,
      title: companies[0]!.name,
      taxNo: '91440300MA5F8XYR3K',
      address: '深圳市南山区科技园科发路8号金融基地1栋5楼',
      tel: '0755-86001234',
      bankName: '招商银行深圳科技园支行',
      bankAccount: '755912345610801',
      receiverName: '王芳',
      receiverPhone: '13912340002',
      receiverAddress: '深圳市南山区科技园科发路8号金融基地1栋5楼 财务部',
      receiverEmail: 'finance@huazhan-tech.cn',
      createTime: '2026-06-12T14:00:00+08:00',
    },
    {
      id: seededId(P.invoice, 2),
      compId: companies[1]!.id,
      invoiceType: 0,
      title: companies[1]!.name,
      taxNo: '91310115MA1K4B7Q2N',
      receiverName: '李娜',
      receiverPhone: '13912345678',
      receiverEmail: 'lina@dfjg-machinery.com',
      createTime: '2026-07-02T10:00:00+08:00',
    },
  ];
}

function seedStaff(companies: MockRecord[]): MockRecord[] {
  const demo = companies[0]!.id;
  const rows: MockRecord[] = [
    { id: seededId(P.staff, 1), compId: demo, userId: ids.exhibitorUser, userName: 'exhibitor', name: '张伟', nameEn: 'Zhang Wei', gender: 1, department: '市场部', position: '市场总监', phone: '13812345678', email: 'zhangwei@huazhan-tech.cn', isDefault: true, isEnable: true, showIndex: 1, createTime: '2025-02-11T09:10:00+08:00' },
    { id: seededId(P.staff, 2), compId: demo, name: '王芳', nameEn: 'Wang Fang', gender: 2, department: '财务部', position: '财务经理', phone: '13912340002', email: 'finance@huazhan-tech.cn', isDefault: false, isEnable: true, showIndex: 2, createTime: '2025-03-06T10:00:00+08:00' },
    { id: seededId(P.staff, 3), compId: demo, name: '李娜', nameEn: 'Li Na', gender: 2, department: '市场部', position: '展会专员', phone: '13912340003', email: 'lina@huazhan-tech.cn', isDefault: false, isEnable: true, showIndex: 3, createTime: '2025-04-18T10:00:00+08:00' },
    { id: seededId(P.staff, 4), compId: demo, name: '刘洋', nameEn: 'Liu Yang', gender: 1, department: '技术支持部', position: '应用工程师', phone: '13912340004', email: 'liuyang@huazhan-tech.cn', isDefault: false, isEnable: true, showIndex: 4, createTime: '2025-06-02T10:00:00+08:00' },
    { id: seededId(P.staff, 5), compId: demo, name: '黄志强', nameEn: 'Huang Zhiqiang', gender: 1, department: '销售部', position: '华南区销售经理', phone: '13912340005', email: 'huangzq@huazhan-tech.cn', isDefault: false, isEnable: false, showIndex: 5, createTime: '2025-08-21T10:00:00+08:00' },
  ];
  companies.slice(1, 6).forEach((c, i) => {
    rows.push({
      id: seededId(P.staff, 100 + i),
      compId: c.id,
      ...(c.userId ? { userId: c.userId, userName: c.id === ids.companyEn ? 'exhibitor.en' : undefined } : {}),
      name: String(c.contactName),
      gender: i % 2 ? 1 : 2,
      department: '市场部',
      position: '展会负责人',
      phone: `1390000${String(1001 + i).padStart(4, '0')}`,
      email: String(c.email),
      isDefault: true,
      isEnable: true,
      showIndex: 1,
      createTime: '2025-05-10T10:00:00+08:00',
    });
  });
  return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as MockRecord);
}

function seedContactPersons(companies: MockRecord[]): MockRecord[] {
  const ex = exhibitions[0]!;
  const last = exhibitions[1]!;
  const demo = companies[0]!;
  const base = (n: number, c: MockRecord, exhibition: { id: string; name: string }) => ({
    id: seededId(P.contact, n),
    compId: c.id,
    companyName: c.name,
    exhibitionId: exhibition.id,
    exhibitionName: exhibition.name,
  });
  const rows: MockRecord[] = [
    { ...base(1, demo, ex), name: '张伟', gender: 1, department: '市场部', position: '市场总监', phone: '13812345678', tel: '0755-86001234', email: 'zhangwei@huazhan-tech.cn', type: 1, idNumber: idNumber('44030519850307123'), idCardFront: mediaUrl('idcard', '张伟 人像面'), idCardBack: mediaUrl('idcard', '张伟 国徽面'), authStatus: 1, authTime: '2026-09-03T10:20:00+08:00', isChange: false, isDefault: true, showIndex: 1, createTime: '2026-09-01T09:00:00+08:00' },
    { ...base(2, demo, ex), name: '王芳', gender: 2, department: '财务部', position: '财务经理', phone: '13912340002', email: 'finance@huazhan-tech.cn', type: 2, idNumber: idNumber('44030419880615242'), authStatus: 0, isChange: false, isDefault: false, showIndex: 2, createTime: '2026-11-12T15:30:00+08:00' },
    { ...base(3, demo, ex), name: '刘洋', gender: 1, department: '技术支持部', position: '应用工程师', phone: '13912340014', email: 'liuyang@huazhan-tech.cn', type: 1, idNumber: idNumber('36010219920821351'), authStatus: 0, isChange: true, originalPhone: '13912340004', isDefault: false, showIndex: 3, createTime: '2026-09-05T11:00:00+08:00' },
    { ...base(4, demo, ex), name: '赵敏', gender: 2, department: '市场部', position: '展台接待', phone: '13912340006', email: 'zhaomin@huazhan-tech.cn', type: 1, authStatus: 2, authRemark: '身份证照片与姓名不符，请重新上传', authTime: '2026-10-09T16:00:00+08:00', isChange: false, isDefault: false, showIndex: 4, createTime: '2026-10-08T09:40:00+08:00' },
    { ...base(5, demo, last), name: '张伟', gender: 1, department: '市场部', position: '市场经理', phone: '13812345678', email: 'zhangwei@huazhan-tech.cn', type: 1, authStatus: 1, authTime: '2025-07-01T10:00:00+08:00', isChange: false, isDefault: true, showIndex: 1, createTime: '2025-06-28T10:00:00+08:00' },
  ];
  companies.slice(1, 6).forEach((c, i) => {
    rows.push({
      ...base(10 + i, c, ex),
      name: String(c.contactName),
      gender: i % 2 ? 1 : 2,
      position: '展会负责人',
      phone: `1390000${String(1001 + i).padStart(4, '0')}`,
      email: String(c.email),
      type: 1,
      authStatus: i % 3 === 0 ? 1 : 0,
      ...(i % 3 === 0 ? { authTime: '2026-10-20T10:00:00+08:00' } : {}),
      isChange: false,
      isDefault: true,
      showIndex: 1,
      createTime: `2026-10-${String(10 + i).padStart(2, '0')}T10:00:00+08:00`,
    });
  });
  return rows;
}

function seedBanners(companies: MockRecord[]): MockRecord[] {
  const demo = companies[0]!.id;
  const rows: [string, number, string, string, boolean][] = [
    [demo, 1, '2026 新品发布：HZ-C6 协作机器人', website('www.huazhan-tech.cn', '/products/hz-c6'), true],
    [demo, 1, `${exhibitions[0]!.shortName} · 1号馆 A10 展位欢迎您`, website('www.huazhan-tech.cn', '/expo'), true],
    [demo, 1, '慧眼视觉 AI 检测平台 3.0', website('www.huazhan-tech.cn', '/products/vision'), false],
    [demo, 2, '移动端首页：协作机器人', '/pages/product/detail?id=hz-c6', true],
    [demo, 2, '移动端首页：预约展位参观', '/pages/expo/booking', true],
    [companies[1]!.id, 1, '东方精工五轴加工中心', `${String(companies[1]!.website)}/products`, true],
  ];
  return rows.map(([compId, type, title, link, show], i) => ({
    id: seededId(P.banner, i + 1),
    compId,
    type,
    title,
    url: type === 1 ? mediaUrl('banner', title) : mediaUrl('cover', title),
    link,
    show,
    showIndex: i + 1,
    createTime: `2026-10-${String(1 + i).padStart(2, '0')}T10:00:00+08:00`,
  }));
}

function seedIdCardRecords(companies: MockRecord[]): MockRecord[] {
  const rows: [string, string, boolean, string, string, string][] = [
    ['张伟', idNumber('44030519850307123'), true, ids.exhibitorUser, 'exhibitor', '2026-09-01T09:02:00+08:00'],
    ['王芳', idNumber('44030419880615242'), true, ids.exhibitorUser, 'exhibitor', '2026-11-12T15:28:00+08:00'],
    ['赵敏', '44030619931102254X', false, ids.exhibitorUser, 'exhibitor', '2026-10-08T09:35:00+08:00'],
    ['李娜', idNumber('31011519900412262'), true, ids.exhibitorEnUser, 'exhibitor.en', '2026-10-11T10:05:00+08:00'],
    ['刘洋', idNumber('36010219920821351'), true, ids.exhibitorUser, 'exhibitor', '2026-09-05T10:58:00+08:00'],
  ];
  return rows.map(([name, id, isMatch, userId, userName, createTime], i) => ({
    id: seededId(P.idCard, i + 1),
    name,
    idNumber: maskIdNumber(id),
    isMatch,
    userId,
    userName,
    companyName: (userId === ids.exhibitorEnUser ? companies[1] : companies[0])!.name,
    createTime,
  }));
}

export function seedCompanyProfile(seeded: SeedRows): SeedRows {
  const companies = seeded.companies ?? [];
  if (companies[0]?.id !== ids.company) throw new Error('company seed: the core domain must be seeded first');
  return {
    natures: dictionary(natureRows, natureId),
    businessTypes: dictionary(businessTypeRows, businessTypeId),
    compLicenses: seedLicenses(companies),
    compInvoices: seedInvoices(companies),
    staff: seedStaff(companies),
    contactPersons: seedContactPersons(companies),
    contactTimes: [{ id: seededId(P.contactTime, 1), exhibitionId: exhibitions[0]!.id, startTime: '2026-09-01T00:00:00+08:00', endTime: '2027-03-10T18:00:00+08:00' }],
    butlerCustomers: [
      { id: seededId(P.butler, 1), customerId: companies[0]!.id, customerName: companies[0]!.name, exhibitionId: exhibitions[0]!.id, isPurchase: true, serviceButlerId: seededId(P.butler, 0x100), serviceButlerName: '陈静', serviceButlerPhone: '13800138005', serviceState: 1, purchaseTime: '2026-07-01T10:00:00+08:00', createTime: '2026-07-01T10:00:00+08:00' },
      { id: seededId(P.butler, 2), customerId: companies[0]!.id, customerName: companies[0]!.name, exhibitionId: exhibitions[1]!.id, isPurchase: true, serviceButlerId: seededId(P.butler, 0x100), serviceButlerName: '陈静', serviceButlerPhone: '13800138005', serviceState: 2, purchaseTime: '2025-06-20T10:00:00+08:00', createTime: '2025-06-20T10:00:00+08:00' },
      { id: seededId(P.butler, 3), customerId: companies[1]!.id, customerName: companies[1]!.name, exhibitionId: exhibitions[0]!.id, isPurchase: false, serviceState: 0, createTime: '2026-08-15T10:00:00+08:00' },
      // Butlers of two more exhibitors of the current show (the host's talk details show them).
      ...[2, 3].filter((i) => companies[i]).map((i, n) => ({
        id: seededId(P.butler, 4 + n), customerId: companies[i]!.id, customerName: companies[i]!.name, exhibitionId: exhibitions[0]!.id, isPurchase: true,
        serviceButlerId: seededId(P.butler, 0x101 + n), serviceButlerName: ['周婷', '吴昊'][n], serviceButlerPhone: ['13800138016', '13800138027'][n], serviceState: 1,
        purchaseTime: ['2026-08-20T10:00:00+08:00', '2026-09-05T14:00:00+08:00'][n], createTime: ['2026-08-20T10:00:00+08:00', '2026-09-05T14:00:00+08:00'][n],
      })),
    ],
    emailAccounts: [
      { id: seededId(P.email, 1), ownerId: companies[0]!.id, compId: companies[0]!.id, email: 'sales@huazhan-tech.cn', displayName: '华展智能展会服务', smtpHost: 'smtp.exmail.qq.com', smtpPort: 465, userName: 'sales@huazhan-tech.cn', password: 'Hz2026smtp', enableSsl: true, isEnable: true, updateTime: '2026-08-02T10:00:00+08:00' },
    ],
    idCardRecords: seedIdCardRecords(companies),
    companyBanners: seedBanners(companies),
  };
}

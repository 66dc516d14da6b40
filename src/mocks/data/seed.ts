/** The initial demo data: what `reset demo data` restores. */
import type { MockRecord } from '../db';
import { companyNames, exhibitions, fullAddress, halls, ids, people, website } from './places';

/** Deterministic ids so that seeded data is the same on every machine. */
export function seededId(prefix: number, n: number): string {
  return `${prefix.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export const DEMO_PASSWORD = 'demo1234';

export function seedAccounts(): MockRecord[] {
  // The other exhibitors' accounts (the host's member list): one per company, two of them blocked.
  const members = companyNames.slice(2).map(([name, , , , , , domain], k) => {
    const i = k + 2;
    return {
      id: seededId(0xacc00000, i), userName: domain.split('.')[0]!.replace(/-/g, '_').slice(0, 20), password: DEMO_PASSWORD, role: 0,
      realName: people[i % people.length], nickName: people[i % people.length], phoneNumber: `137${String(20000000 + i * 7919).padStart(8, '0')}`,
      email: `service@${domain}`, companyName: name, compId: seededId(0xc0a80101, 0x1000 + i), phoneNumberConfirmed: true, emailConfirmed: i % 3 === 0,
      isBlack: i === 7 || i === 13, createTime: `2025-${String(3 + (i % 9)).padStart(2, '0')}-${String(5 + i).padStart(2, '0')}T10:00:00+08:00`,
    };
  });
  return [
    { id: ids.hostUser, userName: 'host', password: DEMO_PASSWORD, role: 1, realName: '陈建国', nickName: '陈建国', phoneNumber: '13800138001', email: 'chenjg@huazhan-expo.cn', agentId: ids.agent, phoneNumberConfirmed: true, emailConfirmed: true, isBlack: false, createTime: '2025-01-05T09:00:00+08:00' },
    { id: ids.exhibitorUser, userName: 'exhibitor', password: DEMO_PASSWORD, role: 0, realName: '张伟', companyName: companyNames[0]![0], nickName: '张伟', phoneNumber: '13812345678', email: 'zhangwei@huazhan-tech.cn', compId: ids.company, phoneNumberConfirmed: true, emailConfirmed: true, isBlack: false, createTime: '2025-02-11T09:00:00+08:00' },
    { id: ids.exhibitorEnUser, userName: 'exhibitor.en', password: DEMO_PASSWORD, role: 2, realName: 'Li Na', companyName: companyNames[1]![0], nickName: '李娜', phoneNumber: '13912345678', email: 'lina@dfjg-machinery.com', compId: ids.companyEn, phoneNumberConfirmed: true, emailConfirmed: false, isBlack: false, createTime: '2025-03-02T09:00:00+08:00' },
    ...members,
  ];
}

export function seedCompanies(): MockRecord[] {
  return companyNames.map(([name, nameEn, city, province, county, street, domain, areaCode], i) => ({
    id: i === 0 ? ids.company : i === 1 ? ids.companyEn : seededId(0xc0a80101, 0x1000 + i),
    name,
    nameEn,
    shortName: name.replace(/有限公司|股份有限公司/, ''),
    province,
    city,
    county,
    address: fullAddress(province, city, county, street),
    website: website(`www.${domain}`),
    phone: `139${String(10000000 + i * 7919).slice(0, 8)}`,
    // Landlines: 7 digits after a 4-digit area code in Xiamen, 8 elsewhere.
    tel: i === 0 ? '0755-86001234' : `${areaCode}-${String(86000000 + i * 12347).slice(areaCode === '0592' ? 1 : 0)}`,
    email: `info@${domain}`,
    contactName: people[i % people.length],
    introduction: `${name}专注于智能制造领域，提供从研发、生产到售后的一站式解决方案。`,
    introductionEn: `${nameEn} focuses on intelligent manufacturing, from R&D and production to after-sales service.`,
    isEnable: true,
    userId: i === 0 ? ids.exhibitorUser : i === 1 ? ids.exhibitorEnUser : undefined,
    createTime: `2025-0${(i % 9) + 1}-1${i % 9}T10:00:00+08:00`,
  }));
}

export function seedJoins(companies: MockRecord[]): MockRecord[] {
  const current = exhibitions[0]!;
  const joins = companies.map((c, i) => ({
    id: i === 0 ? ids.join : i === 1 ? ids.joinEn : seededId(0xb0a80101, 0x1000 + i),
    compId: c.id,
    exhibitionId: current.id,
    companyName: c.name,
    companyNameEn: c.nameEn,
    exhibitionName: current.name,
    exhibitionNameEn: current.nameEn,
    hallName: halls[i % halls.length]![0],
    boothNo: `${String.fromCharCode(65 + (i % 6))}${String(10 + i).padStart(2, '0')}`,
    isDefault: true,
    topic: i % 4 === 0 ? 1 : 0,
    prizeLabel: i % 5 === 0 ? '创新产品奖' : '',
    brandTopic: i % 3 === 0 ? 1 : 0,
    topping: i < 2,
    isShow: true,
    showIndex: i + 1,
    createTime: '2026-06-01T10:00:00+08:00',
  }));
  // The demo exhibitor also took part in last year's show, so it can switch the default join.
  joins.push({
    id: seededId(0xb0a80101, 0x2000),
    compId: ids.company,
    exhibitionId: exhibitions[1]!.id,
    companyName: companies[0]!.name as string,
    companyNameEn: companies[0]!.nameEn as string,
    exhibitionName: exhibitions[1]!.name,
    exhibitionNameEn: exhibitions[1]!.nameEn,
    hallName: '2号馆',
    boothNo: 'B08',
    isDefault: false,
    topic: 0,
    prizeLabel: '',
    brandTopic: 0,
    topping: false,
    isShow: true,
    showIndex: 1,
    createTime: '2025-06-01T10:00:00+08:00',
  });
  return joins;
}

export function seedHalls(): MockRecord[] {
  return exhibitions.flatMap((e, ei) =>
    halls.slice(0, e.hallCount).map(([name, nameEn, area, boothCount], i) => ({
      id: seededId(0xe0000000 + ei, i + 1),
      exhibitionId: e.id,
      name,
      nameEn,
      area,
      boothCount,
      showIndex: i + 1,
    })),
  );
}


/**
 * The product reference lists of the reference-data domain that products point at: sales
 * channels (ProChannels) and section offices (ProSectionOffices, 科室: the show has medical-device
 * exhibitors, and hospitals buy through their clinical and support departments). Products hold
 * them as `{ id, name }` JSON text (Product.channels, Product.sectionOffices).
 */
import type { MockRecord } from '../db';
import { seededId } from './seed';

const CHANNEL = 0xae000008;
const SECTION_OFFICE = 0xae000009;

const channelNames: [string, string][] = [
  ['厂家直销', 'Direct sales'],
  ['经销代理', 'Distributors and agents'],
  ['医院直销', 'Direct to hospitals'],
  ['政府采购', 'Government procurement'],
  ['电商平台', 'E-commerce platforms'],
  ['系统集成商', 'System integrators'],
  ['OEM/ODM 贴牌', 'OEM / ODM'],
];

const sectionOfficeNames: [string, string][] = [
  ['心内科', 'Cardiology'],
  ['骨科', 'Orthopaedics'],
  ['影像科', 'Radiology'],
  ['检验科', 'Clinical Laboratory'],
  ['康复科', 'Rehabilitation'],
  ['手术室', 'Operating Theatre'],
  ['药剂科', 'Pharmacy'],
  ['设备科', 'Medical Equipment Department'],
  ['信息科', 'Information Department'],
  ['后勤保障科', 'Logistics Support'],
];

export const proChannels: MockRecord[] = channelNames.map(([name, nameEn], i) => ({ id: seededId(CHANNEL, i + 1), name, nameEn, showIndex: i + 1 }));
export const proSectionOffices: MockRecord[] = sectionOfficeNames.map(([name, nameEn], i) => ({ id: seededId(SECTION_OFFICE, i + 1), name, nameEn, showIndex: i + 1 }));

/** `{ id, name }` JSON text of the seeded entries with these names (Product.channels / sectionOffices). */
const refsJson = (rows: MockRecord[], names: string[]) =>
  JSON.stringify(names.map((n) => rows.find((r) => r.name === n)!).map((r) => ({ id: r.id, name: r.name })));
export const channelsJson = (names: string[]) => refsJson(proChannels, names);
export const sectionOfficesJson = (names: string[]) => refsJson(proSectionOffices, names);

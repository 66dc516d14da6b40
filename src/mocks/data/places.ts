/** Realistic Chinese reference data for the demo: exhibitions, halls, companies, people. */

/**
 * The address of a web page on `domain` (a company's website, a banner's click target). Pages are
 * data the user may open, not media the app loads, so they name real-looking hosts; they are built
 * from the domain so that media addresses stay the only addresses written out in the mocks (and
 * those are all on the mocks' own origin: ../media).
 * @example website('www.huazhan-tech.cn', '/products/hz-c6') // the page's https address
 */
export const website = (domain: string, path = '') => ['https:', '', domain].join('/') + path;

/** The organiser's public site (exhibition pages, visitor registration). */
export const EXPO_SITE = 'www.huazhan-expo.cn';
export const ids = {
  exhibition2026: '8d3f6b1e-2a4c-4e5f-9a10-1b2c3d4e5f60',
  exhibition2025: '7c2e5a0d-1b3b-4d4e-8f0f-0a1b2c3d4e5f',
  exhibitionFood: '6b1d4f9c-0a2a-4c3d-9e9e-f9a0b1c2d3e4',
  hostUser: '1a2b3c4d-0001-4000-8000-000000000001',
  exhibitorUser: '1a2b3c4d-0002-4000-8000-000000000002',
  exhibitorEnUser: '1a2b3c4d-0003-4000-8000-000000000003',
  company: 'c0a80101-0000-4000-8000-000000000101',
  companyEn: 'c0a80101-0000-4000-8000-000000000102',
  join: 'b0a80101-0000-4000-8000-000000000201',
  joinEn: 'b0a80101-0000-4000-8000-000000000202',
  settle: 'a0a80101-0000-4000-8000-000000000301',
  agent: 'd0a80101-0000-4000-8000-000000000401',
};

export const exhibitions = [
  {
    id: ids.exhibition2026,
    name: '2027 深圳国际智能制造博览会',
    nameEn: 'Shenzhen International Intelligent Manufacturing Expo 2027',
    shortName: '深智博 2027',
    startTime: '2027-03-18T09:00:00+08:00',
    endTime: '2027-03-21T17:00:00+08:00',
    address: '深圳国际会展中心（宝安新馆）',
    addressEn: "Shenzhen World Exhibition & Convention Center (Bao'an)",
    city: '深圳',
    hallCount: 6,
    status: 0,
    agentId: ids.agent,
    isDefault: true,
    createTime: '2026-05-10T10:00:00+08:00',
  },
  {
    id: ids.exhibition2025,
    name: '2025 深圳国际智能制造博览会',
    nameEn: 'Shenzhen International Intelligent Manufacturing Expo 2025',
    shortName: '深智博 2025',
    startTime: '2025-11-05T09:00:00+08:00',
    endTime: '2025-11-08T17:00:00+08:00',
    address: '深圳会展中心（福田）',
    addressEn: 'Shenzhen Convention & Exhibition Center (Futian)',
    city: '深圳',
    hallCount: 4,
    status: 2,
    agentId: ids.agent,
    isDefault: false,
    createTime: '2025-03-01T10:00:00+08:00',
  },
  {
    id: ids.exhibitionFood,
    name: '2027 上海国际食品饮料及餐饮设备博览会',
    nameEn: 'Shanghai International Food, Beverage & Catering Equipment Expo 2027',
    shortName: '上海食品展 2027',
    startTime: '2027-05-12T09:00:00+08:00',
    endTime: '2027-05-14T17:00:00+08:00',
    address: '国家会展中心（上海）',
    addressEn: 'National Exhibition and Convention Center (Shanghai)',
    city: '上海',
    hallCount: 8,
    status: 0,
    agentId: ids.agent,
    isDefault: false,
    createTime: '2026-08-20T10:00:00+08:00',
  },
];

export const halls = [
  ['1号馆', 'Hall 1', 12000, 320],
  ['2号馆', 'Hall 2', 12000, 300],
  ['3号馆', 'Hall 3', 15000, 410],
  ['4号馆', 'Hall 4', 15000, 395],
  ['5号馆', 'Hall 5', 20000, 520],
  ['6号馆', 'Hall 6', 20000, 505],
] as const;

/**
 * The demo companies: name, English name, city, province, district, street address, web domain
 * and the city's telephone area code (landlines are `<area code>-<number>`).
 */
export const companyNames = [
  ['深圳华展智能科技有限公司', 'Shenzhen Huazhan Intelligent Technology Co., Ltd.', '深圳', '广东省', '南山区', '科发路 8 号金融基地 1 栋 5 楼', 'huazhan-tech.cn', '0755'],
  ['上海东方精工机械有限公司', 'Shanghai Dongfang Precision Machinery Co., Ltd.', '上海', '上海市', '浦东新区', '张江路 665 号 3 号楼', 'dfjg-machinery.com', '021'],
  ['广州粤兴自动化设备有限公司', 'Guangzhou Yuexing Automation Equipment Co., Ltd.', '广州', '广东省', '黄埔区', '科学城开创大道 2511 号', 'yuexing-auto.com', '020'],
  ['苏州瑞科激光技术股份有限公司', 'Suzhou Ruike Laser Technology Co., Ltd.', '苏州', '江苏省', '工业园区', '星湖街 328 号 15 栋', 'ruike-laser.cn', '0512'],
  ['杭州云启工业互联网有限公司', 'Hangzhou Yunqi Industrial Internet Co., Ltd.', '杭州', '浙江省', '滨江区', '网商路 699 号 4 号楼', 'yunqi-iiot.com', '0571'],
  ['宁波甬力液压件制造有限公司', 'Ningbo Yongli Hydraulic Parts Co., Ltd.', '宁波', '浙江省', '北仑区', '长江路 1078 号', 'yongli-hydraulic.com', '0574'],
  ['东莞精创模具有限公司', 'Dongguan Jingchuang Mould Co., Ltd.', '东莞', '广东省', '长安镇', '振安中路 168 号', 'jingchuang-mould.com', '0769'],
  ['成都天府数控系统有限公司', 'Chengdu Tianfu CNC Systems Co., Ltd.', '成都', '四川省', '高新区', '天府大道中段 1388 号', 'tianfu-cnc.com', '028'],
  ['武汉光谷传感技术有限公司', 'Wuhan Optics Valley Sensing Technology Co., Ltd.', '武汉', '湖北省', '东湖高新区', '光谷大道 77 号', 'ov-sensing.com', '027'],
  ['青岛海纳机器人有限公司', 'Qingdao Haina Robotics Co., Ltd.', '青岛', '山东省', '崂山区', '松岭路 169 号', 'haina-robot.com', '0532'],
  ['天津滨海新能源装备有限公司', 'Tianjin Binhai New Energy Equipment Co., Ltd.', '天津', '天津市', '滨海新区', '第三大街 51 号', 'binhai-ne.com', '022'],
  ['厦门鹭岛智能仓储有限公司', 'Xiamen Ludao Intelligent Warehousing Co., Ltd.', '厦门', '福建省', '湖里区', '枋湖北二路 1888 号', 'ludao-storage.com', '0592'],
] as const;

/** Telephone area codes of the cities the demo data names (a landline's prefix must be its city's). */
export const AREA_CODES: Record<string, string> = {
  北京: '010', 上海: '021', 天津: '022', 重庆: '023', 广州: '020', 深圳: '0755', 东莞: '0769', 佛山: '0757', 珠海: '0756', 苏州: '0512', 南京: '025',
  杭州: '0571', 宁波: '0574', 成都: '028', 武汉: '027', 长沙: '0731', 西安: '029', 青岛: '0532', 潍坊: '0536', 厦门: '0592',
};

/** A full postal address: province (unless a municipality), city, district, street and number. */
export function fullAddress(province: string, city: string, district: string, street: string): string {
  const cityName = city.endsWith('市') ? city : `${city}市`;
  return `${province === cityName ? '' : province}${cityName}${district}${street}`;
}

export const people = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄志强', '周婷', '吴昊', '徐丽', '孙浩'];

/** Realistic Chinese reference data for the demo: exhibitions, halls, companies, people. */
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
    name: '2026 深圳国际智能制造博览会',
    nameEn: 'Shenzhen International Intelligent Manufacturing Expo 2026',
    shortName: '深智博 2026',
    startTime: '2027-03-18T09:00:00+08:00',
    endTime: '2027-03-21T17:00:00+08:00',
    address: '深圳国际会展中心（宝安新馆）',
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

export const companyNames = [
  ['深圳华展智能科技有限公司', 'Shenzhen Huazhan Intelligent Technology Co., Ltd.', '深圳', '广东省', '南山区'],
  ['上海东方精工机械有限公司', 'Shanghai Dongfang Precision Machinery Co., Ltd.', '上海', '上海市', '浦东新区'],
  ['广州粤兴自动化设备有限公司', 'Guangzhou Yuexing Automation Equipment Co., Ltd.', '广州', '广东省', '黄埔区'],
  ['苏州瑞科激光技术股份有限公司', 'Suzhou Ruike Laser Technology Co., Ltd.', '苏州', '江苏省', '工业园区'],
  ['杭州云启工业互联网有限公司', 'Hangzhou Yunqi Industrial Internet Co., Ltd.', '杭州', '浙江省', '滨江区'],
  ['宁波甬力液压件制造有限公司', 'Ningbo Yongli Hydraulic Parts Co., Ltd.', '宁波', '浙江省', '北仑区'],
  ['东莞精创模具有限公司', 'Dongguan Jingchuang Mould Co., Ltd.', '东莞', '广东省', '长安镇'],
  ['成都天府数控系统有限公司', 'Chengdu Tianfu CNC Systems Co., Ltd.', '成都', '四川省', '高新区'],
  ['武汉光谷传感技术有限公司', 'Wuhan Optics Valley Sensing Technology Co., Ltd.', '武汉', '湖北省', '东湖高新区'],
  ['青岛海纳机器人有限公司', 'Qingdao Haina Robotics Co., Ltd.', '青岛', '山东省', '崂山区'],
  ['天津滨海新能源装备有限公司', 'Tianjin Binhai New Energy Equipment Co., Ltd.', '天津', '天津市', '滨海新区'],
  ['厦门鹭岛智能仓储有限公司', 'Xiamen Ludao Intelligent Warehousing Co., Ltd.', '厦门', '福建省', '湖里区'],
] as const;

export const people = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄志强', '周婷', '吴昊', '徐丽', '孙浩'];

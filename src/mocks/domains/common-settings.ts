/**
 * Host common settings (001 §7 Host common settings): banners, quick entrances, contact-us,
 * audience banners, share posters, downloads, topical subjects, link-click totals, web kinds,
 * WeChat skip settings, SMS templates and account, export tasks, information gathering,
 * application logs, apply companies and their orders, service projects, apply files and config,
 * search and visit statistics. Exports are answered by the files domain.
 */
import type * as M from '@gen/api/model';
import type { CollectionName, CollectionRow, SeedRows } from '../collections';
import { create, getById, listPage, noContent, now, remove, update } from '../crud';
import { EXPO_SITE, exhibitions, ids, people, website } from '../data/places';
import { seedCompanies, seedJoins, seededId } from '../data/seed';
import { matchesKeyword, type MockDb, type MockRecord } from '../db';
import type { MockDomain } from '../domain';
import { documentUrl, mediaUrl } from '../media';
import { body, fail, ok, okPage, query } from '../respond';
import { del, get, post, put } from '../route';

const EX = ids.exhibition2026;
const exhibitionName = exhibitions[0]!.name;
const sameId = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
const given = (v: unknown) => v !== undefined && v !== null && v !== '';
const byShowIndex = (a: MockRecord, b: MockRecord) => Number(a.showIndex ?? 0) - Number(b.showIndex ?? 0);
const newestFirst = [{ propertyName: 'createTime', ascending: false }];
const inPeriod = (value: unknown, start: unknown, end: unknown) => {
  const t = new Date(String(value)).getTime();
  return (!given(start) || t >= new Date(String(start)).getTime()) && (!given(end) || t <= new Date(String(end)).getTime());
};
/** Whether [from, to] shares a moment with the period [start, end] (either end open when not given). */
const overlapsPeriod = (from: string, to: string, start: unknown, end: unknown) =>
  (!given(end) || new Date(from).getTime() <= new Date(String(end)).getTime()) && (!given(start) || new Date(to).getTime() >= new Date(String(start)).getTime());
const id = (prefix: number, n: number) => seededId(prefix, n);

// ------------------------------------------------------------------ SMS
export const smsModules: { module: string; name: string; placeholders: string[] }[] = [
  { module: 'JoinAudit', name: '展商报名审核', placeholders: ['{contactName}', '{companyName}', '{boothNo}', '{exhibitionName}'] },
  { module: 'CardAudit', name: '证件审核', placeholders: ['{name}', '{cardTypeName}', '{exhibitionName}'] },
  { module: 'CallingCard', name: '采购需求通知', placeholders: ['{companyName}', '{buyerName}', '{phone}'] },
  { module: 'VisitorRegister', name: '观众预登记', placeholders: ['{name}', '{exhibitionName}', '{qrCodeUrl}'] },
  { module: 'LiveAudit', name: '直播审核', placeholders: ['{activityName}', '{result}'] },
];

function seedSms(): SeedRows {
  const templates: [string, string, string, string][] = [
    ['JoinAudit', '报名审核通过通知', `尊敬的{contactName}，贵司{companyName}已通过${exhibitionName}参展审核，展位号{boothNo}。`, '审核通过后自动发送'],
    ['JoinAudit', '报名审核驳回通知', '尊敬的{contactName}，贵司{companyName}的参展申请未通过审核，请登录展商中心查看原因。', '审核驳回后自动发送'],
    ['CardAudit', '证件审核通过通知', '{name}您好，您申请的{cardTypeName}已审核通过，请于布展当天凭身份证到服务台领取。', ''],
    ['CardAudit', '证件审核驳回通知', '{name}您好，您申请的{cardTypeName}未通过审核，请重新上传清晰的证件照片。', ''],
    ['CallingCard', '新采购需求提醒', '{companyName}您好，采购商{buyerName}向您发送了采购需求，请在 24 小时内登录展商中心处理。', '24 小时未处理将再次提醒'],
    ['VisitorRegister', '预登记成功通知', '{name}您好，您已成功预登记{exhibitionName}，入场二维码：{qrCodeUrl}', ''],
    ['LiveAudit', '直播申请审核结果', '您提交的直播“{activityName}”审核结果：{result}。', ''],
  ];
  return {
    smsTemplates: templates.map(([module, name, content, remark], i) => ({
      id: id(0xc5000001, i + 1), module, name, content, templateCode: `SMS_2764300${String(12 + i).padStart(2, '0')}`, isEnable: i !== 6, remark,
      createTime: '2026-03-01T10:00:00+08:00', updateTime: '2026-09-15T16:20:00+08:00',
    })),
    smsAccounts: [{ id: id(0xc5000002, 1), account: 'huazhan_expo', password: 'Sms@2026demo', signature: '华展国际', balance: 12850, isEnable: true, updateTime: '2026-11-20T09:00:00+08:00' }],
  };
}

// ------------------------------------------------------------------ information gathering and logs
function seedGatheringAndLogs(): SeedRows {
  const visitors: [string, string, string, string, string, string, string[]][] = [
    ['李娜', '深圳市锐博机器人有限公司', '采购经理', '广东省', '深圳市', 'lina@szrobotics.cn', ['工业机器人', '智能仓储']],
    ['王磊', '广州明远自动化设备有限公司', '技术总监', '广东省', '广州市', 'wanglei@mingyuan-auto.cn', ['工业自动化']],
    ['张敏', '苏州精工自动化设备有限公司', '设备工程师', '江苏省', '苏州市', 'zhangmin@jinggong-auto.cn', ['数控机床', '激光设备']],
    ['刘洋', '杭州海康机器人股份有限公司', '市场专员', '浙江省', '杭州市', 'liuyang@hik-demo.com', ['智能仓储']],
    ['陈静', '东莞市凯达五金制品有限公司', '总经理', '广东省', '东莞市', 'chenjing@kaida-hw.cn', ['激光设备']],
    ['杨帆', '武汉华中数控股份有限公司', '销售经理', '湖北省', '武汉市', 'yangfan@hzsk-demo.com', ['数控机床']],
    ['赵磊', '青岛海尔模具有限公司', '采购主管', '山东省', '青岛市', 'zhaolei@haier-mould-demo.com', ['工业机器人', '数控机床']],
    ['黄婷', '成都航宇精密机械有限公司', '生产经理', '四川省', '成都市', 'huangting@hangyu-demo.cn', ['激光设备', '工业自动化']],
    ['周杰', '宁波舜宇光电科技有限公司', '研发工程师', '浙江省', '宁波市', 'zhoujie@sunny-demo.com', ['工业机器人']],
    ['吴霞', '北京京东乾石科技有限公司', '解决方案经理', '北京市', '北京市', 'wuxia@jdqs-demo.com', ['智能仓储']],
    ['郑伟', '上海新松机器人有限公司', '区域经理', '上海市', '上海市', 'zhengwei@siasun-demo.com', ['工业机器人']],
    ['孙倩', '南京埃斯顿自动化股份有限公司', '商务经理', '江苏省', '南京市', 'sunqian@estun-demo.com', ['工业自动化', '工业机器人']],
  ];
  const remarks = ['希望对接激光切割设备供应商', '关注协作机器人在装配线的应用', '计划明年扩建立体仓库', '', '寻找五轴加工中心', '想了解展会期间的论坛安排'];
  const informationGatherings = Array.from({ length: 24 }, (_, i) => {
    const [name, companyName, jobTitle, province, city, email, interests] = visitors[i % visitors.length]!;
    const phone = `1${[3, 5, 7, 8, 9][i % 5]}${String(912345678 - i * 7654321).padStart(9, '0')}`;
    return {
      id: id(0xc5000003, i + 1), exhibitionId: i < 20 ? EX : ids.exhibition2025, exhibitionName: i < 20 ? exhibitionName : exhibitions[1]!.name,
      name, phone, email, companyName, jobTitle, province, city, interests, source: i % 3, remark: remarks[i % remarks.length]!,
      createTime: `2026-${String(9 + (i % 3)).padStart(2, '0')}-${String(1 + ((i * 3) % 27)).padStart(2, '0')}T${String(8 + (i % 12)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00+08:00`,
    };
  });
  const ops: [number, string, string][] = [
    [4, '系统登录', '登录主办方后台'],
    [2, '展会管理', `修改展会“${exhibitionName}”的开展时间`],
    [1, '展会管理', '新增展馆“6号馆”'],
    [2, '审核管理', '审核通过 深圳华展智能科技有限公司 的会刊信息变更'],
    [2, '审核管理', '驳回 杭州云启工业互联网有限公司 的企业信息变更'],
    [5, '采购需求', '导出采购需求列表（采购需求.xlsx）'],
    [5, '车辆管理', '导出车辆信息（车辆信息.xlsx）'],
    [1, '通用设置', '新增快捷入口“观众预登记”'],
    [3, '通用设置', '删除首页轮播图“2025 展会回顾”'],
    [2, '证件管理', '审核通过 导入的参展商证 3 人'],
    [0, '短信设置', '查询短信余额'],
  ];
  const users: [string, string, string, string][] = [
    [ids.hostUser, 'host', '陈建国', '113.88.12.45'],
    [id(0xc500000f, 1), 'ops_lina', '李娜', '183.14.132.7'],
    [id(0xc500000f, 2), 'ops_wanglei', '王磊', '119.123.77.201'],
  ];
  const applicationLogs = Array.from({ length: 30 }, (_, i) => {
    const [operationType, module, content] = ops[i % ops.length]!;
    const [userId, userName, realName, ip] = users[i % users.length]!;
    return {
      id: id(0xc5000004, i + 1), userId, userName, realName, module, operationType, content, ip,
      createTime: `2026-11-${String(1 + (i % 20)).padStart(2, '0')}T${String(9 + (i % 9)).padStart(2, '0')}:${String((i * 11) % 60).padStart(2, '0')}:00+08:00`,
    };
  });
  return { informationGatherings, applicationLogs };
}

// ------------------------------------------------------------------ apply companies, orders, service projects
function seedApply(): SeedRows {
  const joins = seedJoins(seedCompanies()).filter((j) => j.exhibitionId === EX);
  const applyCompanies = [
    ['深圳华展展览服务有限公司', '陈晓', '13712345678'],
    ['深圳华贸会展服务有限公司', '郭峰', '13798765432'],
    ['广州粤展搭建工程有限公司', '梁敏', '13660012345'],
  ].map(([name, contactName, contactPhone], i) => ({
    id: id(0xc5000005, i + 1), name, contactName, contactPhone, exhibitionIds: i === 2 ? [EX] : [EX, ids.exhibition2025],
    exhibitionNames: i === 2 ? [exhibitionName] : [exhibitionName, exhibitions[1]!.name], createTime: '2026-04-01T10:00:00+08:00',
  }));
  const groups: [string, string, [string, string, string, number][]][] = [
    ['展位搭建服务', 'Booth Construction', [['标准展位 9㎡', 'Standard booth 9 sqm', '个', 3600], ['豪华标摊升级', 'Premium shell-scheme upgrade', '个', 2200], ['特装展位施工管理费', 'Raw-space management fee', '㎡', 35]]],
    ['展具租赁', 'Furniture Rental', [['洽谈桌', 'Meeting table', '张', 150], ['折椅', 'Folding chair', '把', 40], ['射灯', 'Spotlight', '个', 80], ['展示柜（高）', 'Tall showcase', '个', 600]]],
    ['水电气服务', 'Utilities', [['220V 电源插座 500W', '220 V socket 500 W', '个', 300], ['380V 三相电 15A', '380 V three-phase 15 A', '路', 1800], ['压缩空气', 'Compressed air', '路', 1500]]],
  ];
  const dePjNameGroups: MockRecord[] = [];
  const dePjNames: MockRecord[] = [];
  groups.forEach(([name, nameEn, items], g) => {
    const groupId = id(0xc5000006, g + 1);
    dePjNameGroups.push({ id: groupId, exhibitionId: EX, name, nameEn, netImg: mediaUrl('photo', name), showIndex: g + 1 });
    items.forEach(([iname, inameEn, unit, price], k) =>
      dePjNames.push({ id: id(0xc5000007, g * 10 + k + 1), groupId, name: iname, nameEn: inameEn, unit, price, netImg: k === 0 ? mediaUrl('photo', iname) : null, showIndex: k + 1, isShow: true }),
    );
  });
  const applyCompanyOrders = Array.from({ length: 12 }, (_, i) => {
    const join = joins[i % joins.length]!;
    const item = dePjNames[(i * 5) % dePjNames.length]!;
    const group = dePjNameGroups.find((g) => g.id === item.groupId)!;
    const applyCompany = applyCompanies[i % 2]!;
    const quantity = 1 + (i % 4);
    return {
      id: id(0xc5000008, i + 1), orderNo: `DD2026112${String(1000 + i * 37).slice(-4)}`, applyCompanyId: applyCompany.id, applyCompanyName: applyCompany.name,
      compId: join.compId, compName: join.companyName, exhibitionId: EX, exhibitionName, boothNo: join.boothNo, dePjNameGroupId: group.id, dePjNameGroupName: group.name,
      dePjNameId: item.id, dePjName: item.name, unit: item.unit, quantity, unitPrice: item.price, amount: Number(item.price) * quantity,
      contactName: people[i % people.length], contactPhone: `139${String(12345678 + i * 1111).slice(0, 8)}`, remark: i % 3 === 0 ? '需要加装两个射灯' : '',
      rowState: [0, 1, 1, 2][i % 4], isChanged: i % 5 === 1, createTime: `2026-11-${String(2 + i).padStart(2, '0')}T10:00:00+08:00`, updateTime: `2026-11-${String(3 + i).padStart(2, '0')}T15:00:00+08:00`,
    };
  });
  // The exhibition's own booking projects (booths and advertising, 项目管理), added after the
  // service groups so the rows above keep their items; booked in October by other exhibitors.
  const bookings: [string, string, [string, string, string, number, boolean][]][] = [
    ['展位预订', 'Booth Booking', [['标准展位 双开口', 'Corner shell-scheme booth', '个', 13800, true], ['光地（特装，36㎡起租）', 'Raw space (from 36 sqm)', '㎡', 1200, true], ['标准展位 单开口', 'Inline shell-scheme booth', '个', 11800, false]]],
    ['广告赞助', 'Advertising & Sponsorship', [['会刊广告 整版彩页', 'Catalogue full-page colour ad', '版', 8000, true], ['户外广告位 道旗', 'Outdoor flag banners', '面', 1500, false], ['登录大厅广告位 桁架', 'Registration hall truss banner', '个', 20000, false], ['胸卡挂绳冠名', 'Lanyard sponsorship', '项', 50000, true]]],
  ];
  bookings.forEach(([name, nameEn, items], g) => {
    const groupId = id(0xc5000006, 10 + g);
    dePjNameGroups.push({ id: groupId, exhibitionId: EX, name, nameEn, netImg: mediaUrl('photo', name), showIndex: 10 + g });
    items.forEach(([iname, inameEn, unit, price, pictured], k) =>
      dePjNames.push({ id: id(0xc5000007, 100 + g * 10 + k), groupId, name: iname, nameEn: inameEn, unit, price, netImg: pictured ? mediaUrl('photo', iname) : null, showIndex: k + 1, isShow: k < 3 }),
    );
  });
  const others = joins.filter((j) => j.id !== ids.join && j.id !== ids.joinEn);
  // [exhibitor, project (index from the first booking project), quantity, rowState]
  const booked: [number, number, number, number][] = [[0, 0, 2, 1], [1, 0, 1, 1], [2, 1, 72, 1], [3, 1, 108, 0], [1, 3, 1, 1], [4, 3, 1, 0], [2, 6, 1, 1], [5, 0, 1, 2]];
  const firstBooking = dePjNames.length - 7;
  booked.forEach(([j, k, quantity, rowState], i) => {
    const join = others[j % others.length]!;
    const item = dePjNames[firstBooking + k]!;
    const group = dePjNameGroups.find((g) => g.id === item.groupId)!;
    applyCompanyOrders.push({
      id: id(0xc5000008, 100 + i), orderNo: `DD2026102${String(300 + i * 11)}`, applyCompanyId: applyCompanies[2]!.id, applyCompanyName: applyCompanies[2]!.name,
      compId: join.compId, compName: join.companyName, exhibitionId: EX, exhibitionName, boothNo: join.boothNo, dePjNameGroupId: group.id, dePjNameGroupName: group.name,
      dePjNameId: item.id, dePjName: item.name, unit: item.unit, quantity, unitPrice: item.price, amount: Number(item.price) * quantity,
      contactName: people[(i + 3) % people.length], contactPhone: `137${String(22345678 + i * 2222).slice(0, 8)}`, remark: k === 1 ? '特装图纸随后提交报馆审核' : '',
      rowState, isChanged: false, createTime: `2026-10-${String(8 + i * 2).padStart(2, '0')}T10:00:00+08:00`, updateTime: `2026-10-${String(9 + i * 2).padStart(2, '0')}T15:00:00+08:00`,
    });
  });
  return {
    applyCompanies,
    applyCompanyOrders,
    dePjNameGroups,
    dePjNames,
    applyExhibitionFiles: [
      { id: id(0xc5000009, 1), exhibitionId: EX, name: '参展合同', fileName: `${exhibitionName}参展合同.pdf`, fileUrl: documentUrl(`${exhibitionName}参展合同.pdf`), fileSize: 524288, remark: '请下载后签字盖章并回传', createTime: '2026-05-20T10:00:00+08:00' },
      { id: id(0xc5000009, 2), exhibitionId: EX, name: '参展须知', fileName: `${exhibitionName}参展须知.pdf`, fileUrl: documentUrl(`${exhibitionName}参展须知.pdf`), fileSize: 262144, remark: '', createTime: '2026-05-20T10:05:00+08:00' },
    ],
    applyConfigs: [{
      id: id(0xc500000a, 1), isOpen: true, applyStartTime: '2026-05-01T00:00:00+08:00', applyEndTime: '2026-10-31T23:59:59+08:00', isAudit: true, isSmsNotify: true,
      notice: '<p>请如实填写企业信息，报名截止日期为 2026 年 10 月 31 日。</p>', noticeEn: '<p>Please fill in your company details. Applications close on 31 October 2026.</p>', updateTime: '2026-05-01T09:00:00+08:00',
    }],
  };
}

// ------------------------------------------------------------------ site settings
function seedSite(): SeedRows {
  const expo = (path: string) => website(EXPO_SITE, `/2027${path}`);
  const exhibitionBanners = [
    [1, `${exhibitionName} 主视觉`, expo('/register'), 1, 'pages/register/index'],
    [1, '同期论坛抢先看', expo('/forum'), 1, 'pages/forum/index'],
    [1, '观众预登记开启', expo('/visit'), 2, expo('/visit')],
    [2, '展商服务指南', expo('/exhibitor-guide'), 0, ''],
    [3, '预登记享免费入场', expo('/visit'), 1, 'pages/register/index'],
  ].map(([type, title, linkUrl, wechatLinkType, wechatLink], i) => ({
    id: id(0xc500000b, i + 1), exhibitionId: EX, type, title, imageUrl: mediaUrl('banner', String(title)), linkUrl, wechatImageUrl: mediaUrl('cover', String(title)), wechatLinkType, wechatLink,
    showIndex: i + 1, isShow: i !== 2, createTime: '2026-09-01T10:00:00+08:00',
  }));
  const quickEntrances = [
    ['观众预登记', 'Visitor Pre-registration', 'register', 0, '/visitor/register'],
    ['展商名录', 'Exhibitor List', 'exhibitors', 0, '/exhibitors'],
    ['展馆导览', 'Floor Plan', 'floor-plan', 0, '/floor-plan'],
    ['同期活动', 'Events', 'events', 0, '/events'],
    ['交通指南', 'Getting There', 'traffic', 1, expo('/traffic')],
    ['直播间', 'Live', 'live', 2, 'pages/live/index'],
  ].map(([name, nameEn, , linkType, link], i) => ({ id: id(0xc500000c, i + 1), name, nameEn, icon: mediaUrl('icon', String(name)), linkType, link, showIndex: i + 1, isShow: true, createTime: '2026-09-02T10:00:00+08:00' }));
  const contactUsGroups = [['展位咨询', 'Booth Enquiries'], ['观众服务', 'Visitor Services'], ['媒体合作', 'Media']].map(([name, nameEn], i) => ({ id: id(0xc500000d, i + 1), name, nameEn, showIndex: i + 1 }));
  const contactUsEntries = [
    [0, '张经理', 'Mr. Zhang', '13812345678', '0755-86001234', 'booth@huazhan-expo.cn', 'huazhan_booth'],
    [0, '李小姐', 'Ms. Li', '13923456789', '0755-86001235', 'booth2@huazhan-expo.cn', 'huazhan_booth2'],
    [0, 'Overseas Desk', 'Overseas Desk', '13700001111', '+86 755 86001236', 'overseas@huazhan-expo.cn', ''],
    [1, '观众服务台', 'Visitor Desk', '13600002222', '400-800-1234', 'visitor@huazhan-expo.cn', 'huazhan_visitor'],
    [2, '王女士', 'Ms. Wang', '13500003333', '0755-86001238', 'media@huazhan-expo.cn', 'huazhan_media'],
  ].map(([g, name, nameEn, phone, telephone, email, wechat], i) => ({
    id: id(0xc500000e, i + 1), groupId: contactUsGroups[Number(g)]!.id, name, nameEn, phone, telephone, email, wechat,
    address: '深圳市宝安区福海街道展城路 1 号 深圳国际会展中心', addressEn: 'Shenzhen World Exhibition & Convention Center, Bao\'an, Shenzhen', showIndex: i + 1, isShow: true, createTime: '2026-09-03T10:00:00+08:00',
  }));
  const audienceBanners = [
    ['home', `${exhibitionName} 主视觉`, expo('/visit')],
    ['home', '十大看点', expo('/highlights')],
    ['reg-form', '观众预登记', ''],
    ['live', '展商直播周', expo('/live')],
    // The show's ads (common-ad): their own places beside the banners'.
    ['ad-splash', '开幕倒计时 开屏广告', expo('/visit')],
    ['ad-popup', '预登记送参观礼包', expo('/register?src=popup')],
    ['ad-list', '同期论坛 限时报名', expo('/forum')],
  ].map(([type, title, link], i) => ({ id: id(0xc5000010, i + 1), exhibitionId: EX, type, title, url: mediaUrl('banner', title!), ...(link ? { link } : {}), showIndex: i + 1, isShow: true, createTime: '2026-09-05T10:00:00+08:00' }));
  const exhibitionSharePosters = [
    ['观众邀请海报', `邀您共赴 ${exhibitionName}`],
    ['展商邀请函海报', '我们在 5号馆 等您'],
    ['论坛报名海报', '智能制造高峰论坛 报名进行中'],
  ].map(([name, title], i) => ({
    id: id(0xc5000011, i + 1), exhibitionId: EX, exhibitionName, name, title, backgroundUrl: mediaUrl('poster', name!), width: 750, height: 1334, qrCodeX: 275, qrCodeY: 1040, qrCodeSize: 200,
    showIndex: i + 1, isEnable: i !== 2, createTime: '2026-09-06T10:00:00+08:00',
  }));
  const exportTasks = [
    ['ExhibitorApply', '展商报名信息', 2, null],
    ['CallingCard', '采购需求', 2, null],
    ['Visitor', '观众预登记信息', 3, '导出数据超过 10 万行，请缩小时间范围'],
    ['Vehicle', '车辆信息', 2, null],
  ].map(([type, name, status, errorMessage], i) => ({
    id: id(0xc5000012, i + 1), exhibitionId: EX, exhibitionName, type, name, status,
    fileUrl: status === 2 ? documentUrl(`${String(name)}-2026111${i}.xlsx`) : null, fileName: status === 2 ? `${name}.xlsx` : null, errorMessage,
    createUserName: 'host', createTime: `2026-11-1${i}T09:30:00+08:00`, finishTime: `2026-11-1${i}T09:32:15+08:00`,
  }));
  const topicalSubjects = [
    ['工业机器人专题', 'Industrial Robotics', 'industrial-robots', '汇聚协作机器人、焊接机器人与激光切割整线方案'],
    ['激光加工专题', 'Laser Processing', 'laser', '光纤激光切割、焊接与打标设备集中展示'],
    ['智能仓储专题', 'Smart Warehousing', 'warehousing', 'AGV/AMR、立体库与 WMS 一站式方案'],
    ['首发新品专题', 'New Launches', 'new-launches', '百余款智能制造新品全球首发'],
  ].map(([title, titleEn, slug, description], i) => ({
    id: id(0xc5000013, i + 1), exhibitionId: EX, title, titleEn, coverUrl: mediaUrl('cover', title!), linkUrl: `/topic/${slug}`, description, showIndex: i + 1, isShow: i !== 3, createTime: '2026-09-08T10:00:00+08:00',
  }));
  const linkClickTotals = [
    ['观众预登记短信链接', expo('/register?src=sms'), 4820, 3175, '9 月短信群发'],
    ['公众号菜单-预登记', expo('/register?src=wechat'), 12650, 8930, ''],
    ['展商邀请函链接', expo('/invite?src=exhibitor'), 2210, 1804, '展商自行转发'],
    ['行业媒体合作-机器人在线', expo('/register?src=robot-online'), 935, 712, '媒体合作'],
    ['邮件邀请-海外买家', expo('/en/register?src=edm'), 388, 301, 'EDM'],
  ].map(([name, link, clickCount, userCount, remark], i) => ({
    id: id(0xc5000014, i + 1), name, link, clickCount, userCount, remark, lastClickTime: `2026-11-20T18:0${i}:42+08:00`, createTime: '2026-09-01T10:00:00+08:00',
  }));
  const downloadFiles = [
    ['参展商手册', 'exhibitor-manual.pdf', 3145728, 215],
    ['展馆平面图', 'floor-plan.pdf', 2097152, 388],
    ['特装展位施工申报表', 'raw-space-application.xlsx', 65536, 97],
    ['展品运输指南', 'shipping-guide.pdf', 1048576, 64],
  ].map(([name, file, fileSize, downloadCount], i) => ({
    id: id(0xc5000015, i + 1), exhibitionId: EX, name, fileName: `${exhibitionName}${name}.${String(file).split('.').pop()}`, fileUrl: documentUrl(`${exhibitionName}${name}.${String(file).split('.').pop()}`), fileSize, downloadCount,
    showIndex: i + 1, isShow: true, createTime: '2026-08-15T10:00:00+08:00',
  }));
  const webKinds = [
    ['智能装备', 'Intelligent Equipment', 'equipment', [['工业机器人', 'Industrial Robots'], ['数控机床', 'CNC Machine Tools'], ['激光设备', 'Laser Equipment']]],
    ['智能物流', 'Intelligent Logistics', 'logistics', [['智能仓储', 'Smart Warehousing'], ['AGV/AMR', 'AGV and AMR']]],
    ['工业软件', 'Industrial Software', 'software', [['MES', 'MES'], ['工业互联网平台', 'Industrial Internet Platforms']]],
    ['食品饮料', 'Food and Beverage', 'food', [['休闲食品', 'Snacks'], ['餐饮设备', 'Catering Equipment']]],
  ].map(([name, nameEn, , cats], i) => {
    const kindId = id(0xc5000016, i + 1);
    return {
      id: kindId, agentId: ids.agent, name, nameEn, icon: mediaUrl('icon', String(name)), showIndex: i + 1, isShow: true, createTime: '2026-07-01T10:00:00+08:00',
      categories: (cats as [string, string][]).map(([cname, cnameEn], k) => ({ id: id(0xc5000017, i * 10 + k + 1), webKindId: kindId, name: cname, nameEn: cnameEn, showIndex: k + 1, isShow: true })),
    };
  });
  const weChatSkipSettles = [
    ['展商直播小程序', 1, 'wx8f2c6a1b3d4e5f60', 'pages/live/index?channel=2026', undefined, '开幕当天启用'],
    ['展馆导航', 0, undefined, 'pages/navigation/index', undefined, ''],
    ['官网报名页', 2, undefined, undefined, expo('/register'), ''],
    ['配套酒店预订', 1, 'wx1a2b3c4d5e6f7a8b', 'pages/hotel/index', undefined, '合作酒店小程序'],
  ].map(([name, skipType, appId, pagePath, url, remark], i) => ({
    id: id(0xc5000018, i + 1), exhibitionId: EX, exhibitionName, name, skipType, ...(appId ? { appId } : {}), ...(pagePath ? { pagePath } : {}), ...(url ? { url } : {}),
    imageUrl: mediaUrl('cover', String(name)), showIndex: i + 1, isEnable: i !== 3, remark, createTime: `2026-10-0${i + 1}T10:00:00+08:00`,
  }));
  const keywords: [string, number][] = [
    ['工业机器人', 1286], ['激光切割', 954], ['协作机器人', 871], ['AGV', 640], ['数控机床', 612], ['立体库', 455], ['焊接机器人', 433], ['五轴加工中心', 318],
    ['视觉检测', 290], ['减速器', 244], ['伺服电机', 221], ['WMS', 187], ['激光焊接', 176], ['MES', 152], ['华展智能', 98],
  ];
  return {
    exhibitionBanners, quickEntrances, contactUsGroups, contactUsEntries, audienceBanners, exhibitionSharePosters, exportTasks, topicalSubjects, linkClickTotals, downloadFiles, webKinds, weChatSkipSettles,
    searchKeywords: keywords.map(([keyword, count], i) => ({ id: id(0xc5000019, i + 1), agentId: ids.agent, exhibitionId: EX, keyword, count, lastSearchTime: `2026-11-20T1${i % 10}:00:00+08:00` })),
    visitStatistics: seedVisitStatistics(),
  };
}

export function seedCommonSettings(): SeedRows {
  return { ...seedSms(), ...seedGatheringAndLogs(), ...seedApply(), ...seedSite() };
}

// ------------------------------------------------------------------ visit statistics
/** The calendar day (YYYY-MM-DD, China time) of an API time, and the day `n` days after a day. */
const chinaDayOf = (time: string) => new Date(Date.parse(time) + 8 * 3_600_000).toISOString().slice(0, 10);
const dayPlus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Splits `total` by `weights` into whole numbers that add up to it exactly (largest remainders). */
function splitByWeights(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  const short = total - parts.reduce((s, p) => s + p, 0);
  const extra = new Set(order.slice(0, short).map(([, i]) => i));
  return parts.map((p, i) => (extra.has(i) ? p + 1 : p));
}

/**
 * Visits and distinct visitors per kind of page and per day (`day`, China time) of the current
 * exhibition: the week before it opens (rising towards the opening; exhibitor and news pages, which
 * visitors plan with, more than live streams and events) and its show days (the peak on the first
 * two, fewer on the last).
 * The kinds' totals over all days are the figures the organiser sees without a period.
 */
export function seedVisitStatistics(): MockRecord[] {
  const show = exhibitions.find((e) => e.id === EX)!;
  const first = chinaDayOf(show.startTime);
  const last = chinaDayOf(show.endTime);
  const showDays: string[] = [];
  for (let d = first; d <= last; d = dayPlus(d, 1)) showDays.push(d);
  const before = [7, 6, 5, 4, 3, 2, 1].map((n) => dayPlus(first, -n));
  const rising = [1.5, 2, 2.5, 3, 4, 5, 6.5];
  const peak = showDays.map((_, i) => (i === showDays.length - 1 && i > 0 ? 8 : Math.max(10, 18 - 3 * Math.abs(i - 1))));
  // [kind, name, visits, visitors, share of the week before (1 = as the products)]
  const kinds: [number, string, number, number, number][] = [
    [1, '产品', 35210, 8640, 1], [2, '企业', 21480, 6925, 1.3], [3, '资讯', 9312, 4410, 1.2], [4, '直播', 15870, 5230, 0.3], [5, '活动', 6120, 2875, 0.6], [6, '新品发布', 4380, 2240, 0.5],
  ];
  const days = [...before, ...showDays];
  let n = 0;
  return kinds.flatMap(([targetType, targetTypeName, count, userCount, early]) => {
    const weights = [...rising.map((w) => w * early), ...peak];
    const counts = splitByWeights(count, weights);
    const users = splitByWeights(userCount, weights);
    return days.map((day, i) => ({
      id: id(0xc500001a, ++n), agentId: ids.agent, exhibitionId: EX, targetType, targetTypeName, day, count: counts[i]!, userCount: Math.min(users[i]!, counts[i]!),
    }));
  });
}

// ------------------------------------------------------------------ handlers
export interface GatheringFilter {
  exhibitionId?: string;
  source?: number;
  startTime?: string;
  endTime?: string;
  keyword?: string;
}

/** Information-gathering records matching the page filters (also what the export writes). */
export function filterGatherings(db: MockDb, f: GatheringFilter): CollectionRow<'informationGatherings'>[] {
  return db
    .all('informationGatherings')
    .filter((r) => !given(f.exhibitionId) || sameId(r.exhibitionId, f.exhibitionId))
    .filter((r) => !given(f.source) || Number(r.source) === Number(f.source))
    .filter((r) => inPeriod(r.createTime, f.startTime, f.endTime))
    .filter((r) => matchesKeyword(r, f.keyword, ['name', 'phone', 'companyName', 'email']))
    .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
}

/** Export tasks run in the background: queued → running after a second, done three seconds after creation. */
function progressExportTasks(db: MockDb) {
  const t = Date.now();
  for (const task of db.find('exportTasks', (r) => Number(r.status) < 2)) {
    const age = t - new Date(String(task.createTime)).getTime();
    if (age >= 3000) {
      const stamp = new Date(t).toISOString().slice(0, 10).replace(/-/g, '');
      db.update('exportTasks', task.id, {
        status: 2, fileUrl: documentUrl(`${String(task.name)}-${stamp}-${task.id.slice(0, 8)}.xlsx`),
        fileName: `${String(task.name)}.xlsx`, finishTime: new Date(t).toISOString(),
      });
    } else if (age >= 1000 && task.status === 0) db.update('exportTasks', task.id, { status: 1 });
  }
}

/** A contact-us group or entry without its English fields (nameEn, groupNameEn, addressEn). */
const groupWithoutEn = ({ nameEn: _n, groupNameEn: _g, addressEn: _a, ...row }: CollectionRow<'contactUsGroups'>) => row;
const entryWithoutEn = ({ nameEn: _n, groupNameEn: _g, addressEn: _a, ...row }: M.ContactUsEntry & MockRecord) => row;

export const commonSettingsDomain: MockDomain = {
  name: 'common-settings',
  seed: () => seedCommonSettings(),
  handlers: (db) => {
    const sortedAll =
      <C extends CollectionName>(collection: C) =>
      () =>
        ok(db.all(collection).sort(byShowIndex));
    const exhibitionNameOf = (exId: unknown) => String(db.get('exhibitions', String(exId ?? ''))?.name ?? exhibitions.find((e) => e.id === exId)?.name ?? '');
    const contactEntry = (e: CollectionRow<'contactUsEntries'>) => {
      const group = db.get('contactUsGroups', String(e.groupId));
      return { ...e, groupName: String(group?.name ?? ''), groupNameEn: String(group?.nameEn ?? '') };
    };
    const ordersPage = listPage(db, 'applyCompanyOrders', {
      filter: (r, b) =>
        ['exhibitionId', 'applyCompanyId', 'dePjNameGroupId'].every((f) => !given(b[f]) || sameId(r[f], b[f])) &&
        (!given(b.rowState) || Number(r.rowState) === Number(b.rowState)) &&
        (!given(b.isChanged) || Boolean(r.isChanged) === Boolean(b.isChanged)) &&
        inPeriod(r.createTime, b.startTime, b.endTime),
      keywordFields: ['orderNo', 'compName', 'dePjName', 'boothNo', 'contactName'],
      sorts: newestFirst,
    });
    return [
      // SMS templates and account
      get('/api/SmsTemp/GetAllModule', () => ok(smsModules.map(({ module, name }) => ({ module, name, templateCount: db.find('smsTemplates', (t) => t.module === module).length })))),
      get('/api/SmsTemp/GetByModuleOnly', ({ request }) => {
        const module = query(request)('module');
        const placeholders = smsModules.find((m) => m.module === module)?.placeholders ?? [];
        return ok(db.find('smsTemplates', (t) => t.module === module).sort((a, b) => String(a.createTime).localeCompare(String(b.createTime))).map((t) => ({ ...t, placeholders })));
      }),
      put('/api/SmsTemp/Save', async ({ request }) => {
        const b = await body<Record<string, unknown>>(request);
        const { id: templateId, placeholders: _p, ...rest } = b;
        if (templateId) return db.update('smsTemplates', String(templateId), { ...rest, updateTime: now() }) ? ok(true) : fail(404);
        db.insert('smsTemplates', { ...rest, createTime: now(), updateTime: now() });
        return ok(true);
      }),
      get('/api/SmsAccount/GetInfo', () => {
        const account = db.all('smsAccounts')[0];
        if (!account) return ok(null);
        const { password: _password, ...visible } = account;
        return ok(visible);
      }),
      post('/api/SmsAccount/Save', async ({ request }) => {
        const b = await body<Record<string, unknown>>(request);
        const current = db.all('smsAccounts')[0];
        const patch = { ...b, ...(b.password ? {} : { password: current?.password }), updateTime: now() };
        if (current) db.update('smsAccounts', current.id, patch);
        else db.insert('smsAccounts', { balance: 0, isEnable: true, ...patch });
        return ok(true);
      }),
      post('/api/SmsAccount/GetBalance', async ({ request }) => {
        const b = await body<{ account?: string; password?: string }>(request);
        const saved = db.all('smsAccounts')[0];
        if (!b.account || b.account === saved?.account) {
          if (!saved) return fail(400, '尚未配置短信账号');
          return ok({ account: saved.account, balance: Number(saved.balance ?? 0), queryTime: now() });
        }
        if (!b.password || b.password.length < 6) return fail(400, '短信账号或密码错误');
        const balance = ([...b.account].reduce((s, ch) => s + ch.charCodeAt(0), 0) * 37) % 20000;
        return ok({ account: b.account, balance, queryTime: now() });
      }),
      // Information gathering and logs
      post('/api/InformationGathering/page', async ({ request }) => {
        const b = await body<GatheringFilter & { pageIndex?: number; pageSize?: number; sorts?: { propertyName: string; ascending: boolean }[] }>(request);
        return okPage(filterGatherings(db, b), b);
      }),
      post('/api/ApplicationLogs/GetLogs', listPage(db, 'applicationLogs', {
        filter: (r, b) =>
          (!given(b.userName) || String(r.userName).toLowerCase().includes(String(b.userName).toLowerCase())) &&
          (!given(b.module) || r.module === b.module) &&
          (!given(b.operationType) || Number(r.operationType) === Number(b.operationType)) &&
          inPeriod(r.createTime, b.startTime, b.endTime),
        keywordFields: ['content', 'userName', 'realName', 'ip'],
        sorts: newestFirst,
      })),
      // Apply companies and their orders
      get('/api/ApplyCompany/getAllExhibitions', sortedAll('applyCompanies')),
      put('/api/ApplyCompany/updateExhibitionNames', async ({ request }) => {
        const b = await body<{ id?: string; exhibitionIds?: string[]; exhibitionNames?: string[] }>(request);
        const exhibitionIds = b.exhibitionIds ?? [];
        const exhibitionNames = exhibitionIds.map((e, i) => b.exhibitionNames?.[i] ?? exhibitionNameOf(e));
        return db.update('applyCompanies', b.id ?? '', { exhibitionIds, exhibitionNames }) ? ok(true) : fail(404);
      }),
      post('/api/ApplyCompanyOrder/GetShowPagedList', ordersPage),
      post('/api/ApplyCompanyOrder/GetShowPagedList2', ordersPage),
      get('/api/ApplyCompanyOrder/setChangeState', ({ request }) => {
        const applyCompanyId = query(request)('applycompangId');
        for (const o of db.find('applyCompanyOrders', (r) => sameId(r.applyCompanyId, applyCompanyId) && Boolean(r.isChanged))) db.update('applyCompanyOrders', o.id, { isChanged: false });
        return ok(true);
      }),
      post('/api/ApplyCompanyOrder/SetRowState', async ({ request }) => {
        const b = await body<{ id?: string; rowState?: number }>(request);
        return db.update('applyCompanyOrders', b.id ?? '', { rowState: Number(b.rowState), updateTime: now() }) ? ok(true) : fail(404);
      }),
      del('/api/ApplyCompanyOrder', remove(db, 'applyCompanyOrders')),
      // Service projects
      post('/api/DePjNameGroup/GetList', async ({ request }) => {
        const b = await body<{ exhibitionId?: string; keyword?: string }>(request);
        const k = (b.keyword ?? '').toLowerCase();
        return ok(
          db
            .find('dePjNameGroups', (g) => sameId(g.exhibitionId, b.exhibitionId))
            .sort(byShowIndex)
            .map((g) => {
              const items = db.find('dePjNames', (p) => sameId(p.groupId, g.id)).sort(byShowIndex);
              const matches = !k || String(g.name).toLowerCase().includes(k);
              return { ...g, items: matches ? items : items.filter((p) => String(p.name).toLowerCase().includes(k)) };
            })
            .filter((g) => !k || String(g.name).toLowerCase().includes(k) || g.items.length > 0),
        );
      }),
      post('/api/DePjName/UpdateNetImg', async ({ request }) => {
        const b = await body<{ id?: string; netImg?: string }>(request);
        return db.update('dePjNames', b.id ?? '', { netImg: b.netImg }) ? ok(true) : fail(404);
      }),
      // Exhibition banners (with the WeChat variant)
      get('/api/exhibitionBanner/GetByTypeWithWechat', ({ request }) => {
        const q = query(request);
        return ok(
          db
            .find('exhibitionBanners', (r) => Number(r.type) === Number(q('type')) && (!q('exhibitionId') || sameId(r.exhibitionId, q('exhibitionId'))))
            .sort(byShowIndex)
            .map((r) => ({ ...r, exhibitionName: exhibitionNameOf(r.exhibitionId) })),
        );
      }),
      post('/api/exhibitionBanner/InsertWithWechat', create(db, 'exhibitionBanners', (b) => ({ isShow: true, showIndex: db.find('exhibitionBanners', (r) => r.type === b.type).length + 1 }))),
      put('/api/exhibitionBanner/UpdateWithWechat', update(db, 'exhibitionBanners')),
      del('/api/exhibitionBanner', remove(db, 'exhibitionBanners')),
      // Quick entrances
      get('/api/QuickEntrance/GetList', sortedAll('quickEntrances')),
      get('/api/QuickEntrance', getById(db, 'quickEntrances')),
      post('/api/QuickEntrance', create(db, 'quickEntrances', () => ({ isShow: true, showIndex: db.all('quickEntrances').length + 1 }))),
      put('/api/QuickEntrance', update(db, 'quickEntrances')),
      del('/api/QuickEntrance', remove(db, 'quickEntrances')),
      // Contact us
      get('/api/ContactUs/Group', sortedAll('contactUsGroups')),
      get('/api/ContactUs/GetForGroup', ({ request }) => {
        const withEn = query(request)('isContainsEn') === 'true';
        return ok(
          db.all('contactUsGroups').sort(byShowIndex).map((g) => {
            const items = db.find('contactUsEntries', (e) => sameId(e.groupId, g.id)).sort(byShowIndex).map(contactEntry);
            return withEn ? { ...g, items } : { ...groupWithoutEn(g), items: items.map(entryWithoutEn) };
          }),
        );
      }),
      get('/api/ContactUs/GetList', () => {
        const groupIndex = (e: MockRecord) => Number(db.get('contactUsGroups', String(e.groupId))?.showIndex ?? 0);
        return ok(db.all('contactUsEntries').sort((a, b) => groupIndex(a) - groupIndex(b) || byShowIndex(a, b)).map(contactEntry));
      }),
      get('/api/ContactUs', ({ request }) => {
        const row = db.get('contactUsEntries', query(request)('id'));
        return row ? ok(contactEntry(row)) : fail(404);
      }),
      post('/api/ContactUs', async ({ request }) => {
        const b = await body<Record<string, unknown>>(request);
        if (!db.get('contactUsGroups', String(b.groupId ?? ''))) return fail(400, '分组不存在');
        const { id: _id, groupName: _g, groupNameEn: _ge, ...rest } = b;
        return ok(db.insert('contactUsEntries', { isShow: true, showIndex: db.find('contactUsEntries', (e) => sameId(e.groupId, b.groupId)).length + 1, ...rest, createTime: now() }).id);
      }),
      put('/api/ContactUs', update(db, 'contactUsEntries')),
      del('/api/ContactUs', remove(db, 'contactUsEntries')),
      // Audience banners
      get('/api/Banner/all', sortedAll('audienceBanners')),
      get('/api/Banner', getById(db, 'audienceBanners')),
      post('/api/Banner', create(db, 'audienceBanners', () => ({ isShow: true, showIndex: db.all('audienceBanners').length + 1 }))),
      put('/api/Banner', update(db, 'audienceBanners')),
      del('/api/Banner', remove(db, 'audienceBanners')),
      // Share posters
      get('/api/ExhibitionSharePoster/GetByExhibition', ({ request }) =>
        ok(db.find('exhibitionSharePosters', (r) => sameId(r.exhibitionId, query(request)('exhibitionId'))).sort(byShowIndex).map((r) => ({ ...r, exhibitionName: exhibitionNameOf(r.exhibitionId) }))),
      ),
      get('/api/ExhibitionSharePoster', getById(db, 'exhibitionSharePosters')),
      post('/api/ExhibitionSharePoster', create(db, 'exhibitionSharePosters', (b) => ({ isEnable: true, exhibitionName: exhibitionNameOf(b.exhibitionId), showIndex: db.find('exhibitionSharePosters', (r) => sameId(r.exhibitionId, b.exhibitionId)).length + 1 }))),
      put('/api/ExhibitionSharePoster', update(db, 'exhibitionSharePosters')),
      // Export tasks
      get('/api/ExportTask/GetByExhibitionId', ({ request }) => {
        progressExportTasks(db);
        return ok(db.find('exportTasks', (r) => sameId(r.exhibitionId, query(request)('itemId'))).sort((a, b) => String(b.createTime).localeCompare(String(a.createTime))));
      }),
      get('/api/ExportTask/GetByExhibitionId2', ({ request }) => {
        progressExportTasks(db);
        return ok(db.find('exportTasks', (r) => sameId(r.exhibitionId, query(request)('exhibitionId'))).sort((a, b) => String(b.createTime).localeCompare(String(a.createTime))));
      }),
      post('/api/ExportTask', async ({ request }) => {
        const b = await body<{ exhibitionId?: string; type?: string; name?: string; parameters?: string }>(request);
        const row = db.insert('exportTasks', {
          exhibitionId: b.exhibitionId, exhibitionName: exhibitionNameOf(b.exhibitionId), type: b.type, name: b.name, parameters: b.parameters, status: 0,
          fileUrl: null, fileName: null, errorMessage: null, createUserName: 'host', createTime: now(), finishTime: null,
        });
        return ok(row.id);
      }),
      // Apply files and config
      get('/api/ApplyExhibitionFile/GetByName', ({ request }) => {
        const row = db.find('applyExhibitionFiles', (r) => r.name === query(request)('name'))[0];
        return row ? ok(row) : noContent();
      }),
      post('/api/ApplyExhibitionFile', create(db, 'applyExhibitionFiles')),
      put('/api/ApplyExhibitionFile', update(db, 'applyExhibitionFiles')),
      get('/api/ApplyConfig/GetConfig', () => ok(db.all('applyConfigs')[0] ?? null)),
      put('/api/ApplyConfig', update(db, 'applyConfigs')),
      // Topical subjects
      get('/api/TopicalSubject/GetList', sortedAll('topicalSubjects')),
      get('/api/TopicalSubject', getById(db, 'topicalSubjects')),
      post('/api/TopicalSubject', create(db, 'topicalSubjects', () => ({ isShow: true, showIndex: db.all('topicalSubjects').length + 1 }))),
      put('/api/TopicalSubject', update(db, 'topicalSubjects')),
      del('/api/TopicalSubject', remove(db, 'topicalSubjects')),
      // Search and visit statistics
      post('/api/Search/GetKeysStatisticsByAgentId', async ({ request }) => {
        const b = await body<{ agentId?: string; exhibitionId?: string; keyword?: string; pageIndex?: number; pageSize?: number }>(request);
        const rows = db
          .find('searchKeywords', (r) => sameId(r.agentId, b.agentId) && (!given(b.exhibitionId) || sameId(r.exhibitionId, b.exhibitionId)))
          .filter((r) => matchesKeyword(r, b.keyword, ['keyword']))
          .map((r) => ({ keyword: r.keyword, count: r.count }));
        return okPage(rows, { ...b, sorts: [{ propertyName: 'count', ascending: false }] });
      }),
      ...(['GetStatisticsGroupByTargetTypeCount', 'GetStatisticsGroupByTargetTypeAndUserIdCount'] as const).map((action) =>
        post(`/api/VisitLog/${action}`, async ({ request }) => {
          const b = await body<{ agentId?: string; exhibitionId?: string; targetTypes?: number[]; startTime?: string; endTime?: string }>(request);
          const totals = new Map<number, { targetType: number; targetTypeName: string; count: number; userCount: number }>();
          for (const r of db.all('visitStatistics')) {
            if ((given(b.agentId) && !sameId(r.agentId, b.agentId)) || (given(b.exhibitionId) && !sameId(r.exhibitionId, b.exhibitionId))) continue;
            if (b.targetTypes?.length && !b.targetTypes.includes(Number(r.targetType))) continue;
            // A row is one day (China time): counted when that day overlaps the period asked for.
            if (!overlapsPeriod(`${String(r.day)}T00:00:00+08:00`, `${String(r.day)}T23:59:59.999+08:00`, b.startTime, b.endTime)) continue;
            const t = totals.get(Number(r.targetType)) ?? { targetType: Number(r.targetType), targetTypeName: String(r.targetTypeName), count: 0, userCount: 0 };
            t.count += Number(r.count);
            t.userCount += Number(r.userCount);
            totals.set(t.targetType, t);
          }
          const rows = [...totals.values()].sort((a, c) => a.targetType - c.targetType);
          return ok(action === 'GetStatisticsGroupByTargetTypeCount' ? rows.map(({ userCount: _u, ...r }) => r) : rows);
        }),
      ),
      // Link-click totals
      get('/api/LinkClickTotal/getAll', () => ok(db.all('linkClickTotals').sort((a, b) => String(b.createTime).localeCompare(String(a.createTime))))),
      post('/api/LinkClickTotal', create(db, 'linkClickTotals', () => ({ clickCount: 0, userCount: 0, lastClickTime: null }))),
      put('/api/LinkClickTotal', async ({ request }) => {
        const { clickCount: _c, userCount: _u, lastClickTime: _l, ...b } = await body<Record<string, unknown>>(request);
        return db.update('linkClickTotals', String(b.id ?? ''), { ...b, updateTime: now() }) ? ok(true) : fail(404);
      }),
      del('/api/LinkClickTotal', remove(db, 'linkClickTotals')),
      // Downloads
      post('/api/Download', create(db, 'downloadFiles', (b) => ({ downloadCount: 0, isShow: true, showIndex: db.find('downloadFiles', (r) => sameId(r.exhibitionId, b.exhibitionId)).length + 1 }))),
      del('/api/Download', remove(db, 'downloadFiles')),
      get('/api/Download/GetByExhibition', ({ request }) => ok(db.find('downloadFiles', (r) => sameId(r.exhibitionId, query(request)('exhibitionId'))).sort(byShowIndex))),
      // Web kinds
      get('/api/WebKind/GetByAgent', ({ request }) =>
        ok(
          db
            .find('webKinds', (r) => sameId(r.agentId, query(request)('agentId')))
            .sort(byShowIndex)
            .map((k) => ({ ...k, categories: [...(k.categories ?? [])].sort((a, b) => (a.showIndex ?? 0) - (b.showIndex ?? 0)) })),
        ),
      ),
      post('/api/WebKind', create(db, 'webKinds', (b) => ({ categories: [], isShow: true, showIndex: db.find('webKinds', (r) => sameId(r.agentId, b.agentId)).length + 1 }))),
      put('/api/WebKind', async ({ request }) => {
        const { categories: _c, ...b } = await body<Record<string, unknown>>(request);
        return db.update('webKinds', String(b.id ?? ''), { ...b, updateTime: now() }) ? ok(true) : fail(404);
      }),
      del('/api/WebKind', remove(db, 'webKinds')),
      put('/api/WebKind/Category', async ({ request }) => {
        const b = await body<{ id?: string; categories?: Record<string, unknown>[] }>(request);
        const kind = db.get('webKinds', b.id);
        if (!kind) return fail(404);
        const categories = (b.categories ?? []).map((c, i) => ({ isShow: true, showIndex: i + 1, ...c, id: String(c.id || crypto.randomUUID()), webKindId: kind.id }));
        db.update('webKinds', kind.id, { categories });
        return ok(true);
      }),
      // WeChat skip settings
      post('/api/WeChatSkipSettle/page', listPage(db, 'weChatSkipSettles', {
        filter: (r, b) =>
          (!given(b.exhibitionId) || sameId(r.exhibitionId, b.exhibitionId)) &&
          (!given(b.skipType) || Number(r.skipType) === Number(b.skipType)) &&
          (!given(b.isEnable) || Boolean(r.isEnable) === Boolean(b.isEnable)),
        keywordFields: ['name', 'remark', 'pagePath', 'url'],
        sorts: [{ propertyName: 'showIndex', ascending: true }],
      })),
      get('/api/WeChatSkipSettle', getById(db, 'weChatSkipSettles')),
      post('/api/WeChatSkipSettle', create(db, 'weChatSkipSettles', (b) => ({ isEnable: true, exhibitionName: exhibitionNameOf(b.exhibitionId), showIndex: db.all('weChatSkipSettles').length + 1 }))),
      // A jump keeps only the target fields its kind uses (a web page has no appId, …).
      put('/api/WeChatSkipSettle', async ({ request }) => {
        const b = await body<Record<string, unknown>>(request);
        const type = Number(b.skipType);
        const targets = { appId: type === 1 ? b.appId : undefined, pagePath: type === 2 ? undefined : b.pagePath, url: type === 2 ? b.url : undefined };
        return db.update('weChatSkipSettles', String(b.id ?? ''), { ...b, ...(given(b.skipType) ? targets : {}), ...(given(b.exhibitionId) ? { exhibitionName: exhibitionNameOf(b.exhibitionId) } : {}) }) ? ok(true) : fail(404);
      }),
      del('/api/WeChatSkipSettle', remove(db, 'weChatSkipSettles')),
    ];
  },
};

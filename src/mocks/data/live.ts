/**
 * Demo data of the live-streaming domain (001 §3): provider channels named after demo activities,
 * their members, recordings, products, viewers and view logs, plus the registration-form
 * banners, departments and jobs. Activities come from the REST `activities` collection when a
 * domain seeded before this one provides it; otherwise a fallback set is built on the demo joins.
 */
import type { SeedRows } from '../collections';
import type { MockRecord } from '../db';
import { mediaUrl, videoUrl } from '../media';
import { companyNames, EXPO_SITE, exhibitions, ids, people, website } from './places';
import { seededId } from './seed';

/** Stored codes of the live audit (REST `LiveAuditStatus`), named as the GraphQL enum. */
export const LIVE_AUDIT = ['NOT_APPLIED', 'PENDING', 'APPROVED', 'REJECTED', 'NO_AUDIT_NEEDED'] as const;
export type LiveAuditName = (typeof LIVE_AUDIT)[number];
export const auditCode = (name: LiveAuditName) => LIVE_AUDIT.indexOf(name);

export const REG_FORM = 'reg-form';
export const LIVE_APP_ID = 'gk7v2m9qxe';
export const LIVE_POLY_USER_ID = '6f1c9a2e07';
export const PUSH_SERVER = 'rtmp://push.live.example-cdn.cn/recordf';

/** Conversion states of a recording (001 gives no values): not converted, converting, converted. */
export const CONVERT = { none: 0, converting: 1, done: 2 } as const;

/** Deterministic hex text (FNV-1a, iterated): file ids, keys, signatures of the demo. */
export function hexOf(seed: string, length = 32): string {
  let out = '';
  let round = 0;
  while (out.length < length) {
    let h = 0x811c9dc5;
    for (const ch of `${seed}#${round}`) {
      h ^= ch.charCodeAt(0);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    // Final avalanche so that near-identical seeds give unrelated text.
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
    out += (h >>> 0).toString(16).padStart(8, '0');
    round += 1;
  }
  return out.slice(0, length);
}

/** A small deterministic number in [min, max] derived from a seed text. */
export function pick(seed: string, min: number, max: number): number {
  return min + (parseInt(hexOf(seed, 8), 16) % (max - min + 1));
}

/** ISO 8601 in China time (+08:00), as the rest of the demo data writes dates. */
export function cst(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.toISOString().slice(0, 19)}+08:00`;
}

const DAY = 86_400_000;
const at = (text: string) => Date.parse(text);

// ---------------------------------------------------------------------------------------------
// Fallback activities and exhibition products (only when no other domain seeds them)
// ---------------------------------------------------------------------------------------------

interface ActivityPlan {
  company: number;
  name: string;
  nameEn: string;
  audit: LiveAuditName;
  channelId?: string;
  remark?: string;
  open?: boolean;
  applied?: string;
  start: string;
  hours: number;
  contact: string;
  tel: string;
  /** Last year's exhibition (the exhibitor's second join). */
  lastYear?: boolean;
}

const activityPlans: ActivityPlan[] = [
  { company: 0, name: '华展智能 2027 新品发布会直播', nameEn: 'Huazhan 2027 New Product Launch Live', audit: 'APPROVED', channelId: '3958471', open: true, applied: '2026-08-02T10:12:00+08:00', start: '2027-03-18T10:00:00+08:00', hours: 3, contact: '张伟', tel: '13812345678' },
  { company: 0, name: '工业机器人控制器技术讲座', nameEn: 'Industrial Robot Controller Seminar', audit: 'PENDING', applied: '2026-11-12T15:40:00+08:00', start: '2027-03-19T14:00:00+08:00', hours: 2, contact: '张伟', tel: '13812345678' },
  { company: 1, name: '东方精工 五轴数控机床现场演示', nameEn: 'Dongfang Five-Axis CNC Live Demo', audit: 'APPROVED', channelId: '3958502', open: false, applied: '2026-09-15T09:30:00+08:00', start: '2027-03-18T15:00:00+08:00', hours: 2, contact: '李娜', tel: '13912345678' },
  { company: 2, name: '粤兴自动化 产线改造案例分享', nameEn: 'Yuexing Production Line Retrofit Cases', audit: 'REJECTED', remark: '直播时间与展会开幕式冲突，请调整时间后重新申请', applied: '2026-10-08T11:05:00+08:00', start: '2027-03-18T09:00:00+08:00', hours: 1, contact: '刘洋', tel: '13700001234' },
  { company: 3, name: '瑞科激光 精密激光切割工艺直播', nameEn: 'Ruike Precision Laser Cutting Live', audit: 'NO_AUDIT_NEEDED', channelId: '3958536', open: true, applied: '2026-10-20T16:20:00+08:00', start: '2027-03-20T10:30:00+08:00', hours: 2, contact: '陈静', tel: '13600005678' },
  { company: 4, name: '云启工业互联网平台发布会', nameEn: 'Yunqi Industrial Internet Platform Launch', audit: 'NOT_APPLIED', start: '2027-03-19T10:00:00+08:00', hours: 2, contact: '杨磊', tel: '13500009876' },
  { company: 5, name: '甬力液压 新一代液压泵在线品鉴', nameEn: 'Yongli Next-Generation Hydraulic Pump Preview', audit: 'NOT_APPLIED', start: '2027-03-20T14:00:00+08:00', hours: 1, contact: '赵敏', tel: '13400004321' },
  { company: 6, name: '精创模具 精密模具开发公开课', nameEn: 'Jingchuang Precision Mould Open Class', audit: 'PENDING', applied: '2026-11-18T10:45:00+08:00', start: '2027-03-21T10:00:00+08:00', hours: 2, contact: '黄志强', tel: '13300006543' },
  { company: 9, name: '海纳机器人 服务机器人新品体验直播', nameEn: 'Haina Service Robot Hands-on Live', audit: 'NOT_APPLIED', start: '2027-03-19T15:30:00+08:00', hours: 1, contact: '吴昊', tel: '13200007788' },
  { company: 0, name: '2025 深智博 华展智能展台直播', nameEn: 'Huazhan Booth Live at SIME 2025', audit: 'APPROVED', channelId: '3872210', open: false, applied: '2025-09-01T10:00:00+08:00', start: '2025-11-05T10:00:00+08:00', hours: 4, contact: '张伟', tel: '13812345678', lastYear: true },
];

const companyIdAt = (i: number) => (i === 0 ? ids.company : i === 1 ? ids.companyEn : seededId(0xc0a80101, 0x1000 + i));
const joinIdAt = (i: number) => (i === 0 ? ids.join : i === 1 ? ids.joinEn : seededId(0xb0a80101, 0x1000 + i));

export function seedLiveActivities(): MockRecord[] {
  return activityPlans.map((p, i) => {
    const applied = p.audit !== 'NOT_APPLIED';
    const audited = p.audit === 'APPROVED' || p.audit === 'REJECTED' || p.audit === 'NO_AUDIT_NEEDED';
    const start = at(p.start);
    const exhibition = p.lastYear ? exhibitions[1]! : exhibitions[0]!;
    return {
      id: seededId(0x11ae0001, i + 1),
      exhibitionId: exhibition.id,
      companyId: companyIdAt(p.company),
      companyName: companyNames[p.company]![0],
      joinId: p.lastYear ? seededId(0xb0a80101, 0x2000) : joinIdAt(p.company),
      name: p.name,
      nameEn: p.nameEn,
      startTime: p.start,
      endTime: cst(start + p.hours * 3600_000),
      address: `${exhibition.address} 展台直播间`,
      cover: mediaUrl('activity', p.name),
      introduction: `${p.name}：线上线下同步进行，欢迎预约观看。`,
      isShow: true,
      topic: 0,
      showIndex: i + 1,
      isApplyLive: applied,
      liveApplyTime: p.applied ?? null,
      isOpenLive: Boolean(p.open),
      liveAudit: auditCode(p.audit),
      liveAuditRemark: p.remark ?? (p.audit === 'APPROVED' ? '资料齐全，同意开通直播' : null),
      liveAuditTime: audited && p.applied ? cst(at(p.applied) + 2 * DAY) : null,
      liveStartTime: applied ? cst(start - 30 * 60_000) : null,
      liveEndTime: applied ? cst(start + (p.hours + 1) * 3600_000) : null,
      isOpenBlackLive: false,
      liveLinkName: p.contact,
      livelinkTel: p.tel,
      liveChannelId: p.channelId ?? null,
      liveWheatNumber: p.channelId ? 2 : 0,
      liveSecretKey: p.channelId ? hexOf(`secret:${p.channelId}`, 16) : null,
      liveTemplate: p.channelId ? 'ppt' : null,
      liveEnableNotDelay: p.channelId === '3958471',
      createTime: cst((p.applied ? at(p.applied) : start - 120 * DAY) - 5 * DAY),
    };
  });
}

const productPlans: [string, number][][] = [
  [['六轴工业机器人 HZ-R6', 168000], ['伺服驱动器 HZ-SD200', 3680], ['机器视觉检测系统 HZ-V1', 45800]],
  [['五轴联动数控机床 DF-5X', 1280000], ['高速精密主轴 DF-S24', 26800], ['数控系统 DF-CNC8', 58000]],
  [['智能装配线 YX-AL', 860000], ['协作机器人 YX-C5', 98000], ['AGV 搬运小车 YX-A300', 72000]],
  [['光纤激光切割机 RK-F3015', 368000], ['激光焊接机 RK-W2000', 128000], ['激光打标机 RK-M30', 18600]],
  [['工业互联网平台 云启 IIoT', 199000], ['边缘计算网关 YQ-G2', 6800], ['设备数字孪生套件', 88000]],
  [['柱塞式液压泵 YL-P90', 12800], ['比例换向阀 YL-V16', 4200], ['液压动力单元 YL-HPU', 36800]],
  [['精密注塑模具（定制）', 85000], ['热流道系统 JC-HR8', 23800], ['模具温控机 JC-T12', 9600]],
];

export function seedLiveExhibitProducts(): MockRecord[] {
  return productPlans.flatMap((list, c) =>
    list.map(([name, price], i) => ({
      id: seededId(0x11ae0008, c * 10 + i + 1),
      compId: companyIdAt(c),
      compName: companyNames[c]![0],
      exhibitionId: exhibitions[0]!.id,
      joinId: joinIdAt(c),
      name,
      price,
      banner: JSON.stringify([mediaUrl('product', name)]),
      isShow: true,
      isDeleted: false,
      showIndex: i + 1,
      createTime: '2026-07-01T10:00:00+08:00',
    })),
  );
}

/** First image of a product's banner (a JSON array string or a single URL). */
export function productCover(product: MockRecord | undefined): string | null {
  const banner = product?.banner;
  if (typeof banner !== 'string' || !banner) return null;
  try {
    const parsed: unknown = JSON.parse(banner);
    if (Array.isArray(parsed)) return typeof parsed[0] === 'string' ? parsed[0] : null;
    return typeof parsed === 'string' ? parsed : banner;
  } catch {
    return banner;
  }
}

// ---------------------------------------------------------------------------------------------
// Registration form: banners, departments and jobs, viewers
// ---------------------------------------------------------------------------------------------

const departmentPlans: [string, string, [string, string][]][] = [
  ['市场部', 'Marketing', [['市场总监', 'Marketing Director'], ['市场经理', 'Marketing Manager'], ['品牌专员', 'Brand Specialist']]],
  ['销售部', 'Sales', [['销售总监', 'Sales Director'], ['区域销售经理', 'Regional Sales Manager'], ['销售代表', 'Sales Representative']]],
  ['技术部', 'Technology', [['技术总监', 'CTO'], ['研发工程师', 'R&D Engineer'], ['技术支持工程师', 'Support Engineer']]],
  ['采购部', 'Purchasing', [['采购经理', 'Purchasing Manager'], ['采购专员', 'Buyer']]],
  ['生产部', 'Production', [['生产经理', 'Production Manager'], ['工艺工程师', 'Process Engineer']]],
  ['总经办', 'General Management', [['总经理', 'General Manager'], ['副总经理', 'Deputy General Manager']]],
];

export function seedDepartments(): { departments: MockRecord[]; jobs: MockRecord[] } {
  const departments: MockRecord[] = [];
  const jobs: MockRecord[] = [];
  departmentPlans.forEach(([name, nameEn, list], d) => {
    const id = seededId(0x11ae0005, d + 1);
    departments.push({ id, name, nameEn, showIndex: d + 1, createTime: '2026-06-15T10:00:00+08:00' });
    list.forEach(([jobName, jobNameEn], j) =>
      jobs.push({ id: seededId(0x11ae0006, (d + 1) * 100 + j + 1), departmentId: id, name: jobName, nameEn: jobNameEn, showIndex: j + 1, createTime: '2026-06-15T10:00:00+08:00' }),
    );
  });
  return { departments, jobs };
}

export function seedRegFormBanners(): MockRecord[] {
  return [1, 2, 3].map((n) => ({
    id: seededId(0x11ae0007, n),
    type: REG_FORM,
    url: mediaUrl('banner', `直播观众登记 ${n}`),
    showIndex: n,
    createTime: '2026-06-20T10:00:00+08:00',
  }));
}

const viewerPlans: [string, string, number, string, string, string, string][] = [
  ['王磊', '佛山顺德美达电器有限公司', 1, '广东省', '佛山市', '顺德区', '采购部'],
  ['刘婷', '中山明阳照明科技有限公司', 2, '广东省', '中山市', '火炬开发区', '市场部'],
  ['陈晓东', '合肥江淮智造装备有限公司', 1, '安徽省', '合肥市', '包河区', '技术部'],
  ['杨帆', '长沙中联精工机械有限公司', 1, '湖南省', '长沙市', '岳麓区', '生产部'],
  ['赵雪', '南京金陵数控设备有限公司', 2, '江苏省', '南京市', '江宁区', '销售部'],
  ['黄俊', '福州闽江电子科技有限公司', 1, '福建省', '福州市', '鼓楼区', '技术部'],
  ['周敏', '郑州中原重工股份有限公司', 2, '河南省', '郑州市', '金水区', '采购部'],
  ['吴刚', '西安秦川智能制造有限公司', 1, '陕西省', '西安市', '雁塔区', '总经办'],
  ['郑丽', '昆山玉山精密五金有限公司', 2, '江苏省', '苏州市', '昆山市', '市场部'],
  ['孙涛', '沈阳北方机床附件有限公司', 1, '辽宁省', '沈阳市', '铁西区', '生产部'],
  ['马超', '重庆两江汽车零部件有限公司', 1, '重庆市', '重庆市', '渝北区', '采购部'],
  ['胡静', '温州瓯海阀门制造有限公司', 2, '浙江省', '温州市', '瓯海区', '销售部'],
  ['朱琳', '济南泉城激光设备有限公司', 2, '山东省', '济南市', '历下区', '技术部'],
  ['郭勇', '石家庄冀中液压机械有限公司', 1, '河北省', '石家庄市', '长安区', '生产部'],
  ['何佳', '南昌赣江智能家居有限公司', 2, '江西省', '南昌市', '红谷滩区', '市场部'],
];

export const viewerUserId = (i: number) => seededId(0x11ae0003, i + 1);

export function seedViewers(): MockRecord[] {
  const { departments, jobs } = seedDepartments();
  const viewers = viewerPlans.map(([name, companyName, gender, province, city, county, department], i) => {
    const dep = departments.find((d) => d.name === department)!;
    const job = jobs.filter((j) => j.departmentId === dep.id)[i % 2]!;
    return {
      id: seededId(0x11ae0002, i + 1),
      userId: viewerUserId(i),
      name,
      phoneNumber: `1${[3, 5, 8, 7][i % 4]}${String(600_000_000 + i * 7_314_519).slice(0, 9)}`,
      gender,
      companyName,
      department,
      jobTitle: job.name as string,
      country: '中国',
      province,
      city,
      county,
      addressDetails: `${county}工业大道 ${18 + i * 7} 号`,
      extendedProperties: { interest: i % 3 === 0 ? '整厂自动化' : i % 3 === 1 ? '核心零部件' : '数字化工厂', purchasePlan: i % 2 === 0 ? '半年内' : '一年内' },
      createTime: cst(at('2026-09-01T09:00:00+08:00') + i * 3 * DAY),
    };
  });
  // The English-side demo exhibitor registered too (the Chinese one has not, to try the form).
  viewers.push({
    id: seededId(0x11ae0002, 100),
    userId: ids.exhibitorEnUser,
    name: '李娜',
    phoneNumber: '13912345678',
    gender: 2,
    companyName: companyNames[1]![0],
    department: '市场部',
    jobTitle: '市场经理',
    country: '中国',
    province: '上海市',
    city: '上海',
    county: '浦东新区',
    addressDetails: '张江路 88 号',
    extendedProperties: { interest: '五轴加工', purchasePlan: '暂无' },
    createTime: '2026-09-20T09:00:00+08:00',
  });
  return viewers;
}

// ---------------------------------------------------------------------------------------------
// Channels and what hangs off them
// ---------------------------------------------------------------------------------------------

const hostNames: [string, string][] = [['李明', '王芳'], ['周杰', '林晓'], ['许强', '唐敏'], ['高峰', '邓丽'], ['韩冰', '曹颖']];

export interface LiveSeedSources {
  activities: MockRecord[];
  products: MockRecord[];
}

/** A stable 7-digit channel id for an activity that has none in the seeded data. */
export const channelIdFor = (seed: string) => String(3_900_000 + pick(`channel:${seed}`, 1, 99_999));

export function seedChannel(activity: MockRecord, index: number): MockRecord {
  const channelId = String(activity.liveChannelId);
  const [host] = hostNames[index % hostNames.length]!;
  const start = typeof activity.liveStartTime === 'string' ? activity.liveStartTime : typeof activity.startTime === 'string' ? activity.startTime : null;
  const ended = start !== null && Date.parse(start) < Date.now();
  const primaryInfo = index % 2 === 0;
  return {
    id: channelId,
    channelId,
    activityId: activity.id,
    name: activity.name,
    scene: index % 3 === 2 ? 'alone' : 'ppt',
    template: index % 3 === 2 ? 'alone' : 'ppt',
    publisher: host,
    startTime: start,
    pageView: 1200 + pick(`pv:${channelId}`, 0, 8000),
    likes: 300 + pick(`likes:${channelId}`, 0, 2500),
    images: { coverImage: mediaUrl('cover', String(activity.name)), splashImage: index % 2 === 0 ? mediaUrl('poster', String(activity.name)) : null, splashEnabled: index % 2 === 0 },
    description: `${activity.companyName ? `${String(activity.companyName)}：` : ''}「${String(activity.name)}」线上直播，同步展台实况，欢迎观看互动。`,
    maxViewer: index % 2 === 0 ? 0 : 5000,
    watchStatus: ended ? 'playback' : activity.isOpenLive ? 'live' : 'waiting',
    userCategory: { categoryId: 1001, categoryName: '展会直播' },
    authSettings: [
      primaryInfo
        ? {
            rank: 1, type: 'info', enabled: true, tips: '请先填写观众登记信息', code: null, price: null, watchEndTime: null, validTimePeriod: null,
            trialWatchEnabled: false, trialWatchTime: null, trialWatchEndTime: null, whiteListEntryText: null, whiteListInputTips: null,
            qrCodeImage: null, infoFields: [{ name: '姓名', type: 'name' }, { name: '手机号', type: 'mobile' }, { name: '公司名称', type: 'text' }], authKey: null, authUri: null,
          }
        : {
            rank: 1, type: 'none', enabled: true, tips: null, code: null, price: null, watchEndTime: null, validTimePeriod: null,
            trialWatchEnabled: false, trialWatchTime: null, trialWatchEndTime: null, whiteListEntryText: null, whiteListInputTips: null,
            qrCodeImage: null, infoFields: null, authKey: null, authUri: null,
          },
      {
        rank: 2, type: 'code', enabled: false, tips: '请输入观看码', code: hexOf(`code:${channelId}`, 6).toUpperCase(), price: null, watchEndTime: null, validTimePeriod: null,
        trialWatchEnabled: true, trialWatchTime: 5, trialWatchEndTime: null, whiteListEntryText: null, whiteListInputTips: null,
        qrCodeImage: mediaUrl('qrcode', `观看码 ${channelId}`), infoFields: null, authKey: null, authUri: null,
      },
    ],
    linkMicLimit: Number(activity.liveWheatNumber ?? 0) || 2,
    polyUserId: LIVE_POLY_USER_ID,
    creatorName: activity.liveLinkName ?? host,
    createTime: typeof activity.liveAuditTime === 'string' ? activity.liveAuditTime : '2026-09-01T10:00:00+08:00',
  };
}

export function seedMembers(channelId: string, index: number): MockRecord[] {
  const [host, assistant] = hostNames[index % hostNames.length]!;
  const member = (account: string, nickname: string, actor: string, role: string, sort: number, flags: boolean) => ({
    id: `${channelId}:${account}`,
    account,
    channelId,
    passwd: hexOf(`pw:${account}`, 8),
    nickname,
    sort,
    avatar: mediaUrl('avatar', nickname),
    actor,
    role,
    monitorEnabled: flags,
    pageTurnEnabled: flags,
    chatListEnabled: true,
    chatAuditEnabled: flags,
  });
  return [
    // The provider's teacher logs in with the channel id itself.
    member(channelId, host, '主播', 'teacher', 0, true),
    member(`${channelId}001`, assistant, '助理', 'assistant', 1, true),
    member(`${channelId}002`, people[(index + 3) % people.length]!, '嘉宾', 'guest', 2, false),
  ];
}

/** Recordings of a channel: one per past session, newest last. */
export function seedHistory(activity: MockRecord, channelId: string, sessions: number, firstStart: number): MockRecord[] {
  return Array.from({ length: sessions }, (_, n) => {
    const startMs = firstStart + n * 7 * DAY;
    const duration = 1800 + pick(`dur:${channelId}:${n}`, 0, 5400);
    const bitrate = n % 3 === 0 ? 2500 : 1500;
    const fileId = hexOf(`file:${channelId}:${n}`, 32);
    const converted = n % 3 === 0;
    const ageDays = Math.floor((Date.now() - startMs) / DAY);
    const date = cst(startMs).slice(0, 10).replaceAll('-', '');
    return {
      id: fileId,
      activityId: activity.id,
      channelId,
      fileId,
      url: videoUrl(`${String(activity.name)} 第 ${n + 1} 场`, n % 4 === 3 ? 'm3u8' : 'mp4'),
      startTime: cst(startMs),
      endTime: cst(startMs + duration * 1000),
      fileSize: Math.round((duration * bitrate * 1000) / 8),
      duration,
      bitrate,
      resolution: bitrate === 2500 ? '1920x1080' : '1280x720',
      channelSessionId: hexOf(`session:${channelId}:${n}`, 10),
      fileName: `${String(activity.name)}_${date}`,
      daysLeft: Math.max(0, 180 - Math.max(0, ageDays)),
      origin: n % 5 === 4 ? 'manual' : 'auto',
      recordFileType: n % 4 === 3 ? 'm3u8' : 'mp4',
      isConvert: converted,
      convertStatus: converted ? CONVERT.done : CONVERT.none,
      videoId: converted ? hexOf(`video:${fileId}`, 32) : null,
      firstImage: mediaUrl('cover', `${String(activity.name)} 第 ${n + 1} 场`),
      videoPoolId: converted ? `${hexOf(`pool:${fileId}`, 10)}_${fileId.slice(0, 1)}` : null,
      title: converted ? `${String(activity.name)}（第 ${n + 1} 场回放）` : null,
      status: 1,
      vodIsHad: converted,
      blackIsHad: n % 4 === 1,
    };
  });
}

export function seedChannelProducts(channelId: string, products: MockRecord[]): MockRecord[] {
  return products.slice(0, 3).map((p, i) => {
    const productId = String(8_100_000 + pick(`cp:${channelId}:${p.id}`, 1, 899_999));
    return {
      id: `${channelId}:${productId}`,
      productId,
      channelId,
      sourceProductId: p.id,
      name: p.name,
      price: typeof p.price === 'number' ? p.price : null,
      cover: productCover(p),
      link: website(EXPO_SITE, `/product/${p.id}`),
      sort: i + 1,
      createTime: '2026-10-01T10:00:00+08:00',
    };
  });
}

interface LogSet {
  user: MockRecord[];
  product: MockRecord[];
  company: MockRecord[];
}

/** Viewers entering a channel's recorded sessions, and looking at its company and products. */
export function seedViewLogs(activity: MockRecord, history: MockRecord[], products: MockRecord[], viewers: MockRecord[], logNo: { n: number }): LogSet {
  const out: LogSet = { user: [], product: [], company: [] };
  const companyId = (activity.companyId ?? activity.compId) as string;
  const next = () => seededId(0x11ae0004, ++logNo.n);
  history.forEach((h, s) => {
    const startMs = Date.parse(String(h.startTime));
    const count = 3 + pick(`cnt:${h.fileId}`, 0, 4);
    for (let k = 0; k < count; k++) {
      const viewer = viewers[(s * 5 + k * 3) % viewers.length]!;
      const inMs = startMs + pick(`in:${h.fileId}:${k}`, 0, Number(h.duration) - 60) * 1000;
      const base = { activityId: activity.id, userId: viewer.userId, releaseId: null };
      out.user.push({ id: next(), ...base, companyId, productId: null, shareCount: k % 4 === 0 ? 1 : 0, collectCount: k % 5 === 0 ? 1 : 0, inTime: cst(inMs) });
      if (k % 2 === 0) out.company.push({ id: next(), ...base, companyId, productId: null, shareCount: 0, collectCount: k % 3 === 0 ? 1 : 0, inTime: cst(inMs + 300_000) });
      const product = products.length ? products[(s + k) % products.length]! : undefined;
      if (product && k % 2 === 1) out.product.push({ id: next(), ...base, companyId, productId: product.id, shareCount: k % 3 === 0 ? 1 : 0, collectCount: 1, inTime: cst(inMs + 600_000) });
    }
    // A few viewers watch the playback a couple of days later.
    if (h.isConvert) {
      const viewer = viewers[(s + 7) % viewers.length]!;
      out.user.push({ id: next(), activityId: activity.id, userId: viewer.userId, companyId, productId: null, releaseId: null, shareCount: 0, collectCount: 0, inTime: cst(Date.parse(String(h.endTime)) + 2 * DAY) });
    }
  });
  return out;
}

/** Everything of the live domain. `sources.activities` are the activities to hang channels on. */
export function seedLiveData(sources: LiveSeedSources): SeedRows {
  const { departments, jobs } = seedDepartments();
  const viewers = seedViewers();
  const registered = viewers.filter((v) => v.userId !== ids.exhibitorEnUser);
  const out: SeedRows = {
    liveChannels: [],
    liveMembers: [],
    liveHistory: [],
    liveChannelProducts: [],
    liveUserViewLogs: [],
    liveProductViewLogs: [],
    liveCompanyViewLogs: [],
    liveViewers: viewers,
    liveBanners: seedRegFormBanners(),
    liveDepartments: departments,
    liveDepartmentJobs: jobs,
  };
  const logNo = { n: 0 };
  sources.activities
    .filter((a) => typeof a.liveChannelId === 'string' && a.liveChannelId !== '' && !a.isDeleted)
    .forEach((activity, index) => {
      const channel = seedChannel(activity, index);
      const channelId = channel.channelId as string;
      const companyId = activity.companyId ?? activity.compId;
      const products = sources.products.filter((p) => p.compId === companyId && !p.isDeleted);
      const start = Date.parse(String(channel.startTime ?? ''));
      // Warm-up lives every week before the show (or during last year's show), all in the past.
      const sessions = index === 0 ? 12 : 4 + (index % 3);
      const lastBefore = Math.min(Number.isNaN(start) ? Date.now() : start, Date.now()) - 2 * DAY;
      const firstStart = Math.floor(lastBefore / DAY) * DAY + 6 * 3600_000 - (sessions - 1) * 7 * DAY;
      const history = seedHistory(activity, channelId, sessions, firstStart);
      const logs = seedViewLogs(activity, history, products, registered, logNo);
      out.liveChannels!.push(channel);
      out.liveMembers!.push(...seedMembers(channelId, index));
      out.liveHistory!.push(...history);
      out.liveChannelProducts!.push(...seedChannelProducts(channelId, products));
      out.liveUserViewLogs!.push(...logs.user);
      out.liveProductViewLogs!.push(...logs.product);
      out.liveCompanyViewLogs!.push(...logs.company);
    });
  return out;
}

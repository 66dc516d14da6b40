/**
 * Seed data of the site settings (openapi/site-settings.yaml, all designed): the FAQ of the show,
 * its fixed texts (notices, agreement, privacy policy) and the modules of its site and mini-programme.
 */
import type { SeedRows } from '../collections';
import type { MockRecord } from '../db';
import { mediaUrl } from '../media';
import { exhibitions, ids } from './places';
import { seededId } from './seed';

const EX = ids.exhibition2026;
const FOOD = ids.exhibitionFood;

/** group: 1 参展, 2 观展, 3 交通住宿, 4 证件. */
type Faq = [group: 1 | 2 | 3 | 4, question: string, questionEn: string, answer: string, answerEn: string, isShow?: boolean];

const faqs: Faq[] = [
  [1, '如何申请参展？', 'How do I apply to exhibit?',
    '<p>登录<strong>展商中心</strong>，在“参展申请”中填写企业信息并上传营业执照，主办方将在 3 个工作日内完成审核。</p>',
    '<p>Sign in to the <strong>exhibitor centre</strong>, fill in your company details under "Apply to exhibit" and upload your business licence. We review applications within 3 working days.</p>'],
  [1, '标准展位包含哪些配置？', 'What does a shell-scheme booth include?',
    '<p>每个 9㎡ 标准展位包含：</p><ul><li>三面白色围板与楣板</li><li>洽谈桌 1 张、折椅 2 把</li><li>射灯 2 盏、220V 插座 1 个</li></ul>',
    '<p>Each 9 m² shell-scheme booth includes:</p><ul><li>white walls on three sides and a fascia board</li><li>1 table and 2 chairs</li><li>2 spotlights and one 220 V socket</li></ul>'],
  [1, '会刊资料的提交截止时间是什么时候？', 'When is the deadline for the show catalogue?',
    '<p>会刊资料请于 <strong>2027 年 2 月 28 日</strong>前在展商中心“会刊信息”中提交，逾期将无法刊登。</p>',
    '<p>Please submit your catalogue entry under "Catalogue" in the exhibitor centre by <strong>28 February 2027</strong>.</p>'],
  [1, '特装展位如何报图审核？', 'How do I submit raw-space booth drawings?',
    '<p>特装展商请于 2027 年 2 月 15 日前由指定搭建商提交效果图、施工图及电路图，审核通过后方可进场施工。</p>',
    '<p>Raw-space exhibitors have their contractor submit renderings, construction and electrical drawings by 15 February 2027.</p>'],
  [1, '布展和撤展时间如何安排？', 'When are build-up and dismantling?',
    '<p>布展：2027 年 3 月 15 日—17 日 8:30—18:00；撤展：3 月 21 日 16:00 起，展品须于当晚 22:00 前全部撤离。</p>',
    '<p>Build-up: 15–17 March 2027, 8:30–18:00. Dismantling: from 16:00 on 21 March; all exhibits must leave by 22:00.</p>'],
  [2, '观众如何预登记？', 'How do visitors pre-register?',
    '<p>关注“华展会展”公众号或访问官网，点击“观众预登记”填写信息，即可获得入场二维码。</p>',
    '<p>Follow our WeChat account or visit the website and choose "Visitor pre-registration" to receive your entry QR code.</p>'],
  [2, '展会是否收取门票？', 'Is there an entrance fee?',
    '<p>专业观众提前完成预登记可<strong>免费入场</strong>；现场登记需出示名片，收取工本费 20 元。</p>',
    '<p>Trade visitors who pre-register enter <strong>free of charge</strong>; on-site registration requires a business card and costs RMB 20.</p>'],
  [2, '未满 18 岁可以入场吗？', 'Can visitors under 18 enter?',
    '<p>本展会为专业贸易展，谢绝 18 岁以下人士入场，敬请谅解。</p>',
    '<p>This is a trade-only show: visitors under 18 cannot be admitted.</p>'],
  [2, '展会期间有哪些同期论坛？', 'Which conferences run alongside the show?',
    '<p>同期举办智能制造高峰论坛、工业机器人应用大会等 12 场活动，详见官网“同期活动”。</p>',
    '<p>Twelve events, including the Intelligent Manufacturing Summit and the Industrial Robot Application Conference. See "Events" on the website.</p>', false],
  [3, '如何前往深圳国际会展中心？', 'How do I get to the Shenzhen World Exhibition & Convention Center?',
    '<p>乘坐地铁 <strong>20 号线</strong>至“会展城站”即达；自驾可导航至“深圳国际会展中心 P1 停车场”。</p>',
    '<p>Take <strong>Metro Line 20</strong> to "Convention City" station, or drive to car park P1 of the centre.</p>'],
  [3, '展馆周边有推荐的酒店吗？', 'Are there recommended hotels nearby?',
    '<p>主办方协议酒店包括深圳国际会展中心希尔顿酒店、会展城洲际酒店，凭展商证可享协议价。</p>',
    '<p>Our partner hotels include the Hilton Shenzhen World Exhibition & Convention Center and the InterContinental Convention City; exhibitors get the agreed rate.</p>'],
  [3, '机场到展馆有接驳车吗？', 'Is there a shuttle from the airport?',
    '<p>展期每天 8:00—10:00 从宝安国际机场 T3 航站楼 P4 停车场发车，约 30 分钟一班。</p>',
    '<p>During the show, shuttles leave Bao\'an Airport Terminal 3, car park P4, every 30 minutes from 8:00 to 10:00.</p>'],
  [4, '展商证如何办理？', 'How do I get exhibitor badges?',
    '<p>在展商中心“证件办理”中按展位面积申领，每 9㎡ 可免费办理 3 张，审核通过后凭身份证到服务台领取。</p>',
    '<p>Apply under "Badges" in the exhibitor centre: 3 free badges per 9 m². Collect them at the service desk with your ID once approved.</p>'],
  [4, '布展证和车证在哪里领取？', 'Where do I collect build-up and vehicle passes?',
    '<p>布展证及车辆通行证请于布展首日到南登录厅证件中心领取，需出示搭建委托书。</p>',
    '<p>Collect build-up and vehicle passes at the badge centre in the south lobby on the first build-up day, with your contractor authorisation.</p>'],
  [4, '证件遗失怎么办？', 'What if I lose my badge?',
    '<p>请携带身份证到服务台挂失补办，每张收取补办费 50 元，原证件同时作废。</p>',
    '<p>Bring your ID to the service desk to report the loss; a replacement costs RMB 50 and the old badge is cancelled.</p>'],
];

const foodFaqs: Faq[] = [
  [2, '食品展可以现场试吃吗？', 'Can visitors taste products?', '<p>可以，展商可在展位内提供小份试吃，请遵守食品安全规定。</p>', '<p>Yes, exhibitors may offer small samples in line with food-safety rules.</p>'],
  [3, '国家会展中心（上海）停车方便吗？', 'Is parking easy at the NECC Shanghai?', '<p>展馆设有 P1—P8 停车场，展期车位紧张，建议乘坐地铁 2 号线至“徐泾东站”。</p>', '<p>There are car parks P1–P8; during the show we recommend Metro Line 2 to "East Xujing".</p>'],
];

function questions(list: Faq[], exhibitionId: string, base: number): MockRecord[] {
  const order = new Map<number, number>();
  return list.map(([group, question, questionEn, answer, answerEn, isShow = true], i) => {
    const showIndex = (order.get(group) ?? 0) + 1;
    order.set(group, showIndex);
    return {
      id: seededId(0x5e5e0001, base + i + 1), exhibitionId, group, question, questionEn, answer, answerEn, showIndex, isShow,
      createTime: `2026-10-${String(10 + (i % 18)).padStart(2, '0')}T10:00:00+08:00`,
    };
  });
}

const name2027 = exhibitions[0]!.name;

const texts: [key: string, zh: string, en: string, updateTime: string][] = [
  ['exhibitorNotice',
    `<h3>${name2027} 参展须知</h3><ol><li>展商须于 2027 年 2 月 28 日前完成会刊资料提交。</li><li>展位内严禁使用明火，用电须经主场服务商审批。</li><li>展期每日 8:30 起展商可凭证入场，17:30 后不得带出展品。</li></ol>`,
    '<h3>Exhibitor notice</h3><ol><li>Submit your catalogue entry by 28 February 2027.</li><li>No open flames in booths; power connections need the official contractor\'s approval.</li><li>Exhibitors may enter from 8:30 daily with a badge; no exhibits leave after 17:30.</li></ol>',
    '2026-11-12T15:20:00+08:00'],
  ['visitorNotice',
    '<h3>观众须知</h3><ul><li>请凭预登记二维码或观众证入场，一人一证。</li><li>谢绝 18 岁以下人士及携带宠物入场。</li><li>展馆内禁止吸烟，请勿携带易燃易爆物品。</li></ul>',
    '<h3>Visitor notice</h3><ul><li>Enter with your pre-registration QR code or visitor badge; one badge per person.</li><li>No visitors under 18, no pets.</li><li>No smoking; no flammable or explosive items.</li></ul>',
    '2026-11-08T10:05:00+08:00'],
  ['registerAgreement',
    '<h3>用户注册协议</h3><p>欢迎注册华展会展平台。您在注册前应仔细阅读本协议，注册即视为您已同意本协议全部条款。</p><p>一、您应保证所提供的企业及个人信息真实、准确、完整。</p>',
    '<h3>User registration agreement</h3><p>Welcome to the Huazhan exhibition platform. Please read this agreement before registering; registering means you accept all its terms.</p>',
    '2026-09-30T09:00:00+08:00'],
  ['privacyPolicy',
    '<h3>隐私政策</h3><p>我们仅为办理证件、展商与观众对接之目的收集您的姓名、手机号、单位等信息，未经您同意不会向第三方提供。</p>',
    '', // no English text yet
    '2026-09-30T09:00:00+08:00'],
];

export function seedSiteSettings(): SeedRows {
  return {
    questions: [...questions(faqs, EX, 0), ...questions(foodFaqs, FOOD, 100)],
    exhibitionTexts: texts.map(([key, contentZh, contentEn, updateTime], i) => ({
      id: seededId(0x5e5e0002, i + 1), exhibitionId: EX, key, contentZh, contentEn, updateTime, updateUserName: 'host',
    })),
    // The modules are made on the first read of an exhibition (see functionDefaults); the current one is set up.
    exhibitionFunctions: functionDefaults(EX).map((f, i) => ({ ...f, id: seededId(0x5e5e0003, i + 1), isEnable: !['Matchmaking', 'Game'].includes(String(f.code)) })),
  };
}

/** The fixed modules of a show's site and mini-programme, as a new exhibition starts with them. */
export const FUNCTIONS: [code: string, name: string, nameEn: string][] = [
  ['OnlineHall', '在线展厅', 'Online Showroom'],
  ['Live', '直播', 'Live'],
  ['PurchaseDemand', '采购需求', 'Purchase Requests'],
  ['NewRelease', '新品发布', 'New Launches'],
  ['VisitorRegister', '观众登记', 'Visitor Registration'],
  ['Badge', '证件办理', 'Badges'],
  ['Matchmaking', '商务配对', 'Business Matchmaking'],
  ['Events', '同期活动', 'Events'],
  ['ExhibitorList', '展商名录', 'Exhibitor List'],
  ['FloorPlan', '展馆导航', 'Floor Plan'],
  ['Game', '互动游戏', 'Games'],
];

export function functionDefaults(exhibitionId: string): (Omit<MockRecord, 'id'> & { code: string })[] {
  return FUNCTIONS.map(([code, name, nameEn], i) => ({
    exhibitionId, code, name, nameEn, icon: mediaUrl('icon', name), showIndex: i + 1, isEnable: true, updateTime: '2026-10-01T10:00:00+08:00',
  }));
}

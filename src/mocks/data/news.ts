/**
 * Seed of the news domain: the demo exhibitor's news for its current join (every audit state, one
 * hidden, one carrying a harmless script so the app's HTML sanitising can be seen), news of other
 * exhibitors for the host's audit screen, and the host's own news.
 */
import type { SeedRows } from '../collections';
import type { MockRecord } from '../db';
import { exhibitions, ids } from './places';
import { seededId } from './seed';
import { mediaUrl } from '../media';

const P = { exhibitor: 0x7e770001, host: 0x7e770002 };

type ExhibitorNews = [title: string, titleEn: string, summary: string, content: string, auditStatus: 0 | 1 | 2, isShow: boolean, date: string, auditRemark?: string];

const demoNews: ExhibitorNews[] = [
  [
    '华展智能携新一代协作机器人 HZ-C6 亮相深智博 2027',
    'Huazhan Intelligent unveils the HZ-C6 cobot at SZIME 2027',
    '华展智能将在 1号馆 A10 展位发布新一代协作机器人 HZ-C6，负载 6 kg，重复定位精度 ±0.02 mm。',
    '<p>华展智能将在 <strong>1号馆 A10 展位</strong> 发布新一代协作机器人 HZ-C6。</p><h3>产品亮点</h3><ul><li>负载 6 kg，臂展 914 mm</li><li>重复定位精度 ±0.02 mm</li><li>支持拖拽示教与力控打磨</li></ul><p>展会期间每天 10:00、14:00、16:00 现场演示，欢迎莅临。</p>',
    1, true, '2026-11-18T10:00:00+08:00',
  ],
  [
    '华展智能荣获工信部专精特新“小巨人”企业称号',
    'Huazhan Intelligent named a national "Little Giant" enterprise',
    '华展智能入选第七批国家级专精特新“小巨人”企业名单。',
    '<p>近日，工业和信息化部公布第七批专精特新“小巨人”企业名单，<strong>深圳华展智能科技有限公司</strong>成功入选。</p><p>这是对公司在工业机器人与机器视觉领域持续投入的肯定。</p>',
    1, true, '2026-11-06T09:30:00+08:00',
  ],
  [
    '慧眼视觉 AI 检测平台 3.0 正式发布',
    'HuiYan Vision AI inspection platform 3.0 released',
    '新版本支持小样本训练，新缺陷类型上线时间由 2 周缩短至 2 天。',
    `<p>慧眼视觉 AI 检测平台 3.0 今日发布，主要更新：</p><ol><li>小样本训练：20 张样图即可上线新缺陷类型</li><li>边缘推理盒子，单工位成本降低 40%</li><li>与智链 MES 质量模块打通</li></ol><p><img src="${mediaUrl('news', '慧眼视觉 3.0 界面')}" alt="慧眼视觉 3.0 界面" /></p>`,
    1, true, '2026-10-28T14:00:00+08:00',
  ],
  [
    '华展智能与上海锐能签署动力电池智能检测战略合作协议',
    'Huazhan Intelligent and Ruineng sign a strategic agreement',
    '双方将在电芯外观检测与模组装配领域开展三年期合作。',
    '<p>10 月 20 日，华展智能与上海锐能新能源科技有限公司在上海签署战略合作协议。</p><blockquote>“AI 视觉让每一颗电芯都经得起检验。”——华展智能总经理 李明</blockquote>',
    1, false, '2026-10-20T16:00:00+08:00',
  ],
  [
    '展位 A10 现场活动预告：每日三场机器人焊接演示',
    'Booth A10: three robotic welding demos every day',
    '展会期间每日三场焊接演示，现场扫码可预约一对一技术交流。',
    '<p>展会期间，华展智能展位每日安排三场机器人焊接演示：</p><table><thead><tr><th>场次</th><th>时间</th><th>内容</th></tr></thead><tbody><tr><td>1</td><td>10:00</td><td>副车架弧焊</td></tr><tr><td>2</td><td>14:00</td><td>薄板激光焊</td></tr><tr><td>3</td><td>16:00</td><td>焊缝视觉跟踪</td></tr></tbody></table>',
    0, true, '2026-11-19T11:00:00+08:00',
  ],
  [
    '华展智能 2026 秋季校园招聘正式启动',
    'Huazhan Intelligent 2026 campus recruitment opens',
    '算法、机械、电气等 60 余个岗位开放申请。',
    '<p>华展智能 2026 秋季校园招聘正式启动，算法工程师、机械设计工程师、电气工程师等 60 余个岗位开放申请。</p>',
    2, true, '2026-09-15T10:00:00+08:00', '与本届展会及参展产品无关，请提交展会相关资讯',
  ],
  [
    '云仓智储四向穿梭车系统落地成都医药冷链项目',
    'CloudStore shuttle system goes live in a Chengdu cold-chain warehouse',
    '-20℃ 冷库无人化作业，库容提升 2.6 倍。',
    '<p>由华展智能承建的成都康源医药物流冷链立体库正式投用，<em>-20℃</em> 环境下实现无人化出入库。</p>',
    1, true, '2026-09-02T09:00:00+08:00',
  ],
  [
    '展位互动小游戏上线：扫码赢取机器人模型',
    'Booth mini-game: scan to win a robot model',
    '参观 A10 展位，扫码参与互动小游戏，赢取 HZ-C6 机器人 1:10 模型。',
    // Deliberately unsafe markup: the app must sanitise it before rendering (nothing here does harm).
    '<p>参观 A10 展位，扫码参与互动小游戏，赢取 HZ-C6 机器人 1:10 模型！</p><script>console.warn("若看到此消息，说明新闻内容未做 HTML 净化（演示数据）")</script><p><img src="x" onerror="console.warn(\'未净化的 onerror 属性（演示数据）\')" alt="活动海报" /></p><p><a href="javascript:void(0)">立即参与</a></p>',
    0, true, '2026-11-20T09:15:00+08:00',
  ],
];

const otherNews: [compIndex: number, title: string, summary: string, auditStatus: 0 | 1 | 2, date: string][] = [
  [1, '东方精工五轴加工中心 DF-5X800 首发', 'DF-5X800 五轴加工中心将在 2号馆 B11 展位首发。', 1, '2026-11-12T10:00:00+08:00'],
  [2, '粤兴自动化发布桁架机械手 YX-T300', 'YX-T300 负载 300 kg，定位精度 ±0.05 mm。', 0, '2026-11-17T15:00:00+08:00'],
  [3, '瑞科激光万瓦级光纤激光切割机亮相', '20 kW 光纤激光切割机，碳钢切割厚度 50 mm。', 1, '2026-11-08T11:00:00+08:00'],
  [4, '云启工业互联网平台接入设备突破 10 万台', '平台已服务 1200 余家制造企业。', 0, '2026-11-19T16:20:00+08:00'],
  [5, '甬力液压推出新一代伺服液压站', '节能 40%，噪音低于 65 dB。', 2, '2026-11-02T09:00:00+08:00'],
];

export function seedNewsExhibitor(companies: MockRecord[], joins: MockRecord[]): MockRecord[] {
  const demo = companies[0]!;
  const rows: MockRecord[] = demoNews.map(([title, titleEn, summary, content, auditStatus, isShow, date, auditRemark], i) => ({
    id: seededId(P.exhibitor, i + 1),
    joinId: ids.join,
    compId: demo.id,
    compName: demo.name,
    title,
    titleEn,
    cover: mediaUrl('news', title),
    summary,
    content,
    isShow,
    auditStatus,
    ...(auditRemark ? { auditRemark } : {}),
    showIndex: 0,
    publishTime: date,
    createTime: date,
  }));
  for (const [ci, title, summary, auditStatus, date] of otherNews) {
    const company = companies[ci]!;
    const join = joins.find((j) => j.compId === company.id && j.exhibitionId === exhibitions[0]!.id);
    if (!join) continue;
    rows.push({
      id: seededId(P.exhibitor, 100 + ci),
      joinId: join.id,
      compId: company.id,
      compName: company.name,
      title,
      cover: mediaUrl('news', title),
      summary,
      content: `<p>${summary}</p><p>欢迎莅临 <strong>${String(join.hallName)} ${String(join.boothNo)}</strong> 展位参观交流。</p>`,
      isShow: true,
      auditStatus,
      ...(auditStatus === 2 ? { auditRemark: '封面图片不清晰，请更换后重新提交' } : {}),
      showIndex: 0,
      publishTime: date,
      createTime: date,
    });
  }
  // Last year's show, for the demo exhibitor's other join.
  const lastYear = joins.find((j) => j.compId === demo.id && j.exhibitionId === exhibitions[1]!.id);
  if (lastYear) {
    rows.push({
      id: seededId(P.exhibitor, 200),
      joinId: lastYear.id,
      compId: demo.id,
      compName: demo.name,
      title: '华展智能亮相 2025 深智博，现场签约 1.2 亿元',
      cover: mediaUrl('news', '华展智能亮相 2025 深智博'),
      summary: '四天展期接待专业观众 8000 余人次，现场签约金额 1.2 亿元。',
      content: '<p>四天展期接待专业观众 <strong>8000 余人次</strong>，现场签约金额 1.2 亿元。</p>',
      isShow: true,
      auditStatus: 1,
      showIndex: 0,
      publishTime: '2025-11-09T10:00:00+08:00',
      createTime: '2025-11-09T10:00:00+08:00',
    });
  }
  return rows;
}

const hostNews: [title: string, titleEn: string, summary: string, content: string, isShow: boolean, showIndex: number, date: string][] = [
  [
    '2027 深圳国际智能制造博览会定档 3 月 18 日，展商报名全面开启',
    'SZIME 2027 opens on 18 March 2027; exhibitor registration is open',
    '本届展会设 6 个展馆，展览面积 10 万平方米，预计展商 1800 家。',
    '<p>2027 深圳国际智能制造博览会将于 <strong>2027 年 3 月 18–21 日</strong> 在深圳国际会展中心（宝安新馆）举办。</p><ul><li>6 个展馆，展览面积 10 万平方米</li><li>预计展商 1800 家、专业观众 12 万人次</li></ul>',
    true, 1, '2026-06-01T09:00:00+08:00',
  ],
  [
    '《展商手册（2027 版）》正式发布',
    'Exhibitor manual (2027 edition) published',
    '布展、撤展时间，特装搭建要求及安全规定请以手册为准。',
    '<p>《展商手册（2027 版）》已发布，请各展商在 <em>2027 年 2 月 28 日</em> 前完成会刊、楣板及发票信息的提交。</p><h3>重要时间</h3><ol><li>特装布展：3 月 15–17 日</li><li>标摊布展：3 月 17 日</li><li>撤展：3 月 21 日 16:00 后</li></ol>',
    true, 2, '2026-09-10T10:00:00+08:00',
  ],
  [
    '关于特装展位搭建商资质审核的通知',
    'Notice on the qualification review of stand builders',
    '特装搭建商须于 2027 年 2 月 15 日前提交资质材料。',
    '<p>为保障布展安全，特装展位搭建商须于 <strong>2027 年 2 月 15 日</strong> 前提交营业执照、安全责任书及施工图纸。</p>',
    true, 3, '2026-10-15T14:00:00+08:00',
  ],
  [
    '展会期间交通及停车指引',
    'Transport and parking during the show',
    '地铁 20 号线会展城站直达，展馆北侧设 5000 个停车位。',
    '<p>地铁 20 号线 <strong>会展城站</strong> 直达展馆；展馆北侧设 5000 个停车位，建议提前预约。</p>',
    true, 4, '2026-11-05T09:00:00+08:00',
  ],
  [
    '同期活动：2027 智能制造高峰论坛嘉宾名单公布',
    'Intelligent Manufacturing Summit 2027: speakers announced',
    '30 余位院士、企业家与行业专家将出席论坛。',
    '<p>2027 智能制造高峰论坛将于 3 月 18 日下午在 5号馆会议中心举行，30 余位院士、企业家与行业专家将出席。</p>',
    true, 5, '2026-11-16T10:30:00+08:00',
  ],
  [
    '观众预登记通道即将开启（草稿）',
    'Visitor pre-registration opens soon (draft)',
    '预登记观众可享快速入场通道。',
    '<p>观众预登记通道将于 12 月 1 日开启，预登记观众可享快速入场通道。</p>',
    false, 6, '2026-11-20T17:00:00+08:00',
  ],
];

export function seedNewsHost(): MockRecord[] {
  const rows: MockRecord[] = hostNews.map(([title, titleEn, summary, content, isShow, showIndex, date], i) => ({
    id: seededId(P.host, i + 1),
    exhibitionId: exhibitions[0]!.id,
    title,
    titleEn,
    cover: mediaUrl('news', title),
    summary,
    content,
    isShow,
    showIndex,
    publishTime: date,
    createTime: date,
  }));
  rows.push({
    id: seededId(P.host, 100),
    exhibitionId: exhibitions[1]!.id,
    title: '2025 深智博圆满闭幕，专业观众突破 10 万人次',
    cover: mediaUrl('news', '2025 深智博圆满闭幕'),
    summary: '四天展期接待专业观众 10.3 万人次。',
    content: '<p>2025 深圳国际智能制造博览会圆满闭幕，四天展期接待专业观众 <strong>10.3 万人次</strong>。</p>',
    isShow: true,
    showIndex: 1,
    publishTime: '2025-11-08T18:00:00+08:00',
    createTime: '2025-11-08T18:00:00+08:00',
  });
  return rows;
}

export function seedNews(seeded: SeedRows): SeedRows {
  const companies = seeded.companies ?? [];
  if (companies[0]?.id !== ids.company) throw new Error('news seed: the core domain must be seeded first');
  return { newsExhibitor: seedNewsExhibitor(companies, seeded.joins ?? []), newsHost: seedNewsHost() };
}

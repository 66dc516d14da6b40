/**
 * Demo data of the release domain: the exhibitions' release types, the exhibitors' releases
 * (supply 招商, demand 采购 and news) with comments, the host's new-release queue with the
 * products related to each posting, and the audience registration channels.
 */
import type { MockRecord } from '../db';
import { exhibitions, ids, people } from './places';
import { mediaUrl } from '../media';
import { seededId } from './seed';
import { between, bj, category, companyIdAt, cst, DAY, HOUR, joinIdAt, PREFIX, randomSource, visitors, type CategoryKey } from './products';

type Kind = 0 | 1 | 2;

const typePlans: Record<string, [string, string, Kind, string][]> = {
  [exhibitions[0]!.id]: [
    ['招商加盟', 'Distributors Wanted', 1, 'zhaoshang'],
    ['采购需求', 'Purchase Demand', 2, 'caigou'],
    ['新品发布', 'New Product Launch', 0, 'xinpin'],
    ['企业动态', 'Company News', 0, 'dongtai'],
    ['技术合作', 'Technical Cooperation', 1, 'hezuo'],
  ],
  [exhibitions[1]!.id]: [
    ['招商加盟', 'Distributors Wanted', 1, 'zhaoshang'],
    ['采购需求', 'Purchase Demand', 2, 'caigou'],
    ['企业动态', 'Company News', 0, 'dongtai'],
  ],
  [exhibitions[2]!.id]: [
    ['招商加盟', 'Distributors Wanted', 1, 'zhaoshang'],
    ['采购需求', 'Purchase Demand', 2, 'caigou'],
    ['新品发布', 'New Product Launch', 0, 'xinpin'],
  ],
};

export function seedReleaseTypes(): MockRecord[] {
  let n = 0;
  return Object.entries(typePlans).flatMap(([exhibitionId, plans], e) =>
    plans.map(([name, nameEn, type], i) => ({
      id: seededId(PREFIX.releaseType, ++n),
      exhibitionId,
      name,
      nameEn,
      type,
      icon: mediaUrl('icon', name),
      isShow: true,
      showIndex: i + 1,
      createTime: bj(`2026-0${5 + e}-1${i} 09:00`),
    })),
  );
}

interface ReleasePlan {
  company: number;
  typeName: string;
  title: string;
  content: string;
  category: CategoryKey;
  /** 0 pending, 1 approved, 2 rejected. */
  audit: 0 | 1 | 2;
  remark?: string;
  handled?: boolean;
  hidden?: boolean;
  at: string;
  /** Product models the host relates to the posting. */
  related?: string[];
  /** Whether the host pushed the posting (new-release status 1). */
  pushed?: boolean;
  /** [visitor index, question, the company's answer]. */
  comments?: [number, string, string?][];
}

const plans: ReleasePlan[] = [
  // The demo exhibitor: supply, demand and news.
  {
    company: 0, typeName: '招商加盟', title: '智能仓储系统 HZ-WMS200 华南区域代理招募', category: 'logistics', audit: 1, pushed: true, at: '2026-09-06 10:30',
    content: '诚招广东、广西、海南地区智能仓储系统代理商，提供技术培训、样机支持与项目报备保护，首年返点 15%。',
    comments: [[0, '请问代理区域是否包含广西？', '包含，欢迎来展位 1号馆 A10 详谈。'], [3, '对代理商有没有注册资金和团队规模的要求？', '注册资金 200 万以上，需配备 2 名以上技术人员。'], [8, '样机支持是免费提供吗？']],
  },
  {
    company: 0, typeName: '招商加盟', title: '六轴协作机器人 HZ-CR10 全国经销商招募', category: 'robot', audit: 1, handled: true, pushed: true, at: '2026-09-18 14:00',
    content: '面向 3C、汽车零部件与食品包装行业招募区域经销商，提供应用工程师驻场支持与联合营销费用。',
    comments: [[5, '华东地区目前有经销商了吗？', '华东已有 2 家，浙江南部和安徽仍在招募。'], [12, '经销商拿货价格大概是零售价的几折？']],
  },
  {
    company: 0, typeName: '技术合作', title: 'AI 视觉缺陷检测系统行业合作伙伴招募', category: 'vision', audit: 0, at: '2026-11-15 09:40',
    content: '寻找在锂电、光伏、PCB 行业有项目经验的系统集成商，共同开发行业检测方案，收益按项目分成。',
    comments: [[16, '我们做锂电极片检测多年，怎么对接？']],
  },
  {
    company: 0, typeName: '招商加盟', title: '交流伺服驱动器 OEM 贴牌合作', category: 'robot', audit: 2, remark: '请补充产品资质说明（CE、CCC 证书）后重新提交', at: '2026-10-25 16:20',
    content: '提供 100W-7.5kW 全系列伺服驱动器 OEM 贴牌服务，起订量 500 台，可定制外观与固件。',
  },
  {
    company: 0, typeName: '采购需求', title: '采购激光位移传感器 500 只', category: 'sensor', audit: 1, handled: true, pushed: true, at: '2026-08-28 11:00',
    content: '需求测量范围 80±15mm、重复精度 1μm 级激光位移传感器 500 只，分两批于 2027 年 1 月、3 月交付，请报含税价。',
    related: ['GG-LD80', 'GG-PT300', 'GG-FBG'],
    comments: [[20, '我司可提供国产同等规格产品，已私信报价。', '收到，采购同事会尽快联系您。'], [9, '是否接受进口品牌？', '接受，但需保证 3 月前交货。']],
  },
  {
    company: 0, typeName: '采购需求', title: '采购 6kW 光纤激光切割设备 2 台', category: 'laser', audit: 1, at: '2026-10-09 15:30',
    content: '新建钣金车间需采购幅面 3000×1500mm、功率 6kW 光纤激光切割机 2 台，含上下料系统，预算 90 万元以内。',
    related: ['RK-F3015', 'RK-UV5'],
    comments: [[4, '上下料系统需要立体料库吗？', '需要，6 层料库即可。']],
  },
  {
    company: 0, typeName: '采购需求', title: '寻找精密注塑外壳模具供应商', category: 'mould', audit: 0, hidden: true, at: '2026-11-12 10:10',
    content: '控制器外壳 PC+ABS 材质，年需求 2 万套，寻找可一站式提供模具开发与注塑的供应商。',
    related: ['JC-IM', 'JC-MTC'],
  },
  {
    company: 0, typeName: '新品发布', title: '华展智能 HZ-RC3000 控制器通过 CE 认证', category: 'robot', audit: 1, pushed: true, at: '2026-07-20 09:00',
    content: '工业机器人控制器 HZ-RC3000 正式通过欧盟 CE 认证，即日起面向欧洲市场批量供货。',
    comments: [[1, '恭喜！海外版本是否支持英文示教界面？', '支持中英文一键切换。'], [14, '国内价格会调整吗？'], [22, '期待展会现场看实物。', '欢迎到 1号馆 A10 展位体验。']],
  },
  // The other exhibitors: one supply and one demand posting each.
  { company: 1, typeName: '招商加盟', title: '五轴联动加工中心 DF-V5 区域代理招募', category: 'cnc', audit: 1, pushed: true, at: '2026-08-15 10:00', content: '诚招华北、西南地区机床代理商，提供售前应用支持与备件库。', comments: [[6, '西南区域包括贵州吗？', '包括，欢迎洽谈。']] },
  { company: 1, typeName: '采购需求', title: '采购五轴数控系统 30 套', category: 'cnc', audit: 1, pushed: true, at: '2026-09-10 09:30', content: '需求支持 RTCP 的五轴数控系统 30 套，2027 年上半年交付。', related: ['TF-5X', 'TF-SM'] },
  { company: 2, typeName: '招商加盟', title: '伺服灌装生产线经销商招募', category: 'packaging', audit: 1, at: '2026-08-22 14:10', content: '面向食品饮料行业招募经销商，提供整线方案设计与安装调试服务。' },
  { company: 2, typeName: '采购需求', title: '采购码垛用协作机器人 10 台', category: 'robot', audit: 1, handled: true, pushed: true, at: '2026-09-25 11:20', content: '负载 10kg 以上协作机器人 10 台，需支持拖动示教，用于末端码垛。', related: ['HZ-CR10', 'HN-R500'], comments: [[2, '可以提供试用吗？']] },
  { company: 3, typeName: '技术合作', title: '激光焊接工艺联合实验室合作', category: 'laser', audit: 1, at: '2026-08-30 16:00', content: '与高校、电池企业共建激光焊接工艺实验室，开放设备与工艺数据。' },
  { company: 3, typeName: '采购需求', title: '采购弧焊机器人 8 台', category: 'robot', audit: 0, at: '2026-11-14 10:45', content: '用于激光焊接工作站配套，臂展 1400mm 左右，需中空手腕。', related: ['HN-W1400', 'HZ-CR10'] },
  { company: 4, typeName: '招商加盟', title: '工业互联网平台城市合伙人招募', category: 'software', audit: 1, pushed: true, at: '2026-07-30 10:00', content: '招募地级市城市合伙人，负责本地中小制造企业数字化改造项目落地。', comments: [[10, '城市合伙人需要缴纳加盟费吗？', '不收加盟费，按项目分成。']] },
  { company: 4, typeName: '采购需求', title: '采购设备数据采集网关 300 台', category: 'software', audit: 1, at: '2026-10-12 13:30', content: '需兼容西门子、三菱、发那科等主流 PLC 与数控系统协议。', related: ['HZ-GW10'] },
  { company: 5, typeName: '招商加盟', title: '液压柱塞泵华东经销商招募', category: 'fluid', audit: 2, remark: '内容与展会主题不符，请补充智能化相关说明', at: '2026-10-03 09:10', content: '诚招华东液压件经销商，提供有竞争力的渠道价格。' },
  { company: 5, typeName: '采购需求', title: '采购数控车床 6 台', category: 'cnc', audit: 1, at: '2026-09-02 15:00', content: '最大回转直径 500mm 以上，配液压卡盘，用于阀体加工。', related: ['DF-CK6150'] },
  { company: 6, typeName: '招商加盟', title: '精密注塑模具华南代理招募', category: 'mould', audit: 1, at: '2026-08-08 11:00', content: '面向 3C 与汽车零部件客户，招募华南地区模具销售代理。' },
  { company: 6, typeName: '采购需求', title: '采购五轴加工中心 2 台', category: 'cnc', audit: 1, pushed: true, at: '2026-09-28 10:20', content: '用于模具型腔精加工，要求定位精度 0.005mm 以内。', related: ['DF-V5'] },
  { company: 7, typeName: '招商加盟', title: '五轴数控系统行业代理招募', category: 'cnc', audit: 1, at: '2026-08-18 09:00', content: '面向机床厂与改造服务商招募行业代理。' },
  { company: 7, typeName: '采购需求', title: '采购交流伺服驱动器 2000 台', category: 'robot', audit: 1, handled: true, pushed: true, at: '2026-10-16 14:40', content: '750W 功率段，需支持 EtherCAT 与 23 位绝对值编码器。', related: ['HZ-SD750'], comments: [[18, '年度框架协议还是单次采购？', '年度框架协议，分四批交付。']] },
  { company: 8, typeName: '新品发布', title: '光纤光栅温度传感器新品上市', category: 'sensor', audit: 1, at: '2026-09-08 10:00', content: '新一代 FBG 温度传感器，适用于储能电站多点测温。' },
  { company: 8, typeName: '采购需求', title: '采购 AI 视觉检测系统 3 套', category: 'vision', audit: 1, at: '2026-10-20 11:00', content: '用于传感器外观缺陷检测，要求小样本训练。', related: ['HZ-VIS', 'HZ-VC3D'] },
  { company: 9, typeName: '招商加盟', title: '重载机器人系统集成商招募', category: 'robot', audit: 1, pushed: true, at: '2026-08-26 15:30', content: '面向汽车与工程机械行业招募系统集成商，提供仿真与工艺包。' },
  { company: 9, typeName: '采购需求', title: '采购精密行星减速机 1000 台', category: 'robot', audit: 0, at: '2026-11-10 09:50', content: '回程间隙 3 弧分以内，额定扭矩 100N·m 以上。', related: ['HZ-PR90'] },
  { company: 10, typeName: '招商加盟', title: '储能变流器区域代理招募', category: 'energy', audit: 1, at: '2026-09-14 10:00', content: '招募工商业储能项目区域代理，提供设计与并网支持。' },
  { company: 10, typeName: '采购需求', title: '采购潜伏式 AGV 与 AMR 共 40 台', category: 'logistics', audit: 1, pushed: true, at: '2026-10-05 16:10', content: '用于电池模组车间物料搬运，需对接 MES 调度。', related: ['HZ-AGV500', 'HZ-AMR300'], comments: [[11, '车间地面是否平整？需要现场勘察吗？', '需要，欢迎预约。']] },
  { company: 11, typeName: '招商加盟', title: '穿梭车立体库全国渠道招募', category: 'logistics', audit: 1, at: '2026-08-12 09:30', content: '面向冷链与医药行业招募渠道合作伙伴。' },
  { company: 11, typeName: '采购需求', title: '采购四向穿梭车 12 台', category: 'logistics', audit: 1, at: '2026-10-28 10:30', content: '载重 1.5t，配套换层提升机，2027 年 5 月前完成安装。', related: ['HZ-SH4'] },
  // New-product launches (新品发布) the organiser reviews for the show's 新品汇.
  { company: 1, typeName: '新品发布', title: '第二代 DF-V5 五轴联动加工中心全球首发', category: 'cnc', audit: 1, at: '2026-10-30 10:00', content: '新一代 DF-V5 采用直驱转台与热误差实时补偿，定位精度提升至 0.004mm，主轴转速 20000rpm；展会期间签约首批订单享两年免费保养。' },
  { company: 2, typeName: '新品发布', title: '伺服旋盖一体机 GX-900 新品首发', category: 'packaging', audit: 0, at: '2026-11-16 14:30', content: '每小时 36000 瓶，伺服扭矩闭环控制旋盖，换型时间缩短至 10 分钟，适用于饮料、日化与医药灌装线。' },
  { company: 3, typeName: '新品发布', title: '万瓦级光纤激光焊接工作站发布', category: 'laser', audit: 0, at: '2026-11-17 09:20', content: '12kW 光纤激光器配摆动焊接头，电池托盘焊接速度提升 35%，焊缝一次合格率 99.5% 以上，支持焊缝在线视觉检测。' },
  { company: 4, typeName: '新品发布', title: '工业互联网平台 4.0 上线设备预测性维护模块', category: 'software', audit: 1, at: '2026-10-22 15:00', content: '基于振动与电流数据的 AI 故障预测，提前 7 天预警主轴与减速机故障，已在 30 家注塑与机加工厂落地验证。' },
  { company: 6, typeName: '新品发布', title: '一模八腔精密连接器模具新品', category: 'mould', audit: 2, remark: '图片与文字描述不一致，请更换实拍产品图片后重新提交', at: '2026-11-02 11:40', content: '一模八腔热流道连接器模具，成型周期 8 秒，模具寿命 100 万模次，配快速换模系统。' },
  { company: 9, typeName: '新品发布', title: '500kg 重载搬运机器人 HN-R500 新品首发', category: 'robot', audit: 0, at: '2026-11-18 16:10', content: '额定负载 500kg，臂展 3100mm，重复定位精度 ±0.08mm，适用于汽车白车身与工程机械结构件搬运。' },
  { company: 10, typeName: '新品发布', title: '215kWh 工商业储能一体柜发布', category: 'energy', audit: 1, at: '2026-10-18 10:30', content: '液冷温控，簇级管理，循环寿命 8000 次，支持并离网切换与多柜并联，两周即可完成安装并网。' },
  { company: 11, typeName: '新品发布', title: '-25℃ 冷链四向穿梭车新品发布', category: 'logistics', audit: 0, hidden: true, at: '2026-11-19 09:00', content: '耐低温电池与加热控制柜，-25℃ 冷库连续运行 8 小时，载重 1.5t，适用于冷链与医药低温仓。' },
];

export interface ReleaseSeed {
  releases: MockRecord[];
  releaseComments: MockRecord[];
  newReleases: MockRecord[];
  releaseRelevancies: MockRecord[];
}

export function seedReleases(companies: MockRecord[], products: MockRecord[], releaseTypes: MockRecord[]): ReleaseSeed {
  const rnd = randomSource(777);
  const current = exhibitions[0]!;
  const out: ReleaseSeed = { releases: [], releaseComments: [], newReleases: [], releaseRelevancies: [] };
  let commentNo = 0;
  let relevancyNo = 0;
  const end = Date.parse('2026-11-20T21:00:00+08:00');

  plans.forEach((plan, i) => {
    const compId = companyIdAt(plan.company);
    const company = companies.find((c) => c.id === compId);
    const type = releaseTypes.find((t) => t.exhibitionId === current.id && t.name === plan.typeName)!;
    const created = Date.parse(bj(plan.at));
    const id = seededId(PREFIX.release, i + 1);
    const demo = compId === ids.company;
    const contactName = demo ? '张伟' : String(company?.contactName ?? people[plan.company % people.length]);
    const contactPhone = demo ? '13812345678' : `1${'3589'[i % 4]}${String(600000000 + i * 7654321).slice(0, 9)}`;
    const images = JSON.stringify([1, 2].slice(0, 1 + (i % 2)).map((n) => mediaUrl('photo', plan.title, n)));
    const release: MockRecord = {
      id,
      compId,
      compName: String(company?.name ?? ''),
      joinId: joinIdAt(plan.company),
      exhibitionId: current.id,
      userId: demo ? ids.exhibitorUser : plan.company === 1 ? ids.exhibitorEnUser : undefined,
      releaseTypeId: type.id,
      type: type.type,
      title: plan.title,
      content: plan.content,
      images,
      video: '[]',
      contactName,
      contactPhone,
      validUntil: type.type === 0 ? undefined : bj('2027-06-30 23:59'),
      auditStatus: plan.audit,
      auditRemark: plan.remark,
      auditTime: plan.audit === 0 ? undefined : cst(created + between(rnd, 3, 30) * HOUR),
      isHandle: Boolean(plan.handled),
      handleTime: plan.handled ? cst(created + between(rnd, 3, 12) * DAY) : undefined,
      isShow: !plan.hidden,
      viewCount: between(rnd, 30, 680),
      showIndex: i + 1,
      createTime: cst(created),
      updateTime: cst(created + between(rnd, 1, 48) * HOUR),
    };
    out.releases.push(release);

    (plan.comments ?? []).forEach(([v, question, answer], k) => {
      const visitor = visitors[v % visitors.length]!;
      const at = Math.min(created + (k + 1) * between(rnd, 1, 6) * DAY, end - (3 - k) * HOUR);
      const commentId = seededId(PREFIX.releaseComment, ++commentNo);
      out.releaseComments.push({ id: commentId, releaseId: id, userId: visitor.id, userName: visitor.name, avatar: visitor.avatar, companyName: visitor.companyName, content: question, createTime: cst(at) });
      if (answer) {
        out.releaseComments.push({
          id: seededId(PREFIX.releaseComment, ++commentNo),
          releaseId: id,
          parentId: commentId,
          userId: demo ? ids.exhibitorUser : undefined,
          userName: contactName,
          avatar: mediaUrl('avatar', contactName),
          compId,
          companyName: String(company?.name ?? ''),
          content: answer,
          createTime: cst(Math.min(at + between(rnd, 1, 10) * HOUR, end)),
        });
      }
    });

    // The posting as the host's new-release queue shows it.
    const cat = category(plan.category);
    const status = plan.audit === 2 ? 2 : plan.pushed ? 1 : 0;
    // The queue entry shares the release's id: either id addresses it and its related products.
    const newReleaseId = id;
    const auditTime = status === 0 ? undefined : cst(created + between(rnd, 24, 72) * HOUR);
    out.newReleases.push({
      id: newReleaseId,
      exhibitionId: current.id,
      compId,
      joinId: release.joinId,
      releaseId: id,
      releaseTypeId: type.id,
      type: type.type,
      title: plan.title,
      content: plan.content,
      images,
      categoryId: cat.id,
      categoryName: cat.name,
      contactName,
      contactPhone,
      status,
      auditRemark: status === 2 ? plan.remark : undefined,
      auditTime,
      pushTime: status === 1 ? auditTime : undefined,
      isShow: !plan.hidden,
      showIndex: i + 1,
      createTime: cst(created),
    });

    (plan.related ?? []).forEach((model, k, all) => {
      const product = products.find((p) => p.model === model && p.compId !== compId);
      if (!product) return;
      // A pushed posting has all but its last related product pushed.
      const pushed = status === 1 && k < all.length - 1;
      const related = Math.max(created, Date.parse(String(product.createTime))) + (2 + k) * DAY;
      out.releaseRelevancies.push({
        id: seededId(PREFIX.relevancy, ++relevancyNo),
        releaseId: newReleaseId,
        productId: product.id,
        productName: product.name,
        compId: product.compId,
        remark: `${product.name} ${product.model}：${k === 0 ? '参数完全满足需求，可按期交付' : '可作为备选方案'}`,
        pushStatus: pushed ? 1 : 0,
        pushTime: pushed ? cst(related + DAY) : undefined,
        showIndex: k + 1,
        createTime: cst(related),
      });
    });
  });
  return out;
}

export function seedSpectatorChannels(): MockRecord[] {
  const current = exhibitions[0]!;
  return [
    ['行业协会渠道', 'xiehui01', 860, 312],
    ['官网报名', 'web01', 2450, 1288],
    ['微信公众号推文', 'wx01', 5320, 2106],
    ['合作媒体《智造周刊》', 'media01', 1210, 395],
    ['地铁广告二维码', 'metro01', 980, 204],
    ['短信邀约老观众', 'sms01', 3150, 1460],
  ].map(([name, code, visitCount, registerCount], i) => ({
    id: seededId(PREFIX.spectatorChannel, i + 1),
    exhibitionId: current.id,
    name,
    scene: `c=${code}`,
    codeUrl: mediaUrl('qrcode', String(name)),
    visitCount,
    registerCount,
    showIndex: i + 1,
    createTime: bj(`2026-0${6 + (i % 3)}-1${i} 10:00`),
  }));
}

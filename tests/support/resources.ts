/**
 * Every declared resource with what its create form needs, for the parameterised CRUD journey
 * (tests/integration/resources-crud.test.tsx). A new resource adds one entry here.
 */
import type { AnyResource } from '@/components/resource/resource';
import { activity, exhibitorActivity, hostActivity } from '@/features/activity/resources';
import { game } from '@/features/engagement/games';
import { exhibition } from '@/features/exhibitions/resources';
import { exhibitorNews, hostNews, news } from '@/features/news/resources';
import { exhibitorProduct, product, productGroup } from '@/features/product/resources';
import { poster } from '@/features/settings/posters';
import { question } from '@/features/siteSettings/questions';
import { brand, caseStudy, certificate, partner } from '@/features/showcase/resources';
import type { DemoAccount } from './app';

export interface ResourceCase {
  resource: AnyResource;
  as: DemoAccount;
  /** Text inputs by label; the first one names the record (it is changed on the edit page). */
  fields: Record<string, string>;
  /** Date and date-time inputs by label, as the input takes them (2027-03-18T09:00). */
  dates?: Record<string, string>;
  /** Rich-text editors by label. */
  html?: Record<string, string>;
  /** Native selects by label: the option chosen (waited for when the options load). */
  selects?: Record<string, string>;
  /** Image uploads by label (a small PNG is chosen). */
  images?: string[];
  /** The name of the row's on/off switch when the resource has one (default 显示). */
  showLabel?: string;
}

export const resourceCases: ResourceCase[] = [
  { resource: brand, as: 'exhibitor', fields: { 品牌名称: '启明星智能', 品牌口号: '看得更远' } },
  { resource: caseStudy, as: 'exhibitor', fields: { 案例标题: '东莞电子厂视觉检测改造', 客户名称: '东莞华科电子' } },
  { resource: certificate, as: 'exhibitor', fields: { 证书名称: 'CE 认证', 证书编号: 'CE-2026-0815' }, images: ['证书图片'] },
  { resource: partner, as: 'exhibitor', fields: { 合作伙伴名称: '广州数控设备有限公司' } },
  { resource: product, as: 'exhibitor', fields: { 产品名称: '六轴协作机器人 CR-7', 型号: 'CR-7' } },
  { resource: productGroup, as: 'exhibitor', fields: { 分组名称: '协作机器人系列' } },
  { resource: news, as: 'exhibitor', fields: { 新闻标题: '华展智能亮相 2026 深圳智博会' }, html: { 新闻内容: '<p>欢迎莅临 <strong>8 号馆</strong>。</p>' } },
  {
    resource: activity,
    as: 'exhibitor',
    fields: { 活动名称: '协作机器人新品发布会', 活动地点: '深圳国际会展中心 8 号馆 M2 会议室' },
    dates: { 开始时间: '2027-03-19T14:00', 结束时间: '2027-03-19T15:30' },
  },
  {
    resource: hostActivity,
    as: 'host',
    fields: { 活动名称: '2027 智能制造采购对接会', 活动地点: '深圳国际会展中心 会议中心 C 厅' },
    selects: { 展商: '深圳华展智能科技有限公司' },
    dates: { 开始时间: '2027-03-20T09:30', 结束时间: '2027-03-20T11:30' },
  },
  {
    resource: exhibitorActivity,
    as: 'host',
    fields: { 活动名称: '2027 激光加工技术研讨会', 活动地点: '深圳国际会展中心 5 号馆 论坛区' },
    selects: { 展商: '深圳华展智能科技有限公司' },
    dates: { 开始时间: '2027-03-21T14:00', 结束时间: '2027-03-21T16:00' },
  },
  {
    resource: exhibitorProduct,
    as: 'host',
    fields: { 产品名称: '五轴联动加工中心 VMC-850', 型号: 'VMC-850' },
    selects: { 展商: '深圳华展智能科技有限公司' },
  },
  {
    resource: exhibition,
    as: 'host',
    fields: { 展会名称: '2027 成都国际工业博览会', 城市: '成都' },
    dates: { 开始时间: '2027-09-15T09:00', 结束时间: '2027-09-18T17:00' },
  },
  { resource: hostNews, as: 'host', fields: { 新闻标题: '2027 展商招募正式启动' }, html: { 新闻内容: '<p>即日起接受 <strong>2027 届</strong>参展申请。</p>' } },
  {
    resource: exhibitorNews,
    as: 'host',
    fields: { 新闻标题: '华展智能 8 号馆现场签约 3 家客户' },
    selects: { 展商: '深圳华展智能科技有限公司' },
    html: { 新闻内容: '<p>主办方代发：现场签约仪式圆满完成。</p>' },
  },
  { resource: poster, as: 'host', fields: { 海报名称: '展商邀请海报', 海报标题: '诚邀您莅临 8 号馆' }, images: ['背景图'], showLabel: '启用' },
  {
    resource: game,
    as: 'host',
    fields: { 游戏名称: '展商展位寻宝' },
    selects: { 游戏类型: '集章打卡' },
    dates: { 开始时间: '2027-03-18T09:00', 结束时间: '2027-03-21T16:00' },
    html: { 活动规则: '<p>集齐 <strong>6 枚</strong>印章兑换纪念品。</p>' },
    showLabel: '启用',
  },
  {
    resource: question,
    as: 'host',
    fields: { 问题: '两家公司可以合租一个展位吗？', '问题（英文）': 'Can two companies share a booth?' },
    selects: { 分组: '参展' },
    html: { 答案: '<p>可以，请由其中一家公司提交申请，并在备注中写明<strong>合租方</strong>。</p>' },
  },
];

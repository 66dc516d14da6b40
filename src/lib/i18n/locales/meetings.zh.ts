/** 会议管理 (set/Meeting): the exhibition's meetings and forums, and its badge plans. */
export const meetingsZh = {
  description: '本届展会的会议、论坛与发布活动（含展商隐藏的活动），按开始日期和关键词查找；每场会议列出可凭以入场的证件类型：会议开始前已开放申请的证件。',
  search: '搜索会议名称、主办企业或地点',
  empty: '本届展会还没有会议或论坛',
  noMatch: '没有符合条件的会议',
  name: '会议名称 / 主办企业',
  time: '时间',
  venue: '地点',
  signUps: '报名人数',
  signUpsOf: '{{count}} / {{max}}',
  signUpsOnly: '{{count}}（不限）',
  badges: '可入场证件',
  noBadges: '暂无可入场证件',
  shown: '展示状态',
  plans: {
    title: '证件类型',
    description: '本届展会设置的证件及每家展商的默认名额、申请时间。',
    empty: '本届展会还没有设置证件类型',
    name: '证件名称',
    quota: '每家展商名额',
    quotaOf: '{{count}} 张',
    photo: '证件照',
    photoNeeded: '需要',
    photoNotNeeded: '不需要',
    window: '申请时间',
    noWindow: '不限',
    state: '申请状态',
    open: '开放申请',
    closed: '已关闭',
  },
};

export type MeetingsTranslation = typeof meetingsZh;

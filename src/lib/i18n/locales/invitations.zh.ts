/** The host's invitations (set/invite): the booth bookings of invited companies; interface text in Chinese; its type is the English file's. */
export const invitationsZh = {
  description: '受邀企业在本届展会预订展位的登记：要的展位类型、面积与数量、意向展馆。可按展位类型、登记时间和关键词筛选，并导出为表格。',
  search: '搜索企业、联系人、手机号',
  company: '企业',
  contact: '联系人',
  boothTypeLabel: '展位类型',
  boothType: { standard: '标准展位', rawSpace: '光地' },
  wanted: '面积 / 数量',
  area: '{{area}} ㎡',
  count: '{{count}} 个展位',
  hall: '意向展馆 / 展位号',
  remark: '备注',
  createTime: '预订时间',
};

export type InvitationsTranslation = typeof invitationsZh;

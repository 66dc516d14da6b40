/** Live management of an activity (activity/act-live): interface text in Chinese; its type is the English file's. */
export const liveManageZh = {
  title: '直播管理',
};

export type LiveManageTranslation = typeof liveManageZh;

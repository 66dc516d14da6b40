/** The exhibitor data pages (cloud, business, behavior, pageView, trade): interface text in Chinese; its type is the English file's. */
export const insightsZh = {
  title: '数据',
};

export type InsightsTranslation = typeof insightsZh;

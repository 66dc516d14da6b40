/** The public site's content and the reference data the organiser keeps (webSet, common-manage): interface text in Chinese; its type is the English file's. */
export const siteContentZh = {
  title: '网站内容',
};

export type SiteContentTranslation = typeof siteContentZh;

import type { SiteContentTranslation } from './siteContent.zh';

/** The same text in English. */
export const siteContentEn: SiteContentTranslation = {
  title: 'Site content',
};

import type { BadgesTranslation } from './badges.zh';

/** The same text in English. */
export const badgesEn: BadgesTranslation = {
  title: 'Badges',
};

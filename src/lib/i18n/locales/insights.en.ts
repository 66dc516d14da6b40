import type { InsightsTranslation } from './insights.zh';

/** The same text in English. */
export const insightsEn: InsightsTranslation = {
  title: 'Data',
};

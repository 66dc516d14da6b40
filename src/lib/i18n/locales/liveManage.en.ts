import type { LiveManageTranslation } from './liveManage.zh';

/** The same text in English. */
export const liveManageEn: LiveManageTranslation = {
  title: 'Live management',
};

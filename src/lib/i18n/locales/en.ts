import { accountEn } from './account.en';
import { companyEn } from './company.en';
import { templateEn } from './template.en';
import { liveEn } from './live.en';
import { showcaseEn } from './showcase.en';
import { productEn } from './product.en';
import { materialsEn } from './materials.en';
import { releaseEn } from './release.en';
import { openPagesEn } from './openPages.en';
import { hostEn } from './host.en';
import { settingsEn } from './settings.en';
import { baseEn } from './base.en';
import { exhibitEn } from './exhibit.en';
import { insightsEn } from './insights.en';
import { badgesEn } from './badges.en';
import { liveManageEn } from './liveManage.en';
import { supplyEn } from './supply.en';
import { siteContentEn } from './siteContent.en';
import { projectsEn } from './projects.en';
import { meetingsEn } from './meetings.en';
import { selectionsEn } from './selections.en';
import { engagementEn } from './engagement.en';
import { invitationsEn } from './invitations.en';
import { talksEn } from './talks.en';
import { siteSettingsEn } from './siteSettings.en';
import { siteShowcaseEn } from './siteShowcase.en';
import { mobileEn } from './mobile.en';
import { devEn } from './dev.en';
import type { Translation } from './zh';

/** All English interface text; same keys as zh.ts. */
export const en: Translation = {
  ...baseEn,
  account: accountEn,
  company: companyEn,
  template: templateEn,
  live: liveEn,
  showcase: showcaseEn,
  product: productEn,
  materials: materialsEn,
  release: releaseEn,
  openPages: openPagesEn,
  exhibit: exhibitEn,
  host: hostEn,
  settings: settingsEn,
  insights: insightsEn,
  badges: badgesEn,
  liveManage: liveManageEn,
  supply: supplyEn,
  siteContent: siteContentEn,
  projects: projectsEn,
  meetings: meetingsEn,
  selections: selectionsEn,
  engagement: engagementEn,
  invitations: invitationsEn,
  talks: talksEn,
  siteSettings: siteSettingsEn,
  siteShowcase: siteShowcaseEn,
  mobile: mobileEn,
  dev: devEn,
};

import { accountZh } from './account.zh';
import { companyZh } from './company.zh';
import { templateZh } from './template.zh';
import { liveZh } from './live.zh';
import { showcaseZh } from './showcase.zh';
import { productZh } from './product.zh';
import { materialsZh } from './materials.zh';
import { releaseZh } from './release.zh';
import { openPagesZh } from './openPages.zh';
import { hostZh } from './host.zh';
import { settingsZh } from './settings.zh';
import { baseZh } from './base.zh';
import { exhibitZh } from './exhibit.zh';
import { insightsZh } from './insights.zh';
import { badgesZh } from './badges.zh';
import { liveManageZh } from './liveManage.zh';
import { supplyZh } from './supply.zh';
import { siteContentZh } from './siteContent.zh';
import { projectsZh } from './projects.zh';
import { meetingsZh } from './meetings.zh';
import { selectionsZh } from './selections.zh';
import { engagementZh } from './engagement.zh';
import { invitationsZh } from './invitations.zh';
import { talksZh } from './talks.zh';
import { siteSettingsZh } from './siteSettings.zh';
import { siteShowcaseZh } from './siteShowcase.zh';
import { mobileZh } from './mobile.zh';
import { devZh } from './dev.zh';

/**
 * All Chinese interface text: the base (in the entry) and every domain (loaded with its routes).
 * The type of every i18n key; en.ts must have exactly the same keys (type-checked).
 */
export const zh = {
  ...baseZh,
  account: accountZh,
  company: companyZh,
  template: templateZh,
  live: liveZh,
  showcase: showcaseZh,
  product: productZh,
  materials: materialsZh,
  release: releaseZh,
  openPages: openPagesZh,
  exhibit: exhibitZh,
  host: hostZh,
  settings: settingsZh,
  insights: insightsZh,
  badges: badgesZh,
  liveManage: liveManageZh,
  supply: supplyZh,
  siteContent: siteContentZh,
  projects: projectsZh,
  meetings: meetingsZh,
  selections: selectionsZh,
  engagement: engagementZh,
  invitations: invitationsZh,
  talks: talksZh,
  siteSettings: siteSettingsZh,
  siteShowcase: siteShowcaseZh,
  mobile: mobileZh,
  dev: devZh,
};

export type Translation = typeof zh;

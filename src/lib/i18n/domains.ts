/**
 * Interface text per business domain, loaded with the routes that use it: a route's loader calls
 * `loadLocale('showcase')` (resource routes do it from their declaration), so only the base text
 * (navigation, shell, kit, sign-in, errors) is in the entry, in both languages, and a domain's text
 * arrives in the current language together with its page's code.
 */
import { i18n, type Language } from './instance';
import type { Translation } from './locales/zh';
import { once } from '../once';

export type LocaleDomain = 'account' | 'company' | 'template' | 'live' | 'showcase' | 'product' | 'materials' | 'release' | 'openPages'
  // exhibition participation (exinfo, activities, orders)
  | 'exhibit'
  // the host back office
  | 'host'
  // the host's common settings and dictionaries
  | 'settings'
  // the exhibitor's data pages, staff badges, live management of an activity
  | 'insights' | 'badges' | 'liveManage'
  // the host's purchase demand and supply-and-demand postings
  | 'supply'
  // the public site's content and the reference data the organiser keeps
  | 'siteContent'
  // the host's booking projects (set/project) and meetings (set/Meeting)
  | 'projects' | 'meetings'
  // the host's visitor games and badge barcode settings
  | 'engagement'
  // the host's invitations (booth bookings) and business talks
  | 'invitations' | 'talks'
  // the public site's showcase: hot products, hall floor plans, ads
  | 'siteShowcase'
  // the FAQ, fixed texts and site modules of the current exhibition
  | 'siteSettings'
  // the host's selections on the show's site: new-product launches and premium products
  | 'selections'
  // the mobile back office (exhibitions, halls and exhibitors on a phone)
  | 'mobile'
  // the mock API's developer panel (development and mock builds only)
  | 'dev';
type Bundle<D extends LocaleDomain> = Translation[D];

const noDevText = (): Promise<never> => Promise.reject(new Error('The developer panel and its text exist only where the mock API runs'));

const loaders: { [D in LocaleDomain]: Record<Language, () => Promise<Bundle<D>>> } = {
  account: { zh: () => import('./locales/account.zh').then((m) => m.accountZh), en: () => import('./locales/account.en').then((m) => m.accountEn) },
  company: { zh: () => import('./locales/company.zh').then((m) => m.companyZh), en: () => import('./locales/company.en').then((m) => m.companyEn) },
  template: { zh: () => import('./locales/template.zh').then((m) => m.templateZh), en: () => import('./locales/template.en').then((m) => m.templateEn) },
  live: { zh: () => import('./locales/live.zh').then((m) => m.liveZh), en: () => import('./locales/live.en').then((m) => m.liveEn) },
  showcase: { zh: () => import('./locales/showcase.zh').then((m) => m.showcaseZh), en: () => import('./locales/showcase.en').then((m) => m.showcaseEn) },
  product: { zh: () => import('./locales/product.zh').then((m) => m.productZh), en: () => import('./locales/product.en').then((m) => m.productEn) },
  materials: { zh: () => import('./locales/materials.zh').then((m) => m.materialsZh), en: () => import('./locales/materials.en').then((m) => m.materialsEn) },
  release: { zh: () => import('./locales/release.zh').then((m) => m.releaseZh), en: () => import('./locales/release.en').then((m) => m.releaseEn) },
  openPages: { zh: () => import('./locales/openPages.zh').then((m) => m.openPagesZh), en: () => import('./locales/openPages.en').then((m) => m.openPagesEn) },
  // exhibition participation
  exhibit: { zh: () => import('./locales/exhibit.zh').then((m) => m.exhibitZh), en: () => import('./locales/exhibit.en').then((m) => m.exhibitEn) },
  host: { zh: () => import('./locales/host.zh').then((m) => m.hostZh), en: () => import('./locales/host.en').then((m) => m.hostEn) },
  insights: { zh: () => import('./locales/insights.zh').then((m) => m.insightsZh), en: () => import('./locales/insights.en').then((m) => m.insightsEn) },
  badges: { zh: () => import('./locales/badges.zh').then((m) => m.badgesZh), en: () => import('./locales/badges.en').then((m) => m.badgesEn) },
  liveManage: { zh: () => import('./locales/liveManage.zh').then((m) => m.liveManageZh), en: () => import('./locales/liveManage.en').then((m) => m.liveManageEn) },
  supply: { zh: () => import('./locales/supply.zh').then((m) => m.supplyZh), en: () => import('./locales/supply.en').then((m) => m.supplyEn) },
  siteContent: { zh: () => import('./locales/siteContent.zh').then((m) => m.siteContentZh), en: () => import('./locales/siteContent.en').then((m) => m.siteContentEn) },
  projects: { zh: () => import('./locales/projects.zh').then((m) => m.projectsZh), en: () => import('./locales/projects.en').then((m) => m.projectsEn) },
  meetings: { zh: () => import('./locales/meetings.zh').then((m) => m.meetingsZh), en: () => import('./locales/meetings.en').then((m) => m.meetingsEn) },
  siteSettings: { zh: () => import('./locales/siteSettings.zh').then((m) => m.siteSettingsZh), en: () => import('./locales/siteSettings.en').then((m) => m.siteSettingsEn) },
  siteShowcase: { zh: () => import('./locales/siteShowcase.zh').then((m) => m.siteShowcaseZh), en: () => import('./locales/siteShowcase.en').then((m) => m.siteShowcaseEn) },
  engagement: { zh: () => import('./locales/engagement.zh').then((m) => m.engagementZh), en: () => import('./locales/engagement.en').then((m) => m.engagementEn) },
  settings: { zh: () => import('./locales/settings.zh').then((m) => m.settingsZh), en: () => import('./locales/settings.en').then((m) => m.settingsEn) },
  invitations: { zh: () => import('./locales/invitations.zh').then((m) => m.invitationsZh), en: () => import('./locales/invitations.en').then((m) => m.invitationsEn) },
  selections: { zh: () => import('./locales/selections.zh').then((m) => m.selectionsZh), en: () => import('./locales/selections.en').then((m) => m.selectionsEn) },
  talks: { zh: () => import('./locales/talks.zh').then((m) => m.talksZh), en: () => import('./locales/talks.en').then((m) => m.talksEn) },
  mobile: { zh: () => import('./locales/mobile.zh').then((m) => m.mobileZh), en: () => import('./locales/mobile.en').then((m) => m.mobileEn) },
  // Only where the mock API runs: a production build has no developer panel, and so no chunk of its text.
  dev: import.meta.env.MOCKS_ON
    ? { zh: () => import('./locales/dev.zh').then((m) => m.devZh), en: () => import('./locales/dev.en').then((m) => m.devEn) }
    : { zh: noDevText, en: noDevText },
};

/** The base text (navigation, shell, kit, sign-in, errors) in English, loaded with the first English page. */
let baseEnLoaded = false;
const loadBaseEn = once(() =>
  import('./locales/base.en').then(({ baseEn }) => {
    i18n.addResourceBundle('en', 'translation', baseEn, true, true);
    baseEnLoaded = true;
  }),
);

/** Whether the base text of this language is in (Chinese always is). */
export function isBaseLoaded(language: Language): boolean {
  return language === 'zh' || baseEnLoaded;
}

/** Makes the base text of this language available (English loads once, on demand). */
export function loadBase(language: Language): Promise<void> {
  if (isBaseLoaded(language)) return Promise.resolve();
  return loadBaseEn();
}

/** Domains some page has asked for (they follow a language change). */
const used = new Set<LocaleDomain>();
const pending = new Map<string, Promise<void>>();
const loaded = new Set<string>();

async function loadOne(domain: LocaleDomain, language: Language): Promise<void> {
  const key = `${domain}.${language}`;
  if (loaded.has(key)) return;
  let loading = pending.get(key);
  if (!loading) {
    loading = loaders[domain][language]().then((bundle) => {
      i18n.addResourceBundle(language, 'translation', { [domain]: bundle }, true, true);
      loaded.add(key);
    });
    pending.set(key, loading);
    loading.catch(() => pending.delete(key));
  }
  await loading;
}

/**
 * Makes the text of these domains available in the current language (and in Chinese, the
 * fallback). Call it in route loaders: `loader: () => loadLocale('company')`.
 */
export async function loadLocale(...domains: LocaleDomain[]): Promise<void> {
  const language: Language = i18n.language === 'en' ? 'en' : 'zh';
  domains.forEach((d) => used.add(d));
  await Promise.all([loadBase(language), ...domains.flatMap((d) => (language === 'zh' ? [loadOne(d, 'zh')] : [loadOne(d, language), loadOne(d, 'zh')]))]);
}

/** Domains in use that are not loaded in this language yet. */
export function missingDomains(language: Language): LocaleDomain[] {
  return [...used].filter((d) => !loaded.has(`${d}.${language}`));
}

/** Before a language change: the domains in use, in the new language. */
export async function reloadDomains(language: Language): Promise<void> {
  await Promise.all([loadBase(language), ...[...used].map((d) => loadOne(d, language))]);
}

/**
 * Tests: forget every domain's text, so that a test file starts with the base text alone and a page
 * whose loader does not load its domain shows its keys there, as it would to a user.
 */
export function forgetDomains(): void {
  for (const key of loaded) {
    const [domain, language] = key.split('.') as [LocaleDomain, Language];
    const bundle = i18n.store.data[language]?.translation as Record<string, unknown> | undefined;
    if (bundle) delete bundle[domain];
  }
  loaded.clear();
  pending.clear();
  used.clear();
}

/**
 * What the route files of the organiser's site-content pages need before a page's code arrives:
 * titles, search validation, loader deps. The loaders come with the pages.
 */
import { z } from 'zod';
import { lazySchema } from '@/components/list/listSearch';

/** 网站服务 (webSet/web-service): the public site's kinds, each with its categories. */
export const webServicePage = { staticData: { title: 'nav.host.webSet.web-service', section: 'webSet' } } as const;

/** 网站邮箱 (webSet/web-email): the e-mail entries of the public site's Contact-us groups. */
export const webEmailPage = { staticData: { title: 'nav.host.webSet.web-email', section: 'webSet' } } as const;

/** The tabs of the reference data page, in their order. */
export const REFERENCE_TABS = ['industryTypes', 'actionTypes', 'natures', 'businessTypes'] as const;
export type ReferenceTab = (typeof REFERENCE_TABS)[number];

export const ACTION_GROUPS = ['visitPurpose', 'infoSource'] as const;
export type ActionGroup = (typeof ACTION_GROUPS)[number];

/** `?tab=actionTypes&group=infoSource`: the reference list shown (industry types when absent) and the action type group. */
export const referenceSearch = lazySchema(() => z.object({
  tab: z.enum(REFERENCE_TABS).default('industryTypes').catch('industryTypes'),
  group: z.enum(ACTION_GROUPS).default('visitPurpose').catch('visitPurpose'),
}));
export type ReferenceSearch = z.output<typeof referenceSearch>;

/** 基础数据 (common/common-manage): the reference data the organiser keeps, one tab each. */
export const referencePage = {
  staticData: { title: 'nav.host.common.common-manage', section: 'common' },
  validateSearch: referenceSearch,
  loaderDeps: ({ search }: { search: ReferenceSearch }) => search,
} as const;

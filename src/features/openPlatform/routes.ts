/**
 * 开放平台 (common-open) and 小程序 (common-mini): the host's link with the third-party exhibition
 * system and the exhibition's WeChat mini-programme. What the route files need before the page code.
 */
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { guid } from '@/lib/validation';

export const OPEN_TABS = ['areas', 'commodities', 'groups', 'kinds'] as const;
export type OpenTab = (typeof OPEN_TABS)[number];

/** The tab, the areas' "enabled only" switch and the commodities' filters, page and keyword. */
export const openPlatformSearch = lazySchema(() => listSearchSchema(
  { areaId: guid(), kindId: guid(), groupId: guid(), reportType: z.number().int().min(0).max(20), isEnable: z.boolean() },
  { sort: { propertyName: 'createTime', direction: 'desc' } },
).extend({
  tab: z.enum(OPEN_TABS).default('areas').catch('areas'),
  enabledOnly: z.boolean().optional().catch(undefined),
}));
export type OpenPlatformSearch = z.output<typeof openPlatformSearch>;

export const openPlatformPage = {
  staticData: { title: 'nav.host.common.common-open', section: 'common' },
  validateSearch: openPlatformSearch,
  loaderDeps: ({ search }: { search: OpenPlatformSearch }) => search,
} as const;

export const MINI_TABS = ['jumps', 'code'] as const;
export type MiniTab = (typeof MINI_TABS)[number];

/** The jump settings' filters and page, and the target whose code is shown. */
export const miniSearch = lazySchema(() => listSearchSchema(
  { skipType: z.union([z.literal(0), z.literal(1), z.literal(2)]), isEnable: z.boolean() },
  { sort: { propertyName: 'showIndex', direction: 'asc' } },
).extend({
  tab: z.enum(MINI_TABS).default('jumps').catch('jumps'),
  targetType: z.number().int().min(0).max(99).optional().catch(undefined),
  targetId: guid().optional().catch(undefined),
  scene: z.string().regex(/^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]{1,32}$/).optional().catch(undefined),
}));
export type MiniSearch = z.output<typeof miniSearch>;

export const miniPage = {
  staticData: { title: 'nav.host.common.common-mini', section: 'common' },
  validateSearch: miniSearch,
  loaderDeps: ({ search }: { search: MiniSearch }) => search,
} as const;

/**
 * What the route files of the public site's showcase pages need before a page's code arrives:
 * titles, search validation, loader deps. The loaders come with the pages.
 */
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';
import { guid } from '@/lib/validation';

/** The two lists of the hot-products page: the hot ones (the default, `view` absent), and the others to pick from. */
export const HOT_VIEWS = ['hot', 'others'] as const;
export type HotView = (typeof HOT_VIEWS)[number];

/**
 * 热门展品 (webSet/web-hotpro): the products the public site shows as hot, in their order.
 * `?view=others&category=["…","…"]`: the list shown and the exhibit category drilled down to, level by level.
 */
export const hotProductPages = definePages({
  domain: 'siteShowcase',
  scope: 'exhibition',
  section: 'webSet',
  paths: { list: '/host/index/webSet/web-hotpro' },
  titles: { list: 'nav.host.webSet.web-hotpro' },
  search: lazySchema(() => listSearchSchema(
    { view: z.enum(HOT_VIEWS), category: z.array(guid()).min(1).max(5) },
    { sort: { propertyName: 'showIndex', direction: 'asc' } },
  )),
});

/** 展馆平面图 (webSet/web-plan): each hall of the current exhibition with its floor plan. */
export const floorPlanPage = { staticData: { title: 'nav.host.webSet.web-plan', section: 'webSet' } } as const;

/** The ad places of the show (banner slot codes apart from the banners' home, live and reg-form). */
export const AD_PLACES = ['ad-splash', 'ad-popup', 'ad-list'] as const;
export type AdPlace = (typeof AD_PLACES)[number];

/** `?place=ad-popup`: the ad place shown (every place when absent). */
export const adSearch = lazySchema(() => z.object({ place: z.enum(AD_PLACES).optional().catch(undefined) }));
export type AdSearch = z.output<typeof adSearch>;

/** 广告管理 (common/common-ad): the show's advertising slots. */
export const adPage = { staticData: { title: 'nav.host.common.common-ad', section: 'common' }, validateSearch: adSearch } as const;

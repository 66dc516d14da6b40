/**
 * 广告管理: the show's advertising slots, kept as audience banners (Banner/all, POST, PUT, DELETE)
 * under ad places of their own (AD_PLACES), distinct from the banner page's home, live and reg-form;
 * an ad is read afresh by id (GET Banner) before it is edited.
 */
import type { QueryClient } from '@tanstack/react-query';
import { bannerCreate, bannerDelete, bannerUpdate, getBannerAllQueryOptions, getBannerGetQueryOptions } from '@gen/api/common-settings/common-settings';
import type { AudienceBanner, AudienceBannerInput } from '@gen/api/model';
import { ensureAccepted } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { AD_PLACES, type AdPlace } from './routes';

export const adsQuery = () => getBannerAllQueryOptions();
export const adQuery = (id: string) => getBannerGetQueryOptions({ id });

export const isAdPlace = (type: string): type is AdPlace => (AD_PLACES as readonly string[]).includes(type);

/** What an update sends back of a stored ad. */
export const adInput = (a: AudienceBanner): AudienceBannerInput => ({
  exhibitionId: a.exhibitionId, type: a.type, title: a.title, url: a.url, link: a.link, showIndex: a.showIndex, isShow: a.isShow,
});

export const adCalls = {
  create: async (input: AudienceBannerInput) => ensureAccepted(await bannerCreate(input)),
  update: async (id: string, input: AudienceBannerInput) => ensureAccepted(await bannerUpdate({ ...input, id })),
  remove: (id: string) => bannerDelete({ id }),
};

/** The ad page's loader: its interface text and the banners the ads are among. */
export const loadAds = ({ context }: { context: { queryClient: QueryClient } }) => Promise.all([loadLocale('siteShowcase'), context.queryClient.prefetchQuery(adsQuery())]);

/** 轮播图管理: the banners of the audience side — home page, live pages, registration form (001 Banner). */
import type { QueryClient } from '@tanstack/react-query';
import { bannerCreate, bannerDelete, bannerUpdate, getBannerAllQueryOptions, getBannerGetQueryOptions } from '@gen/api/common-settings/common-settings';
import { loadLocale } from '@/lib/i18n';

export const bannersQuery = () => getBannerAllQueryOptions();
/** One banner by id, read afresh before it is edited. */
export const bannerQuery = (id: string) => getBannerGetQueryOptions({ id });
export const bannerCalls = { create: bannerCreate, update: bannerUpdate, remove: (id: string) => bannerDelete({ id }) };
/** The banner slots of the audience side (the API takes any code; these are the ones its pages show). */
export const BANNER_SLOTS = ['home', 'live', 'reg-form'] as const;

/** The banner page's loader: its interface text and first data, fetched with the page's code. */
export const loadBanner = ({ context }: { context: { queryClient: QueryClient } }) => Promise.all([loadLocale('settings'), context.queryClient.prefetchQuery(bannersQuery())]);

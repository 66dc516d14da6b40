/**
 * 网站轮播图 (webSet/webBanner): the exhibition's banners on the website, each with its WeChat
 * mini-programme variant (own picture, and what a tap opens there), by position (001 exhibitionBanner).
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  exhibitionBannerDelete, exhibitionBannerInsertWithWechat, exhibitionBannerUpdateWithWechat, getExhibitionBannerGetByTypeWithWechatQueryOptions,
} from '@gen/api/common-settings/common-settings';
import { ExhibitionBannerType } from '@gen/api/model';
import { scopeIdOf, type ScopeIds } from '@/components/resource/resource';
import { loadLocale } from '@/lib/i18n';
import { type WebBannerSearch } from './routes';
export { POSITIONS, webBannerSearch, type WebBannerSearch } from './routes';

export const webBannersQuery = (type: ExhibitionBannerType, exhibitionId: string) => getExhibitionBannerGetByTypeWithWechatQueryOptions({ type, exhibitionId });
export const webBannerCalls = { create: exhibitionBannerInsertWithWechat, update: exhibitionBannerUpdateWithWechat, remove: (id: string) => exhibitionBannerDelete({ id }) };

/** The webBanner page's loader: its interface text and first data, fetched with the page's code. */
export const loadWebBanner = ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: WebBannerSearch }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([loadLocale('settings'), exhibitionId ? context.queryClient.prefetchQuery(webBannersQuery(deps.type, exhibitionId)) : undefined]);
};

/**
 * 网站轮播图 (webSet/webBanner): the exhibition's banners on the website, each with its WeChat
 * mini-programme variant (own picture, and what a tap opens there), by position (001 exhibitionBanner).
 */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  exhibitionBannerDelete, exhibitionBannerInsertWithWechat, exhibitionBannerUpdateWithWechat, getExhibitionBannerGetByTypeWithWechatQueryOptions,
} from '@gen/api/common-settings/common-settings';
import { ExhibitionBannerType } from '@gen/api/model';
import { scopeIdOf, type ScopeIds } from '@/components/resource/resource';
import { loadLocale } from '@/lib/i18n';

export const POSITIONS = [ExhibitionBannerType.Home, ExhibitionBannerType.ExhibitorCentre, ExhibitionBannerType.AudienceRegistration] as const;
export const webBannerSearch = z.object({ type: z.union(POSITIONS.map((p) => z.literal(p)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]).default(1).catch(1) });
export type WebBannerSearch = z.output<typeof webBannerSearch>;

export const webBannersQuery = (type: ExhibitionBannerType, exhibitionId: string) => getExhibitionBannerGetByTypeWithWechatQueryOptions({ type, exhibitionId });
export const webBannerCalls = { create: exhibitionBannerInsertWithWechat, update: exhibitionBannerUpdateWithWechat, remove: (id: string) => exhibitionBannerDelete({ id }) };

export const webBannerRoute = {
  staticData: { title: 'nav.host.webSet.webBanner', section: 'webSet' },
  validateSearch: webBannerSearch,
  loaderDeps: ({ search }: { search: WebBannerSearch }) => search,
  loader: ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: WebBannerSearch }) => {
    const exhibitionId = scopeIdOf('exhibition', context.scope);
    return Promise.all([loadLocale('settings'), exhibitionId ? context.queryClient.prefetchQuery(webBannersQuery(deps.type, exhibitionId)) : undefined]);
  },
} as const;

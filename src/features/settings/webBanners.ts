/**
 * 网站轮播图 (webSet/webBanner): the exhibition's banners on the website, each with its WeChat
 * mini-programme variant (own picture, and what a tap opens there), by position (001 exhibitionBanner).
 */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  exhibitionBannerDelete, exhibitionBannerInsertWithWechat, exhibitionBannerUpdateWithWechat, getExhibitionBannerGetByTypeWithWechatQueryOptions,
} from '@gen/api/common-settings/common-settings';
import { ExhibitionBannerType, WeChatLinkType } from '@gen/api/model';
import { ExhibitionBannerInsertWithWechatBody } from '@gen/zod/common-settings/common-settings';
import { blank, scopeIdOf, type ScopeIds } from '@/components/kit';
import { i18n, loadLocale } from '@/lib/i18n';

export const POSITIONS = [ExhibitionBannerType.Home, ExhibitionBannerType.ExhibitorCentre, ExhibitionBannerType.AudienceRegistration] as const;
export const webBannerSearch = z.object({ type: z.union(POSITIONS.map((p) => z.literal(p)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]).default(1).catch(1) });
export type WebBannerSearch = z.output<typeof webBannerSearch>;

export const webBannersQuery = (type: ExhibitionBannerType, exhibitionId: string) => getExhibitionBannerGetByTypeWithWechatQueryOptions({ type, exhibitionId });
export const webBannerCalls = { create: exhibitionBannerInsertWithWechat, update: exhibitionBannerUpdateWithWechat, remove: (id: string) => exhibitionBannerDelete({ id }) };

const WECHAT_LINK: Record<WeChatLinkType, RegExp> = {
  [WeChatLinkType.None]: /^$/,
  [WeChatLinkType.MiniProgramPage]: /^[a-z0-9_-]+(\/[\w.-]+)+(\?\S*)?$/i,
  [WeChatLinkType.WebPage]: /^https?:\/\/[^\s/?#]+\S*$/i,
};

const body = ExhibitionBannerInsertWithWechatBody.shape;
export const webBannerSchema = z
  .object({
    title: body.title,
    imageUrl: blank(body.imageUrl),
    linkUrl: blank(body.linkUrl),
    wechatImageUrl: blank(body.wechatImageUrl),
    wechatLinkType: z.enum(['0', '1', '2']).transform((v) => Number(v) as WeChatLinkType),
    wechatLink: z.string().trim().max(500),
    showIndex: body.showIndex,
    isShow: z.boolean(),
  })
  .refine((v) => WECHAT_LINK[v.wechatLinkType].test(v.wechatLink), {
    path: ['wechatLink'],
    error: (issue) => i18n.t(`settings.webBanners.wechatLinkShapes.${String((issue.input as { wechatLinkType: number }).wechatLinkType) as '0' | '1' | '2'}`),
    when: (payload) => !payload.issues.some((issue) => ['wechatLink', 'wechatLinkType'].includes(String(issue.path?.[0]))),
  });

export const webBannerRoute = {
  staticData: { title: 'nav.host.webSet.webBanner', section: 'webSet' },
  validateSearch: webBannerSearch,
  loaderDeps: ({ search }: { search: WebBannerSearch }) => search,
  loader: ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: WebBannerSearch }) => {
    const exhibitionId = scopeIdOf('exhibition', context.scope);
    return Promise.all([loadLocale('settings'), exhibitionId ? context.queryClient.prefetchQuery(webBannersQuery(deps.type, exhibitionId)) : undefined]);
  },
} as const;

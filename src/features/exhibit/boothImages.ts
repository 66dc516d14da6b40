/**
 * 展位图 (exinfo/boothImg): the pictures of the company's booth page — its mini-site carousel —
 * one set for computers and one for phones (CompanyBanner by type), in their order, shown or not.
 */
import type { QueryClient } from '@tanstack/react-query';
import { companyBannerCreate, companyBannerDelete, companyBannerUpdate, getCompanyBannerGetByTypeQueryOptions } from '@gen/api/company/company';
import type { CompanyBanner, CompanyBannerInput } from '@gen/api/model';
import type { ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import type { BoothImageSearch } from './routes';

/** Every picture of a type, shown or not (show=0, as the back office asks). */
export const boothImagesQuery = (compId: string, type: number) => getCompanyBannerGetByTypeQueryOptions({ compId, typeid: type, show: 0 });

/** What an update sends back of a stored picture. */
export const boothImageInput = (b: CompanyBanner): CompanyBannerInput => ({
  compId: b.compId, type: b.type, title: b.title, url: b.url, link: b.link, show: b.show, showIndex: b.showIndex,
});

export const boothImageCalls = {
  create: companyBannerCreate,
  update: (id: string, input: CompanyBannerInput) => companyBannerUpdate({ ...input, id }),
  remove: (id: string) => companyBannerDelete({ id }),
  /** Swaps the places of two pictures (both saved; the list refreshes after). */
  swap: (a: CompanyBanner, b: CompanyBanner) =>
    Promise.all([companyBannerUpdate({ ...boothImageInput(a), id: a.id, showIndex: b.showIndex }), companyBannerUpdate({ ...boothImageInput(b), id: b.id, showIndex: a.showIndex })]),
};

/** The booth picture page's loader: its text and the type's pictures, fetched with the page's code. */
export const loadBoothImages = ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: BoothImageSearch }) => {
  const compId = context.scope?.compId;
  return Promise.all([loadLocale('exhibit'), compId ? context.queryClient.prefetchQuery(boothImagesQuery(compId, deps.type)) : undefined]);
};

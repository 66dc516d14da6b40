/**
 * The mobile back office's route loaders: each page's text and first data, fetched with the page's
 * code (on navigation and when a link is hovered or touched). Lists are prefetched (a failure
 * stays the page's inline error with its retry); search changes on the same page do not wait for
 * the data, so the list under the search box keeps answering while the next one loads.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadLocale } from '@/lib/i18n';
import { companiesQuery, companyQuery, exhibitionQuery, exhibitionsQuery, hallsQuery, joinQuery } from './queries';
import type { ExAllCompanyListSearch, ExAreaListSearch, ExCompanyDetailsSearch, ExCompanyListSearch, ExListSearch } from './search';

interface LoaderArgs<D> {
  context: { queryClient: QueryClient };
  deps: D;
  cause: 'preload' | 'enter' | 'stay';
}

/** The pages' text (the mobile domain, in the current language) and, unless only the search changed, the data. */
async function withData(cause: LoaderArgs<unknown>['cause'], data: Promise<unknown>[]) {
  const locale = loadLocale('mobile');
  await Promise.all(cause === 'stay' ? [locale] : [locale, ...data]);
}

/** The open page of every exhibition (/host/mobile-all): its own text and the mobile back office's list it shows. */
export function loadMobileAllText() {
  return loadLocale('openPages', 'mobile');
}

/** ex-list: the first page of exhibitions for the keyword. */
export function loadExList({ context: { queryClient }, deps, cause }: LoaderArgs<ExListSearch>) {
  return withData(cause, [queryClient.prefetchInfiniteQuery(exhibitionsQuery(deps.keyword))]);
}

/** ex-area-list: the exhibition's halls and its name. */
export function loadExAreaList({ context: { queryClient }, deps, cause }: LoaderArgs<ExAreaListSearch>) {
  const { exhibitionId } = deps;
  return withData(cause, exhibitionId ? [queryClient.prefetchQuery(hallsQuery(exhibitionId)), queryClient.prefetchQuery(exhibitionQuery(exhibitionId))] : []);
}

/** ex-all-company-list: the first page of the exhibition's companies, its name and halls (hall names in English). */
export function loadExAllCompanyList({ context: { queryClient }, deps, cause }: LoaderArgs<ExAllCompanyListSearch>) {
  const { exhibitionId, keyword } = deps;
  if (!exhibitionId) return withData(cause, []);
  return withData(cause, [
    queryClient.prefetchInfiniteQuery(companiesQuery(exhibitionId, undefined, keyword)),
    queryClient.prefetchQuery(exhibitionQuery(exhibitionId)),
    queryClient.prefetchQuery(hallsQuery(exhibitionId)),
  ]);
}

/** ex-company-list: the exhibition's halls (the picker), its name and the first page of the chosen hall's companies. */
export function loadExCompanyList({ context: { queryClient }, deps, cause }: LoaderArgs<ExCompanyListSearch>) {
  const { exhibitionId, hallName, hallId, keyword } = deps;
  if (!exhibitionId) return withData(cause, []);
  return withData(cause, [
    queryClient.prefetchQuery(hallsQuery(exhibitionId)),
    queryClient.prefetchQuery(exhibitionQuery(exhibitionId)),
    ...(hallName ? [queryClient.prefetchInfiniteQuery(companiesQuery(exhibitionId, { name: hallName, id: hallId }, keyword))] : []),
  ]);
}

/**
 * ex-company-details: the company (ensured: the page shows it at once) and its booth. A company
 * that cannot be read stays the page's inline error with its retry, as before.
 */
export async function loadExCompanyDetails({ context: { queryClient }, deps }: Omit<LoaderArgs<ExCompanyDetailsSearch>, 'cause'>) {
  const { compId, joinId } = deps;
  await Promise.all([
    loadLocale('mobile'),
    compId ? queryClient.ensureQueryData(companyQuery(compId)).catch(() => undefined) : undefined,
    joinId ? queryClient.prefetchQuery(joinQuery(joinId)) : undefined,
  ]);
}

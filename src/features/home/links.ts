import { useRouteExists } from '@/components/navigation/RouteLink';
import { useExhibitorPath } from '@/components/navigation/useAreaPath';

/**
 * Links of the dashboard to other exhibitor pages: `href('/companyInfo?tab=licence')` keeps the
 * current area (/exhibition or /exhibitionEn); `exists('/news')` is false while a page is not
 * built yet, so no link leads to a 404.
 */
export function useExhibitorLinks() {
  const to = useExhibitorPath();
  const exists = useRouteExists();
  return {
    href: (page: `/${string}`) => to(`/index${page}`),
    exists: (page: `/${string}`) => exists(`/exhibition{-$lang}/index${page.split(/[?#]/)[0]}`),
  };
}

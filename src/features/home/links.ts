import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useExhibitorPath } from '@/components/navigation/useAreaPath';

/**
 * Links of the dashboard to other exhibitor pages: `href('/companyInfo?tab=licence')` keeps the
 * current area (/exhibition or /exhibitionEn); `exists('/news')` is false while a page is not
 * built yet, so no link leads to a 404.
 */
export function useExhibitorLinks() {
  const router = useRouter();
  const to = useExhibitorPath();
  const registered = useMemo(() => new Set(Object.keys(router.routesByPath).map((path) => path.replace(/\/$/, ''))), [router]);
  return {
    href: (page: `/${string}`) => to(`/index${page}`),
    exists: (page: `/${string}`) => registered.has(`/exhibition{-$lang}/index${page.split(/[?#]/)[0]}`),
  };
}

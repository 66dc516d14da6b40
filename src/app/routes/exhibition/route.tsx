import { createFileRoute } from '@tanstack/react-router';

/**
 * One page set for both exhibitor areas: /exhibition (Chinese) and /exhibitionEn (English).
 * `lang` is 'En' or absent; any other suffix (/exhibitionFoo) does not match this route.
 */
export const Route = createFileRoute('/exhibition{-$lang}')({
  params: {
    parse: ({ lang }: { lang?: string }) => (lang === undefined || lang === 'En' ? { lang: lang as 'En' | undefined } : false),
    // An empty value keeps the 'exhibition' prefix when building the Chinese URL.
    stringify: ({ lang }: { lang?: 'En' }) => ({ lang: lang ?? '' }),
  },
  // No component: the router renders the child page in its place (an `Outlet`), with no chunk to fetch.
});

import { createFileRoute, redirect } from '@tanstack/react-router';

/** The section's bare URL opens its first page. */
export const Route = createFileRoute('/exhibition{-$lang}/index/brand/')({
  beforeLoad: ({ params }) => {
    throw redirect({ href: `/exhibition${params.lang === 'En' ? 'En' : ''}/index/brand/allbrand`, replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

/** The section's bare URL opens its first page. */
export const Route = createFileRoute('/exhibition{-$lang}/index/partner/')({
  beforeLoad: ({ params }) => {
    throw redirect({ href: `/exhibition${params.lang === 'En' ? 'En' : ''}/index/partner/allPartner`, replace: true });
  },
});

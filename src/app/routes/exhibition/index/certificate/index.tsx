import { createFileRoute, redirect } from '@tanstack/react-router';

/** The section's bare URL opens its first page. */
export const Route = createFileRoute('/exhibition{-$lang}/index/certificate/')({
  beforeLoad: ({ params }) => {
    throw redirect({ href: `/exhibition${params.lang === 'En' ? 'En' : ''}/index/certificate/allCertificate`, replace: true });
  },
});

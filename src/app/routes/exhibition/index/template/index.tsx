import { createFileRoute, redirect } from '@tanstack/react-router';

/** /exhibition/index/template (the section's bare URL) opens the template chooser. */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/')({
  beforeLoad: ({ params }) => {
    throw redirect({ href: `/exhibition${params.lang === 'En' ? 'En' : ''}/index/template/choice`, replace: true });
  },
});

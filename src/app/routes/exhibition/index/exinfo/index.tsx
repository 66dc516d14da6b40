import { createFileRoute, redirect } from '@tanstack/react-router';

/** The section's bare URL opens the exhibition information. */
export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/exhibition{-$lang}/index/exinfo/exhibition-info', params, replace: true });
  },
});

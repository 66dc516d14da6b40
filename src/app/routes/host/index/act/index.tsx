import { createFileRoute, redirect } from '@tanstack/react-router';

/** routes.json: /host/index/act redirects to /host/index/act/act-home. */
export const Route = createFileRoute('/host/index/act/')({
  beforeLoad: () => {
    throw redirect({ href: '/host/index/act/act-home', replace: true });
  },
});

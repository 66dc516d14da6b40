import { createFileRoute, redirect } from '@tanstack/react-router';

/** routes.json: /host/index/webSet redirects to /host/index/webSet/webBanner. */
export const Route = createFileRoute('/host/index/webSet/')({
  beforeLoad: () => {
    throw redirect({ href: '/host/index/webSet/webBanner', replace: true });
  },
});

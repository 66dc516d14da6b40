import { createFileRoute, redirect } from '@tanstack/react-router';

/** routes.json: /host/index/supply redirects to /host/index/supply/company. */
export const Route = createFileRoute('/host/index/supply/')({
  beforeLoad: () => {
    throw redirect({ href: '/host/index/supply/company', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

/** routes.json: /host/index/supply-info redirects to /host/index/supply-info/company. */
export const Route = createFileRoute('/host/index/supply-info/')({
  beforeLoad: () => {
    throw redirect({ href: '/host/index/supply-info/company', replace: true });
  },
});

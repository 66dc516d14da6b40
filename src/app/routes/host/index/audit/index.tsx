import { createFileRoute, redirect } from '@tanstack/react-router';

/** routes.json: /host/index/audit redirects to /host/index/audit/list. */
export const Route = createFileRoute('/host/index/audit/')({
  beforeLoad: () => {
    throw redirect({ href: '/host/index/audit/list', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

/** routes.json: /host/index/ex redirects to /host/index/ex/list. */
export const Route = createFileRoute('/host/index/ex/')({
  beforeLoad: () => {
    throw redirect({ href: '/host/index/ex/list', replace: true });
  },
});

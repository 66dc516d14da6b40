import { createFileRoute, redirect } from '@tanstack/react-router';

/** routes.json: /host/index/pro redirects to /host/index/pro/pro-home. */
export const Route = createFileRoute('/host/index/pro/')({
  beforeLoad: () => {
    throw redirect({ href: '/host/index/pro/pro-home', replace: true });
  },
});

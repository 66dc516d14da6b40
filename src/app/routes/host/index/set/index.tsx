import { createFileRoute, redirect } from '@tanstack/react-router';

/** routes.json: /host/index/set redirects to /host/index/set/base. */
export const Route = createFileRoute('/host/index/set/')({
  beforeLoad: () => {
    throw redirect({ href: '/host/index/set/base', replace: true });
  },
});

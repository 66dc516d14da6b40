import { createFileRoute, redirect } from '@tanstack/react-router';

/** /host/index/carmanage (routes.json names no redirect): the section opens on its one page. */
export const Route = createFileRoute('/host/index/carmanage/')({
  beforeLoad: () => {
    throw redirect({ href: '/host/index/carmanage/carmanage-home', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

/** /host/index/exInformation (routes.json names no redirect): the section opens on its one page. */
export const Route = createFileRoute('/host/index/exInformation/')({
  beforeLoad: () => {
    throw redirect({ href: '/host/index/exInformation/exInformation-home', replace: true });
  },
});

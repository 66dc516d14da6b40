import { createFileRoute, redirect } from '@tanstack/react-router';

/** /host/login (typed by hand, or an old bookmark) opens the sign-in page, keeping where to go after it. */
export const Route = createFileRoute('/host/login')({
  beforeLoad: ({ location, search }) => {
    // The sign-in page is nested under this route: only the bare URL moves on.
    if (location.pathname.replace(/\/+$/, '') === '/host/login') throw redirect({ to: '/host/login/alogin', search, replace: true });
  },
});

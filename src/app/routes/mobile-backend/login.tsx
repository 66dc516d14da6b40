import { createFileRoute, redirect } from '@tanstack/react-router';

/** /mobile-backend/login opens the mobile sign-in page, keeping where to go after it. */
export const Route = createFileRoute('/mobile-backend/login')({
  beforeLoad: ({ location, search }) => {
    // The sign-in page is nested under this route: only the bare URL moves on.
    if (location.pathname.replace(/\/+$/, '') === '/mobile-backend/login') throw redirect({ to: '/mobile-backend/login/alogin', search, replace: true });
  },
});

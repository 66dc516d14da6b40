import { createFileRoute, redirect } from '@tanstack/react-router';

/** routes.json: /mobile-backend redirects to its login. */
export const Route = createFileRoute('/mobile-backend/')({
  beforeLoad: () => {
    throw redirect({ to: '/mobile-backend/login/alogin', replace: true });
  },
});

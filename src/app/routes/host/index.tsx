import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/host/')({
  beforeLoad: () => {
    throw redirect({ to: '/host/index/home', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

/** 000 §2: the root redirects to /exhibition. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: '/exhibition', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

/** 000 §2: the root redirects to /exhibition. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/exhibition{-$lang}', params: { lang: undefined }, replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

/** The section's bare URL opens all orders. */
export const Route = createFileRoute('/exhibition{-$lang}/index/order/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/exhibition{-$lang}/index/order/all-order', params, replace: true });
  },
});

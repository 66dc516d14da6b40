import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/system/StatusPages';
import { HostLayout } from '@/app/layouts/HostLayout';
import { requireSignedIn, sessionScope } from '../../../guard';

/** The host back office: every page under /host/index needs a signed-in host. */
export const Route = createFileRoute('/host/index')({
  beforeLoad: (ctx) => {
    requireSignedIn(ctx);
    return { scope: sessionScope() };
  },
  // An unknown page inside the back office keeps its navigation and header.
  notFoundComponent: NotFoundPage,
  component: HostLayout,
});

import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { NotFoundPage } from '@/features/system/StatusPages';
import { applyLanguage, languageForPath } from '@/lib/i18n';
import type { RouterContext } from '../router';

const DevPanel =
  import.meta.env.VITE_MOCKS === 'on' || (import.meta.env.DEV && import.meta.env.VITE_MOCKS !== 'off')
    ? lazy(() => import('@/mocks/DevPanel'))
    : () => null;

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => applyLanguage(languageForPath(location.pathname)),
  component: Root,
  notFoundComponent: NotFoundPage,
});

function Root() {
  return (
    <>
      <HeadContent />
      <Outlet />
      <Suspense fallback={null}>
        <DevPanel />
      </Suspense>
    </>
  );
}

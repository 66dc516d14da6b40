import { createRootRouteWithContext, HeadContent, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '@/features/system/StatusPages';
import { applyLanguage, languageForPath, loadLocale } from '@/lib/i18n';
import { preloadPageCode } from '@/lib/pageCode';
import type { RouterContext } from '../router';

const DevPanel = import.meta.env.MOCKS_ON
  ? // Its text is a domain of its own, so that production's base text carries none of it.
    lazy(() => Promise.all([import('@/mocks/DevPanel'), loadLocale('dev')]).then(([panel]) => panel))
  : () => null;

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every load and preload of a page starts here: its code is asked for by its address first, all
  // chunks at once (src/lib/pageCode.ts), before the routes below load theirs.
  beforeLoad: ({ location }) => {
    preloadPageCode(location.pathname);
    return applyLanguage(languageForPath(location.pathname));
  },
  component: Root,
  notFoundComponent: NotFoundPage,
});

/** The browser tab names the page, in the interface language (route `staticData.title`). */
function DocumentTitle() {
  const { t } = useTranslation();
  const title = useRouterState({ select: (state) => state.matches.toReversed().find((m) => m.staticData.title)?.staticData.title });
  useEffect(() => {
    document.title = title ? `${t(title as never)} · ${t('app.name')}` : t('app.name');
  }, [title, t]);
  return null;
}

function Root() {
  return (
    <>
      <HeadContent />
      <DocumentTitle />
      <Outlet />
      <Suspense fallback={null}>
        <DevPanel />
      </Suspense>
    </>
  );
}

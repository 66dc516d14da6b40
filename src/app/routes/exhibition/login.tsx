import { createFileRoute, redirect } from '@tanstack/react-router';

/** /exhibition/login and /exhibitionEn/login open the area's sign-in page, keeping where to go after it. */
export const Route = createFileRoute('/exhibition{-$lang}/login')({
  beforeLoad: ({ location, params, search }) => {
    // The sign-in pages are nested under this route: only the bare URL moves on.
    if (/^\/exhibition(?:En)?\/login\/*$/.test(location.pathname)) throw redirect({ to: '/exhibition{-$lang}/login/alogin', params, search, replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

/** /exhibition → /exhibition/index/home; /exhibitionEn → /exhibitionEn/index/home. */
export const Route = createFileRoute('/exhibition{-$lang}/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/exhibition{-$lang}/index/home', params: { lang: params.lang }, replace: true });
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { MomentPage } from '@/features/release/MomentPage';
import { momentFeed } from '@/features/release/resources';
import { loadLocale } from '@/lib/i18n';
import { session } from '@/lib/session/store';

export const Route = createFileRoute('/exhibition{-$lang}/index/moment')({
  staticData: { title: 'nav.exhibitor.moment', section: 'content' },
  // The feed's first page loads with the code (the page shows its error, with a retry).
  loader: ({ context: { queryClient, scope } }) => {
    const userId = session.get().user?.id;
    const feed = scope?.compId && userId ? queryClient.prefetchQuery(momentFeed(scope.compId, userId)) : undefined;
    return Promise.all([loadLocale('release'), feed]);
  },
  component: MomentPage,
});

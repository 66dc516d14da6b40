import { createFileRoute } from '@tanstack/react-router';
import { LiveAuthPage } from '@/features/live/LiveAuthPage';
import { liveAuthSearch } from '@/features/live/search';
import { loadLocale } from '@/lib/i18n';

/** Open page (000 §2 "Live area"): the channel authorisation step before watching a live. */
export const Route = createFileRoute('/live-auth')({
  loader: () => loadLocale('live', 'account'),
  validateSearch: liveAuthSearch,
  component: LiveAuth,
});

function LiveAuth() {
  const { activityId } = Route.useSearch();
  return <LiveAuthPage activityId={activityId} />;
}

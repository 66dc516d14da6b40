import { createFileRoute } from '@tanstack/react-router';
import { LiveUserRegPage } from '@/features/live/LiveUserRegPage';
import { liveUserRegSearch } from '@/features/live/search';
import { loadLocale } from '@/lib/i18n';

/** Open page (000 §2 "Live area"): the live viewer registration form, after an SMS sign-in when needed. */
export const Route = createFileRoute('/live-user-reg')({
  loader: () => loadLocale('live', 'account'),
  validateSearch: liveUserRegSearch,
  component: LiveUserReg,
});

function LiveUserReg() {
  const { activityId, redirect, userid } = Route.useSearch();
  return <LiveUserRegPage activityId={activityId} redirect={redirect} viewerId={userid} />;
}

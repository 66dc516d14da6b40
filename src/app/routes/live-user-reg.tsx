import { createFileRoute } from '@tanstack/react-router';
import { LiveUserRegPage } from '@/features/live/LiveUserRegPage';
import { liveUserRegSearch } from '@/features/live/search';

/** Open page (000 §2 "Live area"): the live viewer registration form, after an SMS sign-in when needed. */
export const Route = createFileRoute('/live-user-reg')({
  validateSearch: liveUserRegSearch,
  component: LiveUserReg,
});

function LiveUserReg() {
  const { activityId, redirect } = Route.useSearch();
  return <LiveUserRegPage activityId={activityId} redirect={redirect} />;
}

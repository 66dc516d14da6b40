import { createFileRoute } from '@tanstack/react-router';
import { MobilePcLivePage } from '@/features/live/MobilePcLivePage';
import { pcLiveSearch } from '@/features/open/search';
import { chineseOnly } from '../../guard';
import { loadLocale } from '@/lib/i18n';

/** Open page (000 §2), Chinese area only: the live-watching landing page of an activity (PC and phone). */
export const Route = createFileRoute('/exhibition{-$lang}/mobilePcLive')({
  // The page's own text, and the live status labels it shares with /live-auth.
  loader: () => loadLocale('openPages', 'live'),
  beforeLoad: chineseOnly,
  validateSearch: pcLiveSearch,
  component: ExhibitorMobilePcLive,
});

function ExhibitorMobilePcLive() {
  const { activityId } = Route.useSearch();
  return <MobilePcLivePage activityId={activityId} />;
}

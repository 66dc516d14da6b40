import { createFileRoute } from '@tanstack/react-router';
import { MobileSitePage } from '@/features/template/MobileSitePage';
import { mobileSiteSearch } from '@/features/open/search';
import { chineseOnly } from '../../guard';
import { loadLocale } from '@/lib/i18n';

/** Open page (000 §2), Chinese area only: a company's mini-site on a phone. */
export const Route = createFileRoute('/exhibition{-$lang}/mobile')({
  loader: () => loadLocale('openPages'),
  beforeLoad: chineseOnly,
  validateSearch: mobileSiteSearch,
  component: ExhibitorMobile,
});

function ExhibitorMobile() {
  const { compId } = Route.useSearch();
  return <MobileSitePage compId={compId} />;
}

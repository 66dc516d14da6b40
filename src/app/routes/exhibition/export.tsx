import { createFileRoute } from '@tanstack/react-router';
import { ExportCenterPage } from '@/features/open/ExportCenterPage';
import { joinSearch } from '@/features/open/search';
import { chineseOnly } from '../../guard';
import { loadLocale } from '@/lib/i18n';

/** Open page (000 §2), Chinese area only: the export centre of a join (catalogue, fascia board, badges). */
export const Route = createFileRoute('/exhibition{-$lang}/export')({
  loader: () => loadLocale('openPages'),
  beforeLoad: chineseOnly,
  validateSearch: joinSearch,
  component: ExhibitorExport,
});

function ExhibitorExport() {
  const { joinId } = Route.useSearch();
  return <ExportCenterPage joinId={joinId} />;
}

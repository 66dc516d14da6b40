import { createFileRoute } from '@tanstack/react-router';
import { ExportTablePage } from '@/features/open/ExportTablePage';
import { exportTableSearch } from '@/features/open/search';
import { chineseOnly } from '../../guard';
import { loadLocale } from '@/lib/i18n';

/** Open page (000 §2), Chinese area only: a print-ready table of a join's catalogue, fascia board or badges. */
export const Route = createFileRoute('/exhibition{-$lang}/exportTable')({
  loader: () => loadLocale('openPages'),
  beforeLoad: chineseOnly,
  validateSearch: exportTableSearch,
  component: ExhibitorExportTable,
});

function ExhibitorExportTable() {
  const { joinId, type } = Route.useSearch();
  return <ExportTablePage joinId={joinId} type={type} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { CertificateExportPage } from '@/features/open/CertificateExportPage';
import { joinSearch } from '@/features/open/search';
import { chineseOnly } from '../../guard';
import { loadLocale } from '@/lib/i18n';

/** Open page (000 §2), Chinese area only: the printable badge list of a join. */
export const Route = createFileRoute('/exhibition{-$lang}/CertificateExport')({
  loader: () => loadLocale('openPages'),
  beforeLoad: chineseOnly,
  validateSearch: joinSearch,
  component: ExhibitorCertificateExport,
});

function ExhibitorCertificateExport() {
  const { joinId } = Route.useSearch();
  return <CertificateExportPage joinId={joinId} />;
}

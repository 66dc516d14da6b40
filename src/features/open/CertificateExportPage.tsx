/**
 * /exhibition/CertificateExport?joinId= (000 §2, open, Chinese only): the badge list of a join
 * as a printable table, with Print and, for a signed-in user, the badge spreadsheet.
 */
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BadgeExport } from './BadgeExport';
import { BadgeTable } from './BadgeTable';
import { MissingParam, OpenShell, PrintButton } from '@/components/open/OpenShell';

export function CertificateExportPage({ joinId }: { joinId?: string }) {
  const { t } = useTranslation();
  return (
    <OpenShell
      width="sheet"
      title={t('openPages.badges.title')}
      subtitle={t('openPages.printedAt', { time: dayjs().format('YYYY-MM-DD HH:mm') })}
      actions={
        joinId && (
          <>
            <PrintButton />
            <BadgeExport joinId={joinId} />
          </>
        )
      }
    >
      {joinId ? <BadgeTable joinId={joinId} /> : <MissingParam name="joinId" />}
    </OpenShell>
  );
}

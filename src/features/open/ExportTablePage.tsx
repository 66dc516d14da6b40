/**
 * /exhibition/exportTable?joinId=&type=catalogue|lintel|badges (000 §2, open, Chinese only): the
 * chosen data of a join as a print-ready (A4) table with a Print button.
 */
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BadgeTable } from './BadgeTable';
import { CatalogueTable, LintelTable } from './JoinForms';
import type { TableType } from './search';
import { MissingParam, OpenShell, PrintButton } from '@/components/open/OpenShell';

const titleKey = {
  catalogue: 'openPages.exportCenter.catalogue',
  lintel: 'openPages.exportCenter.lintel',
  badges: 'openPages.exportCenter.badges',
} as const;

export function ExportTablePage({ joinId, type }: { joinId?: string; type?: TableType }) {
  const { t } = useTranslation();
  return (
    <OpenShell
      width="sheet"
      title={type ? t(titleKey[type]) : t('openPages.table.title')}
      subtitle={t('openPages.printedAt', { time: dayjs().format('YYYY-MM-DD HH:mm') })}
      actions={joinId && type && <PrintButton />}
    >
      {!joinId ? (
        <MissingParam name="joinId" />
      ) : !type ? (
        <MissingParam name="type" />
      ) : type === 'catalogue' ? (
        <CatalogueTable joinId={joinId} />
      ) : type === 'lintel' ? (
        <LintelTable joinId={joinId} />
      ) : (
        <BadgeTable joinId={joinId} />
      )}
    </OpenShell>
  );
}

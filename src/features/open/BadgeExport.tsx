import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { deExCardUpExcelExportDeexCards } from '@gen/api/card-plans/card-plans';
import { ExportButton } from '@/components/kit';
import { useSession } from '@/lib/session/store';

/**
 * The spreadsheet of a join's badge records (DeExCardUp excelExportDeexCards, by joinId). The call
 * needs a signed-in user, so a signed-out visitor is told so instead of meeting a failed download.
 */
export function BadgeExport({ joinId }: { joinId: string }) {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  if (!isLogin) {
    return (
      <Text fontSize="xs" color="fg.muted" alignSelf="center" data-testid="export-hint">
        {t('openPages.badges.exportHint')}
      </Text>
    );
  }
  return (
    <ExportButton
      label="openPages.badges.export"
      fileName={t('openPages.badges.fileName')}
      request={(options) => deExCardUpExcelExportDeexCards({ joinId }, options)}
      data-testid="badge-export"
    />
  );
}

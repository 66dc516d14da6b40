import { Button, type ButtonProps } from '@chakra-ui/react';
import { saveAs } from 'file-saver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import type { RequestOptions } from '@/lib/http/client';
import { i18n } from '@/lib/i18n/instance';
import { notify } from '@/lib/notify';
import { alreadyReported, failureMessage } from '../feedback/outcome';
import type { I18nKey } from '../types';
import { blobErrorMessage, ensureFile, fileNameFromDisposition, headerValue } from './download';

export interface ExportButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /**
   * Calls the generated export function with the given request options and returns its Blob,
   * e.g. `(options) => productExcelExportProductView(filters, options)`.
   */
  request: (options: RequestOptions) => Promise<Blob>;
  /** The name to save under when the answer has no Content-Disposition: `downloadNames.<operationId>` (@gen/api/downloads, from the contract's x-download-filename). */
  fileName: string;
  /** Button text (i18n key); default 导出. */
  label?: I18nKey;
}

/**
 * Downloads an export: calls the generated function (`responseType: 'blob'`), saves the Blob with
 * file-saver under the Content-Disposition name (else `fileName`), shows loading, and reports a
 * failure in the server's words (also when the "file" is a JSON error).
 * @example
 * <ExportButton fileName={downloadNames.productExcelExportProductView} request={(o) => productExcelExportProductView(toPageRequest(list.search), o)} />
 */
/**
 * Runs one download as ExportButton does (saved under the Content-Disposition name, else
 * `fileName`; a failure told in the server's words), for downloads started elsewhere (a row's menu).
 * Resolves when it is done, whether it succeeded or not.
 */
export async function runExport(request: ExportButtonProps['request'], fileName: string): Promise<void> {
  let disposition: string | undefined;
  try {
    const blob = await request({
      responseType: 'blob',
      transformResponse: [
        (data, headers) => {
          disposition = headerValue(headers, 'content-disposition');
          return data;
        },
      ],
    });
    const file = await ensureFile(blob);
    saveAs(file, fileNameFromDisposition(disposition) ?? fileName);
    notify.success(i18n.t('kit.export.done'));
  } catch (error) {
    const message = (await blobErrorMessage(error)) ?? failureMessage(error);
    if (!alreadyReported(error) || message) notify.error(message ? i18n.t('kit.export.failed', { message }) : i18n.t('kit.export.failedPlain'));
  }
}

export function ExportButton({ request, fileName, label = 'kit.export.label', ...button }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    await runExport(request, fileName);
    setBusy(false);
  };
  return (
    <Button variant="outline" {...button} loading={busy} loadingText={t('kit.export.exporting')} onClick={() => void run()}>
      <LuDownload /> {t(label)}
    </Button>
  );
}

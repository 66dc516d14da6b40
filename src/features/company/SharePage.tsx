import { Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getWeAppSmallCodeGetFileQueryKey, weAppSmallCodeGetFile } from '@gen/api/release/release';
import { ensureFile, ErrorPanel, failureMessage, PageHeader, QrDownload } from '@/components/kit';
import { useExhibitorLang } from '@/components/navigation/useAreaPath';
import { useSession } from '@/lib/session/store';

/** WeAppSmallCode target types (the server's numbering): 1 is a company. */
export const WEAPP_TARGET_COMPANY = 1;
/** The saved file's name: the mini-programme code (001 §9). */
export const QR_FILE_NAME = '小程序码';

/** The WeChat scene of a company's code: its id without dashes (32 characters, WeChat's limit). */
export const companyScene = (compId: string) => compId.replace(/-/g, '').slice(0, 32);

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The company's mini-programme code (GET /api/WeAppSmallCode/GetFile, an image file) to share,
 * downloadable as 小程序码.jpg.
 */
export function SharePage() {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  const company = useSession((s) => s.company);
  const compId = company?.id ?? '';
  const params = { targetType: WEAPP_TARGET_COMPANY, targetId: compId, scene: companyScene(compId) };
  // Kept as a data URL: nothing to revoke, and QrDownload can draw it without CORS.
  const code = useQuery({
    queryKey: getWeAppSmallCodeGetFileQueryKey(params),
    queryFn: async ({ signal }) => blobToDataUrl(await ensureFile(await weAppSmallCodeGetFile(params, undefined, signal))),
    enabled: Boolean(compId),
    staleTime: 10 * 60 * 1000,
  });
  const name = (lang === 'En' ? company?.nameEn || company?.name : company?.name) ?? '';
  return (
    <Stack gap="4" minW="0">
      <PageHeader title="nav.exhibitor.share" description="company.share.description" />
      {!company ? (
        <Text color="fg.muted">{t('company.noCompany')}</Text>
      ) : (
        <Card.Root maxW="lg">
          <Card.Body>
            <Flex gap="6" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
              {code.isPending ? (
                <Skeleton boxSize="40" aria-label={t('common.loading')} />
              ) : code.isError ? (
                <ErrorPanel title={t('company.share.failed')} description={failureMessage(code.error)} onRetry={() => void code.refetch()} />
              ) : (
                <QrDownload src={code.data} fileName={QR_FILE_NAME} alt={t('company.share.alt', { name })} label="company.share.download" />
              )}
              <Stack gap="2" minW="0">
                <Heading as="h2" size="md">
                  {name}
                </Heading>
                <Text color="fg.muted">{t('company.share.hint')}</Text>
              </Stack>
            </Flex>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

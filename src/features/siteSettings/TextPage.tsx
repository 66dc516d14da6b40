/**
 * 文案设置 / Fixed texts: 参展须知, 观众须知, 注册协议, 隐私政策 and 展商手册说明 of the current
 * exhibition, each a rich text in Chinese and English. The text being edited is in the URL
 * (`?key=`); each tab says whether its text is still empty or lacks its English version, and the
 * form says when it was last changed.
 */
import { Badge, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ExhibitionText, ExhibitionTextListResult } from '@gen/api/model';
import { ExhibitionTextUpdateBody } from '@gen/zod/site-settings/site-settings';
import { formatDate, FormPage, FormSection, PageHeader, RichTextField, ScopeNotice, useEntityForm, useScopeId } from '@/components/kit';
import { TEXT_KEYS, type TextKey } from './routes';
import { saveText, textsQuery } from './texts';

const route = getRouteApi('/host/index/common/common-text');

const B = ExhibitionTextUpdateBody.shape;
const schema = z.object({ contentZh: B.contentZh, contentEn: B.contentEn });

/** Rich text with nothing a reader would see (`<p></p>`, `<p><br></p>`). */
const isBlank = (html: string | undefined) => !html || html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';

export function TextPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.common.common-text" scope="exhibition" />;
  return <Texts exhibitionId={exhibitionId} />;
}

function Texts({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const { key } = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(textsQuery(exhibitionId));
  const byKey = (k: TextKey) => query.data?.data.find((x) => x.key === k);
  return (
    <Stack gap="4" minW="0">
      <PageHeader title="nav.host.common.common-text" description="siteSettings.text.description" />
      <Tabs.Root value={key} onValueChange={(e) => void navigate({ search: { key: e.value as TextKey } })} variant="enclosed">
        <Tabs.List flexWrap="wrap" aria-label={t('siteSettings.text.choose')}>
          {TEXT_KEYS.map((k) => {
            const text = byKey(k);
            return (
              <Tabs.Trigger key={k} value={k}>
                {t(`siteSettings.text.keys.${k}`)}
                {text && isBlank(text.contentZh) && <Badge size="sm" colorPalette="orange">{t('siteSettings.text.neverSaved')}</Badge>}
                {text && !isBlank(text.contentZh) && isBlank(text.contentEn) && <Badge size="sm" colorPalette="gray">{t('siteSettings.text.noEnglish')}</Badge>}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
      </Tabs.Root>
      <TextForm key={key} textKey={key} exhibitionId={exhibitionId} />
    </Stack>
  );
}

/** One text in both languages; saving stays on the page. */
function TextForm({ textKey, exhibitionId }: { textKey: TextKey; exhibitionId: string }) {
  const { t } = useTranslation();
  const record = useQuery(textsQuery(exhibitionId));
  const current: ExhibitionText | undefined = record.data?.data.find((x) => x.key === textKey);
  const form = useEntityForm({
    schema,
    defaultValues: { contentZh: '', contentEn: '' },
    record,
    toValues: (r: ExhibitionTextListResult) => {
      const text = r.data.find((x) => x.key === textKey);
      return { contentZh: text?.contentZh ?? '', contentEn: text?.contentEn ?? '' };
    },
    save: (values) => saveText({ ...values, exhibitionId, key: textKey }),
    onSaved: () => undefined,
  });
  const name = t(`siteSettings.text.keys.${textKey}`);
  return (
    <FormPage form={form}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold" textStyle="lg">{name}</Text>
        <Text textStyle="sm" color="fg.muted" data-testid="text-updated">
          {current?.updateTime
            ? current.updateUserName
              ? t('siteSettings.text.updatedBy', { time: formatDate(current.updateTime), name: current.updateUserName })
              : t('siteSettings.text.updatedAt', { time: formatDate(current.updateTime) })
            : t('siteSettings.text.neverSaved')}
        </Text>
      </HStack>
      <FormSection>
        <RichTextField control={form.control} name="contentZh" label={`${name} · ${t('siteSettings.text.contentZh')}`} minHeight="14rem" />
        <RichTextField control={form.control} name="contentEn" label={`${name} · ${t('siteSettings.text.contentEn')}`} minHeight="14rem" />
      </FormSection>
    </FormPage>
  );
}

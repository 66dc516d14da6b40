import { Alert, Box, Button, chakra, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../feedback/ErrorPanel';
import { failureMessage } from '../feedback/outcome';
import { PageHeader, type Crumb } from '../layout/PageHeader';
import type { I18nKey } from '../types';
import type { AnySchema, EntityForm } from './useEntityForm';

export interface FormPageProps {
  /** From `useEntityForm(...)`. */
  form: Pick<EntityForm<AnySchema>, 'isEdit' | 'record' | 'saving' | 'serverError' | 'submit' | 'leave' | 'leaveDialog'>;
  /** Page title (i18n key); pick create/edit titles with `form.isEdit`. */
  title?: I18nKey;
  breadcrumbs?: Crumb[];
  description?: I18nKey;
  /** Extra header buttons. */
  actions?: ReactNode;
  /** Submit button text (default 保存). */
  submitLabel?: I18nKey;
  /** Extra buttons beside save/cancel. */
  footer?: ReactNode;
  /** The fields, usually in FormSections. */
  children: ReactNode;
}

function FormSkeleton() {
  return (
    <Stack gap="4">
      {Array.from({ length: 5 }, (_, i) => (
        <Stack key={i} gap="2">
          <Skeleton height="4" width="24" />
          <Skeleton height="10" />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * A create/edit page around a `useEntityForm`: header, the record's loading and error states in
 * edit mode, the server's message above the fields after a failed save, and a save bar (save
 * disabled while saving, cancel back to the list). Leaving with unsaved changes asks first.
 * @example
 * <FormPage form={form} title={form.isEdit ? 'product.edit' : 'product.create'}>
 *   <FormSection title="product.basic" columns={2}>
 *     <TextField control={form.control} name="name" label={t('product.name')} required />
 *   </FormSection>
 * </FormPage>
 */
export function FormPage({ form, title, breadcrumbs, description, actions, submitLabel = 'kit.form.save', footer, children }: FormPageProps) {
  const { t } = useTranslation();
  const alertRef = useRef<HTMLDivElement>(null);
  const { serverError, record, saving } = form;

  // A failed save: bring its message into view (and to screen readers).
  useEffect(() => {
    if (!serverError) return;
    alertRef.current?.focus();
    alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [serverError]);

  let body: ReactNode;
  if (form.isEdit && record?.isPending) {
    body = (
      <Box aria-busy="true" aria-label={t('common.loading')}>
        <FormSkeleton />
      </Box>
    );
  } else if (form.isEdit && record && (record.isError || record.data === undefined)) {
    body = <ErrorPanel title={t('kit.form.loadFailed')} description={failureMessage(record.error)} onRetry={() => void record.refetch()} />;
  } else {
    body = (
      <chakra.form noValidate onSubmit={form.submit} aria-busy={saving}>
        <Stack gap="5">
          {serverError && (
            <Alert.Root status="error" role="alert" ref={alertRef} tabIndex={-1}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('kit.form.saveFailed')}</Alert.Title>
                <Alert.Description>{serverError}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {children}
          <HStack
            gap="3"
            justify={{ base: 'stretch', sm: 'flex-end' }}
            position="sticky"
            bottom="0"
            bg="bg"
            py="3"
            borderTopWidth="1px"
            zIndex="1"
            wrap="wrap"
          >
            {footer}
            <Button variant="outline" onClick={form.leave} disabled={saving} flex={{ base: '1', sm: 'initial' }}>
              {t('kit.form.cancel')}
            </Button>
            <Button type="submit" colorPalette="blue" loading={saving} loadingText={t('kit.form.saving')} disabled={saving} flex={{ base: '1', sm: 'initial' }}>
              {t(submitLabel)}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    );
  }

  return (
    <Stack gap="4" minW="0">
      {title && <PageHeader title={title} breadcrumbs={breadcrumbs} description={description} actions={actions} />}
      {body}
      {form.leaveDialog}
    </Stack>
  );
}

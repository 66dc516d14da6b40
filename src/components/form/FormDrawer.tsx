/**
 * A record added or edited in a side drawer, for the short forms of dictionaries and settings
 * (a region, a country, a banner): the form is checked against its zod schema field by field, a
 * refused save keeps every value with the server's words above the fields, a success says so and
 * closes. Remount it (a new `key`) per opening so the form starts from that record.
 */
import { Alert, Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '@/lib/notify';
import { ensureAccepted, failureMessage } from '../feedback/outcome';
import { schemaResolver } from './schemaResolver';

export interface FormDrawerProps<S extends z.ZodType<any, FieldValues>> {
  open: boolean;
  /** Translated title ("添加城市", "编辑国家"). */
  title: string;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Sends the checked values; a refusal (`{ status: 400, errors }`, `data: false`) keeps the drawer open. */
  save: (values: z.output<S>) => Promise<unknown>;
  onClose: () => void;
  /** After a successful save (refresh the list here); the drawer closes itself by calling onClose. */
  onSaved: () => void | Promise<unknown>;
  /** The fields; `form` for what a field does to another (an upload filling in the file's name). */
  children: (form: { control: Control<z.input<S>, unknown, z.output<S>>; form: UseFormReturn<z.input<S>, unknown, z.output<S>> }) => ReactNode;
}

/**
 * @example
 * <FormDrawer key={n} open title={t('settings.geo.addCountry')} schema={schema} defaultValues={{ name: '' }}
 *   save={(v) => countryCreate(v)} onClose={close} onSaved={refresh}>
 *   {({ control }) => <TextField control={control} name="name" label={t('settings.geo.name')} required />}
 * </FormDrawer>
 */
export function FormDrawer<S extends z.ZodType<any, FieldValues>>({ open, title, schema, defaultValues, save, onClose, onSaved, children }: FormDrawerProps<S>) {
  const { t } = useTranslation();
  const formId = useId();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: schemaResolver(schema), defaultValues, mode: 'onTouched' });
  const mutation = useMutation({
    mutationFn: async (values: z.output<S>) => ensureAccepted(await save(values)),
    onMutate: () => setServerError(undefined),
    onSuccess: async () => {
      notify.success(t('kit.form.saved'));
      await onSaved();
      onClose();
    },
    onError: (error) => setServerError(failureMessage(error) ?? t('kit.form.saveFailed')),
  });
  const saving = mutation.isPending;
  return (
    // A click or focus outside does not close it (what was typed stays; Cancel, × and Escape close):
    // it may be opened from a row's menu, which hands the focus back to its button as it closes.
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && !saving && onClose()} closeOnInteractOutside={false} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <form id={formId} noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
                <Stack gap="4">
                  {serverError && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{t('kit.form.saveFailed')}</Alert.Title>
                        <Alert.Description>{serverError}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  {children({ control: form.control, form })}
                </Stack>
              </form>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={onClose} disabled={saving}>
                {t('kit.form.cancel')}
              </Button>
              <Button type="submit" form={formId} colorPalette="blue" loading={saving} loadingText={t('kit.form.saving')}>
                {t('kit.form.save')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('kit.detail.close')} disabled={saving} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Adding or editing a staff member (POST / PUT /api/staff) in a side drawer. */
import { Alert, Button, CloseButton, Drawer, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { staffCreate, staffUpdate } from '@gen/api/company/company';
import { StaffGender, type Staff } from '@gen/api/model';
import { StaffCreateBody } from '@gen/zod/company/company';
import { ensureAccepted, failureMessage, SelectField, SwitchField, TextField } from '@/components/kit';
import { blankable, compact } from '@/components/form/accountFields';
import { notify } from '@/lib/notify';

const body = StaffCreateBody.shape;
const staffSchema = z.object({
  name: body.name,
  nameEn: blankable(body.nameEn),
  gender: z.enum(['0', '1', '2']).transform((v) => Number(v) as StaffGender),
  department: blankable(body.department),
  position: blankable(body.position),
  phone: blankable(body.phone),
  email: blankable(body.email),
  isDefault: z.boolean(),
  isEnable: z.boolean(),
});
type StaffValues = z.input<typeof staffSchema>;
type StaffOutput = z.output<typeof staffSchema>;

function toStaffValues(staff: Staff | undefined): StaffValues {
  return {
    name: staff?.name ?? '',
    nameEn: staff?.nameEn ?? '',
    gender: String(staff?.gender ?? StaffGender.Unknown) as StaffValues['gender'],
    department: staff?.department ?? '',
    position: staff?.position ?? '',
    phone: staff?.phone ?? '',
    email: staff?.email ?? '',
    isDefault: staff?.isDefault ?? false,
    isEnable: staff?.isEnable ?? true,
  };
}

function StaffForm({ formId, compId, staff, onSaved, onSaving }: {
  formId: string; compId: string; staff?: Staff; onSaved: () => void; onSaving: (saving: boolean) => void;
}) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<StaffValues, unknown, StaffOutput>({ resolver: zodResolver(staffSchema), defaultValues: toStaffValues(staff), mode: 'onTouched' });
  const save = useMutation({
    mutationFn: async (values: StaffOutput) => {
      const input = { ...compact(values), isDefault: values.isDefault, isEnable: values.isEnable, gender: values.gender, compId };
      return ensureAccepted(staff ? await staffUpdate({ ...input, id: staff.id }) : await staffCreate(input));
    },
    onMutate: () => {
      setServerError(undefined);
      onSaving(true);
    },
    onSettled: () => onSaving(false),
    onSuccess: () => {
      notify.success(t('kit.form.saved'));
      onSaved();
    },
    // The drawer stays open with every value as typed, and the server's words above the fields.
    onError: (error) => setServerError(failureMessage(error) ?? t('kit.form.saveFailed')),
  });
  const { control } = form;
  const genders = [
    { value: '0', label: t('company.staff.genders.0') },
    { value: '1', label: t('company.staff.genders.1') },
    { value: '2', label: t('company.staff.genders.2') },
  ];
  return (
    <form id={formId} noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
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
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField control={control} name="name" label={t('company.staff.name')} required />
          <TextField control={control} name="nameEn" label={t('company.staff.nameEn')} />
          <SelectField control={control} name="gender" label={t('company.staff.gender')} options={genders} placeholder={t('kit.form.choose')} />
          <TextField control={control} name="department" label={t('company.staff.department')} />
          <TextField control={control} name="position" label={t('company.staff.position')} />
          <TextField control={control} name="phone" type="tel" label={t('company.staff.phone')} />
          <TextField control={control} name="email" type="email" label={t('company.staff.email')} />
        </SimpleGrid>
        <SwitchField control={control} name="isDefault" label={t('company.staff.setDefault')} helper={t('company.staff.defaultHint')} />
        <SwitchField control={control} name="isEnable" label={t('company.staff.enabled')} />
      </Stack>
    </form>
  );
}

/**
 * The drawer around the staff form: `staff` to edit, undefined to add. Remount it (a new `key`)
 * for each opening so the form starts from that record.
 */
export function StaffDrawer({ open, compId, staff, onClose, onSaved }: {
  open: boolean; compId: string; staff?: Staff; onClose: () => void; onSaved: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [saving, setSaving] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && !saving && onClose()} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t(staff ? 'company.staff.edit' : 'company.staff.add')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <StaffForm formId={formId} compId={compId} staff={staff} onSaved={onSaved} onSaving={setSaving} />
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

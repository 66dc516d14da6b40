import { Stack } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import type { Exhibition } from '@gen/api/model';
import { ExhibitionCreateBody } from '@gen/zod/host-exhibition/host-exhibition';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  blank, columnsOf, DateField, endNotBeforeStart, FormSection, FullRow, NumberField, ResourceFormPage, ResourceListPage, SelectField,
  SwitchField, TextField, UploadField, type FilterOption,
} from '@/components/kit';
import { ExhibitionHalls } from './ExhibitionHalls';
import { exhibition, exhibitionStatus } from './resources';

const c = columnsOf<Exhibition>();
const columns = [
  c.image('logo', 'kit.column.image'),
  c.text('name', 'host.ex.name', { sortable: true, minWidth: '14rem' }),
  c.text('city', 'host.ex.city'),
  c.date('startTime', 'host.ex.startTime', { sortable: true, pattern: 'YYYY-MM-DD' }),
  c.date('endTime', 'host.ex.endTime', { pattern: 'YYYY-MM-DD' }),
  c.text('hallCount', 'host.ex.hallCount', { minWidth: '5rem' }),
  c.status('status', 'host.ex.status', exhibitionStatus),
];

const STATUS_FILTER: FilterOption<0 | 1 | 2>[] = [0, 1, 2].map((value) => ({ value: value as 0 | 1 | 2, label: exhibitionStatus[value]!.label }));

/** 展会列表 / Exhibitions: search, status filter, edit and delete. */
export function ExhibitionListPage() {
  return (
    <ResourceListPage resource={exhibition} columns={columns} searchPlaceholder="host.ex.search" filters={[{ name: 'status', label: 'host.ex.status', options: STATUS_FILTER }]} />
  );
}

const B = ExhibitionCreateBody.shape;
const schema = endNotBeforeStart(
  ExhibitionCreateBody.omit({ status: true }).extend({
    startTime: blank(B.startTime),
    endTime: blank(B.endTime),
    logo: blank(B.logo),
    banner: blank(B.banner),
    status: z.string().transform(Number).pipe(B.status.unwrap()),
  }),
  'startTime',
  'endTime',
  'kit.validation.endBeforeStart',
);

const defaults = { name: '', nameEn: '', shortName: '', startTime: '', endTime: '', address: '', city: '', hallCount: 0, logo: '', banner: '', status: '0', isDefault: false, showIndex: 0 };

/** 新增展会 / 编辑展会; the edit page also keeps the exhibition's halls and shows its phases. */
export function ExhibitionFormPage() {
  const { t } = useTranslation();
  const { id } = useSearch({ strict: false }) as { id?: string };
  const statusOptions = ['0', '1', '2'].map((value) => ({ value, label: t(exhibitionStatus[value]!.label) }));
  return (
    <Stack gap="6">
      <ResourceFormPage
        resource={exhibition}
        schema={schema}
        defaultValues={defaults}
        toValues={(record: { data: Exhibition }) => ({
          ...defaults,
          ...Object.fromEntries(Object.entries(record.data).filter(([key, value]) => key in defaults && value !== null && value !== undefined)),
          status: String(record.data.status ?? 0),
        })}
        description={(isEdit) => (isEdit ? undefined : 'host.ex.afterCreate')}
      >
        {({ control }) => (
          <>
            <FormSection title="host.ex.basic" columns={2}>
              <TextField control={control} name="name" label={t('host.ex.name')} required />
              <TextField control={control} name="nameEn" label={t('host.ex.nameEn')} />
              <TextField control={control} name="shortName" label={t('host.ex.shortName')} />
              <SelectField control={control} name="status" label={t('host.ex.status')} options={statusOptions} />
              <DateField control={control} name="startTime" mode="datetime" label={t('host.ex.startTime')} required />
              <DateField control={control} name="endTime" mode="datetime" label={t('host.ex.endTime')} required />
              <TextField control={control} name="city" label={t('host.ex.city')} />
              <TextField control={control} name="address" label={t('host.ex.address')} />
              <NumberField control={control} name="hallCount" label={t('host.ex.hallCount')} />
              <NumberField control={control} name="showIndex" label={t('kit.column.sort')} />
              <SwitchField control={control} name="isDefault" label={t('host.ex.isDefault')} helper={t('host.ex.isDefaultHelper')} />
            </FormSection>
            <FormSection title="host.ex.media" columns={2}>
              <FullRow>
                <UploadField control={control} name="logo" kind="image" label={t('host.ex.logo')} />
              </FullRow>
              <FullRow>
                <UploadField control={control} name="banner" kind="image" label={t('host.ex.banner')} />
              </FullRow>
            </FormSection>
          </>
        )}
      </ResourceFormPage>
      {id && <ExhibitionHalls exhibitionId={id} />}
    </Stack>
  );
}

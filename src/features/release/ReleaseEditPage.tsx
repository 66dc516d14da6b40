/**
 * release-new: one form to publish a release or (`?id=`) edit it (POST/PUT /api/release): title,
 * kind (supply 招商 / demand 采购 / news), the exhibition's release type (releaseType
 * GetByExhibition), rich-text content, images, contact and visibility.
 */
import { Alert } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { releaseCreate, releaseUpdate, useReleaseGet, useReleaseTypeGetByExhibition } from '@gen/api/release/release';
import type { Release, ReleaseKind } from '@gen/api/model';
import { ReleaseCreateBody } from '@gen/zod/release/release';
import {
  FormPage, FormSection, FullRow, ImageListField, QuerySelectField, RichTextField, SelectField, SwitchField, TextField, useEntityForm,
  useExhibitorLang,
} from '@/components/kit';
import { useSession } from '@/lib/session/store';
import { routeById } from '@/features/materials/search';

const route = routeById('/exhibition{-$lang}/index/release-new');

const KINDS = ['1', '2', '0'] as const;

/** The form: the contract's release body, with the kind and release type as the selects hold them. */
const releaseSchema = ReleaseCreateBody.pick({ title: true, content: true, images: true, contactName: true, contactPhone: true, isShow: true }).extend({
  type: z.enum(KINDS),
  /** '' for none. */
  releaseTypeId: z.string(),
});
type ReleaseValues = z.input<typeof releaseSchema>;

const toValues = ({ data }: { data: Release }): ReleaseValues => ({
  title: data.title,
  type: String(data.type) as ReleaseValues['type'],
  releaseTypeId: data.releaseTypeId ?? '',
  content: data.content ?? '',
  images: data.images ?? '',
  contactName: data.contactName ?? '',
  contactPhone: data.contactPhone ?? '',
  isShow: data.isShow,
});

export function ReleaseEditPage() {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  const { id } = route.useSearch();
  const compId = useSession((s) => s.company?.id ?? '');
  const join = useSession((s) => s.join);
  const record = useReleaseGet({ id: id ?? '' }, { query: { enabled: Boolean(id) } });
  // A release stays in its exhibition; a new one goes to the current join's.
  const exhibitionId = (id ? record.data?.data.exhibitionId : undefined) ?? join?.exhibitionId ?? '';
  const types = useReleaseTypeGetByExhibition({ exhibitionId }, { query: { enabled: Boolean(exhibitionId) } });

  const form = useEntityForm({
    schema: releaseSchema,
    defaultValues: { title: '', type: '1', releaseTypeId: '', content: '', images: '', contactName: '', contactPhone: '', isShow: true },
    record: id ? record : undefined,
    toValues,
    save: (v) => {
      const body = {
        ...v,
        type: Number(v.type) as ReleaseKind,
        releaseTypeId: v.releaseTypeId || undefined,
        compId,
        exhibitionId,
        joinId: (id ? record.data?.data.joinId : join?.id) || undefined,
      };
      return id ? releaseUpdate({ ...body, id }) : releaseCreate(body);
    },
    backTo: { to: '/exhibition{-$lang}/index/release' },
  });

  // Choosing a release type sets the kind it belongs to.
  const releaseTypeId = useWatch({ control: form.control, name: 'releaseTypeId' });
  const chosenKind = types.data?.data.find((type) => type.id === releaseTypeId)?.type;
  const { setValue, getValues } = form;
  useEffect(() => {
    if (chosenKind !== undefined && getValues('type') !== String(chosenKind)) setValue('type', String(chosenKind) as ReleaseValues['type'], { shouldDirty: true });
  }, [chosenKind, getValues, setValue]);

  const title = form.isEdit ? 'release.edit.editTitle' : 'release.edit.title';
  return (
    <FormPage
      form={form}
      title={title}
      description="release.edit.auditHint"
      breadcrumbs={[{ label: 'nav.exhibitor.release', target: { to: '/exhibition{-$lang}/index/release' } }, { label: title }]}
      submitLabel={form.isEdit ? 'kit.form.save' : 'release.edit.submit'}
    >
      {!form.isEdit && !exhibitionId && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('release.needJoin')}</Alert.Description>
        </Alert.Root>
      )}
      <FormSection title="release.edit.basic" columns={2}>
        <FullRow>
          <TextField control={form.control} name="title" label={t('release.fields.title')} placeholder={t('release.fields.titlePlaceholder')} required />
        </FullRow>
        <QuerySelectField
          control={form.control}
          name="releaseTypeId"
          label={t('release.fields.releaseType')}
          query={types}
          options={({ data }) =>
            data
              .filter((type) => type.isShow || type.id === releaseTypeId)
              .map((type) => ({ value: type.id, label: lang === 'En' && type.nameEn ? type.nameEn : type.name }))
          }
        />
        <SelectField
          control={form.control}
          name="type"
          label={t('release.fields.kind')}
          required
          placeholder={t('kit.form.choose')}
          options={KINDS.map((kind) => ({ value: kind, label: t(`release.kind.${kind}`) }))}
        />
        <SwitchField control={form.control} name="isShow" label={t('release.fields.isShow')} />
      </FormSection>
      <FormSection title="release.edit.detail">
        <RichTextField control={form.control} name="content" label={t('release.fields.content')} />
        <ImageListField control={form.control} name="images" label={t('release.fields.images')} max={9} />
      </FormSection>
      <FormSection title="release.edit.contact" columns={2}>
        <TextField control={form.control} name="contactName" label={t('release.fields.contactName')} />
        <TextField control={form.control} name="contactPhone" label={t('release.fields.contactPhone')} type="tel" />
      </FormSection>
    </FormPage>
  );
}

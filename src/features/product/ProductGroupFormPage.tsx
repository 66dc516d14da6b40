/**
 * 新建产品分组 / 编辑产品分组 (/exhibition{-$lang}/index/proGroup/productadd, …/productedit?id=): one
 * form for both. Editing keeps the group's products (they are managed on the group's product page).
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ProductGroup } from '@gen/api/model';
import { productGroupCreate, productGroupUpdate, useProductGroupGet } from '@gen/api/product/product';
import { ProductGroupCreateBody, productGroupCreateBodyNameMax } from '@gen/zod/product/product';
import { FormPage, FormSection, FullRow, PageHeader, SwitchField, TextareaField, TextField, UploadField, useEntityForm } from '@/components/kit';
import { useSession } from '@/lib/session/store';
import { useExhibitorLang } from '@/components/navigation/useAreaPath';

const editRoute = getRouteApi('/exhibition{-$lang}/index/proGroup/productedit');

const schema = ProductGroupCreateBody.pick({ nameEn: true, description: true, isShow: true }).extend({
  name: z.string().trim().min(1).max(productGroupCreateBodyNameMax),
  cover: z.preprocess((v) => (v === '' || v === null ? undefined : v), ProductGroupCreateBody.shape.cover),
});
type Values = z.input<typeof schema>;

const blank: Values = { name: '', nameEn: '', cover: '', description: '', isShow: true };
const toValues = ({ data: g }: { data: ProductGroup }): Values => ({
  name: g.name, nameEn: g.nameEn ?? '', cover: g.cover ?? '', description: g.description ?? '', isShow: g.isShow,
});

function GroupForm({ id }: { id?: string }) {
  const { t } = useTranslation();
  const compId = useSession((s) => s.company?.id ?? '');
  const record = useProductGroupGet({ id: id ?? '' }, { query: { enabled: Boolean(id) } });
  const form = useEntityForm({
    schema,
    defaultValues: blank,
    record: id ? record : undefined,
    toValues,
    backTo: { to: '/exhibition{-$lang}/index/proGroup/productlist' },
    save: (v) => {
      const before = record.data?.data;
      return id
        ? productGroupUpdate({ ...v, id, compId: before?.compId || compId, showIndex: before?.showIndex, productIds: before?.productIds })
        : productGroupCreate({ ...v, compId });
    },
  });
  return (
    <FormPage form={form} title={form.isEdit ? 'nav.exhibitor.proGroup.productedit' : 'nav.exhibitor.proGroup.productadd'}>
      <FormSection columns={2}>
        <TextField control={form.control} name="name" label={t('product.group.fields.name')} required />
        <TextField control={form.control} name="nameEn" label={t('product.group.fields.nameEn')} />
        <FullRow>
          <UploadField control={form.control} name="cover" kind="image" label={t('product.group.fields.cover')} />
        </FullRow>
        <FullRow>
          <TextareaField control={form.control} name="description" label={t('product.group.fields.description')} rows={3} />
        </FullRow>
        <SwitchField control={form.control} name="isShow" label={t('product.group.fields.isShow')} />
      </FormSection>
    </FormPage>
  );
}

/** 新建产品分组 / Add product group. */
export function ProductGroupCreatePage() {
  return <GroupForm />;
}

/** 编辑产品分组 / Edit product group (?id=). */
export function ProductGroupEditPage() {
  const { t } = useTranslation();
  const { id } = editRoute.useSearch();
  const lang = useExhibitorLang();
  const navigate = useNavigate();
  if (id) return <GroupForm key={id} id={id} />;
  return (
    <Stack gap="4">
      <PageHeader title="nav.exhibitor.proGroup.productedit" />
      <Text color="fg.muted">{t('product.group.products.missingGroup')}</Text>
      <div>
        <Button variant="outline" onClick={() => void navigate({ to: '/exhibition{-$lang}/index/proGroup/productlist', params: { lang } })}>
          {t('product.group.products.backToGroups')}
        </Button>
      </div>
    </Stack>
  );
}

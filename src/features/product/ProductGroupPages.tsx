/**
 * 产品分组 / Product groups (/exhibition{-$lang}/index/proGroup/productlist, productadd, productedit?id=):
 * the company's groups with their product counts, one form for add and edit. A group's products
 * are managed on its own page (GroupProductsPage).
 */
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ProductGroup } from '@gen/api/model';
import { ProductGroupCreateBody, productGroupCreateBodyNameMax } from '@gen/zod/product/product';
import {
  blank, columnsOf, FormSection, FullRow, ResourceFormPage, ResourceListPage, showStatus, SwitchField, TextareaField, TextField, TwoLines, UploadField,
  type RouteId, type RowAction,
} from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { productGroup } from './resources';

function GroupName({ group }: { group: ProductGroup }) {
  const localName = useLocalName();
  return <TwoLines main={localName(group)} sub={group.description} subLines={1} />;
}

const c = columnsOf<ProductGroup>();
const columns = [
  c.image('cover', 'kit.column.image'),
  c.custom('name', 'product.group.fields.name', (g) => <GroupName group={g} />, { sortable: 'name', minWidth: '12rem' }),
  c.text('productCount', 'product.group.fields.productCount', { format: (v) => v ?? 0 }),
  c.status('isShow', 'kit.column.status', showStatus),
  c.date('createTime', 'kit.column.createTime', { sortable: true }),
];

/** 管理产品: the group's product page. */
const rowActions: RowAction<ProductGroup>[] = [
  { label: 'product.group.list.products', to: (g) => ({ to: '/exhibition{-$lang}/index/proGroup/productproList' satisfies RouteId, search: { groupId: g.id } }) },
];

/** 产品分组 / Product groups: add, edit, manage the group's products, delete. */
export function ProductGroupListPage() {
  return <ResourceListPage resource={productGroup} columns={columns} rowActions={rowActions} searchPlaceholder="product.group.list.searchPlaceholder" />;
}

const schema = ProductGroupCreateBody.pick({ nameEn: true, description: true, isShow: true }).extend({
  name: z.string().trim().min(1).max(productGroupCreateBodyNameMax),
  cover: blank(ProductGroupCreateBody.shape.cover),
});

const defaults = { name: '', nameEn: '', cover: '', description: '', isShow: true };

/** 新建产品分组 / 编辑产品分组: one form for both pages. */
export function ProductGroupFormPage() {
  const { t } = useTranslation();
  return (
    <ResourceFormPage resource={productGroup} schema={schema} defaultValues={defaults}>
      {({ control }) => (
        <FormSection columns={2}>
          <TextField control={control} name="name" label={t('product.group.fields.name')} required />
          <TextField control={control} name="nameEn" label={t('product.group.fields.nameEn')} />
          <FullRow>
            <UploadField control={control} name="cover" kind="image" label={t('product.group.fields.cover')} />
          </FullRow>
          <FullRow>
            <TextareaField control={control} name="description" label={t('product.group.fields.description')} rows={3} />
          </FullRow>
          <SwitchField control={control} name="isShow" label={t('product.group.fields.isShow')} />
        </FormSection>
      )}
    </ResourceFormPage>
  );
}

/**
 * The organiser's product pages: 产品管理 (pro/pro-home: every exhibitor's products of the
 * current exhibition, by category) and 展品列表 (ex/proList: the same by exhibitor, with products
 * added on an exhibitor's behalf); the product form of the exhibitors, with the exhibitor chosen first.
 */
import { Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Product } from '@gen/api/model';
import {
  columnsOf, DataFilterSelect, ExhibitorFilter, QuerySelectField, ResourceFormPage, ResourceListPage, SHOW_FILTER, useExhibitionExhibitors, type FilterOption,
  type I18nKey, type ListSearchState,
} from '@/components/kit';
import { formatList, i18n } from '@/lib/i18n';
import { ProductFields, productDefaults, productSchema, productToValues } from './ProductFormPage';
import { ProductName } from './ProductListPage';
import { exhibitorProduct, hostProduct } from './resources';
import { flattenTree, parseRefs, PriceText, useCategoryTree } from './shared';

type HostProductSearch = z.output<typeof hostProduct.search>;

const c = columnsOf<Product>();
const columns = [
  c.image('banner', 'kit.column.image'),
  c.custom('name', 'product.fields.name', (p) => <ProductName product={p} />, { sortable: 'name', minWidth: '12rem' }),
  c.text('compName', 'host.products.exhibitor', { minWidth: '12rem' }),
  c.custom('category', 'product.fields.category', (p) => (
    <Text lineClamp={2}>{formatList(parseRefs(p.category).map((r) => r.name))}</Text>
  ), { minWidth: '10rem' }),
  c.text('price', 'product.fields.price', { sortable: true, format: (v) => <PriceText value={v} /> }),
  c.text('viewCount', 'host.products.views', { align: 'end', sortable: true }),
  c.showSwitch(hostProduct.setShow!),
  c.topicSwitch(hostProduct.setTopic!),
  c.date('createTime', 'product.fields.createTime', { sortable: true }),
];

const TOPIC_FILTER: FilterOption<0 | 1>[] = [
  { value: 1, label: 'kit.status.featured' },
  { value: 0, label: 'kit.status.normal' },
];
const filters = [
  { name: 'isShow' as const, label: 'kit.column.show' as const, options: SHOW_FILTER },
  { name: 'topic' as const, label: 'kit.column.topic' as const, options: TOPIC_FILTER },
];

function CategoryFilter({ list }: { list: ListSearchState<HostProductSearch> }) {
  const categories = useCategoryTree();
  const options = flattenTree(categories.nodes).map(({ node, depth }) => ({ value: node.id, label: node.label, depth }));
  return <DataFilterSelect list={list} name="categoryId" label="product.fields.category" options={options} />;
}

const categoryFilter = (list: ListSearchState<HostProductSearch>) => <CategoryFilter list={list} />;
const exhibitorAndCategoryFilters = (list: ListSearchState<HostProductSearch>) => (
  <>
    <ExhibitorFilter list={list} label="host.products.exhibitor" />
    <CategoryFilter list={list} />
  </>
);

/** 产品管理: the exhibition's products by category. */
export function HostProductListPage() {
  return <Products resource={hostProduct} moreFilters={categoryFilter} description="host.products.description" />;
}

/** 展品列表: the exhibition's products by exhibitor; a product is added on an exhibitor's behalf. */
export function ExhibitorProductListPage() {
  return <Products resource={exhibitorProduct} moreFilters={exhibitorAndCategoryFilters} description="host.products.byExhibitorDescription" />;
}

function Products({ resource, moreFilters, description }: {
  resource: typeof hostProduct | typeof exhibitorProduct;
  moreFilters: (list: ListSearchState<HostProductSearch>) => ReactNode;
  description: I18nKey;
}) {
  return (
    <ResourceListPage
      resource={resource}
      columns={columns}
      filters={filters}
      moreFilters={moreFilters}
      searchPlaceholder="host.products.search"
      description={description}
    />
  );
}

/** The product form with whose product it is: chosen for a new one, fixed afterwards. */
const schema = productSchema.superRefine((v, ctx) => {
  if (v.joinId === '') ctx.addIssue({ code: 'custom', path: ['joinId'], message: i18n.t('validation.required') });
});

function HostProductForm({ resource }: { resource: typeof hostProduct | typeof exhibitorProduct }) {
  const { t } = useTranslation();
  const exhibitors = useExhibitionExhibitors();
  return (
    <ResourceFormPage
      resource={resource}
      schema={schema}
      defaultValues={{ ...productDefaults, joinId: '' }}
      toValues={(record: { data: Product }) => ({ ...productToValues(record), joinId: record.data.joinId ?? '' })}
      description={(isEdit) => (isEdit ? undefined : 'host.products.addDescription')}
    >
      {(form, record) => <Fields form={form} record={record?.data} exhibitors={exhibitors} label={t('host.products.exhibitor')} />}
    </ResourceFormPage>
  );
}

function Fields({ form, record, exhibitors, label }: {
  form: Parameters<typeof ProductFields>[0]['form'];
  record: Product | undefined;
  exhibitors: ReturnType<typeof useExhibitionExhibitors>;
  label: string;
}) {
  const joinId = useWatch({ control: form.control, name: 'joinId' });
  const compId = record?.compId ?? exhibitors.data?.data.items.find((j) => j.id === joinId)?.compId ?? '';
  return (
    <ProductFields
      form={form}
      compId={compId}
      extra={
        <QuerySelectField
          control={form.control}
          name="joinId"
          label={label}
          query={exhibitors}
          options={(r) => r.data.items.map((j) => ({ value: j.id, label: j.companyName }))}
          required
          disabled={record !== undefined}
        />
      }
    />
  );
}

export function HostProductFormPage() {
  return <HostProductForm resource={hostProduct} />;
}

export function ExhibitorProductFormPage() {
  return <HostProductForm resource={exhibitorProduct} />;
}

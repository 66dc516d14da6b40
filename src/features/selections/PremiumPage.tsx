/**
 * 臻品汇 / The exhibition's products as the organiser picks the premium ones for the show's site:
 * the selected switch per row (and for the selected rows at once), by exhibit category, sales
 * channel, section office (科室), selected or not and keyword, each opening its detail page.
 */
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Category, Product } from '@gen/api/model';
import { columnsOf, DataFilterSelect, formatYuan, ResourceListPage, type FilterOption, type ListSearchState } from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { categoriesQuery, channelsQuery, premium, refsOf, sectionOfficesQuery } from './selections';
import { formatList } from '@/lib/i18n';

type PremiumSearch = z.output<typeof premium.search>;

function Price({ value }: { value: number | undefined }) {
  const { t, i18n } = useTranslation();
  if (value === undefined || value === null) return <Text as="span" color="fg.muted">{t('selections.product.negotiable')}</Text>;
  return <Text as="span" whiteSpace="nowrap">{formatYuan(value, i18n.language)}</Text>;
}

const c = columnsOf<Product>();
const columns = [
  c.image('banner', 'kit.column.image'),
  c.twoLines(
    'name',
    'selections.product.name',
    (p) => (
      <Link to="/host/index/set/zhenXinDetail" search={{ kind: 'product', id: p.id }}>
        {p.name}
      </Link>
    ),
    (p) => p.compName,
    { minWidth: '14rem' },
  ),
  c.text('model', 'selections.product.model'),
  c.custom('category', 'selections.product.category', (p) => <Text lineClamp={2}>{formatList(refsOf(p.category).map((r) => r.name))}</Text>, { minWidth: '10rem' }),
  c.text('price', 'selections.product.price', { sortable: true, format: (v) => <Price value={v} /> }),
  c.topicSwitch(premium.setTopic!, 'selections.product.selected'),
  c.date('createTime', 'selections.product.createTime', { sortable: true }),
];

const SELECTED_FILTER: FilterOption<0 | 1>[] = [
  { value: 1, label: 'selections.product.isSelected' },
  { value: 0, label: 'selections.product.notSelected' },
];

/** Categories depth first (a child under its parent, indented), in the interface language. */
export function categoryOptions(rows: Category[], localName: (c: Category) => string) {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string, Category[]>();
  for (const r of rows) {
    const parent = ids.has(r.parentId) ? r.parentId : '';
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const walk = (parent: string, depth: number): { value: string; label: string; depth: number }[] =>
    (children.get(parent) ?? [])
      .sort((a, b) => a.showIndex - b.showIndex)
      .flatMap((n) => [{ value: n.id, label: localName(n), depth }, ...walk(n.id, depth + 1)]);
  return walk('', 0);
}

function CategoryFilter({ list }: { list: ListSearchState<PremiumSearch> }) {
  const localName = useLocalName();
  const categories = useQuery(categoriesQuery());
  const options = useMemo(() => categoryOptions(categories.data?.data ?? [], localName), [categories.data, localName]);
  return <DataFilterSelect list={list} name="categoryId" label="selections.product.category" options={options} />;
}

/** The sales channels and section offices (flat reference lists) in the interface language. */
function ReferenceFilters({ list }: { list: ListSearchState<PremiumSearch> }) {
  const localName = useLocalName();
  const channels = useQuery(channelsQuery());
  const offices = useQuery(sectionOfficesQuery());
  const channelOptions = useMemo(() => (channels.data?.data ?? []).map((r) => ({ value: r.id, label: localName(r) })), [channels.data, localName]);
  const officeOptions = useMemo(() => (offices.data?.data ?? []).map((r) => ({ value: r.id, label: localName(r) })), [offices.data, localName]);
  return (
    <>
      <DataFilterSelect list={list} name="channelId" label="selections.product.channel" options={channelOptions} />
      <DataFilterSelect list={list} name="sectionOfficeId" label="selections.product.sectionOffice" options={officeOptions} />
    </>
  );
}

const moreFilters = (list: ListSearchState<PremiumSearch>) => (
  <>
    <CategoryFilter list={list} />
    <ReferenceFilters list={list} />
  </>
);

export function PremiumPage() {
  return (
    <ResourceListPage
      resource={premium}
      columns={columns}
      filters={[{ name: 'topic', label: 'selections.product.selected', options: SELECTED_FILTER }]}
      moreFilters={moreFilters}
      searchPlaceholder="selections.product.search"
      description="selections.product.description"
    />
  );
}

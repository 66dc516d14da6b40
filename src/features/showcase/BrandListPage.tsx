import { brandDelete, brandSetShow, useBrandGetAllByCompId } from '@gen/api/showcase/showcase';
import type { Brand } from '@gen/api/model';
import { columnsOf, ListFilterSelect, ListPage, useExhibitorPath, useListSearch } from '@/components/kit';
import { routeById, useAreaColumns, WithCompany, type AreaPath } from './parts';
import { SHOW_FILTER } from './status';

const route = routeById('/exhibition{-$lang}/index/brand/allbrand');
const c = columnsOf<Brand>();

const brandColumns = (to: AreaPath) => [
  c.image('logo', 'kit.column.image'),
  c.text('name', 'showcase.brand.name', { sortable: true }),
  c.text('nameEn', 'showcase.common.nameEn'),
  c.text('slogan', 'showcase.brand.slogan'),
  c.text('showIndex', 'kit.column.sort', { sortable: true, minWidth: '5rem' }),
  c.showSwitch((b, isShow) => brandSetShow({ id: b.id, isShow })),
  c.date('createTime', 'kit.column.createTime', { sortable: true }),
  c.actions({ edit: (b) => to(`/index/brand/editbrand?id=${b.id}`), onDelete: (b) => brandDelete({ id: b.id }), nameOf: (b) => b.name }),
];

function BrandList({ compId }: { compId: string }) {
  const to = useExhibitorPath();
  const list = useListSearch(route);
  const query = useBrandGetAllByCompId({ ...list.request, compId }, list.queryOptions);
  const columns = useAreaColumns(brandColumns);
  return (
    <ListPage
      title="nav.exhibitor.brand.allbrand"
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="showcase.brand.search"
      create={to('/index/brand/addbrand')}
      createLabel="nav.exhibitor.brand.addbrand"
      filters={<ListFilterSelect list={list} name="isShow" label="kit.column.show" options={SHOW_FILTER} />}
      onDeleteMany={(rows) => Promise.all(rows.map((b) => brandDelete({ id: b.id })))}
    />
  );
}

/** The company's brands: search, shown filter, show switch, edit and delete (one by one or selected). */
export function BrandListPage() {
  return <WithCompany title="nav.exhibitor.brand.allbrand">{(compId) => <BrandList compId={compId} />}</WithCompany>;
}

import { cooperationDelete, cooperationSetShow, useCooperationGetAllByCompId } from '@gen/api/showcase/showcase';
import type { Cooperation } from '@gen/api/model';
import { columnsOf, ListFilterSelect, ListPage, useExhibitorPath, useListSearch } from '@/components/kit';
import { routeById, useAreaColumns, WithCompany, type AreaPath } from './parts';
import { SHOW_FILTER } from './status';

const route = routeById('/exhibition{-$lang}/index/partner/allPartner');
const c = columnsOf<Cooperation>();

const partnerColumns = (to: AreaPath) => [
  c.image('logo', 'kit.column.image'),
  c.text('name', 'showcase.partner.name', { sortable: true }),
  c.text('nameEn', 'showcase.common.nameEn'),
  c.text('website', 'showcase.partner.website'),
  c.text('showIndex', 'kit.column.sort', { sortable: true, minWidth: '5rem' }),
  c.showSwitch((p, isShow) => cooperationSetShow({ id: p.id, isShow })),
  c.date('createTime', 'kit.column.createTime', { sortable: true }),
  c.actions({ edit: (p) => to(`/index/partner/editPartner?id=${p.id}`), onDelete: (p) => cooperationDelete({ id: p.id }), nameOf: (p) => p.name }),
];

function PartnerList({ compId }: { compId: string }) {
  const to = useExhibitorPath();
  const list = useListSearch(route);
  const query = useCooperationGetAllByCompId({ ...list.request, compId }, list.queryOptions);
  const columns = useAreaColumns(partnerColumns);
  return (
    <ListPage
      title="nav.exhibitor.partner.allPartner"
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="showcase.partner.search"
      create={to('/index/partner/addPartner')}
      createLabel="nav.exhibitor.partner.addPartner"
      filters={<ListFilterSelect list={list} name="isShow" label="kit.column.show" options={SHOW_FILTER} />}
      onDeleteMany={(rows) => Promise.all(rows.map((p) => cooperationDelete({ id: p.id })))}
    />
  );
}

/** The company's partners (cooperation): search, shown filter, show switch, edit and delete. */
export function PartnerListPage() {
  return <WithCompany title="nav.exhibitor.partner.allPartner">{(compId) => <PartnerList compId={compId} />}</WithCompany>;
}

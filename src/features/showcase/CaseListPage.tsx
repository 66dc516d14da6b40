import { exampleDelete, useExampleGetAllByCompId } from '@gen/api/showcase/showcase';
import type { Example } from '@gen/api/model';
import { columnsOf, ListPage, useExhibitorPath, useListSearch } from '@/components/kit';
import { routeById, useAreaColumns, WithCompany, type AreaPath } from './parts';

const route = routeById('/exhibition{-$lang}/index/case/all');
const c = columnsOf<Example>();

const caseColumns = (to: AreaPath) => [
  c.image('cover', 'kit.column.image'),
  c.text('title', 'showcase.case.title', { sortable: true }),
  c.text('titleEn', 'showcase.case.titleEn'),
  c.text('customerName', 'showcase.case.customerName'),
  c.text('industryName', 'showcase.case.industryName'),
  c.date('completeDate', 'showcase.case.completeDate', { sortable: true, pattern: 'YYYY-MM-DD' }),
  c.text('showIndex', 'kit.column.sort', { sortable: true, minWidth: '5rem' }),
  c.date('createTime', 'kit.column.createTime', { sortable: true }),
  c.actions({ edit: (e) => to(`/index/case/edit?id=${e.id}`), onDelete: (e) => exampleDelete({ id: e.id }), nameOf: (e) => e.title }),
];

function CaseList({ compId }: { compId: string }) {
  const to = useExhibitorPath();
  const list = useListSearch(route);
  const query = useExampleGetAllByCompId({ ...list.request, compId }, list.queryOptions);
  const columns = useAreaColumns(caseColumns);
  return (
    <ListPage
      title="nav.exhibitor.case.all"
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="showcase.case.search"
      create={to('/index/case/add')}
      createLabel="nav.exhibitor.case.add"
      onDeleteMany={(rows) => Promise.all(rows.map((e) => exampleDelete({ id: e.id })))}
    />
  );
}

/** The company's customer cases (examples): search, edit and delete. Cases have no show switch. */
export function CaseListPage() {
  return <WithCompany title="nav.exhibitor.case.all">{(compId) => <CaseList compId={compId} />}</WithCompany>;
}

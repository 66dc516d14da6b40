import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { certificateDelete, certificateSetShow, useCertificateGetAllByCompId } from '@gen/api/showcase/showcase';
import type { Certificate } from '@gen/api/model';
import { columnsOf, formatDate, ListFilterSelect, ListPage, useExhibitorPath, useListSearch } from '@/components/kit';
import { useCertificateTypes, useTypeName } from './certificateTypes';
import { routeById, useAreaColumns, WithCompany, type AreaPath } from './parts';
import { SHOW_FILTER } from './status';

const route = routeById('/exhibition{-$lang}/index/certificate/allCertificate');
const c = columnsOf<Certificate>();

/** The type's name in the area's language; the row's own display name until the dictionary is loaded. */
function TypeCell({ row }: { row: Certificate }) {
  const types = useCertificateTypes();
  const nameOf = useTypeName();
  const type = types.data?.data.find((x) => x.id === row.certificateTypeId);
  return <>{type ? nameOf(type) : (row.certificateTypeName ?? '')}</>;
}

function ValidityCell({ row }: { row: Certificate }) {
  const { t } = useTranslation();
  if (!row.issueDate && !row.expireDate) return null;
  const start = formatDate(row.issueDate, 'YYYY-MM-DD') || '—';
  const end = formatDate(row.expireDate, 'YYYY-MM-DD') || t('showcase.certificate.longTerm');
  return (
    <Text as="span" whiteSpace="nowrap">
      {t('showcase.certificate.validityRange', { start, end })}
    </Text>
  );
}

const certificateColumns = (to: AreaPath) => [
  c.image('image', 'kit.column.image'),
  c.text('name', 'showcase.certificate.name', { sortable: true }),
  c.text('nameEn', 'showcase.common.nameEn'),
  c.custom('type', 'showcase.certificate.type', (row) => <TypeCell row={row} />, { minWidth: '8rem' }),
  c.text('certificateNo', 'showcase.certificate.certificateNo'),
  c.text('issuer', 'showcase.certificate.issuer'),
  c.custom('validity', 'showcase.certificate.validity', (row) => <ValidityCell row={row} />, { sortable: 'expireDate' }),
  c.showSwitch((x, isShow) => certificateSetShow({ id: x.id, isShow })),
  c.actions({
    edit: (x) => to(`/index/certificate/editCertificate?id=${x.id}`),
    onDelete: (x) => certificateDelete({ id: x.id }),
    nameOf: (x) => x.name,
  }),
];

function CertificateList({ compId }: { compId: string }) {
  const to = useExhibitorPath();
  const list = useListSearch(route);
  const query = useCertificateGetAllByCompId({ ...list.request, compId }, list.queryOptions);
  const columns = useAreaColumns(certificateColumns);
  return (
    <ListPage
      title="nav.exhibitor.certificate.allCertificate"
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="showcase.certificate.search"
      create={to('/index/certificate/addCertificate')}
      createLabel="nav.exhibitor.certificate.addCertificate"
      filters={<ListFilterSelect list={list} name="isShow" label="kit.column.show" options={SHOW_FILTER} />}
      onDeleteMany={(rows) => Promise.all(rows.map((x) => certificateDelete({ id: x.id })))}
    />
  );
}

/** The company's certificates and honours: search, shown filter, show switch, edit and delete. */
export function CertificateListPage() {
  return <WithCompany title="nav.exhibitor.certificate.allCertificate">{(compId) => <CertificateList compId={compId} />}</WithCompany>;
}

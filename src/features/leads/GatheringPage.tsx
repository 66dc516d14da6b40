/**
 * 展商信息列表 / The visitor information collected by the registration forms of the current
 * exhibition (PC site, mobile page, mini-programme): who, from which company, interested in what;
 * filtered by source, exported as a spreadsheet.
 */
import { Tag, Wrap } from '@chakra-ui/react';
import type { InformationGathering } from '@gen/api/model';
import type { z } from 'zod';
import { columnsOf, ExportButton, ResourceListPage, toPageRequest, useListSearchOf, useScopeId, type FilterOption } from '@/components/kit';
import { exportGatherings, gathering, GATHERING_EXPORT_NAME, sourceStatus } from './gatherings';

const c = columnsOf<InformationGathering>();
const columns = [
  c.text('name', 'host.gathering.name'),
  c.text('phone', 'host.gathering.phone'),
  c.text('companyName', 'host.gathering.company', { minWidth: '12rem' }),
  c.text('jobTitle', 'host.gathering.jobTitle'),
  c.custom('city', 'host.gathering.region', (g) => [g.province, g.city].filter(Boolean).join(' ')),
  c.custom('interests', 'host.gathering.interests', (g) => (
    <Wrap gap="1">
      {(g.interests ?? []).map((i) => (
        <Tag.Root key={i} size="sm" variant="subtle">
          <Tag.Label>{i}</Tag.Label>
        </Tag.Root>
      ))}
    </Wrap>
  ), { minWidth: '12rem' }),
  c.status('source', 'host.gathering.source', sourceStatus),
  c.text('remark', 'host.gathering.remark', { minWidth: '12rem' }),
  c.date('createTime', 'host.gathering.createTime', { sortable: true }),
];

const SOURCE_FILTER: FilterOption<0 | 1 | 2>[] = [
  { value: 0, label: 'host.gathering.sources.pc' },
  { value: 1, label: 'host.gathering.sources.h5' },
  { value: 2, label: 'host.gathering.sources.mini' },
];

function ExportGatherings() {
  const list = useListSearchOf<z.output<typeof gathering.search>>();
  const exhibitionId = useScopeId('exhibition') ?? '';
  return (
    <ExportButton
      fileName={GATHERING_EXPORT_NAME}
      request={(o) => exportGatherings({ ...toPageRequest(list.search), source: list.search.source, exhibitionId }, o)}
    />
  );
}

export function GatheringPage() {
  return (
    <ResourceListPage
      resource={gathering}
      columns={columns}
      filters={[{ name: 'source', label: 'host.gathering.source', options: SOURCE_FILTER }]}
      searchPlaceholder="host.gathering.search"
      description="host.gathering.description"
      actions={<ExportGatherings />}
    />
  );
}

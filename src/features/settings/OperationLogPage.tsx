/** 操作日志: the back office's operation log — when, who, which module, what kind, what, from where. */
import { Badge, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApplicationLog } from '@gen/api/model';
import { columnsOf, ListFilterSelect, ListPage, useListSearchOf } from '@/components/kit';
import { OPERATION_TYPES, operationLogQuery, type OperationLogSearch } from './operationLog';

const typeLabel = (v: number) => `settings.operationLog.types.${String(v) as '0' | '1' | '2' | '3' | '4' | '5'}` as const;
const TYPE_COLOR = ['gray', 'green', 'blue', 'red', 'purple', 'orange'] as const;

const c = columnsOf<ApplicationLog>();
const columns = [
  c.date('createTime', 'settings.operationLog.time', { pattern: 'datetime', sortable: true }),
  c.custom('who', 'settings.operationLog.who', (row) => (
    <>
      <Text>{row.realName ?? row.userName ?? ''}</Text>
      {row.realName && row.userName && <Text textStyle="xs" color="fg.muted">{row.userName}</Text>}
    </>
  )),
  c.text('module', 'settings.operationLog.module'),
  c.custom('operationType', 'settings.operationLog.type', (row) => <OperationBadge value={row.operationType} />),
  c.text('content', 'settings.operationLog.content', { minWidth: '20rem' }),
  c.text('ip', 'settings.operationLog.ip'),
];

function OperationBadge({ value }: { value: number }) {
  const { t } = useTranslation();
  return <Badge colorPalette={TYPE_COLOR[value] ?? 'gray'}>{t(typeLabel(value))}</Badge>;
}

export function OperationLogPage() {
  const list = useListSearchOf<OperationLogSearch>();
  const query = useQuery({ ...operationLogQuery(list.search), placeholderData: keepPreviousData, retryOnMount: false });
  return (
    <ListPage
      title="nav.host.set.hostOperationLog"
      description="settings.operationLog.description"
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="settings.operationLog.search"
      emptyTitle="settings.operationLog.empty"
      filters={<ListFilterSelect list={list} name="operationType" label="settings.operationLog.type" options={OPERATION_TYPES.map((v) => ({ value: v, label: typeLabel(v) }))} />}
    />
  );
}

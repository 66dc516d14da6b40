/**
 * 已上传证件 / Uploaded badges: the join's badge records sent to the badge (access-control) system,
 * paged, by badge type, sent state and keyword (all in the URL); exported with the same filters
 * as a spreadsheet named after the badge type (001 §9).
 */
import { Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deExCardUpExcelExportDeexCards } from '@gen/api/card-plans/card-plans';
import { DeExCardPushStatus, type DeExCardUp } from '@gen/api/model';
import {
  columnsOf, DataFilterSelect, defineStatusMap, ExportButton, type ListColumn, ListFilterSelect, ListPage, type ListSearchState, useExhibitorLang,
} from '@/components/kit';
import { configsQuery, typeNameOf, upsExportName, upsFilter, upsQuery } from './cardPlans';
import type { CertApplySearch } from './routes';

const pushStatus = defineStatusMap({
  [DeExCardPushStatus.NotPushed]: { label: 'badges.uploaded.notPushed', color: 'gray' },
  [DeExCardPushStatus.Pushed]: { label: 'badges.uploaded.pushed', color: 'green' },
  [DeExCardPushStatus.Failed]: { label: 'badges.uploaded.failed', color: 'red' },
});

const c = columnsOf<DeExCardUp>();
const columnsWith = (typeName: ListColumn<DeExCardUp>) => [
  c.custom('name', 'badges.plans.holder', (r) => (
    <>
      <Text fontWeight="medium">{r.name}</Text>
      {r.nameEn && (
        <Text textStyle="xs" color="fg.muted">
          {r.nameEn}
        </Text>
      )}
    </>
  )),
  typeName,
  c.text('idNumber', 'badges.field.idNumber'),
  c.text('phone', 'badges.field.phone'),
  c.text('compName', 'badges.field.compName'),
  c.text('cardNo', 'badges.uploaded.cardNo'),
  c.status('pushStatus', 'badges.uploaded.pushStatus', pushStatus),
  c.date('pushTime', 'badges.uploaded.pushTime', { pattern: 'YYYY-MM-DD HH:mm' }),
];

const PUSH_OPTIONS = [
  { value: DeExCardPushStatus.NotPushed, label: 'badges.uploaded.notPushed' },
  { value: DeExCardPushStatus.Pushed, label: 'badges.uploaded.pushed' },
  { value: DeExCardPushStatus.Failed, label: 'badges.uploaded.failed' },
] as const;

/** The list's own filters count as filtering (not the page's tab or chosen badge type). */
function uploadedList(list: ListSearchState<CertApplySearch>): ListSearchState<CertApplySearch> {
  const { keyword, cardTypeId, pushStatus: push } = list.search;
  return {
    ...list,
    filtered: Boolean(keyword?.trim()) || Boolean(cardTypeId) || push !== undefined,
    reset: () => list.setFilters({ keyword: undefined, cardTypeId: undefined, pushStatus: undefined } as Partial<CertApplySearch>),
  };
}

export function UploadedCards({ joinId, list }: { joinId: string; list: ListSearchState<CertApplySearch> }) {
  const configs = useQuery(configsQuery(joinId));
  const query = useQuery({ ...upsQuery(list.search, joinId), placeholderData: keepPreviousData });
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  const types = useMemo(() => (configs.data?.data ?? []).map((cfg) => ({ value: cfg.cardTypeId, label: typeNameOf(cfg, lang) })), [configs.data, lang]);
  // The badge type's name in the area's language (the record carries the Chinese one).
  const names = useMemo(() => new Map(types.map((o) => [o.value.toLowerCase(), o.label])), [types]);
  const columns = useMemo(
    () => columnsWith(c.custom('cardTypeName', 'badges.uploaded.cardType', (r) => (r.cardTypeId && names.get(r.cardTypeId.toLowerCase())) || r.cardTypeName)),
    [names],
  );
  return (
    <ListPage
      list={uploadedList(list)}
      query={{ ...query, queryKey: upsQuery(list.search, joinId).queryKey }}
      columns={columns}
      searchPlaceholder="badges.uploaded.search"
      emptyTitle="badges.uploaded.empty"
      filters={
        <>
          <DataFilterSelect list={list} name="cardTypeId" label="badges.uploaded.cardType" options={types} />
          <ListFilterSelect list={list} name="pushStatus" label="badges.uploaded.pushStatus" options={[...PUSH_OPTIONS]} />
        </>
      }
      toolbarExtra={
        <ExportButton
          label="badges.uploaded.export"
          aria-label={t('badges.uploaded.export')}
          fileName={upsExportName(configs.data?.data, list.search.cardTypeId)}
          request={(o) => deExCardUpExcelExportDeexCards(upsFilter(list.search, joinId), o)}
        />
      }
    />
  );
}

/**
 * 会议管理 / Meetings: the meetings, forums and launches of the current exhibition as the organiser
 * sees them (every exhibitor's, hidden ones included), by period and keyword in the URL, paged,
 * each with the badge types that admit to it; above them the exhibition's badge plans (quota per
 * exhibitor, photo, application window, open or closed).
 */
import { Heading, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity, DeExCardPlanConfigExhibition, DeExCardPlanConfigExhibitionListResult } from '@gen/api/model';
import {
  columnsOf, DataTable, defineStatusMap, formatDate, ListPage, periodFilter, QueryState, ScopeNotice, showStatus, StatusBadge, useListSearchOf, useScopeId,
  type ListSearchBase, type ListSearchState, type QueryLike,
} from '@/components/kit';
import { admittedBadges, badgePlansQuery, meetingsQuery } from './meetings';
import type { MeetingSearch } from './routes';

const openStatus = defineStatusMap({
  true: { label: 'meetings.plans.open', color: 'green' },
  false: { label: 'meetings.plans.closed', color: 'gray' },
});

const day = (value: string | undefined) => formatDate(value, 'YYYY-MM-DD');

export function MeetingPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.set.Meeting" scope="exhibition" />;
  return <Meetings exhibitionId={exhibitionId} />;
}

function Meetings({ exhibitionId }: { exhibitionId: string }) {
  const { t, i18n } = useTranslation();
  const list = useListSearchOf<MeetingSearch>();
  // The route's loader fetched this page already; a failure there shows here with its retry.
  const query = useQuery({ ...meetingsQuery(exhibitionId, list.search), placeholderData: keepPreviousData, retryOnMount: false });
  const plans = useQuery(badgePlansQuery(exhibitionId));
  const en = i18n.language === 'en';

  const columns = useMemo(() => {
    const c = columnsOf<Activity>();
    const all = plans.data?.data ?? [];
    return [
      c.twoLines('name', 'meetings.name', (a) => (en && a.nameEn ? a.nameEn : a.name), (a) => a.companyName, { minWidth: '14rem' }),
      c.custom('startTime', 'meetings.time', (a) => <MeetingTime activity={a} />, { sortable: true, minWidth: '11rem' }),
      c.custom('address', 'meetings.venue', (a) => (en && a.addressEn ? a.addressEn : a.address) ?? '', { minWidth: '12rem' }),
      c.custom('applyCount', 'meetings.signUps', (a) =>
        a.maxApplyCount ? t('meetings.signUpsOf', { count: a.applyCount ?? 0, max: a.maxApplyCount }) : t('meetings.signUpsOnly', { count: a.applyCount ?? 0 }),
      { align: 'end' }),
      c.custom('badges', 'meetings.badges', (a) => <Badges plans={plans.data ? admittedBadges(all, a) : undefined} />, { minWidth: '12rem' }),
      c.custom('isShow', 'meetings.shown', (a) => <StatusBadge value={a.isShow} map={showStatus} />),
    ];
  }, [plans.data, en, t]);

  return (
    <ListPage
      title="nav.host.set.Meeting"
      description="meetings.description"
      list={list as unknown as ListSearchState<ListSearchBase>}
      query={query}
      columns={columns}
      searchPlaceholder="meetings.search"
      filters={periodFilter(list)}
      emptyTitle={list.filtered ? 'meetings.noMatch' : 'meetings.empty'}
      summary={<BadgePlans query={plans} />}
    />
  );
}

function MeetingTime({ activity }: { activity: Activity }) {
  const start = formatDate(activity.startTime);
  const end = formatDate(activity.endTime, day(activity.endTime) === day(activity.startTime) ? 'HH:mm' : undefined);
  return (
    <Text as="span" whiteSpace="nowrap">
      {end ? `${start} – ${end}` : start}
    </Text>
  );
}

/** The badge types that admit to a meeting, as tags. */
function Badges({ plans }: { plans: DeExCardPlanConfigExhibition[] | undefined }) {
  const { t, i18n } = useTranslation();
  if (!plans) return <Text color="fg.muted">—</Text>;
  if (plans.length === 0) return <Text color="fg.muted">{t('meetings.noBadges')}</Text>;
  return (
    <Wrap gap="1">
      {plans.map((p) => (
        <Tag.Root key={p.id} size="sm" variant="subtle">
          <Tag.Label>{i18n.language === 'en' && p.cardTypeNameEn ? p.cardTypeNameEn : p.cardTypeName}</Tag.Label>
        </Tag.Root>
      ))}
    </Wrap>
  );
}

/** The exhibition's badge plans: name, quota per exhibitor, photo, application window, open or not. */
function BadgePlans({ query }: { query: QueryLike<DeExCardPlanConfigExhibitionListResult> }) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const c = columnsOf<DeExCardPlanConfigExhibition>();
    return [
      c.twoLines('cardTypeName', 'meetings.plans.name', (p) => p.cardTypeName, (p) => p.cardTypeNameEn, { minWidth: '10rem' }),
      c.custom('defaultMaxCount', 'meetings.plans.quota', (p) => (p.defaultMaxCount === undefined ? '' : t('meetings.plans.quotaOf', { count: p.defaultMaxCount })), { align: 'end' }),
      c.custom('needPhoto', 'meetings.plans.photo', (p) => t(p.needPhoto ? 'meetings.plans.photoNeeded' : 'meetings.plans.photoNotNeeded')),
      c.custom('window', 'meetings.plans.window', (p) => (p.applyStartTime || p.applyEndTime ? `${day(p.applyStartTime)} – ${day(p.applyEndTime)}` : t('meetings.plans.noWindow')), { minWidth: '12rem' }),
      c.custom('isOpen', 'meetings.plans.state', (p) => <StatusBadge value={p.isOpen} map={openStatus} />),
    ];
  }, [t]);
  return (
    <Stack as="section" aria-labelledby="meeting-badge-plans" gap="2">
      <Heading as="h2" id="meeting-badge-plans" size="md">
        {t('meetings.plans.title')}
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        {t('meetings.plans.description')}
      </Text>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('meetings.plans.empty')}>
        {(r) => <DataTable rows={r.data} columns={columns} label={t('meetings.plans.title')} />}
      </QueryState>
    </Stack>
  );
}

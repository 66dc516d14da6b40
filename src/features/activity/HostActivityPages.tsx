/**
 * 活动列表 (host) / The exhibition's activities as the organiser handles them: every exhibitor's,
 * hidden ones included; featured on the recommended list or not, shown or hidden; written on an
 * exhibitor's behalf. The live applications are audited on their own page.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJoinGetByManagerQueryOptions } from '@gen/api/join/join';
import type { Activity } from '@gen/api/model';
import { columnsOf, formatDate, QuerySelectField, ResourceFormPage, ResourceListPage, useScopeIds, type FilterOption, type I18nKey } from '@/components/kit';
import { i18n } from '@/lib/i18n';
import { ActivityFields, activityDefaults, activitySchema, liveAuditStatus } from './ActivityPages';
import { activityReview, hostActivity } from './resources';

const TOPIC_FILTER: FilterOption<0 | 1>[] = [
  { value: 1, label: 'exhibit.activity.featured' },
  { value: 0, label: 'exhibit.activity.notFeatured' },
];

const c = columnsOf<Activity>();
const columns = [
  c.image('cover', 'kit.column.image'),
  c.custom('name', 'exhibit.activity.name', (row) => (
    <Stack gap="0">
      <Text fontWeight="medium">{row.name}</Text>
      <Text textStyle="xs" color="fg.muted">
        {row.companyName}
      </Text>
    </Stack>
  ), { minWidth: '14rem' }),
  c.custom('startTime', 'exhibit.activity.time', (row) => [formatDate(row.startTime), formatDate(row.endTime, 'HH:mm')].filter(Boolean).join(' – '), { minWidth: '12rem', sortable: 'startTime' }),
  c.text('address', 'exhibit.activity.address'),
  c.text('applyCount', 'exhibit.activity.signUps', { align: 'end', sortable: true }),
  c.status('liveAudit', 'exhibit.activity.liveState', liveAuditStatus),
  c.topicSwitch(hostActivity.setTopic!),
  c.showSwitch(hostActivity.setShow!),
];

export function HostActivityListPage() {
  return <ActivityList resource={hostActivity} description="exhibit.activity.hostDescription" />;
}

/** 活动审核: the newest activities first, to check, feature, show or hide. */
export function ActivityReviewPage() {
  return <ActivityList resource={activityReview} description="exhibit.activity.reviewDescription" />;
}

function ActivityList({ resource, description }: { resource: typeof hostActivity; description: I18nKey }) {
  return (
    <ResourceListPage
      resource={resource}
      columns={columns}
      showFilter
      filters={[{ name: 'topic', label: 'kit.column.topic', options: TOPIC_FILTER }]}
      searchPlaceholder="exhibit.activity.hostSearch"
      description={description}
    />
  );
}

/** On an exhibitor's behalf: the company's form, and whose activity it is (required here). */
const schema = activitySchema.superRefine((v, ctx) => {
  if (!v.joinId) ctx.addIssue({ code: 'custom', path: ['joinId'], message: i18n.t('validation.required') });
});

export function HostActivityFormPage() {
  const { t } = useTranslation();
  const exhibitionId = useScopeIds()?.exhibitionId ?? '';
  const exhibitors = useQuery(getJoinGetByManagerQueryOptions({ exhibitionId, pageIndex: 1, pageSize: 500 }));
  return (
    <ResourceFormPage resource={hostActivity} schema={schema} defaultValues={{ ...activityDefaults, joinId: '' }}>
      {({ control }, record) => (
        <ActivityFields
          control={control}
          extra={
            <QuerySelectField
              control={control}
              name="joinId"
              label={t('exhibit.activity.exhibitor')}
              query={exhibitors}
              options={(r) => r.data.items.map((j) => ({ value: j.id, label: j.companyName }))}
              required
              disabled={record !== undefined}
            />
          }
        />
      )}
    </ResourceFormPage>
  );
}

/**
 * 活动列表 (host) / The exhibition's activities as the organiser handles them: every exhibitor's,
 * hidden ones included; featured on the recommended list or not, shown or hidden; written on an
 * exhibitor's behalf. The live applications are audited on their own page.
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Activity } from '@gen/api/model';
import {
  columnsOf, ExhibitorFilter, formatDate, QuerySelectField, ResourceFormPage, ResourceListPage, useExhibitionExhibitors, type FilterOption, type I18nKey,
  type ListSearchState,
} from '@/components/kit';
import { i18n } from '@/lib/i18n';
import { ActivityFields, activityDefaults, activitySchema, liveAuditStatus } from './ActivityPages';
import { activityReview, exhibitorActivity, hostActivity } from './resources';

type HostActivitySearch = z.output<typeof hostActivity.search>;

const TOPIC_FILTER: FilterOption<0 | 1>[] = [
  { value: 1, label: 'exhibit.activity.featured' },
  { value: 0, label: 'exhibit.activity.notFeatured' },
];

const c = columnsOf<Activity>();
const columns = [
  c.image('cover', 'kit.column.image'),
  c.twoLines('name', 'exhibit.activity.name', (row) => row.name, (row) => row.companyName, { minWidth: '14rem' }),
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

/** 展会活动: the activities by exhibitor (the exhibitor filter in the URL), written on an exhibitor's behalf. */
export function ExhibitorActivityListPage() {
  return <ActivityList resource={exhibitorActivity} description="exhibit.activity.byExhibitorDescription" byExhibitor />;
}

export function ExhibitorActivityFormPage() {
  return <HostActivityForm resource={exhibitorActivity} />;
}

/** 活动审核: the newest activities first, to check, feature, show or hide. */
export function ActivityReviewPage() {
  return <ActivityList resource={activityReview} description="exhibit.activity.reviewDescription" />;
}

const exhibitorFilter = (list: ListSearchState<HostActivitySearch>) => <ExhibitorFilter list={list} label="exhibit.activity.exhibitor" />;

function ActivityList({ resource, description, byExhibitor }: { resource: typeof hostActivity; description: I18nKey; byExhibitor?: boolean }) {
  return (
    <ResourceListPage
      resource={resource}
      columns={columns}
      showFilter
      moreFilters={byExhibitor ? exhibitorFilter : undefined}
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
  return <HostActivityForm resource={hostActivity} />;
}

function HostActivityForm({ resource }: { resource: typeof hostActivity }) {
  const { t } = useTranslation();
  const exhibitors = useExhibitionExhibitors();
  return (
    <ResourceFormPage resource={resource} schema={schema} defaultValues={{ ...activityDefaults, joinId: '' }}>
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

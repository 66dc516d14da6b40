/**
 * 活动反馈 / Activity feedback: for one activity of the current join, who signed up (with their
 * spreadsheet) and the comments (reply, delete); the join's activity companies and products as
 * spreadsheets too.
 */
import { Badge, HStack, NativeSelect, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activityCommentCreate, activityCommentDelete, activityExcelExportCompany, activityExcelExportProduct, activityExcelExportUser,
} from '@gen/api/activity/activity';
import type { ActivityApply, ActivityComment } from '@gen/api/model';
import { ActivityCommentCreateBody } from '@gen/zod/activity/activity';
import { downloadNames } from '@gen/api/downloads';
import {
  columnsOf, ExportButton, FormDrawer, ListPage, PageHeader, ScopeNotice, TextareaField, useListSearchOf, useScopeIds,
  type ListSearchState,
} from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { applicantsQuery, commentsQuery, joinActivitiesQuery, type FeedbackSearch, type FeedbackTab } from './feedback';

const a = columnsOf<ActivityApply>();
const applicantColumns = [
  a.text('name', 'exhibit.feedback.name'),
  a.text('phone', 'exhibit.feedback.phone'),
  a.text('companyName', 'exhibit.feedback.company'),
  a.custom('jobTitle', 'exhibit.feedback.job', (r) => [r.department, r.jobTitle].filter(Boolean).join(' · ')),
  a.text('remark', 'exhibit.feedback.remark'),
  a.custom('isCheckIn', 'exhibit.feedback.checkIn', (r) => <CheckIn row={r} />),
  a.date('createTime', 'exhibit.feedback.signedUp', { pattern: 'datetime', sortable: true }),
];

function CheckIn({ row }: { row: ActivityApply }) {
  const { t } = useTranslation();
  return <Badge colorPalette={row.isCheckIn ? 'green' : 'gray'}>{t(row.isCheckIn ? 'exhibit.feedback.checkedIn' : 'exhibit.feedback.notCheckedIn')}</Badge>;
}

export function ActivityFeedbackPage() {
  const scope = useScopeIds();
  if (!scope?.joinId) return <ScopeNotice title="nav.exhibitor.activity-feedback" scope="join" />;
  return <Feedback joinId={scope.joinId} />;
}

function Feedback({ joinId }: { joinId: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const list = useListSearchOf<FeedbackSearch>();
  const activities = useQuery(joinActivitiesQuery(joinId)).data?.data ?? [];
  const activityId = list.search.activityId ?? activities[0]?.id;
  const picker = (
    <NativeSelect.Root size="md" width={{ base: 'full', sm: '18rem' }}>
      <NativeSelect.Field aria-label={t('exhibit.feedback.activity')} value={activityId ?? ''} onChange={(e) => list.setFilters({ activityId: e.target.value })}>
        {activities.map((x) => (
          <option key={x.id} value={x.id}>
            {localName(x.name, x.nameEn)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const exports = (
    <HStack gap="2" wrap="wrap">
      <ExportButton label="exhibit.feedback.exportCompanies" fileName={downloadNames.activityExcelExportCompany} request={(o) => activityExcelExportCompany({ joinId }, o)} />
      <ExportButton label="exhibit.feedback.exportProducts" fileName={downloadNames.activityExcelExportProduct} request={(o) => activityExcelExportProduct({ joinId }, o)} />
    </HStack>
  );
  if (!activityId) {
    return (
      <>
        <PageHeader title="nav.exhibitor.activity-feedback" description="exhibit.feedback.description" actions={exports} />
        <Text color="fg.muted">{t('exhibit.feedback.noActivities')}</Text>
      </>
    );
  }
  const tab = list.search.tab;
  return (
    <Tabs.Root value={tab} onValueChange={(e) => list.setFilters({ tab: e.value as FeedbackTab })} lazyMount unmountOnExit>
      <PageHeader title="nav.exhibitor.activity-feedback" description="exhibit.feedback.description" actions={exports} />
      <Tabs.List mb="4">
        <Tabs.Trigger value="applicants">{t('exhibit.feedback.applicants')}</Tabs.Trigger>
        <Tabs.Trigger value="comments">{t('exhibit.feedback.comments')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="applicants">
        <Applicants list={list} activityId={activityId} picker={picker} />
      </Tabs.Content>
      <Tabs.Content value="comments">
        <Comments list={list} activityId={activityId} picker={picker} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

type PanelProps = { list: ListSearchState<FeedbackSearch>; activityId: string; picker: React.ReactNode };

function Applicants({ list, activityId, picker }: PanelProps) {
  const query = useQuery({ ...applicantsQuery(list.search, activityId), placeholderData: keepPreviousData, retryOnMount: false });
  return (
    <ListPage
      list={list}
      query={query}
      columns={applicantColumns}
      searchPlaceholder="exhibit.feedback.searchApplicants"
      emptyTitle="exhibit.feedback.noApplicants"
      filters={picker}
      toolbarExtra={
        <ExportButton label="exhibit.feedback.exportApplicants" fileName={downloadNames.activityExcelExportUser} request={(o) => activityExcelExportUser({ activityId }, undefined, o)} />
      }
    />
  );
}

const replySchema = ActivityCommentCreateBody.pick({ content: true });

function Comments({ list, activityId, picker }: PanelProps) {
  const { t } = useTranslation();
  const query = useQuery({ ...commentsQuery(list.search, activityId), placeholderData: keepPreviousData, retryOnMount: false });
  const [replyTo, setReplyTo] = useState<ActivityComment>();
  const c = columnsOf<ActivityComment>();
  const columns = [
    c.custom('userName', 'exhibit.feedback.commenter', (r) => (
      <>
        <Text>{r.userName || t('exhibit.feedback.anonymous')}</Text>
        {r.companyName && (
          <Text textStyle="xs" color="fg.muted">
            {r.companyName}
          </Text>
        )}
      </>
    )),
    c.custom('content', 'exhibit.feedback.content', (r) => (
      <HStack gap="2" align="start">
        {r.parentId && <Badge colorPalette="blue">{t('exhibit.feedback.reply')}</Badge>}
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {r.content}
        </Text>
      </HStack>
    ), { minWidth: '20rem' }),
    c.date('createTime', 'exhibit.feedback.time', { pattern: 'datetime', sortable: true }),
    c.actions({
      items: [{ label: 'exhibit.feedback.replyAction', onSelect: (r) => setReplyTo(r), hidden: (r) => Boolean(r.parentId) }],
      onDelete: (r) => activityCommentDelete({ id: r.id }),
      nameOf: (r) => r.content.slice(0, 20),
    }),
  ];
  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="exhibit.feedback.searchComments"
      emptyTitle="exhibit.feedback.noComments"
      filters={picker}
    >
      {replyTo && (
        <FormDrawer
          open
          title={t('exhibit.feedback.replyTitle', { name: replyTo.userName || t('exhibit.feedback.anonymous') })}
          schema={replySchema}
          defaultValues={{ content: '' }}
          save={(v) => activityCommentCreate({ activityId, parentId: replyTo.id, content: v.content })}
          onClose={() => setReplyTo(undefined)}
          onSaved={() => query.refetch()}
        >
          {({ control }) => <TextareaField control={control} name="content" label={t('exhibit.feedback.replyContent')} required />}
        </FormDrawer>
      )}
    </ListPage>
  );
}

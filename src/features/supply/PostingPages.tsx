/**
 * 企业供需信息 / 个人供需信息 / 商机管理: the exhibitors' supply postings and the buyers' demand
 * postings as the organiser reviews them (push to visitors, or reject with the reason the poster
 * reads; edit before pushing), and the pushed ones with the products matched to them.
 */
import { Stack, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { NewRelease } from '@gen/api/model';
import { NewRealeaseUpdateBody } from '@gen/zod/release/release';
import {
  blank, columnsOf, FormDrawer, listKeyOf, MeterBar, periodFilter, RemarkDrawer, ResourceListPage, SwitchField, TextareaField, TextField,
  useScopeId, useTableEditor, type FilterOption, type RowAction,
} from '@/components/kit';
import { companyPostings, opportunities, postingDecisions, postingKind, postingStatus, updatePosting, userPostings } from './postings';

type Postings = typeof companyPostings;

const STATUS_FILTER: FilterOption<0 | 1 | 2>[] = [
  { value: 0, label: 'supply.status.pending' },
  { value: 1, label: 'supply.status.pushed' },
  { value: 2, label: 'supply.status.rejected' },
];
const KIND_FILTER: FilterOption<0 | 1 | 2>[] = [
  { value: 1, label: 'supply.kind.supply' },
  { value: 2, label: 'supply.kind.demand' },
  { value: 0, label: 'supply.kind.news' },
];

const c = columnsOf<NewRelease>();
const matches = c.custom('relevancyCount', 'supply.posting.matches', (r) =>
  <Stack gap="0.5" minW="0">
    <MeterBar value={r.pushedCount ?? 0} max={r.relevancyCount ?? 0} colorPalette="green" />
    <Text textStyle="xs" color="fg.muted">
      <Trans i18nKey="supply.posting.matchCount" values={{ pushed: r.pushedCount ?? 0, count: r.relevancyCount ?? 0 }} />
    </Text>
  </Stack>,
);
const reviewColumns = [
  c.twoLines('title', 'supply.posting.title', (r) => r.title, (r) => r.compName, { minWidth: '16rem' }),
  c.text('categoryName', 'supply.posting.category'),
  c.twoLines('contactName', 'supply.posting.contact', (r) => r.contactName, (r) => r.contactPhone),
  c.status('status', 'supply.posting.status', postingStatus),
  c.text('auditRemark', 'supply.posting.remark', { minWidth: '10rem' }),
  matches,
  c.date('createTime', 'supply.posting.createTime', { sortable: true }),
];
const opportunityColumns = [
  c.twoLines('title', 'supply.posting.title', (r) => r.title, (r) => r.compName, { minWidth: '16rem' }),
  c.status('type', 'supply.posting.kind', postingKind),
  c.text('categoryName', 'supply.posting.category'),
  matches,
  c.date('pushTime', 'supply.posting.pushTime', { sortable: true }),
];

const postingFields = NewRealeaseUpdateBody.def.left.shape;
const editSchema = NewRealeaseUpdateBody.def.left.pick({ title: true }).extend({
  content: blank(postingFields.content),
  contactName: blank(postingFields.contactName),
  contactPhone: blank(postingFields.contactPhone),
  isShow: z.boolean(),
});

type Editing = { kind: 'edit' | 'reject'; posting: NewRelease };

/** A review list of one kind of posting (the company page's supply, the user page's demand). */
function PostingReviewPage({ resource, description }: { resource: Postings; description: 'supply.company.description' | 'supply.user.description' }) {
  const { t } = useTranslation();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const editor = useTableEditor<Editing>(listKeyOf(resource, exhibitionId));
  const editing = editor.drawer?.record;
  const rowActions: RowAction<NewRelease>[] = [
    { label: 'supply.posting.push', onSelect: postingDecisions.push, hidden: (r) => r.status === 1, successMessage: 'supply.posting.pushed' },
    { label: 'supply.posting.reject', onSelect: (r) => editor.open({ kind: 'reject', posting: r }), hidden: (r) => r.status === 2 },
    { label: 'supply.posting.edit', onSelect: (r) => editor.open({ kind: 'edit', posting: r }) },
    { label: 'supply.posting.matchProducts', to: (r) => resource.to.detail!(r), hidden: (r) => r.status !== 1 },
  ];
  return (
    <ResourceListPage
      resource={resource}
      columns={reviewColumns}
      filters={[{ name: 'status', label: 'supply.posting.status', options: STATUS_FILTER }]}
      moreFilters={periodFilter}
      searchPlaceholder="supply.posting.search"
      description={description}
      rowActions={rowActions}
    >
      {editor.drawer && editing?.kind === 'reject' && (
        <RemarkDrawer
          key={editor.drawer.key}
          title={t('supply.posting.rejectTitle', { name: editing.posting.title })}
          label={t('supply.posting.remark')}
          helper={t('supply.posting.remarkHelper')}
          max={500}
          save={(remark) => postingDecisions.reject(editing.posting, remark)}
          onClose={editor.close}
          onSaved={editor.refresh}
        />
      )}
      {editor.drawer && editing?.kind === 'edit' && (
        <FormDrawer
          key={editor.drawer.key}
          open
          title={t('supply.posting.editTitle')}
          schema={editSchema}
          defaultValues={{
            title: editing.posting.title,
            content: editing.posting.content ?? '',
            contactName: editing.posting.contactName ?? '',
            contactPhone: editing.posting.contactPhone ?? '',
            isShow: editing.posting.isShow,
          }}
          save={(values) =>
            updatePosting(editing.posting, { ...values, type: editing.posting.type, releaseTypeId: editing.posting.releaseTypeId, categoryId: editing.posting.categoryId, images: editing.posting.images })
          }
          onClose={editor.close}
          onSaved={editor.refresh}
        >
          {({ control }) => (
            <Stack gap="4">
              <TextField control={control} name="title" label={t('supply.posting.title')} required />
              <TextareaField control={control} name="content" label={t('supply.posting.content')} rows={6} />
              <TextField control={control} name="contactName" label={t('supply.posting.contactName')} />
              <TextField control={control} name="contactPhone" type="tel" label={t('supply.posting.contactPhone')} />
              <SwitchField control={control} name="isShow" label={t('supply.posting.isShow')} />
            </Stack>
          )}
        </FormDrawer>
      )}
    </ResourceListPage>
  );
}

export const CompanyPostingsPage = () => <PostingReviewPage resource={companyPostings} description="supply.company.description" />;
export const UserPostingsPage = () => <PostingReviewPage resource={userPostings} description="supply.user.description" />;

/** 商机管理: the pushed postings; each opens its matched products. */
export function OpportunitiesPage() {
  return (
    <ResourceListPage
      resource={opportunities}
      columns={opportunityColumns}
      filters={[{ name: 'type', label: 'supply.posting.kind', options: KIND_FILTER }]}
      moreFilters={periodFilter}
      searchPlaceholder="supply.posting.search"
      description="supply.opportunity.description"
      rowActions={[{ label: 'supply.posting.matchProducts', to: (r) => opportunities.to.detail!(r) }]}
    />
  );
}


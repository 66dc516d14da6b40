/**
 * The join-level forms with change requests (catalogue, fascia board, invoice), declared once per
 * form (see forms.tsx) and served by three pages each:
 *
 * - the form: not filled in → create; filled in but not approved → edit directly; approved →
 *   saving submits a change request (PUT /api/<Kind>Down) for the organiser to review;
 * - the history: the join's latest change request with its state (pending, approved, rejected
 *   with the reviewer's remark) and what changed, field by field (before/after JSON of 001 §3);
 * - the edit page: a change request still waiting for review, edited in place (same id).
 *
 * A form whose deadline has passed says so and is read-only (001 has no deadline field; the
 * deadline of each form is taken from the exhibition's dates, see `deadline`).
 */
import { Alert, Box, Button, chakra, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { getExhibitionGetQueryOptions } from '@gen/api/host-exhibition/host-exhibition';
import type { ChangeRecord, Exhibition } from '@gen/api/model';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  auditStatus, FormPage, formatDate, PageHeader, QueryState, RouteLink, ScopeNotice, StatusBadge, useEntityForm, useScopeId,
  type I18nKey, type QueryOptionsOf, type RouteTarget,
} from '@/components/kit';

/** A form's zod schema. */
export type AnySchema = z.ZodType<any, any>;

/** The ids a form needs: the current join, its company and its exhibition. */
export interface JoinIds {
  joinId: string;
  compId: string;
}

/** What a form's record has besides its fields: the review of its first submission. */
export interface ReviewedEntry {
  id: string;
  auditStatus: number;
  auditRemark?: string | null;
}

type Values = Record<string, unknown>;

export interface ChangeKind<S extends AnySchema> {
  /** Registered paths of the form, its history and the pending change's edit page. */
  paths: { form: string; history: string; edit: string };
  titles: { form: I18nKey; history: I18nKey; edit: I18nKey };
  /** Field labels in display order (the form's fields and the rows of the field-by-field diff). */
  labels: Record<string, I18nKey>;
  /** A field's value in the diff when it is not shown as it is stored (enums, ids). */
  Value?: (props: { field: string; value: unknown }) => ReactNode;
  schema: S;
  defaults: z.input<S> & Values;
  /** The form's record of the join (null: not filled in yet) from a generated query. */
  current: (ids: JoinIds) => QueryOptionsOf<any>;
  pick: (answer: any, ids: JoinIds) => ReviewedEntry | null;
  /** The join's latest change request (GET /api/<kind>Down/GetRecord?joinId=). */
  record: (joinId: string) => QueryOptionsOf<{ data: ChangeRecord | null }>;
  create: (values: z.output<S>, ids: JoinIds) => Promise<unknown>;
  update: (id: string, values: z.output<S>, ids: JoinIds) => Promise<unknown>;
  /** PUT /api/<Kind>Down: a new change, or the pending one edited (`id`). */
  submitChange: (body: { id?: string; joinId: string; compId: string; afterContent: string }) => Promise<unknown>;
  /** When submissions close, from the exhibition's dates. */
  deadline: (exhibition: Exhibition) => string | undefined;
  /** The form's fields. */
  Fields: (props: { control: Control<any, any, any> }) => ReactNode;
}

const target = (to: string): RouteTarget => ({ to });


/** Form values from a record or a change's content: the keys of `defaults`, null/absent → default. */
export function valuesFrom(defaults: Values, data: object | null | undefined): Values {
  const source = (data ?? {}) as Values;
  return Object.fromEntries(Object.keys(defaults).map((key) => [key, source[key] ?? defaults[key]]));
}

/** A change's JSON content as an object ({} when it is not JSON). */
export function parseContent(text: string | null | undefined): Values | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {};
  } catch {
    return {};
  }
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The fields a change touches, in the form's order: before and after as they are stored. */
export function changedFields(labels: Record<string, I18nKey>, before: Values | null, after: Values): { field: string; before: unknown; after: unknown }[] {
  const keys = [...Object.keys(labels), ...Object.keys(after).filter((k) => !(k in labels))];
  return keys
    .filter((k) => k in labels)
    .filter((k) => (before ? asText(before[k]) !== asText(after[k]) : asText(after[k]) !== ''))
    .map((field) => ({ field, before: before?.[field], after: after[field] }));
}

/** The exhibition of the session's join and whether the form's deadline has passed. */
function useDeadline(kind: ChangeKind<AnySchema>) {
  const exhibitionId = useScopeId('exhibition');
  const exhibition = useQuery({ ...getExhibitionGetQueryOptions({ id: exhibitionId ?? '' }), enabled: Boolean(exhibitionId) });
  const deadline = exhibition.data?.data ? kind.deadline(exhibition.data.data) : undefined;
  return { deadline, closed: Boolean(deadline && dayjs().isAfter(deadline)) };
}

function useJoinIds(): JoinIds | null {
  const joinId = useScopeId('join');
  const compId = useScopeId('company');
  return joinId && compId ? { joinId, compId } : null;
}

/** When the exhibition's submissions close, or that they have closed (the form is then read-only). */
export function DeadlineNotice({ deadline, closed }: { deadline?: string; closed: boolean }) {
  const { t } = useTranslation();
  if (!deadline) return null;
  const date = formatDate(deadline);
  return closed ? (
    <Alert.Root status="warning" data-testid="deadline-passed">
      <Alert.Indicator />
      <Alert.Description>{t('exhibit.change.deadlinePassed', { date })}</Alert.Description>
    </Alert.Root>
  ) : (
    <Text color="fg.muted" fontSize="sm">
      {t('exhibit.change.deadline', { date })}
    </Text>
  );
}

/** The fields shown but not editable (deadline passed, or a change waits for review). */
function ReadOnlyForm({ kind, values, title, actions, children }: { kind: ChangeKind<AnySchema>; values: Values; title: I18nKey; actions?: ReactNode; children?: ReactNode }) {
  const form = useEntityForm({ schema: kind.schema, defaultValues: values, save: async () => undefined });
  return (
    <Stack gap="4">
      <PageHeader title={title} actions={actions} />
      {children}
      <chakra.fieldset disabled aria-readonly>
        <kind.Fields control={form.control} />
      </chakra.fieldset>
    </Stack>
  );
}

function HistoryLink({ kind }: { kind: ChangeKind<AnySchema> }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" size="sm">
      <RouteLink link={target(kind.paths.history)}>{t(kind.titles.history)}</RouteLink>
    </Button>
  );
}

/** The entry's review: not filled in, pending, approved, rejected with the remark. */
function EntryState({ entry }: { entry: ReviewedEntry | null }) {
  const { t } = useTranslation();
  if (!entry) return <Text color="fg.muted">{t('exhibit.change.notFilled')}</Text>;
  const text =
    entry.auditStatus === 2
      ? t('exhibit.change.entryRejected', { remark: entry.auditRemark ?? '' })
      : entry.auditStatus === 1
        ? t('exhibit.change.entryApproved')
        : t('exhibit.change.entryPending');
  return (
    <Alert.Root status={entry.auditStatus === 2 ? 'error' : 'info'} data-testid="entry-state">
      <Alert.Indicator />
      <Alert.Content>
        <HStack gap="2">
          <Text fontWeight="medium">{t('exhibit.change.status')}</Text>
          <StatusBadge value={entry.auditStatus} map={auditStatus} />
        </HStack>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The form page of a kind (catalogue, fascia-board, invoice). */
export function ChangeFormPage({ kind }: { kind: ChangeKind<AnySchema> }) {
  const ids = useJoinIds();
  if (!ids) return <ScopeNotice title={kind.titles.form} scope="join" />;
  return <ChangeForm kind={kind} ids={ids} />;
}

function ChangeForm({ kind, ids }: { kind: ChangeKind<AnySchema>; ids: JoinIds }) {
  const current = useQuery({ ...kind.current(ids), select: (answer: unknown) => kind.pick(answer, ids) });
  const change = useQuery(kind.record(ids.joinId));
  const { deadline, closed } = useDeadline(kind);
  return (
    <QueryState query={current}>
      {(entry) => {
        const pending = entry?.auditStatus === 1 && change.data?.data?.auditStatus === 0 ? change.data.data : undefined;
        const values = valuesFrom(kind.defaults, entry);
        const notices = (
          <>
            <DeadlineNotice deadline={deadline} closed={closed} />
            <EntryState entry={entry} />
          </>
        );
        if (closed || pending) {
          return (
            <ReadOnlyForm kind={kind} values={values} title={kind.titles.form} actions={<HistoryLink kind={kind} />}>
              {notices}
              {pending && !closed && (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Description>
                      <PendingChangeLink kind={kind} />
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
            </ReadOnlyForm>
          );
        }
        return (
          <EditableForm kind={kind} ids={ids} values={values} entry={entry} title={kind.titles.form}>
            {notices}
          </EditableForm>
        );
      }}
    </QueryState>
  );
}

function PendingChangeLink({ kind }: { kind: ChangeKind<AnySchema> }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" wrap="wrap">
      <Text>{t('exhibit.change.pendingChange')}</Text>
      <Button asChild size="xs" variant="outline">
        <RouteLink link={target(kind.paths.edit)}>{t('exhibit.change.editPending')}</RouteLink>
      </Button>
    </HStack>
  );
}

/**
 * The editable form: saves the entry (create, or edit before approval) or submits a change
 * request (approved entry, or `changeId` of the pending change being edited).
 */
function EditableForm({
  kind, ids, values, entry, changeId, title, children,
}: { kind: ChangeKind<AnySchema>; ids: JoinIds; values: Values; entry: ReviewedEntry | null; changeId?: string; title: I18nKey; children?: ReactNode }) {
  const asChange = Boolean(changeId) || entry?.auditStatus === 1;
  const form = useEntityForm({
    schema: kind.schema,
    defaultValues: values,
    save: (v: Values) => {
      if (asChange) return kind.submitChange({ id: changeId, joinId: ids.joinId, compId: ids.compId, afterContent: JSON.stringify(v) });
      return entry ? kind.update(entry.id, v, ids) : kind.create(v, ids);
    },
    successMessage: asChange ? 'exhibit.change.submitted' : undefined,
    // A change request: on to its history. The entry itself: stay on the form with its new state.
    backTo: asChange ? target(kind.paths.history) : undefined,
    onSaved: asChange ? undefined : () => undefined,
  });
  return (
    <FormPage form={form} title={title} actions={<HistoryLink kind={kind} />} submitLabel={asChange ? 'exhibit.change.submitChange' : undefined}>
      <Stack gap="4">
        {children}
        <kind.Fields control={form.control} />
      </Stack>
    </FormPage>
  );
}

/** The history page: the latest change request, its state and what it changes. */
export function ChangeHistoryPage({ kind }: { kind: ChangeKind<AnySchema> }) {
  const ids = useJoinIds();
  if (!ids) return <ScopeNotice title={kind.titles.history} scope="join" />;
  return <ChangeHistory kind={kind} ids={ids} />;
}

function ChangeHistory({ kind, ids }: { kind: ChangeKind<AnySchema>; ids: JoinIds }) {
  const { t } = useTranslation();
  const change = useQuery(kind.record(ids.joinId));
  const { closed } = useDeadline(kind);
  const pending = change.data?.data?.auditStatus === 0;
  const toForm = (
    <Button asChild variant="outline" size="sm">
      <RouteLink link={target(kind.paths.form)}>{t('exhibit.change.toForm')}</RouteLink>
    </Button>
  );
  return (
    <Stack gap="4">
      <PageHeader
        title={kind.titles.history}
        breadcrumbs={[{ label: kind.titles.form, target: target(kind.paths.form) }, { label: kind.titles.history }]}
        actions={
          <HStack gap="2">
            {toForm}
            {pending && !closed && (
              <Button asChild size="sm">
                <RouteLink link={target(kind.paths.edit)}>{t('exhibit.change.editPending')}</RouteLink>
              </Button>
            )}
          </HStack>
        }
      />
      <QueryState query={change} isEmpty={(r) => !r.data} emptyTitle={t('exhibit.change.noChange')} emptyDescription={t('exhibit.change.noChangeHint')}>
        {(r) => <ChangeDetails kind={kind} change={r.data!} />}
      </QueryState>
    </Stack>
  );
}

function ChangeDetails({ kind, change }: { kind: ChangeKind<AnySchema>; change: ChangeRecord }) {
  const { t } = useTranslation();
  const before = parseContent(change.beforeContent);
  const after = parseContent(change.afterContent) ?? {};
  const rows = changedFields(kind.labels, before, after);
  const show = (field: string, value: unknown) => (kind.Value ? <kind.Value field={field} value={value} /> : <RawValue value={value} />);
  return (
    <Stack gap="4" data-testid="change-record">
      <HStack gap="6" wrap="wrap">
        <HStack gap="2">
          <Text fontWeight="medium">{t('exhibit.change.status')}</Text>
          <StatusBadge value={change.auditStatus} map={auditStatus} />
        </HStack>
        <Text color="fg.muted">
          {t('exhibit.change.submitTime')}: {formatDate(change.createTime)}
        </Text>
        {change.auditTime && (
          <Text color="fg.muted">
            {t('exhibit.change.auditTime')}: {formatDate(change.auditTime)}
          </Text>
        )}
        {!before && <Text color="fg.muted">{t('exhibit.change.firstSubmission')}</Text>}
      </HStack>
      {change.auditStatus === 2 && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('exhibit.change.remark')}</Alert.Title>
            <Alert.Description>{change.remark}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('exhibit.change.noDiff')}</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('exhibit.change.field')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('exhibit.change.before')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('exhibit.change.after')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.field} data-field={row.field}>
                  <Table.Cell fontWeight="medium">{t(kind.labels[row.field]!)}</Table.Cell>
                  <Table.Cell color="fg.muted">{before ? show(row.field, row.before) : '—'}</Table.Cell>
                  <Table.Cell>{show(row.field, row.after)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}

/** A stored value as it is ('(empty)' for nothing). */
export function RawValue({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <>{asText(value) || t('exhibit.change.empty')}</>;
}

/** The edit page of the pending change request. */
export function ChangeEditPage({ kind }: { kind: ChangeKind<AnySchema> }) {
  const ids = useJoinIds();
  if (!ids) return <ScopeNotice title={kind.titles.edit} scope="join" />;
  return <ChangeEdit kind={kind} ids={ids} />;
}

function ChangeEdit({ kind, ids }: { kind: ChangeKind<AnySchema>; ids: JoinIds }) {
  const { t } = useTranslation();
  const change = useQuery(kind.record(ids.joinId));
  const { deadline, closed } = useDeadline(kind);
  return (
    <QueryState query={change}>
      {(r) => {
        const record = r.data;
        if (!record || record.auditStatus !== 0) {
          return (
            <Stack gap="4">
              <PageHeader title={kind.titles.edit} breadcrumbs={[{ label: kind.titles.history, target: target(kind.paths.history) }, { label: kind.titles.edit }]} />
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Description>{t(record ? 'exhibit.change.notEditable' : 'exhibit.change.noPendingChange')}</Alert.Description>
              </Alert.Root>
              <div>
                <Button asChild variant="outline">
                  <RouteLink link={target(kind.paths.form)}>{t('exhibit.change.toForm')}</RouteLink>
                </Button>
              </div>
            </Stack>
          );
        }
        const values = valuesFrom(kind.defaults, parseContent(record.afterContent));
        if (closed) {
          return (
            <ReadOnlyForm kind={kind} values={values} title={kind.titles.edit}>
              <DeadlineNotice deadline={deadline} closed />
            </ReadOnlyForm>
          );
        }
        return (
          <EditableForm key={record.id} kind={kind} ids={ids} values={values} entry={null} changeId={record.id} title={kind.titles.edit}>
            <DeadlineNotice deadline={deadline} closed={false} />
          </EditableForm>
        );
      }}
    </QueryState>
  );
}


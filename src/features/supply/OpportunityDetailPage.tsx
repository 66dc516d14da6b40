/**
 * 商机详情: one posting and the exhibitors' products the organiser matches with it. Products are
 * picked from an exhibit category of the exhibition (the posting's own by default), start unpushed,
 * get a recommendation and an order, and are pushed to the poster one by one or all at once; a
 * push can be withdrawn and a match removed.
 */
import { Badge, Button, Card, Checkbox, DataList, Dialog, HStack, NativeSelect, Portal, Stack, Text, CloseButton, Field } from '@chakra-ui/react';
import { useQuery, useQueryClient, useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuSend } from 'react-icons/lu';
import { z } from 'zod';
import { useCategoryGetAndListByExhibition } from '@gen/api/host-exhibition/host-exhibition';
import { ReleaseRelevancyPushStatus, type Category, type NewReleaseResult, type ReleaseRelevancy } from '@gen/api/model';
import { ReleaseRelevancyUpdateBody } from '@gen/zod/release/release';
import {
  blank, columnsOf, DataTable, FormDrawer, formatDate, KeywordBox, ListPagination, MissingRecord, NumberField, PageHeader, QueryState, reportError, SafeHtml,
  StatusBadge, TextareaField, useScopeId, useTableEditor, type RowAction,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { candidatesQuery, matchActions, matchesQuery, opportunities, postingKind, postingStatus, relevancyStatus } from './postings';

const matchFields = ReleaseRelevancyUpdateBody.def.left.shape;
const remarkSchema = z.object({ remark: blank(matchFields.remark), showIndex: matchFields.showIndex });

const c = columnsOf<ReleaseRelevancy>();
const columns = [
  c.twoLines('productName', 'supply.match.product', (r) => r.productName, (r) => r.compName, { minWidth: '14rem' }),
  c.text('remark', 'supply.match.remark', { minWidth: '14rem' }),
  c.text('showIndex', 'supply.match.order'),
  c.status('pushStatus', 'supply.match.state', relevancyStatus),
  c.date('pushTime', 'supply.match.pushTime'),
];

/** Categories depth first, indented, in the area's language. */
function categoryOptions(nodes: Category[], localName: (c: Category) => string, depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((n) => [{ value: n.id, label: `${'　'.repeat(depth)}${localName(n)}` }, ...categoryOptions(n.children ?? [], localName, depth + 1)]);
}

/** Products of a category to match: the ones already matched are marked and cannot be picked twice. */
function AddMatchesDialog({ releaseId, categoryId, matched, onClose, onAdded }: {
  releaseId: string; categoryId?: string; matched: Set<string>; onClose: () => void; onAdded: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const [category, setCategory] = useState(categoryId ?? '');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const categories = useCategoryGetAndListByExhibition({ exhibitionId }, { query: { enabled: Boolean(exhibitionId) } });
  const options = useMemo(() => categoryOptions(categories.data?.data ?? [], localName), [categories.data, localName]);
  const products = useQuery({ ...candidatesQuery(exhibitionId, category, page, keyword), enabled: Boolean(category) });
  const toggle = (id: string, on: boolean) => setPicked((prev) => { const next = new Set(prev); if (on) next.add(id); else next.delete(id); return next; });
  const add = async () => {
    setSaving(true);
    try {
      await matchActions.add(releaseId, [...picked]);
      notify.success(t('supply.match.added', { count: picked.size }));
      await onAdded();
      onClose();
    } catch (error) {
      reportError(error, t('kit.form.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !saving && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('supply.match.addTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root>
                  <Field.Label>{t('supply.match.category')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={category} onChange={(e) => { setCategory(e.target.value); setPage(1); }}>
                      <option value="">{t('kit.form.choose')}</option>
                      {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <KeywordBox key={keyword} current={keyword} placeholder={t('supply.match.search')} onSearch={(k) => { setKeyword(k.trim()); setPage(1); }} />
                {!category ? (
                  <Text color="fg.muted">{t('supply.match.chooseCategory')}</Text>
                ) : (
                  <QueryState query={products} isEmpty={(r) => r.data.items.length === 0} emptyTitle={t('supply.match.noProducts')}>
                    {(r) => (
                      <Stack gap="2">
                        <Stack as="ul" listStyleType="none" gap="1" aria-label={t('supply.match.candidates')}>
                          {r.data.items.map((p) => (
                            <li key={p.id}>
                              <Checkbox.Root checked={matched.has(p.id) || picked.has(p.id)} disabled={matched.has(p.id)} onCheckedChange={(e) => toggle(p.id, e.checked === true)}>
                                <Checkbox.HiddenInput />
                                <Checkbox.Control />
                                <Checkbox.Label>
                                  {p.name}
                                  <Text as="span" color="fg.muted" ms="2" textStyle="sm">{p.compName}</Text>
                                  {matched.has(p.id) && <Badge ms="2" size="sm">{t('supply.match.already')}</Badge>}
                                </Checkbox.Label>
                              </Checkbox.Root>
                            </li>
                          ))}
                        </Stack>
                        <ListPagination total={r.data.totalCount} page={page} pageSize={10} onPageChange={setPage} />
                      </Stack>
                    )}
                  </QueryState>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={saving}>{t('kit.form.cancel')}</Button>
              <Button colorPalette="blue" onClick={() => void add()} disabled={picked.size === 0} loading={saving}>
                {t('supply.match.addPicked', { count: picked.size })}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('kit.detail.close')} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Posting({ id }: { id: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const posting = useSuspenseQuery(opportunities.one!(id) as UseSuspenseQueryOptions<NewReleaseResult>).data.data;
  const matches = useQuery(matchesQuery(id));
  const editor = useTableEditor<ReleaseRelevancy>(matchesQuery(id).queryKey);
  const [adding, setAdding] = useState(false);
  const [pushing, setPushing] = useState(false);
  const rows = matches.data?.data ?? [];
  const waiting = rows.filter((r) => r.pushStatus === ReleaseRelevancyPushStatus.NotPushed);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: matchesQuery(id).queryKey }), queryClient.invalidateQueries({ queryKey: opportunities.one!(id).queryKey })]);
  const rowActions: RowAction<ReleaseRelevancy>[] = [
    { label: 'supply.match.push', onSelect: (r) => matchActions.push(id, [r]), hidden: (r) => r.pushStatus === 1, successMessage: 'supply.match.pushedOne' },
    { label: 'supply.match.withdraw', onSelect: (r) => matchActions.withdraw(id, [r]), hidden: (r) => r.pushStatus === 0, successMessage: 'supply.match.withdrawn' },
    { label: 'supply.match.edit', onSelect: (r) => editor.open(r) },
  ];
  const pushAll = async () => {
    setPushing(true);
    try {
      await matchActions.push(id, waiting);
      notify.success(t('supply.match.pushedMany', { count: waiting.length }));
      await refresh();
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
    } finally {
      setPushing(false);
    }
  };
  const c2 = columnsOf<ReleaseRelevancy>();
  const allColumns = [...columns, c2.actions({ items: rowActions, onDelete: matchActions.remove, nameOf: (r) => r.productName })];
  return (
    <Stack gap="4">
      <Card.Root size="sm">
        <Card.Body>
          <Stack gap="3">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" textStyle="lg">{posting.title}</Text>
              <StatusBadge value={posting.type} map={postingKind} />
              <StatusBadge value={posting.status} map={postingStatus} />
            </HStack>
            <DataList.Root orientation="horizontal" size="sm">
              {([
                ['supply.posting.company', posting.compName],
                ['supply.posting.category', posting.categoryName],
                ['supply.posting.contact', [posting.contactName, posting.contactPhone].filter(Boolean).join(' · ')],
                ['supply.posting.createTime', formatDate(posting.createTime)],
                ['supply.posting.pushTime', formatDate(posting.pushTime)],
              ] as const).map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
                  <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {posting.content && <SafeHtml html={posting.content} />}
          </Stack>
        </Card.Body>
      </Card.Root>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{t('supply.match.title', { count: rows.length, pushed: rows.length - waiting.length })}</Text>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => void pushAll()} disabled={waiting.length === 0} loading={pushing}>
            <LuSend /> {t('supply.match.pushAll', { count: waiting.length })}
          </Button>
          <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
            <LuPlus /> {t('supply.match.add')}
          </Button>
        </HStack>
      </HStack>
      <QueryState query={matches} isEmpty={(r) => r.data.length === 0} emptyTitle={t('supply.match.empty')}>
        {(r) => <DataTable rows={r.data} columns={allColumns} context={editor.context} label={t('supply.match.table')} busy={matches.isFetching} />}
      </QueryState>
      {adding && (
        <AddMatchesDialog releaseId={id} categoryId={posting.categoryId} matched={new Set(rows.map((m) => m.productId))} onClose={() => setAdding(false)} onAdded={refresh} />
      )}
      {editor.drawer?.record && (
        <FormDrawer
          key={editor.drawer.key}
          open
          title={t('supply.match.editTitle', { name: editor.drawer.record.productName })}
          schema={remarkSchema}
          defaultValues={{ remark: editor.drawer.record.remark ?? '', showIndex: editor.drawer.record.showIndex }}
          save={(values) => matchActions.update(editor.drawer!.record!, values)}
          onClose={editor.close}
          onSaved={editor.refresh}
        >
          {({ control }) => (
            <Stack gap="4">
              <TextareaField control={control} name="remark" label={t('supply.match.remark')} helper={t('supply.match.remarkHelper')} />
              <NumberField control={control} name="showIndex" label={t('supply.match.order')} />
            </Stack>
          )}
        </FormDrawer>
      )}
      {editor.confirmDialog}
    </Stack>
  );
}

export function OpportunityDetailPage() {
  const { id } = useSearch({ strict: false }) as { id?: string };
  const title = opportunities.titles.detail!;
  return (
    <Stack gap="4" minW="0">
      <PageHeader title={title} breadcrumbs={[{ label: opportunities.titles.list, target: opportunities.to.list({}) }, { label: title }]} />
      {id ? <Posting key={id} id={id} /> : <MissingRecord resource={opportunities} title={title} />}
    </Stack>
  );
}

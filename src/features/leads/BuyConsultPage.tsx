/**
 * 采购咨询 / Buyer consultations: the calling cards buyers sent the company from the mini-programme.
 * Two tabs (pending receipt, received) in the URL; a pending card is received one by one or in bulk;
 * a card is deleted without an SMS to the buyer; each tab exports as its own consult list. Beside
 * them, the greetings (招呼语) the company answers buyers with.
 */
import { Badge, Button, Card, Grid, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  callingCardDeExHiConAdd, callingCardDelete, callingCardExcelExport, callingCardUpdateCallingState,
} from '@gen/api/calling-cards/calling-cards';
import { CallingCardState, type CallingCard } from '@gen/api/model';
import { CallingCardDeExHiConAddBody } from '@gen/zod/calling-cards/calling-cards';
import {
  columnsOf, ensureAccepted, type ListColumn, ExportButton, FormDrawer, ListPage, PageHeader, QueryState, ScopeNotice, TextareaField, useListSearchOf, useScopeIds,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import { CONSULT_EXPORT_NAMES, consultFilter, consultScopeOf, consultsQuery, greetingsQuery, type ConsultScope } from './consults';
import { CONSULT_STATES, type ConsultSearch, type ConsultState } from './routes';

const TAB_LABEL = { 0: 'exhibit.consult.pending', 1: 'exhibit.consult.received' } as const;

const receive = (card: CallingCard) => callingCardUpdateCallingState({ id: card.id, state: CallingCardState.Received }).then(ensureAccepted);

const c = columnsOf<CallingCard>();
const buyer = c.custom('name', 'exhibit.consult.buyer', (r) => (
  <>
    <Text fontWeight="medium">{r.name}</Text>
    {r.position && (
      <Text textStyle="xs" color="fg.muted">
        {r.position}
      </Text>
    )}
  </>
));
const contact = c.custom('phone', 'exhibit.consult.contact', (r) => (
  <Stack gap="0">
    <Link href={`tel:${r.phone.replace(/[^0-9+]/g, '')}`}>{r.phone}</Link>
    {r.email && (
      <Link href={`mailto:${r.email}`} textStyle="xs" color="fg.muted">
        {r.email}
      </Link>
    )}
  </Stack>
));
const content = c.custom('content', 'exhibit.consult.content', (r) => (
  <Text whiteSpace="pre-wrap" wordBreak="break-word">
    {r.content}
  </Text>
), { minWidth: '18rem' });
const actions = c.actions({
  items: [{ label: 'exhibit.consult.receive', onSelect: receive, hidden: (r) => r.state !== CallingCardState.Pending, successMessage: 'exhibit.consult.receivedOne' }],
  // The exhibitor screen removes a card quietly: no SMS to the buyer.
  onDelete: (r) => callingCardDelete({ id: r.id, isSms: false }),
  nameOf: (r) => r.name,
});
const COLUMNS: Record<ConsultState, ListColumn<CallingCard>[]> = {
  0: [buyer, c.text('company', 'exhibit.consult.company'), contact, content, c.date('createTime', 'exhibit.consult.sent', { pattern: 'datetime', sortable: true }), actions],
  1: [
    buyer, c.text('company', 'exhibit.consult.company'), contact, content,
    c.date('createTime', 'exhibit.consult.sent', { pattern: 'datetime', sortable: true }),
    c.date('receiveTime', 'exhibit.consult.receivedAt', { pattern: 'datetime', sortable: true }),
    actions,
  ],
};

export function BuyConsultPage() {
  const scope = consultScopeOf(useScopeIds());
  if (!scope) return <ScopeNotice title="nav.exhibitor.exinfo.buyConsult" scope="company" />;
  return <Consults scope={scope} />;
}

function Consults({ scope }: { scope: ConsultScope }) {
  const { t } = useTranslation();
  const list = useListSearchOf<ConsultSearch>();
  const state = list.search.state;
  const query = useQuery({ ...consultsQuery(list.search, scope), placeholderData: keepPreviousData, retryOnMount: false });
  const exportButton = (
    <ExportButton
      label={state === 0 ? 'exhibit.consult.exportPending' : 'exhibit.consult.exportReceived'}
      fileName={CONSULT_EXPORT_NAMES[state]}
      request={(o) => callingCardExcelExport(consultFilter(list.search, scope), o)}
    />
  );
  return (
    <Tabs.Root value={String(state)} onValueChange={(e) => list.setFilters({ state: Number(e.value) as ConsultState })} lazyMount unmountOnExit>
      <PageHeader title="nav.exhibitor.exinfo.buyConsult" description="exhibit.consult.description" actions={exportButton} />
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
        <Stack gap="4" minW="0">
          <Tabs.List>
            {CONSULT_STATES.map((s) => (
              <Tabs.Trigger key={s} value={String(s)}>
                {t(TAB_LABEL[s])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {CONSULT_STATES.map((s) => (
            <Tabs.Content key={s} value={String(s)} pt="0">
              <ListPage
                list={list}
                query={query}
                columns={COLUMNS[s]}
                searchPlaceholder="exhibit.consult.search"
                emptyTitle={s === 0 ? 'exhibit.consult.noPending' : 'exhibit.consult.noReceived'}
                bulkActions={s === 0 ? bulkReceive : undefined}
              />
            </Tabs.Content>
          ))}
        </Stack>
        <Greetings scope={scope} />
      </Grid>
    </Tabs.Root>
  );
}

const bulkReceive = (rows: CallingCard[], done: () => Promise<void>) => <ReceiveSelected rows={rows} done={done} />;

function ReceiveSelected({ rows, done }: { rows: CallingCard[]; done: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    void receiveAll(rows, t).then(done).finally(() => setBusy(false));
  };
  return (
    <Button size="sm" variant="outline" loading={busy} onClick={run}>
      {t('exhibit.consult.receiveSelected', { count: rows.length })}
    </Button>
  );
}

/** Receives the selected cards and says how many made it. */
async function receiveAll(rows: CallingCard[], t: TFunction) {
  const results = await Promise.allSettled(rows.map(receive));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed) notify.error(t('exhibit.consult.receiveSome', { done: rows.length - failed, failed }));
  else notify.success(t('exhibit.consult.receiveAll', { count: rows.length }));
}

const greetingSchema = CallingCardDeExHiConAddBody.pick({ content: true });

/** 招呼语: the messages the company keeps for answering buyers, in their order. */
function Greetings({ scope }: { scope: ConsultScope }) {
  const { t } = useTranslation();
  const query = useQuery(greetingsQuery(scope.compId));
  const [adding, setAdding] = useState(false);
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Heading size="sm">{t('exhibit.consult.greetings')}</Heading>
          <Button size="xs" variant="outline" onClick={() => setAdding(true)}>
            {t('exhibit.consult.addGreeting')}
          </Button>
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {t('exhibit.consult.greetingsHint')}
        </Text>
      </Card.Header>
      <Card.Body>
        <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('exhibit.consult.noGreetings')} skeletonRows={2}>
          {(r) => (
            <Stack as="ol" gap="3" aria-label={t('exhibit.consult.greetings')}>
              {r.data.map((g, i) => (
                <HStack as="li" key={g.id} align="start" gap="2">
                  <Badge variant="subtle">{i + 1}</Badge>
                  <Text textStyle="sm">{g.content}</Text>
                </HStack>
              ))}
            </Stack>
          )}
        </QueryState>
      </Card.Body>
      {adding && (
        <FormDrawer
          open
          title={t('exhibit.consult.addGreeting')}
          schema={greetingSchema}
          defaultValues={{ content: '' }}
          save={(v) => callingCardDeExHiConAdd({ ...scope, content: v.content })}
          onClose={() => setAdding(false)}
          onSaved={() => query.refetch()}
        >
          {({ control }) => <TextareaField control={control} name="content" label={t('exhibit.consult.greeting')} required />}
        </FormDrawer>
      )}
    </Card.Root>
  );
}

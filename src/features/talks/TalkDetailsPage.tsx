/**
 * 洽谈详情 (?id= a talk, i.e. a buyer's card): the talk in full: who the buyer is and how to reach
 * them, what they asked which exhibitor and from where, where it stands; the butler (account
 * manager) service that follows the exhibitor up at this exhibition; and the buyer's other talks
 * at the show.
 */
import { Button, Card, DataList, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { Link as RouterLink, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallingCard, CallingCardPageResult } from '@gen/api/model';
import {
  columnsOf, DataTable, ErrorPanel, formatDate, MissingRecord, PageHeader, QueryState, RouteLink, ScopeNotice, StatusBadge, useScopeId, type I18nKey,
  type ListContext,
} from '@/components/kit';
import { butlerQuery, butlerState, findTalk, kindNames, showTalksQuery, talkKindQueries, talks, talksOfBuyer, talkState } from './talks';

const TITLE = talks.titles.detail!;

/** A titled card of label–value lines (empty values as a dash). */
function Facts({ title, items, children }: { title: string; items: [I18nKey, ReactNode][]; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <DataList.Root orientation="horizontal" size="sm">
            {items.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
                <DataList.ItemValue>{value === undefined || value === null || value === '' ? '—' : value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The exhibitor's butler service at this exhibition (none: said so). */
function Butler({ compId, compName, exhibitionId }: { compId: string; compName?: string; exhibitionId: string }) {
  const { t } = useTranslation();
  const butler = useQuery(butlerQuery(compId, exhibitionId));
  return (
    <QueryState query={butler} isEmpty={(r) => !r.data} emptyTitle={t('talks.butler.none', { name: compName ?? '' })}>
      {(r) =>
        r.data && (
          <Facts
            title={t('talks.butler.title')}
            items={[
              ['talks.butler.customer', r.data.customerName ?? compName],
              ['talks.butler.purchased', t(r.data.isPurchase ? 'talks.butler.yes' : 'talks.butler.no')],
              ['talks.butler.name', r.data.serviceButlerName],
              ['talks.butler.phone', r.data.serviceButlerPhone],
              ['talks.butler.stateLabel', <StatusBadge key="s" value={r.data.serviceState} map={butlerState} />],
              ['talks.butler.purchaseTime', formatDate(r.data.purchaseTime)],
            ]}
          />
        )
      }
    </QueryState>
  );
}

const c = columnsOf<CallingCard>();
const otherColumns = [
  c.custom('compName', 'talks.exhibitor', (r) => (
    <Link asChild color="blue.fg">
      <RouterLink to="/host/index/set/export-talk-details" search={{ id: r.id }}>
        {r.compName}
      </RouterLink>
    </Link>
  )),
  c.text('content', 'talks.content', { minWidth: '16rem' }),
  c.status('state', 'talks.stateLabel', talkState),
  c.date('createTime', 'talks.createTime'),
];
const tableContext: ListContext = { refresh: () => undefined, confirm: async () => false, navigate: () => undefined };

function Talk({ id, exhibitionId }: { id: string; exhibitionId: string }) {
  const { t } = useTranslation();
  const cards = useSuspenseQuery(showTalksQuery(exhibitionId) as UseSuspenseQueryOptions<CallingCardPageResult>).data.data.items;
  const kinds = talkKindQueries({}, exhibitionId);
  const talkNames = kindNames(useQuery(kinds.byTalk).data?.data);
  const sourceNames = kindNames(useQuery(kinds.bySource).data?.data);
  const card = findTalk(cards, id);
  if (!card) {
    return (
      <Stack gap="4" align="start">
        <ErrorPanel title={t('talks.details.notFound')} description={t('talks.details.notFoundHint')} />
        <Button asChild variant="outline">
          <RouteLink link={talks.to.list()}>{t('kit.resource.backToList')}</RouteLink>
        </Button>
      </Stack>
    );
  }
  const others = talksOfBuyer(cards, card).filter((o) => o.id !== card.id);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Facts
          title={t('talks.details.buyer')}
          items={[
            ['talks.details.name', card.name],
            ['talks.details.company', card.company],
            ['talks.details.position', card.position],
            ['talks.details.phone', card.phone],
            ['talks.details.email', card.email],
          ]}
        />
        <Facts
          title={t('talks.details.talk')}
          items={[
            ['talks.exhibitor', card.compName],
            ['talks.talkType', card.talkType === undefined ? '' : (talkNames.get(card.talkType) ?? String(card.talkType))],
            ['talks.source', card.sourceLinkType === undefined ? '' : (sourceNames.get(card.sourceLinkType) ?? String(card.sourceLinkType))],
            ['talks.stateLabel', <StatusBadge key="s" value={card.state} map={talkState} />],
            ['talks.createTime', formatDate(card.createTime)],
            ['talks.details.receiveTime', formatDate(card.receiveTime)],
          ]}
        >
          <Stack gap="1">
            <Text color="fg.muted" textStyle="sm">
              {t('talks.content')}
            </Text>
            <Text whiteSpace="pre-wrap">{card.content || '—'}</Text>
          </Stack>
        </Facts>
      </SimpleGrid>
      <Butler compId={card.compId} compName={card.compName} exhibitionId={exhibitionId} />
      <Stack gap="2">
        <Heading as="h2" size="md">
          {t('talks.details.others', { count: others.length })}
        </Heading>
        {others.length === 0 ? (
          <Text color="fg.muted">{t('talks.details.noOthers')}</Text>
        ) : (
          <DataTable rows={others} columns={otherColumns} context={tableContext} label={t('talks.details.others', { count: others.length })} />
        )}
      </Stack>
    </Stack>
  );
}

export function TalkDetailsPage() {
  const { id } = useSearch({ from: '/host/index/set/export-talk-details' });
  const exhibitionId = useScopeId('exhibition');
  if (!id) return <MissingRecord resource={talks} title={TITLE} />;
  if (!exhibitionId) return <ScopeNotice title={TITLE} scope="exhibition" />;
  return (
    <Stack gap="4" minW="0">
      <PageHeader title={TITLE} description="talks.details.description" breadcrumbs={[{ label: talks.titles.list, target: talks.to.list() }, { label: TITLE }]} />
      <Talk key={id} id={id} exhibitionId={exhibitionId} />
    </Stack>
  );
}

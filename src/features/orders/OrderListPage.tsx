/**
 * 全部订单 / All orders: the company's service orders in its current exhibition, by project group,
 * with the ordering record (booth, contact) and the totals of what it owes; each opens its lines.
 */
import { Card, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApplyOM } from '@gen/api/model';
import {
  columnsOf, defineStatusMap, formatYuan, ListFilterSelect, ListPage, RouteLink, ScopeNotice, useListSearchOf, useScopeIds,
} from '@/components/kit';
import { ORDER_STATUSES, orderingCompanyQuery, orderListQuery, orderScopeOf, orderTotalQuery, type OrderScope, type OrderSearch } from './orders';

const statusLabel = (v: number) => `exhibit.order.statuses.${String(v) as '0' | '1' | '2'}` as const;
export const orderStatus = defineStatusMap({
  0: { label: statusLabel(0), color: 'orange' },
  1: { label: statusLabel(1), color: 'green' },
  2: { label: statusLabel(2), color: 'gray' },
});

/** The detail page of an order, as GetById addresses it. */
export const orderTarget = (o: ApplyOM) => ({
  to: '/exhibition{-$lang}/index/order/detail-order' as const,
  search: { exhibitionId: o.exhibitionId, dePjNameGroupId: o.dePjNameGroupId, applyCompanyId: o.applyCompanyId },
});

function Money({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return (
    <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {formatYuan(value, i18n.language)}
    </Text>
  );
}

const c = columnsOf<ApplyOM>();
const columns = [
  c.custom('dePjNameGroupName', 'exhibit.order.group', (o) => <OrderGroup order={o} />, { minWidth: '14rem' }),
  c.custom('quantity', 'exhibit.order.quantity', (o) => o.quantity ?? 0, { align: 'end' }),
  c.custom('totalAmount', 'exhibit.order.amount', (o) => <Money value={o.totalAmount} />, { align: 'end' }),
  c.status('status', 'exhibit.order.status', orderStatus),
  c.date('createTime', 'exhibit.order.createTime', { pattern: 'datetime', sortable: true }),
  c.actions({ items: [{ label: 'exhibit.order.view', to: orderTarget }] }),
];

function OrderGroup({ order }: { order: ApplyOM }) {
  const { t } = useTranslation();
  return (
    <>
      <RouteLink link={orderTarget(order)}>{order.dePjNameGroupName ?? t('exhibit.order.group')}</RouteLink>
      <Text textStyle="xs" color="fg.muted" lineClamp={1}>
        {t('exhibit.order.lines', { count: order.items?.length ?? 0, names: (order.items ?? []).map((i) => i.name).join(t('exhibit.order.separator')) })}
      </Text>
    </>
  );
}

export function OrderListPage() {
  const scope = orderScopeOf(useScopeIds());
  if (!scope) return <ScopeNotice title="nav.exhibitor.order.all-order" scope="join" />;
  return <Orders scope={scope} />;
}

function Orders({ scope }: { scope: OrderScope }) {
  const list = useListSearchOf<OrderSearch>();
  const query = useQuery({ ...orderListQuery(list.search, scope), placeholderData: keepPreviousData, retryOnMount: false });
  return (
    <ListPage
      title="nav.exhibitor.order.all-order"
      description="exhibit.order.description"
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="exhibit.order.search"
      emptyTitle="exhibit.order.empty"
      filters={<ListFilterSelect list={list} name="status" label="exhibit.order.status" options={ORDER_STATUSES.map((v) => ({ value: v, label: statusLabel(v) }))} />}
      summary={<Summary scope={scope} search={list.search} />}
    />
  );
}

/** The ordering record and the totals of the filtered orders (cancelled ones not counted). */
function Summary({ scope, search }: { scope: OrderScope; search: OrderSearch }) {
  const { t, i18n } = useTranslation();
  const company = useQuery(orderingCompanyQuery(scope)).data?.data;
  const totals = useQuery({ ...orderTotalQuery(search, scope), placeholderData: keepPreviousData }).data?.data;
  return (
    <Card.Root data-testid="order-summary">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {t('exhibit.order.totals')}
        </Card.Title>
        <Card.Description>{company ? [company.companyName, company.boothNo, company.contactName].filter(Boolean).join(' · ') : t('exhibit.order.noCompany')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Fact label={t('exhibit.order.orderCount')} value={totals ? String(totals.orderCount) : '—'} />
          <Fact label={t('exhibit.order.totalQuantity')} value={totals ? String(totals.quantity) : '—'} />
          <Fact label={t('exhibit.order.totalAmount')} value={totals ? formatYuan(totals.totalAmount, i18n.language) : '—'} hint={t('exhibit.order.totalsHint')} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stat.Root>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
      {hint && <Stat.HelpText>{hint}</Stat.HelpText>}
    </Stat.Root>
  );
}

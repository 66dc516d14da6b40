/**
 * 订单详情 / Order details: one service order — its state, booth and contact, and each line with
 * unit price, quantity and amount, totalled.
 */
import { Alert, Button, Card, Grid, Stack, Table, Text } from '@chakra-ui/react';
import { useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ApplyOM, ApplyOMResult } from '@gen/api/model';
import { ErrorPanel, Fact, formatDate, formatYuan, PageHeader, RouteLink, StatusBadge, Thumbnail, type Crumb } from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { isOrderKey, orderDetailQuery, type OrderKey } from './orders';
import { orderStatus } from './OrderListPage';

const route = getRouteApi('/exhibition{-$lang}/index/order/detail-order');
const LIST = { to: '/exhibition{-$lang}/index/order/all-order' } as const;
const crumbs: Crumb[] = [{ label: 'nav.exhibitor.order.all-order', target: LIST }, { label: 'nav.exhibitor.order.detail-order' }];

export function OrderDetailPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  if (!isOrderKey(search)) {
    return (
      <Stack gap="4">
        <PageHeader title="nav.exhibitor.order.detail-order" breadcrumbs={crumbs} />
        <ErrorPanel title={t('exhibit.order.detail.missing')} description={t('exhibit.order.detail.missingHint')} />
        <div>
          <Button asChild variant="outline">
            <RouteLink link={LIST}>{t('exhibit.order.detail.backToList')}</RouteLink>
          </Button>
        </div>
      </Stack>
    );
  }
  return <OrderDetail orderKey={search} />;
}

function OrderDetail({ orderKey }: { orderKey: OrderKey }) {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  const order = useSuspenseQuery(orderDetailQuery(orderKey) as UseSuspenseQueryOptions<ApplyOMResult>).data.data;
  const money = (v: number) => formatYuan(v, i18n.language);
  return (
    <Stack gap="4">
      <PageHeader title="nav.exhibitor.order.detail-order" breadcrumbs={crumbs} />
      <StateHint order={order} />
      <Card.Root data-testid="order-facts">
        <Card.Header>
          <Card.Title as="h2" fontSize="md">
            {order.dePjNameGroupName}
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            <Fact label='exhibit.order.detail.exhibition'>{localName(order.exhibitionName, undefined)}</Fact>
            <Fact label='exhibit.order.detail.status'>
              <StatusBadge value={order.status} map={orderStatus} />
            </Fact>
            <Fact label='exhibit.order.createTime'>{formatDate(order.createTime)}</Fact>
            <Fact label='exhibit.order.company'>{order.companyName}</Fact>
            <Fact label='exhibit.order.booth'>{order.boothNo}</Fact>
            <Fact label='exhibit.order.contact'>{[order.contactName, order.contactPhone].filter(Boolean).join(' ')}</Fact>
            {order.remark && <Fact label='exhibit.order.detail.remark'>{order.remark}</Fact>}
          </Grid>
        </Card.Body>
      </Card.Root>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={order.dePjNameGroupName ?? t('nav.exhibitor.order.detail-order')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('exhibit.order.detail.item')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('exhibit.order.detail.unit')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('exhibit.order.detail.price')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('exhibit.order.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('exhibit.order.amount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(order.items ?? []).map((item) => (
              <Table.Row key={item.dePjNameId}>
                <Table.Cell>
                  <Stack direction="row" gap="3" align="center">
                    {item.image && <Thumbnail src={item.image} alt={item.name} boxSize="10" />}
                    <Stack gap="0">
                      <Text>{item.name}</Text>
                      {item.specification && (
                        <Text textStyle="xs" color="fg.muted">
                          {item.specification}
                        </Text>
                      )}
                    </Stack>
                  </Stack>
                </Table.Cell>
                <Table.Cell>{item.unit}</Table.Cell>
                <Table.Cell textAlign="end">{money(item.price)}</Table.Cell>
                <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
                <Table.Cell textAlign="end">{money(item.amount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell colSpan={3} fontWeight="semibold">
                {t('exhibit.order.detail.total')}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {order.quantity ?? 0}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold" data-testid="order-total">
                {money(order.totalAmount)}
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
      <div>
        <Button asChild variant="outline">
          <RouteLink link={LIST}>{t('exhibit.order.detail.backToList')}</RouteLink>
        </Button>
      </div>
    </Stack>
  );
}

/** What the state means for the exhibitor: wait for confirmation, or not counted. */
function StateHint({ order }: { order: ApplyOM }) {
  const { t } = useTranslation();
  if (order.status === 1) return null;
  return (
    <Alert.Root status={order.status === 0 ? 'info' : 'neutral'}>
      <Alert.Indicator />
      <Alert.Description>{t(order.status === 0 ? 'exhibit.order.detail.pendingHint' : 'exhibit.order.detail.cancelledHint')}</Alert.Description>
    </Alert.Root>
  );
}


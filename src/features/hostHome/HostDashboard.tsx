import { Badge, Button, Card, Heading, HStack, LinkBox, LinkOverlay, NativeSelect, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getActivityGetBackendByExhibitionQueryOptions } from '@gen/api/activity/activity';
import { getAuditGetAuditListQueryOptions } from '@gen/api/audit/audit';
import { getCallingCardGetNewCallingCardQueryOptions } from '@gen/api/calling-cards/calling-cards';
import { getExhibitionGetByAgentQueryOptions } from '@gen/api/host-exhibition/host-exhibition';
import { getJoinGetByManagerQueryOptions } from '@gen/api/join/join';
import { AuditRecordType, ChangeAuditStatus } from '@gen/api/model';
import { getProductGetBackEndByExhibitionQueryOptions } from '@gen/api/product/product';
import { getVehicleGetPagedListByExhibitionIdQueryOptions } from '@gen/api/vehicles/vehicles';
import { ErrorPanel, failureMessage, formatDate, type I18nKey, useScopeId } from '@/components/kit';
import { notify } from '@/lib/notify';
import { session, useSession } from '@/lib/session/store';

const ONE = { pageIndex: 1, pageSize: 1 };
const KINDS = Object.values(AuditRecordType);

/** The organiser's exhibitions, for the switcher (an organiser runs a handful, not hundreds). */
const exhibitionsQuery = getExhibitionGetByAgentQueryOptions({ pageIndex: 1, pageSize: 100, sorts: [{ propertyName: 'startTime', ascending: false }] });

/** The exhibition the host back office works on: chosen here, kept in the session. */
function ExhibitionSwitcher({ exhibitionId }: { exhibitionId: string | null }) {
  const { t } = useTranslation();
  const router = useRouter();
  const list = useQuery(exhibitionsQuery);
  const items = list.data?.data.items ?? [];
  const current = items.find((e) => e.id === exhibitionId);
  return (
    <Card.Root>
      <Card.Body gap="2">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="0">
            <Text textStyle="sm" color="fg.muted">
              {t('host.home.exhibition')}
            </Text>
            <Heading size="md">{current?.name ?? '—'}</Heading>
            {current && (
              <Text textStyle="sm" color="fg.muted">
                {t('host.home.period', { start: formatDate(current.startTime, 'YYYY-MM-DD'), end: formatDate(current.endTime, 'YYYY-MM-DD') })} · {current.address}
              </Text>
            )}
          </Stack>
          <NativeSelect.Root size="sm" maxW="20rem" disabled={items.length < 2}>
            <NativeSelect.Field
              aria-label={t('host.home.switchExhibition')}
              value={exhibitionId ?? ''}
              onChange={(e) => {
                const next = items.find((x) => x.id === e.target.value);
                if (!next) return;
                session.set({ exhibition: next });
                notify.success(t('host.home.switched', { name: next.name }));
                void router.invalidate();
              }}
            >
              {items.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {list.isError && <ErrorPanel description={failureMessage(list.error)} onRetry={() => void list.refetch()} />}
        {list.isSuccess && items.length === 0 && <Text color="fg.muted">{t('host.home.noExhibition')}</Text>}
      </Card.Body>
    </Card.Root>
  );
}

/** 首页: the current exhibition's numbers, the reviews waiting (most first) and shortcuts. */
export function HostDashboard() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const exhibitionId = useScopeId('exhibition');
  const id = exhibitionId ?? '';
  const enabled = Boolean(exhibitionId);
  const counts = useQueries({
    queries: [
      { ...getJoinGetByManagerQueryOptions({ ...ONE, exhibitionId: id }), enabled },
      { ...getAuditGetAuditListQueryOptions({ ...ONE, exhibitionId: id, auditStatus: ChangeAuditStatus.Pending }), enabled },
      { ...getActivityGetBackendByExhibitionQueryOptions({ ...ONE, exhibitionId: id }), enabled },
      { ...getProductGetBackEndByExhibitionQueryOptions({ ...ONE, exhibitionId: id }), enabled },
      { ...getCallingCardGetNewCallingCardQueryOptions({ ...ONE, exhibitionId: id }), enabled },
      { ...getVehicleGetPagedListByExhibitionIdQueryOptions({ ...ONE, exhibitionId: id }), enabled },
    ] as const,
  });
  const pending = useQueries({
    queries: KINDS.map((type) => ({ ...getAuditGetAuditListQueryOptions({ ...ONE, exhibitionId: id, type, auditStatus: ChangeAuditStatus.Pending }), enabled })),
  });
  const labels: I18nKey[] = ['host.home.counts.exhibitors', 'host.home.counts.pending', 'host.home.counts.activities', 'host.home.counts.products', 'host.home.counts.purchase', 'host.home.counts.vehicles'];
  const waiting = KINDS.map((type, i) => ({ type, count: pending[i]?.data?.data.totalCount ?? 0 }))
    .filter((k) => k.count > 0)
    .sort((a, b) => b.count - a.count);
  const failed = [...counts, ...pending].find((q) => q.isError);

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {t('host.home.title', { name: user?.realName || user?.userName || '' })}
      </Heading>
      <ExhibitionSwitcher exhibitionId={exhibitionId} />
      {failed && <ErrorPanel description={failureMessage(failed.error)} onRetry={() => [...counts, ...pending].filter((q) => q.isError).forEach((q) => void q.refetch())} />}
      {enabled && (
        <>
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
            {counts.map((q, i) => (
              <Card.Root key={labels[i]} size="sm">
                <Card.Body>
                  <Stat.Root>
                    <Stat.Label>{t(labels[i]!)}</Stat.Label>
                    <Skeleton loading={q.isPending}>
                      <Stat.ValueText>{q.data?.data.totalCount ?? 0}</Stat.ValueText>
                    </Skeleton>
                  </Stat.Root>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <Card.Root>
              <Card.Header>
                <HStack justify="space-between">
                  <Card.Title>{t('host.home.attention')}</Card.Title>
                  {waiting.length > 0 && (
                    <Button asChild size="sm" colorPalette="blue">
                      <Link to="/host/index/audit/list">{t('host.home.startReview')}</Link>
                    </Button>
                  )}
                </HStack>
              </Card.Header>
              <Card.Body gap="2">
                {pending.some((q) => q.isPending) ? (
                  <Skeleton h="16" />
                ) : waiting.length === 0 ? (
                  <Text color="fg.muted">{t('host.home.attentionNone')}</Text>
                ) : (
                  waiting.map(({ type, count }) => (
                    <LinkBox key={type} as={HStack} justifyContent="space-between" p="2" rounded="md" _hover={{ bg: 'bg.muted' }}>
                      <LinkOverlay asChild>
                        <Link to="/host/index/audit/list" search={{ type }}>
                          {t('host.home.pendingOf', { kind: t(`host.audit.kinds.${type}` as I18nKey), count })}
                        </Link>
                      </LinkOverlay>
                      <Badge colorPalette="orange">{count}</Badge>
                    </LinkBox>
                  ))
                )}
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Header>
                <Card.Title>{t('host.home.shortcuts')}</Card.Title>
              </Card.Header>
              <Card.Body>
                <HStack wrap="wrap" gap="2">
                  <Button asChild variant="outline" size="sm">
                    <Link to="/host/index/audit/list">{t('nav.host.audit.list')}</Link>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <Link to="/host/index/ex/list">{t('nav.host.ex.list')}</Link>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <Link to="/host/index/ex/addEx">{t('nav.host.ex.addEx')}</Link>
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

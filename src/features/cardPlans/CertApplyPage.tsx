/**
 * 证件申请 / Badge applications (exinfo/certApply): the staff badges of the company's current join.
 * Badge types with quota, used count and application window; the chosen type's applications (apply
 * for one person, import many from a spreadsheet or a registration form, withdraw, English badge
 * PDF); the records sent to the badge system, exported per badge type. Tab and type in the URL.
 */
import { Alert, Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFileSpreadsheet, LuPlus } from 'react-icons/lu';
import { deExCardPlanDeletePlan, pdfGetDeExCardDownEn } from '@gen/api/card-plans/card-plans';
import { DeExCardAuditStatus, type DeExCardPlan, type DeExCardPlanConfig, type DeExCardPlanListResult } from '@gen/api/model';
import { downloadNames } from '@gen/api/downloads';
import {
  columnsOf, defineStatusMap, Fact, formatDate, type ListColumn, ListPage, type ListSearchState, PageHeader, QueryState, ScopeNotice, StatusBadge, runExport,
  useExhibitorLang, useListSearchOf, useScopeIds,
} from '@/components/kit';
import { ApplyDrawer } from './ApplyDrawer';
import { authCountQuery, configsQuery, idTypeLabel, isCardPlanQuery, plansQuery, remainingOf, typeNameOf, windowState, type WindowState } from './cardPlans';
import { ImportDrawer } from './ImportDrawer';
import { CERT_TABS, type CertApplySearch, type CertTab } from './routes';
import { UploadedCards } from './UploadedCards';

const TAB_LABEL = { apply: 'badges.tabs.apply', uploaded: 'badges.tabs.uploaded' } as const;

export function CertApplyPage() {
  const scope = useScopeIds();
  if (!scope?.joinId) return <ScopeNotice title="nav.exhibitor.exinfo.certApply" scope="join" />;
  return <CertApply joinId={scope.joinId} />;
}

function CertApply({ joinId }: { joinId: string }) {
  const { t } = useTranslation();
  const list = useListSearchOf<CertApplySearch>();
  return (
    <Stack gap="5" minW="0">
      <PageHeader title="nav.exhibitor.exinfo.certApply" description="badges.description" />
      <Tabs.Root value={list.search.tab} onValueChange={(e) => list.setFilters({ tab: e.value as CertTab })} lazyMount unmountOnExit>
        <Tabs.List>
          {CERT_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(TAB_LABEL[tab])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="apply">
          <Applications joinId={joinId} list={list} />
        </Tabs.Content>
        <Tabs.Content value="uploaded">
          <UploadedCards joinId={joinId} list={list} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function Applications({ joinId, list }: { joinId: string; list: ListSearchState<CertApplySearch> }) {
  const { t } = useTranslation();
  const configs = useQuery(configsQuery(joinId));
  return (
    <QueryState query={configs} isEmpty={(r) => r.data.length === 0} emptyTitle={t('badges.types.empty')}>
      {(r) => <TypesAndPlans joinId={joinId} list={list} configs={r.data} />}
    </QueryState>
  );
}

const WINDOW_COLOR: Record<WindowState, 'green' | 'gray' | 'orange'> = { open: 'green', notYet: 'orange', closed: 'gray' };

function TypesAndPlans({ joinId, list, configs }: { joinId: string; list: ListSearchState<CertApplySearch>; configs: DeExCardPlanConfig[] }) {
  const { t } = useTranslation();
  const selected = configs.find((c) => c.id.toLowerCase() === list.search.configId?.toLowerCase()) ?? configs[0]!;
  const plans = useQuery(plansQuery(joinId));
  const auth = useQuery(authCountQuery(joinId));
  return (
    <Stack gap="5">
      <Stack gap="3" as="section" aria-label={t('badges.types.heading')}>
        <HStack justify="space-between" wrap="wrap" gap="4">
          <Heading size="md" as="h2">
            {t('badges.types.heading')}
          </Heading>
          <HStack gap="8">
            <Fact label="badges.figures.applications">{plans.data ? t('badges.figures.people', { count: plans.data.data.length }) : plans.isPending && '…'}</Fact>
            <Fact label="badges.figures.authenticated">{auth.data ? t('badges.figures.people', { count: auth.data.data }) : auth.isPending && '…'}</Fact>
          </HStack>
        </HStack>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
          {configs.map((c) => (
            <TypeCard key={c.id} config={c} selected={c.id === selected.id} onSelect={() => list.setFilters({ configId: c.id })} />
          ))}
        </SimpleGrid>
      </Stack>
      <TypePlans key={selected.id} joinId={joinId} list={list} config={selected} plans={plans} />
    </Stack>
  );
}

function TypeCard({ config, selected, onSelect }: { config: DeExCardPlanConfig; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const name = typeNameOf(config, useExhibitorLang());
  const state = windowState(config);
  const left = remainingOf(config);
  return (
    <Card.Root
      asChild
      variant="outline"
      size="sm"
      borderColor={selected ? 'blue.500' : undefined}
      borderWidth={selected ? '2px' : undefined}
      cursor="pointer"
      textAlign="start"
    >
      <button type="button" aria-pressed={selected} aria-label={t('badges.types.choose', { name })} onClick={onSelect} data-testid="badge-type">
        <Card.Body gap="2">
          <HStack justify="space-between" gap="2">
            <Text fontWeight="semibold">{name}</Text>
            <Badge colorPalette={WINDOW_COLOR[state]}>{t(`badges.types.${state}`)}</Badge>
          </HStack>
          <Text textStyle="sm">{t('badges.types.quota', { used: config.usedCount, max: config.maxCount })}</Text>
          <Text textStyle="xs" color={left ? 'fg.muted' : 'red.fg'}>
            {left ? t('badges.types.remaining', { count: left }) : t('badges.types.full')}
          </Text>
          {config.applyStartTime && config.applyEndTime && (
            <Text textStyle="xs" color="fg.muted">
              {t('badges.types.window', { start: formatDate(config.applyStartTime), end: formatDate(config.applyEndTime) })}
            </Text>
          )}
          {config.needPhoto && (
            <Box>
              <Badge variant="subtle">{t('badges.types.needPhoto')}</Badge>
            </Box>
          )}
        </Card.Body>
      </button>
    </Card.Root>
  );
}

const planStatus = defineStatusMap({
  [DeExCardAuditStatus.Pending]: { label: 'badges.plans.pending', color: 'orange' },
  [DeExCardAuditStatus.Approved]: { label: 'badges.plans.approved', color: 'green' },
  [DeExCardAuditStatus.Rejected]: { label: 'badges.plans.rejected', color: 'red' },
});

const c = columnsOf<DeExCardPlan>();
const holder = c.custom('name', 'badges.plans.holder', (r) => (
  <>
    <Text fontWeight="medium">{r.name}</Text>
    {(r.nameEn || r.position) && (
      <Text textStyle="xs" color="fg.muted">
        {[r.nameEn, r.position].filter(Boolean).join(' · ')}
      </Text>
    )}
  </>
));
const IdCell = ({ row }: { row: DeExCardPlan }) => {
  const { t } = useTranslation();
  return (
    <>
      <Text fontFamily="mono" textStyle="sm">
        {row.idNumber}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {t(idTypeLabel(row.idType))}
      </Text>
    </>
  );
};
const StatusCell = ({ row }: { row: DeExCardPlan }) => (
  <Stack gap="1" align="start">
    <StatusBadge value={row.status} map={planStatus} />
    {row.status === DeExCardAuditStatus.Rejected && row.auditRemark && (
      <Text textStyle="xs" color="red.fg">
        {row.auditRemark}
      </Text>
    )}
  </Stack>
);
const AuthCell = ({ row }: { row: DeExCardPlan }) => {
  const { t } = useTranslation();
  return <Text textStyle="sm">{t(row.isAuthenticated ? 'badges.plans.yes' : 'badges.plans.no')}</Text>;
};
const BASE_COLUMNS: ListColumn<DeExCardPlan>[] = [
  holder,
  c.custom('idNumber', 'badges.plans.document', (r) => <IdCell row={r} />),
  c.text('phone', 'badges.plans.phone'),
  c.custom('status', 'badges.plans.status', (r) => <StatusCell row={r} />),
  c.custom('isAuthenticated', 'badges.plans.authenticated', (r) => <AuthCell row={r} />),
  c.date('createTime', 'badges.plans.applied', { pattern: 'datetime' }),
];

const pdfOf = (row: DeExCardPlan) =>
  runExport((o) => pdfGetDeExCardDownEn({ Id: row.id }, o), `${row.nameEn || row.name}-${downloadNames.pdfGetDeExCardDownEn}`);

/** Whole-list state for a list that is not filtered from the toolbar (no keyword, no reset button). */
const plainList = (list: ListSearchState<CertApplySearch>): ListSearchState<CertApplySearch> => ({ ...list, filtered: false });

function TypePlans({
  joinId, list, config, plans,
}: {
  joinId: string;
  list: ListSearchState<CertApplySearch>;
  config: DeExCardPlanConfig;
  plans: UseQueryResult<DeExCardPlanListResult>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [drawer, setDrawer] = useState<'apply' | 'import'>();
  const name = typeNameOf(config, useExhibitorLang());
  const state = windowState(config);
  const left = remainingOf(config);
  const canApply = state === 'open' && left > 0;
  const refreshAll = () => queryClient.invalidateQueries({ predicate: isCardPlanQuery });

  const columns = useMemo(
    () => [
      ...BASE_COLUMNS,
      c.actions({
        items: [
          { label: 'badges.plans.pdf', onSelect: (r: DeExCardPlan) => void pdfOf(r) },
          {
            label: 'badges.plans.withdraw',
            confirm: 'badges.plans.withdrawConfirm',
            danger: true,
            hidden: () => state !== 'open',
            successMessage: 'badges.plans.withdrawn',
            onSelect: async (r: DeExCardPlan) => {
              const answer = await deExCardPlanDeletePlan({ id: r.id });
              await queryClient.invalidateQueries({ predicate: isCardPlanQuery });
              return answer;
            },
          },
        ],
      }),
    ],
    [state, queryClient],
  );

  const rows = plans.data?.data.filter((p) => p.configId.toLowerCase() === config.id.toLowerCase());
  const query = { ...plans, data: rows ? { data: rows } : undefined, queryKey: plansQuery(joinId).queryKey };
  const endDate = config.applyEndTime ? formatDate(config.applyEndTime) : '';
  const startDate = config.applyStartTime ? formatDate(config.applyStartTime) : '';

  return (
    <Stack gap="3" as="section" aria-label={t('badges.plans.heading', { name })}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="md" as="h2">
          {t('badges.plans.heading', { name })}
        </Heading>
        <HStack gap="2">
          <Button variant="outline" disabled={!canApply} onClick={() => setDrawer('import')}>
            <LuFileSpreadsheet /> {t('badges.plans.import')}
          </Button>
          <Button colorPalette="blue" disabled={!canApply} onClick={() => setDrawer('apply')}>
            <LuPlus /> {t('badges.plans.apply')}
          </Button>
        </HStack>
      </HStack>
      {state !== 'open' ? (
        <Alert.Root status={state === 'closed' ? 'warning' : 'info'} data-testid="window-notice">
          <Alert.Indicator />
          <Alert.Description>
            {state === 'closed' ? t('badges.window.closed', { name, date: endDate }) : t('badges.window.notYet', { name, date: startDate })}
          </Alert.Description>
        </Alert.Root>
      ) : (
        left === 0 && (
          <Alert.Root status="info" data-testid="window-notice">
            <Alert.Indicator />
            <Alert.Description>{t('badges.window.full', { name, max: config.maxCount })}</Alert.Description>
          </Alert.Root>
        )
      )}
      <ListPage list={plainList(list)} query={query} columns={columns} searchPlaceholder={false} emptyTitle="badges.plans.empty" />
      {drawer === 'apply' && <ApplyDrawer joinId={joinId} config={config} onClose={() => setDrawer(undefined)} onSaved={refreshAll} />}
      {drawer === 'import' && <ImportDrawer joinId={joinId} config={config} onClose={() => setDrawer(undefined)} onImported={refreshAll} />}
    </Stack>
  );
}

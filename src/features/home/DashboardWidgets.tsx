/**
 * The exhibitor dashboard's widgets (home and home-pro are compositions of these): the current
 * exhibition with its countdown and the default-join switcher, figures, profile completeness,
 * pending audits, shortcuts and the most viewed products.
 */
import { Badge, Button, Card, Flex, Heading, HStack, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyGet, useCompanyGetCompanyCount, useCompInvoiceGetByCompId, useCompLicenseGetByCompId, useStaffGetAllByCompId } from '@gen/api/company/company';
import { joinSwitchDefaultJoin, useJoinGetExhibitionByCompany } from '@gen/api/join/join';
import { CompanyAuditStatus, NewsAuditStatus, type JoinExhibition } from '@gen/api/model';
import { useNewsExhibitorGetByJoinId } from '@gen/api/news/news';
import { useProductTagCountGetViewLogByProduct } from '@gen/api/product/product';
import { auditStatus, ensureAccepted, ErrorPanel, failureMessage, formatDate, formatNumber, ProgressBar, QueryState, reportError, RouteLink, StatusBadge, useRouteExists, type I18nKey, type QueryLike } from '@/components/kit';
import { useExhibitorLang } from '@/components/navigation/useAreaPath';
import { loadProfile } from '@/lib/session/profile';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { profileCompleteness, type CompletenessTarget } from './completeness';
import { countdown } from './countdown';
import { useLocalHallName } from '@/lib/i18n/useLocalHallName';
import { useLocalName } from '@/lib/i18n/useLocalName';

function Panel({ title, testId, actions, children }: { title: string; testId?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root data-testid={testId} minW="0">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}


function dateRange(start: string | undefined, end: string | undefined) {
  return { start: formatDate(start, 'YYYY-MM-DD') || '--', end: formatDate(end, 'YYYY-MM-DD') || '--' };
}

/** Days, hours, minutes and seconds to `target`, zero-padded; 已结束 after it; -- without a date. */
export function CountdownDisplay({ target }: { target: string | undefined }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = countdown(target, now);
  const running = typeof left === 'object';
  // Tick every second until the start (give another target a new key to start over from now).
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  let text: string;
  if (left === '--') text = '--';
  else if (left === 'finished') text = t('company.home.finished');
  else text = t('company.home.countdownValue', { ...left });
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted">
        {t('company.home.countdown')}
      </Text>
      <Text data-testid="countdown" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {text}
      </Text>
    </Stack>
  );
}

/** The current exhibition (the session's default join): name, dates, venue, booth and the countdown to its start. */
export function ExhibitionCard() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const exhibition = useSession((s) => s.exhibition);
  const join = useSession((s) => s.join);
  const hallName = useLocalHallName(exhibition?.id);
  if (!join || !exhibition) {
    return (
      <Panel title={t('company.home.currentExhibition')} testId="home-exhibition">
        <Text color="fg.muted">{t('home.noJoin')}</Text>
      </Panel>
    );
  }
  return (
    <Panel title={t('company.home.currentExhibition')} testId="home-exhibition">
      <Flex gap="4" justify="space-between" wrap="wrap" align="flex-end">
        <Stack gap="1" minW="0">
          <Text fontSize="lg" fontWeight="semibold" data-testid="home-exhibition-name">
            {localName(exhibition.name, exhibition.nameEn)}
          </Text>
          <Text color="fg.muted">{t('company.home.dates', dateRange(exhibition.startTime, exhibition.endTime))}</Text>
          {exhibition.address && (
            <Text color="fg.muted" data-testid="home-venue">
              {localName(exhibition.address, exhibition.addressEn)}
            </Text>
          )}
          {(join.hallName || join.boothNo) && (
            <Text color="fg.muted" data-testid="home-booth">
              {t('company.home.booth', { hall: hallName(join), booth: join.boothNo ?? '' })}
            </Text>
          )}
        </Stack>
        <CountdownDisplay key={`${exhibition.id}-${exhibition.startTime}`} target={exhibition.startTime} />
      </Flex>
    </Panel>
  );
}

/** ' · Hall 2 B08': a join's booth, its hall in the interface language. */
function JoinBooth({ join }: { join: JoinExhibition }) {
  const { t } = useTranslation();
  const hallName = useLocalHallName(join.exhibitionId);
  return <>{` · ${t('company.home.booth', { hall: hallName(join), booth: join.boothNo ?? '' })}`}</>;
}

/**
 * The exhibitions the company has joined, when there are several: one can be made the default
 * (POST /api/join/SwitchDefaultJoin); the profile is then reloaded so the whole back office follows.
 */
export function JoinSwitcher() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const queryClient = useQueryClient();
  const compId = useSession((s) => s.company?.id ?? '');
  const currentJoinId = useSession((s) => s.join?.id);
  const joins = useJoinGetExhibitionByCompany({ compId }, { query: { enabled: Boolean(compId) } });
  const switching = useMutation({
    mutationFn: async (target: JoinExhibition) => {
      ensureAccepted(await joinSwitchDefaultJoin({ compId, exhibitionId: target.exhibitionId }));
      await loadProfile();
      return target;
    },
    onSuccess: (target) => {
      void queryClient.invalidateQueries();
      notify.success(t('company.home.switched', { name: localName(target.exhibitionName, target.exhibitionNameEn) }));
    },
    onError: (error) => reportError(error, t('company.home.switchFailed')),
  });
  const rows = joins.data?.data ?? [];
  if (rows.length < 2) return null;
  return (
    <Panel title={t('company.home.joins')} testId="home-joins">
      <Stack as="ul" gap="2" listStyleType="none">
        {rows.map((j) => {
          const name = localName(j.exhibitionName, j.exhibitionNameEn);
          const isCurrent = currentJoinId ? j.joinId === currentJoinId : j.isDefault;
          return (
            <HStack as="li" key={j.joinId} justify="space-between" gap="3" borderWidth="1px" rounded="md" p="3" wrap="wrap" data-testid="join-row">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('company.home.dates', dateRange(j.startTime, j.endTime))}
                  {j.boothNo ? <JoinBooth join={j} /> : null}
                </Text>
              </Stack>
              {isCurrent ? (
                <Badge colorPalette="green" variant="subtle">
                  {t('company.home.isDefault')}
                </Badge>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('company.home.setDefaultNamed', { name })}
                  loading={switching.isPending && switching.variables?.joinId === j.joinId}
                  disabled={switching.isPending}
                  onClick={() => switching.mutate(j)}
                >
                  {t('company.home.setDefault')}
                </Button>
              )}
            </HStack>
          );
        })}
      </Stack>
    </Panel>
  );
}

const FIGURES = ['productCount', 'newsCount', 'activityCount', 'releaseCount', 'callingCardCount', 'viewCount'] as const;
export type FigureKey = (typeof FIGURES)[number];

/**
 * A figure's tile, a link to the list it counts where that list is built (products, news,
 * releases); the others are plain tiles. Typed links: the router checks the page and its search.
 */
function FigureTile({ figure, value }: { figure: FigureKey; value: number }) {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  const label = t(`home.figures.${figure}`);
  const tile = (linked: boolean) => (
    <Stat.Root
      data-testid={`figure-${figure}`}
      borderWidth="1px"
      rounded="md"
      p="3"
      h="full"
      transition="border-color 0.15s, background 0.15s"
      _hover={linked ? { borderColor: 'blue.500', bg: 'blue.subtle' } : undefined}
    >
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{formatNumber(value)}</Stat.ValueText>
    </Stat.Root>
  );
  const linkProps = { 'aria-label': t('company.home.openList', { name: label, count: value }), style: { display: 'block', borderRadius: 6 } };
  switch (figure) {
    case 'productCount':
      return (
        <Link to="/exhibition{-$lang}/index/product/allpro" params={{ lang }} {...linkProps}>
          {tile(true)}
        </Link>
      );
    case 'newsCount':
      return (
        <Link to="/exhibition{-$lang}/index/news" params={{ lang }} {...linkProps}>
          {tile(true)}
        </Link>
      );
    case 'releaseCount':
      return (
        <Link to="/exhibition{-$lang}/index/release" params={{ lang }} {...linkProps}>
          {tile(true)}
        </Link>
      );
    default:
      return tile(false);
  }
}

/** GetCompanyCount of the current join: products, news, activities, releases, enquiries, views; each tile opens its list. */
export function FiguresCard({ order = FIGURES }: { order?: readonly FigureKey[] }) {
  const { t } = useTranslation();
  const joinId = useSession((s) => s.join?.id ?? '');
  const counts = useCompanyGetCompanyCount({ joinid: joinId }, { query: { enabled: Boolean(joinId) } });
  if (!joinId) return null;
  return (
    <Panel title={t('company.home.figures')}>
      <QueryState query={counts} skeletonRows={2}>
        {({ data }) => (
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="4" data-testid="home-figures">
            {order.map((key) => (
              <FigureTile key={key} figure={key} value={data[key] ?? 0} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Panel>
  );
}

/** Several queries as one for QueryState: pending while any is, failed when any failed. */
function allOf<T>(queries: QueryLike<unknown>[], data: () => T): QueryLike<T> {
  const failed = queries.find((q) => q.isError);
  const pending = queries.some((q) => q.isPending);
  return {
    data: pending || failed ? undefined : data(),
    isPending: pending && !failed,
    isError: Boolean(failed),
    error: failed?.error,
    refetch: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
  };
}

/** The company record and what completes it: licence, invoicing details, staff. */
function useCompanyProfile() {
  const compId = useSession((s) => s.company?.id ?? '');
  const enabled = { query: { enabled: Boolean(compId) } };
  const company = useCompanyGet({ id: compId }, enabled);
  const licence = useCompLicenseGetByCompId({ compId }, enabled);
  const invoice = useCompInvoiceGetByCompId({ compId }, enabled);
  const staff = useStaffGetAllByCompId({ compid: compId }, enabled);
  return { compId, company, licence, invoice, staff };
}

/** Where a missing item is filled in: the company info tab that holds it, or the administrators page. */
function CompletenessLink({ target, children }: { target: CompletenessTarget; children: ReactNode }) {
  const lang = useExhibitorLang();
  if (target.page === 'companyAdmin') {
    return (
      <Link to="/exhibition{-$lang}/index/companyAdmin" params={{ lang }}>
        {children}
      </Link>
    );
  }
  return (
    <Link to="/exhibition{-$lang}/index/companyInfo" params={{ lang }} search={{ tab: target.tab === 'profile' ? undefined : target.tab }}>
      {children}
    </Link>
  );
}

/** Profile completeness as a percentage, and what is missing, each with a link to fill it in. */
export function CompletenessCard() {
  const { t } = useTranslation();
  const { compId, company, licence, invoice, staff } = useCompanyProfile();
  const profile = allOf([company, licence, invoice, staff], () =>
    profileCompleteness({
      company: company.data?.data,
      licence: licence.data?.data,
      invoice: invoice.data?.data,
      staffCount: staff.data?.data.length ?? 0,
    }),
  );
  if (!compId) return null;
  return (
    <Panel title={t('company.home.completeness')} testId="home-completeness">
      <QueryState query={profile} skeletonRows={3}>
        {({ percent, missing }) => (
          <Stack gap="3">
            <HStack gap="3">
              <ProgressBar value={percent} flex="1" colorPalette={percent === 100 ? 'green' : 'blue'} label={t('company.home.completeness')} />
              <Text fontWeight="semibold" data-testid="completeness-percent" minW="12" textAlign="end">
                {percent}%
              </Text>
            </HStack>
            {missing.length === 0 ? (
              <Text color="fg.success">{t('company.home.complete')}</Text>
            ) : (
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted">
                  {t('company.home.missing', { count: missing.length })}
                </Text>
                <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" data-testid="completeness-missing">
                  {missing.map((item) => (
                    <li key={item.key}>
                      <Button asChild size="xs" variant="subtle">
                        <CompletenessLink target={item.target}>{t(`company.home.items.${item.key}`)}</CompletenessLink>
                      </Button>
                    </li>
                  ))}
                </Flex>
              </Stack>
            )}
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}

/** What waits for the organiser: the licence audit (with the reject remark) and news pending review. */
export function PendingAuditsCard() {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  const { compId, licence } = useCompanyProfile();
  const joinId = useSession((s) => s.join?.id ?? '');
  const news = useNewsExhibitorGetByJoinId(
    { joinId, auditStatus: NewsAuditStatus.Pending, pageIndex: 1, pageSize: 1 },
    { query: { enabled: Boolean(joinId) } },
  );
  if (!compId) return null;
  return (
    <Panel title={t('company.home.audits')} testId="home-audits">
      <Stack gap="3">
        <QueryState query={licence} skeletonRows={1}>
          {({ data }) => (
            <Stack gap="1" data-testid="audit-licence">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text>{t('company.home.licenceAudit')}</Text>
                <HStack gap="2">
                  {data ? <StatusBadge value={data.auditStatus} map={auditStatus} /> : <Badge variant="subtle">{t('company.licence.none')}</Badge>}
                  <Button asChild size="xs" variant="ghost">
                    <Link to="/exhibition{-$lang}/index/companyInfo" params={{ lang }} search={{ tab: 'licence' }}>
                      {t(data ? 'company.home.view' : 'company.home.fill')}
                    </Link>
                  </Button>
                </HStack>
              </HStack>
              {data?.auditStatus === CompanyAuditStatus.Rejected && data.auditRemark && (
                <Text fontSize="sm" color="fg.error">
                  {t('company.licence.remark', { remark: data.auditRemark })}
                </Text>
              )}
            </Stack>
          )}
        </QueryState>
        {joinId &&
          (news.isError ? (
            <ErrorPanel description={failureMessage(news.error)} onRetry={() => void news.refetch()} />
          ) : (
            <HStack justify="space-between" gap="2" data-testid="audit-news">
              <Text>{t('company.home.newsPending')}</Text>
              <HStack gap="2">
                {news.isPending ? <Skeleton height="5" width="10" /> : <Badge colorPalette={news.data.data.totalCount ? 'orange' : 'gray'}>{news.data.data.totalCount}</Badge>}
                {/* The news waiting for review, as a filtered list. */}
                <Button asChild size="xs" variant="ghost">
                  <Link to="/exhibition{-$lang}/index/news" params={{ lang }} search={{ auditStatus: NewsAuditStatus.Pending }} aria-label={t('company.home.viewPendingNews')}>
                    {t('company.home.view')}
                  </Link>
                </Button>
              </HStack>
            </HStack>
          ))}
      </Stack>
    </Panel>
  );
}

export interface Shortcut {
  /** The page's route (a plain path: a shortcut to a page not built yet is left out). */
  to: `/exhibition{-$lang}/index/${string}`;
  label: I18nKey;
}

export const COMPANY_SHORTCUTS: Shortcut[] = [
  { to: '/exhibition{-$lang}/index/companyInfo', label: 'nav.exhibitor.companyInfo' },
  { to: '/exhibition{-$lang}/index/companyAdmin', label: 'nav.exhibitor.companyAdmin' },
  { to: '/exhibition{-$lang}/index/companyAccount', label: 'nav.exhibitor.companyAccount' },
  { to: '/exhibition{-$lang}/index/share', label: 'nav.exhibitor.share' },
  { to: '/exhibition{-$lang}/index/product/allpro', label: 'nav.exhibitor.product.allpro' },
  { to: '/exhibition{-$lang}/index/news', label: 'nav.exhibitor.news' },
  { to: '/exhibition{-$lang}/index/release', label: 'nav.exhibitor.release' },
  { to: '/exhibition{-$lang}/index/activity/allpro', label: 'nav.exhibitor.activity.allpro' },
  { to: '/exhibition{-$lang}/index/exinfo/exhibition-info', label: 'nav.exhibitor.exinfo.exhibition-info' },
];

export const PRODUCT_SHORTCUTS: Shortcut[] = [
  { to: '/exhibition{-$lang}/index/product/allpro', label: 'nav.exhibitor.product.allpro' },
  { to: '/exhibition{-$lang}/index/product/addpro', label: 'nav.exhibitor.product.addpro' },
  { to: '/exhibition{-$lang}/index/proGroup/productlist', label: 'nav.exhibitor.proGroup.productlist' },
  { to: '/exhibition{-$lang}/index/product-feedback', label: 'nav.exhibitor.product-feedback' },
  { to: '/exhibition{-$lang}/index/cloud', label: 'nav.exhibitor.cloud' },
  { to: '/exhibition{-$lang}/index/companyInfo', label: 'nav.exhibitor.companyInfo' },
  { to: '/exhibition{-$lang}/index/share', label: 'nav.exhibitor.share' },
];

/** Links to the main pages (only those already built). */
export function ShortcutsCard({ shortcuts = COMPANY_SHORTCUTS }: { shortcuts?: Shortcut[] }) {
  const { t } = useTranslation();
  const exists = useRouteExists();
  const available = shortcuts.filter((s) => exists(s.to));
  if (available.length === 0) return null;
  return (
    <Panel title={t('company.home.shortcuts')} testId="home-shortcuts">
      <SimpleGrid as="ul" columns={{ base: 2, md: 3, xl: 5 }} gap="2" listStyleType="none">
        {available.map((s) => (
          <li key={s.to}>
            <Button asChild variant="outline" width="full" justifyContent="flex-start">
              <RouteLink link={{ to: s.to }}>{t(s.label)}</RouteLink>
            </Button>
          </li>
        ))}
      </SimpleGrid>
    </Panel>
  );
}

/** The company's most viewed products in the current exhibition (ProductTagCount/GetViewLogByProduct). */
export function TopProductsCard({ limit = 5 }: { limit?: number }) {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  const compId = useSession((s) => s.company?.id ?? '');
  const exhibitionId = useSession((s) => s.exhibition?.id);
  const top = useProductTagCountGetViewLogByProduct(
    { compId, exhibitionId, pageIndex: 1, pageSize: limit, sorts: [{ propertyName: 'viewCount', ascending: false }] },
    { query: { enabled: Boolean(compId) } },
  );
  if (!compId) return null;
  return (
    <Panel
      title={t('company.home.topProducts')}
      testId="home-top-products"
      actions={
        <Button asChild size="xs" variant="ghost">
          <Link to="/exhibition{-$lang}/index/product/allpro" params={{ lang }}>
            {t('company.home.allProducts')}
          </Link>
        </Button>
      }
    >
      <QueryState query={top} isEmpty={(r) => r.data.items.length === 0} emptyTitle={t('company.home.noProductViews')} skeletonRows={3}>
        {({ data }) => (
          <Stack as="ol" gap="2" listStyleType="none">
            {data.items.map((p, i) => (
              <HStack as="li" key={p.productId} justify="space-between" gap="3" data-testid="top-product">
                <HStack gap="2" minW="0">
                  <Badge variant={i < 3 ? 'solid' : 'subtle'} colorPalette={i < 3 ? 'orange' : 'gray'}>
                    {i + 1}
                  </Badge>
                  <Text truncate>{p.productName}</Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                  {t('company.home.productViews', { views: p.viewCount, visitors: p.visitorCount })}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}

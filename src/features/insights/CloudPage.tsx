/**
 * 云展厅 / Virtual showroom: the company's online presence as visitors see it: the products and
 * activities on show (most viewed first), the mini-programme code that opens the showroom (shown,
 * and downloaded as the JPEG named in 001 §9), and how often the products were viewed.
 */
import { Card, Grid, Heading, HStack, Link as TextLink, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { downloadNames } from '@gen/api/downloads';
import type { Activity, Product, ProductViewStat } from '@gen/api/model';
import { weAppSmallCodeGetFile } from '@gen/api/release/release';
import { BreakdownChart, sumOf, topWithRest } from '@/components/chart';
import { ExportButton, firstImage, formatDate, formatNumber, PageHeader, QueryState, ScopeNotice, Thumbnail, TwoLines, useExhibitorLang, useScopeIds, type I18nKey } from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { activitiesQuery, allViewStatsQuery, companyCodeParams, companyCodeQuery, insightScopeOf, productsQuery, type InsightScope } from './queries';

export function CloudPage() {
  const scope = insightScopeOf(useScopeIds());
  if (!scope) return <ScopeNotice title="nav.exhibitor.cloud" scope="company" />;
  return <Showroom scope={scope} />;
}

function Figure({ label, value }: { label: I18nKey; value: string | number | undefined }) {
  const { t } = useTranslation();
  return (
    <Stat.Root borderWidth="1px" rounded="md" p="4">
      <Stat.Label>{t(label)}</Stat.Label>
      <Stat.ValueText>{value === undefined ? '…' : typeof value === 'number' ? formatNumber(value) : value}</Stat.ValueText>
    </Stat.Root>
  );
}

function Showroom({ scope }: { scope: InsightScope }) {
  const products = useQuery(productsQuery(scope.compId));
  const stats = useQuery(allViewStatsQuery(scope, {}));
  const activities = useQuery({ ...activitiesQuery(scope.joinId ?? ''), enabled: Boolean(scope.joinId) });
  const shown = products.data?.data.filter((p) => p.isShow);
  const shownActivities = activities.data?.data.items.filter((a) => a.isShow);
  return (
    <Stack gap="5" minW="0">
      <PageHeader title="nav.exhibitor.cloud" description="insights.cloud.description" />
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 18rem' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            <Figure label="insights.cloud.productsShown" value={shown?.length} />
            <Figure label="insights.cloud.activitiesShown" value={scope.joinId ? shownActivities?.length : 0} />
            <Figure label="insights.cloud.totalViews" value={stats.data && sumOf(stats.data.data.items, (s) => s.viewCount)} />
            <Figure label="insights.cloud.totalVisitors" value={stats.data && sumOf(stats.data.data.items, (s) => s.visitorCount)} />
          </SimpleGrid>
          <QueryState query={products}>{(r) => <ShownProducts products={r.data} stats={stats.data?.data.items ?? []} />}</QueryState>
          <QueryState query={stats}>{(r) => <MostViewed stats={r.data.items} />}</QueryState>
          {scope.joinId ? <QueryState query={activities}>{(r) => <ShownActivities activities={r.data.items.filter((a) => a.isShow)} />}</QueryState> : <NoJoin />}
        </Stack>
        <ShowroomCode compId={scope.compId} />
      </Grid>
    </Stack>
  );
}

function SectionTitle({ title, hint, to }: { title: I18nKey; hint?: I18nKey; to?: { label: I18nKey; path: '/exhibition{-$lang}/index/product/allpro' | '/exhibition{-$lang}/index/activity/allpro' } }) {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  return (
    <HStack justify="space-between" align="end" wrap="wrap">
      <Stack gap="0">
        <Heading size="md" as="h2">
          {t(title)}
        </Heading>
        {hint && (
          <Text textStyle="sm" color="fg.muted">
            {t(hint)}
          </Text>
        )}
      </Stack>
      {to && (
        <TextLink asChild colorPalette="blue" textStyle="sm">
          <Link to={to.path} params={{ lang }}>
            {t(to.label)}
          </Link>
        </TextLink>
      )}
    </HStack>
  );
}

function ShownProducts({ products, stats }: { products: Product[]; stats: ProductViewStat[] }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const views = new Map(stats.map((s) => [s.productId, s.viewCount]));
  const viewsOf = (p: Product) => views.get(p.id) ?? p.viewCount ?? 0;
  const shown = products.filter((p) => p.isShow).sort((a, b) => viewsOf(b) - viewsOf(a));
  const hidden = products.length - shown.length;
  return (
    <Stack gap="3" as="section" aria-label={t('insights.cloud.productsTitle')}>
      <SectionTitle title="insights.cloud.productsTitle" hint="insights.cloud.productsHint" to={{ label: 'insights.cloud.manageProducts', path: '/exhibition{-$lang}/index/product/allpro' }} />
      {shown.length === 0 ? (
        <Text color="fg.muted">{t('insights.cloud.noProducts')}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap="3">
          {shown.slice(0, 8).map((p) => (
            <Card.Root as="li" key={p.id} size="sm" overflow="hidden">
              <Thumbnail src={firstImage(p.banner)} alt="" aspectRatio="4/3" width="full" objectFit="cover" />
              <Card.Body gap="1">
                <Text fontWeight="medium" lineClamp={2}>
                  {localName(p)}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {t('insights.cloud.viewsOf', { count: viewsOf(p) })}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      {hidden > 0 && (
        <Text textStyle="sm" color="fg.muted">
          {t('insights.cloud.hiddenProducts', { count: hidden })}
        </Text>
      )}
    </Stack>
  );
}

function MostViewed({ stats }: { stats: ProductViewStat[] }) {
  const { t } = useTranslation();
  const rows = topWithRest(
    stats.filter((s) => s.viewCount > 0).map((s) => ({ name: s.productName, views: s.viewCount, visitors: s.visitorCount })),
    6,
    (r) => r.views,
    (rest) => ({ name: t('insights.figures.others'), views: sumOf(rest, (r) => r.views), visitors: sumOf(rest, (r) => r.visitors) }),
  );
  return (
    <BreakdownChart
      title={t('insights.cloud.viewsByProduct')}
      rows={rows}
      category="name"
      categoryLabel={t('insights.figures.product')}
      series={[
        { key: 'views', label: t('insights.figures.views') },
        { key: 'visitors', label: t('insights.figures.visitors') },
      ]}
      emptyText={t('insights.cloud.noViews')}
    />
  );
}

function ShownActivities({ activities }: { activities: Activity[] }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  return (
    <Stack gap="3" as="section" aria-label={t('insights.cloud.activitiesTitle')}>
      <SectionTitle title="insights.cloud.activitiesTitle" to={{ label: 'insights.cloud.manageActivities', path: '/exhibition{-$lang}/index/activity/allpro' }} />
      {activities.length === 0 ? (
        <Text color="fg.muted">{t('insights.cloud.noActivities')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {activities.map((a) => (
            <HStack as="li" key={a.id} gap="3" borderWidth="1px" rounded="md" p="2">
              <Thumbnail src={a.cover} alt="" boxSize="14" rounded="md" objectFit="cover" />
              <TwoLines
                main={localName(a)}
                sub={[formatDate(a.startTime, 'YYYY-MM-DD HH:mm'), a.applyCount !== undefined ? t('insights.cloud.applicants', { count: a.applyCount }) : ''].filter(Boolean).join(' · ')}
              />
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function NoJoin() {
  const { t } = useTranslation();
  return <Text color="fg.muted">{t('insights.cloud.noJoin')}</Text>;
}

/** The code that opens the showroom in WeChat, and its download (小程序码.jpg). */
function ShowroomCode({ compId }: { compId: string }) {
  const { t } = useTranslation();
  const code = useQuery(companyCodeQuery(compId));
  return (
    <Card.Root as="section" aria-label={t('insights.cloud.code')}>
      <Card.Header>
        <Heading size="sm" as="h2">
          {t('insights.cloud.code')}
        </Heading>
      </Card.Header>
      <Card.Body gap="3" alignItems="center">
        <QueryState query={code} skeletonRows={3}>
          {(r) => <Thumbnail src={r.data} alt={t('insights.cloud.codeAlt')} boxSize="44" objectFit="contain" bg="white" borderWidth="1px" rounded="md" />}
        </QueryState>
        <Text textStyle="sm" color="fg.muted">
          {t('insights.cloud.codeHint')}
        </Text>
        <ExportButton
          size="sm"
          label="insights.cloud.downloadCode"
          fileName={downloadNames.weAppSmallCodeGetFile}
          request={(o) => weAppSmallCodeGetFile(companyCodeParams(compId), o)}
        />
      </Card.Body>
    </Card.Root>
  );
}

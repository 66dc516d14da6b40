/**
 * 新品汇/臻品汇详情 / One release (`?kind=release`) or product (`?kind=product`) in full, as the
 * organiser presents it: its facts, pictures and text (sanitised), a product's tags and
 * authorisation types read one by one, and the decision of its list: approve / reject and show on
 * the site for a release, selected for a product. A missing or unknown id says so with a way back.
 */
import { Button, Grid, HStack, Stack, Switch, Tag, Text, Wrap } from '@chakra-ui/react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, Release } from '@gen/api/model';
import {
  Fact, formatDate, formatYuan, listKeyOf, MissingRecord, PageHeader, parseImageList, parseIntroBlocks, QueryState, RemarkDrawer, reportError, SafeHtml, StatusBadge,
  Thumbnail, useScopeId, type I18nKey,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { authQuery, channelsQuery, launches, launchReview, premium, refsOf, releaseKind, reviewStatus, sectionOfficesQuery, tagQuery } from './selections';
import { formatList } from '@/lib/i18n';

const TITLE: I18nKey = 'nav.host.set.zhenXinDetail';

/** Whether the record is not there (the server answered 404). */
const isMissing = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status === 404;

function Header({ list, actions }: { list: typeof launches | typeof premium; actions?: ReactNode }) {
  return <PageHeader title={TITLE} breadcrumbs={[{ label: list.titles.list, target: list.to.list() }, { label: TITLE }]} actions={actions} />;
}

function Pictures({ urls, alt }: { urls: string[]; alt: string }) {
  const { t } = useTranslation();
  if (urls.length === 0) return null;
  return (
    <Wrap gap="3" aria-label={t('selections.detail.pictures')}>
      {urls.map((url, i) => (
        <Thumbnail key={url} src={url} alt={`${alt} ${i + 1}`} boxSize="32" objectFit="cover" rounded="md" loading="lazy" />
      ))}
    </Wrap>
  );
}

function Section({ title, children }: { title: I18nKey; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="2" aria-label={t(title)}>
      <Text fontWeight="semibold">{t(title)}</Text>
      {children}
    </Stack>
  );
}

/** A switch that runs one call and says how it went. */
function DecisionSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (next: boolean) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Switch.Root
      checked={checked}
      disabled={busy}
      onCheckedChange={async (e) => {
        setBusy(true);
        try {
          await onChange(e.checked);
          notify.success(t('kit.list.updated'), 1500);
        } catch (error) {
          reportError(error, t('kit.list.actionFailed'));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

// ---------------------------------------------------------------- release (新品汇)

function ReleaseDetail({ id }: { id: string }) {
  const query = useQuery(launches.one!(id));
  if (isMissing(query.error)) return <MissingRecord resource={launches} title={TITLE} />;
  if (query.data) return <ReleaseBody release={query.data.data} />;
  // Loading, or a failure other than a missing record: the kit's states with a retry.
  return (
    <Stack gap="4" minW="0">
      <Header list={launches} />
      <QueryState query={query}>{() => null}</QueryState>
    </Stack>
  );
}

function ReleaseBody({ release }: { release: Release }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: launches.one!(release.id).queryKey }),
      queryClient.invalidateQueries({ queryKey: listKeyOf(launches, exhibitionId) }),
    ]);
  const approve = async () => {
    setApproving(true);
    try {
      await launchReview.approve(release);
      notify.success(t('selections.review.approved'));
      await refresh();
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
    } finally {
      setApproving(false);
    }
  };
  const actions = (
    <HStack gap="2" wrap="wrap">
      {release.auditStatus !== 1 && (
        <Button size="sm" colorPalette="green" onClick={() => void approve()} loading={approving}>
          {t('selections.review.approve')}
        </Button>
      )}
      {release.auditStatus !== 2 && (
        <Button size="sm" colorPalette="red" variant="outline" onClick={() => setRejecting(true)}>
          {t('selections.review.reject')}
        </Button>
      )}
    </HStack>
  );
  return (
    <Stack gap="4" minW="0">
      <Header list={launches} actions={actions} />
      <Stack gap="5">
        <HStack gap="2" wrap="wrap">
          <Text as="h2" fontWeight="semibold" textStyle="xl">
            {release.title}
          </Text>
          <StatusBadge value={release.type} map={releaseKind} />
          <StatusBadge value={release.auditStatus} map={reviewStatus} />
        </HStack>
        <DecisionSwitch
          label={t('selections.detail.showOnSite')}
          checked={release.isShow}
          onChange={async (isShow) => {
            await launchReview.setShow(release, isShow);
            await refresh();
          }}
        />
        <Grid templateColumns="repeat(auto-fill, minmax(12rem, 1fr))" gap="4">
          <Fact label="selections.detail.company">{release.compName}</Fact>
          <Fact label="selections.launch.type">{release.releaseTypeName}</Fact>
          <Fact label="selections.detail.contact">{[release.contactName, release.contactPhone].filter(Boolean).join(' · ')}</Fact>
          <Fact label="selections.launch.createTime">{formatDate(release.createTime)}</Fact>
          <Fact label="selections.detail.auditTime">{formatDate(release.auditTime)}</Fact>
          <Fact label="selections.detail.views">{release.viewCount}</Fact>
        </Grid>
        {release.auditStatus === 2 && release.auditRemark && (
          <Section title="selections.review.remark">
            <Text>{release.auditRemark}</Text>
          </Section>
        )}
        <Pictures urls={parseImageList(release.images)} alt={release.title} />
        <Section title="selections.detail.content">
          {release.content ? <SafeHtml html={release.content} /> : <Text color="fg.muted">—</Text>}
        </Section>
      </Stack>
      {rejecting && (
        <RemarkDrawer
          title={t('selections.review.rejectTitle', { name: release.title })}
          label={t('selections.review.remark')}
          helper={t('selections.review.remarkHelper')}
          max={500}
          save={(remark) => launchReview.reject(release, remark)}
          onClose={() => setRejecting(false)}
          onSaved={refresh}
        />
      )}
    </Stack>
  );
}

// ---------------------------------------------------------------- product (臻品汇)

function ProductDetail({ id }: { id: string }) {
  const query = useQuery(premium.one!(id));
  if (isMissing(query.error)) return <MissingRecord resource={premium} title={TITLE} />;
  if (query.data) return <ProductBody product={query.data.data} />;
  // Loading, or a failure other than a missing record: the kit's states with a retry.
  return (
    <Stack gap="4" minW="0">
      <Header list={premium} />
      <QueryState query={query}>{() => null}</QueryState>
    </Stack>
  );
}

/** The product's tags as the tag dictionary names them now (the name kept on the product while loading or when deleted). */
function Tags({ text }: { text: string | undefined }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const refs = refsOf(text);
  const tags = useQueries({ queries: refs.map((r) => tagQuery(r.id)) });
  if (refs.length === 0) return <Text color="fg.muted">{t('selections.detail.noTags')}</Text>;
  return (
    <Wrap gap="2" as="ul" listStyleType="none">
      {refs.map((r, i) => {
        const tag = tags[i]?.data?.data;
        return (
          <li key={r.id}>
            <Tag.Root size="lg" variant="subtle" colorPalette="blue">
              <Tag.Label>{tag ? localName(tag) : r.name}</Tag.Label>
            </Tag.Root>
          </li>
        );
      })}
    </Wrap>
  );
}

/** The authorisation types the product holds, with what each means. */
function Auths({ text }: { text: string | undefined }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const refs = refsOf(text);
  const auths = useQueries({ queries: refs.map((r) => authQuery(r.id)) });
  if (refs.length === 0) return <Text color="fg.muted">{t('selections.detail.noAuths')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {refs.map((r, i) => {
        const auth = auths[i]?.data?.data;
        return (
          <li key={r.id}>
            <Text fontWeight="medium">{auth ? localName(auth) : r.name}</Text>
            {auth?.description && (
              <Text textStyle="sm" color="fg.muted">
                {auth.description}
              </Text>
            )}
          </li>
        );
      })}
    </Stack>
  );
}

/** The names of a JSON-text field's entries as the reference list names them now (the kept name otherwise). */
function useRefNames(text: string | undefined, list: { data?: { data?: { id: string; name: string; nameEn?: string }[] } }) {
  const localName = useLocalName();
  return formatList(
    refsOf(text).map((r) => {
      const found = list.data?.data?.find((x) => x.id.toLowerCase() === r.id.toLowerCase());
      return found ? localName(found) : r.name;
    }),
  );
}

function Introduction({ product }: { product: Product }) {
  const { i18n } = useTranslation();
  if (product.styleId === 1) {
    return (
      <Stack gap="3">
        {parseIntroBlocks(product.introduction).map((b, i) =>
          b.type === 'image' ? (
            <Thumbnail key={i} src={b.content} alt={product.name} maxW="md" rounded="md" loading="lazy" />
          ) : (
            <Text key={i}>{b.content}</Text>
          ),
        )}
      </Stack>
    );
  }
  const html = i18n.language === 'en' && product.introductionEn?.trim() ? product.introductionEn : product.introduction;
  return html ? <SafeHtml html={html} /> : <Text color="fg.muted">—</Text>;
}

function ProductBody({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  const queryClient = useQueryClient();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const channels = useRefNames(product.channels, useQuery(channelsQuery()));
  const offices = useRefNames(product.sectionOffices, useQuery(sectionOfficesQuery()));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: premium.one!(product.id).queryKey }),
      queryClient.invalidateQueries({ queryKey: listKeyOf(premium, exhibitionId) }),
    ]);
  const selected = (
    <DecisionSwitch
      label={t('selections.product.selected')}
      checked={product.topic === 1}
      onChange={async (on) => {
        await launchReview.setTopic(product, on ? 1 : 0);
        await refresh();
      }}
    />
  );
  return (
    <Stack gap="4" minW="0">
      <Header list={premium} actions={selected} />
      <Stack gap="5">
        <Text as="h2" fontWeight="semibold" textStyle="xl">
          {localName(product)}
        </Text>
        <Grid templateColumns="repeat(auto-fill, minmax(12rem, 1fr))" gap="4">
          <Fact label="selections.detail.company">{product.compName}</Fact>
          <Fact label="selections.product.model">{product.model}</Fact>
          <Fact label="selections.product.price">
            {product.price === undefined ? t('selections.product.negotiable') : formatYuan(product.price, i18n.language)}
          </Fact>
          <Fact label="selections.product.category">{formatList(refsOf(product.category).map((r) => r.name))}</Fact>
          <Fact label="selections.product.group">{product.groupName}</Fact>
          <Fact label="selections.detail.channels">{channels}</Fact>
          <Fact label="selections.detail.sectionOffices">{offices}</Fact>
          <Fact label="selections.detail.views">{product.viewCount}</Fact>
          <Fact label="selections.product.createTime">{formatDate(product.createTime)}</Fact>
        </Grid>
        <Pictures urls={parseImageList(product.banner)} alt={product.name} />
        <Section title="selections.detail.tags">
          <Tags text={product.tags} />
        </Section>
        <Section title="selections.detail.auths">
          <Auths text={product.auths} />
        </Section>
        <Section title="selections.detail.introduction">
          <Introduction product={product} />
        </Section>
      </Stack>
    </Stack>
  );
}

export function SelectionDetailPage() {
  const { kind, id } = useSearch({ from: '/host/index/set/zhenXinDetail' });
  if (!kind || !id) return <MissingRecord resource={kind === 'product' ? premium : launches} title={TITLE} />;
  return kind === 'release' ? <ReleaseDetail key={id} id={id} /> : <ProductDetail key={id} id={id} />;
}

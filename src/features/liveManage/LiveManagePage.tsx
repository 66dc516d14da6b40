/**
 * 活动直播 / Live management of one of the join's activities (chosen on the page, kept in the URL):
 * its live application and audit, the channel's settings, members, products in the stream,
 * recordings, viewer logs and summary, and the live registration form. Each section is a tab in
 * the URL; the sections that need the channel wait until the application is approved.
 */
import { createListCollection, HStack, Link, Select, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityShort } from '@gen/api/model';
import { PageHeader, QueryState, ScopeNotice, StatusBadge, useScopeId } from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { ApplicationSection } from './ApplicationSection';
import { activityQuery, liveActivitiesQuery } from './calls';
import { ChannelSection } from './ChannelSection';
import { HistorySection } from './HistorySection';
import { LogsSection } from './LogsSection';
import { MembersSection } from './MembersSection';
import { ProductsSection } from './ProductsSection';
import { RegFormSection } from './RegFormSection';
import { LIVE_TABS, type LiveTab } from './routes';
import { auditStatus, hasChannel, NoChannel, ROUTE, type LiveActivity } from './shared';

export function LiveManagePage() {
  const joinId = useScopeId('join');
  if (!joinId) return <ScopeNotice title="nav.exhibitor.activity.act-live" scope="join" />;
  return <LiveManage joinId={joinId} />;
}

function LiveManage({ joinId }: { joinId: string }) {
  const { t } = useTranslation();
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const lives = useQuery(liveActivitiesQuery(joinId));
  // The chosen activity may not have a live yet (opened from the activity list to apply for one).
  const chosen = useQuery({ ...activityQuery(search.activityId ?? ''), enabled: Boolean(search.activityId) });
  const choose = (activityId: string) => void navigate({ search: (prev) => ({ ...prev, activityId, page: 1, logPage: 1 }), resetScroll: false });
  return (
    <Stack gap="4" minW="0">
      <PageHeader title="nav.exhibitor.activity.act-live" description="liveManage.description" />
      <QueryState
        query={lives}
        isEmpty={(r) => r.data.length === 0 && !search.activityId}
        emptyTitle={t('liveManage.noLives')}
        emptyDescription={t('liveManage.noLivesHint')}
        emptyAction={
          <Link asChild color="blue.fg">
            <RouterLink to="/exhibition{-$lang}/index/activity/allpro" params={{ lang: undefined }}>{t('liveManage.toActivities')}</RouterLink>
          </Link>
        }
      >
        {(r) => <Chooser lives={r.data} chosen={chosen.data?.activity.byId ?? undefined} onChoose={choose} />}
      </QueryState>
      {search.activityId ? (
        <Chosen activityId={search.activityId} tab={search.tab} />
      ) : (
        <Text color="fg.muted">{t('liveManage.chooseHint')}</Text>
      )}
    </Stack>
  );
}

/** The join's live activities; the chosen one is in the URL. */
function Chooser({ lives, chosen, onChoose }: { lives: ActivityShort[]; chosen?: LiveActivity; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const collection = useMemo(() => {
    const items = lives.map((a) => ({ value: a.id, label: localName(a.name, a.nameEn) }));
    if (chosen && !items.some((i) => i.value === chosen.id)) items.unshift({ value: chosen.id, label: localName(chosen.name, chosen.nameEn) });
    return createListCollection({ items });
  }, [lives, chosen, localName]);
  if (collection.items.length === 0) return null;
  return (
    <Select.Root collection={collection} value={chosen ? [chosen.id] : []} onValueChange={(e) => e.value[0] && onChoose(e.value[0])} maxW="md" size="sm">
      <Select.HiddenSelect />
      <Select.Label>{t('liveManage.activity')}</Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText placeholder={t('liveManage.choose')} />
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Select.Positioner>
        <Select.Content>
          {collection.items.map((item) => (
            <Select.Item item={item} key={item.value}>
              {item.label}
              <Select.ItemIndicator />
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Select.Root>
  );
}

function Chosen({ activityId, tab }: { activityId: string; tab: LiveTab }) {
  const { t } = useTranslation();
  const query = useQuery(activityQuery(activityId));
  return (
    <QueryState query={query} isEmpty={(r) => !r.activity.byId} emptyTitle={t('liveManage.missing')}>
      {(r) => <LiveTabs activity={r.activity.byId!} tab={tab} />}
    </QueryState>
  );
}

function LiveTabs({ activity, tab }: { activity: LiveActivity; tab: LiveTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: ROUTE });
  const localName = useLocalName();
  return (
    <Stack as="section" gap="4" aria-label={t('liveManage.liveOf', { name: activity.name })}>
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold" textStyle="lg">
          {localName(activity.name, activity.nameEn)}
        </Text>
        <StatusBadge value={activity.liveAudit} map={auditStatus} />
        {activity.liveChannelId && (
          <Text textStyle="sm" color="fg.muted">
            {t('liveManage.channelId', { id: activity.liveChannelId })}
          </Text>
        )}
      </HStack>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => void navigate({ search: (prev) => ({ ...prev, tab: e.value as LiveTab, page: 1, logPage: 1 }), resetScroll: false })}
        lazyMount
        unmountOnExit
      >
        <Tabs.List flexWrap="wrap">
          {LIVE_TABS.map((k) => (
            <Tabs.Trigger key={k} value={k}>
              {t(`liveManage.tabs.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {LIVE_TABS.map((k) => (
          <Tabs.Content key={k} value={k} pt="4">
            <Section tab={k} activity={activity} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

function Section({ tab, activity }: { tab: LiveTab; activity: LiveActivity }) {
  if (tab === 'application') return <ApplicationSection activity={activity} />;
  if (tab === 'form') return <RegFormSection />;
  if (!hasChannel(activity)) return <NoChannel />;
  switch (tab) {
    case 'channel':
      return <ChannelSection activity={activity} />;
    case 'members':
      return <MembersSection activity={activity} />;
    case 'products':
      return <ProductsSection activity={activity} />;
    case 'history':
      return <HistorySection activity={activity} />;
    default:
      return <LogsSection activity={activity} />;
  }
}

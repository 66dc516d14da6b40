/**
 * /exhibition/mobilePcLive?activityId= (000 §2, open, Chinese only): the landing page of an
 * activity's live, for PC and phone. The activity (ActivityById), its live status and times
 * (liveState), the watch button — straight to the provider's watch page when the channel is free
 * to watch, else through the authorisation step (/live-auth) — and the products shown in the
 * stream (LiveProviderChannelProductAll).
 */
import { Alert, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuPlay, LuShoppingBag } from 'react-icons/lu';
import { useActivityByIdQuery, useLiveProviderChannelProductAllQuery, useLiveProviderChannelQuery, type ActivityByIdQuery, type LiveProviderChannelProductAllQuery } from '@gen/graphql/hooks';
import { QueryState, Thumbnail } from '@/components/kit';
import { isOpenChannel, watchUrl, type Channel } from '@/features/live/liveAuth';
import { LiveSchedule, liveSchedule } from '@/features/live/LiveSchedule';
import { useLocalName } from '@/features/live/shared';
import { safeHref } from '@/lib/safeHref';
import { MissingParam, OpenShell } from '@/components/open/OpenShell';

type Activity = NonNullable<ActivityByIdQuery['activity']['byId']>;
type ChannelProduct = LiveProviderChannelProductAllQuery['liveProvider']['channelProductAll'][number];


export function MobilePcLivePage({ activityId }: { activityId?: string }) {
  const { t } = useTranslation();
  return (
    <OpenShell width="wide" title={t('openPages.pcLive.title')}>{activityId ? <ActivityLive activityId={activityId} /> : <MissingParam name="activityId" />}</OpenShell>
  );
}

function Notice({ status, title, description, testId }: { status: 'warning' | 'info'; title: string; description?: string; testId: string }) {
  return (
    <Alert.Root status={status} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

function ActivityLive({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const activity = useActivityByIdQuery({ input: { id: activityId } });
  return (
    <QueryState query={activity} skeletonRows={5}>
      {(data) => {
        const found = data.activity.byId;
        if (!found) return <Notice status="warning" title={t('openPages.pcLive.noActivity')} description={t('openPages.pcLive.noActivityHint')} testId="unknown-activity" />;
        return (
          <Stack gap="4">
            <Stack gap="0">
              <Text fontWeight="semibold" fontSize="lg" data-testid="activity-name">
                {localName(found.name, found.nameEn)}
              </Text>
              {found.companyName && (
                <Text fontSize="sm" color="fg.muted">
                  {found.companyName}
                </Text>
              )}
            </Stack>
            {found.liveChannelId ? (
              <ChannelLive activity={found} channelId={found.liveChannelId} />
            ) : (
              <>
                <LiveCard activity={found} />
                <Notice status="info" title={t('openPages.pcLive.noChannel')} testId="no-channel" />
              </>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}

function ChannelLive({ activity, channelId }: { activity: Activity; channelId: string }) {
  const channel = useLiveProviderChannelQuery({ input: { channelId } }, { staleTime: 30_000 });
  const found = channel.data?.liveProvider.channel ?? undefined;
  return (
    <Stack gap="4" direction={{ base: 'column', lg: 'row' }} align="stretch">
      <Stack gap="4" flex="3" minW="0">
        {found?.images.coverImage && <Thumbnail src={found.images.coverImage} alt={found.name} w="full" aspectRatio={16 / 9} objectFit="cover" rounded="md" bg="bg.muted" />}
        {channel.isPending ? <Skeleton h="40" rounded="md" /> : <LiveCard activity={activity} channel={found} />}
      </Stack>
      <Stack flex="2" minW="0">
        <Products channelId={channelId} />
      </Stack>
    </Stack>
  );
}

/** Status, times and the watch button. */
function LiveCard({ activity, channel }: { activity: Activity; channel?: Channel }) {
  const { t } = useTranslation();
  const schedule = liveSchedule(activity, channel);
  const { state } = schedule;
  const open = channel ? isOpenChannel(channel.authSettings) : false;
  const label = state === 'ended' ? t('openPages.pcLive.watchPlayback') : t('openPages.pcLive.watch');
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="3">
          <LiveSchedule title={t('openPages.pcLive.status')} timeLabel={t('openPages.pcLive.time')} {...schedule} />
          {channel &&
            (open ? (
              <Button asChild size="lg">
                <a href={watchUrl(channel.channelId)} data-testid="watch-link">
                  <LuPlay /> {label}
                </a>
              </Button>
            ) : (
              <Stack gap="1">
                <Button asChild size="lg">
                  <RouterLink to="/live-auth" search={{ activityId: activity.id }} data-testid="watch-link">
                    <LuPlay /> {label}
                  </RouterLink>
                </Button>
                <Text fontSize="xs" color="fg.muted" textAlign="center">
                  {t('openPages.pcLive.needsAuth')}
                </Text>
              </Stack>
            ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Products({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const products = useLiveProviderChannelProductAllQuery({ input: { channelId } }, { staleTime: 30_000 });
  return (
    <Stack gap="2" as="section" aria-label={t('openPages.pcLive.products')}>
      <HStack gap="2" fontWeight="semibold">
        <LuShoppingBag />
        <Text>{t('openPages.pcLive.products')}</Text>
      </HStack>
      <QueryState query={products} isEmpty={(d) => d.liveProvider.channelProductAll.length === 0} emptyTitle={t('openPages.pcLive.noProducts')} skeletonRows={3}>
        {(d) => (
          <SimpleGrid columns={{ base: 2, lg: 1 }} gap="3">
            {d.liveProvider.channelProductAll.map((p) => (
              <ProductCard key={`${p.channelId}-${p.productId}`} product={p} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

function ProductCard({ product }: { product: ChannelProduct }) {
  const { t } = useTranslation();
  // The provider's product link is shown only when it is a web address (never `javascript:`).
  const link = safeHref(product.link);
  return (
    <Card.Root size="sm" variant="outline" overflow="hidden" data-testid="live-product">
      {product.cover && <Thumbnail src={product.cover} alt="" aspectRatio={4 / 3} objectFit="cover" bg="bg.muted" loading="lazy" />}
      <Card.Body gap="1">
        <Text fontWeight="medium" lineClamp={2}>
          {product.name}
        </Text>
        <Text fontSize="sm" color="fg.error">
          {product.price === null ? t('openPages.pcLive.noPrice') : t('openPages.pcLive.price', { price: product.price })}
        </Text>
        {link && (
          <Button asChild size="xs" variant="outline" mt="1">
            <a href={link} target="_blank" rel="noopener noreferrer">
              {t('openPages.pcLive.viewProduct')}
            </a>
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * 频道设置: the channel as the provider has it (name, scene, template, start, description, viewer
 * limit, watch state, watch authorisation, splash), the live's own settings, the splash image, the
 * push address to copy into the encoder, the WeChat settings and the allowed live window.
 */
import { Badge, Box, Button, Code, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuClock, LuImage, LuMessageCircle, LuSettings } from 'react-icons/lu';
import {
  DateField, Fact, formatNumber, FormDrawer, formatDate, NumberField, QueryState, SelectField, SwitchField, TextField, Thumbnail, UploadField,
} from '@/components/kit';
import { activityQuery, channelQuery, liveCalls, pushUrlQuery, updateSplash } from './calls';
import { forbidSchema, LIVE_TEMPLATES, settingsSchema, splashSchema, weChatSchema } from './schemas';
import { CopyButton, useDrawer, type LiveActivity } from './shared';

type Drawer = 'settings' | 'splash' | 'weChat' | 'forbid';

const SCENES = ['ppt', 'alone', 'topclass'] as const;
const WATCH = ['live', 'end', 'waiting', 'playback'] as const;
const AUTH_TYPES = ['none', 'info', 'code', 'pay', 'phone', 'custom', 'external', 'direct'] as const;
/** A provider code as one of the values the page names, else undefined (shown as is). */
const known = <T extends string>(values: readonly T[], value: string | null | undefined): T | undefined => values.find((v) => v === value);

export function ChannelSection({ activity }: { activity: LiveActivity & { liveChannelId: string } }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const channel = useQuery(channelQuery(activity.liveChannelId));
  const drawer = useDrawer<Drawer>();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: activityQuery(activity.id).queryKey }), queryClient.invalidateQueries({ queryKey: channelQuery(activity.liveChannelId).queryKey })]);
  const templateOptions = LIVE_TEMPLATES.map((v) => ({ value: v, label: t(`liveManage.templates.${v}`) }));
  const splash = channel.data?.liveProvider.channel?.images;
  return (
    <Stack gap="6">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="blue" onClick={() => drawer.open('settings')}>
          <LuSettings /> {t('liveManage.channel.editSettings')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => drawer.open('splash')} disabled={!channel.data?.liveProvider.channel}>
          <LuImage /> {t('liveManage.channel.splash')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => drawer.open('weChat')}>
          <LuMessageCircle /> {t('liveManage.channel.weChat')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => drawer.open('forbid')}>
          <LuClock /> {t('liveManage.channel.forbidTime')}
        </Button>
      </HStack>
      <QueryState query={channel} isEmpty={(r) => !r.liveProvider.channel} emptyTitle={t('liveManage.channel.missing')}>
        {(r) => {
          const c = r.liveProvider.channel!;
          return (
            <Stack gap="4" data-testid="live-channel">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <Fact label="liveManage.channel.name">{c.name}</Fact>
                <Fact label="liveManage.channel.scene">{named(known(SCENES, c.scene), (v) => t(`liveManage.scenes.${v}`), c.scene)}</Fact>
                <Fact label="liveManage.channel.template">{named(known(LIVE_TEMPLATES, c.template), (v) => t(`liveManage.templates.${v}`), c.template)}</Fact>
                <Fact label="liveManage.channel.startTime">{formatDate(c.startTime) || '—'}</Fact>
                <Fact label="liveManage.channel.maxViewer">{c.maxViewer ? formatNumber(c.maxViewer) : t('liveManage.channel.unlimited')}</Fact>
                <Fact label="liveManage.channel.watchStatus">{named(known(WATCH, c.watchStatus), (v) => t(`liveManage.watch.${v}`), c.watchStatus)}</Fact>
                <Fact label="liveManage.channel.publisher">{c.publisher ?? '—'}</Fact>
                <Fact label="liveManage.channel.pageView">{formatNumber(c.pageView ?? 0)}</Fact>
                <Fact label="liveManage.channel.linkMic">{c.linkMicLimit ?? 0}</Fact>
              </SimpleGrid>
              <Fact label="liveManage.channel.description">{c.description || '—'}</Fact>
              <Fact label="liveManage.channel.auth">
                {c.authSettings.length === 0 ? (
                  t('liveManage.channel.noAuth')
                ) : (
                  <HStack gap="2" wrap="wrap">
                    {c.authSettings.map((a) => (
                      <Badge key={`${a.rank}-${a.type}`} colorPalette={a.enabled ? 'green' : 'gray'} variant="subtle">
                        {named(known(AUTH_TYPES, a.type), (v) => t(`liveManage.authTypes.${v}`), a.type)} · {t(a.enabled ? 'liveManage.channel.on' : 'liveManage.channel.off')}
                      </Badge>
                    ))}
                  </HStack>
                )}
              </Fact>
              <Fact label="liveManage.channel.splash">
                <HStack gap="3">
                  <Thumbnail src={c.images.splashImage ?? undefined} alt={t('liveManage.channel.splash')} boxSize="16" />
                  <Text>{t(c.images.splashEnabled ? 'liveManage.channel.on' : 'liveManage.channel.off')}</Text>
                </HStack>
              </Fact>
            </Stack>
          );
        }}
      </QueryState>
      <PushUrl activityId={activity.id} />
      {drawer.state?.value === 'settings' && (
        <FormDrawer
          key={drawer.state.key}
          open
          title={t('liveManage.channel.editSettings')}
          schema={settingsSchema}
          defaultValues={{
            name: activity.name, nameEn: activity.nameEn ?? '', liveTemplate: (LIVE_TEMPLATES as readonly string[]).includes(activity.liveTemplate ?? '') ? (activity.liveTemplate as (typeof LIVE_TEMPLATES)[number]) : 'ppt',
            liveStartTime: activity.liveStartTime ?? '', liveEndTime: activity.liveEndTime ?? '', liveWheatNumber: activity.liveWheatNumber ?? undefined,
            liveLinkName: activity.liveLinkName ?? '', livelinkTel: activity.livelinkTel ?? '', isOpenLive: activity.isOpenLive, isOpenBlackLive: activity.isOpenBlackLive,
            liveEnableNotDelay: activity.liveEnableNotDelay,
          }}
          save={(values) => liveCalls.update({ ...values, id: activity.id })}
          onClose={drawer.close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('liveManage.fields.name')} required />
              <TextField control={control} name="nameEn" label={t('liveManage.fields.nameEn')} />
              <SelectField control={control} name="liveTemplate" label={t('liveManage.fields.liveTemplate')} options={templateOptions} required />
              <DateField control={control} name="liveStartTime" mode="datetime" label={t('liveManage.fields.liveStartTime')} />
              <DateField control={control} name="liveEndTime" mode="datetime" label={t('liveManage.fields.liveEndTime')} />
              <NumberField control={control} name="liveWheatNumber" label={t('liveManage.fields.liveWheatNumber')} helper={t('liveManage.fields.liveWheatNumberHelper')} />
              <TextField control={control} name="liveLinkName" label={t('liveManage.fields.liveLinkName')} />
              <TextField control={control} name="livelinkTel" type="tel" label={t('liveManage.fields.livelinkTel')} />
              <SwitchField control={control} name="isOpenLive" label={t('liveManage.fields.isOpenLive')} />
              <SwitchField control={control} name="isOpenBlackLive" label={t('liveManage.fields.isOpenBlackLive')} />
              <SwitchField control={control} name="liveEnableNotDelay" label={t('liveManage.fields.liveEnableNotDelay')} />
            </>
          )}
        </FormDrawer>
      )}
      {drawer.state?.value === 'splash' && (
        <FormDrawer
          key={drawer.state.key}
          open
          title={t('liveManage.channel.splash')}
          schema={splashSchema}
          defaultValues={{ splashImage: splash?.splashImage ?? '', splashEnabled: splash?.splashEnabled ?? false }}
          save={(values) => updateSplash(activity.liveChannelId, values.splashImage, values.splashEnabled)}
          onClose={drawer.close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <UploadField control={control} name="splashImage" kind="image" label={t('liveManage.fields.splashImage')} />
              <SwitchField control={control} name="splashEnabled" label={t('liveManage.fields.splashEnabled')} />
            </>
          )}
        </FormDrawer>
      )}
      {drawer.state?.value === 'weChat' && (
        <FormDrawer
          key={drawer.state.key}
          open
          title={t('liveManage.channel.weChat')}
          schema={weChatSchema}
          defaultValues={{ shareTitle: activity.name, shareDescription: '', shareImage: '', authEnabled: false }}
          save={(values) => liveCalls.weChat(activity.id, values)}
          onClose={drawer.close}
          onSaved={() => undefined}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="shareTitle" label={t('liveManage.fields.shareTitle')} />
              <TextField control={control} name="shareDescription" label={t('liveManage.fields.shareDescription')} />
              <UploadField control={control} name="shareImage" kind="image" label={t('liveManage.fields.shareImage')} />
              <SwitchField control={control} name="authEnabled" label={t('liveManage.fields.authEnabled')} helper={t('liveManage.fields.authEnabledHelper')} />
            </>
          )}
        </FormDrawer>
      )}
      {drawer.state?.value === 'forbid' && (
        <FormDrawer
          key={drawer.state.key}
          open
          title={t('liveManage.channel.forbidTime')}
          schema={forbidSchema}
          defaultValues={{ liveStartTime: activity.liveStartTime ?? '', liveEndTime: activity.liveEndTime ?? '' }}
          save={(values) => liveCalls.forbidTime({ id: activity.id, liveStartTime: values.liveStartTime ?? null, liveEndTime: values.liveEndTime ?? null })}
          onClose={drawer.close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <Text textStyle="sm" color="fg.muted">
                {t('liveManage.channel.forbidHelper')}
              </Text>
              <DateField control={control} name="liveStartTime" mode="datetime" label={t('liveManage.fields.allowedFrom')} />
              <DateField control={control} name="liveEndTime" mode="datetime" label={t('liveManage.fields.allowedUntil')} />
            </>
          )}
        </FormDrawer>
      )}
    </Stack>
  );
}

/** A code's name when the page knows it, the code itself otherwise, a dash when absent. */
function named<T extends string>(value: T | undefined, name: (v: T) => string, raw: string | null | undefined) {
  return value ? name(value) : raw || '—';
}

/** The push (ingest) address for the encoder, whole and as server + stream key, each with copy. */
function PushUrl({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const query = useQuery(pushUrlQuery(activityId));
  const line = (label: string, value: string | null | undefined) =>
    value ? (
      <HStack gap="2" align="start">
        <Text minW="6rem" color="fg.muted" textStyle="sm">
          {label}
        </Text>
        <Code wordBreak="break-all" flex="1">
          {value}
        </Code>
        <CopyButton value={value} label={label} />
      </HStack>
    ) : null;
  return (
    <Box as="section" aria-label={t('liveManage.push.title')} borderWidth="1px" borderRadius="md" p="4">
      <Text fontWeight="semibold" mb="3">
        {t('liveManage.push.title')}
      </Text>
      <QueryState query={query} skeletonRows={2}>
        {(r) => (
          <Stack gap="2">
            {line(t('liveManage.push.url'), r.live.pushUrl.url)}
            {line(t('liveManage.push.server'), r.live.pushUrl.server)}
            {line(t('liveManage.push.streamKey'), r.live.pushUrl.streamKey)}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

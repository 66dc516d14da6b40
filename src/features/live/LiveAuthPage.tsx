/**
 * /live-auth (000 §2 "Live area", 001 §3 Channel): the authorisation step before watching the live
 * of an activity. Loads the activity (ActivityById) and its channel (LiveProviderChannel with the
 * activity's liveChannelId), shows the channel's enabled auth settings and checks the viewer by
 * their type (see liveAuth.ts); once through, records a user view log (ViewerLogsUserLogCreate)
 * and shows the live status, times and the watch link, signed with LiveProviderAuthSign.
 */
import { Alert, Button, Card, HStack, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { Fragment, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuPlay, LuUser } from 'react-icons/lu';
import { z } from 'zod';
import {
  useLiveLiveViewerGetQuery,
  useLiveProviderAuthSignQuery,
  useLiveProviderChannelQuery,
  useViewerLogsUserLogCreateMutation,
} from '@gen/graphql/hooks';
import { accountSendLoginSmsBodyPhoneNumberRegExp } from '@gen/zod/account/account';
import { QueryState } from '@/components/feedback/QueryState';
import { TextField } from '@/components/form/TextField';
import { formatDate } from '@/components/format';
import { Thumbnail } from '@/components/kit';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { activeSettings, codeMatches, trialOpen, isOpenChannel, kindOf, needsUser, watchUrl, type AuthSetting, type Channel } from './liveAuth';
import { ActivityTitle, LiveNotice, WithActivity, type LiveActivity } from './LiveEvent';
import { LiveSchedule, liveSchedule } from './LiveSchedule';
import { LiveShell } from './LiveShell';
import { LiveSignIn, SignedInAs } from './LiveSignIn';
import { isUuid, registrationSearch } from './search';
import { failureMessage } from '@/components/feedback/outcome';

type Activity = LiveActivity;
/** How the viewer got through: fully, or for the trial watch of a setting. */
type Pass = 'full' | 'trial';

export function LiveAuthPage({ activityId }: { activityId?: string }) {
  const { t } = useTranslation();
  return (
    <LiveShell title={t('live.auth.title')}>
      <WithActivity activityId={activityId}>
        {(found) => (
          <Stack gap="4">
            <ActivityTitle activity={found} />
            {found.liveChannelId ? (
              <ChannelAuth activity={found} channelId={found.liveChannelId} />
            ) : (
              <Notice status="info" title={t('live.auth.noChannel')} description={t('live.auth.noChannelHint')} testId="no-channel" />
            )}
          </Stack>
        )}
      </WithActivity>
    </LiveShell>
  );
}

const Notice = LiveNotice;

function ChannelAuth({ activity, channelId }: { activity: Activity; channelId: string }) {
  const { t } = useTranslation();
  const channel = useLiveProviderChannelQuery({ input: { channelId } });
  return (
    <QueryState query={channel} skeletonRows={4}>
      {(data) =>
        data.liveProvider.channel ? (
          <Gate key={channelId} activity={activity} channel={data.liveProvider.channel} />
        ) : (
          <Notice status="error" title={t('live.auth.channelMissing')} testId="channel-missing" />
        )
      }
    </QueryState>
  );
}

/** The auth settings as ways in (any one will do); once through, the live itself. */
function Gate({ activity, channel }: { activity: Activity; channel: Channel }) {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const [pass, setPass] = useState<Pass | null>(null);
  const settings = activeSettings(channel.authSettings);
  const passed: Pass | null = isOpenChannel(channel.authSettings) ? 'full' : pass;
  if (passed) return <Watch activity={activity} channel={channel} pass={passed} />;

  const signInNeeded = !isLogin && settings.some((s) => needsUser(kindOf(s.type)));
  const paid = settings.find((s) => kindOf(s.type) === 'pay');
  return (
    <Stack gap="4" data-testid="auth-gate">
      <Text fontSize="sm" color="fg.muted">
        {paid ? t('live.auth.price', { price: paid.price ?? 0 }) : t('live.auth.free')}
      </Text>
      <Stack gap="3">
        {settings.map((s, i) => (
          <Fragment key={`${s.rank ?? i}-${s.type}`}>
            {i > 0 && (
              <HStack>
                <Separator flex="1" />
                <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                  {t('live.auth.secondary')}
                </Text>
                <Separator flex="1" />
              </HStack>
            )}
            <Way setting={s} only={settings.length === 1} activityId={activity.id} onPass={setPass} />
          </Fragment>
        ))}
      </Stack>
      {signInNeeded && <LiveSignIn hint={t('live.signIn.authHint')} />}
      {isLogin && settings.some((s) => needsUser(kindOf(s.type))) && <SignedInAs />}
    </Stack>
  );
}

function Way({ setting, only, activityId, onPass }: { setting: AuthSetting; only: boolean; activityId: string; onPass: (pass: Pass) => void }) {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const kind = kindOf(setting.type);
  return (
    <Card.Root variant="outline" size="sm" data-testid={`auth-way-${kind}`}>
      <Card.Header>
        <Card.Title>{t(`live.auth.types.${kind}`)}</Card.Title>
        {setting.tips && <Card.Description>{setting.tips}</Card.Description>}
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {kind === 'code' && <CodeForm code={setting.code} onPass={() => onPass('full')} />}
          {kind === 'phone' && isLogin && <WhiteListForm setting={setting} onPass={() => onPass('full')} />}
          {kind === 'info' && isLogin && <InfoCheck only={only} activityId={activityId} onPass={() => onPass('full')} />}
          {kind === 'pay' && <PaidInfo setting={setting} onEnter={() => onPass('full')} />}
          {(kind === 'custom' || kind === 'external' || kind === 'other') && (
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                {t('live.auth.externalHint')}
              </Text>
              <Button variant="outline" onClick={() => onPass('full')}>
                {t('live.auth.enter')}
              </Button>
            </Stack>
          )}
          {setting.qrCodeImage && kind === 'code' && <Thumbnail src={setting.qrCodeImage} alt={setting.tips ?? t('live.auth.code')} boxSize="32" objectFit="contain" />}
          <TrialWatch setting={setting} onTrial={() => onPass('trial')} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const codeSchema = z.object({ code: z.string().trim().min(1).max(50) });

function CodeForm({ code, onPass }: { code: string | null; onPass: () => void }) {
  const { t } = useTranslation();
  const form = useForm<z.infer<typeof codeSchema>>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit((v) => {
    if (codeMatches(v.code, code)) onPass();
    else form.setError('code', { message: t('live.auth.codeWrong') }, { shouldFocus: true });
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('live.auth.code')}>
      <Stack gap="3">
        <TextField control={form.control} name="code" label={t('live.auth.code')} placeholder={t('live.auth.codePlaceholder')} autoComplete="off" required />
        <Button type="submit">{t('live.auth.verify')}</Button>
      </Stack>
    </form>
  );
}

const phoneSchema = z.object({ phone: z.string().trim().min(1).regex(accountSendLoginSmsBodyPhoneNumberRegExp) });

/** White list: the viewer's own phone (registration, else account) must be the one entered. */
function WhiteListForm({ setting, onPass }: { setting: AuthSetting; onPass: () => void }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const viewer = useLiveLiveViewerGetQuery({ input: { userId: user?.id ?? '' } }, { enabled: Boolean(user?.id) });
  const own = [viewer.data?.liveLiveViewer.get?.phoneNumber, user?.phoneNumber].filter((p): p is string => Boolean(p));
  const form = useForm<z.infer<typeof phoneSchema>>({ resolver: zodResolver(phoneSchema), defaultValues: { phone: own[0] ?? '' } });
  const onSubmit = form.handleSubmit((v) => {
    if (own.includes(v.phone)) onPass();
    else form.setError('phone', { message: t('live.auth.whiteListWrong') }, { shouldFocus: true });
  });
  const label = setting.whiteListEntryText || t('live.auth.whiteListPhone');
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack gap="3">
        <TextField control={form.control} name="phone" type="tel" label={label} placeholder={setting.whiteListInputTips || t('live.auth.whiteListPlaceholder')} autoComplete="tel" required />
        <Button type="submit" disabled={viewer.isLoading}>
          {t('live.auth.verify')}
        </Button>
      </Stack>
    </form>
  );
}

/** Registered viewers: through at once when registered; otherwise to the registration form. */
function InfoCheck({ only, activityId, onPass }: { only: boolean; activityId: string; onPass: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.id ?? '');
  const viewer = useLiveLiveViewerGetQuery({ input: { userId } }, { enabled: Boolean(userId) });
  const registered = viewer.data ? Boolean(viewer.data.liveLiveViewer.get) : undefined;
  const search = registrationSearch(activityId);
  const onRegistered = useEffectEvent(onPass);
  const toRegistration = useEffectEvent(() => void navigate({ to: '/live-user-reg', search, replace: true }));
  useEffect(() => {
    if (registered === true) onRegistered();
    else if (registered === false && only) toRegistration();
  }, [registered, only]);

  if (viewer.isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{failureMessage(viewer.error) ?? t('errors.queryFailed')}</Alert.Title>
        <Button size="sm" variant="outline" onClick={() => void viewer.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert.Root>
    );
  }
  if (registered === false) {
    return (
      <Stack gap="2">
        <Text fontSize="sm">{t('live.auth.infoNeedReg')}</Text>
        <Button asChild>
          <RouterLink to="/live-user-reg" search={search}>
            {t('live.auth.goRegister')}
          </RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Text fontSize="sm" color="fg.muted" aria-busy="true">
      {t('live.auth.checkingViewer')}
    </Text>
  );
}

function PaidInfo({ setting, onEnter }: { setting: AuthSetting; onEnter: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1" fontSize="sm">
      <Text fontWeight="semibold">{t('live.auth.price', { price: setting.price ?? 0 })}</Text>
      {setting.validTimePeriod ? <Text color="fg.muted">{t('live.auth.validDays', { days: setting.validTimePeriod })}</Text> : null}
      {setting.watchEndTime && <Text color="fg.muted">{t('live.auth.validUntil', { time: formatDate(setting.watchEndTime) })}</Text>}
      <Text color="fg.muted">{t('live.auth.payOnWatchPage')}</Text>
      <Button mt="2" onClick={onEnter}>
        {t('live.auth.enter')}
      </Button>
    </Stack>
  );
}

function TrialWatch({ setting, onTrial }: { setting: AuthSetting; onTrial: () => void }) {
  const { t } = useTranslation();
  if (!trialOpen(setting)) return null;
  return (
    <Stack gap="1" fontSize="sm" borderTopWidth="1px" pt="3" data-testid="trial-watch">
      {setting.trialWatchTime ? <Text>{t('live.auth.trial', { minutes: setting.trialWatchTime })}</Text> : null}
      {setting.trialWatchEndTime && <Text color="fg.muted">{t('live.auth.trialUntil', { time: formatDate(setting.trialWatchEndTime) })}</Text>}
      <Button variant="outline" size="sm" onClick={onTrial}>
        {t('live.auth.trialWatch')}
      </Button>
    </Stack>
  );
}

/** Through: the view is logged once, and the live's status, times and signed watch link are shown. */
function Watch({ activity, channel, pass }: { activity: Activity; channel: Channel; pass: Pass }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const log = useViewerLogsUserLogCreateMutation();
  const logged = useRef(false);
  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    log.mutate(
      { input: { activityId: activity.id, ...(isUuid(activity.companyId) ? { companyId: activity.companyId } : {}), ...(isUuid(user?.id) ? { userId: user.id } : {}) } },
      { onError: (error) => notify.error(failureMessage(error) ?? t('errors.unexpected')) },
    );
  }, [activity.id, activity.companyId, user?.id, log, t]);

  const nickname = user?.nickName || user?.realName || undefined;
  // Only a signed-in viewer's link is signed (authSign needs a token, see graphql/README.md);
  // a visitor gets the plain watch page, where the provider applies its own checks.
  const sign = useLiveProviderAuthSignQuery(
    { input: { channelId: channel.channelId, ...(user?.id ? { userId: user.id } : {}), ...(nickname ? { nickname } : {}) } },
    { staleTime: 0, gcTime: 0, enabled: Boolean(user?.id) },
  );
  const schedule = liveSchedule(activity, channel);
  const { state } = schedule;
  const href = watchUrl(channel.channelId, sign.data?.liveProvider.authSign);

  return (
    <Stack gap="4" data-testid="live-watch">
      <HStack color="fg.success" gap="2">
        <LuCircleCheck />
        <Text fontWeight="semibold">{pass === 'trial' ? t('live.auth.trialPassed') : t('live.auth.passed')}</Text>
      </HStack>
      {channel.images.coverImage && <Thumbnail src={channel.images.coverImage} alt={channel.name} w="full" aspectRatio={16 / 9} objectFit="cover" rounded="md" bg="bg.muted" />}
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="3">
            <LiveSchedule title={t('live.auth.status.title')} timeLabel={t('live.auth.time')} {...schedule} />
            {channel.publisher && (
              <HStack gap="2" fontSize="sm">
                <LuUser />
                <Text>{t('live.auth.publisher', { name: channel.publisher })}</Text>
              </HStack>
            )}
            {channel.description && (
              <Text fontSize="sm" color="fg.muted">
                {channel.description}
              </Text>
            )}
            {sign.isLoading ? (
              <Skeleton h="11" rounded="md" aria-label={t('live.auth.signing')} />
            ) : (
              <Button asChild size="lg">
                <a href={href} data-testid="watch-link">
                  <LuPlay />
                  {state === 'ended' ? t('live.auth.watchPlayback') : t('live.auth.watch')}
                </a>
              </Button>
            )}
            {sign.isError && (
              <Text fontSize="sm" color="fg.muted">
                {t('live.auth.signFailed')}
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

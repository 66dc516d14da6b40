/**
 * The live event (activity) both open live pages are about: /live-user-reg and /live-auth name it
 * the same way at the top (with the exhibitor's booth, read without a session by join/GetJoinNoAuth),
 * and say the same thing when the link has none or names none that exists.
 */
import { Alert, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getJoinGetJoinNoAuthQueryOptions } from '@gen/api/join/join';
import { useActivityByIdQuery, type ActivityByIdQuery } from '@gen/graphql/hooks';
import { QueryState } from '@/components/feedback/QueryState';
import { isUuid } from './search';
import { useLocalName } from './shared';

export type LiveActivity = NonNullable<ActivityByIdQuery['activity']['byId']>;

/** A notice of the live pages (warning, info or error). */
export function LiveNotice({ status, title, description, testId }: { status: 'warning' | 'info' | 'error'; title: string; description?: string; testId: string }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/** The link has no usable activity id, or no activity has it. */
export function UnknownActivity() {
  const { t } = useTranslation();
  return <LiveNotice status="warning" title={t('live.auth.unknownActivity')} description={t('live.auth.unknownActivityHint')} testId="unknown-activity" />;
}

/** The event's name (in the page's language) and who holds it. */
export function ActivityTitle({ activity }: { activity: LiveActivity }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  return (
    <Stack gap="0" as="section" aria-label={t('live.event')}>
      <Text fontWeight="semibold" fontSize="lg" data-testid="activity-name">
        {localName(activity.name, activity.nameEn)}
      </Text>
      {activity.companyName && (
        <Text fontSize="sm" color="fg.muted" data-testid="activity-company">
          {activity.companyName}
        </Text>
      )}
      {isUuid(activity.companyId) && isUuid(activity.exhibitionId) && <ExhibitorBooth compId={activity.companyId} exhibitionId={activity.exhibitionId} />}
    </Stack>
  );
}

/**
 * Where to find the exhibitor at the show: its join of the activity's exhibition, read without a
 * session. A supplement to the title: while loading, without a booth or when the lookup fails, nothing is shown.
 */
function ExhibitorBooth({ compId, exhibitionId }: { compId: string; exhibitionId: string }) {
  const { t } = useTranslation();
  const join = useQuery({ ...getJoinGetJoinNoAuthQueryOptions({ compId, exhibitionId }, { request: { silent: true } }), staleTime: 5 * 60_000 });
  const found = join.data?.data;
  if (!found?.boothNo) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="activity-booth">
      {t('live.booth', { hall: found.hallName ?? '', booth: found.boothNo })}
    </Text>
  );
}

/**
 * Loads the activity of the link and renders the page for it; an id that is missing, malformed or
 * unknown gets the "no such live event" notice instead.
 */
export function WithActivity({ activityId, children }: { activityId: string | undefined; children: (activity: LiveActivity) => ReactNode }) {
  if (!isUuid(activityId)) return <UnknownActivity />;
  return <LoadedActivity activityId={activityId}>{children}</LoadedActivity>;
}

function LoadedActivity({ activityId, children }: { activityId: string; children: (activity: LiveActivity) => ReactNode }) {
  const activity = useActivityByIdQuery({ input: { id: activityId } });
  return (
    <QueryState query={activity} skeletonRows={5}>
      {(data) => (data.activity.byId ? children(data.activity.byId) : <UnknownActivity />)}
    </QueryState>
  );
}

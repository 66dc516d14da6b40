import { Badge, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCalendarClock } from 'react-icons/lu';
import { formatDate } from '@/components/format';
import { liveState, type Channel, type LiveState } from './liveAuth';

const stateColor: Record<LiveState, string> = { notStarted: 'orange', live: 'red', ended: 'gray' };

interface LiveTimes {
  liveStartTime?: string | null;
  liveEndTime?: string | null;
  isOpenLive?: boolean | null;
}

/** Where a live stands (not started / live / ended) and its start and end, as shown to viewers. */
export function liveSchedule(activity: LiveTimes, channel?: Pick<Channel, 'watchStatus' | 'startTime'> | null) {
  const startTime = activity.liveStartTime ?? channel?.startTime;
  return {
    state: liveState({ watchStatus: channel?.watchStatus, start: startTime, end: activity.liveEndTime, isOpenLive: activity.isOpenLive ?? undefined }),
    start: formatDate(startTime),
    end: formatDate(activity.liveEndTime),
  };
}

/** The status badge, the time range and, before the start, a note to come back later. */
export function LiveSchedule({ title, timeLabel, state, start, end }: { title: string; timeLabel: string } & ReturnType<typeof liveSchedule>) {
  const { t } = useTranslation();
  const unknown = t('live.auth.timeUnknown');
  return (
    <>
      <Flex justify="space-between" align="center" gap="2">
        <Text fontWeight="semibold">{title}</Text>
        <Badge colorPalette={stateColor[state]} size="lg" data-testid="live-status">
          {t(`live.auth.status.${state}`)}
        </Badge>
      </Flex>
      <HStack gap="2" fontSize="sm" align="flex-start">
        <LuCalendarClock />
        <Stack gap="0">
          <Text color="fg.muted">{timeLabel}</Text>
          <Text data-testid="live-time">{start || end ? t('live.auth.timeRange', { start: start || unknown, end: end || unknown }) : unknown}</Text>
        </Stack>
      </HStack>
      {state === 'notStarted' && (
        <Text fontSize="sm" color="fg.warning">
          {t('live.auth.waitStart')}
        </Text>
      )}
    </>
  );
}

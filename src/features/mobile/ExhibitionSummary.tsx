import { Badge, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LuCalendarDays, LuMapPin } from 'react-icons/lu';
import { ExhibitionStatus, type Exhibition } from '@gen/api/model';
import { useLocalName } from '@/components/mobile/MobileParts';

const statusColor: Record<ExhibitionStatus, string> = {
  [ExhibitionStatus.Preparing]: 'orange',
  [ExhibitionStatus.Open]: 'green',
  [ExhibitionStatus.Finished]: 'gray',
};

/** An exhibition on a phone card: name, status, dates and place (mobile back office, /host/mobile-all). */
export function ExhibitionSummary({ exhibition, place }: { exhibition: Exhibition; place?: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  return (
    <Stack gap="2" flex="1" minW="0">
      <HStack justify="space-between" align="start" gap="2">
        <Text fontWeight="semibold" lineClamp={2} minW="0">
          {localName(exhibition.name, exhibition.nameEn)}
        </Text>
        <Badge colorPalette={statusColor[exhibition.status] ?? 'gray'} flexShrink={0}>
          {t(`mobile.status.${exhibition.status}`)}
        </Badge>
      </HStack>
      <HStack gap="2" fontSize="sm" color="fg.muted">
        <Icon flexShrink={0}>
          <LuCalendarDays />
        </Icon>
        <Text>{t('mobile.dateRange', { start: dayjs(exhibition.startTime).format('YYYY-MM-DD'), end: dayjs(exhibition.endTime).format('YYYY-MM-DD') })}</Text>
      </HStack>
      {place && (
        <HStack gap="2" fontSize="sm" color="fg.muted" minW="0">
          <Icon flexShrink={0}>
            <LuMapPin />
          </Icon>
          <Text truncate>{place}</Text>
        </HStack>
      )}
    </Stack>
  );
}

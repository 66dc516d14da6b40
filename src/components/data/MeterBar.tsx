import { Box, HStack, Text } from '@chakra-ui/react';
import { formatNumber } from '../format';

/**
 * A number with a bar as long as its share of the largest one: a ranking read at a glance in a
 * table cell (search keywords, visits by page kind).
 * @example c.custom('count', 'x.count', (r) => <MeterBar value={r.count} max={max} />)
 */
export function MeterBar({ value, max, color = 'blue.solid' }: { value: number; max: number; color?: string }) {
  const share = max > 0 ? Math.max(0, Math.min(1, value / max)) : 0;
  return (
    <HStack gap="3" minW="12rem">
      <Box flex="1" h="2" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden>
        <Box h="full" w={`${(share * 100).toFixed(1)}%`} bg={color} rounded="full" />
      </Box>
      <Text as="span" minW="4.5rem" textAlign="end" fontVariantNumeric="tabular-nums">
        {formatNumber(value)}
      </Text>
    </HStack>
  );
}

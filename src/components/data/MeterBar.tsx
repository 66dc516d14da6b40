import { HStack, Text } from '@chakra-ui/react';
import { ProgressBar } from '../feedback/ProgressBar';
import { formatNumber } from '../format';

/**
 * A number with a bar as long as its share of the largest one: a ranking read at a glance in a
 * table cell (search keywords, visits by page kind). The bar is the kit's ProgressBar, hidden from
 * screen readers: the number says it.
 * @example c.custom('count', 'x.count', (r) => <MeterBar value={r.count} max={max} />)
 */
export function MeterBar({ value, max, colorPalette = 'blue' }: { value: number; max: number; colorPalette?: string }) {
  const share = max > 0 ? Math.max(0, Math.min(1, value / max)) : 0;
  return (
    <HStack gap="3" minW="12rem">
      <ProgressBar value={Math.round(share * 1000) / 10} label={formatNumber(value)} aria-hidden flex="1" colorPalette={colorPalette} />
      <Text as="span" minW="4.5rem" textAlign="end" fontVariantNumeric="tabular-nums">
        {formatNumber(value)}
      </Text>
    </HStack>
  );
}

import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A name with a muted second line under it (its company, English name, contact): the cell most
 * lists show first. The second line is left out when empty.
 * @example <TwoLines main={j.companyName} sub={j.companyNameEn} />
 */
export function TwoLines({ main, sub, strong = true }: { main: ReactNode; sub?: ReactNode; strong?: boolean }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight={strong ? 'medium' : undefined}>{main}</Text>
      {sub !== undefined && sub !== null && sub !== '' && (
        <Text textStyle="xs" color="fg.muted">
          {sub}
        </Text>
      )}
    </Stack>
  );
}

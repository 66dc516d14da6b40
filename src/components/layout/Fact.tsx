import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { I18nKey } from '../types';

/**
 * One labelled value of a record's summary (label above, value below; a dash when empty).
 * @example
 * <Grid templateColumns="repeat(auto-fill, minmax(12rem, 1fr))" gap="4">
 *   <Fact label="exhibit.info.booth">{join.boothNo}</Fact>
 * </Grid>
 */
export function Fact({ label, children }: { label: I18nKey; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0">
      <Text color="fg.muted" fontSize="sm">
        {t(label)}
      </Text>
      <Text as="div">{children || '—'}</Text>
    </Stack>
  );
}

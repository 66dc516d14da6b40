import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { I18nKey } from '../types';

export interface FormSectionProps {
  /** Section heading (i18n key). */
  title?: I18nKey;
  description?: I18nKey;
  /** Fields per row from md up (always 1 on phones). */
  columns?: 1 | 2 | 3;
  children: ReactNode;
}

/**
 * A titled group of fields in a grid (1 column on phones). Wrap wide fields in `<FullRow>`.
 * @example
 * <FormSection title="kit.form.basic" columns={2}>
 *   <TextField … /> <NumberField … />
 *   <FullRow><TextareaField … /></FullRow>
 * </FormSection>
 */
export function FormSection({ title, description, columns = 1, children }: FormSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg.panel" minW="0">
      {(title || description) && (
        <Stack gap="1">
          {title && (
            <Heading as="h2" size="md">
              {t(title)}
            </Heading>
          )}
          {description && (
            <Text color="fg.muted" textStyle="sm">
              {t(description)}
            </Text>
          )}
        </Stack>
      )}
      <SimpleGrid columns={{ base: 1, md: columns }} gap="4" minW="0">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** A field spanning the whole row of a FormSection grid. */
export function FullRow({ children }: { children: ReactNode }) {
  return (
    <Box gridColumn="1 / -1" minW="0">
      {children}
    </Box>
  );
}

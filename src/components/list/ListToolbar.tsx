import { Button, chakra, CloseButton, Flex, HStack, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import type { I18nKey } from '../types';
import type { ListSearchBase } from './listSearch';
import type { ListSearchState } from './useListSearch';

export interface ListToolbarProps {
  list: ListSearchState<ListSearchBase>;
  /** Placeholder of the keyword box; `false` hides the box (lists without a keyword). */
  searchPlaceholder?: I18nKey | false;
  /** Filter controls (e.g. `<ListFilterSelect>`), shown after the keyword box. */
  filters?: ReactNode;
  /** Extra buttons on the right (export, import …). */
  extra?: ReactNode;
}

/**
 * Keyword search (Enter or the search button), filter slots and a reset button, all kept in the URL.
 * @example <ListToolbar list={list} filters={<ListFilterSelect list={list} name="isShow" … />} />
 */
export function ListToolbar({ list, searchPlaceholder = 'kit.list.searchPlaceholder', filters, extra }: ListToolbarProps) {
  const { t } = useTranslation();
  const current = list.search.keyword ?? '';
  return (
    <Flex gap="2" wrap="wrap" align="center">
      {searchPlaceholder !== false && (
        // Keyed by the URL keyword: back/forward or a reset refills the box.
        <KeywordBox key={current} current={current} placeholder={t(searchPlaceholder)} onSearch={list.setKeyword} />
      )}
      {filters}
      {list.filtered && (
        <Button variant="ghost" onClick={() => list.reset()}>
          {t('kit.list.reset')}
        </Button>
      )}
      {extra && (
        <HStack ms={{ sm: 'auto' }} gap="2" wrap="wrap">
          {extra}
        </HStack>
      )}
    </Flex>
  );
}

/** The keyword box alone (Enter or its button), for a search that is not a list's keyword; key it by the URL value. */
export function KeywordBox({ current, placeholder, onSearch }: { current: string; placeholder: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(current);
  return (
    <chakra.form
      display="flex"
      gap="2"
      flex={{ base: '1 1 100%', sm: '0 1 20rem' }}
      aria-label={t('kit.list.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(keyword);
      }}
    >
      <InputGroup
        flex="1"
        startElement={<LuSearch />}
        endElement={
          keyword ? (
            <CloseButton
              size="xs"
              aria-label={t('kit.list.clearSearch')}
              onClick={() => {
                setKeyword('');
                if (current) onSearch('');
              }}
            />
          ) : undefined
        }
      >
        <Input
          type="search"
          value={keyword}
          maxLength={100}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={placeholder}
          aria-label={t('kit.list.searchLabel')}
        />
      </InputGroup>
      <Button type="submit" variant="outline">
        {t('kit.list.search')}
      </Button>
    </chakra.form>
  );
}

export interface FilterOption<V> {
  value: V;
  label: I18nKey;
}

/**
 * A select filter bound to one search param of the list (values keep their type: boolean,
 * number or string). The first choice, 全部, clears the filter.
 * @example
 * <ListFilterSelect list={list} name="isShow" label="kit.column.show"
 *   options={[{ value: true, label: 'kit.status.shown' }, { value: false, label: 'kit.status.hidden' }]} />
 */
export function ListFilterSelect<S extends ListSearchBase, K extends Exclude<keyof S, keyof ListSearchBase> & string>({
  list, name, label, options,
}: {
  list: ListSearchState<S>;
  name: K;
  label: I18nKey;
  options: FilterOption<NonNullable<S[K]>>[];
}) {
  const { t } = useTranslation();
  const current = list.search[name];
  const index = options.findIndex((o) => o.value === current);
  return (
    <NativeSelect.Root size="md" width={{ base: 'full', sm: '10rem' }}>
      <NativeSelect.Field
        aria-label={t(label)}
        value={index < 0 ? '' : String(index)}
        onChange={(e) => {
          const i = e.target.value;
          const patch: Partial<Omit<S, keyof ListSearchBase>> = {};
          (patch as Record<string, unknown>)[name] = i === '' ? undefined : options[Number(i)].value;
          list.setFilters(patch);
        }}
      >
        <option value="">
          {t('kit.list.filterLabel', { label: t(label), value: t('kit.list.filterAll') })}
        </option>
        {options.map((o, i) => (
          <option key={String(o.value)} value={String(i)}>
            {t(o.label)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

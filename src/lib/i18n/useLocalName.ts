import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Named = { name?: string | null; nameEn?: string | null };

/**
 * A record's name in the interface language: the English name when the interface is English and
 * the record has one, else the Chinese name. Accepts `(name, nameEn)` or a record with both.
 * Stable between renders, so memoised columns may depend on it.
 */
export function useLocalName() {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return useCallback(
    (nameOrItem: string | null | undefined | Named, nameEn?: string | null): string => {
      const item: Named = typeof nameOrItem === 'object' && nameOrItem !== null ? nameOrItem : { name: nameOrItem, nameEn };
      return (english && item.nameEn?.trim() ? item.nameEn : item.name) ?? '';
    },
    [english],
  );
}

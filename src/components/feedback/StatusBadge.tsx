import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { I18nKey, StatusColor } from '../types';

export interface StatusEntry {
  label: I18nKey;
  color: StatusColor;
}

/** An enum's values mapped to a label key and a colour. Keys are the values as text ('0', 'true'). */
export type StatusMap = Record<string, StatusEntry>;

/**
 * Declares a status map (type-checked keys and colours).
 * @example
 * export const auditStatus = defineStatusMap({
 *   0: { label: 'kit.status.pending', color: 'orange' },
 *   1: { label: 'kit.status.approved', color: 'green' },
 *   2: { label: 'kit.status.rejected', color: 'red' },
 * });
 */
export function defineStatusMap<M extends Record<string | number, StatusEntry>>(map: M): StatusMap {
  return map as unknown as StatusMap;
}

/** Shown / hidden (isShow). */
export const showStatus = defineStatusMap({
  true: { label: 'kit.status.shown', color: 'green' },
  false: { label: 'kit.status.hidden', color: 'gray' },
});

/** Audit state 0 pending, 1 approved, 2 rejected (the usual server convention). */
export const auditStatus = defineStatusMap({
  0: { label: 'kit.status.pending', color: 'orange' },
  1: { label: 'kit.status.approved', color: 'green' },
  2: { label: 'kit.status.rejected', color: 'red' },
});

/**
 * What a status shows: its label and colour, or, for a value the map does not know, the raw value in
 * grey ("unknown" when there is none). StatusBadge draws it with Chakra's Badge; a table's status
 * column draws it with the table's static badge style (list/columns.tsx).
 */
export function useStatusLabel(value: string | number | boolean | null | undefined, map: StatusMap): { text: string; color: StatusColor } {
  const { t } = useTranslation();
  const entry = value === null || value === undefined ? undefined : map[String(value)];
  if (entry) return { text: t(entry.label), color: entry.color };
  return { text: value === null || value === undefined || value === '' ? t('kit.status.unknown') : String(value), color: 'gray' };
}

/**
 * An enum value as a coloured label; unknown values show grey with the raw value.
 * @example <StatusBadge value={row.auditStatus} map={auditStatus} />
 */
export function StatusBadge({ value, map }: { value: string | number | boolean | null | undefined; map: StatusMap }) {
  const { text, color } = useStatusLabel(value, map);
  return (
    <Badge colorPalette={color} variant="subtle">
      {text}
    </Badge>
  );
}

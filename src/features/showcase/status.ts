import type { FilterOption } from '@/components/kit';

/** The shown/hidden filter of a list with an isShow switch. */
export const SHOW_FILTER: FilterOption<boolean>[] = [
  { value: true, label: 'kit.status.shown' },
  { value: false, label: 'kit.status.hidden' },
];

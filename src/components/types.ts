/**
 * Types shared by the page kit. Declarations made outside components (columns, status maps,
 * page titles, detail fields) name their text by i18n key; JSX form fields take translated text.
 */
import type { ParseKeys } from 'i18next';

/** Any key of the interface text (src/lib/i18n/locales/zh.ts), type-checked. */
export type I18nKey = ParseKeys;

/** Chakra colour palettes used for status badges. */
export const STATUS_COLORS = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'] as const;
export type StatusColor = (typeof STATUS_COLORS)[number];

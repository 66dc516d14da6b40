import dayjs from 'dayjs';

/**
 * A server date-time as the user reads it; '' for empty or unparsable values.
 * @example formatDate(row.createTime) // '2026-05-01 09:30'
 */
export function formatDate(value: string | number | Date | null | undefined, pattern = 'YYYY-MM-DD HH:mm'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : '';
}

/** A size in bytes as text: 5 MB, 200 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

const yuanFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in yuan as the user reads it: ¥2,860 in Chinese, CN¥2,860 in English.
 * @example formatYuan(2860, i18n.language)
 */
export function formatYuan(value: number, language: string): string {
  const locale = language === 'en' ? 'en' : 'zh-CN';
  // Made once per language: making an Intl formatter costs about a millisecond, and a list
  // formats a price in every row.
  let yuan = yuanFormats.get(locale);
  if (!yuan) yuanFormats.set(locale, (yuan = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', minimumFractionDigits: 0, maximumFractionDigits: 2 })));
  return yuan.format(value);
}

let chinese: Intl.Collator | undefined;

/**
 * Compares two names in Chinese order (pinyin), for sorting. One shared collator: `localeCompare`
 * with a locale makes a new one for each comparison. It is made at the first comparison, not as
 * the module loads: making it loads the pinyin order (about 20 ms), and most pages that format a
 * date never sort by name.
 * @example names.sort(compareChinese)
 */
export function compareChinese(a: string, b: string): number {
  chinese ??= new Intl.Collator('zh');
  return chinese.compare(a, b);
}

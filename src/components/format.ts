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

/**
 * An amount in yuan as the user reads it: ¥2,860 in Chinese, CN¥2,860 in English.
 * @example formatYuan(2860, i18n.language)
 */
export function formatYuan(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en' : 'zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);
}

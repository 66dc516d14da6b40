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
 * A number as it is written in Chinese and in English alike: digits in threes, at most `decimals`
 * decimals, rounded half away from zero on the number's shortest decimal form (1.005 → 1.01), as
 * Intl does; undefined out of the range written here (1e15 and more, NaN, infinities).
 *
 * Written out, not left to Intl: the page's first Intl formatter loads the locale data, 44 ms of
 * the product list's start under a 4× slower CPU (150–360 ms in a page that had used no Intl
 * before). tests/unit/format.test.ts compares both with Intl.
 */
function digitsInThrees(value: number, decimals: number): string | undefined {
  const abs = Math.abs(value);
  if (!(abs < 1e15)) return undefined;
  const scale = 10 ** decimals;
  const rounded = abs === 0 || abs >= 1e-6 ? Math.round(Number(`${abs}e${decimals}`)) / scale : 0;
  const [whole = '0', fraction] = String(rounded).split('.');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

const intlFormats = new Map<string, Intl.NumberFormat>();

/** Intl's formatter, for what digitsInThrees leaves out; made once per kind. */
function intl(kind: 'zh-CN' | 'en' | 'number'): Intl.NumberFormat {
  let format = intlFormats.get(kind);
  if (!format) {
    const options: Intl.NumberFormatOptions = kind === 'number' ? { maximumFractionDigits: 3 } : { style: 'currency', currency: 'CNY', minimumFractionDigits: 0, maximumFractionDigits: 2 };
    intlFormats.set(kind, (format = new Intl.NumberFormat(kind === 'number' ? 'zh-CN' : kind, options)));
  }
  return format;
}

/**
 * A count or a measure as the user reads it, in either language and whatever the browser's own
 * locale: 12,345 or 1,234.5 (at most three decimals, as `toLocaleString` writes them).
 * @example formatNumber(stats.visits)
 */
export function formatNumber(value: number): string {
  return digitsInThrees(value, 3) ?? intl('number').format(value);
}

/**
 * An amount in yuan as the user reads it: ¥2,860 in Chinese, CN¥2,860 in English; at most two
 * decimals.
 * @example formatYuan(2860, i18n.language)
 */
export function formatYuan(value: number, language: string): string {
  const digits = digitsInThrees(value, 2);
  if (digits === undefined) return intl(language === 'en' ? 'en' : 'zh-CN').format(value);
  const symbol = language === 'en' ? 'CN¥' : '¥';
  return digits.startsWith('-') ? `-${symbol}${digits.slice(1)}` : `${symbol}${digits}`;
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

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
 * An amount in yuan as the user reads it: ¥2,860 in Chinese, CN¥2,860 in English; at most two
 * decimals, rounded half away from zero as Intl does.
 * @example formatYuan(2860, i18n.language)
 *
 * Written out for the amounts a page shows, as Intl writes them in both languages
 * (tests/unit/format.test.ts compares the two): the page's first Intl formatter loads the locale
 * data, 44 ms of the product list's start under a 4× slower CPU (150–360 ms in a page that had
 * used no Intl before). Amounts out of that range (1e15 yuan and more, NaN, infinities) keep Intl.
 */
export function formatYuan(value: number, language: string): string {
  const symbol = language === 'en' ? 'CN¥' : '¥';
  const abs = Math.abs(value);
  if (abs < 1e15) {
    // Rounded on the number's shortest decimal form (1.005 → 1.01), as Intl does, not on its binary value.
    const rounded = abs === 0 || abs >= 1e-6 ? Math.round(Number(`${abs}e2`)) / 100 : 0;
    const [whole = '0', fraction] = String(rounded).split('.');
    const sign = value < 0 || Object.is(value, -0) ? '-' : '';
    return `${sign}${symbol}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
  }
  const locale = language === 'en' ? 'en' : 'zh-CN';
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

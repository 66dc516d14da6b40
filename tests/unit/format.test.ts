import { describe, expect, it } from 'vitest';
import { compareChinese, formatBytes, formatNumber, formatYuan } from '@/components/kit';

describe('the kit formats amounts and orders names as a Chinese or English reader expects', () => {
  it('writes prices in yuan in the language of the page, also when the language changes back and forth', () => {
    expect(formatYuan(2860, 'zh')).toBe('¥2,860');
    expect(formatYuan(2860, 'en')).toBe('CN¥2,860');
    expect(formatYuan(1299.5, 'zh')).toBe('¥1,299.5');
    expect(formatYuan(0.125, 'en')).toBe('CN¥0.13');
    expect(formatYuan(2860, 'zh')).toBe('¥2,860');
  });

  // A fixed sequence of numbers of every size, with zero to four decimals, and the edge cases.
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const numbers = [
    0, -0, 1, 12, 999, 1000, 2860, 2860.5, 1234567.891, 0.0004, 0.0005, 0.004, 0.005, 1.005, 2.675, 1.0049, 1.00049, -1.005, -0.001, -0.0001, -2860.456, 99999999.995, 0.1 + 0.2, 1e-7,
    123456789012.345, 999999999999999, 1e15, 1e21, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
    ...Array.from({ length: 3000 }, () => {
      const decimals = 10 ** Math.floor(next() * 5);
      return Math.round((next() - 0.2) * 10 ** Math.floor(next() * 12) * decimals) / decimals;
    }),
  ];

  it('writes every amount as Intl writes it in the language of the page', () => {
    const intl = (value: number, language: string) =>
      new Intl.NumberFormat(language === 'en' ? 'en' : 'zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);
    for (const language of ['zh', 'en']) for (const value of numbers) expect(formatYuan(value, language), `${value}`).toBe(intl(value, language));
  });

  it('writes counts and measures in digits of three, as Intl writes them in Chinese and English, whatever the browser locale', () => {
    for (const locale of ['zh-CN', 'en']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
      for (const value of numbers) expect(formatNumber(value), `${value}`).toBe(intl.format(value));
    }
    expect(formatNumber(12345.5)).toBe('12,345.5');
  });

  it('writes file sizes in B, KB and MB', () => {
    expect([formatBytes(512), formatBytes(200 * 1024), formatBytes(5 * 1024 * 1024)]).toEqual(['512 B', '200 KB', '5 MB']);
  });

  it('sorts Chinese names by pinyin (by character code, 张 would come before 李 and 王)', () => {
    expect(['张伟', '李娜', '王芳', '陈静'].sort(compareChinese)).toEqual(['陈静', '李娜', '王芳', '张伟']);
  });
});

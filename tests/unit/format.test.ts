import { describe, expect, it } from 'vitest';
import { compareChinese, formatBytes, formatYuan } from '@/components/kit';

describe('the kit formats amounts and orders names as a Chinese or English reader expects', () => {
  it('writes prices in yuan in the language of the page, also when the language changes back and forth', () => {
    expect(formatYuan(2860, 'zh')).toBe('¥2,860');
    expect(formatYuan(2860, 'en')).toBe('CN¥2,860');
    expect(formatYuan(1299.5, 'zh')).toBe('¥1,299.5');
    expect(formatYuan(0.125, 'en')).toBe('CN¥0.13');
    expect(formatYuan(2860, 'zh')).toBe('¥2,860');
  });

  it('writes file sizes in B, KB and MB', () => {
    expect([formatBytes(512), formatBytes(200 * 1024), formatBytes(5 * 1024 * 1024)]).toEqual(['512 B', '200 KB', '5 MB']);
  });

  it('sorts Chinese names by pinyin (by character code, 张 would come before 李 and 王)', () => {
    expect(['张伟', '李娜', '王芳', '陈静'].sort(compareChinese)).toEqual(['陈静', '李娜', '王芳', '张伟']);
  });
});

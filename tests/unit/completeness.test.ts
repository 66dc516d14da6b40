/** Profile completeness of the dashboard: every item the same share, a rejected licence still missing. */
import { describe, expect, it } from 'vitest';
import type { Company, CompInvoice, CompLicense } from '@gen/api/model';
import { profileCompleteness } from '@/features/home/completeness';

const full: Company = {
  id: 'c', name: '深圳华展智能科技有限公司', nameEn: 'Huazhan', logo: 'https://x/logo.png', natureId: 'n', businessTypeId: 'b', industryId: 'i',
  province: '广东省', city: '深圳市', address: '科技园', tel: '0755-86000000', email: 'a@b.cn', introduction: '<p>简介</p>',
  contactName: '张伟', contactPhone: '13812345678', isEnable: true, createTime: '2025-01-01T00:00:00+08:00',
};
const licence = { id: 'l', compId: 'c', auditStatus: 0 } as CompLicense;
const invoice = { id: 'v', compId: 'c' } as CompInvoice;

describe('profileCompleteness', () => {
  it('is 100 % with everything filled', () => {
    const result = profileCompleteness({ company: full, licence, invoice, staffCount: 2 });
    expect(result.percent).toBe(100);
    expect(result.missing).toEqual([]);
  });

  it('lists what is missing, with where to fill it in', () => {
    const result = profileCompleteness({ company: { ...full, logo: '', introduction: '<p></p>' }, licence: null, invoice, staffCount: 0 });
    expect(result.missing.map((m) => m.key)).toEqual(['logo', 'introduction', 'licence', 'staff']);
    expect(result.missing.find((m) => m.key === 'licence')?.target).toEqual({ page: 'companyInfo', tab: 'licence' });
    expect(result.missing.find((m) => m.key === 'staff')?.target).toEqual({ page: 'companyAdmin' });
    expect(result.percent).toBe(Math.round((11 / 15) * 100));
  });

  it('counts a rejected licence as missing', () => {
    const result = profileCompleteness({ company: full, licence: { ...licence, auditStatus: 2 }, invoice, staffCount: 1 });
    expect(result.missing.map((m) => m.key)).toEqual(['licence']);
  });

  it('is 0 % without a company', () => {
    expect(profileCompleteness({ company: null, licence: null, invoice: null, staffCount: 0 }).percent).toBe(0);
  });
});

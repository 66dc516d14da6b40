/**
 * Field rules a real ASP.NET back end and a hostile string field need (issues 11 and 13.3):
 * any GUID is an id, only http(s) is a web link, only http(s), a path or an inline image is a
 * file address, and safeHref decides what API data may become a link.
 */
import { describe, expect, it } from 'vitest';
import { BrandCreateBody, BrandGetQueryParams } from '@gen/zod/showcase/showcase';
import { UploadImagesResponse } from '@gen/zod/materials/materials';
import { recordSearch } from '@/components/resource/resource';
import { product } from '@/features/product/resources';
import { exCompanyDetailsSearch } from '@/features/mobile/search';
import { isUuid } from '@/features/live/search';
import { safeHref } from '@/lib/safeHref';
import { idParam, isGuid } from '@/lib/validation';

/** A GUID as ASP.NET writes it, without RFC 4122 version and variant bits. */
const ASPNET_GUID = '1f087e12-bf0f-918e-868c-e33064013c56';

describe('ids: every GUID the back end can produce', () => {
  it('accepts a version-less GUID in the generated zod, the URL search params and the shared id check', () => {
    expect(BrandGetQueryParams.safeParse({ id: ASPNET_GUID }).success).toBe(true);
    expect(recordSearch.parse({ id: ASPNET_GUID })).toEqual({ id: ASPNET_GUID });
    expect(product.search.parse({ groupId: ASPNET_GUID })).toMatchObject({ groupId: ASPNET_GUID });
    expect(exCompanyDetailsSearch.parse({ compId: ASPNET_GUID, joinId: '00000000-0000-0000-0000-000000000000' })).toEqual({
      compId: ASPNET_GUID,
      joinId: '00000000-0000-0000-0000-000000000000',
    });
    expect(isGuid(ASPNET_GUID)).toBe(true);
    expect(isUuid(ASPNET_GUID)).toBe(true);
  });

  it('still drops what is no id', () => {
    expect(idParam.parse('42')).toBeUndefined();
    expect(recordSearch.parse({ id: 'not-an-id' })).toEqual({ id: undefined });
    expect(BrandGetQueryParams.safeParse({ id: '1f087e12bf0f918e868ce33064013c56x' }).success).toBe(false);
    expect(isGuid('')).toBe(false);
  });
});

describe('web links and file addresses in the generated zod', () => {
  const website = BrandCreateBody.shape.website;
  const logo = BrandCreateBody.shape.logo;

  it('a web link is an absolute http(s) address only', () => {
    for (const ok of ['https://www.huazhan-tech.cn', 'http://localhost:5173/x']) expect(website.safeParse(ok).success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'ftp://files.example.cn', '/brand', 'www.huazhan-tech.cn']) {
      expect(website.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('a file address is http(s), a path on the file host or an inline image', () => {
    for (const ok of ['https://files.example.cn/a.png', '/uploads/2026/11/a.png', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/svg+xml,%3Csvg%3E']) {
      expect(logo.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', '//evil.example/a.png', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', 'uploads/a.png']) {
      expect(logo.safeParse(bad).success, bad).toBe(false);
    }
    const stored = (url: string) => UploadImagesResponse.safeParse({ status: 200, data: { url, key: 'k', name: 'a.png', size: 1 } }).success;
    expect(stored('/uploads/a.png')).toBe(true);
    expect(stored('javascript:alert(1)')).toBe(false);
  });
});

describe('safeHref: what API data may become a link', () => {
  it('keeps http(s) addresses and paths of this site', () => {
    expect(safeHref('https://shop.example.cn/p/1?a=1')).toBe('https://shop.example.cn/p/1?a=1');
    expect(safeHref(' http://www.example-1.cn ')).toBe('http://www.example-1.cn');
    expect(safeHref('/uploads/a.pdf?x=1#p2')).toBe('/uploads/a.pdf?x=1#p2');
  });

  it('refuses every other scheme, however it is written', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
      'blob:https://a.cn/1',
      'file:///etc/passwd',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example/x',
      'www.example.cn',
      '',
    ]) {
      expect(safeHref(bad), JSON.stringify(bad)).toBeUndefined();
    }
    expect(safeHref(undefined)).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
    expect(safeHref(42)).toBeUndefined();
  });
});

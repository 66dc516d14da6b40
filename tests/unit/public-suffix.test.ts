import { CookieJar } from 'tough-cookie';
import { describe, expect, it } from 'vitest';
import { getDomain } from '@/mocks/public-suffix';

describe('the mock API’s stand-in for the public suffix list', () => {
  it.each([
    ['www.expo.com.cn', 'expo.com.cn'],
    ['expo.com.cn', 'expo.com.cn'],
    ['m.shop.example.co.uk', 'example.co.uk'],
    ['demo.expo.cn', 'expo.cn'],
    ['api.example.com', 'example.com'],
    ['Example.COM.', 'example.com'],
    ['example.co', 'example.co'],
  ])('%s is registered as %s', (host, domain) => {
    expect(getDomain(host)).toBe(domain);
  });

  it.each(['com.cn', 'cn', 'com', '127.0.0.1', '::1', '', 'a..b'])('%s has no registrable domain', (host) => {
    expect(getDomain(host)).toBeNull();
  });

  it('lets MSW’s cookie jar share a site’s cookies between its hosts and refuse a zone-wide cookie', async () => {
    // Vitest resolves tough-cookie's tldts to the stand-in through the same alias as the mock build.
    const jar = new CookieJar();
    await jar.setCookie('lang=en; Domain=expo.com.cn; Path=/', 'https://www.expo.com.cn/api/session');
    await expect(jar.setCookie('spy=1; Domain=com.cn; Path=/', 'https://www.expo.com.cn/')).rejects.toThrow();
    expect((await jar.getCookies('https://m.expo.com.cn/api/user')).map((c) => c.key)).toEqual(['lang']);
    expect(await jar.getCookies('https://other.com.cn/')).toEqual([]);
  });
});

/**
 * Stands in for `tldts` in the mock API (vite.config.ts aliases it here). MSW keeps the cookies of
 * mocked answers with tough-cookie, which asks tldts for a host's registrable domain; tldts carries
 * the whole public suffix list, 260 kB of the mock API's 810 kB chunk that every page load of the
 * mock build and `npm run dev` parsed before the first paint. The mock API sets no cookies and is
 * served from one host, so a host's last two labels (three under a country's `com.cn`-like zones)
 * answer what tough-cookie needs.
 */

/** Second-level labels under which a country's zone registers names (`example.com.cn`, `example.co.uk`). */
const COUNTRY_ZONES = new Set(['ac', 'co', 'com', 'edu', 'gov', 'net', 'org']);

/** The registrable domain of a host name (`www.expo.com.cn` → `expo.com.cn`); none for an IP address or a single label. */
export function getDomain(hostname: string, _options?: unknown): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || host.includes(':') || /^\d+(\.\d+){3}$/.test(host)) return null;
  const labels = host.split('.');
  if (labels.some((label) => !label)) return null;
  const zoned = labels.length > 1 && labels.at(-1)!.length === 2 && COUNTRY_ZONES.has(labels.at(-2)!);
  const size = zoned ? 3 : 2;
  // A public suffix itself (`cn`, `com.cn`) has no registrable domain.
  return labels.length < size ? null : labels.slice(-size).join('.');
}

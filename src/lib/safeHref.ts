/**
 * Links from API data. Any string field may hold `javascript:alert(1)`: rendered as an href, a
 * click runs it. Only what a link may safely open passes:
 * - an absolute http(s) address (normalised: `java\tscript:`, `JAVASCRIPT:` and the like are
 *   recognised for what they are);
 * - a path on this site (`/uploads/a.pdf`), never `//other.host` or `/\other.host`.
 * Everything else (javascript:, data:, vbscript:, blob:, file:, a bare word) is not a link.
 */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text) return undefined;
  const origin = globalThis.location?.origin && globalThis.location.origin !== 'null' ? globalThis.location.origin : 'http://localhost';
  let url: URL;
  try {
    url = new URL(text, `${origin}/`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (text.startsWith('/')) {
    // A path stays on this site once the browser has read it (tabs, newlines and backslashes included).
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  }
  // Anything else must be absolute already: a bare `www.example.com` or `images/a.png` is not a link.
  return /^https?:\/\//i.test(text) ? text : undefined;
}

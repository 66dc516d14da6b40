/**
 * Offline means offline: no mock answer names an address on another host. Every image, video and
 * file the mocks hand out is served by the mocks themselves (a same-origin path or a data: URL).
 * Checked over
 * (a) every record of the seeded store (stateful domains, REST and the live GraphQL data),
 * (b) the answer to a request built from the contract, for every operation (stateful handlers
 *     first, orval's faker handlers behind them), as in mock-responses.test.ts,
 * (c) orval's faker mock of every 200 answer (what the faker fallback would send).
 * Links to web pages (a company's website, a banner's click target) are data, not loaded by the
 * app: they may name any host, but only under the keys listed in PAGE_LINK_KEYS.
 */
import { faker } from '@faker-js/faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/client';
import { registerNavigate } from '@/lib/navigation';
import { session } from '@/lib/session/store';
import type { CollectionName } from '@/mocks/collections';
import { seedAll } from '@/mocks/setup';
import { mockDb } from '../setup';
import { contractGuard } from '../support/contract-guard';
import { buildRequest, phaseOf, type KnownIds } from '../support/contract-requests';
import { docOperations, isBinaryAnswer, pascal } from '../support/openapi-doc';
import { signInAs } from '../support/session';

/**
 * Values that are the address of a web page a person may open (not media the app loads): by key,
 * and the `url` of a WeChat jump setting (its target web page) or of a badge plan's online form.
 */
const PAGE_LINK_KEYS = /^(?:website|link|linkUrl|wechatLink)$/i;
const PAGE_LINK_URL = /^(?:weChatSkipSettle|deExCardPlan)/i;
const isPageLink = (where: string, key: string) => PAGE_LINK_KEYS.test(key) || (key === 'url' && PAGE_LINK_URL.test(where));

/** http(s) and protocol-relative addresses anywhere in a text (also inside rich-text HTML). */
const ADDRESS = /(?:\bhttps?:)?\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d+)?)(?=[/?#"'\s<>)]|$)/gi;

interface Finding {
  where: string;
  key: string;
  host: string;
  value: string;
}

/** Addresses on another host than `own` in a JSON value (walked recursively, JSON texts too). */
function foreignAddresses(value: unknown, own: string, where: string, key = ''): Finding[] {
  if (typeof value === 'string') {
    if (isPageLink(where, key)) return [];
    // JSON text (image lists, page-builder blocks) is read as the value it holds.
    if (/^\s*[[{]/.test(value)) {
      try {
        return foreignAddresses(JSON.parse(value), own, where, key);
      } catch {
        // Not JSON after all: read as text.
      }
    }
    const found: Finding[] = [];
    for (const m of value.matchAll(ADDRESS)) {
      const host = m[1]!.toLowerCase();
      // "//" inside a text that is not an address (e.g. "a // b") has no dot and is not the own host.
      if (host !== own && (host.includes('.') || host.startsWith('localhost'))) found.push({ where, key, host, value: value.length > 160 ? `${value.slice(0, 160)}…` : value });
    }
    return found;
  }
  if (Array.isArray(value)) return value.flatMap((v) => foreignAddresses(v, own, where, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => foreignAddresses(v, own, where, k));
  return [];
}

const OWN = new URL(globalThis.location.href).host;

function report(label: string, findings: Finding[]) {
  const hosts = new Map<string, number>();
  for (const f of findings) hosts.set(f.host, (hosts.get(f.host) ?? 0) + 1);
  console.log(`${label}: ${findings.length} addresses on other hosts${hosts.size ? ` (${[...hosts].map(([h, n]) => `${h} ${n}`).join(', ')})` : ''}`);
  return findings.map((f) => `${f.where} ${f.key}: ${f.value}`);
}

describe('offline mocks: no answer names another host', () => {
  it('the check finds media on other hosts, also inside JSON text and HTML, and leaves page links and own media alone', () => {
    const sample = {
      cover: 'https://picsum.photos/seed/x/800/600',
      banner: JSON.stringify(['/api/file?key=demo/product/a.svg', 'https://files.example.com/b.jpg']),
      content: '<p><img src="//cdn.example.net/c.png"></p>',
      website: 'https://www.huazhan-tech.cn',
      own: `${globalThis.location.origin}/api/file?key=images/x.png`,
      note: '比例 1 // 2',
    };
    expect(foreignAddresses(sample, OWN, 'sample').map((f) => f.host)).toEqual(['picsum.photos', 'files.example.com', 'cdn.example.net']);
  });

  it('seeds no address on another host', () => {
    const findings = Object.entries(seedAll()).flatMap(([collection, rows]) =>
      Object.values(rows).flatMap((row) => foreignAddresses(row, OWN, `${collection}/${row.id}`)),
    );
    expect(report('seeded store', findings)).toEqual([]);
  });

  describe('answers', () => {
    const fakerInt = faker.number.int.bind(faker.number);
    // Short arrays, as in mock-responses.test.ts: every value is still within the schema's limits.
    beforeAll(() => {
      faker.number.int = ((options?: Parameters<typeof fakerInt>[0]) =>
        typeof options === 'object' && options.min !== undefined && options.max !== undefined && options.multipleOf === undefined
          ? fakerInt({ min: options.min, max: Math.min(options.max, options.min + 3) })
          : fakerInt(options)) as typeof faker.number.int;
    });
    afterAll(() => {
      faker.number.int = fakerInt;
    });

    it("orval's faker mock of every JSON answer names no other host", () => {
      faker.seed(20261121);
      const modules = import.meta.glob<Record<string, unknown>>('../../generated/api/**/*.msw.ts', { eager: true });
      const mocks = new Map<string, () => unknown>();
      for (const mod of Object.values(modules)) for (const [name, fn] of Object.entries(mod)) if (/^get\w+ResponseMock$/.test(name) && typeof fn === 'function') mocks.set(name, fn as () => unknown);
      const findings = docOperations
        .filter((o) => !isBinaryAnswer(o.op))
        .flatMap((o) => {
          const mock = mocks.get(`get${pascal(o.operationId)}ResponseMock`);
          return mock ? foreignAddresses(mock(), OWN, o.operationId) : [];
        });
      expect(report('faker mocks', findings)).toEqual([]);
    });

    it('the answer to every operation names no other host', { timeout: 120_000 }, async () => {
      faker.seed(20261121);
      registerNavigate(() => undefined);
      const ordered = [...docOperations].filter((o) => !isBinaryAnswer(o.op)).sort((a, b) => phaseOf(a) - phaseOf(b));
      const findings: Finding[] = [];
      const answered = new Set<string>();
      for (const user of ['exhibitor', 'host'] as const) {
        await mockDb.reset();
        session.clear();
        const s = await signInAs(user);
        const collections = Object.keys(seedAll()) as CollectionName[];
        const ids: KnownIds = {
          userId: s.user?.id,
          companyId: s.company?.id,
          joinId: s.join?.id,
          exhibitionId: s.exhibition?.id ?? s.exhibitionIds[0],
          recordOf: (raw) => {
            const name = raw.replace(/realease/i, 'release');
            const wanted = [`${name}s`, `${name}es`, name.replace(/y$/, 'ies'), name].map((n) => n.toLowerCase());
            const collection = collections.find((c) => wanted.includes(c.toLowerCase()));
            return collection ? mockDb.all(collection).find((r) => !r.isDeleted)?.id : undefined;
          },
        };
        for (const o of ordered) {
          if (answered.has(o.operationId)) continue;
          try {
            const response = await http.request(buildRequest(o, ids));
            if (response.status >= 200 && response.status < 300) answered.add(o.operationId);
            findings.push(...foreignAddresses(response.data, new URL(response.request?.responseURL || globalThis.location.href).host, `${o.operationId} as ${user}`));
          } catch {
            // Refusals are judged by mock-responses.test.ts; only answers are read here.
          }
        }
      }
      await contractGuard.settle();
      console.log(`answers read: ${answered.size} of ${ordered.length} JSON operations answered 2xx`);
      expect(report('mock answers', findings)).toEqual([]);
    });
  });
});

/**
 * The demo data tells one consistent story: an exhibition takes place in the year its name says,
 * a landline's area code is its city's, a company's address is complete (province, city, district,
 * street and number) and its website and e-mail are on its own domain.
 */
import { describe, expect, it } from 'vitest';
import { AREA_CODES } from '@/mocks/data/places';
import type { MockRecord } from '@/mocks/db';
import { seedAll } from '@/mocks/setup';

type Store = Record<string, MockRecord[]>;
const seeded = (): Store => Object.fromEntries(Object.entries(seedAll()).map(([name, rows]) => [name, Object.values(rows)]));

const yearIn = (text: unknown) => /(?:^|\D)(20\d\d)(?:\D|$)/.exec(String(text ?? ''))?.[1];
/** The calendar year of a date-time in China time. */
const beijingYear = (value: unknown) => String(new Date(Date.parse(String(value)) + 8 * 3_600_000).getUTCFullYear());

/** Exhibitions whose name, English name or short name gives a year other than the one they take place in. */
function exhibitionDateProblems(store: Store): string[] {
  return (store.exhibitions ?? []).flatMap((e) => {
    const years = new Set([beijingYear(e.startTime), beijingYear(e.endTime)]);
    return (['name', 'nameEn', 'shortName'] as const)
      .filter((field) => yearIn(e[field]) && !years.has(yearIn(e[field])!))
      .map((field) => `${String(e.name)}: ${field} "${String(e[field])}" but ${String(e.startTime).slice(0, 10)} – ${String(e.endTime).slice(0, 10)}`);
  });
}

const LANDLINE = /^(0\d{2,3})-\d{7,8}$/;
const CITIES = Object.keys(AREA_CODES);

/**
 * The city of a record's telephone: its own city field, else its company's city (unless the
 * record names another company, e.g. a buyer's calling card to an exhibitor), else the city its
 * address names (an activity's venue is not where its organiser's phone is).
 */
function cityOf(row: MockRecord, companies: Map<string, MockRecord>): string | undefined {
  const own = String(row.city ?? '').replace(/市$/, '');
  if (CITIES.includes(own)) return own;
  const company = companies.get(String(row.compId ?? row.companyId ?? '').toLowerCase());
  const other = [row.company, row.companyName].some((n) => typeof n === 'string' && n !== '' && n !== company?.name);
  if (company && company !== row && !other) return cityOf(company, companies);
  const address = String(row.address ?? row.receiverAddress ?? '');
  return CITIES.find((c) => address.includes(c));
}

/** Landlines whose area code is not their city's; `checked` counts the landlines placed in a city. */
function areaCodeProblems(store: Store): { problems: string[]; checked: number } {
  const companies = new Map((store.companies ?? []).map((c) => [c.id.toLowerCase(), c]));
  const problems: string[] = [];
  let checked = 0;
  for (const [collection, rows] of Object.entries(store)) {
    for (const row of rows) {
      for (const [key, value] of Object.entries(row)) {
        const code = typeof value === 'string' && /tel|phone/i.test(key) ? LANDLINE.exec(value)?.[1] : undefined;
        if (!code) continue;
        const city = cityOf(row, companies);
        if (!city) continue;
        checked += 1;
        if (AREA_CODES[city] !== code) problems.push(`${collection}/${row.id} ${key} ${String(value)}: ${city} is ${AREA_CODES[city]}`);
      }
    }
  }
  return { problems, checked };
}

/** Companies whose address lacks its province (unless a municipality), city, district, or a street number. */
function addressProblems(store: Store): string[] {
  return (store.companies ?? []).flatMap((c) => {
    const address = String(c.address ?? '');
    const city = `${String(c.city).replace(/市$/, '')}市`;
    const missing = [
      String(c.province) !== city && !address.startsWith(String(c.province)) && 'province',
      !address.includes(city) && 'city',
      !address.includes(String(c.county)) && 'district',
      !/[路街道巷段]\s*\d+\s*号/.test(address) && 'street and number',
    ].filter(Boolean);
    return missing.length ? [`${String(c.name)}: "${address}" lacks ${missing.join(', ')}`] : [];
  });
}

/** Company websites and e-mail addresses off the company's own domain, or on placeholder domains. */
function domainProblems(store: Store): string[] {
  return (store.companies ?? []).flatMap((c) => {
    const host = /^https:\/\/www\.([a-z0-9.-]+)$/.exec(String(c.website ?? ''))?.[1];
    if (!host || /example/.test(host)) return [`${String(c.name)}: website "${String(c.website)}"`];
    return String(c.email).endsWith(`@${host}`) ? [] : [`${String(c.name)}: e-mail ${String(c.email)} not on ${host}`];
  });
}

describe('consistent demo data', () => {
  const store = seeded();

  it('holds every exhibition in the year its name gives', () => {
    expect(store.exhibitions?.length).toBeGreaterThanOrEqual(3);
    expect(exhibitionDateProblems(store)).toEqual([]);
  });

  it('gives every landline its city’s area code', () => {
    const { problems, checked } = areaCodeProblems(store);
    expect(checked).toBeGreaterThanOrEqual(12);
    expect(problems).toEqual([]);
  });

  it('gives every company a complete address and a website and e-mail on its own domain', () => {
    expect(addressProblems(store)).toEqual([]);
    expect(domainProblems(store)).toEqual([]);
  });

  it('the rules catch what the old demo data got wrong', () => {
    const wrong: Store = {
      exhibitions: [{ id: 'e', name: '2026 深圳国际智能制造博览会', nameEn: 'Expo 2026', shortName: '深智博 2026', startTime: '2027-03-18T09:00:00+08:00', endTime: '2027-03-21T17:00:00+08:00' }],
      companies: [{ id: 'c', name: '上海东方精工机械有限公司', province: '上海市', city: '上海', county: '浦东新区', address: '上海市上海浦东新区科技园 2 栋', tel: '0755-86001234', website: 'https://www.example-2.cn', email: 'info@example-2.cn' }],
    };
    expect(exhibitionDateProblems(wrong)).toHaveLength(3);
    expect(areaCodeProblems(wrong).problems).toEqual(['companies/c tel 0755-86001234: 上海 is 021']);
    expect(addressProblems(wrong)).toEqual(['上海东方精工机械有限公司: "上海市上海浦东新区科技园 2 栋" lacks street and number']);
    expect(domainProblems(wrong)).toHaveLength(1);
  });
});

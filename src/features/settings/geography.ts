/**
 * Geography the host maintains (001 "Dictionaries and geography"): the region tree and the city
 * tree (province → city → district, each node with children from GetListAndChildren), and the
 * flat country list. The two trees have the same shape and calls; one page serves both.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  cityCreate, cityDelete, cityUpdate, countryCreate, countryDelete, countryUpdate, getCityGetListAndChildrenQueryOptions,
  getCountryGetListQueryOptions, getRegionGetListAndChildrenQueryOptions, regionCreate, regionDelete, regionUpdate,
} from '@gen/api/reference-data/reference-data';
import type { City, CityInput, Region, RegionInput } from '@gen/api/model';
import type { QueryOptionsOf } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

/** The parent of a top-level node. */
export const TOP = '00000000-0000-0000-0000-000000000000';

export type GeoNode = Region | City;

/** The calls of one geography tree. */
export interface GeoTree {
  kind: 'region' | 'city';
  query: () => QueryOptionsOf<{ data: GeoNode[] }>;
  create: (input: RegionInput | CityInput) => Promise<unknown>;
  update: (id: string, input: RegionInput | CityInput) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

export const regionTree: GeoTree = {
  kind: 'region',
  query: () => getRegionGetListAndChildrenQueryOptions(),
  create: (input) => regionCreate(input),
  update: (id, input) => regionUpdate({ ...input, id }),
  remove: (id) => regionDelete({ id }),
};

export const cityTree: GeoTree = {
  kind: 'city',
  query: () => getCityGetListAndChildrenQueryOptions(),
  create: (input) => cityCreate(input),
  update: (id, input) => cityUpdate({ ...input, id }),
  remove: (id) => cityDelete({ id }),
};

export const countryList = {
  query: () => getCountryGetListQueryOptions(),
  create: countryCreate,
  update: countryUpdate,
  remove: (id: string) => countryDelete({ id }),
};

type Context = { context: { queryClient: QueryClient } };

/** A geography page's loader: its text and data, fetched with its code. */
const geoLoader = (query: () => QueryOptionsOf<unknown>) => ({ context }: Context) => Promise.all([loadLocale('settings'), context.queryClient.prefetchQuery(query())]);

export const loadRegions = geoLoader(regionTree.query);
export const loadCities = geoLoader(cityTree.query);
export const loadCountries = geoLoader(countryList.query);

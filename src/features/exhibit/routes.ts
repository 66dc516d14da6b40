/**
 * What the route files of the exhibition-participation pages need before a page's code arrives
 * (titles, search validation); the loaders come with the pages.
 */
import { z } from 'zod';

/** The picture sets of the booth page: 1 for computers, 2 for phones. */
export const BOOTH_IMAGE_TYPES = [1, 2] as const;
export const boothImageSearch = z.object({ type: z.union([z.literal(1), z.literal(2)]).default(1).catch(1) });
export type BoothImageSearch = z.output<typeof boothImageSearch>;

export const boothImagePage = {
  staticData: { title: 'nav.exhibitor.exinfo.boothImg', section: 'exhibition' },
  validateSearch: boothImageSearch,
  loaderDeps: ({ search }: { search: BoothImageSearch }) => search,
} as const;

/** 资料下载: the organiser's files for exhibitors. */
export const downloadsPage = { staticData: { title: 'nav.exhibitor.exinfo.down', section: 'exhibition' } } as const;

/** URL state of the photo pages: the open album, and the photo library page's tab. */
import { z } from 'zod';

/** An album id in the URL; a malformed one is dropped. */
const albumIdParam = z.string().min(1).max(64).optional().catch(undefined);

/** material/photo/group: `?albumId=` opens that album. */
export const albumSearchSchema = z.object({ albumId: albumIdParam });

export const PHOTO_TABS = ['all', 'albums', 'loose'] as const;
export type PhotoTab = (typeof PHOTO_TABS)[number];

/** photo (the photo library): `?tab=all|albums|loose`, and `albumId` on the albums tab. */
export const photoLibrarySearchSchema = z.object({
  tab: z.enum(PHOTO_TABS).default('all').catch('all'),
  albumId: albumIdParam,
});


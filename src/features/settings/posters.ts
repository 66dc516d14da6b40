/**
 * 分享海报: the share posters of the current exhibition — a background picture with the sharer's
 * personal QR code placed on it (001 ExhibitionSharePoster). The contract has no delete: a poster
 * is switched off instead.
 */
import {
  exhibitionSharePosterCreate, exhibitionSharePosterUpdate, getExhibitionSharePosterGetByExhibitionQueryOptions, getExhibitionSharePosterGetQueryOptions,
} from '@gen/api/common-settings/common-settings';
import type { ExhibitionSharePoster, ExhibitionSharePosterInput } from '@gen/api/model';
import { defineResource } from '@/components/kit';
import { posterPages } from './routes';

export type PosterValues = Omit<ExhibitionSharePosterInput, 'exhibitionId'>;

/** A poster written with its stored fields (the arranged order changes its showIndex only). */
export const posterCalls = { update: (row: ExhibitionSharePoster) => exhibitionSharePosterUpdate(row) };

export const poster = defineResource(posterPages, {
  list: (_request, exhibitionId) => getExhibitionSharePosterGetByExhibitionQueryOptions({ exhibitionId }),
  one: (id) => getExhibitionSharePosterGetQueryOptions({ id }),
  create: (values: PosterValues, exhibitionId) => exhibitionSharePosterCreate({ ...values, exhibitionId }),
  update: (id, values, exhibitionId) => exhibitionSharePosterUpdate({ ...values, id, exhibitionId }),
  setShow: (row: ExhibitionSharePoster, isEnable) => exhibitionSharePosterUpdate({ ...row, isEnable }),
  nameOf: (row) => row.name,
});

/**
 * The company's releases (supply 招商 / demand 采购 / news postings), declared once (see
 * defineResource), and the moments feed's query (the moment page and its route's loader).
 */
import {
  getReleaseGetAndChildrenByCompIdQueryOptions, getReleaseGetByCompIdQueryOptions, getReleaseGetQueryOptions, releaseCreate, releaseDelete,
  releaseSetIsShow, releaseUpdate,
} from '@gen/api/release/release';
import { ReleaseKind, type ReleaseInput } from '@gen/api/model';
import { defineResource } from '@/components/kit';
import { session } from '@/lib/session/store';
import { releasePages } from './routes';

/** What the release form sends: the kind as its select holds it ('0' news, '1' supply, '2' demand), '' for no release type. */
export type ReleaseValues = Pick<ReleaseInput, 'title' | 'content' | 'images' | 'contactName' | 'contactPhone' | 'isShow'> & {
  type: `${ReleaseKind}`;
  releaseTypeId: string;
};

const bodyOf = ({ type, releaseTypeId, ...values }: ReleaseValues) => ({ ...values, type: Number(type) as ReleaseKind, releaseTypeId: releaseTypeId || undefined });

/**
 * Releases: kind and audit filters, show switch, follow-up (handled) and comments in the list's
 * drawer. Publishing and editing are one page (`release-new`, `?id=` edits).
 */
export const release = defineResource(releasePages, {
  list: (request, compId) => getReleaseGetByCompIdQueryOptions({ ...request, compId }),
  one: (id) => getReleaseGetQueryOptions({ id }),
  // A new release goes to the current join's exhibition; an edited one stays in its own.
  create: (values: ReleaseValues, compId) => {
    const { join } = session.get();
    return releaseCreate({ ...bodyOf(values), compId, exhibitionId: join?.exhibitionId ?? '', joinId: join?.id || undefined });
  },
  update: (id, values, compId, { data: r }) =>
    releaseUpdate({ ...bodyOf(values), id, compId, exhibitionId: r.exhibitionId ?? session.get().join?.exhibitionId ?? '', joinId: r.joinId || undefined }),
  remove: (row) => releaseDelete({ id: row.id }),
  setShow: (row, isShow) => releaseSetIsShow({ releaseId: row.id, isShow }, {}),
  nameOf: (row) => row.title,
});

/** Moments shown at first; "more" adds as many again. */
export const MOMENT_PAGE = 10;

/** The company's moments (news releases, kind 0) with their comments, as `userId` may delete them. */
export const momentFeed = (compId: string, userId: string, pageSize = MOMENT_PAGE) =>
  getReleaseGetAndChildrenByCompIdQueryOptions({ compId, type: ReleaseKind.News, pageIndex: 1, pageSize }, { userId });

/**
 * Whole lists of the photo library. The contract pages every list; the photo views show every
 * item at once, so (001 §7) the client first asks for one row to read `totalCount`, then asks
 * again with `pageSize = totalCount` (in pages of at most 10 000, the contract's largest page).
 */
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  albumGetByCompId,
  albumPhotoGetByAlbumId,
  albumPhotoGetByCompId,
  getAlbumGetByCompIdQueryKey,
  getAlbumPhotoGetByAlbumIdQueryKey,
  getAlbumPhotoGetByCompIdQueryKey,
} from '@gen/api/materials/materials';
import { operationKey } from '@/lib/queryKeys';
import type { Album, AlbumPhoto } from '@gen/api/model';
import type { QueryLike } from '@/components/kit';

/** The contract's largest page (PageRequest.pageSize maximum). */
export const PAGE_SIZE_MAX = 10000;

interface Page<T> {
  data: { items: T[]; totalCount: number };
}

type PageBody = { pageIndex: number; pageSize: number };
type PageCall<B, T> = (body: B & PageBody, options?: undefined, signal?: AbortSignal) => Promise<Page<T>>;

/** Every item of a list, with the state of the two reads (QueryState accepts it). */
export interface EveryItem<T> extends QueryLike<T[]> {
  /** totalCount of the first read. */
  total: number | undefined;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * Every item of a paged list call: a one-row page for `totalCount`, then the list again with
 * `pageSize = totalCount`. Both answers are cached under the generated query keys, so
 * invalidating the call's key (`['POST', url]`) refreshes both.
 */
export function useEveryItem<B extends object, T>(
  call: PageCall<B, T>,
  keyOf: (body: B & PageBody) => QueryKey,
  base: B,
  enabled = true,
): EveryItem<T> {
  const queryClient = useQueryClient();
  const first = { ...base, pageIndex: 1, pageSize: 1 };
  const count = useQuery({
    queryKey: keyOf(first),
    queryFn: ({ signal }) => call(first, undefined, signal),
    enabled,
  });
  const total = count.data?.data.totalCount;
  const size = Math.min(Math.max(total ?? 1, 1), PAGE_SIZE_MAX);
  const whole = { ...base, pageIndex: 1, pageSize: size };
  const all = useQuery({
    // Its own key (the generated one plus 'all'): a one-row answer cached for the same body is never taken for the whole list.
    queryKey: [...keyOf(whole), 'all'],
    queryFn: async ({ signal }): Promise<Page<T>> => {
      const answer = await call(whole, undefined, signal);
      const pages = Math.ceil((total ?? 0) / size);
      if (pages <= 1) return answer;
      // More than one largest page: read the rest and join them.
      const rest = await Promise.all(
        Array.from({ length: pages - 1 }, (_, i) => call({ ...base, pageIndex: i + 2, pageSize: size }, undefined, signal)),
      );
      return { ...answer, data: { ...answer.data, items: [answer, ...rest].flatMap((p) => p.data.items) } };
    },
    enabled: enabled && total !== undefined && total > 0,
    // While a changed total is read again, the previous list of the same set stays on screen
    // (never another album's or company's: the generated key's third part is the body).
    placeholderData: (previous, previousQuery) => {
      const body = previousQuery?.queryKey[2] as Record<string, unknown> | undefined;
      return body && Object.entries(base).every(([k, v]) => body[k] === v) ? previous : undefined;
    },
  });

  const empty = total === 0;
  const [method, url] = keyOf(first) as readonly unknown[];
  return {
    data: empty ? [] : all.data?.data.items,
    total,
    isPending: count.isPending || (!empty && all.isPending),
    isError: count.isError || all.isError,
    error: count.error ?? all.error,
    isFetching: count.isFetching || all.isFetching,
    refetch: () => queryClient.invalidateQueries({ queryKey: [method, url] }),
  };
}

/**
 * Every photo of a company, in albums or loose (POST /api/albumPhoto/GetByCompId: first
 * `{ CompId, pageSize: 1 }` for totalCount, then `{ CompId, pageSize: totalCount }`).
 * @example const photos = useAllPhotos(compId); photos.data?.filter((p) => p.albumId === null)
 */
export function useAllPhotos(compId: string, enabled = true): EveryItem<AlbumPhoto> {
  return useEveryItem(albumPhotoGetByCompId, getAlbumPhotoGetByCompIdQueryKey, { CompId: compId }, Boolean(compId) && enabled);
}

/** The company's loose photos (in no album): every photo, kept where `albumId` is null. */
export function useLoosePhotos(compId: string): EveryItem<AlbumPhoto> {
  const all = useAllPhotos(compId);
  const loose = useMemo(() => all.data?.filter((p) => p.albumId === null || p.albumId === undefined), [all.data]);
  return { ...all, data: loose };
}

/** Every photo of one album (POST /api/albumPhoto/GetByAlbumId, the same two reads). */
export function useAlbumPhotos(albumId: string): EveryItem<AlbumPhoto> {
  return useEveryItem(albumPhotoGetByAlbumId, getAlbumPhotoGetByAlbumIdQueryKey, { albumId }, Boolean(albumId));
}

/** Every album of a company, in display order (POST /api/album/GetByCompId, the same two reads). */
export function useAlbums(compId: string, enabled = true): EveryItem<Album> {
  return useEveryItem(albumGetByCompId, getAlbumGetByCompIdQueryKey, { compId }, Boolean(compId) && enabled);
}

/** Refreshes every photo and album list after a change (moves change album counts too). */
export function useRefreshPhotos() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [getAlbumPhotoGetByCompIdQueryKey(), getAlbumPhotoGetByAlbumIdQueryKey(), getAlbumGetByCompIdQueryKey()].map((key) =>
        queryClient.invalidateQueries({ queryKey: operationKey(key) }),
      ),
    );
}

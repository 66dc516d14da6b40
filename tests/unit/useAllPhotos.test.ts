/**
 * useAllPhotos (001 §7 Materials): fetching every photo first reads totalCount, then asks again
 * with pageSize = totalCount (POST /api/albumPhoto/GetByCompId, body `CompId` and `pageSize`).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/queryClient';
import { PAGE_SIZE_MAX, useAllPhotos, useLoosePhotos } from '@/features/materials/useAllPhotos';
import { server } from '../setup';

const COMP_ID = '5d1c9a0e-3b7f-4c2a-9e61-2f8b7a4c0d13';
const ALBUM_ID = '7a2e4c10-9b3d-4f5e-8a61-0c1d2e3f4a5b';

const photoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const photosOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: photoId(i + 1),
    compId: COMP_ID,
    albumId: i % 3 === 0 ? null : ALBUM_ID,
    name: `照片 ${i + 1}`,
    url: `https://img.example.com/photo-${i + 1}.jpg`,
    size: 1024,
    createTime: '2026-05-01T10:00:00+08:00',
  }));

interface Sent {
  CompId?: string;
  pageIndex?: number;
  pageSize?: number;
}

/** Answers GetByCompId from `count` photos (a page of the asked size) and records every body. */
function serve(count: number, answeredTotal = count) {
  const photos = photosOf(count);
  const bodies: Sent[] = [];
  server.use(
    http.post('*/api/albumPhoto/GetByCompId', async ({ request }) => {
      const body = (await request.json()) as Sent;
      bodies.push(body);
      const pageIndex = body.pageIndex ?? 1;
      const pageSize = body.pageSize ?? 10;
      const items = photos.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
      return HttpResponse.json({
        status: 200,
        data: { items, totalCount: answeredTotal, pageIndex, pageSize, totalPages: Math.ceil(answeredTotal / pageSize) },
      });
    }),
  );
  return bodies;
}

function wrapper(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
}

describe('useAllPhotos', () => {
  it('makes two calls: one for totalCount, then one with pageSize = totalCount', async () => {
    const bodies = serve(23);
    const { result } = renderHook(() => useAllPhotos(COMP_ID), { wrapper: wrapper(createQueryClient()) });

    await waitFor(() => expect(result.current.data).toHaveLength(23));
    expect(bodies).toEqual([
      { CompId: COMP_ID, pageIndex: 1, pageSize: 1 },
      { CompId: COMP_ID, pageIndex: 1, pageSize: 23 },
    ]);
    expect(result.current.total).toBe(23);
    expect(result.current.isPending).toBe(false);
    expect(result.current.data?.map((p) => p.name)).toEqual(photosOf(23).map((p) => p.name));
  });

  it('stops after the first call when the company has no photos', async () => {
    const bodies = serve(0);
    const { result } = renderHook(() => useAllPhotos(COMP_ID), { wrapper: wrapper(createQueryClient()) });

    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(result.current.isPending).toBe(false);
    expect(bodies).toEqual([{ CompId: COMP_ID, pageIndex: 1, pageSize: 1 }]);
  });

  it('asks nothing without a company', async () => {
    const bodies = serve(5);
    const { result } = renderHook(() => useAllPhotos(''), { wrapper: wrapper(createQueryClient()) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toEqual([]);
    expect(result.current.data).toBeUndefined();
  });

  it('reads a total above the largest page (10 000) in several pages of that size', async () => {
    const total = PAGE_SIZE_MAX + 5;
    const bodies = serve(total);
    const { result } = renderHook(() => useAllPhotos(COMP_ID), { wrapper: wrapper(createQueryClient()) });

    await waitFor(() => expect(result.current.data).toHaveLength(total));
    expect(bodies.map((b) => [b.pageIndex, b.pageSize])).toEqual([
      [1, 1],
      [1, PAGE_SIZE_MAX],
      [2, PAGE_SIZE_MAX],
    ]);
  });

  it('reads again after a refetch, and keeps the loose photos apart', async () => {
    const bodies = serve(6);
    const queryClient = createQueryClient();
    const { result } = renderHook(() => ({ all: useAllPhotos(COMP_ID), loose: useLoosePhotos(COMP_ID) }), { wrapper: wrapper(queryClient) });

    await waitFor(() => expect(result.current.all.data).toHaveLength(6));
    // Both hooks share the two cached answers.
    expect(bodies).toHaveLength(2);
    expect(result.current.loose.data?.map((p) => p.name)).toEqual(['照片 1', '照片 4']);

    serve(7);
    await result.current.all.refetch();
    await waitFor(() => expect(result.current.all.data).toHaveLength(7));
    expect(result.current.loose.data?.map((p) => p.name)).toEqual(['照片 1', '照片 4', '照片 7']);
  });
});

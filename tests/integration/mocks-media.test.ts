/**
 * The mocks serve their own media: demo pictures, clips and documents on the API's origin, and
 * uploads whose bytes are kept and served back by URL, also after a reload (a new store over the
 * same persistence, as the browser's IndexedDB is after reloading the page).
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { memoryPersistence, type Persistence } from '@/mocks/db';
import { documentUrl, mediaUrl, videoUrl } from '@/mocks/media';
import { createHandlers, createMockDb } from '@/mocks/setup';
import { readControls, writeControls } from '@/mocks/controls';
import { accessToken } from '@/mocks/domain';
import { ids } from '@/mocks/data/places';

const ORIGIN = 'http://localhost:3000';

/** A running mock world over `persistence` (what the page gets after loading or reloading). */
async function world(persistence: Persistence) {
  const db = await createMockDb(persistence);
  const handlers = createHandlers(db);
  const send = async (request: Request) => {
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`no mock answered ${request.method} ${request.url}`);
    return response;
  };
  return { db, send, get: (url: string) => send(new Request(new URL(url, ORIGIN))) };
}

/** A multipart/form-data upload of one file, as the browser sends it. */
function uploadRequest(path: string, name: string, type: string, bytes: Uint8Array): Request {
  const boundary = '----mockmedia7a1c';
  const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${accessToken(ids.exhibitorUser)}` },
  });
}

/** `size` bytes that start with the PNG signature (the upload checks the signature and keeps the bytes as they are). */
function pngBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size).map((_v, i) => (i * 37) % 256);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

describe('media of the offline mocks', () => {
  it('draws a demo picture with its Chinese label, as SVG, on the same origin', async () => {
    const { get } = await world(memoryPersistence());
    const url = mediaUrl('product', '协作机器人 HZ-C6', 2);
    expect(url.startsWith('/api/file?key=demo/product/')).toBe(true);
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('协作机器人 HZ-C6');
    expect(svg.length).toBeLessThan(4000);
  });

  it('plays a shipped clip and builds documents by their extension', async () => {
    const { get } = await world(memoryPersistence());
    const mp4 = await get(videoUrl('焊接演示'));
    expect(mp4.headers.get('content-type')).toBe('video/mp4');
    const clip = new Uint8Array(await mp4.arrayBuffer());
    expect(new TextDecoder().decode(clip.subarray(4, 8))).toBe('ftyp');
    expect(clip.length).toBeLessThan(10_000);
    const webm = new Uint8Array(await (await get(videoUrl('焊接演示', 'webm'))).arrayBuffer());
    expect([...webm.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    const pdf = await get(documentUrl('参展合同.pdf'));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
  });

  it('keeps an upload and serves its own bytes by URL, also after a reload', async () => {
    const persistence = memoryPersistence();
    const before = await world(persistence);
    const original = pngBytes(12_000);
    const answer = await before.send(uploadRequest('/api/upload/images', '展位实拍.png', 'image/png', original));
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { url: string; key: string } };
    expect(new URL(data.url, ORIGIN).origin).toBe(ORIGIN);

    const served = await before.get(data.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(original);

    await before.db.flush();
    const after = await world(persistence);
    const reloaded = await after.get(data.url);
    expect(reloaded.status).toBe(200);
    expect(new Uint8Array(await reloaded.arrayBuffer())).toEqual(original);

    // "Reset demo data" forgets uploads.
    await after.db.reset();
    const reset = await world(persistence);
    expect(new Uint8Array(await (await reset.get(data.url)).arrayBuffer())).not.toEqual(original);
  });

  it('leaves failures injected from the developer panel to the page’s API calls, not to its pictures', async () => {
    const { get } = await world(memoryPersistence());
    writeControls({ failNext: '500' });
    expect((await get(mediaUrl('photo', '展位正面全景'))).status).toBe(200);
    expect(readControls().failNext).toBe('500');
    // A download through the app's client (it adds `t`) is an API call and takes the failure.
    expect((await get(`${documentUrl('参展须知.pdf')}&t=1795252200`)).status).toBe(500);
    expect(readControls().failNext).toBe('none');
  });

  it('keeps a video larger than the old 1 MB limit instead of answering a stock clip', async () => {
    const { send, get } = await world(memoryPersistence());
    const clip = new Uint8Array(1_500_000).map((_v, i) => i % 251);
    clip.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);
    const { data } = (await (await send(uploadRequest('/api/upload/videos', '展台布展.mp4', 'video/mp4', clip))).json()) as { data: { url: string } };
    const served = await get(data.url);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect((await served.arrayBuffer()).byteLength).toBe(clip.length);
  });
});

/**
 * Materials: albums, album photos (loose ones have albumId null), videos, uploads and stored files.
 *
 * Uploads read the multipart `file`, check its type and size (images ≤ 5 MB JPEG/PNG/GIF/WebP,
 * videos ≤ 200 MB MP4/WebM/QuickTime, documents ≤ 20 MB) and answer 400 with an errors list when it
 * is not acceptable. The answered url must fit the contract's 500 characters: a data: URL of the
 * bytes when it fits; else the bytes are kept (IndexedDB in the browser, apart from the
 * collections) and served on the same origin by GET /api/file?key=, with their own type, so the
 * preview is the real file and survives a reload.
 */
import { HttpResponse } from 'msw';
import { listPage, now, remove } from '../crud';
import { seedMaterials } from '../data/materials';
import type { CollectionRow } from '../collections';
import type { MockDb } from '../db';
import type { MockDomain } from '../domain';
import { body, fail, ok, other, query } from '../respond';
import { del, get, post, put } from '../route';
import { bodyFilter, companyProblem, createEntity, firstProblem, needText, NEWEST_FIRST, optionalText, SHOWN_ORDER, text, updateEntity, type EntitySpec } from './showcase';

const MB = 1024 * 1024;
const URL_MAX = 500;

const ALBUM = ['compId', 'name', 'cover', 'showIndex'];
const PHOTO = ['compId', 'albumId', 'name', 'url', 'size'];
const VIDEO = ['compId', 'name', 'url', 'cover', 'duration', 'size'];

interface UploadKind {
  label: string;
  maxBytes: number;
  types: string[];
  extensions: string[];
  typeText: string;
}

export const UPLOAD_KINDS: Record<'images' | 'videos' | 'files', UploadKind> = {
  images: { label: '图片', maxBytes: 5 * MB, types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'], typeText: 'JPG、PNG、GIF、WebP' },
  videos: { label: '视频', maxBytes: 200 * MB, types: ['video/mp4', 'video/webm', 'video/quicktime'], extensions: ['mp4', 'webm', 'mov'], typeText: 'MP4、WebM、MOV' },
  files: {
    label: '文件',
    maxBytes: 20 * MB,
    types: [],
    extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip', 'rar', '7z', 'jpg', 'jpeg', 'png'],
    typeText: 'PDF、Word、Excel、PPT、TXT、CSV、ZIP/RAR/7Z、JPG/PNG',
  },
};

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp',
  mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime',
  pdf: 'application/pdf', doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain', csv: 'text/csv', zip: 'application/zip', rar: 'application/vnd.rar', '7z': 'application/x-7z-compressed',
};

const extensionOf = (name: string) => /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

const uploadError = (code: string, message: string) => other(HttpResponse.json({ status: 400, errors: [{ code, message }] }, { status: 400 }));

const sizeText = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Whether the first bytes are those of the image type the file claims. */
function looksLikeImage(bytes: Uint8Array, type: string): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  switch (type) {
    case 'image/png':
      return bytes[0] === 0x89 && ascii(1, 4) === 'PNG';
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/gif':
      return ascii(0, 4) === 'GIF8';
    case 'image/webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
    default:
      return false;
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(b64: string): Uint8Array {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** attachment with an ASCII fallback name and the UTF-8 name (RFC 6266). */
function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** One A4 page preview as an SVG data: URL (for pdf-to-images; well under the 500-character url limit). */
function pagePreview(page: number, pages: number): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='595' height='842'><rect width='595' height='842' fill='#fff' stroke='#ccc'/>` +
    `<text x='297' y='70' font-family='Arial' font-size='22' text-anchor='middle'>Page ${page} / ${pages}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The multipart `file` part of an upload request. */
interface UploadedFile {
  name: string;
  type: string;
  size: number;
  bytes: () => Promise<Uint8Array>;
}

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** A small multipart/form-data reader, for runtimes whose Request.formData() cannot read the body. */
function readMultipart(raw: Uint8Array, boundary: string): Map<string, { filename?: string; type: string; data: Uint8Array }> {
  const parts = new Map<string, { filename?: string; type: string; data: Uint8Array }>();
  const delimiter = new TextEncoder().encode(`--${boundary}`);
  const headerEnd = new TextEncoder().encode('\r\n\r\n');
  let at = indexOfBytes(raw, delimiter, 0);
  while (at >= 0) {
    const start = at + delimiter.length + 2; // past "\r\n"
    const next = indexOfBytes(raw, delimiter, start);
    if (next < 0) break;
    const headEnd = indexOfBytes(raw, headerEnd, start);
    if (headEnd < 0 || headEnd > next) break;
    const head = new TextDecoder().decode(raw.subarray(start, headEnd));
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? '';
    if (name) parts.set(name, { filename, type, data: raw.subarray(headEnd + 4, next - 2) });
    at = next;
  }
  return parts;
}

/** The `file` part: undefined when absent, a message when the body is not multipart. */
async function uploadedFile(request: Request): Promise<UploadedFile | string | undefined> {
  try {
    const file = (await request.clone().formData()).get('file');
    if (!file || typeof file === 'string') return undefined;
    return { name: (file as File).name ?? '', type: file.type, size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) };
  } catch {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(request.headers.get('content-type') ?? '');
    if (!boundary) return '请以 multipart/form-data 上传，文件字段名为 file';
    const part = readMultipart(new Uint8Array(await request.clone().arrayBuffer()), (boundary[1] ?? boundary[2])!.trim()).get('file');
    if (!part || part.filename === undefined) return undefined;
    return { name: part.filename, type: part.type, size: part.data.length, bytes: async () => part.data };
  }
}

function upload(db: MockDb, kindName: keyof typeof UPLOAD_KINDS) {
  const kind = UPLOAD_KINDS[kindName];
  return async ({ request }: { request: Request }) => {
    const file = await uploadedFile(request);
    if (typeof file === 'string') return uploadError('InvalidRequest', file);
    if (!file) return uploadError('FileMissing', `请选择要上传的${kind.label}`);
    const name = (file.name || `${kindName}-${Date.now()}`).slice(-200);
    const ext = extensionOf(name);
    const declared = (file.type || '').toLowerCase().split(';')[0]!.trim();
    const generic = !declared || declared === 'application/octet-stream';
    const typeOk =
      kind.types.length === 0
        ? kind.extensions.includes(ext)
        : generic
          ? kind.extensions.includes(ext)
          : kind.types.includes(declared === 'image/jpg' ? 'image/jpeg' : declared);
    if (!typeOk) return uploadError('FileType', `不支持的${kind.label}格式“${ext ? `.${ext}` : declared || '未知'}”，仅支持 ${kind.typeText}`);
    if (file.size === 0) return uploadError('FileEmpty', `${kind.label}内容为空，请重新选择`);
    if (file.size > kind.maxBytes) return uploadError('FileTooLarge', `${kind.label}大小为 ${sizeText(file.size)}，不能超过 ${kind.maxBytes / MB} MB`);

    const contentType = generic || kind.types.length === 0 ? (CONTENT_TYPES[ext] ?? (declared || 'application/octet-stream')) : declared === 'image/jpg' ? 'image/jpeg' : declared;
    const bytes = await file.bytes();
    if (kindName === 'images' && !looksLikeImage(bytes, contentType)) return uploadError('FileContent', `文件内容不是有效的 ${ext.toUpperCase() || '图片'} 图片`);

    const date = new Date();
    const id = crypto.randomUUID();
    const key = `${kindName}/${date.getFullYear()}/${String(date.getMonth() + 1).padStart(2, '0')}/${id}${ext ? `.${ext}` : ''}`;
    // Inline only small images: the contract allows `data:image/…` in file addresses, no other data: URL.
    const dataUrl = kindName === 'images' && bytes.length <= URL_MAX ? `data:${contentType};base64,${toBase64(bytes)}` : '';
    const url = dataUrl && dataUrl.length <= URL_MAX ? dataUrl : `${new URL(request.url).origin}/api/file?key=${encodeURIComponent(key)}`;
    await db.putFile(key, bytes);
    db.insert('storedFiles', { id, key, name, contentType, size: file.size, createTime: now() });
    return ok({ url, key, name, size: file.size, contentType });
  };
}

export const materialsDomain: MockDomain = {
  name: 'materials',
  seed: seedMaterials,
  handlers: (db) => {
    const photoCount = (albumId: string) => db.find('albumPhotos', (p) => !p.isDeleted && p.albumId === albumId).length;
    const withCount = (album: CollectionRow<'albums'>) => ({ ...album, cover: album.cover ?? null, photoCount: photoCount(album.id) });
    /** A target album for photos of `compId`: null (loose), or an album of the same company. */
    const albumProblem = (albumId: unknown, compId: unknown) => {
      if (albumId === null || albumId === undefined || albumId === '') return undefined;
      const album = db.get('albums', String(albumId));
      if (!album) return '相册不存在或已删除';
      return album.compId === compId ? undefined : '只能移入本企业的相册';
    };
    const album: EntitySpec = {
      collection: 'albums',
      fields: ALBUM,
      defaults: () => ({ cover: null, showIndex: 0 }),
      validate: (r, current) =>
        firstProblem(
          companyProblem(db, r.compId),
          needText(r.name, '相册名称', 50),
          db.find('albums', (a) => a.compId === r.compId && a.id !== current?.id && text(a.name) === text(r.name)).length > 0 && `相册“${text(r.name)}”已存在`,
          typeof r.cover === 'string' && r.cover.length > URL_MAX && '封面地址过长',
        ),
    };
    const albumPhoto: EntitySpec = {
      collection: 'albumPhotos',
      fields: PHOTO,
      defaults: () => ({ albumId: null }),
      validate: (r) =>
        firstProblem(
          companyProblem(db, r.compId),
          needText(r.name, '照片名称', 50),
          !text(r.url) && '请先上传照片',
          text(r.url).length > URL_MAX && '照片地址过长',
          albumProblem(r.albumId, r.compId),
        ),
      derive: (r) => ({ albumId: r.albumId || null }),
    };
    const video: EntitySpec = {
      collection: 'videos',
      fields: VIDEO,
      defaults: () => ({ cover: null }),
      validate: (r) =>
        firstProblem(
          companyProblem(db, r.compId),
          needText(r.name, '视频名称', 100),
          !text(r.url) && '请先上传视频',
          text(r.url).length > URL_MAX && '视频地址过长',
          optionalText(r.cover, '封面地址', URL_MAX),
          r.duration !== undefined && !(Number.isInteger(r.duration) && Number(r.duration) >= 0 && Number(r.duration) <= 86400) && '视频时长应为 0–86400 秒',
        ),
    };
    const movePhotos = (photoIds: string[], albumId: string | null) => {
      const photos = photoIds.map((id) => db.get('albumPhotos', id)).filter((p): p is NonNullable<typeof p> => Boolean(p));
      for (const p of photos) {
        const problem = albumProblem(albumId, p.compId);
        if (problem) return problem;
      }
      for (const p of photos) db.update('albumPhotos', p.id, { albumId });
      return photos.length;
    };
    return [
      // Albums
      get('/api/album', ({ request }) => {
        const row = db.get('albums', query(request)('id'));
        return row ? ok(withCount(row)) : fail(404);
      }),
      post('/api/album', createEntity(db, album)),
      put('/api/album', updateEntity(db, album)),
      del('/api/album', ({ request }) => {
        const row = db.get('albums', query(request)('id'));
        if (!row) return fail(404);
        // Its photos are kept, as loose photos.
        for (const p of db.find('albumPhotos', (p) => p.albumId === row.id)) db.update('albumPhotos', p.id, { albumId: null });
        db.remove('albums', row.id);
        return ok(true);
      }),
      post('/api/album/GetByCompId', listPage(db, 'albums', { filter: bodyFilter(['compId']), keywordFields: ['name'], sorts: SHOWN_ORDER, map: withCount })),
      // Photos
      post('/api/albumPhoto/GetByCompId', listPage(db, 'albumPhotos', { filter: bodyFilter(['compId']), keywordFields: ['name'], sorts: NEWEST_FIRST })),
      post('/api/albumPhoto/GetByAlbumId', listPage(db, 'albumPhotos', { filter: (r, b) => Boolean(b.albumId) && r.albumId === b.albumId, keywordFields: ['name'], sorts: NEWEST_FIRST })),
      post('/api/albumPhoto', createEntity(db, albumPhoto)),
      put('/api/albumPhoto', updateEntity(db, albumPhoto)),
      del('/api/albumPhoto', remove(db, 'albumPhotos')),
      put('/api/albumPhoto/ChangeAlbum', async ({ request }) => {
        const b = await body<{ id?: string; albumId?: string | null }>(request);
        if (!db.get('albumPhotos', b.id)) return fail(404);
        const moved = movePhotos([b.id!], b.albumId || null);
        return typeof moved === 'string' ? fail(400, moved) : ok(true);
      }),
      put('/api/albumPhoto/ChangeAlbumBatch', async ({ request }) => {
        const b = await body<{ ids?: unknown; albumId?: string | null }>(request);
        if (!Array.isArray(b.ids) || b.ids.length === 0) return fail(400, '请选择要移动的照片');
        const moved = movePhotos(b.ids.map(String), b.albumId || null);
        if (typeof moved === 'string') return fail(400, moved);
        return moved > 0 ? ok(true) : fail(400, '未找到要移动的照片');
      }),
      put('/api/albumPhoto/ChangeName', async ({ request }) => {
        const b = await body<{ id?: string; name?: string }>(request);
        const row = db.get('albumPhotos', b.id);
        if (!row) return fail(404);
        const problem = needText(b.name, '照片名称', 50);
        if (problem) return fail(400, problem);
        db.update('albumPhotos', row.id, { name: text(b.name) });
        return ok(true);
      }),
      del('/api/albumPhoto/DeleteBatch', async ({ request }) => {
        const photoIds = await body<unknown>(request);
        if (!Array.isArray(photoIds) || photoIds.length === 0) return fail(400, '请选择要删除的照片');
        const removed = photoIds.filter((id) => db.remove('albumPhotos', String(id))).length;
        return removed > 0 ? ok(true) : fail(400, '未找到要删除的照片');
      }),
      // Videos
      post('/api/video/GetByCompId', listPage(db, 'videos', { filter: bodyFilter(['compId']), keywordFields: ['name'], sorts: NEWEST_FIRST, map: (v) => ({ ...v, cover: v.cover ?? null }) })),
      post('/api/video', createEntity(db, video)),
      put('/api/video', updateEntity(db, video)),
      del('/api/video', remove(db, 'videos')),
      // Uploads and stored files
      post('/api/upload/images', upload(db, 'images')),
      post('/api/upload/files', upload(db, 'files')),
      post('/api/upload/videos', upload(db, 'videos')),
      get('/api/file', async ({ request }) => {
        // The bytes of an upload kept here; any other key (demo media, another domain's file) is
        // left to the handlers behind this one, which build a file of the key's kind.
        const stored = db.find('storedFiles', (f) => f.key === text(query(request)('key')))[0];
        if (!stored) return undefined;
        // Stores saved before uploads' bytes were kept apart have them inline, as base64.
        const bytes = (await db.getFile(String(stored.key))) ?? (typeof stored.data === 'string' ? fromBase64(stored.data) : undefined);
        if (!bytes) return undefined;
        // The file's bytes: the contract's Blob answer, not JSON and so not typed (../route.ts).
        return other(
          new HttpResponse(bytes, {
            headers: {
              'Content-Type': String(stored.contentType || 'application/octet-stream'),
              'Content-Disposition': contentDisposition(String(stored.name)),
              'Content-Length': String(bytes.byteLength),
            },
          }),
        );
      }),
      get('/api/file/pdf-to-images', ({ request }) => {
        let url: URL;
        try {
          // Media addresses may be relative to the API (/api/file?key=…).
          url = new URL(text(query(request)('url')), request.url);
        } catch {
          return fail(404, '文件不存在');
        }
        const key = url.searchParams.get('key') ?? url.pathname;
        if (extensionOf(key) !== 'pdf') return fail(404, '不是 PDF 文件');
        const pages = 2;
        return ok(Array.from({ length: pages }, (_v, i) => pagePreview(i + 1, pages)));
      }),
    ];
  },
};

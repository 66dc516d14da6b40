/**
 * Fields the server keeps as JSON text (product banner, video, block introduction). Parsing never
 * throws: malformed JSON is read as a single URL (media) or as plain text (introduction).
 * Serializing an empty list gives '' (the field is then left empty).
 */

/** One video of a product: the file, its cover image and a display name. */
export interface VideoItem {
  url: string;
  cover: string;
  name: string;
}

/** One block of a styleId-1 introduction. */
export interface IntroBlock {
  type: 'text' | 'image';
  content: string;
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function urlOf(item: unknown): string {
  if (typeof item === 'string') return item.trim();
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    return str(o.url ?? o.src ?? o.path ?? o.imgUrl).trim();
  }
  return '';
}

/**
 * Image URLs from banner-style JSON text: `["a.jpg","b.jpg"]`, also a single plain URL
 * (`a.jpg`), a JSON string (`"a.jpg"`), objects with `url`, or malformed JSON (kept as one URL).
 * @example parseImageList('["https://x/a.jpg"]') // ['https://x/a.jpg']
 */
export function parseImageList(text: string | null | undefined): string[] {
  const raw = (text ?? '').trim();
  if (!raw) return [];
  const parsed = tryParse(raw);
  if (!parsed.ok) return [raw];
  const value = parsed.value;
  if (Array.isArray(value)) return value.map(urlOf).filter(Boolean);
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (value && typeof value === 'object') {
    const url = urlOf(value);
    return url ? [url] : [];
  }
  // A bare number or boolean is not a URL list; keep the text as it was.
  return [raw];
}

/** Image URLs as the server stores them: a JSON array, or '' when there are none. */
export function serializeImageList(urls: readonly string[]): string {
  const clean = urls.map((u) => u.trim()).filter(Boolean);
  return clean.length ? JSON.stringify(clean) : '';
}

/** The first image of banner-style JSON text (list thumbnails). */
export function firstImage(text: string | null | undefined): string | undefined {
  return parseImageList(text)[0];
}

/**
 * Videos from JSON text `[{ url, cover, name }]`; also tolerates an array of URLs, one object,
 * a single plain URL or malformed JSON (read as one video URL).
 */
export function parseVideoList(text: string | null | undefined): VideoItem[] {
  const raw = (text ?? '').trim();
  if (!raw) return [];
  const parsed = tryParse(raw);
  if (!parsed.ok) return [{ url: raw, cover: '', name: '' }];
  const value = parsed.value;
  const items = Array.isArray(value) ? value : [value];
  return items
    .map((item): VideoItem => {
      if (typeof item === 'string') return { url: item.trim(), cover: '', name: '' };
      if (item && typeof item === 'object') {
        const o = item as Record<string, unknown>;
        return { url: urlOf(o), cover: str(o.cover ?? o.coverUrl ?? o.poster).trim(), name: str(o.name ?? o.title) };
      }
      return { url: '', cover: '', name: '' };
    })
    .filter((v) => v.url);
}

/** Videos as the server stores them, or '' when there are none. */
export function serializeVideoList(items: readonly VideoItem[]): string {
  // Names are kept as typed (a trailing space is the start of the next word while editing).
  const clean = items.filter((v) => v.url.trim()).map((v) => ({ url: v.url.trim(), cover: v.cover.trim(), name: v.name }));
  return clean.length ? JSON.stringify(clean) : '';
}

/**
 * Blocks of a styleId-1 introduction from JSON text `[{ type: 'text'|'image', content }]`.
 * Anything else that is not empty (plain text, HTML, malformed JSON) becomes one text block.
 */
export function parseIntroBlocks(text: string | null | undefined): IntroBlock[] {
  const raw = text ?? '';
  if (!raw.trim()) return [];
  const parsed = tryParse(raw);
  if (!parsed.ok || !Array.isArray(parsed.value)) {
    return [{ type: 'text', content: parsed.ok && typeof parsed.value === 'string' ? parsed.value : raw }];
  }
  return parsed.value.flatMap((item): IntroBlock[] => {
    if (typeof item === 'string') return [{ type: 'text', content: item }];
    if (!item || typeof item !== 'object') return [];
    const o = item as Record<string, unknown>;
    // Page-builder shaped blocks ({type, config}) as some records store them.
    const config = o.config && typeof o.config === 'object' ? (o.config as Record<string, unknown>) : undefined;
    if (config) {
      if (Array.isArray(config.list)) {
        return config.list.flatMap((p) => (p && typeof p === 'object' && str((p as Record<string, unknown>).url) ? [{ type: 'image' as const, content: str((p as Record<string, unknown>).url) }] : []));
      }
      const text = str(config.content ?? config.title ?? config.text ?? config.link);
      return text ? [{ type: 'text', content: text }] : [];
    }
    const type = o.type === 'image' || o.type === 'img' ? 'image' : 'text';
    return [{ type, content: str(o.content ?? o.value ?? o.text ?? o.url) }];
  });
}

/** Blocks as the server stores them; empty blocks are dropped; '' when none are left. */
export function serializeIntroBlocks(blocks: readonly IntroBlock[]): string {
  const clean = blocks.filter((b) => b.content.trim()).map((b) => ({ type: b.type, content: b.content }));
  return clean.length ? JSON.stringify(clean) : '';
}

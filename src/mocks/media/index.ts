/**
 * The media of the offline mocks. Every image, video and document the demo data names is a stored
 * file of the mock back end, addressed on the same origin as the API (`/api/file?key=…`, the
 * contract's stored-file download), so that nothing is fetched from another host:
 *
 * - images are drawn here as small SVGs (a soft colour and a motif per kind, the record's Chinese
 *   name as the label): `mediaUrl('product', '协作机器人 HZ-C6')`;
 * - videos are two clips shipped beside this file (demo.mp4, demo.webm: 320 × 180, 2 s, a few KB,
 *   recorded from a canvas with Chromium's MediaRecorder): `videoUrl('产品演示')`;
 * - documents (PDF, Word, Excel, zip) are built on request by ../files.ts: `documentUrl('参展合同.pdf')`.
 *
 * Keys of demo media start with `demo/<kind>/`; the label is the rest of the key without its
 * extension (and without a `~n` variant suffix, which only changes the colour).
 */
import mp4DataUrl from './demo.mp4?inline';
import webmDataUrl from './demo.webm?inline';

export type ImageKind =
  | 'product' | 'photo' | 'banner' | 'cover' | 'news' | 'activity' | 'poster' | 'logo' | 'avatar'
  | 'certificate' | 'license' | 'idcard' | 'qrcode' | 'icon' | 'pass';

interface KindStyle {
  width: number;
  height: number;
  /** Base hue (HSL degrees) of the kind; the label moves it a little. */
  hue: number;
  /** Caption under the label: what the picture is. */
  caption: string;
}

const KINDS: Record<ImageKind, KindStyle> = {
  product: { width: 800, height: 600, hue: 212, caption: '产品图片' },
  photo: { width: 1200, height: 800, hue: 188, caption: '现场照片' },
  banner: { width: 1920, height: 600, hue: 226, caption: '横幅广告' },
  cover: { width: 1280, height: 720, hue: 258, caption: '封面' },
  news: { width: 960, height: 540, hue: 18, caption: '新闻配图' },
  activity: { width: 1280, height: 720, hue: 332, caption: '活动封面' },
  poster: { width: 750, height: 1334, hue: 282, caption: '海报' },
  logo: { width: 400, height: 400, hue: 200, caption: '标志' },
  avatar: { width: 200, height: 200, hue: 28, caption: '头像' },
  certificate: { width: 800, height: 1130, hue: 42, caption: '证书' },
  license: { width: 1130, height: 800, hue: 8, caption: '营业执照' },
  idcard: { width: 856, height: 540, hue: 176, caption: '身份证件' },
  qrcode: { width: 430, height: 430, hue: 150, caption: '扫码访问' },
  icon: { width: 120, height: 120, hue: 160, caption: '图标' },
  pass: { width: 750, height: 1050, hue: 96, caption: '通行证' },
};

export const IMAGE_KINDS = Object.keys(KINDS) as ImageKind[];

const FILE = '/api/file?key=';
const part = (text: string) => encodeURIComponent(text.trim().replace(/[\\/]/g, '／').slice(0, 40) || '图片');

/** The same-origin address of a demo picture of `kind` labelled `label` (`variant` changes its colour). */
export function mediaUrl(kind: ImageKind, label: string, variant?: number): string {
  return `${FILE}demo/${kind}/${part(label)}${variant ? `~${variant}` : ''}.svg`;
}

/** The same-origin address of a demo video clip (MP4 unless asked otherwise; m3u8 is a one-clip playlist). */
export function videoUrl(label: string, ext: 'mp4' | 'webm' | 'm3u8' = 'mp4'): string {
  return `${FILE}demo/video/${part(label)}.${ext}`;
}

/** The same-origin address of a demo document; its extension (pdf, docx, xlsx, zip, txt) says what is built. */
export function documentUrl(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : 'pdf';
  return `${FILE}demo/files/${part(dot > 0 ? fileName.slice(0, dot) : fileName)}.${ext}`;
}

// ------------------------------------------------------------------ drawing
/** FNV-1a of a text: stable colours and patterns per label. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const FONT = `font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif"`;

/** Width of a text in em: CJK characters are square, Latin ones about half as wide. */
const emWidth = (text: string) => [...text].reduce((w, ch) => w + (ch.codePointAt(0)! < 0x100 ? 0.56 : 1), 0);

/** The label cut to fit `maxEm` (with an ellipsis). */
function fit(text: string, maxEm: number): string {
  if (emWidth(text) <= maxEm) return text;
  let out = '';
  for (const ch of text) {
    if (emWidth(`${out}${ch}…`) > maxEm) break;
    out += ch;
  }
  return `${out}…`;
}

function textLine(x: number, y: number, size: number, fill: string, content: string, weight = 600) {
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle" dominant-baseline="middle" ${FONT}>${esc(content)}</text>`;
}

/** A QR-like pattern (finder squares and hashed modules): decoration, not a readable code. */
function qrPattern(x: number, y: number, size: number, seed: number, color: string): string {
  const n = 21;
  const cell = size / n;
  const finder = (cx: number, cy: number) =>
    `<rect x="${x + cx * cell}" y="${y + cy * cell}" width="${7 * cell}" height="${7 * cell}" fill="${color}"/>` +
    `<rect x="${x + (cx + 1) * cell}" y="${y + (cy + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/>` +
    `<rect x="${x + (cx + 2) * cell}" y="${y + (cy + 2) * cell}" width="${3 * cell}" height="${3 * cell}" fill="${color}"/>`;
  const inFinder = (i: number, j: number) => (i < 8 && j < 8) || (i >= n - 8 && j < 8) || (i < 8 && j >= n - 8);
  let path = '';
  let s = seed || 1;
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      if (!inFinder(i, j) && s & 0x10000) path += `M${(x + i * cell).toFixed(1)} ${(y + j * cell).toFixed(1)}h${cell.toFixed(1)}v${cell.toFixed(1)}h-${cell.toFixed(1)}z`;
    }
  }
  return `${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}<path d="${path}" fill="${color}"/>`;
}

/** A small SVG picture of `kind` with the label: a few hundred bytes to about 2 KB. */
export function drawImage(kind: ImageKind, label: string, variant = 0): string {
  const { width: w, height: h, hue: base, caption } = KINDS[kind];
  const seed = hash(`${kind}/${label}/${variant}`);
  const hue = (base + (seed % 36) - 18 + 360) % 360;
  const soft = `hsl(${hue} 70% 94%)`;
  const mid = `hsl(${hue} 55% 78%)`;
  const strong = `hsl(${hue} 60% 34%)`;
  const min = Math.min(w, h);
  let body: string;
  switch (kind) {
    case 'avatar': {
      const initial = [...label.replace(/^[\s\d]+/, '')][0] ?? '?';
      body = `<rect width="${w}" height="${h}" fill="hsl(${hue} 60% 46%)"/>${textLine(w / 2, h / 2 + 4, min * 0.5, '#fff', initial)}`;
      break;
    }
    case 'logo':
    case 'icon': {
      // Chinese names show their first characters, Latin ones their initials (HuiYan Vision → HV).
      const chars = [...label.replace(/[\s（）()·]/g, '')];
      const cjk = /[\u4e00-\u9fff]/.test(chars[0] ?? '');
      const initials = label.split(/[\s\-_/]+/).filter(Boolean).map((w) => w[0]!.toUpperCase()).join('');
      const mark = kind === 'icon' ? (chars[0] ?? '?') : cjk ? chars.slice(0, 2).join('') : initials.slice(0, 3) || '?';
      body =
        `<rect width="${w}" height="${h}" fill="${soft}"/>` +
        `<rect x="${min * 0.1}" y="${min * 0.1}" width="${w - min * 0.2}" height="${h - min * 0.2}" rx="${min * 0.22}" fill="${strong}"/>` +
        textLine(w / 2, h / 2 + 2, (min * 0.8) / Math.max(1.6, emWidth(mark)), '#fff', mark);
      break;
    }
    case 'qrcode': {
      const pad = min * 0.08;
      body = `<rect width="${w}" height="${h}" fill="#fff"/>${qrPattern(pad, pad, min - 2 * pad, seed, strong)}` +
        `<circle cx="${w / 2}" cy="${h / 2}" r="${min * 0.11}" fill="#fff"/>${textLine(w / 2, h / 2 + 1, min * 0.07, strong, fit(label, 3))}`;
      break;
    }
    case 'certificate':
    case 'license':
    case 'pass': {
      const title = kind === 'license' ? '营业执照' : kind === 'pass' ? '车辆通行证' : '证书';
      body =
        `<rect width="${w}" height="${h}" fill="#fffdf6"/>` +
        `<rect x="${min * 0.04}" y="${min * 0.04}" width="${w - min * 0.08}" height="${h - min * 0.08}" fill="none" stroke="${strong}" stroke-width="${min * 0.012}"/>` +
        `<rect x="${min * 0.065}" y="${min * 0.065}" width="${w - min * 0.13}" height="${h - min * 0.13}" fill="none" stroke="${mid}" stroke-width="${min * 0.005}"/>` +
        textLine(w / 2, h * 0.2, min * 0.11, strong, title, 700) +
        textLine(w / 2, h * 0.45, Math.min(min * 0.065, (w * 0.8) / Math.max(1, emWidth(label))), '#333', fit(label, 22), 500) +
        `<circle cx="${w * 0.74}" cy="${h * 0.76}" r="${min * 0.12}" fill="none" stroke="#d03b2f" stroke-width="${min * 0.012}"/>` +
        `<path d="M${w * 0.74} ${h * 0.76 - min * 0.05}l${min * 0.015} ${min * 0.032}h${min * 0.035}l-${min * 0.028} ${min * 0.022}l${min * 0.011} ${min * 0.035}l-${min * 0.033} -${min * 0.021}l-${min * 0.033} ${min * 0.021}l${min * 0.011} -${min * 0.035}l-${min * 0.028} -${min * 0.022}h${min * 0.035}z" fill="#d03b2f"/>`;
      break;
    }
    case 'idcard': {
      body =
        `<rect width="${w}" height="${h}" rx="${min * 0.06}" fill="${soft}"/>` +
        `<rect x="${w * 0.66}" y="${h * 0.18}" width="${w * 0.26}" height="${h * 0.56}" rx="${min * 0.02}" fill="${mid}"/>` +
        `<circle cx="${w * 0.79}" cy="${h * 0.36}" r="${h * 0.09}" fill="${strong}" opacity=".5"/>` +
        `<path d="M${w * 0.69} ${h * 0.72}q${w * 0.1} -${h * 0.26} ${w * 0.2} 0z" fill="${strong}" opacity=".5"/>` +
        [0.3, 0.45, 0.6].map((y, i) => `<rect x="${w * 0.08}" y="${h * y}" width="${w * (0.5 - i * 0.08)}" height="${h * 0.05}" rx="${h * 0.02}" fill="${mid}"/>`).join('') +
        textLine(w * 0.33, h * 0.16, h * 0.08, strong, fit(label, 8));
      break;
    }
    default: {
      // Pictures: a soft landscape (sun and hills) behind the label, sized to the picture.
      const size = Math.min(h * 0.12, (w * 0.8) / Math.max(1, emWidth(label)));
      body =
        `<rect width="${w}" height="${h}" fill="${soft}"/>` +
        `<circle cx="${w * 0.78}" cy="${h * 0.28}" r="${min * 0.09}" fill="${mid}"/>` +
        `<path d="M0 ${h}L${w * 0.28} ${h * 0.62}L${w * 0.46} ${h * 0.8}L${w * 0.68} ${h * 0.55}L${w} ${h * 0.9}V${h}z" fill="${mid}"/>` +
        (kind === 'cover' ? `<circle cx="${w / 2}" cy="${h * 0.3}" r="${min * 0.1}" fill="${strong}" opacity=".85"/><path d="M${w / 2 - min * 0.035} ${h * 0.3 - min * 0.05}v${min * 0.1}l${min * 0.08} -${min * 0.05}z" fill="#fff"/>` : '') +
        textLine(w / 2, h * 0.52, size, strong, fit(label, (w * 0.8) / size)) +
        textLine(w / 2, h * 0.52 + size * 1.1, size * 0.42, strong, variant ? `${caption} ${variant}` : caption, 400);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">${body}</svg>`;
}

// ------------------------------------------------------------------ serving
function fromDataUrl(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface MediaFile {
  data: Uint8Array;
  contentType: string;
  /** File name for Content-Disposition. */
  name: string;
}

/** The label and extension of a demo key `demo/<kind>/<label>[~n].<ext>`. */
export function parseDemoKey(key: string): { kind: string; label: string; variant: number; ext: string } | undefined {
  const m = /^demo\/([a-z]+)\/(.+?)(?:~(\d+))?\.([a-z0-9]+)$/i.exec(key);
  if (!m) return undefined;
  return { kind: m[1]!.toLowerCase(), label: m[2]!, variant: Number(m[3] ?? 0), ext: m[4]!.toLowerCase() };
}

const isImageKind = (kind: string): kind is ImageKind => kind in KINDS;

/**
 * The bytes of a demo picture or clip for a stored-file key, or undefined (documents are built by
 * the files domain; unknown keys are not demo media). Picture keys that are not demo keys (e.g.
 * `images/2026/11/booth-a12.jpg` from the contract's examples) get a picture named after the file.
 */
export function demoMedia(key: string): MediaFile | undefined {
  const demo = parseDemoKey(key);
  const name = key.split('/').pop() || 'file';
  if (demo?.kind === 'video' || /\.(mp4|webm|m3u8|mov)$/i.test(key)) {
    const ext = demo?.ext ?? name.split('.').pop()!.toLowerCase();
    if (ext === 'webm') return { data: fromDataUrl(webmDataUrl), contentType: 'video/webm', name };
    if (ext === 'm3u8') {
      // A one-clip VOD playlist; the clip is the MP4 of the same key.
      const clip = `${FILE}${encodeURIComponent(key.replace(/\.m3u8$/i, '.mp4'))}`;
      const text = `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:2.0,\n${clip}\n#EXT-X-ENDLIST\n`;
      return { data: new TextEncoder().encode(text), contentType: 'application/vnd.apple.mpegurl', name };
    }
    return { data: fromDataUrl(mp4DataUrl), contentType: 'video/mp4', name };
  }
  if (demo && isImageKind(demo.kind)) {
    return { data: new TextEncoder().encode(drawImage(demo.kind, demo.label, demo.variant)), contentType: 'image/svg+xml', name };
  }
  if (/\.(jpe?g|png|gif|webp|svg)$/i.test(name)) {
    const label = name.replace(/\.[^.]+$/, '');
    const kind: ImageKind = /logo/i.test(label) ? 'logo' : /avatar/i.test(key) ? 'avatar' : /banner/i.test(key) ? 'banner' : /icon/i.test(key) ? 'icon' : /qr|code/i.test(label) ? 'qrcode' : 'photo';
    return { data: new TextEncoder().encode(drawImage(kind, label)), contentType: 'image/svg+xml', name };
  }
  return undefined;
}

/**
 * Real files for the mocked downloads: spreadsheets (exceljs), PDFs (pdf-lib), JPEG and PNG images,
 * stored zips and minimal Word documents, with the download headers the client reads. The binary
 * operations are read from the contract (generated/api/file-answers.ts, written by codegen from it)
 * so that a new export is covered by domains/files.ts without further work. exceljs, pdf-lib and pinyin-pro load only when a file
 * is requested.
 */
import { HttpResponse } from 'msw';
import { other } from './respond';
import { fileAnswers, type FileAnswer } from '@gen/api/file-answers';

export type FileKind = 'xlsx' | 'pdf' | 'jpeg' | 'png' | 'zip' | 'binary';
/** A contract operation that answers with a file (generated from the contract), and what kind of file. */
export type BinaryOperation = FileAnswer & { kind: FileKind };

export const CONTENT_TYPES: Record<Exclude<FileKind, 'binary'>, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
};

export function kindOf(contentType: string): FileKind {
  const t = contentType.toLowerCase();
  if (t.includes('spreadsheet') || t.includes('ms-excel')) return 'xlsx';
  if (t === 'application/pdf') return 'pdf';
  if (t === 'image/jpeg' || t === 'image/jpg') return 'jpeg';
  if (t.startsWith('image/')) return 'png';
  if (t.includes('zip')) return 'zip';
  return 'binary';
}

/** Every operation whose 200 answer is a file (not JSON), as the contract declares it. */
export const binaryOperations: BinaryOperation[] = fileAnswers.map((answer) => ({ ...answer, kind: kindOf(answer.contentType) }));

// ------------------------------------------------------------------ bytes and headers
export function toArrayBuffer(data: ArrayBuffer | ArrayBufferView): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data;
  const copy = new ArrayBuffer(data.byteLength);
  new Uint8Array(copy).set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  return copy;
}

/** RFC 5987 / 6266 value: the UTF-8 name percent-encoded (also ' ( ) *). */
export function contentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}

/** A file's bytes: the contract's Blob answer, which is not JSON and so not typed (./route.ts). */
export function fileResponse(data: ArrayBuffer | ArrayBufferView, contentType: string, fileName: string) {
  const bytes = toArrayBuffer(data);
  return other(new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(fileName),
      'Access-Control-Expose-Headers': 'Content-Disposition',
    },
  }));
}

// ------------------------------------------------------------------ spreadsheets
export interface Column {
  key: string;
  header: string;
  width?: number;
  /** Display value; defaults to the row's field, dates in Beijing time, booleans as 是/否. */
  value?: (row: Record<string, unknown>, index: number) => unknown;
}

export interface SheetSpec {
  sheetName?: string;
  columns: Column[];
  rows: Record<string, unknown>[];
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An ISO date-time as Beijing time, YYYY-MM-DD HH:mm:ss. */
export function beijingTime(value: unknown): string {
  const t = new Date(String(value)).getTime();
  if (Number.isNaN(t)) return String(value ?? '');
  return new Date(t + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function cellText(value: unknown): string | number {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.map((v) => String(cellText(v))).join('、');
  if (typeof value === 'string' && ISO.test(value)) return beijingTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const sheetNameOf = (name: string) => name.replace(/\.[a-z]+$/i, '').replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1';

export async function buildXlsx(sheet: SheetSpec): Promise<ArrayBuffer> {
  const mod = (await import('exceljs')) as unknown as typeof import('exceljs') & { default?: typeof import('exceljs') };
  const ExcelJS = mod.default ?? mod;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '展会管理平台（演示数据）';
  workbook.created = new Date();
  const ws = workbook.addWorksheet(sheetNameOf(sheet.sheetName ?? 'Sheet1'), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(10, [...c.header].length * 2 + 4) }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
  sheet.rows.forEach((row, i) => ws.addRow(Object.fromEntries(sheet.columns.map((c) => [c.key, cellText(c.value ? c.value(row, i) : row[c.key])]))));
  if (sheet.rows.length) ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  return toArrayBuffer((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

// ------------------------------------------------------------------ PDFs
export interface PdfSpec {
  title: string;
  subtitle?: string;
  fields: [label: string, value: unknown][];
  /** A5 landscape for passes and badges; A4 portrait otherwise. */
  size?: 'A4' | 'A5';
}

const PUNCTUATION: Record<string, string> = {
  '，': ', ', '。': '. ', '：': ': ', '；': '; ', '（': ' (', '）': ') ', '【': '[', '】': ']', '“': '"', '”': '"', '‘': "'", '’': "'",
  '、': ', ', '·': '-', '—': '-', '～': '~', '㎡': ' m2', '！': '! ', '？': '? ', '《': '"', '》': '"',
};

/** Text the standard PDF fonts can draw: Chinese as capitalised pinyin, the rest ASCII. */
async function asciiWriter(): Promise<(text: unknown) => string> {
  const { pinyin } = await import('pinyin-pro');
  return (text) => {
    const s = String(cellText(text)).replace(/[，。：；（）【】“”‘’、·—～㎡！？《》]/g, (m) => PUNCTUATION[m] ?? ' ');
    const latin = /[\u3400-\u9fff]/.test(s)
      ? (pinyin(s, { toneType: 'none', type: 'array', nonZh: 'consecutive' }) as string[]).map((w) => (/^[a-zü]+$/.test(w) ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ')
      : s;
    return latin
      .replace(/ü/g, 'v')
      .replace(/[^\x20-\x7e]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/([([]) /g, '$1')
      .replace(/ ([)\],.:;!?])/g, '$1')
      .trim();
  };
}

export async function buildPdf(doc: PdfSpec): Promise<ArrayBuffer> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const ascii = await asciiWriter();
  const pdf = await PDFDocument.create();
  const [width, height] = doc.size === 'A5' ? [595.28, 419.53] : [595.28, 841.89];
  const page = pdf.addPage([width, height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const title = ascii(doc.title);
  pdf.setTitle(title);
  pdf.setCreator('Exhibition management platform (offline demo)');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(new Date());
  const margin = 48;
  let y = height - margin - 8;
  page.drawRectangle({ x: 0, y: height - 18, width, height: 18, color: rgb(0.13, 0.35, 0.7) });
  page.drawText(title, { x: margin, y, size: 20, font: bold, color: rgb(0.1, 0.1, 0.15), maxWidth: width - margin * 2 });
  y -= 22;
  if (doc.subtitle) {
    page.drawText(ascii(doc.subtitle), { x: margin, y, size: 11, font: regular, color: rgb(0.4, 0.4, 0.45), maxWidth: width - margin * 2 });
    y -= 16;
  }
  page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 1, color: rgb(0.8, 0.82, 0.86) });
  y -= 22;
  const labelWidth = 150;
  const valueWidth = width - margin * 2 - labelWidth;
  for (const [label, value] of doc.fields) {
    const words = (ascii(value) || '-').split(' ');
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (regular.widthOfTextAtSize(next, 11) > valueWidth && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
    if (y - lines.length * 15 < margin + 20) break;
    page.drawText(ascii(label), { x: margin, y, size: 11, font: bold, color: rgb(0.25, 0.25, 0.3) });
    for (const l of lines) {
      page.drawText(l, { x: margin + labelWidth, y, size: 11, font: regular, color: rgb(0.1, 0.1, 0.15) });
      y -= 15;
    }
    y -= 5;
  }
  page.drawText(`Generated ${beijingTime(new Date().toISOString())} (UTC+8) by the offline demo mocks`, { x: margin, y: margin - 20, size: 8, font: regular, color: rgb(0.55, 0.55, 0.6) });
  return toArrayBuffer(await pdf.save());
}

// ------------------------------------------------------------------ zip (stored), docx
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Uint8Array, seed = 0): number {
  let c = ~seed >>> 0;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

export interface ZipEntry {
  name: string;
  data: ArrayBuffer | Uint8Array | string;
}

/** A zip of the entries, stored (no compression), names in UTF-8 (flag bit 11). */
export function buildZip(entries: ZipEntry[], when = new Date()): ArrayBuffer {
  const enc = new TextEncoder();
  const dosTime = (when.getHours() << 11) | (when.getMinutes() << 5) | Math.floor(when.getSeconds() / 2);
  const dosDate = ((Math.max(1980, when.getFullYear()) - 1980) << 9) | ((when.getMonth() + 1) << 5) | when.getDate();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = enc.encode(entry.name);
    const data = typeof entry.data === 'string' ? enc.encode(entry.data) : new Uint8Array(entry.data);
    const crc = crc32(data);
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(6, 0x0800, true);
    lv.setUint16(8, 0, true);
    lv.setUint16(10, dosTime, true);
    lv.setUint16(12, dosDate, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, data.length, true);
    lv.setUint16(26, name.length, true);
    lv.setUint16(28, 0, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, 0x0800, true);
    cv.setUint16(10, 0, true);
    cv.setUint16(12, dosTime, true);
    cv.setUint16(14, dosDate, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, data.length, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local, data);
    centrals.push(central);
    offset += local.length + data.length;
  }
  const centralSize = centrals.reduce((s, c) => s + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  return concat([...locals, ...centrals, end]);
}

function concat(parts: Uint8Array[]): ArrayBuffer {
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out.buffer;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal Word (.docx) document: a bold title and one paragraph per line. */
export function buildDocx(title: string, lines: string[]): ArrayBuffer {
  const paragraph = (text: string, strong = false) =>
    `<w:p><w:r>${strong ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`;
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph(title, true)}${lines.map((l) => paragraph(l)).join('')}</w:body></w:document>`,
    },
  ]);
}

// ------------------------------------------------------------------ images
/** A PNG (8-bit RGB, stored deflate) drawn pixel by pixel. */
export function buildPng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): ArrayBuffer {
  const stride = 1 + width * 3;
  const raw = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0;
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * stride + 1 + x * 3);
  }
  const blocks: Uint8Array[] = [Uint8Array.of(0x78, 0x01)];
  for (let at = 0; at < raw.length || at === 0; at += 65535) {
    const chunk = raw.subarray(at, Math.min(raw.length, at + 65535));
    const head = new Uint8Array(5);
    head[0] = at + 65535 >= raw.length ? 1 : 0;
    new DataView(head.buffer).setUint16(1, chunk.length, true);
    new DataView(head.buffer).setUint16(3, ~chunk.length & 0xffff, true);
    blocks.push(head, chunk);
    if (at + 65535 >= raw.length) break;
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const adler = new Uint8Array(4);
  new DataView(adler.buffer).setUint32(0, ((b << 16) | a) >>> 0);
  blocks.push(adler);
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const v = new DataView(out.buffer);
    v.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    v.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array(13);
  const hv = new DataView(ihdr.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return concat([Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), chunk('IHDR', ihdr), chunk('IDAT', new Uint8Array(concat(blocks))), chunk('IEND', new Uint8Array(0))]);
}

/** A placeholder picture: a soft blue gradient with a frame. */
export function placeholderPng(width = 160, height = 100): ArrayBuffer {
  return buildPng(width, height, (x, y) => {
    if (x < 2 || y < 2 || x >= width - 2 || y >= height - 2) return [33, 90, 178];
    return [220 - Math.round((y / height) * 60), 232 - Math.round((x / width) * 40), 247];
  });
}

/** A WeChat mini-programme code (128 × 128 JPEG, baseline). */
const MINI_PROGRAM_CODE_JPEG = '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCACAAIADASIAAhEBAxEB/8QAGwAAAwEBAQEBAAAAAAAAAAAAAAUGBAMBBwL/xAA2EAABAwMDAgQEBAUFAQAAAAABAgMEAAURBhIhMUETUWFxFCKBkQcyoeEWI0Kx0RVSgpLB8P/EABcBAQEBAQAAAAAAAAAAAAAAAAADAQX/xAAeEQEAAQQCAwAAAAAAAAAAAAAAAgEDBBETITEyUf/aAAwDAQACEQMRAD8A+nUUVzkPsxY635DiW2m07lrUcACg6UVBTvxQgMyCiHAektg48RSw3keYGCfvin2m9W23UOW45UzJSMlhz82PMeYoH9FFYbreLdZ2kO3KUhhKzhOQSVewHNBuornHkMyo7ciO4lxpxIUhaTwQaTaxvr2nrJ8bHYS84p1LaQvO1OQTk49v1oHtFSFu1oXNGvX2dEwtl0teG2SA4rjGCc4HzfoaYaR1KnUsJ574Ux3GVhKk7twORkEHAoH9FFFAUUg1Jq226ew3IKnpKhkMN9ceZPYUhg/ihAekBEyA9GbJx4iVhzA8yMA/bNBe0Vzjvsyo6H47iXGnE7kLScgiulAVBfizMdZtMOI2VBEh1Sl46EJAwD9Tn6Ve0g1np7+IbMWGlBMllXiMkngnuD6Ef+UEtebs3oZuDbLXborvixw48+6kkukkg8j2/UUv1Qhi03qxX62M/CrmIS+thHGD8pIx6hWD7GgaludniNW/UWnWpZiDYy5IRyMdOSCD7jyosHxGudXibcnG22oaUrDCMj5QeAPTPU+v2Co/ES53q2wYq7OVobWtQecQjcpPTaOnAPP2rnJ09I1jpq1vXdxcK4NJUSrw85BOOU5GCQEn0qnuV3t1qS2bjMaj+IcI3nlX0qLTrG8q12m1CM2qIp/wghKcqLZ6Obvb5vLH3oK2FHhaZ082y5IKYsNB3OuepyT9z0pbJ1fpyRY3prq/iYqXA0totZKlHJA2q9AT9KdXi2s3e1SLfIKg2+nBKeoOcg/cCpuBoOytWqTbXJDshTriFuOBQCkKSDtwO3Cldc9aBtZ5Nm1DYCIcVBgKJbUwpsJCSMHGBx3B4rXCiWuyMoiREMREOrylG7BWr68k9K52W1W/T8FECGopStZUPEWCpxXc+vAHSpfXGkLpfrwxKhPs+EGw2UuKI8Pkkkcc9fegqNSSZ8SwTH7U0XZaEfy0hO4jkAkDvgZOPSp3Qt8ub1omy9RP7IzCkht95IR57hnjP9P3rBG1VfGdaNWL4dLkdt1McpUg71IHBcz7fN5Y+9VOrbErUNlVCbf8FwLDiCfykjPB9Of7UEFpZMe8Xm+aguTXxaoiFPtsr53H5iOPQJwPcUws12b1y3Otl0t0Vrwo5cZfaSQWiCAOT7/oaXt2HUmiZbdxhNInIUjY8lpKlJ57EcHHQg//AB9XqO6XeM9bdP6cbhrk/I+thHJ88kABPufOgdfhNMdetMyI4VFEd1KkZ6AKByB9Rn61e0g0bp7+HrP4DqguS8rxHiDwD2A9AP8A2n9AUUUUEXqDWluZvTtgmQVvxlgNSHArGCodk98Z65FOtPaXtunS8qCHVOPcKW6oKIHkMAcV3laetEu6N3ORBbXLbIIc5GSOhI6Ej1qN1hI1M7qZkWF55cdvalAir3JSvv4gHA/5cY+tA61lo7+JH48hqWI7zSditydwUnOfv1rXHuNisb8KxuTUfGIaSygrTlWOwKgMDPlWvUMi4xNNyn7e2HJyGhtCU5543EDvgZOPSvnGktNStU3B27XZ91LbbqSpRTgvqHUA9sYGT60D/XzOqV3aIbKqWYpSABGJG1zJyVY7YxyeK/OjNH3izagVPnSGvC2KSoIWVF0nz48+fcVcSpceG34kl1Lae2TyfYd6Sv6sjJOGI7rnqohP+aysqU8o3Mi1a95aIdZ6PvF51AmfBkNFrYlKQtZSWiPLjz59zX60CzqlF2lm9KliKEkESSTlzIwU57YzyOKeMasjKOH47rfqkhX+KdxZceY34kZ1Lie+DyPcdqUlSvgt5Fq76S2XxL9ZZl5dgxpTS5zYKVDaQTjqArHOPIGlWuNWP6bEVuLFQ66/k7nc7QBjI46nmo7VumpWlZ7V2tL7paW4opUE5LBPQE985OD6Ve26M5fdLQ13+Cy5LKCvY830VyEqI7ZGCR61qxlZbgLrZ4s8NFrx2wooPY/4qdtWvYlz1J/pKIjjbaypDTylcqUM9U44Bx5/ss0OnVadRSBdUyRECSlwPcICh+XYOn/XjH0rbqaTZdHTW7pHs6XbhNUshW8pSnGNx7gE7uw55oLWisFjujd5s8a4soUhL6SdhOSkgkEevINb6ApBqrVMbTTTBeYcfdfJ2ISQOBjJJ+op/UhrmfplpyLE1DGdkOY8RsNA5QknBJORwcdPSgoIMxu9WREuIpxpEpo7FEfMgnI+4NSmidG3CxXp+bOkNFGwtoDaifEyQcn04qhlXe06f07HljKYOxCWEtJyVAjKQM+nPNdrTd42oLSuXbHFoCtzeVpwpteO4+oNBLRtb3B7W6rP8C2Y3xBYAAIcGCRuJzjtnGOlW0yS3DiOSHfyoGcefkKhtEaSu9nv7825Lb2eGpAKXNxdJI5/v15p7rF4piR2R0cWVH6D96yVdU2jkXeK1KfxNzpj9xlF14lSlHCUjokeQppD0vLfQFyHEsA9EkblfUV7pKIl6c4+sAhhI2g/7j0P6GrGpxjvurl4eHG9Hlu97RszS8thBXHcS+B1SBtV9BSuDMft0oOskpUk4Uk9FDyNfRqjtWxUszm30AAPpO4D/cOp/UUlHXdDMw6WY8trrSrhyW5kRuQ1+VwZx5eYqJka4uDOtxZ/gWxG+IDBBB8Q5IAUDnHfOMdKdaOeKochk9ELCh9R+1ItbaSu941AxOtq29nhpSSpzaWiCef7dOapGu6bdTHu8tqM/qzul1gWeMJFykpYaJ2gkEknyAHJrPKhWfU1uZW+23MiqO9tQUR6cEYIpH+IUKC7pthd2mOtKYcAS423vK1EHI25A5xnqOlatFyLVH0elyDIdVFjby6t5OFJI+ZWQM44PbNasoo0dmLHbjxmktNNjahCRgAV0pFp/Vlr1DIejwfGS60ncUuoA3JzjIwT5j709oCkWoNJ2vUMhmRO8ZLrSdoU0sDcnOcHIPmfvT2uUqSxDjOSZTqWmWxla1HAAoJ7Wke1R9HqbnR3VxY2wNIZVtUkj5U4Jzjg981m/D+bAc00+i0RHWlsLUVtOObytZHB3YHXAHQdKdx5dn1PbXm2XG5kVR2OJwRz15BwR71otdqgWiMY1tjJYaJ3EAkknzJPJoI3Q+rrteb6/CuKGyjw1LG1G0tkEce3vzTzWLJVDjvAcNrKT9R+1JI+iLizrc3gTW/hfiC/nJ8QgkkpIxjvjr0q3mRm5kVyO6PlWMe3rWSpumkci1y2qw+pTSUpDM5xhZA8dI257qHb9TVjXzmdDft8stOgpUk5SocBQ8xTWHqiUw2ESGkv4/qJ2q+tTjLXVXLw8yNmPFd60sajtWy0PT22EEHwEndj/ceo/QUTNUSn2yiO0ljP9QO5X0pVBhv3GWGmgSpRypZ5CR5mkpb6oZmZG9Titd7UmjmSmHIeI4cWEj6D96R641ddrNfWIVuQ2G9iVncjcXCSePb25q4hxm4cVuO0PlbGPf1qJf0RcXtcC8Ga2YvxAfzk+IACCE4xjtjr0qkaapp1Me1xWow+Km7WiNqC0oiXJtaAra5hCsKQrHY/UiuMSz2mwaekQ+Uwdq1PqdVkqBGFEkenHFTuttZXGxXxiHCYaLYbDiy4knxMk8Dnpx96rJ0Ju9WRcSWlbSZTQ3pB+ZB4P3BrVk/oeBplpyVL09JdkOY8Nwuk5QknIABA4OOvpVfU/pTSsbTTcjwX1vuSCNy1JxgDOAB9TVBQFYL5a27zZ5NueWUJfSBvAztIIIP3ArfRQRWmY9l0dNctUi7oduMxScp2EAYztHcAnd3PORWLXCtVp1FHNqVJERKQpssnCAofm8Q9P+3GPrTO66CiXLUn+rLluNtrUlbrKU8qUMdFZ4Bx5ftQ3q3i62eVALpa8dspCx2Pb6UC65SXL7paYiwTmXJZQE7mHOArgqSD2yMgH1qC0lqWTpae7absw6ptx1IUkr5YJ6kDvnIyPSrHQ+k39NplOSpKHXZGBtazsAGcHnqeaayrBZpl4buEiI0uc1hQVuOTjoSnODjzNAwlRI8xrw5LSXE9s9vY9qRvaSYUrLEpxseSkhX+KRa+e1Qi8RE2ZM0RvDGDGBIUvJzux6Y68V5o3WN4vOoVW+cw14fhqKtiClTZT3PPnx7msrGlfKN3HtXfeOz5jScdKsvynHB5JSE/5p5FiR4bXhxmktp747+571C6y1jeLPqEW+Cw14fhpKdyCpThV3HPY8e4r3QD2qF3iWm8pmmN4ZyZIICV5GAnPpnpxSkaU8FrHtWvSOiLVmpZWqp7VptLDobQ4oJSF4L5HQkdsYOB619H0/HuMTTcVi4OBycho7ipWeedoJ74GBn0rLIttjsT02+twkfFoaW8raSVHzKQTgZ8xWTR2sRqR+THcifDutJ3p2q3Apzjrjr0rViTR8bUr2p3jfmXnGG9ylmUjclK+3hk8D/jxj6VZRdQ2iXdHLZHnNrltkgt8jJHUA9Dj0rhqDVFs08plE9ThW9+VDSdxA8zyOKS6f0XbmL01f4c5b8VYLsdsp6FQ7q74z5e9BaUUUUBSHWWoP4espkNpCpLqvDZB6Z8z6Af+U+qB/FqI87aoUptKi2w6oOY6DcBgn6jH1oEqNNXO7R2rlqDULcJyT87KH18nPTjICfYV4q+6j0RJct01SJrakbmFOqKk9eoPXHXj/4sbzaEa4agXO2XGI0W44beYdXgtYJJ4GfPvjgCl2rFM3a8WSwW10S1RG0sLeQQrcTtB59AnJ9z5UF/pK+q1DZEzXGPBcCy2sD8pIxyPTn+9ScrSt8a1q5e/FDsdt4yAtC/nUkchvHXoNvlimWubLdHLRCi6cbLcZlZ8SOwdhOcbT6gHP3zVDpuPPiWCGxdXS7LQj+Yoq3HqSAT3IGBn0oJjQ+r7pf7tIizY7XhJbLgW2kjw+QMHnnr78VT3q6W/T8JdwmI2pWsJ/loBUtR6D7A9fKusyVbLLHXKlLYiNuL+Ze0Der6ck1jvMazahsAMyUgwVEOJfS6EhJGRkKPHcjmgUz9eWRq1xrk3HdkLdcUhtBQApBTjdk9uFDpnrVJabixdrWxcI24NPpyArqOcEH2INJI2j9OSLIxDaT8TFQ4XUOpeyVKOATuTx2A+lNJsiFpnT63kMFMWIgBLTY55OAPuetBIHR15OvFXMvoMNUgulxS8lSCeW9vt8vlirS22e3WkOC3Q24/inK9g6/t6VMx9QyNY6aujNnQuFcGgkJHiZyCc8K4wSAoeldfw8t97t8CULyXEoWsFlpxe5Seu4+gPH2oGOo9J27UTjDsxTzbrI2hbRAKk+RyDTmJGZhxGosZAQyygIQnyArrRQFFFFAVzkMMyo7jEhtLjTidq0KGQRXSigg534X2558rhzn4yCcltSQ4APIHg/fNPtO6StmnsuRkqdkqGC+7gqx5DsBT6igKKKKBBq/TSdSwmWfijHcZWVJVt3A5GCCMil9w0WpzRbFihzAHGHfF8RwEJcPOQQM4HzevQVX0UCLR1ie09ZPgpD6XnFOqcUUZ2pyAMDPt+tOZMdmVHcjyG0uNOJKVoUOCDXSigw2qzW6zMratsVDCVnKsEkqPqTk1uoooCiiigKKKKD//2Q==';

export function miniProgramCodeJpeg(): ArrayBuffer {
  const binary = atob(MINI_PROGRAM_CODE_JPEG);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/**
 * What each upload kind accepts, checked in the browser before anything is sent
 * (images jpeg/png/gif/webp ≤ 5 MB, videos mp4/webm ≤ 200 MB, files ≤ 20 MB; configurable).
 */
import { i18n } from '@/lib/i18n';
import { formatBytes } from '../format';

export type UploadKind = 'image' | 'video' | 'file';

export interface UploadRule {
  /** Accepted MIME types; empty accepts any type. */
  mimeTypes: string[];
  /** Accepted file name endings (used when the browser reports no MIME type). */
  extensions: string[];
  /** Largest size in bytes. */
  maxBytes: number;
  /** The types as users know them (JPG/PNG …). */
  typesLabel: string;
}

const MB = 1024 * 1024;

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: {
    mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/gif', 'image/webp'],
    extensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
    maxBytes: 5 * MB,
    typesLabel: 'JPG/PNG/GIF/WebP',
  },
  video: { mimeTypes: ['video/mp4', 'video/webm'], extensions: ['.mp4', '.webm'], maxBytes: 200 * MB, typesLabel: 'MP4/WebM' },
  file: { mimeTypes: [], extensions: [], maxBytes: 20 * MB, typesLabel: '' },
};

/** The rule of a kind with a page's overrides. */
export function ruleFor(kind: UploadKind, overrides: Partial<UploadRule> = {}): UploadRule {
  return { ...UPLOAD_RULES[kind], ...overrides };
}

/** The file input's `accept` attribute for a rule. */
export function acceptAttribute(rule: UploadRule): string | undefined {
  const parts = [...rule.mimeTypes, ...rule.extensions];
  return parts.length ? parts.join(',') : undefined;
}

/**
 * Why a file may not be sent (translated), or null when it may.
 * @example checkFile(file, ruleFor('image')) // '「a.bmp」的格式不支持，仅支持 JPG/PNG/GIF/WebP'
 */
export function checkFile(file: File, rule: UploadRule): string | null {
  if (rule.mimeTypes.length || rule.extensions.length) {
    const type = file.type.toLowerCase();
    const name = file.name.toLowerCase();
    const ok = type ? rule.mimeTypes.includes(type) : rule.extensions.some((ext) => name.endsWith(ext));
    if (!ok) return i18n.t('kit.upload.wrongType', { name: file.name, types: rule.typesLabel });
  }
  if (file.size > rule.maxBytes) return i18n.t('kit.upload.tooBig', { name: file.name, size: formatBytes(rule.maxBytes) });
  return null;
}

/** The hint under an upload field: accepted types and size. */
export function ruleHint(kind: UploadKind, rule: UploadRule): string {
  const size = formatBytes(rule.maxBytes);
  if (kind === 'image') return i18n.t('kit.upload.hintImage', { types: rule.typesLabel, size });
  if (kind === 'video') return i18n.t('kit.upload.hintVideo', { types: rule.typesLabel, size });
  return i18n.t('kit.upload.hintFile', { size });
}

/** A list with one item moved (reorder by up/down buttons). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

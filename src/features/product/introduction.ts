/**
 * Product.introduction changes form with styleId: rich-text HTML (any styleId but 1) or the JSON
 * block layout (styleId 1). Switching the style carries the text and images over.
 */
import { htmlText, parseIntroBlocks, sanitizeHtml, serializeIntroBlocks, type IntroBlock } from '@/components/kit';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Blocks of either block format: `{ type, content }` (the kit's) or the page builder's `{ type, config }`. */
function blocksOf(text: string): IntroBlock[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return parseIntroBlocks(text);
  }
  if (!Array.isArray(raw)) return parseIntroBlocks(text);
  return raw.flatMap((item): IntroBlock[] => {
    const config = item && typeof item === 'object' ? (item as { config?: Record<string, unknown> }).config : undefined;
    if (!config || typeof config !== 'object') return parseIntroBlocks(JSON.stringify([item]));
    const type = String((item as { type?: unknown }).type ?? '');
    if (type === 'title' && typeof config.title === 'string') return [{ type: 'text', content: config.title }];
    if (type === 'text' && typeof config.content === 'string') return [{ type: 'text', content: config.content }];
    if (type === 'picture' && Array.isArray(config.list)) {
      return config.list
        .map((p: unknown) => (p && typeof p === 'object' ? String((p as { url?: unknown }).url ?? '') : ''))
        .filter(Boolean)
        .map((url: string) => ({ type: 'image' as const, content: url }));
    }
    return [];
  });
}

/** The block layout as HTML (switching to rich text). */
export function blocksToHtml(text: string): string {
  return blocksOf(text)
    .filter((b) => b.content.trim())
    .map((b) => (b.type === 'image' ? `<p><img src="${escapeHtml(b.content)}" alt=""></p>` : `<p>${escapeHtml(b.content)}</p>`))
    .join('');
}

/** HTML as blocks (switching to the block layout): its text as one block, then its images. */
export function htmlToBlocks(html: string): string {
  const blocks: IntroBlock[] = [];
  const text = htmlText(html);
  if (text) blocks.push({ type: 'text', content: text });
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  div.querySelectorAll('img').forEach((img) => {
    const src = img.getAttribute('src');
    if (src) blocks.push({ type: 'image', content: src });
  });
  return serializeIntroBlocks(blocks);
}

/** Whether the introduction is the block layout for this styleId. */
export const isBlocks = (styleId: number | undefined) => styleId === 1;

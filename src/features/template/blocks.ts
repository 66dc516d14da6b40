/**
 * The mini-site page builder's block model (001 §3 "Custom block", §9 "Page builder defaults").
 *
 * A page is a list of blocks `{ title, icon, type, config }`, saved as JSON text in the company's
 * `templateConfig`. Six block types exist; the reduced builder offers text, picture and video only.
 * Pure: no React, no i18n (default pages take their words as an argument). Parsing never throws:
 * malformed JSON reads as "malformed" (the builder falls back to the template's default page),
 * unknown block types are dropped and every missing or wrong config field takes its default.
 */
import { z } from 'zod';
import { CompanyTemplateType } from '@gen/api/model';

// ── Block types and sets ────────────────────────────────────────────────────────────────────

export const BLOCK_TYPES = ['text', 'picture', 'title', 'link', 'search', 'video'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** `full`: the six block types (template/*-new); `reduced`: text, picture and video (template/*). */
export type BlockSet = 'full' | 'reduced';
export const BLOCK_SETS: Record<BlockSet, readonly BlockType[]> = {
  full: BLOCK_TYPES,
  reduced: ['text', 'picture', 'video'],
};

export const isBlockType = (value: unknown): value is BlockType => typeof value === 'string' && (BLOCK_TYPES as readonly string[]).includes(value);

// ── Template kinds (Company.templateType) ───────────────────────────────────────────────────

export const TEMPLATE_KINDS = ['factory', 'franchisee', 'service', 'brand'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

const TYPE_OF_KIND: Record<TemplateKind, CompanyTemplateType> = {
  factory: CompanyTemplateType.Factory,
  franchisee: CompanyTemplateType.Franchisee,
  service: CompanyTemplateType.Service,
  brand: CompanyTemplateType.Brand,
};

/** The Company.templateType of a template kind (factory 1, franchisee 2, service 3, brand 4). */
export const templateTypeOf = (kind: TemplateKind): CompanyTemplateType => TYPE_OF_KIND[kind];

/** The template kind of a Company.templateType; undefined for 0 (none) or an unknown value. */
export function kindOfTemplateType(type: number | null | undefined): TemplateKind | undefined {
  return TEMPLATE_KINDS.find((k) => TYPE_OF_KIND[k] === type);
}

/** The route of a template's editor or of the chooser (typed links: `<Link to={builderRoute(kind, set)} params={{ lang }}>`). */
export const builderRoute = (kind: TemplateKind, set: BlockSet) => `/exhibition{-$lang}/index/template/${kind}${set === 'full' ? '-new' : ''}` as const;
export const choiceRoute = (set: BlockSet) => `/exhibition{-$lang}/index/template/choice${set === 'full' ? '-new' : ''}` as const;

// ── Configs ─────────────────────────────────────────────────────────────────────────────────

export const POSITIONS = ['left', 'center', 'right'] as const;
export type Position = (typeof POSITIONS)[number];

/** Where a picture or a link leads: nowhere, a web address or one of the company's products. */
export const LINK_TYPES = ['none', 'url', 'product'] as const;
export type LinkType = (typeof LINK_TYPES)[number];
export interface LinkTarget {
  type: LinkType;
  value: string;
}

export const TEXT_TYPES = ['plain', 'html'] as const;
export type TextType = (typeof TEXT_TYPES)[number];
export const FONT_SIZES = ['12px', '14px', '16px', '18px', '20px', '24px', '28px', '32px'] as const;

export const SEARCH_STYLES = ['circular', 'square'] as const;
export type SearchStyle = (typeof SEARCH_STYLES)[number];

/** coverType `auto`: the video's first frame; `custom`: the uploaded cover image. */
export const COVER_TYPES = ['auto', 'custom'] as const;
export type CoverType = (typeof COVER_TYPES)[number];

export interface TextConfig {
  /** `plain` text (line breaks kept) or `html` (shown through SafeHtml). */
  type: TextType;
  content: string;
  fontSize: string;
  color: string;
  position: Position;
}
export interface PictureItem {
  url: string;
  title: string;
  link: LinkTarget;
}
export interface PictureConfig {
  /** Space around the block, px. */
  padding: number;
  /** Space between pictures, px. */
  spacing: number;
  list: PictureItem[];
}
export interface TitleConfig {
  text: string;
  /** px */
  padding: number;
  position: Position;
}
export interface LinkConfig {
  text: string;
  link: LinkTarget;
  position: Position;
}
export interface SearchColors {
  border: string;
  background: string;
  button: string;
}
export interface SearchConfig {
  /** The words shown in the search box (placeholder / suggested search). */
  words: string;
  style: SearchStyle;
  position: Position;
  colors: SearchColors;
}
export interface VideoConfig {
  /** The video's URL. */
  link: string;
  cover: string;
  coverType: CoverType;
  /** Display duration, ms. */
  time: number;
}

export interface BlockConfigs {
  text: TextConfig;
  picture: PictureConfig;
  title: TitleConfig;
  link: LinkConfig;
  search: SearchConfig;
  video: VideoConfig;
}

/** One block of a page. `id` lives only in the editor (list keys, drag and drop); it is not saved. */
export type Block<T extends BlockType = BlockType> = {
  [K in T]: { id: string; type: K; title: string; icon: string; config: BlockConfigs[K] };
}[T];

// ── Defaults (001 §9) ───────────────────────────────────────────────────────────────────────

export const TEXT_DEFAULTS: TextConfig = { type: 'plain', content: '', fontSize: '16px', color: '#000000', position: 'left' };
export const PICTURE_DEFAULTS: PictureConfig = { padding: 0, spacing: 8, list: [] };
export const TITLE_DEFAULTS: TitleConfig = { text: '', padding: 3, position: 'left' };
export const LINK_DEFAULTS: LinkConfig = { text: '', link: { type: 'url', value: '' }, position: 'left' };
export const SEARCH_DEFAULTS: SearchConfig = {
  words: '',
  style: 'circular',
  position: 'center',
  colors: { border: '#ccc', background: '#f5f5f5', button: '#91c0ec' },
};
export const VIDEO_DEFAULTS: VideoConfig = { link: '', cover: '', coverType: 'auto', time: 5000 };

const DEFAULTS: BlockConfigs = {
  text: TEXT_DEFAULTS,
  picture: PICTURE_DEFAULTS,
  title: TITLE_DEFAULTS,
  link: LINK_DEFAULTS,
  search: SEARCH_DEFAULTS,
  video: VIDEO_DEFAULTS,
};

/** A fresh copy of a block type's default config. */
export function defaultConfig<T extends BlockType>(type: T): BlockConfigs[T] {
  return structuredClone(DEFAULTS[type]);
}

let seq = 0;
/** An editor-only id for list keys and drag and drop. */
export const newBlockId = () => `block-${++seq}`;

/** A new block of a type with the default config (partly overridden). */
export function createBlock<T extends BlockType>(type: T, init: { title?: string; config?: Partial<BlockConfigs[T]> } = {}): Block<T> {
  return { id: newBlockId(), type, title: init.title ?? '', icon: type, config: { ...defaultConfig(type), ...init.config } } as Block<T>;
}

// ── Parsing with safe fallbacks ─────────────────────────────────────────────────────────────

/** #rgb / #rrggbb or a common colour name (black, white, red…). */
export const COLOR_PATTERN =
  /^(#[0-9a-f]{3}|#[0-9a-f]{6}|black|white|gray|grey|silver|red|orange|yellow|green|teal|blue|navy|purple|pink|brown|gold|transparent)$/i;

const color = (fallback: string) => z.string().trim().regex(COLOR_PATTERN).catch(fallback);
const position = (fallback: Position) => z.enum(POSITIONS).catch(fallback);
const text = z.string().catch('');
/** A size in px: 3, '3' or '3px'. */
const px = (fallback: number, max = 200) =>
  z.preprocess((v) => (typeof v === 'string' ? Number.parseFloat(v) : v), z.number().min(0).max(max)).catch(fallback);
const fontSize = z
  .preprocess((v) => (typeof v === 'number' ? `${v}px` : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim()) ? `${v.trim()}px` : v), z.string().regex(/^\d+(\.\d+)?px$/))
  .catch(TEXT_DEFAULTS.fontSize);

const linkTarget = z
  .preprocess(
    // A bare string is a web address.
    (v) => (typeof v === 'string' ? { type: v ? 'url' : 'none', value: v } : v),
    z.object({ type: z.enum(LINK_TYPES).catch('none'), value: text }),
  )
  .catch({ type: 'none', value: '' });

const pictureItem = z.preprocess(
  (v) => (typeof v === 'string' ? { url: v } : v),
  z.object({ url: z.string().trim().min(1), title: text, link: linkTarget }),
);

const searchColors = z
  .preprocess(
    // Also an array [border, background, button].
    (v) => (Array.isArray(v) ? { border: v[0], background: v[1], button: v[2] } : v),
    z.object({
      border: color(SEARCH_DEFAULTS.colors.border),
      background: color(SEARCH_DEFAULTS.colors.background),
      button: color(SEARCH_DEFAULTS.colors.button),
    }),
  )
  .catch(() => ({ ...SEARCH_DEFAULTS.colors }));

const object = <T extends z.ZodRawShape>(shape: T, fallback: () => z.output<z.ZodObject<T>>) =>
  z.preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}), z.object(shape)).catch(fallback);

/** Tolerant readers of each config: a wrong or missing field takes its default. */
export const configReaders: { [K in BlockType]: z.ZodType<BlockConfigs[K]> } = {
  text: object(
    {
      type: z.enum(TEXT_TYPES).catch(TEXT_DEFAULTS.type),
      content: text,
      fontSize,
      color: color(TEXT_DEFAULTS.color),
      position: position(TEXT_DEFAULTS.position),
    },
    () => defaultConfig('text'),
  ) as z.ZodType<TextConfig>,
  picture: object(
    {
      padding: px(PICTURE_DEFAULTS.padding),
      spacing: px(PICTURE_DEFAULTS.spacing),
      list: z
        .array(z.unknown())
        .catch([])
        .transform((items) => items.flatMap((item) => {
          const r = pictureItem.safeParse(item);
          return r.success ? [r.data as PictureItem] : [];
        })),
    },
    () => defaultConfig('picture'),
  ) as z.ZodType<PictureConfig>,
  title: object(
    { text, padding: px(TITLE_DEFAULTS.padding), position: position(TITLE_DEFAULTS.position) },
    () => defaultConfig('title'),
  ) as z.ZodType<TitleConfig>,
  link: object({ text, link: linkTarget, position: position(LINK_DEFAULTS.position) }, () => defaultConfig('link')) as z.ZodType<LinkConfig>,
  search: object(
    {
      words: text,
      style: z.enum(SEARCH_STYLES).catch(SEARCH_DEFAULTS.style),
      position: position(SEARCH_DEFAULTS.position),
      colors: searchColors,
    },
    () => defaultConfig('search'),
  ) as z.ZodType<SearchConfig>,
  video: object(
    {
      link: text,
      cover: text,
      coverType: z.enum(COVER_TYPES).catch(VIDEO_DEFAULTS.coverType),
      time: px(VIDEO_DEFAULTS.time, 600_000),
    },
    () => defaultConfig('video'),
  ) as z.ZodType<VideoConfig>,
};

/** One block from stored JSON; null when it is not an object of a known type. */
export function readBlock(value: unknown): Block | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const o = value as Record<string, unknown>;
  if (!isBlockType(o.type)) return null;
  const config = configReaders[o.type].parse(o.config);
  return {
    id: newBlockId(),
    type: o.type,
    title: typeof o.title === 'string' ? o.title : '',
    icon: typeof o.icon === 'string' && o.icon ? o.icon : o.type,
    config,
  } as Block;
}

export type ParseStatus = 'ok' | 'empty' | 'malformed';

/**
 * The blocks of a company's templateConfig. `empty`: nothing saved yet; `malformed`: not JSON, or
 * not a list of blocks (blocks is then []). Accepts `[...]` and `{ blocks: [...] }`.
 * @example parseTemplateConfig('[{"type":"text","config":{"content":"Hi"}}]').blocks[0].config.fontSize // '16px'
 */
export function parseTemplateConfig(textValue: string | null | undefined): { status: ParseStatus; blocks: Block[] } {
  const raw = (textValue ?? '').trim();
  if (!raw) return { status: 'empty', blocks: [] };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: 'malformed', blocks: [] };
  }
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { blocks?: unknown }).blocks)
      ? (value as { blocks: unknown[] }).blocks
      : null;
  if (!list) return { status: 'malformed', blocks: [] };
  return { status: 'ok', blocks: list.map(readBlock).filter((b): b is Block => b !== null) };
}

/** The page as JSON text for templateConfig: `[{ title, icon, type, config }]` (no editor ids). */
export function serializeTemplateConfig(blocks: readonly Block[]): string {
  return JSON.stringify(blocks.map(({ title, icon, type, config }) => ({ title, icon, type, config })));
}

/** Whether a text block's content is HTML (shown through SafeHtml). */
export function isHtmlText(config: TextConfig): boolean {
  return config.type === 'html' || /<([a-z][a-z0-9]*)\b[^>]*>/i.test(config.content);
}

/** A #rgb colour as #rrggbb (for <input type="color">); names and others give the fallback. */
export function toHex6(value: string, fallback = '#000000'): string {
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${v.slice(1).split('').map((c) => c + c).join('')}`;
  if (v === 'black') return '#000000';
  if (v === 'white') return '#ffffff';
  return fallback;
}

/** Moves one item of a list (drag and drop, move up/down). */
export function moveBlock<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

// ── Default pages per template ──────────────────────────────────────────────────────────────

/** The words of the default pages, in the interface language (template.defaults.* in the locales). */
export const DEFAULT_COPY_KEYS = [
  'introTitle', 'introHeading', 'introText', 'products', 'video', 'productSearch',
  'advantagesTitle', 'advantagesHeading', 'advantagesText', 'stores', 'joinLink',
  'servicesTitle', 'servicesHeading', 'servicesText', 'cases', 'contactLink',
  'storyTitle', 'storyHeading', 'storyText', 'brandPictures', 'brandLink',
] as const;
export type DefaultCopyKey = (typeof DEFAULT_COPY_KEYS)[number];
export type DefaultCopy = Record<DefaultCopyKey, string>;

interface PlanItem {
  type: BlockType;
  /** The block's title: its name in the block list, different from every other block's of the page. */
  title: DefaultCopyKey;
  /** The block's words (text content, title text, link text, search words); defaults to the title. */
  words?: DefaultCopyKey;
}

const PLANS: Record<TemplateKind, Record<BlockSet, PlanItem[]>> = {
  factory: {
    reduced: [
      { type: 'text', title: 'introTitle', words: 'introText' },
      { type: 'picture', title: 'products' },
      { type: 'video', title: 'video' },
    ],
    full: [
      { type: 'title', title: 'introHeading', words: 'introTitle' },
      { type: 'text', title: 'introTitle', words: 'introText' },
      { type: 'picture', title: 'products' },
      { type: 'search', title: 'productSearch' },
      { type: 'video', title: 'video' },
    ],
  },
  franchisee: {
    reduced: [
      { type: 'picture', title: 'stores' },
      { type: 'text', title: 'advantagesTitle', words: 'advantagesText' },
      { type: 'video', title: 'video' },
    ],
    full: [
      { type: 'title', title: 'advantagesHeading', words: 'advantagesTitle' },
      { type: 'picture', title: 'stores' },
      { type: 'text', title: 'advantagesTitle', words: 'advantagesText' },
      { type: 'link', title: 'joinLink' },
      { type: 'video', title: 'video' },
    ],
  },
  service: {
    reduced: [
      { type: 'text', title: 'servicesTitle', words: 'servicesText' },
      { type: 'video', title: 'video' },
      { type: 'picture', title: 'cases' },
    ],
    full: [
      { type: 'title', title: 'servicesHeading', words: 'servicesTitle' },
      { type: 'text', title: 'servicesTitle', words: 'servicesText' },
      { type: 'picture', title: 'cases' },
      { type: 'link', title: 'contactLink' },
      { type: 'video', title: 'video' },
    ],
  },
  brand: {
    reduced: [
      { type: 'picture', title: 'brandPictures' },
      { type: 'text', title: 'storyTitle', words: 'storyText' },
      { type: 'video', title: 'video' },
    ],
    full: [
      { type: 'title', title: 'storyHeading', words: 'storyTitle' },
      { type: 'picture', title: 'brandPictures' },
      { type: 'link', title: 'brandLink' },
      { type: 'text', title: 'storyTitle', words: 'storyText' },
      { type: 'search', title: 'productSearch' },
    ],
  },
};

function planBlock({ type, title, words }: PlanItem, copy: DefaultCopy): Block {
  const w = copy[words ?? title];
  switch (type) {
    case 'text':
      return createBlock('text', { title: copy[title], config: { content: w } });
    case 'title':
      return createBlock('title', { title: copy[title], config: { text: w } });
    case 'link':
      return createBlock('link', { title: copy[title], config: { text: w } });
    case 'search':
      return createBlock('search', { title: copy[title], config: { words: w } });
    default:
      return createBlock(type, { title: copy[title] });
  }
}

/**
 * A block name not yet used on the page: the name itself, else the name numbered ('文字 2', 'Text 3').
 * @example distinctTitle('文字', [{ title: '文字' }]) // '文字 2'
 */
export function distinctTitle(name: string, blocks: readonly Pick<Block, 'title'>[]): string {
  const taken = new Set(blocks.map((b) => b.title.trim()));
  const base = name.trim();
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
}

/** The page a template starts from: e.g. factory = company intro text + product pictures + video. Every block has its own name. */
export function defaultPage(kind: TemplateKind, set: BlockSet, copy: DefaultCopy): Block[] {
  return PLANS[kind][set].reduce<Block[]>((page, item) => {
    const block = planBlock(item, copy);
    return [...page, { ...block, title: distinctTitle(block.title, page) }];
  }, []);
}

/**
 * The page builder's block model (001 §3 "Custom block", §9 defaults) and its reducer (§4: active
 * block index, save flag, destroy flag).
 */
import { describe, expect, it } from 'vitest';
import { CompanyTemplateType } from '@gen/api/model';
import {
  BLOCK_SETS,
  BLOCK_TYPES,
  builderRoute,
  choiceRoute,
  createBlock,
  defaultConfig,
  defaultPage,
  distinctTitle,
  isHtmlText,
  kindOfTemplateType,
  moveBlock,
  parseTemplateConfig,
  serializeTemplateConfig,
  TEMPLATE_KINDS,
  templateTypeOf,
  toHex6,
  type Block,
} from '@/features/template/blocks';
import { builderReducer, initBuilder, isDirty } from '@/features/template/builderState';
import { templateEn } from '@/lib/i18n/locales/template.en';
import { templateZh } from '@/lib/i18n/locales/template.zh';

const copy = templateZh.defaults;
const withoutIds = (blocks: readonly Block[]) => blocks.map(({ id: _id, ...rest }) => rest);

describe('block defaults (001 §9)', () => {
  it('text: 16px, black, left', () => {
    expect(defaultConfig('text')).toEqual({ type: 'plain', content: '', fontSize: '16px', color: '#000000', position: 'left' });
  });
  it('video: time 5000', () => {
    expect(defaultConfig('video')).toMatchObject({ time: 5000, link: '', cover: '' });
  });
  it('title: padding 3px', () => {
    expect(defaultConfig('title').padding).toBe(3);
  });
  it('search: circular, #ccc / #f5f5f5 / #91c0ec', () => {
    const search = defaultConfig('search');
    expect(search.style).toBe('circular');
    expect(Object.values(search.colors)).toEqual(['#ccc', '#f5f5f5', '#91c0ec']);
  });
  it('picture: padding, spacing and an empty list of {url, title, link}', () => {
    expect(defaultConfig('picture')).toEqual({ padding: 0, spacing: 8, list: [] });
  });
  it('hands out fresh copies (editing one block never changes the defaults)', () => {
    const a = createBlock('search');
    a.config.colors.border = '#000';
    expect(defaultConfig('search').colors.border).toBe('#ccc');
    expect(createBlock('search').id).not.toBe(a.id);
  });
  it('a new block is { title, icon, type, config }', () => {
    const block = createBlock('text', { title: '简介', config: { content: 'Hi' } });
    expect(block).toMatchObject({ type: 'text', title: '简介', icon: 'text', config: { content: 'Hi', fontSize: '16px' } });
  });
});

describe('block sets', () => {
  it('full has the six types; reduced has text, picture and video', () => {
    expect(BLOCK_SETS.full).toEqual(['text', 'picture', 'title', 'link', 'search', 'video']);
    expect(BLOCK_SETS.reduced).toEqual(['text', 'picture', 'video']);
    expect(BLOCK_TYPES).toHaveLength(6);
  });
  it('default pages use only their set’s types', () => {
    for (const kind of TEMPLATE_KINDS) {
      for (const set of ['full', 'reduced'] as const) {
        const page = defaultPage(kind, set, copy);
        expect(page.length).toBeGreaterThan(0);
        expect(page.every((b) => BLOCK_SETS[set].includes(b.type))).toBe(true);
      }
    }
  });
  it('factory: intro text + product pictures + video; brand (full): title + picture + link', () => {
    expect(defaultPage('factory', 'reduced', copy).map((b) => b.type)).toEqual(['text', 'picture', 'video']);
    expect(defaultPage('factory', 'reduced', copy)[0]!.config).toMatchObject({ content: copy.introText });
    expect(defaultPage('brand', 'full', copy).map((b) => b.type).slice(0, 3)).toEqual(['title', 'picture', 'link']);
  });
  it('every block of a default page has its own name, in both languages (the block list tells them apart)', () => {
    for (const words of [templateZh.defaults, templateEn.defaults]) {
      for (const kind of TEMPLATE_KINDS) {
        for (const set of ['full', 'reduced'] as const) {
          const names = defaultPage(kind, set, words).map((b) => b.title);
          expect(new Set(names).size, `${kind}/${set}: ${names.join(', ')}`).toBe(names.length);
          expect(names.every((n) => n.trim() !== '')).toBe(true);
        }
      }
    }
    // The title block above the intro text is the intro's heading; it keeps the words as its text.
    const [heading, intro] = defaultPage('factory', 'full', copy);
    expect([heading!.title, intro!.title]).toEqual(['公司简介标题', '公司简介']);
    expect(heading!.config).toMatchObject({ text: '公司简介' });
  });
  it('names a new block after a name not yet used on the page', () => {
    const page = [createBlock('text', { title: '文字' }), createBlock('text', { title: '文字 2' }), createBlock('picture', { title: '图片' })];
    expect(distinctTitle('文字', page)).toBe('文字 3');
    expect(distinctTitle('视频', page)).toBe('视频');
    expect(distinctTitle(' 图片 ', page)).toBe('图片 2');
  });
  it('the English words have the same keys', () => {
    expect(Object.keys(templateEn.defaults).sort()).toEqual(Object.keys(copy).sort());
  });
});

describe('template kinds', () => {
  it('map to Company.templateType 1-4 and back', () => {
    expect(TEMPLATE_KINDS.map(templateTypeOf)).toEqual([CompanyTemplateType.Factory, CompanyTemplateType.Franchisee, CompanyTemplateType.Service, CompanyTemplateType.Brand]);
    expect(kindOfTemplateType(4)).toBe('brand');
    expect(kindOfTemplateType(0)).toBeUndefined();
    expect(kindOfTemplateType(undefined)).toBeUndefined();
  });
  it('know their pages', () => {
    expect(builderRoute('service', 'reduced')).toBe('/exhibition{-$lang}/index/template/service');
    expect(builderRoute('service', 'full')).toBe('/exhibition{-$lang}/index/template/service-new');
    expect(choiceRoute('full')).toBe('/exhibition{-$lang}/index/template/choice-new');
  });
});

describe('parse / serialize templateConfig', () => {
  it('round-trips every block type', () => {
    const page: Block[] = [
      createBlock('title', { title: 'T', config: { text: 'About', padding: 6, position: 'center' } }),
      createBlock('text', { config: { type: 'html', content: '<p>Hi</p>', fontSize: '20px', color: '#336699', position: 'right' } }),
      createBlock('picture', { config: { padding: 4, spacing: 2, list: [{ url: 'https://x/a.jpg', title: 'A', link: { type: 'url', value: 'https://x' } }] } }),
      createBlock('link', { config: { text: 'Go', link: { type: 'product', value: 'p1' }, position: 'left' } }),
      createBlock('search', { config: { words: 'pumps', style: 'square', position: 'left', colors: { border: '#111', background: '#222', button: '#333' } } }),
      createBlock('video', { config: { link: 'https://x/v.mp4', cover: 'https://x/c.jpg', coverType: 'custom', time: 8000 } }),
    ];
    const text = serializeTemplateConfig(page);
    const parsed = parseTemplateConfig(text);
    expect(parsed.status).toBe('ok');
    expect(withoutIds(parsed.blocks)).toEqual(withoutIds(page));
    expect(serializeTemplateConfig(parsed.blocks)).toBe(text);
  });
  it('saves { title, icon, type, config } without editor ids', () => {
    const [saved] = JSON.parse(serializeTemplateConfig([createBlock('text')])) as Record<string, unknown>[];
    expect(Object.keys(saved!).sort()).toEqual(['config', 'icon', 'title', 'type']);
  });
  it('reads empty and malformed text safely', () => {
    expect(parseTemplateConfig('')).toEqual({ status: 'empty', blocks: [] });
    expect(parseTemplateConfig(undefined)).toEqual({ status: 'empty', blocks: [] });
    expect(parseTemplateConfig('[{"type":"text"')).toEqual({ status: 'malformed', blocks: [] });
    expect(parseTemplateConfig('42')).toEqual({ status: 'malformed', blocks: [] });
    expect(parseTemplateConfig('{"foo":1}')).toEqual({ status: 'malformed', blocks: [] });
  });
  it('drops unknown or broken blocks and fills in missing or wrong fields', () => {
    const { status, blocks } = parseTemplateConfig(
      JSON.stringify([
        { type: 'marquee', config: {} },
        null,
        'text',
        { type: 'text' },
        { type: 'video', config: { time: 'soon', coverType: 'gif' } },
        { type: 'title', config: { padding: '10px' } },
        { type: 'search', config: { colors: ['#000', 'nope'] } },
        { type: 'picture', config: { list: ['https://x/a.jpg', { title: 'no url' }, { url: 'https://x/b.jpg', link: 'https://y' }] } },
        { type: 'text', title: 5, config: { fontSize: 18, color: 'red; background:url(x)', position: 'middle' } },
      ]),
    );
    expect(status).toBe('ok');
    expect(blocks.map((b) => b.type)).toEqual(['text', 'video', 'title', 'search', 'picture', 'text']);
    expect(blocks[0]!.config).toEqual(defaultConfig('text'));
    expect(blocks[1]!.config).toEqual(defaultConfig('video'));
    expect(blocks[2]!.config).toMatchObject({ padding: 10 });
    expect(blocks[3]!.config).toMatchObject({ style: 'circular', colors: { border: '#000', background: '#f5f5f5', button: '#91c0ec' } });
    expect(blocks[4]!.config).toMatchObject({
      list: [
        { url: 'https://x/a.jpg', title: '', link: { type: 'none', value: '' } },
        { url: 'https://x/b.jpg', title: '', link: { type: 'url', value: 'https://y' } },
      ],
    });
    expect(blocks[5]).toMatchObject({ title: '', icon: 'text', config: { fontSize: '18px', color: '#000000', position: 'left' } });
  });
  it('also reads { blocks: [...] }', () => {
    expect(parseTemplateConfig('{"blocks":[{"type":"video"}]}').blocks[0]!.config).toMatchObject({ time: 5000 });
  });
});

describe('helpers', () => {
  it('tells HTML text', () => {
    expect(isHtmlText({ ...defaultConfig('text'), content: '<p>x</p>' })).toBe(true);
    expect(isHtmlText({ ...defaultConfig('text'), content: 'a < b' })).toBe(false);
    expect(isHtmlText({ ...defaultConfig('text'), type: 'html' })).toBe(true);
  });
  it('expands colours for the colour picker', () => {
    expect(toHex6('#ccc')).toBe('#cccccc');
    expect(toHex6('#91C0EC')).toBe('#91c0ec');
    expect(toHex6('black')).toBe('#000000');
    expect(toHex6('teal', '#123456')).toBe('#123456');
  });
  it('moves blocks', () => {
    expect(moveBlock(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveBlock(['a', 'b', 'c'], 0, 5)).toEqual(['a', 'b', 'c']);
  });
});

describe('builder reducer', () => {
  const page = () => defaultPage('factory', 'reduced', copy);

  it('starts clean with no active block', () => {
    const s = initBuilder(page());
    expect(s).toMatchObject({ active: -1, saving: false, destroying: -1, invalid: false });
    expect(isDirty(s)).toBe(false);
  });
  it('adds a block at the end and makes it active; edits make the page dirty', () => {
    let s = initBuilder(page());
    s = builderReducer(s, { type: 'add', block: createBlock('text') });
    expect(s.active).toBe(3);
    expect(isDirty(s)).toBe(true);
    s = builderReducer(s, { type: 'update', index: 3, title: 'New', config: { ...defaultConfig('text'), content: 'Hello' } });
    expect(s.blocks[3]).toMatchObject({ title: 'New', config: { content: 'Hello' } });
  });
  it('keeps the active block active while moving', () => {
    let s = builderReducer(initBuilder(page()), { type: 'select', index: 2 });
    const id = s.blocks[2]!.id;
    s = builderReducer(s, { type: 'move', from: 2, to: 0 });
    expect(s.blocks[0]!.id).toBe(id);
    expect(s.active).toBe(0);
    s = builderReducer(s, { type: 'move', from: 1, to: 2 });
    expect(s.active).toBe(0);
    // Moving back gives the saved page again: not dirty.
    const back = builderReducer(builderReducer(initBuilder(page()), { type: 'move', from: 0, to: 1 }), { type: 'move', from: 1, to: 0 });
    expect(isDirty(back)).toBe(false);
  });
  it('removes after the destroy flag, adjusting the active index', () => {
    let s = builderReducer(initBuilder(page()), { type: 'select', index: 2 });
    s = builderReducer(s, { type: 'askRemove', index: 0 });
    expect(s.destroying).toBe(0);
    s = builderReducer(s, { type: 'remove', index: 0 });
    expect(s).toMatchObject({ destroying: -1, active: 1 });
    expect(s.blocks).toHaveLength(2);
    s = builderReducer(s, { type: 'askRemove', index: 1 });
    s = builderReducer(s, { type: 'cancelRemove' });
    expect(s.destroying).toBe(-1);
    s = builderReducer(s, { type: 'remove', index: 1 });
    expect(s.active).toBe(-1);
  });
  it('save flag: saving, then the page as sent becomes the saved page', () => {
    let s = builderReducer(initBuilder(page()), { type: 'add', block: createBlock('video') });
    const sent = serializeTemplateConfig(s.blocks);
    s = builderReducer(s, { type: 'saving' });
    expect(s.saving).toBe(true);
    // An edit made while the save runs stays unsaved.
    s = builderReducer(s, { type: 'add', block: createBlock('text') });
    s = builderReducer(s, { type: 'saved', baseline: sent });
    expect(s.saving).toBe(false);
    expect(isDirty(s)).toBe(true);
    s = builderReducer(s, { type: 'saved', baseline: serializeTemplateConfig(s.blocks) });
    expect(isDirty(s)).toBe(false);
    expect(builderReducer({ ...s, saving: true }, { type: 'saveFailed' }).saving).toBe(false);
  });
  it('reset replaces the blocks and closes the settings', () => {
    let s = builderReducer(initBuilder(page()), { type: 'select', index: 1 });
    s = builderReducer(s, { type: 'reset', blocks: defaultPage('brand', 'reduced', copy) });
    expect(s.active).toBe(-1);
    expect(s.blocks[0]!.type).toBe('picture');
  });
  it('ignores indexes out of range', () => {
    const s = initBuilder(page());
    expect(builderReducer(s, { type: 'select', index: 9 })).toBe(s);
    expect(builderReducer(s, { type: 'move', from: 0, to: 9 })).toBe(s);
  });
});

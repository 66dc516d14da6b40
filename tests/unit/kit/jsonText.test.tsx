/** JSON-text helpers: round trips, and bad or legacy input never throws. */
import { describe, expect, it } from 'vitest';
import {
  firstImage, parseImageList, parseIntroBlocks, parseVideoList, serializeImageList, serializeIntroBlocks, serializeVideoList,
  type IntroBlock, type VideoItem,
} from '@/components/kit';

describe('image lists (product banner)', () => {
  it('round-trips', () => {
    const urls = ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.png'];
    expect(parseImageList(serializeImageList(urls))).toEqual(urls);
    expect(serializeImageList(urls)).toBe('["https://cdn.example.com/a.jpg","https://cdn.example.com/b.png"]');
    expect(serializeImageList([])).toBe('');
    expect(serializeImageList(['  ', 'https://x/a.jpg '])).toBe('["https://x/a.jpg"]');
  });

  it('reads legacy and malformed values', () => {
    expect(parseImageList('https://cdn.example.com/a.jpg')).toEqual(['https://cdn.example.com/a.jpg']);
    expect(parseImageList('"https://cdn.example.com/a.jpg"')).toEqual(['https://cdn.example.com/a.jpg']);
    expect(parseImageList('["https://x/a.jpg",')).toEqual(['["https://x/a.jpg",']);
    expect(parseImageList('[{"url":"https://x/a.jpg"},{"name":"no url"},3]')).toEqual(['https://x/a.jpg']);
    expect(parseImageList('')).toEqual([]);
    expect(parseImageList(null)).toEqual([]);
    expect(parseImageList(undefined)).toEqual([]);
    expect(parseImageList('[]')).toEqual([]);
    expect(parseImageList('null')).toEqual(['null']);
    expect(firstImage('["https://x/a.jpg","https://x/b.jpg"]')).toBe('https://x/a.jpg');
    expect(firstImage('')).toBeUndefined();
  });
});

describe('video lists', () => {
  it('round-trips', () => {
    const videos: VideoItem[] = [
      { url: 'https://cdn.example.com/v1.mp4', cover: 'https://cdn.example.com/c1.jpg', name: '产品演示' },
      { url: 'https://cdn.example.com/v2.webm', cover: '', name: '' },
    ];
    expect(parseVideoList(serializeVideoList(videos))).toEqual(videos);
    expect(serializeVideoList([])).toBe('');
    expect(serializeVideoList([{ url: '', cover: 'x', name: 'y' }])).toBe('');
    expect(parseVideoList(serializeVideoList([{ url: 'https://x/v.mp4', cover: '', name: '产品 ' }]))[0].name).toBe('产品 ');
  });

  it('reads legacy and malformed values', () => {
    expect(parseVideoList('https://cdn.example.com/v.mp4')).toEqual([{ url: 'https://cdn.example.com/v.mp4', cover: '', name: '' }]);
    expect(parseVideoList('["https://x/v.mp4"]')).toEqual([{ url: 'https://x/v.mp4', cover: '', name: '' }]);
    expect(parseVideoList('{"url":"https://x/v.mp4","cover":"https://x/c.jpg","name":"单个"}')).toEqual([
      { url: 'https://x/v.mp4', cover: 'https://x/c.jpg', name: '单个' },
    ]);
    expect(parseVideoList('[{"url":"https://x/v.mp4",')).toEqual([{ url: '[{"url":"https://x/v.mp4",', cover: '', name: '' }]);
    expect(parseVideoList('[{"cover":"x"}, null, 5]')).toEqual([]);
    expect(parseVideoList('')).toEqual([]);
  });
});

describe('structured introduction (styleId 1)', () => {
  it('round-trips and drops empty blocks', () => {
    const blocks: IntroBlock[] = [
      { type: 'text', content: '第一段介绍' },
      { type: 'image', content: 'https://cdn.example.com/i.jpg' },
      { type: 'text', content: '<b>不是 HTML 解析</b>' },
    ];
    expect(parseIntroBlocks(serializeIntroBlocks(blocks))).toEqual(blocks);
    expect(serializeIntroBlocks([{ type: 'text', content: '  ' }, { type: 'image', content: '' }])).toBe('');
  });

  it('treats plain text, HTML and malformed JSON as one text block', () => {
    expect(parseIntroBlocks('纯文本介绍')).toEqual([{ type: 'text', content: '纯文本介绍' }]);
    expect(parseIntroBlocks('<p>旧的富文本</p>')).toEqual([{ type: 'text', content: '<p>旧的富文本</p>' }]);
    expect(parseIntroBlocks('[{"type":"text","content":"半截"')).toEqual([{ type: 'text', content: '[{"type":"text","content":"半截"' }]);
    expect(parseIntroBlocks('"一个 JSON 字符串"')).toEqual([{ type: 'text', content: '一个 JSON 字符串' }]);
    expect(parseIntroBlocks('{"type":"image"}')).toEqual([{ type: 'text', content: '{"type":"image"}' }]);
    expect(parseIntroBlocks('[{"type":"img","url":"https://x/a.jpg"},"文字",null]')).toEqual([
      { type: 'image', content: 'https://x/a.jpg' },
      { type: 'text', content: '文字' },
    ]);
    expect(parseIntroBlocks('')).toEqual([]);
    expect(parseIntroBlocks(undefined)).toEqual([]);
  });

  it('reads page-builder shaped blocks ({type, config}) without losing their text or pictures', () => {
    const stored = JSON.stringify([
      { type: 'title', config: { title: '六轴协作机器人', padding: '3px' } },
      { type: 'text', config: { content: '负载 10 kg', fontSize: '16px' } },
      { type: 'picture', config: { list: [{ url: 'https://x/1.jpg' }, { url: 'https://x/2.jpg' }] } },
    ]);
    expect(parseIntroBlocks(stored)).toEqual([
      { type: 'text', content: '六轴协作机器人' },
      { type: 'text', content: '负载 10 kg' },
      { type: 'image', content: 'https://x/1.jpg' },
      { type: 'image', content: 'https://x/2.jpg' },
    ]);
  });
});

/**
 * List URLs: every list page reads paging, sort and keyword from its URL with its own defaults.
 * The shared fields are built once per page size and default sort (listSearch.ts), so pages with
 * different defaults must not see each other's.
 */
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { listSearchSchema } from '@/components/list/listSearch';

const plain = listSearchSchema({ isShow: z.boolean() });
const twenty = listSearchSchema({}, { pageSize: 20 });
const newestFirst = listSearchSchema({}, { sort: { propertyName: 'createTime', direction: 'desc' } });
const byStart = listSearchSchema({}, { pageSize: 20, sort: { propertyName: 'startTime', direction: 'asc' } });
const plainAgain = listSearchSchema({ status: z.enum(['a', 'b']) });

describe('a list URL opened bare gets its own page’s defaults', () => {
  test.each([
    ['plain', plain, { pageIndex: 1, pageSize: 10 }],
    ['20 a page', twenty, { pageIndex: 1, pageSize: 20 }],
    ['newest first', newestFirst, { pageIndex: 1, pageSize: 10, sort: { propertyName: 'createTime', direction: 'desc' } }],
    ['20 a page, by start time', byStart, { pageIndex: 1, pageSize: 20, sort: { propertyName: 'startTime', direction: 'asc' } }],
    ['another plain one', plainAgain, { pageIndex: 1, pageSize: 10 }],
  ])('%s', (_, schema, expected) => {
    expect(schema.parse({})).toEqual(expected);
  });
});

test('a hand-edited URL still opens the list: bad values fall back to that page’s defaults, good ones are kept', () => {
  expect(byStart.parse({ pageIndex: -3, pageSize: 'many', sort: { propertyName: '', direction: 'up' }, keyword: 'x'.repeat(101) })).toEqual({
    pageIndex: 1,
    pageSize: 20,
    sort: { propertyName: 'startTime', direction: 'asc' },
  });
  expect(plain.parse({ pageIndex: 3, pageSize: 50, sort: { propertyName: 'name', direction: 'asc' }, keyword: '上海', isShow: 'yes' })).toEqual({
    pageIndex: 3,
    pageSize: 50,
    sort: { propertyName: 'name', direction: 'asc' },
    keyword: '上海',
  });
  expect(plainAgain.parse({ status: 'b', isShow: true })).toEqual({ pageIndex: 1, pageSize: 10, status: 'b' });
});

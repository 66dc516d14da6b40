/**
 * The release pages (see definePages). Publishing and editing are one page (`release-new`, `?id=` edits).
 * Route files spread these options; the data loaders come from the resources (defineResource).
 */
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';

const kind = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const releasePages = definePages({
  domain: 'release',
  scope: 'company',
  section: 'content',
  paths: { list: '/exhibition{-$lang}/index/release', create: '/exhibition{-$lang}/index/release-new', edit: '/exhibition{-$lang}/index/release-new' },
  titles: { list: 'nav.exhibitor.release', create: 'release.edit.title', edit: 'release.edit.editTitle' },
  search: lazySchema(() => listSearchSchema({ type: kind, auditStatus: kind, isShow: z.boolean() })),
});

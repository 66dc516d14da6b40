/**
 * The company's news pages (see definePages).
 * Route files spread these options; the data loaders come from the resources (defineResource).
 */
import { NewsAuditStatus } from '@gen/api/model';
import { z } from 'zod';
import { definePages, listSearchSchema } from '@/components/kit';

export const newsPages = definePages({
  domain: 'showcase',
  scope: 'join',
  section: 'content',
  paths: { list: '/exhibition{-$lang}/index/news', create: '/exhibition{-$lang}/index/add-news', edit: '/exhibition{-$lang}/index/edit-news' },
  titles: { list: 'nav.exhibitor.news', create: 'nav.exhibitor.add-news', edit: 'nav.exhibitor.edit-news' },
  search: listSearchSchema({
    auditStatus: z.union([z.literal(NewsAuditStatus.Pending), z.literal(NewsAuditStatus.Approved), z.literal(NewsAuditStatus.Rejected)]),
  }),
});

/**
 * The news pages: the company's (reviewed by the organiser) and the organiser's own (see definePages).
 * Route files spread these options; the data loaders come from the resources (defineResource).
 */
import { NewsAuditStatus } from '@gen/api/model';
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';

/** A news item's review state in a list URL. */
const newsAudit = z.union([z.literal(NewsAuditStatus.Pending), z.literal(NewsAuditStatus.Approved), z.literal(NewsAuditStatus.Rejected)]);

export const newsPages = definePages({
  domain: 'showcase',
  scope: 'join',
  section: 'content',
  paths: { list: '/exhibition{-$lang}/index/news', create: '/exhibition{-$lang}/index/add-news', edit: '/exhibition{-$lang}/index/edit-news' },
  titles: { list: 'nav.exhibitor.news', create: 'nav.exhibitor.add-news', edit: 'nav.exhibitor.edit-news' },
  search: lazySchema(() => listSearchSchema({ auditStatus: newsAudit })),
});

/** The organiser's own news of the current exhibition (新闻管理): published directly, no review. */
export const hostNewsPages = definePages({
  domain: 'showcase',
  scope: 'exhibition',
  section: 'set',
  paths: { list: '/host/index/set/news', create: '/host/index/set/newsadd', edit: '/host/index/set/newsedit' },
  titles: { list: 'nav.host.set.news', create: 'nav.host.set.newsadd', edit: 'nav.host.set.newsedit' },
  search: lazySchema(() => listSearchSchema({ isShow: z.boolean() }, { sort: { propertyName: 'showIndex', direction: 'asc' } })),
});

/**
 * 展商新闻 as the organiser sees it: every exhibitor's news of the current exhibition, to review,
 * show or hide, and to write on an exhibitor's behalf.
 */
export const exhibitorNewsPages = definePages({
  domain: 'showcase',
  scope: 'exhibition',
  section: 'set',
  paths: { list: '/host/index/set/Exnews', create: '/host/index/set/Exnewsadd', edit: '/host/index/set/Exnewsedit' },
  titles: { list: 'nav.host.set.Exnews', create: 'nav.host.set.Exnewsadd', edit: 'nav.host.set.Exnewsedit' },
  search: lazySchema(() => listSearchSchema({ auditStatus: newsAudit, isShow: z.boolean() })),
});

/**
 * 新闻审核: the same news as a review queue (audit section): waiting ones first; opening one for a
 * change leads to the exhibitors' news form.
 */
export const newsReviewPages = definePages({
  domain: 'showcase',
  scope: 'exhibition',
  section: 'audit',
  paths: { list: '/host/index/audit/news', edit: '/host/index/set/Exnewsedit' },
  titles: { list: 'nav.host.audit.news', edit: 'nav.host.set.Exnewsedit' },
  search: lazySchema(() => listSearchSchema({ auditStatus: newsAudit, isShow: z.boolean() }, { sort: { propertyName: 'auditStatus', direction: 'asc' } })),
});

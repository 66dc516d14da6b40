/** The company's news for the current exhibition (reviewed by the organiser before it shows). */
import { getNewsExhibitorGetByJoinIdQueryOptions, getNewsExhibitorGetQueryOptions, newsExhibitorCreate, newsExhibitorDelete, newsExhibitorSetShow, newsExhibitorUpdate } from '@gen/api/news/news';
import { NewsAuditStatus, type NewsExhibitorInput } from '@gen/api/model';
import { z } from 'zod';
import { defineResource, listSearchSchema } from '@/components/kit';

export const news = defineResource({
  domain: 'showcase',
  scope: 'join',
  section: 'content',
  paths: { list: '/exhibition{-$lang}/index/news', create: '/exhibition{-$lang}/index/add-news', edit: '/exhibition{-$lang}/index/edit-news' },
  titles: { list: 'nav.exhibitor.news', create: 'nav.exhibitor.add-news', edit: 'nav.exhibitor.edit-news' },
  search: listSearchSchema({
    auditStatus: z.union([z.literal(NewsAuditStatus.Pending), z.literal(NewsAuditStatus.Approved), z.literal(NewsAuditStatus.Rejected)]),
  }),
  list: (request, joinId) => getNewsExhibitorGetByJoinIdQueryOptions({ ...request, joinId }),
  one: (id) => getNewsExhibitorGetQueryOptions({ id }),
  create: (values: Omit<NewsExhibitorInput, 'joinId'>, joinId) => newsExhibitorCreate({ ...values, joinId }),
  // An edited item stays with the join it was written for.
  update: (id, values, joinId, record) => newsExhibitorUpdate({ ...values, id, joinId: record?.data.joinId ?? joinId }),
  remove: (row) => newsExhibitorDelete({ id: row.id }),
  setShow: (row, isShow) => newsExhibitorSetShow({ id: row.id, isShow }),
  nameOf: (row) => row.title,
});

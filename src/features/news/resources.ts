/** The company's news for the current exhibition (reviewed by the organiser before it shows). */
import { getNewsExhibitorGetByJoinIdQueryOptions, getNewsExhibitorGetQueryOptions, newsExhibitorCreate, newsExhibitorDelete, newsExhibitorSetShow, newsExhibitorUpdate } from '@gen/api/news/news';
import type { NewsExhibitorInput } from '@gen/api/model';
import { defineResource } from '@/components/kit';
import { newsPages } from './routes';

export const news = defineResource(newsPages, {
  list: (request, joinId) => getNewsExhibitorGetByJoinIdQueryOptions({ ...request, joinId }),
  one: (id) => getNewsExhibitorGetQueryOptions({ id }),
  create: (values: Omit<NewsExhibitorInput, 'joinId'>, joinId) => newsExhibitorCreate({ ...values, joinId }),
  // An edited item stays with the join it was written for.
  update: (id, values, joinId, record) => newsExhibitorUpdate({ ...values, id, joinId: record?.data.joinId ?? joinId }),
  remove: (row) => newsExhibitorDelete({ id: row.id }),
  setShow: (row, isShow) => newsExhibitorSetShow({ id: row.id, isShow }),
  nameOf: (row) => row.title,
});

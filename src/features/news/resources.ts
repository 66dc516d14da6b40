/**
 * News: the company's for the current exhibition (reviewed by the organiser before it shows), and
 * the organiser's own for the exhibition (published directly).
 */
import {
  getNewsExhibitorAllQueryOptions, getNewsExhibitorGetByJoinIdQueryOptions, getNewsExhibitorGetQueryOptions, getNewsHostAllQueryOptions, getNewsHostGetQueryOptions, newsExhibitorCreate,
  newsExhibitorDelete, newsExhibitorSetShow, newsExhibitorUpdate, newsHostCreate, newsHostDelete, newsHostUpdate,
} from '@gen/api/news/news';
import type { NewsExhibitorInput, NewsHost, NewsHostInput } from '@gen/api/model';
import { defineResource } from '@/components/kit';
import { exhibitorNewsPages, hostNewsPages, newsPages, newsReviewPages } from './routes';

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

export type HostNewsValues = Omit<NewsHostInput, 'exhibitionId'>;

/** What an update sends back of a stored item: its editable fields (the list has no show call of its own). */
const hostNewsInput = (n: NewsHost): NewsHostInput => ({
  exhibitionId: n.exhibitionId, title: n.title, titleEn: n.titleEn, cover: n.cover, summary: n.summary, content: n.content ?? '',
  isShow: n.isShow, showIndex: n.showIndex, publishTime: n.publishTime,
});

export const hostNews = defineResource(hostNewsPages, {
  list: (request, exhibitionId) => getNewsHostAllQueryOptions({ ...request, exhibitionId }),
  one: (id) => getNewsHostGetQueryOptions({ id }),
  create: (values: HostNewsValues, exhibitionId) => newsHostCreate({ ...values, exhibitionId }),
  // An edited item stays in the exhibition it was published for.
  update: (id, values, exhibitionId, record) => newsHostUpdate({ ...values, id, exhibitionId: record?.data.exhibitionId ?? exhibitionId }),
  remove: (row) => newsHostDelete({ id: row.id }),
  setShow: (row, isShow) => newsHostUpdate({ ...hostNewsInput(row), id: row.id, isShow }),
  nameOf: (row) => row.title,
});

/** What the organiser's form sends: the news and whose it is (checked by the form). */
export type ExhibitorNewsValues = Omit<NewsExhibitorInput, 'joinId'> & { joinId?: string };

/** Exhibitors' news as the organiser handles it (one declaration per page set that shows it). */
const exhibitorNewsOf = (pages: typeof exhibitorNewsPages) =>
  defineResource(pages, {
    list: ({ isShow, ...request }, exhibitionId) => getNewsExhibitorAllQueryOptions({ ...request, exhibitionId }, isShow === undefined ? undefined : { show: isShow }),
    one: (id) => getNewsExhibitorGetQueryOptions({ id }),
    // Written on an exhibitor's behalf, it names the join.
    create: (values: ExhibitorNewsValues) => newsExhibitorCreate({ ...values, joinId: values.joinId ?? '' }),
    update: (id, values, _exhibitionId, record) => newsExhibitorUpdate({ ...values, id, joinId: record.data.joinId }),
    remove: (row) => newsExhibitorDelete({ id: row.id }),
    setShow: (row, isShow) => newsExhibitorSetShow({ id: row.id, isShow }),
    nameOf: (row) => row.title,
  });

/** 展商新闻 (set/Exnews …). */
export const exhibitorNews = exhibitorNewsOf(exhibitorNewsPages);
/** 新闻审核 (audit/news): the review queue of the same news. */
export const newsReview = exhibitorNewsOf(newsReviewPages);

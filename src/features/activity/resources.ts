/**
 * The company's activities at its exhibitions (launches, forums, seminars), declared once (see
 * defineResource). A new activity belongs to the current join; its live application and the
 * organiser's audit of it go through the live operations, not this form.
 */
import {
  activityCreate, activityDelete, activitySetShow, activitySetTopic, activityUpdate, getActivityGetBackendByExhibitionQueryOptions, getActivityGetByCompIdQueryOptions,
  getActivityGetQueryOptions,
} from '@gen/api/activity/activity';
import { joinGet } from '@gen/api/join/join';
import type { ActivityInput } from '@gen/api/model';
import { defineResource, RefusedError } from '@/components/kit';
import { i18n } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { activityPages, activityReviewPages, exhibitorActivityPages, hostActivityPages } from './routes';

export type ActivityValues = Omit<ActivityInput, 'id' | 'exhibitionId' | 'companyId' | 'joinId'> & { joinId?: string };

export const activity = defineResource(activityPages, {
  list: (request, compId) => getActivityGetByCompIdQueryOptions({ ...request, compId }),
  one: (id) => getActivityGetQueryOptions({ id }),
  create: (values: ActivityValues, compId) => {
    const { join } = session.get();
    return activityCreate({ ...values, companyId: compId, exhibitionId: join?.exhibitionId ?? '', joinId: join?.id || undefined });
  },
  // An edited activity stays in the exhibition and join it was created for.
  update: (id, values, compId, { data: a }) => activityUpdate({ ...values, id, companyId: compId, exhibitionId: a.exhibitionId, joinId: a.joinId || undefined }),
  remove: (row) => activityDelete({ id: row.id }),
  setShow: (row, isShow) => activitySetShow({ id: row.id, isShow }),
  nameOf: (row) => row.name,
});

/**
 * The exhibition's activities as the organiser handles them (one declaration per page set that
 * shows them). A new one is written for an exhibitor: the form names the join, and the company is
 * the join's.
 */
const hostActivityOf = (pages: typeof hostActivityPages) =>
  defineResource(pages, {
    list: (request, exhibitionId) => getActivityGetBackendByExhibitionQueryOptions({ ...request, exhibitionId }),
    one: (id) => getActivityGetQueryOptions({ id }),
    create: async ({ joinId = '', ...values }: ActivityValues, exhibitionId) => {
      const { data: join } = await joinGet({ id: joinId });
      if (!join) throw new RefusedError(i18n.t('exhibit.activity.noSuchExhibitor'));
      return activityCreate({ ...values, exhibitionId, joinId, companyId: join.compId });
    },
    // An edited activity stays with the exhibitor and exhibition it was written for.
    update: (id, { joinId: _joinId, ...values }, _exhibitionId, { data: a }) =>
      activityUpdate({ ...values, id, companyId: a.companyId, exhibitionId: a.exhibitionId, joinId: a.joinId || undefined }),
    remove: (row) => activityDelete({ id: row.id }),
    setShow: (row, isShow) => activitySetShow({ id: row.id, isShow }),
    setTopic: (row, topic) => activitySetTopic({ id: row.id, topic }),
    nameOf: (row) => row.name,
  });

/** 活动列表 (act/act-home …). */
export const hostActivity = hostActivityOf(hostActivityPages);
/** 活动审核 (audit/activity): the same activities, the newest first. */
export const activityReview = hostActivityOf(activityReviewPages);
/** 展会活动 (ex/act …): the same activities by exhibitor. */
export const exhibitorActivity = hostActivityOf(exhibitorActivityPages);

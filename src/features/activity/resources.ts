/**
 * The company's activities at its exhibitions (launches, forums, seminars), declared once (see
 * defineResource). A new activity belongs to the current join; its live application and the
 * organiser's audit of it go through the live operations, not this form.
 */
import { activityCreate, activityDelete, activitySetShow, activityUpdate, getActivityGetByCompIdQueryOptions, getActivityGetQueryOptions } from '@gen/api/activity/activity';
import type { ActivityInput } from '@gen/api/model';
import { defineResource } from '@/components/kit';
import { session } from '@/lib/session/store';
import { activityPages } from './routes';

export type ActivityValues = Omit<ActivityInput, 'id' | 'exhibitionId' | 'companyId' | 'joinId'>;

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

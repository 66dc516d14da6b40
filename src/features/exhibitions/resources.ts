/** The organiser's exhibitions (exhibition/GetByAgent), created and edited in the host back office. */
import {
  exhibitionCreate, exhibitionDelete, exhibitionUpdate, getExhibitionGetByAgentQueryOptions, getExhibitionGetQueryOptions,
} from '@gen/api/host-exhibition/host-exhibition';
import { getJoinGetByManagerQueryOptions, joinDelete, joinSetIsShow, joinSetTopic } from '@gen/api/join/join';
import { ExhibitionStatus, type Exhibition, type ExhibitionInput, type Join } from '@gen/api/model';
import { defineResource, defineStatusMap } from '@/components/kit';
import { exhibitionPages, exhibitorPages, featuredExhibitorPages } from './routes';

export const exhibition = defineResource(exhibitionPages, {
  list: (request) => getExhibitionGetByAgentQueryOptions(request),
  one: (id) => getExhibitionGetQueryOptions({ id }),
  create: (values: ExhibitionInput) => exhibitionCreate(values),
  update: (id, values) => exhibitionUpdate({ ...values, id }),
  remove: (row: Exhibition) => exhibitionDelete({ id: row.id }),
  nameOf: (row) => row.name,
});

export const exhibitionStatus = defineStatusMap({
  [ExhibitionStatus.Preparing]: { label: 'host.ex.statusValues.0', color: 'blue' },
  [ExhibitionStatus.Open]: { label: 'host.ex.statusValues.1', color: 'green' },
  [ExhibitionStatus.Finished]: { label: 'host.ex.statusValues.2', color: 'gray' },
});

/** The exhibitors of the current exhibition (join/GetByManager) and the organiser's switches on them. */
export const exhibitorJoin = defineResource(exhibitorPages, {
  list: (request, exhibitionId) => getJoinGetByManagerQueryOptions({ ...request, exhibitionId }),
  remove: (row: Join) => joinDelete({ id: row.id }),
  setShow: (row, isShow) => joinSetIsShow({ id: row.id, isShow }),
  setTopic: (row, topic) => joinSetTopic({ id: row.id, topic }),
  nameOf: (row) => row.companyName,
});

/** The featured exhibitors (topic 1) of the public site; featuring is the join's SetTopic. */
export const featuredExhibitor = defineResource(featuredExhibitorPages, {
  list: (request, exhibitionId) => getJoinGetByManagerQueryOptions({ ...request, exhibitionId, topic: 1 }),
  setTopic: (row: Join, topic) => joinSetTopic({ id: row.id, topic }),
  nameOf: (row) => row.companyName,
});

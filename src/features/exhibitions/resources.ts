/** The organiser's exhibitions (exhibition/GetByAgent), created and edited in the host back office. */
import {
  exhibitionCreate, exhibitionDelete, exhibitionUpdate, getExhibitionGetByAgentQueryOptions, getExhibitionGetQueryOptions,
} from '@gen/api/host-exhibition/host-exhibition';
import { ExhibitionStatus, type Exhibition, type ExhibitionInput } from '@gen/api/model';
import { z } from 'zod';
import { defineResource, defineStatusMap, listSearchSchema } from '@/components/kit';

export const exhibition = defineResource({
  domain: 'host',
  scope: 'none',
  section: 'ex',
  paths: { list: '/host/index/ex/list', create: '/host/index/ex/addEx', edit: '/host/index/ex/editEx' },
  titles: { list: 'nav.host.ex.list', create: 'nav.host.ex.addEx', edit: 'nav.host.ex.editEx' },
  search: listSearchSchema({ status: z.union([z.literal(ExhibitionStatus.Preparing), z.literal(ExhibitionStatus.Open), z.literal(ExhibitionStatus.Finished)]) }),
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

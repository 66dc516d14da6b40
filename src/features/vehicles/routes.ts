/**
 * 车辆管理 (carmanage): the vehicles exhibitors registered for the current exhibition and the
 * pass templates their passes are printed from. What the route files need before the page code.
 */
import { VehicleStatus } from '@gen/api/model';
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';

export const vehiclePages = definePages({
  domain: 'host',
  scope: 'exhibition',
  section: 'carmanage',
  paths: { list: '/host/index/carmanage/carmanage-home' },
  titles: { list: 'nav.host.carmanage.carmanage-home' },
  search: lazySchema(() => listSearchSchema(
    { status: z.union([z.literal(VehicleStatus.Pending), z.literal(VehicleStatus.Approved), z.literal(VehicleStatus.Rejected)]) },
    { sort: { propertyName: 'createTime', direction: 'desc' } },
  )),
});

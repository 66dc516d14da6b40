/**
 * 邀约管理 (set/invite): the companies invited to book a booth at the current exhibition and what
 * they asked for (展位预订, ApplyScene). What the route files need before the page's code arrives.
 */
import { ApplySceneBoothType } from '@gen/api/model';
import { z } from 'zod';
import { periodSearch } from '@/components/form/PeriodFields';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';

/** The booth wanted (all when absent), when it was asked for, the keyword; the newest first. */
const inviteSearch = lazySchema(() => listSearchSchema(
  { boothType: z.union([z.literal(ApplySceneBoothType.Standard), z.literal(ApplySceneBoothType.RawSpace)]) },
  { sort: { propertyName: 'createTime', direction: 'desc' } },
).extend(periodSearch));

export const invitePages = definePages({
  domain: 'invitations',
  scope: 'exhibition',
  section: 'set',
  paths: { list: '/host/index/set/invite' },
  titles: { list: 'nav.host.set.invite' },
  search: inviteSearch,
});

/**
 * The account pages the route files need before the page code (see definePages): the
 * organiser's list of member accounts.
 */
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';

/** 用户管理 (ex/user): every member account of the platform, by role, blocked or not. */
export const memberPages = definePages({
  domain: 'host',
  scope: 'none',
  section: 'ex',
  paths: { list: '/host/index/ex/user' },
  titles: { list: 'nav.host.ex.user' },
  search: lazySchema(() => listSearchSchema({ role: z.union([z.literal(0), z.literal(1), z.literal(2)]), isBlack: z.boolean() })),
});

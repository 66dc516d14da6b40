/**
 * 项目管理 (set/project): what the route tree needs before the page's code arrives: title,
 * search validation (the chosen project group and the keyword), loader deps.
 */
import { z } from 'zod';
import { idParam } from '@/lib/validation';
import { lazySchema } from '@/components/list/listSearch';

/** `?group=<id>` the project group shown (all groups when absent), `?keyword=` sent to the group list. */
export const projectSearch = lazySchema(() => z.object({
  group: idParam,
  keyword: z.string().trim().max(100).optional().catch(undefined),
}));

export type ProjectSearch = z.output<typeof projectSearch>;

export const projectPage = {
  staticData: { title: 'nav.host.set.project', section: 'set' },
  validateSearch: projectSearch,
  // Only the keyword changes what is fetched; the group is chosen among the fetched groups.
  loaderDeps: ({ search }: { search: ProjectSearch }) => ({ keyword: search.keyword }),
} as const;

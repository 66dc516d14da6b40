/**
 * 分类管理: the exhibit categories of the current exhibition (a tree: top level, then the levels
 * below) and its kinds (展品大类), each grouping top-level categories.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  categoryCreate, categoryDelete, categoryUpdate, getCategoryGetAndListByExhibitionQueryOptions, getKindGetAndListByExhibitionQueryOptions, kindCategory,
  kindCreate, kindDelete, kindUpdate,
} from '@gen/api/host-exhibition/host-exhibition';
import type { Category, CategoryInput, KindInput } from '@gen/api/model';
import { ensureAccepted, scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import type { ClassifySearch } from './routes';

/** The parent of a top-level category. */
export const TOP = '00000000-0000-0000-0000-000000000000';

export const categoryTreeQuery = (exhibitionId: string) => getCategoryGetAndListByExhibitionQueryOptions({ exhibitionId });
export const kindsQuery = (exhibitionId: string) => getKindGetAndListByExhibitionQueryOptions({ exhibitionId });

export const categoryCalls = {
  create: (input: CategoryInput) => categoryCreate(input),
  remove: (id: string) => categoryDelete({ id }),
  /**
   * Saves an edited category under `parent` (undefined: the top). Its level follows the new
   * parent; when that changes, every category below it is saved with its level shifted the same
   * way (the contract stores the level of each category), after the category itself is accepted.
   */
  update: async (node: Category, parent: Category | undefined, input: Pick<CategoryInput, 'exhibitionId' | 'name' | 'nameEn' | 'showIndex'>) => {
    const level = parent ? parent.level + 1 : 1;
    const saved = ensureAccepted(await categoryUpdate({ ...input, id: node.id, groupId: parent?.groupId ?? node.groupId, parentId: parent?.id ?? TOP, level }));
    const shift = level - node.level;
    if (shift !== 0) {
      const below = (c: Category): Category[] => (c.children ?? []).flatMap((k) => [k, ...below(k)]);
      await Promise.all(
        below(node).map(async ({ id, exhibitionId, groupId, parentId, name, nameEn, showIndex, level: was }) =>
          ensureAccepted(await categoryUpdate({ id, exhibitionId: exhibitionId ?? input.exhibitionId, groupId, parentId, name, nameEn, showIndex, level: was + shift })),
        ),
      );
    }
    return saved;
  },
};

export const kindCalls = {
  create: (input: KindInput) => kindCreate(input),
  update: (id: string, input: KindInput) => kindUpdate({ ...input, id }),
  remove: (id: string) => kindDelete({ id }),
  /** The complete set of the kind's categories: those left out are unlinked. */
  link: (kindId: string, categoryIds: string[]) => kindCategory({ kindId, categoryIds }),
};

/** The classify page's loader: its text and the tab's data, fetched with the page's code. */
export const loadClassify = ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: ClassifySearch }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  const { queryClient } = context;
  const data = exhibitionId
    ? [queryClient.prefetchQuery(categoryTreeQuery(exhibitionId)), deps.tab === 'kinds' ? queryClient.prefetchQuery(kindsQuery(exhibitionId)) : undefined]
    : [];
  return Promise.all([loadLocale('host'), ...data]);
};

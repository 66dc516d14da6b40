/**
 * 热门展品: the exhibition's products the public site shows as hot (product/GetByAgent with
 * topic 1, the hot flag set with SetTopic), filtered by an exhibit category drilled down level by
 * level (Category/GetByParentId, each level loaded when its parent is chosen).
 */
import { getCategoryGetByParentIdQueryOptions } from '@gen/api/host-exhibition/host-exhibition';
import type { Product } from '@gen/api/model';
import { getProductGetByAgentQueryOptions, productSetTopic } from '@gen/api/product/product';
import { defineResource, ensureAccepted } from '@/components/kit';
import { hotProductPages } from './routes';

/** The parent id of the top-level categories. */
export const ROOT_CATEGORY = '00000000-0000-0000-0000-000000000000';

export const hotProduct = defineResource(hotProductPages, {
  list: ({ view, category, ...request }, exhibitionId) =>
    getProductGetByAgentQueryOptions({ ...request, exhibitionId, topic: view === 'others' ? 0 : 1, ...(category?.length ? { categoryId: category.at(-1) } : {}) }),
  setTopic: async (row: Product, topic) => ensureAccepted(await productSetTopic({ id: row.id, topic })),
  nameOf: (row) => row.name,
});

/** The direct children of a category (the top level for ROOT_CATEGORY). */
export const childCategoriesQuery = (parentId: string) => getCategoryGetByParentIdQueryOptions({ parentId });

/** The names of a product's categories (Product.category is a JSON array of { id, name }). */
export function categoryNames(category: string | undefined): string[] {
  if (!category) return [];
  try {
    const refs: unknown = JSON.parse(category);
    return Array.isArray(refs) ? refs.flatMap((r: unknown) => (r && typeof r === 'object' && 'name' in r && typeof r.name === 'string' ? [r.name] : [])) : [];
  } catch {
    return [];
  }
}

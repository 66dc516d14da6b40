/**
 * A group's products are changed through the group: PUT /api/productGroup with its productIds
 * (products named there join the group, the others leave it). A product cannot leave its group
 * through PUT /api/Product, whose groupId can only name a group.
 */
import { productGroupGet, productGroupUpdate } from '@gen/api/product/product';
import { ensureAccepted } from '@/components/kit';

/** Reads the group afresh, then saves it with `change(its product ids)`. */
export async function changeGroupMembers(groupId: string, change: (productIds: string[]) => string[]) {
  const { data: g } = ensureAccepted(await productGroupGet({ id: groupId }));
  return productGroupUpdate({
    id: g.id,
    compId: g.compId,
    name: g.name,
    nameEn: g.nameEn,
    cover: g.cover || undefined,
    description: g.description,
    isShow: g.isShow,
    showIndex: g.showIndex,
    productIds: change(g.productIds ?? []),
  });
}

const lower = (id: string) => id.toLowerCase();

export const withProducts = (ids: readonly string[]) => (current: string[]) => [...new Set([...current, ...ids].map(lower))];
export const withoutProducts = (ids: readonly string[]) => (current: string[]) => {
  const gone = new Set(ids.map(lower));
  return current.filter((id) => !gone.has(lower(id)));
};

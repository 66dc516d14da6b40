/**
 * What the product and product-group pages share: the {id, name} JSON text of Product.category /
 * Product.tags, the company's groups and the exhibition's category tree as choices, and the
 * price as shown.
 */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCategoryGetAndListByExhibition } from '@gen/api/host-exhibition/host-exhibition';
import type { Category } from '@gen/api/model';
import { useProductGroupGetByCompId } from '@gen/api/product/product';
import { formatYuan, useScopeId } from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';

/** One chosen category or tag, as Product.category and Product.tags keep them. */
export interface Ref {
  id: string;
  name: string;
}

/** `[{"id":"…","name":"…"}]` → refs; anything malformed reads as none. */
export function parseRefs(text: string | null | undefined): Ref[] {
  if (!text?.trim()) return [];
  try {
    const value: unknown = JSON.parse(text);
    const list = Array.isArray(value) ? value : [value];
    return list
      .filter((r): r is { id?: unknown; name?: unknown } => Boolean(r) && typeof r === 'object')
      .map((r) => ({ id: String(r.id ?? ''), name: String(r.name ?? '') }))
      .filter((r) => r.id || r.name);
  } catch {
    return [];
  }
}

/** Refs as JSON text; '[]' when there are none (the server's empty list). */
export function serializeRefs(refs: readonly Ref[]): string {
  return JSON.stringify(refs.map(({ id, name }) => ({ id, name })));
}

export const sameId = (a: string | undefined, b: string | undefined) => Boolean(a && b) && a!.toLowerCase() === b!.toLowerCase();

/** A node of a choice tree (categories, tags). */
export interface TreeNode {
  id: string;
  /** The stored name (the record's own, Chinese, name). */
  name: string;
  /** What the area shows. */
  label: string;
  children: TreeNode[];
}

/** Tree nodes depth first, with their depth. */
export function flattenTree(nodes: TreeNode[], depth = 0): { node: TreeNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(node.children, depth + 1)]);
}

/** The exhibition's exhibit categories as a tree in the area's language. */
export function useCategoryTree() {
  const exhibitionId = useScopeId('exhibition') ?? '';
  const localName = useLocalName();
  const query = useCategoryGetAndListByExhibition({ exhibitionId }, { query: { enabled: Boolean(exhibitionId), staleTime: 5 * 60_000 } });
  const toNode = (c: Category): TreeNode => ({ id: c.id, name: c.name, label: localName(c), children: (c.children ?? []).map(toNode) });
  return { query, nodes: query.data ? query.data.data.map(toNode) : [] };
}

/** Every group of the signed-in company, or of the company named (the host writing on its behalf). */
export function useCompanyGroups(ofCompany?: string) {
  const own = useScopeId('company') ?? '';
  const compId = ofCompany ?? own;
  const query = useProductGroupGetByCompId(
    { compId, pageIndex: 1, pageSize: 500, sorts: [{ propertyName: 'showIndex', ascending: true }] },
    { query: { enabled: Boolean(compId) } },
  );
  return { query, groups: query.data?.data.items ?? [] };
}

/** A product's price, or 面议 / Price on request when it has none. */
export function PriceText({ value }: { value: number | undefined }) {
  const { t, i18n } = useTranslation();
  if (value === undefined || value === null) return <Text as="span" color="fg.muted">{t('product.fields.negotiable')}</Text>;
  const text = formatYuan(value, i18n.language);
  return <Text as="span" whiteSpace="nowrap">{text}</Text>;
}

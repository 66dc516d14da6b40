/** Choices of the company forms: dictionaries (nature, business type) and the industry tree, in the area's language. */
import type { SelectOption } from '@/components/kit';

interface Named {
  id: string;
  name: string;
  nameEn?: string;
  showIndex: number;
  isShow?: boolean;
}

const label = (row: { name: string; nameEn?: string }, en: boolean) => (en ? row.nameEn || row.name : row.name);

/** Shown dictionary rows in their order. */
export function dictionaryOptions(rows: readonly Named[], en: boolean): SelectOption[] {
  return rows
    .filter((r) => r.isShow !== false)
    .toSorted((a, b) => a.showIndex - b.showIndex)
    .map((r) => ({ value: r.id, label: label(r, en) }));
}

/** A node of the industry tree at any of its levels (Industry, IndustryLevel2 … IndustryLevel5). */
interface IndustryTreeNode {
  id: string;
  name: string;
  nameEn?: string;
  showIndex: number;
  children?: readonly IndustryTreeNode[];
}

/** The industry tree as one list, children indented under their parent (a tree in a native select). */
export function industryOptions(tree: readonly IndustryTreeNode[], en: boolean, depth = 0): SelectOption[] {
  return tree
    .toSorted((a, b) => a.showIndex - b.showIndex)
    .flatMap((node) => [
      { value: node.id, label: `${'\u3000'.repeat(depth)}${depth > 0 ? '└ ' : ''}${label(node, en)}` },
      ...industryOptions(node.children ?? [], en, depth + 1),
    ]);
}

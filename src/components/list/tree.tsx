/**
 * A tree shown as table rows (regions, cities, exhibit categories …): indentation, expand and
 * collapse, search that keeps each match with its parents (opened), and the "N below" hint.
 */
import { Box, Button, HStack, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight, LuSearch } from 'react-icons/lu';
import { compareChinese } from '../format';

/** What the kit reads of a node: its id, names, order and children. */
export interface TreeItem {
  id: string;
  name: string;
  nameEn?: string | null;
  showIndex?: number | null;
  children?: readonly TreeItem[] | null;
}

/** One visible row: the node, how deep it is, how many nodes are below it, whether it is open. */
export interface TreeRow<N> {
  id: string;
  node: N;
  depth: number;
  below: number;
  open: boolean;
}

const childrenOf = <N extends TreeItem>(node: N): N[] => (node.children ?? []) as N[];
const countBelow = (node: TreeItem): number => (node.children ?? []).reduce((n, c) => n + 1 + countBelow(c), 0);
const allIds = (nodes: readonly TreeItem[]): string[] => nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);
const byOrder = (a: TreeItem, b: TreeItem) => (a.showIndex ?? 0) - (b.showIndex ?? 0) || compareChinese(a.name, b.name);

/** By default a node matches when its name or English name contains the keyword. */
const nameMatches = (node: TreeItem, keyword: string) => [node.name, node.nameEn].some((v) => v?.toLowerCase().includes(keyword));

function filterTree<N extends TreeItem>(nodes: readonly N[], keyword: string, matches: (node: N, keyword: string) => boolean): N[] {
  return nodes.flatMap((node) => {
    const children = filterTree(childrenOf(node), keyword, matches);
    const hit = matches(node, keyword);
    return hit || children.length ? [{ ...node, children: hit && !children.length ? node.children : children }] : [];
  });
}

function flatten<N extends TreeItem>(nodes: readonly N[], opened: (id: string) => boolean, depth = 0): TreeRow<N>[] {
  return [...nodes].sort(byOrder).flatMap((node) => {
    const open = opened(node.id);
    const row: TreeRow<N> = { id: node.id, node, depth, below: countBelow(node), open };
    return open ? [row, ...flatten(childrenOf(node), opened, depth + 1)] : [row];
  });
}

/**
 * The rows of a tree to show, with its open/closed state and search.
 * @example
 * const tree = useTreeRows(query.data?.data, { keyword });
 * <DataTable rows={tree.rows} columns={[c.custom('name', 'x.name', (r) => <TreeNameCell row={r} onToggle={tree.toggle} />), …]} />
 */
export function useTreeRows<N extends TreeItem>(nodes: readonly N[] | undefined, { keyword, matches = nameMatches }: { keyword: string; matches?: (node: N, keyword: string) => boolean }) {
  const [opened, setOpened] = useState<Set<string>>(() => new Set());
  const toggle = useCallback(
    (id: string) =>
      setOpened((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const reveal = useCallback((id: string) => setOpened((prev) => new Set(prev).add(id)), []);
  const expandAll = useCallback(() => setOpened(new Set(allIds(nodes ?? []))), [nodes]);
  const collapseAll = useCallback(() => setOpened(new Set()), []);
  const k = keyword.trim().toLowerCase();
  const rows = useMemo(
    // While searching, every match is shown with its parents opened.
    () => (k ? flatten(filterTree(nodes ?? [], k, matches), () => true) : flatten(nodes ?? [], (id) => opened.has(id))),
    [nodes, k, matches, opened],
  );
  return { rows, toggle, reveal, expandAll, collapseAll, searching: Boolean(k) };
}

/** The name cell of a tree row: indentation, the expander (named for screen readers), names, and "N below" while closed. */
export function TreeNameCell<N extends TreeItem>({ row, onToggle }: { row: TreeRow<N>; onToggle: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="1" pl={`${row.depth * 1.5}rem`} align="center">
      {row.below > 0 ? (
        <IconButton
          size="2xs"
          variant="ghost"
          aria-expanded={row.open}
          aria-label={t(row.open ? 'kit.tree.collapse' : 'kit.tree.expand', { name: row.node.name })}
          onClick={() => onToggle(row.id)}
        >
          {row.open ? <LuChevronDown /> : <LuChevronRight />}
        </IconButton>
      ) : (
        <Box w="6" />
      )}
      <Stack gap="0">
        <Text fontWeight={row.depth === 0 ? 'medium' : undefined}>{row.node.name}</Text>
        {row.node.nameEn && (
          <Text textStyle="xs" color="fg.muted">
            {row.node.nameEn}
          </Text>
        )}
      </Stack>
      {row.below > 0 && !row.open && (
        <Text textStyle="xs" color="fg.muted">
          {t('kit.tree.children', { count: row.below })}
        </Text>
      )}
    </HStack>
  );
}

/** The search box of a tree, and expand all / collapse all while not searching. */
export function TreeToolbar({
  keyword, onKeyword, placeholder, tree,
}: { keyword: string; onKeyword: (value: string) => void; placeholder: string; tree: { expandAll: () => void; collapseAll: () => void; searching: boolean } }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap">
      <InputGroup startElement={<LuSearch />} maxW="sm">
        <Input value={keyword} onChange={(e) => onKeyword(e.target.value)} placeholder={placeholder} aria-label={placeholder} />
      </InputGroup>
      {!tree.searching && (
        <>
          <Button size="sm" variant="ghost" onClick={tree.expandAll}>
            {t('kit.tree.expandAll')}
          </Button>
          <Button size="sm" variant="ghost" onClick={tree.collapseAll}>
            {t('kit.tree.collapseAll')}
          </Button>
        </>
      )}
    </HStack>
  );
}

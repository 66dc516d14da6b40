/** The exhibition's exhibit categories as a tickable tree; a kind's categories are the ticked names. */
import { Checkbox, Fieldset, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Category } from "@gen/api/model";

const byOrder = (a: Category, b: Category) => a.showIndex - b.showIndex;

export function CategoryTicks({
  tree,
  value,
  onChange,
  label,
  extraTitle,
}: {
  tree: readonly Category[];
  value: readonly string[];
  onChange: (names: string[]) => void;
  label: string;
  extraTitle: string;
}) {
  const ticked = new Set(value);
  const inTree = new Set<string>();
  const order: string[] = [];
  const walk = (nodes: readonly Category[]) =>
    [...nodes]
      .sort(byOrder)
      .forEach(
        (n) => (inTree.add(n.name), order.push(n.name), walk(n.children ?? [])),
      );
  walk(tree);
  // Names the kind has that the exhibition's tree lacks stay listed (and kept while ticked).
  const extra = value.filter((name) => !inTree.has(name));
  const set = (name: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(name);
    else next.delete(name);
    onChange([...order, ...extra].filter((n) => next.has(n)));
  };
  const box = (name: string, depth: number, nameEn?: string) => (
    <Checkbox.Root
      key={`${depth}-${name}`}
      pl={`${depth * 1.5}rem`}
      checked={ticked.has(name)}
      onCheckedChange={(e) => set(name, e.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        {name}
        {nameEn && (
          <Text as="span" color="fg.muted" textStyle="xs" ms="2">
            {nameEn}
          </Text>
        )}
      </Checkbox.Label>
    </Checkbox.Root>
  );
  const rows = (nodes: readonly Category[], depth: number): ReactNode[] =>
    [...nodes]
      .sort(byOrder)
      .flatMap((n) => [
        box(n.name, depth, n.nameEn),
        ...rows(n.children ?? [], depth + 1),
      ]);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <Stack gap="2">
        {rows(tree, 0)}
        {extra.length > 0 && (
          <>
            <Text textStyle="sm" color="fg.muted" mt="2">
              {extraTitle}
            </Text>
            {extra.map((name) => box(name, 0))}
          </>
        )}
      </Stack>
    </Fieldset.Root>
  );
}

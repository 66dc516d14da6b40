/**
 * A control the kit does not have: a checkbox tree bound to {id, name} JSON text
 * (Product.category, Product.tags).
 */
import { Box, Button, Checkbox, Fieldset, HStack, Skeleton, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QueryLike } from '@/components/kit';
import { flattenTree, parseRefs, sameId, serializeRefs, type Ref, type TreeNode } from './shared';

interface RefTreeFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  /** A string field holding `[{ id, name }]` JSON text. */
  name: FieldPath<T>;
  label: string;
  helper?: string;
  /** The query that loads the tree (its loading and error states are shown). */
  query: QueryLike<unknown>;
  nodes: TreeNode[];
  /** Parents are headings and only leaves can be chosen (tags); otherwise every level (categories). */
  leavesOnly?: boolean;
  /** Most choices. */
  max?: number;
  /** Heading of chosen entries the tree does not hold (older records), which can only be removed. */
  otherLabel?: string;
}

/**
 * Multi-select over a tree, stored as the server's JSON text of `{ id, name }`. An entry is
 * recognised by id, or by name (older records carry other ids for the same category).
 * @example <RefTreeField control={form.control} name="tags" label={t('product.fields.tags')} query={tags} nodes={tagNodes} leavesOnly />
 */
export function RefTreeField<T extends FieldValues>({ control, name, label, helper, query, nodes, leavesOnly, max, otherLabel }: RefTreeFieldProps<T>) {
  const { t } = useTranslation();
  const {
    field: { value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const chosen = parseRefs(value as string | undefined);
  const matches = (node: TreeNode) => (ref: Ref) => sameId(ref.id, node.id) || (!!ref.name && ref.name === node.name);
  const isChosen = (node: TreeNode) => chosen.some(matches(node));
  const all = flattenTree(nodes);
  const others = chosen.filter((ref) => !all.some(({ node }) => matches(node)(ref)));
  const full = max !== undefined && chosen.length >= max;
  const emit = (next: Ref[]) => {
    onChange(serializeRefs(next));
    onBlur();
  };
  const toggle = (node: TreeNode, on: boolean) =>
    emit(on ? [...chosen, { id: node.id, name: node.name }] : chosen.filter((ref) => !matches(node)(ref)));

  const box = (node: TreeNode, depth = 0) => {
    const checked = isChosen(node);
    return (
      <Checkbox.Root
        key={node.id}
        size="sm"
        checked={checked}
        disabled={!checked && full}
        onCheckedChange={(e) => toggle(node, e.checked === true)}
        ps={depth ? `${depth * 1.25}rem` : undefined}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{node.label}</Checkbox.Label>
      </Checkbox.Root>
    );
  };

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="2" aria-busy="true" aria-label={t('kit.form.optionsLoading')}>
        <Skeleton height="5" />
        <Skeleton height="5" />
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <HStack gap="3">
        <Text color="fg.error" textStyle="sm">
          {t('kit.form.optionsFailed')}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </HStack>
    );
  } else if (leavesOnly) {
    body = (
      <Stack gap="3">
        {nodes.map((top) =>
          top.children.length === 0 ? (
            box(top)
          ) : (
            <Stack key={top.id} gap="1.5">
              <Text textStyle="sm" fontWeight="medium" color="fg.muted">
                {top.label}
              </Text>
              <Wrap gap="3">{flattenTree(top.children).map(({ node }) => (node.children.length ? null : box(node)))}</Wrap>
            </Stack>
          ),
        )}
      </Stack>
    );
  } else {
    body = <Stack gap="1.5">{all.map(({ node, depth }) => box(node, depth))}</Stack>;
  }

  return (
    <Fieldset.Root invalid={Boolean(fieldState.error)}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      {helper && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      <Box borderWidth="1px" rounded="md" p="3" maxH="18rem" overflowY="auto">
        {body}
      </Box>
      {others.length > 0 && (
        <Stack gap="1.5">
          {otherLabel && (
            <Text textStyle="xs" color="fg.muted">
              {otherLabel}
            </Text>
          )}
          <Wrap gap="2">
            {others.map((ref) => (
              <Tag.Root key={`${ref.id}-${ref.name}`} size="md" variant="subtle">
                <Tag.Label>{ref.name}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={t('kit.form.removeTag', { tag: ref.name })} onClick={() => emit(chosen.filter((r) => r !== ref))} />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </Wrap>
        </Stack>
      )}
      <Fieldset.ErrorText>{fieldState.error?.message}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

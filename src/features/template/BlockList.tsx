import { Badge, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuGripVertical, LuHeading, LuImage, LuLink, LuSearch, LuTrash2, LuType, LuVideo } from 'react-icons/lu';
import type { IconType } from 'react-icons';
import type { Block, BlockType } from './blocks';

export const BLOCK_ICONS: Record<BlockType, IconType> = {
  text: LuType,
  picture: LuImage,
  title: LuHeading,
  link: LuLink,
  search: LuSearch,
  video: LuVideo,
};

/** A block's name in lists and questions: its title, else its type's name. */
export function useBlockName() {
  const { t } = useTranslation();
  return (block: Block) => ({ name: block.title.trim() || t(`template.blockTypes.${block.type}`), type: t(`template.blockTypes.${block.type}`) });
}

interface ItemProps {
  block: Block;
  index: number;
  count: number;
  active: boolean;
  /** The block's type is not offered by this builder (a page made in the full builder). */
  foreign: boolean;
  onSelect: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function SortableBlock({ block, index, count, active, foreign, onSelect, onMove, onRemove }: ItemProps) {
  const { t } = useTranslation();
  const label = useBlockName()(block);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id });
  const Icon = BLOCK_ICONS[block.type];
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      borderWidth="1px"
      borderColor={active ? 'blue.500' : 'border'}
      bg={active ? 'blue.subtle' : 'bg'}
      rounded="md"
      boxShadow={isDragging ? 'lg' : undefined}
      data-testid="block-item"
      data-type={block.type}
    >
      <HStack gap="1" p="1" align="flex-start">
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('template.builder.drag', label)}
          title={t('template.builder.drag', label)}
          variant="ghost"
          size="sm"
          cursor={isDragging ? 'grabbing' : 'grab'}
          touchAction="none"
        >
          <LuGripVertical />
        </IconButton>
        {/* The name has the item's whole width (up to two lines); the type and the buttons sit under it. */}
        <Stack gap="0" flex="1" minW="0">
          <Button
            variant="ghost"
            size="sm"
            h="auto"
            minH="8"
            py="1"
            px="2"
            justifyContent="flex-start"
            alignItems="flex-start"
            textAlign="start"
            whiteSpace="normal"
            onClick={onSelect}
            aria-pressed={active}
            aria-label={t('template.builder.edit', label)}
          >
            <Icon aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
            <Text lineClamp={2} overflowWrap="anywhere" data-testid="block-name">
              {label.name}
            </Text>
          </Button>
          <HStack gap="1" justify="space-between" ps="2">
            <Badge size="sm" variant="subtle" colorPalette={foreign ? 'orange' : undefined} title={foreign ? t('template.builder.notInSet') : undefined}>
              {label.type}
            </Badge>
            <HStack gap="0">
              <IconButton size="xs" variant="ghost" aria-label={t('template.builder.moveUp', label)} title={t('template.builder.moveUp', label)} disabled={index === 0} onClick={() => onMove(index - 1)}>
                <LuArrowUp />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('template.builder.moveDown', label)}
                title={t('template.builder.moveDown', label)}
                disabled={index === count - 1}
                onClick={() => onMove(index + 1)}
              >
                <LuArrowDown />
              </IconButton>
              <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('template.builder.remove', label)} title={t('template.builder.remove', label)} onClick={onRemove}>
                <LuTrash2 />
              </IconButton>
            </HStack>
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}

export interface BlockListProps {
  blocks: readonly Block[];
  active: number;
  /** The block types this builder offers. */
  allowed: readonly BlockType[];
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * The page's blocks in order: drag the handle (mouse, touch, or Space/Enter + arrow keys) or use
 * the move up/down buttons to reorder; select a block to edit it; delete asks first (the caller).
 */
export function BlockList({ blocks, active, allowed, onSelect, onMove, onRemove }: BlockListProps) {
  const { t } = useTranslation();
  const nameOf = useBlockName();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => blocks.map((b) => b.id), [blocks]);

  const nameById = (id: UniqueIdentifier) => {
    const block = blocks.find((b) => b.id === id);
    return block ? nameOf(block).name : '';
  };
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('template.builder.dnd.picked', { name: nameById(a.id) }),
    onDragOver: ({ active: a, over }) => (over ? t('template.builder.dnd.over', { name: nameById(a.id), position: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active: a, over }) => (over ? t('template.builder.dnd.dropped', { name: nameById(a.id), position: positionOf(over.id) }) : undefined),
    onDragCancel: ({ active: a }) => t('template.builder.dnd.cancelled', { name: nameById(a.id) }),
  };

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    if (!over || a.id === over.id) return;
    const from = ids.indexOf(String(a.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  if (blocks.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm" py="4" textAlign="center">
        {t('template.builder.emptyBlocks')}
      </Text>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('template.builder.dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack as="ol" gap="2" listStyleType="none" aria-label={t('template.builder.blocks')} data-testid="block-list">
          {blocks.map((block, i) => (
            <SortableBlock
              key={block.id}
              block={block}
              index={i}
              count={blocks.length}
              active={i === active}
              foreign={!allowed.includes(block.type)}
              onSelect={() => onSelect(i === active ? -1 : i)}
              onMove={(to) => onMove(i, to)}
              onRemove={() => onRemove(i)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

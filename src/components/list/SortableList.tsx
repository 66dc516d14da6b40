import { Box, HStack, IconButton, Stack } from '@chakra-ui/react';
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
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuGripVertical } from 'react-icons/lu';

export interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** The item's name in the handle's label and in what a screen reader is told. */
  nameOf: (item: T) => string;
  /** What a row shows beside its handle. */
  render: (item: T, index: number) => ReactNode;
  /** The new order, after a drag or a move button. */
  onChange: (items: T[]) => void;
  /** The list's accessible name. */
  label: string;
}

/**
 * Items in their order, reordered by dragging the handle (mouse, touch, or Space/Enter and the
 * arrow keys) or with the move up/down buttons. The caller keeps the order and saves it.
 */
export function SortableList<T>({ items, idOf, nameOf, render, onChange, label }: SortableListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map(idOf);
  const nameById = (id: UniqueIdentifier) => {
    const item = items.find((i) => idOf(i) === id);
    return item ? nameOf(item) : '';
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kit.sortable.picked', { name: nameById(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('kit.sortable.over', { name: nameById(active.id), position: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('kit.sortable.dropped', { name: nameById(active.id), position: positionOf(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('kit.sortable.cancelled', { name: nameById(active.id) }),
  };
  const move = (from: number, to: number) => {
    if (from !== to && from >= 0 && to >= 0 && to < items.length) onChange(arrayMove([...items], from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('kit.sortable.instructions') } }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack as="ol" gap="2" listStyleType="none" aria-label={label} data-testid="sortable-list">
          {items.map((item, index) => (
            <SortableRow key={idOf(item)} id={idOf(item)} name={nameOf(item)} first={index === 0} last={index === items.length - 1} onMove={(step) => move(index, index + step)}>
              {render(item, index)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, name, first, last, onMove, children }: { id: string; name: string; first: boolean; last: boolean; onMove: (step: number) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      borderWidth="1px"
      rounded="md"
      bg="bg"
      boxShadow={isDragging ? 'lg' : undefined}
      data-testid="sortable-item"
    >
      <HStack gap="2" p="2">
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('kit.sortable.drag', { name })}
          title={t('kit.sortable.drag', { name })}
          variant="ghost"
          size="sm"
          cursor={isDragging ? 'grabbing' : 'grab'}
          touchAction="none"
        >
          <LuGripVertical />
        </IconButton>
        <Box flex="1" minW="0">
          {children}
        </Box>
        <IconButton size="xs" variant="ghost" aria-label={t('kit.sortable.up', { name })} title={t('kit.sortable.up', { name })} disabled={first} onClick={() => onMove(-1)}>
          <LuArrowUp />
        </IconButton>
        <IconButton size="xs" variant="ghost" aria-label={t('kit.sortable.down', { name })} title={t('kit.sortable.down', { name })} disabled={last} onClick={() => onMove(1)}>
          <LuArrowDown />
        </IconButton>
      </HStack>
    </Box>
  );
}

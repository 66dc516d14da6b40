import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureAccepted, reportError } from '@/components/feedback/outcome';
import { notify } from '@/lib/notify';
import { SortableList } from './SortableList';

interface Ordered {
  id: string;
  showIndex?: number;
}

export interface ArrangeOrderProps<T extends Ordered> {
  /** The records in their current order. */
  items: readonly T[];
  nameOf: (item: T) => string;
  /** What a row of the list shows beside its handle. */
  render: (item: T) => ReactNode;
  /** How the order being arranged will look where it ends up (a phone, a page), beside the list. */
  preview?: (order: T[]) => ReactNode;
  /** Writes one record with its new position (only the moved ones are written). */
  save: (item: T) => Promise<unknown>;
  /** Called after saving (true) or cancelling (false). */
  onDone: (saved: boolean) => void;
  /** The list's accessible name and the line of help above it. */
  label: string;
  help: string;
}

/**
 * Ordered content (banners, entrances, posters…) put in order: drag or move the rows, see the
 * result beside, save. Positions are renumbered 1…n and only the records whose position changed
 * are written; a refused save keeps the arranged order on screen with the server's words.
 */
export function ArrangeOrder<T extends Ordered>({ items, nameOf, render, preview, save, onDone, label, help }: ArrangeOrderProps<T>) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<T[]>(() => [...items]);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      const moved = order.map((item, i) => ({ ...item, showIndex: i + 1 })).filter((item, i) => order[i]!.showIndex !== item.showIndex);
      for (const item of moved) ensureAccepted(await save(item));
      notify.success(t('kit.sortable.saved'));
      onDone(true);
    } catch (error) {
      reportError(error, t('kit.sortable.failed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="4">
      <Text color="fg.muted">{help}</Text>
      <Grid templateColumns={{ base: '1fr', lg: preview ? 'minmax(0, 1fr) 20rem' : '1fr' }} gap="6" alignItems="start">
        <SortableList
          items={order}
          idOf={(item) => item.id}
          nameOf={nameOf}
          label={label}
          onChange={setOrder}
          render={(item, i) => (
            <HStack gap="3" minW="0">
              <Text fontWeight="semibold" color="fg.muted" minW="6" textAlign="end">
                {i + 1}
              </Text>
              <Box flex="1" minW="0" data-testid="arranged-item">
                {render(item)}
              </Box>
            </HStack>
          )}
        />
        {preview?.(order)}
      </Grid>
      <HStack gap="2">
        <Button colorPalette="blue" loading={saving} onClick={() => void submit()}>
          {t('kit.sortable.save')}
        </Button>
        <Button variant="outline" disabled={saving} onClick={() => onDone(false)}>
          {t('kit.confirm.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** A phone's frame around what the mini-programme will show (a preview beside ArrangeOrder). */
export function PhoneFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="figure" aria-label={label} borderWidth="8px" borderColor="gray.800" rounded="3xl" overflow="hidden" bg="bg.subtle" width="20rem" mx="auto">
      <Text as="figcaption" textStyle="xs" textAlign="center" py="1" bg="gray.800" color="white">
        {label}
      </Text>
      {children}
    </Box>
  );
}

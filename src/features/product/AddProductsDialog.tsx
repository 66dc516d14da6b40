/**
 * Picks products of the company to put into a group (the group's product page): keyword search,
 * 10 per page, choices kept across pages; products already in the group are ticked and fixed.
 */
import { Button, Checkbox, chakra, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductGroup } from '@gen/api/model';
import { useProductGetByCompId } from '@gen/api/product/product';
import { ListPagination, QueryState, useScopeId } from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { useCompanyGroups } from './shared';

const PAGE_SIZE = 10;

function Picker({ group, chosen, onToggle }: { group: ProductGroup; chosen: Set<string>; onToggle: (id: string, on: boolean) => void }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const compId = useScopeId('company') ?? '';
  const { groups } = useCompanyGroups();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const query = useProductGetByCompId(
    { compId, pageIndex: page, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) },
    { query: { enabled: Boolean(compId), placeholderData: keepPreviousData } },
  );
  const groupName = (id: string | undefined) => {
    const g = groups.find((x) => x.id === id);
    return g ? localName(g) : undefined;
  };
  return (
    <Stack gap="3">
      <chakra.form
        display="flex"
        gap="2"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(draft.trim());
          setPage(1);
        }}
      >
        <Input
          type="search"
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('product.list.searchPlaceholder')}
          aria-label={t('kit.list.searchLabel')}
        />
        <Button type="submit" variant="outline">
          {t('kit.list.search')}
        </Button>
      </chakra.form>
      <QueryState query={query} isEmpty={(r) => r.data.items.length === 0} emptyTitle={t('product.group.products.noCandidates')}>
        {({ data }) => (
          <Stack gap="3">
            <Stack gap="2">
              {data.items.map((p) => {
                const member = p.groupId === group.id;
                const other = !member && p.groupId ? groupName(p.groupId) : undefined;
                return (
                  <Checkbox.Root
                    key={p.id}
                    checked={member || chosen.has(p.id)}
                    disabled={member}
                    onCheckedChange={(e) => onToggle(p.id, e.checked === true)}
                    alignItems="start"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control mt="0.5" />
                    <Checkbox.Label>
                      <Text as="span" display="block">
                        {localName(p)}
                      </Text>
                      {other && (
                        <Text as="span" display="block" textStyle="xs" color="fg.muted" fontWeight="normal">
                          {t('product.group.products.inGroup', { name: other })}
                        </Text>
                      )}
                    </Checkbox.Label>
                  </Checkbox.Root>
                );
              })}
            </Stack>
            <ListPagination total={data.totalCount} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/**
 * @example <AddProductsDialog group={group} open={adding} onClose={() => setAdding(false)} onAdd={(ids) => add(ids)} />
 */
export function AddProductsDialog({
  group, open, onClose, onAdd,
}: {
  group: ProductGroup;
  open: boolean;
  onClose: () => void;
  /** Resolves when the products were added (the dialog then closes); rejects to stay open. */
  onAdd: (productIds: string[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const close = () => {
    setChosen(new Set());
    onClose();
  };
  const toggle = (id: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const confirm = async () => {
    setBusy(true);
    try {
      await onAdd([...chosen]);
      close();
    } catch {
      // The caller has told the user; the choices stay for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && close()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('product.group.products.addTitle', { name: localName(group) })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text textStyle="sm" color="fg.muted" mb="3">
                {t('product.group.products.addHint')}
              </Text>
              {open && <Picker group={group} chosen={chosen} onToggle={toggle} />}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy}>
                {t('kit.confirm.cancel')}
              </Button>
              <Button colorPalette="blue" onClick={() => void confirm()} loading={busy} disabled={chosen.size === 0}>
                {t('product.group.products.addConfirm')}
                {chosen.size > 0 ? ` (${chosen.size})` : ''}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('kit.detail.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

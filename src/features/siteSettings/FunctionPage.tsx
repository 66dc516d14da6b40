/**
 * 功能管理 / Site modules: the modules of the current exhibition's site and mini-programme (在线展厅,
 * 直播, 采购需求 …) in the order the site shows them. A module is switched on or off from its row,
 * renamed (both languages) and given an icon in a drawer, and moved by dragging its handle or with
 * the arrows; the new order is saved at once and put back when the server refuses it.
 */
import { Badge, Button, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { z } from 'zod';
import type { ExhibitionFunction } from '@gen/api/model';
import { ExhibitionFunctionUpdateBody } from '@gen/zod/site-settings/site-settings';
import {
  blank, ensureAccepted, FormDrawer, PageHeader, QueryState, reportError, ScopeNotice, SwitchField, TextField, Thumbnail, TwoLines, UploadField, useScopeId,
} from '@/components/kit';
import { SortableList } from '@/components/list/SortableList';
import { notify } from '@/lib/notify';
import { functionCalls, functionInput, functionsQuery } from './functions';

const B = ExhibitionFunctionUpdateBody.shape;
const schema = z.object({ name: B.name, nameEn: blank(B.nameEn), icon: blank(B.icon), isEnable: z.boolean() });

const byShowIndex = (a: ExhibitionFunction, b: ExhibitionFunction) => a.showIndex - b.showIndex;

export function FunctionPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.common.common-function" scope="exhibition" />;
  return <Functions exhibitionId={exhibitionId} />;
}

function Functions({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(functionsQuery(exhibitionId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: functionsQuery(exhibitionId).queryKey });
  // The order being saved (shown at once); back to the server's order when saved or refused.
  const [moved, setMoved] = useState<ExhibitionFunction[]>();
  const [editing, setEditing] = useState<{ key: number; row: ExhibitionFunction }>();
  const rows = moved ?? [...(query.data?.data ?? [])].sort(byShowIndex);
  const enabled = rows.filter((r) => r.isEnable).length;

  const sort = useMutation({
    mutationFn: async (next: ExhibitionFunction[]) => ensureAccepted(await functionCalls.sort(exhibitionId, next)),
    onMutate: (next) => setMoved(next),
    onSuccess: async () => {
      await refresh();
      notify.success(t('siteSettings.function.orderSaved'), 1500);
    },
    onError: (error) => reportError(error, t('siteSettings.function.orderFailed')),
    onSettled: () => setMoved(undefined),
  });

  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.common.common-function"
        description="siteSettings.function.description"
        actions={query.data && <Badge size="lg" colorPalette="blue" variant="subtle">{t('siteSettings.function.enabledCount', { count: enabled, total: rows.length })}</Badge>}
      />
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('siteSettings.function.empty')}>
        {() => (
          <Stack gap="0" aria-busy={sort.isPending || query.isFetching} maxW="3xl">
            <SortableList
              items={rows}
              idOf={(r) => r.id}
              nameOf={(r) => r.name}
              label={t('siteSettings.function.listLabel')}
              onChange={(next) => sort.mutate(next)}
              render={(row) => <FunctionRow row={row} onEdit={() => setEditing((prev) => ({ key: (prev?.key ?? 0) + 1, row }))} onChanged={refresh} />}
            />
          </Stack>
        )}
      </QueryState>
      {editing && (
        <FormDrawer
          key={editing.key}
          open
          title={t('siteSettings.function.editTitle', { name: editing.row.name })}
          schema={schema}
          defaultValues={{ name: editing.row.name, nameEn: editing.row.nameEn ?? '', icon: editing.row.icon ?? '', isEnable: editing.row.isEnable }}
          save={(values) => functionCalls.update({ ...values, id: editing.row.id })}
          onClose={() => setEditing(undefined)}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('siteSettings.function.name')} required />
              <TextField control={control} name="nameEn" label={t('siteSettings.function.nameEn')} />
              <UploadField control={control} name="icon" kind="image" label={t('siteSettings.function.icon')} />
              <SwitchField control={control} name="isEnable" label={t('siteSettings.function.enabled')} />
            </>
          )}
        </FormDrawer>
      )}
    </Stack>
  );
}

/** A module beside its handle: icon, names, code, its switch and its edit button. */
function FunctionRow({ row, onEdit, onChanged }: { row: ExhibitionFunction; onEdit: () => void; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const checked = optimistic ?? row.isEnable;
  const toggle = async (isEnable: boolean) => {
    setOptimistic(isEnable);
    try {
      ensureAccepted(await functionCalls.update({ ...functionInput(row), isEnable }));
      await onChanged();
      notify.success(t(isEnable ? 'siteSettings.function.switchedOn' : 'siteSettings.function.switchedOff', { name: row.name }), 1500);
    } catch (error) {
      reportError(error, t('siteSettings.function.switchFailed', { name: row.name }));
    } finally {
      setOptimistic(null);
    }
  };
  return (
    <HStack gap="3" minW="0" data-testid={`function-${row.code}`}>
      <Thumbnail src={row.icon} alt="" boxSize="10" rounded="md" objectFit="cover" />
      <Stack gap="0" flex="1" minW="0">
        <TwoLines main={row.name} sub={row.nameEn} />
        <Text textStyle="xs" fontFamily="mono" color="fg.subtle">{row.code}</Text>
      </Stack>
      <HStack gap="2">
        <Switch.Root size="sm" checked={checked} disabled={optimistic !== null} onCheckedChange={(e) => void toggle(e.checked)}>
          <Switch.HiddenInput aria-label={t('siteSettings.function.enableOf', { name: row.name })} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
        </Switch.Root>
        <Text textStyle="xs" color={checked ? 'fg' : 'fg.muted'} minW="3rem" aria-hidden>
          {t(checked ? 'siteSettings.function.on' : 'siteSettings.function.off')}
        </Text>
      </HStack>
      <Button size="xs" variant="ghost" onClick={onEdit} aria-label={t('siteSettings.function.editOf', { name: row.name })}>
        <LuPencil /> {t('siteSettings.function.edit')}
      </Button>
    </HStack>
  );
}

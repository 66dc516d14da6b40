/**
 * 直播商品: the products shown in the stream (the provider's channel list), added from the company's
 * products — all of them, those of the channel's company (API 1.0) or the exhibition's live list
 * (topic -1, apply 0, a tag) — and taken out again.
 */
import { Badge, Button, HStack, Input, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMinus, LuPlus } from 'react-icons/lu';
import type { Product } from '@gen/api/model';
import type { ChannelProductFieldsFragment } from '@gen/graphql/hooks';
import {
  columnsOf, DataTable, firstImage, formatYuan, PanelDrawer, QueryState, reportError, useConfirm, useScopeIds, type ListContext,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import { channelProductsQuery, PRODUCT_SOURCES, productCalls, productSourceQuery, type ProductSource } from './calls';
import { useDrawer, type LiveActivity } from './shared';

type ChannelProduct = ChannelProductFieldsFragment;

export function ProductsSection({ activity }: { activity: LiveActivity & { liveChannelId: string } }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const channelId = activity.liveChannelId;
  const query = useQuery(channelProductsQuery(channelId));
  const [confirm, confirmDialog] = useConfirm();
  const picker = useDrawer<true>();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: channelProductsQuery(channelId).queryKey }), [queryClient, channelId]);
  const context: ListContext = { refresh, confirm, navigate: () => undefined };

  const columns = useMemo(() => {
    const c = columnsOf<ChannelProduct>();
    return [
      c.image('cover', 'kit.column.image'),
      c.text('name', 'liveManage.products.name', { minWidth: '14rem' }),
      c.custom('price', 'liveManage.products.price', (p) => (p.price === null ? t('liveManage.products.negotiable') : formatYuan(p.price, i18n.language)), { align: 'end' }),
      c.text('productId', 'liveManage.products.providerId'),
      c.actions({ onDelete: (p) => productCalls.remove(channelId, p.productId), nameOf: (p) => p.name }),
    ];
  }, [t, i18n.language, channelId]);

  return (
    <Stack gap="4">
      <HStack>
        <Button size="sm" colorPalette="blue" onClick={() => picker.open(true)}>
          <LuPlus /> {t('liveManage.products.add')}
        </Button>
      </HStack>
      <QueryState query={query} isEmpty={(r) => r.liveProvider.channelProductAll.length === 0} emptyTitle={t('liveManage.products.empty')}>
        {(r) => (
          <DataTable
            rows={r.liveProvider.channelProductAll}
            getRowId={(p) => p.productId}
            columns={columns}
            context={context}
            label={t('liveManage.products.title')}
            busy={query.isFetching}
          />
        )}
      </QueryState>
      {picker.state && (
        <PanelDrawer key={picker.state.key} open title={t('liveManage.products.add')} onClose={picker.close}>
          <Picker channelId={channelId} inStream={query.data?.liveProvider.channelProductAll ?? []} onChanged={refresh} />
        </PanelDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

/** The company's products to choose from, with what is already in the stream marked. */
function Picker({ channelId, inStream, onChanged }: { channelId: string; inStream: ChannelProduct[]; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const scope = useScopeIds();
  const [source, setSource] = useState<ProductSource>('company');
  const [tag, setTag] = useState('');
  const [selected, setSelected] = useState<RowSelectionState>({});
  const compId = scope?.compId ?? '';
  const query = useQuery({ ...productSourceQuery(source, { compId, channelId, exhibitionId: scope?.exhibitionId }, tag), enabled: Boolean(compId) });
  const isIn = useCallback((p: Product) => inStream.some((cp) => cp.name === p.name || Boolean(cp.link?.includes(p.id))), [inStream]);
  const ids = Object.keys(selected).filter((id) => selected[id]);
  const change = useMutation({
    mutationFn: (kind: 'add' | 'remove'): Promise<unknown> => (kind === 'add' ? productCalls.add(channelId, ids) : productCalls.removeTransported(channelId, ids)),
    onSuccess: async (_r, kind) => {
      notify.success(t(kind === 'add' ? 'liveManage.products.added' : 'liveManage.products.removed', { count: ids.length }));
      setSelected({});
      await onChanged();
    },
    onError: (error) => reportError(error, t('liveManage.products.changeFailed')),
  });
  const columns = useMemo(() => {
    const c = columnsOf<Product>();
    return [
      c.image('banner', 'kit.column.image', { src: (p) => firstImage(p.banner) }),
      c.custom('name', 'liveManage.products.name', (p) => (
        <Stack gap="0">
          <Text>{p.name}</Text>
          {isIn(p) && (
            <Badge alignSelf="start" size="sm" colorPalette="green" variant="subtle">
              {t('liveManage.products.inStream')}
            </Badge>
          )}
        </Stack>
      )),
    ];
  }, [t, isIn]);
  return (
    <Stack gap="3">
      <SegmentGroup.Root value={source} onValueChange={(e) => { setSource((e.value ?? 'company') as ProductSource); setSelected({}); }} size="sm" alignSelf="start">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={PRODUCT_SOURCES.map((s) => ({ value: s, label: t(`liveManage.products.sources.${s}`) }))} />
      </SegmentGroup.Root>
      {source === 'live' && (
        <Input size="sm" value={tag} onChange={(e) => setTag(e.target.value)} placeholder={t('liveManage.products.tag')} aria-label={t('liveManage.products.tag')} />
      )}
      <QueryState query={query} isEmpty={(r) => r.length === 0} emptyTitle={t('liveManage.products.noSource')}>
        {(r) => <DataTable rows={r} columns={columns} selection={{ selected, onChange: setSelected }} label={t('liveManage.products.choose')} busy={query.isFetching} />}
      </QueryState>
      <HStack gap="2">
        <Button size="sm" colorPalette="blue" disabled={ids.length === 0} loading={change.isPending && change.variables === 'add'} onClick={() => change.mutate('add')}>
          <LuPlus /> {t('liveManage.products.addSelected', { count: ids.length })}
        </Button>
        <Button size="sm" variant="outline" disabled={ids.length === 0} loading={change.isPending && change.variables === 'remove'} onClick={() => change.mutate('remove')}>
          <LuMinus /> {t('liveManage.products.removeSelected', { count: ids.length })}
        </Button>
      </HStack>
    </Stack>
  );
}

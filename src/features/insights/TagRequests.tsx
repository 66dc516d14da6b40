/**
 * 标签申请 / Tag requests: the exhibition tags the company asked for on its products and where
 * the organiser's review stands; a new request (a product and up to 20 tags) shows as pending at
 * once; every pending request of the exhibition can be withdrawn.
 */
import { Button, Checkbox, Fieldset, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { productTagAuditLogCreate, productTagAuditLogRemoveAuditByExId } from '@gen/api/product/product';
import { ProductTagAuditStatus, type ProductTagAuditLog, type ProTag } from '@gen/api/model';
import { ProductTagAuditLogCreateBody } from '@gen/zod/product/product';
import {
  auditStatus, columnsOf, DataTable, ensureAccepted, FormDrawer, QueryState, reportError, SelectField, useConfirm,
} from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { notify } from '@/lib/notify';
import { productsQuery, tagDictionaryQuery, tagRequestsQuery } from './queries';
import { withNote } from '@/lib/i18n';

const MAX_TAGS = 20;
const schema = ProductTagAuditLogCreateBody.pick({ productId: true, tagIds: true });
type RequestValues = z.input<typeof schema>;

const c = columnsOf<ProductTagAuditLog>();
const COLUMNS = [
  c.text('productName', 'insights.behavior.product', { minWidth: '12rem' }),
  c.custom('tagNames', 'insights.behavior.tags', (r) => (
    <Wrap gap="1">
      {(r.tagNames ?? []).map((name) => (
        <Tag.Root key={name} size="sm" variant="subtle">
          <Tag.Label>{name}</Tag.Label>
        </Tag.Root>
      ))}
    </Wrap>
  ), { minWidth: '14rem' }),
  c.status('auditStatus', 'insights.behavior.status', auditStatus),
  c.text('auditRemark', 'insights.behavior.remark', { minWidth: '12rem' }),
  c.date('createTime', 'insights.behavior.submitted', { pattern: 'datetime' }),
  c.date('auditTime', 'insights.behavior.audited', { pattern: 'datetime' }),
];

export function TagRequests({ compId, exhibitionId }: { compId: string; exhibitionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requests = useQuery(tagRequestsQuery(compId, exhibitionId));
  const [adding, setAdding] = useState(0);
  const [confirm, confirmDialog] = useConfirm();
  const [withdrawing, setWithdrawing] = useState(false);
  const pending = (requests.data?.data ?? []).filter((r) => r.auditStatus === ProductTagAuditStatus.Pending).length;
  const refresh = () => queryClient.invalidateQueries({ queryKey: tagRequestsQuery(compId, exhibitionId).queryKey });
  const withdraw = async () => {
    const ok = await confirm({ title: t('insights.behavior.withdrawTitle'), message: t('insights.behavior.withdrawQuestion', { count: pending }), danger: true });
    if (!ok) return;
    setWithdrawing(true);
    try {
      await productTagAuditLogRemoveAuditByExId({ compId, exhibitionId }).then(ensureAccepted);
      notify.success(t('insights.behavior.withdrawn'));
      await refresh();
    } catch (error) {
      reportError(error, t('insights.behavior.withdrawFailed'));
    } finally {
      setWithdrawing(false);
    }
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Text color="fg.muted" maxW="48rem">
          {t('insights.behavior.requestsHint')}
        </Text>
        <HStack gap="2">
          <Button variant="outline" disabled={pending === 0} loading={withdrawing} onClick={() => void withdraw()}>
            {t('insights.behavior.withdraw')}
          </Button>
          <Button onClick={() => setAdding((n) => n + 1)}>{t('insights.behavior.request')}</Button>
        </HStack>
      </HStack>
      <QueryState query={requests} isEmpty={(r) => r.data.length === 0} emptyTitle={t('insights.behavior.noRequests')}>
        {(r) => <DataTable rows={r.data} columns={COLUMNS} label={t('insights.behavior.tabs.requests')} busy={requests.isFetching} />}
      </QueryState>
      {adding > 0 && (
        <FormDrawer
          key={adding}
          open
          title={t('insights.behavior.request')}
          schema={schema}
          defaultValues={{ productId: '', tagIds: [] }}
          save={(v) => productTagAuditLogCreate({ ...v, compId, exhibitionId })}
          onClose={() => setAdding(0)}
          onSaved={async () => {
            notify.success(t('insights.behavior.requested'));
            await refresh();
          }}
        >
          {({ control }) => <RequestFields control={control} compId={compId} />}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

function RequestFields({ control, compId }: { control: Control<RequestValues, unknown, z.output<typeof schema>>; compId: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const products = useQuery(productsQuery(compId));
  const options = useMemo(() => (products.data?.data ?? []).map((p) => ({ value: p.id, label: p.model ? withNote(localName(p), p.model) : localName(p) })), [products.data, localName]);
  return (
    <Stack gap="4">
      <SelectField control={control} name="productId" label={t('insights.behavior.product')} options={options} placeholder={t('insights.behavior.noProductChosen')} loading={products.isPending} required />
      <TagChecklist control={control} />
    </Stack>
  );
}

/** The dictionary's tags under their groups, as checkboxes (at most 20). */
function TagChecklist({ control }: { control: Control<RequestValues, unknown, z.output<typeof schema>> }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const dictionary = useQuery(tagDictionaryQuery());
  const { field, fieldState } = useController({ control, name: 'tagIds' });
  const chosen = field.value ?? [];
  const toggle = (id: string, on: boolean) => {
    field.onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id));
    field.onBlur();
  };
  const groups = (dictionary.data?.data ?? []).filter((g: ProTag) => g.isShow && (g.children ?? []).some((c) => c.isShow));
  return (
    <Fieldset.Root invalid={Boolean(fieldState.error)}>
      <Fieldset.Legend>{t('insights.behavior.pickTags')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('insights.behavior.pickTagsHint')}</Fieldset.HelperText>
      <QueryState query={dictionary} skeletonRows={3}>
        {() => (
          <Stack gap="3">
            {groups.map((g) => (
              <Stack key={g.id} gap="1">
                <Text textStyle="sm" fontWeight="medium">
                  {localName(g)}
                </Text>
                <Wrap gap="3">
                  {(g.children ?? [])
                    .filter((tag) => tag.isShow)
                    .map((tag) => {
                      const checked = chosen.includes(tag.id);
                      return (
                        <Checkbox.Root key={tag.id} size="sm" checked={checked} disabled={!checked && chosen.length >= MAX_TAGS} onCheckedChange={(e) => toggle(tag.id, e.checked === true)}>
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{localName(tag)}</Checkbox.Label>
                        </Checkbox.Root>
                      );
                    })}
                </Wrap>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
      {fieldState.error && <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

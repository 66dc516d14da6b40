/**
 * 展会计划 / The exhibition's plan: its agenda items in order (time, place, shown on the site or
 * not), added and edited in a drawer, switched on and off from the list, deleted after a question.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import type { ExhibitionPlan } from '@gen/api/model';
import { ExhibitionPlanCreateBody } from '@gen/zod/host-exhibition/host-exhibition';
import {
  blank, columnsOf, DataTable, DateField, endNotBeforeStart, formatDate, FormDrawer, NumberField, PageHeader, QueryState, RichTextField, ScopeNotice,
  SwitchField, TextField, useScopeId,
  useTableEditor,
} from '@/components/kit';
import { planCalls, planInput, plansQuery } from './plans';

const B = ExhibitionPlanCreateBody.shape;
const schema = endNotBeforeStart(
  ExhibitionPlanCreateBody.omit({ exhibitionId: true }).extend({
    nameEn: blank(B.nameEn),
    endTime: blank(B.endTime),
    address: blank(B.address),
    content: blank(B.content),
    showIndex: B.showIndex.unwrap(),
  }),
  'startTime',
  'endTime',
  'kit.validation.endBeforeStart',
);

/** When an item happens: its day and hours (the end's day too when it ends on another day). */
function when(p: ExhibitionPlan): string {
  const start = formatDate(p.startTime, 'YYYY-MM-DD HH:mm');
  if (!p.endTime) return start;
  const sameDay = formatDate(p.startTime, 'YYYY-MM-DD') === formatDate(p.endTime, 'YYYY-MM-DD');
  return `${start} ~ ${formatDate(p.endTime, sameDay ? 'HH:mm' : 'YYYY-MM-DD HH:mm')}`;
}


export function PlanPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.set.plan" scope="exhibition" />;
  return <Plans exhibitionId={exhibitionId} />;
}

function Plans({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const query = useQuery(plansQuery(exhibitionId));
  const { drawer, open, close, refresh, confirmDialog, context } = useTableEditor<ExhibitionPlan>(plansQuery(exhibitionId).queryKey);

  const columns = useMemo(() => {
    const c = columnsOf<ExhibitionPlan>();
    return [
      c.text('showIndex', 'host.plan.order', { width: '5rem' }),
      c.custom('startTime', 'host.plan.when', (p) => <Text whiteSpace="nowrap">{when(p)}</Text>),
      c.custom('name', 'host.plan.name', (p) => (
        <>
          <Text fontWeight="medium">{p.name}</Text>
          {p.nameEn && (
            <Text textStyle="xs" color="fg.muted">
              {p.nameEn}
            </Text>
          )}
        </>
      ), { minWidth: '14rem' }),
      c.text('address', 'host.plan.address'),
      c.toggle('isShow', 'kit.column.show', { onToggle: (p, isShow) => planCalls.update(p.id, { ...planInput(p), isShow: Boolean(isShow) }) }),
      c.actions({ items: [{ label: 'kit.list.edit', onSelect: (p) => open(p) }], onDelete: (p) => planCalls.remove(p.id), nameOf: (p) => p.name }),
    ];
  }, [open]);

  const plan = drawer?.record;
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.set.plan"
        description="host.plan.description"
        actions={
          <Button colorPalette="blue" onClick={() => open()}>
            <LuPlus /> {t('host.plan.add')}
          </Button>
        }
      />
      <QueryState query={query} isEmpty={(items) => items.length === 0} emptyTitle={t('host.plan.empty')} emptyAction={<Button onClick={() => open()}>{t('host.plan.add')}</Button>}>
        {(items) => <DataTable rows={items} columns={columns} context={context} label={t('nav.host.set.plan')} busy={query.isFetching} />}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={plan ? t('host.plan.editTitle', { name: plan.name }) : t('host.plan.add')}
          schema={schema}
          defaultValues={{
            name: plan?.name ?? '',
            nameEn: plan?.nameEn ?? '',
            startTime: plan?.startTime ?? '',
            endTime: plan?.endTime ?? '',
            address: plan?.address ?? '',
            content: plan?.content ?? '',
            isShow: plan?.isShow ?? true,
            showIndex: plan?.showIndex ?? (query.data?.length ?? 0) + 1,
          }}
          save={(values) => (plan ? planCalls.update(plan.id, { ...values, exhibitionId: plan.exhibitionId }) : planCalls.create({ ...values, exhibitionId }))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('host.plan.name')} required />
              <TextField control={control} name="nameEn" label={t('host.plan.nameEn')} />
              <DateField control={control} name="startTime" mode="datetime" label={t('host.plan.start')} required />
              <DateField control={control} name="endTime" mode="datetime" label={t('host.plan.end')} />
              <TextField control={control} name="address" label={t('host.plan.address')} helper={t('host.plan.addressHelper')} />
              <RichTextField control={control} name="content" label={t('host.plan.content')} minHeight="10rem" />
              <NumberField control={control} name="showIndex" label={t('host.plan.order')} helper={t('host.plan.orderHelper')} />
              <SwitchField control={control} name="isShow" label={t('kit.column.show')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

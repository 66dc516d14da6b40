/**
 * 展馆管理 / Halls of the current exhibition: name in both languages, floor area, number of booths,
 * order; added and edited in a drawer, deleted after a question. Totals above the table.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { Exhall } from '@gen/api/model';
import { ExhallCreateBody } from '@gen/zod/host-exhibition/host-exhibition';
import {
  blank, columnsOf, DataTable, Fact, formatNumber, FormDrawer, NumberField, PageHeader, QueryState, ScopeNotice, TextField, useScopeId,
  useTableEditor,
} from '@/components/kit';
import { hallCalls, hallsQuery } from './halls';

const B = ExhallCreateBody.shape;
const schema = z.object({ name: B.name, nameEn: blank(B.nameEn), area: B.area, boothCount: B.boothCount, showIndex: B.showIndex.unwrap() });


export function HallPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.ex.pavilion" scope="exhibition" />;
  return <Halls exhibitionId={exhibitionId} />;
}

function Halls({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const query = useQuery(hallsQuery(exhibitionId));
  const { drawer, open, close, refresh, confirmDialog, context } = useTableEditor<Exhall>(hallsQuery(exhibitionId).queryKey);
  const rows = useMemo(() => [...(query.data?.data ?? [])].sort((a, b) => a.showIndex - b.showIndex), [query.data]);
  const area = rows.reduce((sum, h) => sum + (h.area ?? 0), 0);
  const booths = rows.reduce((sum, h) => sum + (h.boothCount ?? 0), 0);

  const columns = useMemo(() => {
    const c = columnsOf<Exhall>();
    return [
      c.text('showIndex', 'host.halls.order', { width: '5rem' }),
      c.twoLines('name', 'host.halls.name', (h) => h.name, (h) => h.nameEn),
      c.custom('area', 'host.halls.area', (h) => (h.area === undefined ? '' : t('host.halls.areaValue', { area: formatNumber(h.area) })), { align: 'end' }),
      c.text('boothCount', 'host.halls.booths', { align: 'end' }),
      c.actions({ items: [{ label: 'kit.list.edit', onSelect: (h) => open(h) }], onDelete: (h) => hallCalls.remove(h.id), nameOf: (h) => h.name }),
    ];
  }, [open, t]);

  const hall = drawer?.record;
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.ex.pavilion"
        description="host.halls.description"
        actions={
          <Button colorPalette="blue" onClick={() => open()}>
            <LuPlus /> {t('host.halls.add')}
          </Button>
        }
      />
      {rows.length > 0 && (
        <HStack gap="8">
          <Fact label="host.halls.count">{rows.length}</Fact>
          <Fact label="host.halls.totalArea">{t('host.halls.areaValue', { area: formatNumber(area) })}</Fact>
          <Fact label="host.halls.totalBooths">{booths}</Fact>
        </HStack>
      )}
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('host.halls.empty')}>
        {() => <DataTable rows={rows} columns={columns} context={context} label={t('nav.host.ex.pavilion')} busy={query.isFetching} />}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={hall ? t('host.halls.editTitle', { name: hall.name }) : t('host.halls.add')}
          schema={schema}
          defaultValues={{ name: hall?.name ?? '', nameEn: hall?.nameEn ?? '', area: hall?.area, boothCount: hall?.boothCount, showIndex: hall?.showIndex ?? (rows.at(-1)?.showIndex ?? 0) + 1 }}
          save={(values) => (hall ? hallCalls.update(hall.id, { ...values, exhibitionId: hall.exhibitionId }) : hallCalls.create({ ...values, exhibitionId }))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('host.halls.name')} helper={t('host.halls.nameHelper')} required />
              <TextField control={control} name="nameEn" label={t('host.halls.nameEn')} />
              <NumberField control={control} name="area" label={t('host.halls.area')} unit="㎡" decimals={1} />
              <NumberField control={control} name="boothCount" label={t('host.halls.booths')} />
              <NumberField control={control} name="showIndex" label={t('host.halls.order')} helper={t('host.halls.orderHelper')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

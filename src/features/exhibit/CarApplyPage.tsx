/**
 * 车证申请 / Vehicle passes (exinfo/carApply): the vehicles the company registered for its join,
 * each with its review (pending, approved, rejected with the organiser's remark). A vehicle is
 * registered, or a registered one changed, in a drawer and waits for review (PUT /api/VehicleDown,
 * a designed call: x-designed in openapi/audit.yaml); a record still pending is edited in place.
 * Once a vehicle is approved its pass downloads as a PDF (Vehicle/templatePDF).
 *
 * The list is the join's vehicle records (VehicleDown/GetListRecordByJoinId, newest first), one row
 * per vehicle: its latest record gives the fields (afterContent) and the state. Registration
 * closes when the exhibition ends (vehicles come for the build-up, the show and the move-out).
 */
import { Alert, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { getVehicleDownGetListRecordByJoinIdQueryOptions, vehicleDownUpdate } from '@gen/api/audit/audit';
import { downloadNames } from '@gen/api/downloads';
import { getExhibitionGetQueryOptions } from '@gen/api/host-exhibition/host-exhibition';
import type { VehicleDown } from '@gen/api/model';
import { vehicleTemplatePdf } from '@gen/api/vehicles/vehicles';
import { VehicleDownUpdateBody } from '@gen/zod/audit/audit';
import {
  vehicleGetPagedListByExhibitionIdResponseDataTwoItemsItemDriverNameMax as DRIVER_NAME_MAX,
  vehicleGetPagedListByExhibitionIdResponseDataTwoItemsItemDriverPhoneRegExp as DRIVER_PHONE,
  vehicleGetPagedListByExhibitionIdResponseDataTwoItemsItemVehicleTypeMax as VEHICLE_TYPE_MAX,
} from '@gen/zod/vehicles/vehicles';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuPencil, LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import {
  auditStatus, blank, formatDate, FormDrawer, PageHeader, QueryState, runExport, ScopeNotice, StatusBadge, TextField, useScopeIds, type ScopeIds,
} from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

const TITLE = 'nav.exhibitor.exinfo.carApply' as const;

interface CarScope {
  joinId: string;
  compId: string;
  exhibitionId: string;
}
const carScopeOf = (scope: ScopeIds | undefined): CarScope | null =>
  scope?.joinId && scope.compId && scope.exhibitionId ? { joinId: scope.joinId, compId: scope.compId, exhibitionId: scope.exhibitionId } : null;

export const vehicleRecordsQuery = (joinId: string) => getVehicleDownGetListRecordByJoinIdQueryOptions({ joinId });

/** The page's loader: its text, the join's vehicle records and the exhibition (deadline). */
export async function loadCarApply({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) {
  const locale = loadLocale('exhibit');
  const scope = carScopeOf(context.scope);
  if (!scope) return locale;
  await Promise.all([
    locale,
    context.queryClient.prefetchQuery(vehicleRecordsQuery(scope.joinId)),
    context.queryClient.prefetchQuery(getExhibitionGetQueryOptions({ id: scope.exhibitionId })),
  ]);
}

// ------------------------------------------------------------------ the vehicle form
const plate = VehicleDownUpdateBody.def.right.shape.plateNumber;
export const vehicleSchema = z.object({
  // Typed as people write it (lower case, spaces): checked as the contract's plate.
  plateNumber: z
    .string()
    .transform((v) => v.replace(/[\s·•]/g, '').toUpperCase())
    .pipe(z.string().min(1))
    .pipe(plate),
  driverName: blank(z.string().max(DRIVER_NAME_MAX).optional()),
  driverPhone: blank(z.string().regex(DRIVER_PHONE).optional()),
  vehicleType: blank(z.string().max(VEHICLE_TYPE_MAX).optional()),
});
type VehicleValues = z.input<typeof vehicleSchema>;
const EMPTY: VehicleValues = { plateNumber: '', driverName: '', driverPhone: '', vehicleType: '' };

/** A record's vehicle fields (afterContent). */
function fieldsOf(record: VehicleDown): VehicleValues {
  let content: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(record.afterContent) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) content = parsed as Record<string, unknown>;
  } catch {
    // not JSON: the record's plate only
  }
  const text = (key: keyof VehicleValues) => (typeof content[key] === 'string' ? (content[key] as string) : '');
  return { plateNumber: text('plateNumber') || record.plateNumber || '', driverName: text('driverName'), driverPhone: text('driverPhone'), vehicleType: text('vehicleType') };
}

/** One registered vehicle: its latest record, and whether it has ever been approved (its pass). */
interface CarRow {
  key: string;
  vehicleId?: string;
  latest: VehicleDown;
  values: VehicleValues;
  approved: boolean;
}

/** The join's records as one row per vehicle, the newest first. */
export function carRows(records: VehicleDown[]): CarRow[] {
  const sorted = [...records].sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
  const rows = new Map<string, CarRow>();
  for (const record of sorted) {
    const key = record.vehicleId ?? record.id;
    const row = rows.get(key);
    if (row) row.approved ||= record.auditStatus === 1;
    else rows.set(key, { key, vehicleId: record.vehicleId, latest: record, values: fieldsOf(record), approved: record.auditStatus === 1 });
  }
  return [...rows.values()];
}

/** What the drawer does: register a new vehicle, change a registered one, or edit a pending record. */
type Editing = { mode: 'new' } | { mode: 'change'; row: CarRow } | { mode: 'pending'; row: CarRow };

export function CarApplyPage() {
  const scope = carScopeOf(useScopeIds());
  if (!scope) return <ScopeNotice title={TITLE} scope="join" />;
  return <CarApply scope={scope} />;
}

function CarApply({ scope }: { scope: CarScope }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const records = useQuery(vehicleRecordsQuery(scope.joinId));
  const exhibition = useQuery(getExhibitionGetQueryOptions({ id: scope.exhibitionId }));
  const deadline = exhibition.data?.data?.endTime;
  const closed = Boolean(deadline && dayjs().isAfter(deadline));
  const [editing, setEditing] = useState<Editing & { n: number }>();
  const open = (e: Editing) => setEditing({ ...e, n: Date.now() });

  const save = (values: z.output<typeof vehicleSchema>) => {
    const row = editing && editing.mode !== 'new' ? editing.row : undefined;
    return vehicleDownUpdate({
      joinId: scope.joinId,
      compId: scope.compId,
      ...(editing?.mode === 'pending' ? { id: row!.latest.id } : {}),
      ...(row?.vehicleId ? { vehicleId: row.vehicleId } : {}),
      plateNumber: values.plateNumber,
      afterContent: JSON.stringify(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))),
    });
  };

  return (
    <Stack gap="4">
      <PageHeader
        title={TITLE}
        description="exhibit.car.description"
        actions={
          !closed && (
            <Button size="sm" onClick={() => open({ mode: 'new' })}>
              <LuPlus /> {t('exhibit.car.add')}
            </Button>
          )
        }
      />
      {deadline &&
        (closed ? (
          <Alert.Root status="warning" data-testid="deadline-passed">
            <Alert.Indicator />
            <Alert.Description>{t('exhibit.car.closed', { date: formatDate(deadline) })}</Alert.Description>
          </Alert.Root>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t('exhibit.car.deadline', { date: formatDate(deadline) })}
          </Text>
        ))}
      <QueryState query={records} isEmpty={(r) => r.data.length === 0} emptyTitle={t('exhibit.car.empty')} emptyDescription={t('exhibit.car.emptyHint')}>
        {(r) => <CarTable rows={carRows(r.data)} exhibitionId={scope.exhibitionId} closed={closed} onEdit={open} />}
      </QueryState>
      {editing && (
        <FormDrawer
          key={editing.n}
          open
          title={t(editing.mode === 'new' ? 'exhibit.car.add' : editing.mode === 'pending' ? 'exhibit.car.editPending' : 'exhibit.car.change')}
          schema={vehicleSchema}
          defaultValues={editing.mode === 'new' ? EMPTY : editing.row.values}
          save={save}
          onClose={() => setEditing(undefined)}
          onSaved={() => queryClient.invalidateQueries({ queryKey: vehicleRecordsQuery(scope.joinId).queryKey })}
        >
          {({ control }) => (
            <>
              {editing.mode !== 'new' && (
                <Text color="fg.muted" fontSize="sm">
                  {t(editing.mode === 'pending' ? 'exhibit.car.pendingHint' : 'exhibit.car.changeHint')}
                </Text>
              )}
              <TextField control={control} name="plateNumber" label={t('exhibit.car.plateNumber')} helper={t('exhibit.car.plateHelper')} required />
              <TextField control={control} name="driverName" label={t('exhibit.car.driverName')} />
              <TextField control={control} name="driverPhone" type="tel" label={t('exhibit.car.driverPhone')} />
              <TextField control={control} name="vehicleType" label={t('exhibit.car.vehicleType')} helper={t('exhibit.car.vehicleTypeHelper')} />
            </>
          )}
        </FormDrawer>
      )}
    </Stack>
  );
}

function CarTable({ rows, exhibitionId, closed, onEdit }: { rows: CarRow[]; exhibitionId: string; closed: boolean; onEdit: (e: Editing) => void }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<string>();
  const download = async (row: CarRow) => {
    setDownloading(row.key);
    await runExport((o) => vehicleTemplatePdf({ exId: exhibitionId, vehicaleId: row.vehicleId! }, o), downloadNames.vehicleTemplatePdf);
    setDownloading(undefined);
  };
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={t('exhibit.car.list')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('exhibit.car.plateNumber')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('exhibit.car.driverName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('exhibit.car.driverPhone')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('exhibit.car.vehicleType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('exhibit.car.state')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('exhibit.car.submitted')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const pending = row.latest.auditStatus === 0;
            return (
              <Table.Row key={row.key}>
                <Table.Cell fontWeight="medium">{row.values.plateNumber}</Table.Cell>
                <Table.Cell>{row.values.driverName}</Table.Cell>
                <Table.Cell>{row.values.driverPhone}</Table.Cell>
                <Table.Cell>{row.values.vehicleType}</Table.Cell>
                <Table.Cell>
                  <Stack gap="1">
                    <HStack gap="2">
                      <StatusBadge value={row.latest.auditStatus} map={auditStatus} />
                      {pending && row.approved && <Text textStyle="xs" color="fg.muted">{t('exhibit.car.changePending')}</Text>}
                    </HStack>
                    {row.latest.auditStatus === 2 && row.latest.remark && (
                      <Text textStyle="xs" color="red.fg">
                        {t('exhibit.car.remark', { remark: row.latest.remark })}
                      </Text>
                    )}
                  </Stack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(row.latest.createTime)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1" justify="flex-end">
                    {row.approved && row.vehicleId && (
                      <Button size="xs" variant="outline" loading={downloading === row.key} onClick={() => void download(row)} aria-label={t('exhibit.car.downloadPass', { plate: row.values.plateNumber })}>
                        <LuDownload /> {t('exhibit.car.pass')}
                      </Button>
                    )}
                    {!closed && (
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => onEdit(pending ? { mode: 'pending', row } : { mode: 'change', row })}
                        aria-label={t(pending ? 'exhibit.car.editPendingOf' : 'exhibit.car.changeOf', { plate: row.values.plateNumber })}
                      >
                        <LuPencil /> {t(pending ? 'exhibit.car.editPending' : 'exhibit.car.change')}
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

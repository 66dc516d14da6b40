/**
 * 条码设置: per badge type of the current exhibition, how its badge barcode is made (symbology,
 * prefix, number length, first number, text under the bars), with the next code drawn by
 * jsbarcode; edited in a drawer whose preview follows the fields and whose checks sit beside them.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import JsBarcode from 'jsbarcode';
import { useEffect, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BarcodeSymbology, type BarcodeSetting, type DeExCardPlanConfigExhibition } from '@gen/api/model';
import { BarcodeSettingUpdateBody } from '@gen/zod/engagement/engagement';
import {
  combineQueries, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, ScopeNotice, SelectField, TextField, useScopeId, useTableEditor, type QueryLike,
} from '@/components/kit';
import { i18n } from '@/lib/i18n';
import { barcodeProblems, composeCode, DEFAULT_BARCODE, printedTextOf } from './barcodeRules';
import { badgeTypesQuery, barcodeSettingsQuery, saveBarcodeSetting } from './barcodes';
import { barcodePage } from './routes';

const SYMBOLOGIES = [BarcodeSymbology.Code128, BarcodeSymbology.Ean13, BarcodeSymbology.Qr] as const;
const symbologyLabel = (s: BarcodeSymbology) => `engagement.barcode.symbologies.${String(s) as '1' | '2' | '3'}` as const;

/** A badge type with its saved setting (or the defaults) and the number its next badge gets. */
interface Row {
  id: string;
  type: DeExCardPlanConfigExhibition;
  setting?: BarcodeSetting;
  symbology: BarcodeSymbology;
  prefix: string;
  numberLength: number;
  startNumber: number;
  printedText: string;
  nextNumber: number;
}

function rowOf(type: DeExCardPlanConfigExhibition, setting: BarcodeSetting | undefined): Row {
  const values = setting
    ? { symbology: setting.symbology, prefix: setting.prefix, numberLength: setting.numberLength, startNumber: setting.startNumber, printedText: setting.printedText ?? '' }
    : DEFAULT_BARCODE;
  return { id: type.cardTypeId, type, setting, ...values, nextNumber: setting?.nextNumber ?? values.startNumber };
}

/**
 * The bars of a code as an SVG document (jsbarcode draws into a detached element); null when it
 * cannot. The printed text goes under it as page text: jsbarcode measures its own text on a canvas.
 */
function barcodeSvg(code: string, ean: boolean): string | null {
  try {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    JsBarcode(svg, code, { format: ean ? 'EAN13' : 'CODE128', displayValue: false, flat: ean, height: 44, width: 1.6, margin: 6 });
    return new XMLSerializer().serializeToString(svg);
  } catch {
    return null;
  }
}

/** The next code as it will be printed, drawn with jsbarcode; QR badges are shown honestly as their content in CODE128. */
export function BarcodePreview({ rule, nextNumber, printedText, name }: { rule: Pick<Row, 'symbology' | 'prefix' | 'numberLength' | 'startNumber'>; nextNumber: number; printedText: string; name: string }) {
  const { t } = useTranslation();
  // A next number that has outgrown the number length has no code either.
  const valid = barcodeProblems(rule).length === 0 && Number.isInteger(rule.numberLength) && rule.numberLength >= 1 && String(nextNumber).length <= rule.numberLength;
  const code = valid ? composeCode(rule, nextNumber) : '';
  const text = printedTextOf(printedText, code);
  const ean = rule.symbology === BarcodeSymbology.Ean13;
  const svg = useMemo(() => (code ? barcodeSvg(code, ean) : null), [code, ean]);
  if (!svg) return <Text color="fg.error" textStyle="sm">{t('engagement.barcode.cannotPreview')}</Text>;
  return (
    <Stack gap="1" align="start">
      <Stack gap="0" align="center" bg="white" color="black" rounded="sm" borderWidth="1px" maxW="full" overflowX="auto" pb={text ? '1' : '0'}>
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('engagement.barcode.previewLabel', { name, code })} data-code={code} />
        {text && (
          <Text textStyle="xs" fontFamily="mono">
            {text}
          </Text>
        )}
      </Stack>
      {rule.symbology === BarcodeSymbology.Qr && (
        <Text textStyle="xs" color="fg.muted" maxW="xs">
          {t('engagement.barcode.qrNote')}
        </Text>
      )}
    </Stack>
  );
}

const B = BarcodeSettingUpdateBody.shape;
const schema = z
  .object({
    symbology: z.string().transform(Number).pipe(B.symbology),
    prefix: z.string().max(12),
    numberLength: B.numberLength,
    startNumber: B.startNumber,
    printedText: B.printedText.unwrap(),
  })
  // The prefix and length must fit the symbology; each problem beside the field to change.
  .superRefine((v, ctx) => {
    for (const p of barcodeProblems(v)) ctx.addIssue({ code: 'custom', path: [p.field], message: i18n.t(p.message, p.params ?? {}) });
  });

type FormValues = z.input<typeof schema>;

const RULE_FIELDS = ['symbology', 'prefix', 'numberLength', 'startNumber'] as const;

/** The drawer's live preview: the code the next badge would get with the values as typed. */
function DrawerPreview({ form, row }: { form: UseFormReturn<FormValues, unknown, z.output<typeof schema>>; row: Row }) {
  const { t } = useTranslation();
  const { control, trigger, watch } = form;
  const [symbology, prefix = '', numberLength, startNumber, printedText = ''] = useWatch({ control, name: ['symbology', 'prefix', 'numberLength', 'startNumber', 'printedText'] });
  // A change of one of them may fix or break the others: their checks follow at once, beside them.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && RULE_FIELDS.includes(name as (typeof RULE_FIELDS)[number])) void trigger(['prefix', 'numberLength', 'startNumber']);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger]);
  // Badges already issued under this type keep counting on from the new first number.
  const issued = row.setting ? Math.max(0, row.nextNumber - row.startNumber) : 0;
  const rule = { symbology: Number(symbology) as BarcodeSymbology, prefix, numberLength: Number(numberLength), startNumber: Number(startNumber ?? 0) };
  return (
    <Stack gap="2" borderTopWidth="1px" pt="4">
      <Text textStyle="sm" fontWeight="medium">{t('engagement.barcode.preview')}</Text>
      <BarcodePreview rule={rule} nextNumber={rule.startNumber + issued} printedText={printedText} name={row.type.cardTypeName} />
    </Stack>
  );
}

/** 条码设置. */
export function BarcodePage() {
  const exhibitionId = useScopeId('exhibition');
  if (exhibitionId === null) return <ScopeNotice title={barcodePage.staticData.title} scope="exhibition" />;
  return <BarcodeSettings exhibitionId={exhibitionId} />;
}

function BarcodeSettings({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const types = useQuery(badgeTypesQuery(exhibitionId));
  const settings = useQuery(barcodeSettingsQuery(exhibitionId));
  const { drawer, open, close, refresh, context } = useTableEditor<Row>(barcodeSettingsQuery(exhibitionId).queryKey);

  const both: QueryLike<Row[]> = combineQueries([types, settings], () =>
    [...types.data!.data].sort((a, b) => (a.showIndex ?? 0) - (b.showIndex ?? 0)).map((type) => rowOf(type, settings.data!.data.find((s) => s.cardTypeId === type.cardTypeId))),
  );

  const columns = useMemo(() => {
    const c = columnsOf<Row>();
    return [
      c.custom('cardType', 'engagement.barcode.cardType', (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.type.cardTypeName}</Text>
          {!r.setting && <Text textStyle="xs" color="fg.muted">{t('engagement.barcode.notSet')}</Text>}
        </Stack>
      ), { minWidth: '9rem' }),
      c.custom('symbology', 'engagement.barcode.symbology', (r) => t(symbologyLabel(r.symbology))),
      c.custom('prefix', 'engagement.barcode.prefix', (r) => <Text fontFamily="mono">{r.prefix || '—'}</Text>),
      c.text('numberLength', 'engagement.barcode.numberLength', { align: 'end' }),
      c.text('startNumber', 'engagement.barcode.startNumber', { align: 'end' }),
      c.custom('next', 'engagement.barcode.nextCode', (r) => (
        <Stack gap="0">
          <Text fontFamily="mono">{barcodeProblems(r).length === 0 && String(r.nextNumber).length <= r.numberLength ? composeCode(r, r.nextNumber) : '—'}</Text>
          <Text textStyle="xs" color="fg.muted">{t('engagement.barcode.issued', { count: Math.max(0, r.nextNumber - r.startNumber) })}</Text>
        </Stack>
      ), { minWidth: '10rem' }),
      c.custom('preview', 'engagement.barcode.preview', (r) => <BarcodePreview rule={r} nextNumber={r.nextNumber} printedText={r.printedText} name={r.type.cardTypeName} />, { minWidth: '14rem' }),
      c.actions({ items: [{ label: 'engagement.barcode.edit', onSelect: (r) => open(r) }] }),
    ];
  }, [open, t]);

  const row = drawer?.record;
  return (
    <Stack gap="4" minW="0">
      <PageHeader title={barcodePage.staticData.title} description="engagement.barcode.description" />
      <QueryState query={both} isEmpty={(rows) => rows.length === 0} emptyTitle={t('engagement.barcode.empty')} emptyDescription={t('engagement.barcode.emptyHint')}>
        {(rows) => <DataTable rows={rows} columns={columns} context={context} label={t('engagement.barcode.table')} busy={both.isFetching} />}
      </QueryState>
      {drawer && row && (
        <FormDrawer
          key={drawer.key}
          open
          title={t('engagement.barcode.editTitle', { name: row.type.cardTypeName })}
          schema={schema}
          defaultValues={{ symbology: String(row.symbology), prefix: row.prefix, numberLength: row.numberLength, startNumber: row.startNumber, printedText: row.printedText }}
          save={(values) => saveBarcodeSetting({ ...values, exhibitionId, cardTypeId: row.type.cardTypeId })}
          onClose={close}
          onSaved={refresh}
        >
          {({ control, form }) => (
            <>
              <SelectField
                control={control}
                name="symbology"
                label={t('engagement.barcode.symbology')}
                options={SYMBOLOGIES.map((s) => ({ value: String(s), label: t(symbologyLabel(s)) }))}
                required
              />
              <TextField control={control} name="prefix" label={t('engagement.barcode.prefix')} helper={t('engagement.barcode.prefixHelper')} />
              <NumberField control={control} name="numberLength" label={t('engagement.barcode.numberLength')} required />
              <NumberField control={control} name="startNumber" label={t('engagement.barcode.startNumber')} required />
              <TextField control={control} name="printedText" label={t('engagement.barcode.printedText')} helper={t('engagement.barcode.printedTextHelper')} />
              <DrawerPreview form={form} row={row} />
            </>
          )}
        </FormDrawer>
      )}
    </Stack>
  );
}

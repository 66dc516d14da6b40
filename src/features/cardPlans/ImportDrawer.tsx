/**
 * Badge holders imported in bulk for one badge type: from an .xlsx the user picks (read in the
 * browser; the template's columns are listed, and the template is built on the spot) or from the
 * entries of an online registration form. Every row is checked with the contract's schema, against
 * the other rows and against the people already holding a badge (CheckRepeat); nothing is
 * imported (ImportNew) until every row is fixed or removed and the type's quota holds them.
 */
import { Alert, Badge, Box, Button, CloseButton, Drawer, Field, HStack, IconButton, Input, List, Portal, SegmentGroup, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuPencil, LuTrash2 } from 'react-icons/lu';
import { deExCardDownCheckRepeat, deExCardDownImportNew, deExCardPlanGetFormDataByUrl } from '@gen/api/card-plans/card-plans';
import { DeExCardIdType, type DeExCardPlanConfig } from '@gen/api/model';
import { DeExCardPlanGetFormDataByUrlBody } from '@gen/zod/card-plans/card-plans';
import { ensureAccepted, failureMessage, FormDrawer, type I18nKey, useExhibitorLang } from '@/components/kit';
import { readSheet, saveSheet } from '@/components/data/sheet';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { PersonFields } from './ApplyDrawer';
import {
  checkableIdNumbers, checkRows, idTypeLabel, missingHeaders, personFormSchema, remainingOf, typeNameOf, REQUIRED_FIELDS, rowsFromPeople, rowsFromSheet, SHEET_FIELDS,
  type CheckedRow, type ImportRow, type PersonFormValues, type RowProblem, type SheetField,
} from './cardPlans';

type Source = 'file' | 'form';
type Registered = Map<string, { compName?: string; cardTypeName?: string }>;

export function ImportDrawer({ joinId, config, onClose, onImported }: { joinId: string; config: DeExCardPlanConfig; onClose: () => void; onImported: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  const message = (key: I18nKey) => t(key);
  const [source, setSource] = useState<Source>('file');
  const [rows, setRows] = useState<ImportRow[]>();
  const [registered, setRegistered] = useState<Registered>(new Map());
  const [busy, setBusy] = useState<'reading' | 'checking'>();
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState<CheckedRow>();

  const checked = rows ? checkRows(rows, registered, message) : [];
  const bad = checked.filter((r) => r.problems.length).length;
  const left = remainingOf(config);
  const overQuota = checked.length > left;

  /** Asks which of these ID numbers already hold a badge; merges the answer into what is known. */
  const lookUp = async (next: ImportRow[], known: Registered): Promise<Registered> => {
    const ids = checkableIdNumbers(next).filter((id) => !known.has(id));
    const merged = new Map(known);
    if (!ids.length) return merged;
    const answer = ensureAccepted(await deExCardDownCheckRepeat({ joinId, exhibitionId: config.exhibitionId, idNumbers: ids }));
    for (const r of answer.data) merged.set(r.idNumber.toUpperCase(), { compName: r.compName, cardTypeName: r.cardTypeName });
    return merged;
  };

  const preview = async (next: ImportRow[]) => {
    if (!next.length) {
      setError(t('badges.import.noRows'));
      return;
    }
    setBusy('checking');
    try {
      setRegistered(await lookUp(next, new Map()));
      setRows(next);
    } catch (e) {
      setError(t('badges.import.checkFailed', { message: failureMessage(e) ?? '' }));
    } finally {
      setBusy(undefined);
    }
  };

  const readFile = async (file: File) => {
    setError(undefined);
    setRows(undefined);
    setBusy('reading');
    let content: Awaited<ReturnType<typeof readSheet>>;
    try {
      content = await readSheet(file);
    } catch {
      setBusy(undefined);
      setError(t('badges.import.unreadable'));
      return;
    }
    setBusy(undefined);
    const missing = missingHeaders(content.headers);
    if (missing.length) {
      setError(t('badges.import.missingHeaders', { columns: missing.map((f) => t(`badges.field.${f}`)).join(' / ') }));
      return;
    }
    await preview(rowsFromSheet(content.rows));
  };

  const readForm = async (url: string) => {
    setError(undefined);
    setRows(undefined);
    setBusy('reading');
    try {
      const answer = ensureAccepted(await deExCardPlanGetFormDataByUrl({ url, joinId }));
      setBusy(undefined);
      if (!answer.data.length) {
        setError(t('badges.import.formEmpty'));
        return;
      }
      await preview(rowsFromPeople(answer.data));
    } catch (e) {
      setBusy(undefined);
      setError(failureMessage(e) ?? t('badges.import.failed'));
    }
  };

  const remove = (key: string) => setRows((current) => current?.filter((r) => r.key !== key));

  const replace = async (key: string, values: PersonFormValues) => {
    const row: ImportRow = { ...rows!.find((r) => r.key === key)!, values: Object.fromEntries(SHEET_FIELDS.map((f) => [f, values[f] ?? ''])) as Record<SheetField, string> };
    const next = rows!.map((r) => (r.key === key ? row : r));
    setRegistered(await lookUp([row], registered));
    setRows(next);
    return { status: 200, data: true };
  };

  const importing = useMutation({
    mutationFn: async () => ensureAccepted(await deExCardDownImportNew({ joinId, configId: config.id, items: checked.map((r) => r.person!) })),
    onMutate: () => setError(undefined),
    onSuccess: async (answer) => {
      notify.success(t('badges.import.done', { count: answer.data }));
      await onImported();
      onClose();
    },
    onError: (e) => setError(failureMessage(e) ?? t('badges.import.failed')),
  });

  const ready = checked.length > 0 && bad === 0 && !overQuota && !busy;

  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && !importing.isPending && onClose()} closeOnInteractOutside={false} size={{ base: 'full', lg: 'xl' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={{ lg: '72rem' }}>
            <Drawer.Header>
              <Drawer.Title>{t('badges.import.title', { name: typeNameOf(config, lang) })}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                <Field.Root>
                  <Field.Label>{t('badges.import.source')}</Field.Label>
                  <SegmentGroup.Root value={source} onValueChange={(e) => setSource(e.value as Source)}>
                    <SegmentGroup.Indicator />
                    <SegmentGroup.Items items={[{ value: 'file', label: t('badges.import.fromFile') }, { value: 'form', label: t('badges.import.fromForm') }]} />
                  </SegmentGroup.Root>
                </Field.Root>
                {source === 'file' ? <FileSource onFile={(f) => void readFile(f)} disabled={Boolean(busy)} /> : <FormSource onRead={(url) => void readForm(url)} disabled={Boolean(busy)} />}
                {busy && (
                  <Text as="output" display="block" color="fg.muted">
                    {t(busy === 'reading' ? 'badges.import.reading' : 'badges.import.checking')}
                  </Text>
                )}
                {error && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Description>{error}</Alert.Description>
                  </Alert.Root>
                )}
                {rows && (
                  <Preview
                    rows={checked}
                    bad={bad}
                    left={left}
                    overQuota={overQuota}
                    onRemove={remove}
                    onEdit={setEditing}
                  />
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={onClose} disabled={importing.isPending}>
                {t('badges.import.cancel')}
              </Button>
              <Button colorPalette="blue" disabled={!ready} loading={importing.isPending} onClick={() => importing.mutate()}>
                {t('badges.import.submit', { count: checked.length })}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild disabled={importing.isPending}>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {editing && (
        <FormDrawer
          open
          title={t('badges.import.editTitle', { row: editing.rowNumber })}
          schema={personFormSchema(false, message)}
          defaultValues={formValuesOf(editing)}
          save={(v) => replace(editing.key, { ...v, nameEn: v.nameEn ?? '', idType: String(v.idType), compName: v.compName ?? '', position: v.position ?? '', photo: '' })}
          onClose={() => setEditing(undefined)}
          onSaved={() => undefined}
        >
          {({ control }) => <PersonFields control={control} />}
        </FormDrawer>
      )}
    </Drawer.Root>
  );
}

const formValuesOf = (row: CheckedRow): PersonFormValues => {
  const idType = Object.values(DeExCardIdType).find((v) => String(v) === row.values.idType) ?? (row.person?.idType ?? DeExCardIdType.IdCard);
  return { ...row.values, idType: String(idType), photo: '' };
};

function FileSource({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const compName = useSession((s) => s.company?.name ?? '');
  const template = () => {
    const headers = SHEET_FIELDS.map((f) => t(`badges.field.${f}`));
    const example = [t('badges.import.example.name'), t('badges.import.example.nameEn'), t('badges.idType.idCard'), '44030519900101123X', '13812345678', compName, t('badges.import.example.position')];
    void saveSheet(t('badges.import.templateName'), headers, [example]);
  };
  return (
    <Stack gap="3">
      <Box bg="bg.muted" rounded="md" p="3">
        <Text textStyle="sm" mb="2">
          {t('badges.import.columns')}
        </Text>
        <List.Root textStyle="sm" ps="5" aria-label={t('badges.import.columns')}>
          {SHEET_FIELDS.map((f) => (
            <List.Item key={f}>
              {f === 'idType'
                ? t('badges.import.idTypeNote', { label: t('badges.field.idType') })
                : REQUIRED_FIELDS.includes(f)
                  ? t('badges.import.required', { label: t(`badges.field.${f}`) })
                  : t(`badges.field.${f}`)}
            </List.Item>
          ))}
        </List.Root>
        <Button size="sm" variant="outline" mt="3" onClick={template}>
          <LuDownload /> {t('badges.import.template')}
        </Button>
      </Box>
      <Field.Root disabled={disabled}>
        <Field.Label>{t('badges.import.file')}</Field.Label>
        <Input
          type="file"
          p="1"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
      </Field.Root>
    </Stack>
  );
}

const urlSchema = DeExCardPlanGetFormDataByUrlBody.shape.url;

function FormSource({ onRead, disabled }: { onRead: (url: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const read = () => {
    const parsed = urlSchema.safeParse(url.trim());
    setInvalid(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) onRead(parsed.data);
  };
  return (
    <HStack align="end" gap="2">
      <Field.Root invalid={Boolean(invalid)} disabled={disabled} flex="1">
        <Field.Label>{t('badges.import.formUrl')}</Field.Label>
        <Input type="url" value={url} placeholder="https://" onChange={(e) => setUrl(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && read()} />
        {invalid ? <Field.ErrorText>{invalid}</Field.ErrorText> : <Field.HelperText>{t('badges.import.formUrlHelper')}</Field.HelperText>}
      </Field.Root>
      <Button variant="outline" onClick={read} disabled={disabled || !url.trim()} mb="6">
        {t('badges.import.readForm')}
      </Button>
    </HStack>
  );
}

function ProblemText({ problem }: { problem: RowProblem }) {
  const { t } = useTranslation();
  if (problem.kind === 'field') return <>{t('badges.import.fieldProblem', { label: t(`badges.field.${problem.field}`), message: problem.message })}</>;
  if (problem.kind === 'duplicate') return <>{t('badges.import.duplicate', { rows: problem.rows })}</>;
  return <>{t('badges.import.registered', { compName: problem.compName, cardTypeName: problem.cardTypeName })}</>;
}

const idTypeText = (value: string, t: (key: I18nKey) => string) => {
  const known = Object.values(DeExCardIdType).find((v) => String(v) === value);
  return value === '' ? t('badges.idType.idCard') : known !== undefined ? t(idTypeLabel(known)) : value;
};

function Preview({
  rows, bad, left, overQuota, onRemove, onEdit,
}: {
  rows: CheckedRow[];
  bad: number;
  left: number;
  overQuota: boolean;
  onRemove: (key: string) => void;
  onEdit: (row: CheckedRow) => void;
}) {
  const { t } = useTranslation();
  const fields: SheetField[] = ['name', 'idType', 'idNumber', 'phone', 'compName', 'position'];
  return (
    <Stack gap="3" as="section" aria-label={t('badges.import.preview')}>
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold" data-testid="import-summary">
          {bad ? t('badges.import.summary', { count: rows.length, bad }) : t('badges.import.allGood', { count: rows.length })}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {t('badges.import.quota', { count: left })}
        </Text>
      </HStack>
      {overQuota && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{t('badges.import.overQuota', { left, count: rows.length })}</Alert.Description>
        </Alert.Root>
      )}
      {bad > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('badges.import.fixFirst')}</Alert.Description>
        </Alert.Root>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('badges.import.preview')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('badges.import.row')}</Table.ColumnHeader>
              {fields.map((f) => (
                <Table.ColumnHeader key={f}>{t(`badges.field.${f}`)}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>{t('badges.import.problems')}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.key} bg={r.problems.length ? 'red.subtle' : undefined} data-invalid={r.problems.length ? '' : undefined}>
                <Table.Cell>{r.rowNumber}</Table.Cell>
                {fields.map((f) => (
                  <Table.Cell key={f} color={r.problems.some((p) => p.kind === 'field' && p.field === f) ? 'red.fg' : undefined}>
                    {f === 'idType' ? idTypeText(r.values.idType, t) : r.values[f]}
                  </Table.Cell>
                ))}
                <Table.Cell minW="14rem">
                  {r.problems.length ? (
                    <List.Root textStyle="xs" color="red.fg" gap="1" ps="4">
                      {r.problems.map((p, i) => (
                        <List.Item key={i}>
                          <ProblemText problem={p} />
                        </List.Item>
                      ))}
                    </List.Root>
                  ) : (
                    <Badge colorPalette="green">{t('badges.import.ok')}</Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1" justify="end">
                    <IconButton size="xs" variant="ghost" aria-label={t('badges.import.editRow', { row: r.rowNumber })} onClick={() => onEdit(r)}>
                      <LuPencil />
                    </IconButton>
                    <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('badges.import.removeRow', { row: r.rowNumber })} onClick={() => onRemove(r.key)}>
                      <LuTrash2 />
                    </IconButton>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}


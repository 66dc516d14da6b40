/**
 * 互动游戏: the list (type and state filters, enabled switch, details with the rules) and one form
 * for 添加/编辑互动游戏 (times checked beside the end, rich-text rules, the prizes).
 */
import { Box, Button, Grid, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { z } from 'zod';
import type { Game, GamePrize } from '@gen/api/model';
import { GameCreateBody } from '@gen/zod/engagement/engagement';
import {
  blank, columnsOf, DateField, DetailDrawer, endNotBeforeStart, formatDate, FormSection, FullRow, NumberField, ResourceFormPage, ResourceListPage, RichTextField,
  SelectField, StatusBadge, SwitchField, TextField, type DetailField, type FilterOption,
} from '@/components/kit';
import { game, gameState, gameType } from './games';
import { GAME_STATES, GAME_TYPES } from './routes';

function Period({ row }: { row: Pick<Game, 'startTime' | 'endTime'> }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      {formatDate(row.startTime)} – {formatDate(row.endTime)}
    </Text>
  );
}

function PrizeSummary({ prizes }: { prizes: GamePrize[] }) {
  const { t } = useTranslation();
  if (prizes.length === 0) return <Text color="fg.subtle">{t('engagement.game.noPrizes')}</Text>;
  const [first] = prizes;
  return (
    <Stack gap="0">
      <Text>{prizes.length > 1 ? t('engagement.game.prizeSummary', { name: first!.name, count: prizes.length }) : first!.name}</Text>
      <Text textStyle="xs" color="fg.muted">
        {t('engagement.game.prizeRemaining', { remaining: first!.remaining, count: first!.count })}
      </Text>
    </Stack>
  );
}

function PrizeList({ prizes }: { prizes: GamePrize[] }) {
  const { t } = useTranslation();
  if (prizes.length === 0) return <Text color="fg.subtle">{t('engagement.game.noPrizes')}</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {prizes.map((p) => (
        <HStack as="li" key={p.id ?? p.name} justify="space-between" gap="4">
          <Text>{p.name}</Text>
          <Text color="fg.muted" whiteSpace="nowrap">{t('engagement.game.prizeRemaining', { remaining: p.remaining, count: p.count })}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

const c = columnsOf<Game>();
const columns = [
  c.text('name', 'engagement.game.name', { sortable: true, minWidth: '12rem' }),
  c.status('type', 'engagement.game.type', gameType),
  c.custom('startTime', 'engagement.game.time', (row) => <Period row={row} />, { minWidth: '18rem', sortable: true }),
  c.status('state', 'engagement.game.state', gameState),
  c.custom('prizes', 'engagement.game.prizes', (row) => <PrizeSummary prizes={row.prizes} />, { minWidth: '12rem' }),
  c.text('participantCount', 'engagement.game.participants', { align: 'end', sortable: true }),
  c.toggle('isEnable', 'engagement.game.enabled', { onToggle: (row, on) => game.setShow!(row, Boolean(on)) }),
];

const TYPE_FILTER: FilterOption<(typeof GAME_TYPES)[number]>[] = GAME_TYPES.map((value) => ({ value, label: gameType[value]!.label }));
const STATE_FILTER: FilterOption<(typeof GAME_STATES)[number]>[] = GAME_STATES.map((value) => ({ value, label: gameState[value]!.label }));

const detailFields: DetailField<Game>[] = [
  { label: 'engagement.game.name', value: 'name' },
  { label: 'engagement.game.type', value: 'type', type: 'status', map: gameType },
  { label: 'engagement.game.time', value: (row) => <Period row={row} /> },
  { label: 'engagement.game.state', value: (row) => <StatusBadge value={row.state} map={gameState} /> },
  { label: 'engagement.game.participants', value: (row) => String(row.participantCount) },
  { label: 'engagement.game.prizes', value: (row) => <PrizeList prizes={row.prizes} /> },
  // The rules are HTML from the API: the drawer shows them through SafeHtml.
  { label: 'engagement.game.rules', value: 'rules', type: 'html' },
];

/** 互动游戏: the exhibition's games by type and state, switched on and off, with their rules. */
export function GameListPage() {
  const [viewing, setViewing] = useState<Game>();
  return (
    <ResourceListPage
      resource={game}
      columns={columns}
      description="engagement.game.description"
      searchPlaceholder="engagement.game.search"
      filters={[
        { name: 'type', label: 'engagement.game.type', options: TYPE_FILTER },
        { name: 'state', label: 'engagement.game.state', options: STATE_FILTER },
      ]}
      onView={setViewing}
    >
      <DetailDrawer open={Boolean(viewing)} onClose={() => setViewing(undefined)} title="engagement.game.details" record={viewing} fields={detailFields} />
    </ResourceListPage>
  );
}

const B = GameCreateBody.shape;
const prizeSchema = B.prizes.unwrap().element;
const schema = endNotBeforeStart(
  z.object({
    name: B.name,
    type: z.string().transform(Number).pipe(B.type),
    startTime: blank(B.startTime),
    endTime: blank(B.endTime),
    rules: B.rules,
    prizes: z.array(prizeSchema.extend({ id: blank(prizeSchema.shape.id) })).max(20),
    isEnable: z.boolean(),
  }),
  'startTime',
  'endTime',
  'engagement.game.endBeforeStart',
);

type FormValues = z.input<typeof schema>;

const defaults: FormValues = { name: '', type: String(GAME_TYPES[0]), startTime: '', endTime: '', rules: '', prizes: [], isEnable: true };

const toValues = (record: { data: Game }): FormValues => ({
  name: record.data.name,
  type: String(record.data.type),
  startTime: record.data.startTime ?? '',
  endTime: record.data.endTime ?? '',
  rules: record.data.rules ?? '',
  prizes: record.data.prizes.map((p) => ({ id: p.id ?? '', name: p.name, count: p.count })),
  isEnable: record.data.isEnable,
});

/** The prizes: name and quantity per row; in edit mode what is left of each. */
function PrizeFields({ control, record }: { control: Control<FormValues, unknown, z.output<typeof schema>>; record?: Game }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'prizes', keyName: 'key' });
  return (
    <Stack gap="3">
      {fields.length === 0 && <Text color="fg.subtle">{t('engagement.game.noPrizes')}</Text>}
      {fields.map((field, index) => {
        const n = index + 1;
        const stored = record?.prizes.find((p) => p.id && p.id === field.id);
        return (
          <Grid key={field.key} templateColumns={{ base: '1fr', md: '2fr 1fr auto' }} gap="3" alignItems="end">
            <TextField control={control} name={`prizes.${index}.name`} label={t('engagement.game.prizeName', { n })} required />
            <NumberField control={control} name={`prizes.${index}.count`} label={t('engagement.game.prizeCount', { n })} required />
            <HStack gap="2" pb="1">
              {stored && <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">{t('engagement.game.prizeRemaining', { remaining: stored.remaining, count: stored.count })}</Text>}
              <IconButton aria-label={t('engagement.game.removePrize', { n })} variant="ghost" size="sm" onClick={() => remove(index)}>
                <LuTrash2 />
              </IconButton>
            </HStack>
          </Grid>
        );
      })}
      {fields.length < 20 && (
        <Box>
          <Button size="sm" variant="outline" onClick={() => append({ id: '', name: '', count: 1 })}>
            <LuPlus /> {t('engagement.game.addPrize')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** 添加互动游戏 / 编辑互动游戏. */
export function GameFormPage() {
  const { t } = useTranslation();
  const typeOptions = GAME_TYPES.map((value) => ({ value: String(value), label: t(gameType[value]!.label) }));
  return (
    <ResourceFormPage resource={game} schema={schema} defaultValues={defaults} toValues={toValues}>
      {({ control }, record) => (
        <>
          <FormSection title="engagement.game.basic" columns={2}>
            <TextField control={control} name="name" label={t('engagement.game.name')} required />
            <SelectField control={control} name="type" label={t('engagement.game.type')} options={typeOptions} required />
            <DateField control={control} name="startTime" mode="datetime" label={t('engagement.game.startTime')} required />
            <DateField control={control} name="endTime" mode="datetime" label={t('engagement.game.endTime')} required />
            <SwitchField control={control} name="isEnable" label={t('engagement.game.enabled')} helper={t('engagement.game.enabledHelper')} />
            <FullRow>
              <RichTextField control={control} name="rules" label={t('engagement.game.rules')} />
            </FullRow>
          </FormSection>
          <FormSection title="engagement.game.prizes" description="engagement.game.prizesHelper">
            <PrizeFields control={control} record={(record as { data: Game } | undefined)?.data} />
          </FormSection>
        </>
      )}
    </ResourceFormPage>
  );
}

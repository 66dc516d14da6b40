/** 快捷入口: the home page shortcuts of the public site — icon, name, what it opens, order, shown. */
import { Badge, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDownUp, LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import { QuickEntranceLinkType, type QuickEntrance } from '@gen/api/model';
import { QuickEntranceCreateBody } from '@gen/zod/common-settings/common-settings';
import { i18n } from '@/lib/i18n';
import { blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, reportError, SelectField, SwitchField, TextField, UploadField, useTableEditor } from '@/components/kit';
import { ArrangeOrder, PhoneFrame } from '@/components/list/ArrangeOrder';
import { Thumbnail } from '@/components/media/Thumbnail';
import { entranceCalls, entranceQuery, entrancesQuery } from './entrances';

/** What each kind of link looks like: a path of the site, a web address, a mini-programme page. */
const LINK_SHAPES: Record<QuickEntranceLinkType, RegExp> = {
  [QuickEntranceLinkType.InternalPage]: /^\/(?!\/)\S*$/,
  [QuickEntranceLinkType.ExternalUrl]: /^https?:\/\/[^\s/?#]+\S*$/i,
  [QuickEntranceLinkType.MiniProgramPage]: /^[a-z0-9_-]+(\/[\w.-]+)+(\?\S*)?$/i,
};

const body = QuickEntranceCreateBody.shape;
const entrySchema = z
  .object({
    name: body.name,
    nameEn: blank(body.nameEn),
    icon: blank(body.icon),
    linkType: z.enum(['0', '1', '2']).transform((v) => Number(v) as QuickEntranceLinkType),
    link: z.string().trim().pipe(body.link),
    showIndex: body.showIndex,
    isShow: z.boolean(),
  })
  .refine((v) => LINK_SHAPES[v.linkType].test(v.link), {
    path: ['link'],
    error: (issue) => i18n.t(`settings.entrances.linkShapes.${String((issue.input as { linkType: number }).linkType) as '0' | '1' | '2'}`),
    when: (payload) => !payload.issues.some((issue) => ['link', 'linkType'].includes(String(issue.path?.[0]))),
  });



export function EntrancePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(entrancesQuery());
  const { drawer, open, close, refresh, confirmDialog, context } = useTableEditor<QuickEntrance>(entrancesQuery().queryKey);
  const kindName = useCallback((v: number) => t(`settings.entrances.linkTypes.${String(v) as '0' | '1' | '2'}`), [t]);
  const [arranging, setArranging] = useState(false);

  const columns = useMemo(() => {
    const c = columnsOf<QuickEntrance>();
    // Edited from the stored shortcut, read afresh by id: what changed elsewhere is not sent back stale.
    const edit = async (row: QuickEntrance) => {
      try {
        open((await queryClient.fetchQuery({ ...entranceQuery(row.id), staleTime: 0 })).data);
      } catch (error) {
        reportError(error, t('kit.form.loadFailed'));
      }
    };
    return [
      c.image('icon', 'settings.entrances.icon'),
      c.text('name', 'settings.entrances.name'),
      c.text('nameEn', 'settings.geo.nameEn'),
      c.custom('linkType', 'settings.entrances.linkType', (row) => <Badge variant="subtle">{kindName(row.linkType)}</Badge>),
      c.custom('link', 'settings.entrances.link', (row) => <Text fontFamily="mono" textStyle="xs">{row.link}</Text>, { minWidth: '12rem' }),
      c.text('showIndex', 'settings.geo.showIndex'),
      c.toggle('isShow', 'kit.column.show', { onToggle: (row, isShow) => entranceCalls.update({ ...row, isShow: Boolean(isShow) }) }),
      c.actions({ items: [{ label: 'settings.geo.edit', onSelect: (row) => void edit(row) }], onDelete: (row) => entranceCalls.remove(row.id), nameOf: (row) => row.name }),
    ];
  }, [open, kindName, queryClient, t]);

  const entrance = drawer?.record;
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.webSet.web-entrance"
        description="settings.entrances.description"
        actions={
          <HStack gap="2">
            <Button variant="outline" disabled={arranging || (query.data?.data.length ?? 0) < 2} onClick={() => setArranging(true)}>
              <LuArrowDownUp /> {t('settings.entrances.arrange')}
            </Button>
            <Button colorPalette="blue" onClick={() => open()}>
              <LuPlus /> {t('settings.entrances.add')}
            </Button>
          </HStack>
        }
      />
      {arranging ? (
        <ArrangeOrder
          items={byOrder(query.data?.data ?? [])}
          nameOf={(e) => e.name}
          label={t('settings.entrances.orderList')}
          help={t('settings.entrances.arrangeHelp')}
          render={(e) => (
            <HStack gap="3" minW="0">
              <Thumbnail src={e.icon} alt="" boxSize="8" objectFit="contain" />
              <Text lineClamp={1} data-testid="arranged-title">
                {e.name}
              </Text>
              {!e.isShow && <Badge>{t('settings.entrances.hidden')}</Badge>}
            </HStack>
          )}
          preview={entrancePhone}
          save={(e) => entranceCalls.update(e)}
          onDone={(saved) => {
            setArranging(false);
            if (saved) void refresh();
          }}
        />
      ) : (
        <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.entrances.empty')}>
          {(r) => <DataTable rows={byOrder(r.data)} columns={columns} context={context} label={t('nav.host.webSet.web-entrance')} busy={query.isFetching} />}
        </QueryState>
      )}
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={entrance ? t('settings.geo.editTitle', { name: entrance.name }) : t('settings.entrances.add')}
          schema={entrySchema}
          defaultValues={{
            name: entrance?.name ?? '',
            nameEn: entrance?.nameEn ?? '',
            icon: entrance?.icon ?? '',
            linkType: String(entrance?.linkType ?? 0) as '0' | '1' | '2',
            link: entrance?.link ?? '',
            showIndex: entrance?.showIndex ?? (query.data?.data.length ?? 0) + 1,
            isShow: entrance?.isShow ?? true,
          }}
          save={(values) => (entrance ? entranceCalls.update({ ...values, id: entrance.id }) : entranceCalls.create(values))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('settings.entrances.name')} helper={t('settings.entrances.nameHelper')} required />
              <TextField control={control} name="nameEn" label={t('settings.geo.nameEn')} />
              <UploadField control={control} name="icon" kind="image" label={t('settings.entrances.icon')} helper={t('settings.entrances.iconHelper')} />
              <SelectField control={control} name="linkType" label={t('settings.entrances.linkType')} options={(['0', '1', '2'] as const).map((v) => ({ value: v, label: kindName(Number(v)) }))} />
              <TextField control={control} name="link" label={t('settings.entrances.link')} helper={t('settings.entrances.linkHelper')} required />
              <NumberField control={control} name="showIndex" label={t('settings.geo.showIndex')} helper={t('settings.geo.showIndexHelper')} />
              <SwitchField control={control} name="isShow" label={t('kit.column.show')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

const byOrder = (entrances: readonly QuickEntrance[]) => [...entrances].sort((a, b) => a.showIndex - b.showIndex);

const entrancePhone = (order: QuickEntrance[]) => <EntrancePhone order={order} />;

/** The shortcuts as the mini-programme's home shows them: the shown ones, four to a row. */
function EntrancePhone({ order }: { order: QuickEntrance[] }) {
  const { t } = useTranslation();
  return (
    <PhoneFrame label={t('settings.entrances.phonePreview')}>
      <Grid templateColumns="repeat(4, 1fr)" gap="3" p="4" bg="bg">
        {order
          .filter((e) => e.isShow)
          .map((e) => (
            <Stack key={e.id} gap="1" align="center">
              <Thumbnail src={e.icon} alt={e.name} boxSize="10" objectFit="contain" rounded="md" />
              <Text textStyle="xs" lineClamp={1} textAlign="center">
                {e.name}
              </Text>
            </Stack>
          ))}
      </Grid>
    </PhoneFrame>
  );
}

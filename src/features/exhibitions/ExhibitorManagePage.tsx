/**
 * 展商管理 / The exhibitors of the current exhibition, as the organiser runs the public exhibitor
 * list: booth and order, pinned to the top, featured in the topic and brand-topic lists, shown or
 * hidden, an award label; a company added with its booth in one step, withdrawn from the
 * exhibition, or deleted with everything it has.
 */
import { Badge, Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import { companyCreate, companyDelete, companyEnableView } from '@gen/api/company/company';
import { joinCreate, joinSetBrandTopic, joinSetPrizeLabel, joinSetTopping, joinUpdate } from '@gen/api/join/join';
import type { Join } from '@gen/api/model';
import { CompanyCreateBody } from '@gen/zod/company/company';
import { JoinCreateBody, JoinSetPrizeLabelBody } from '@gen/zod/join/join';
import {
  blank, columnsOf, ensureAccepted, FormDrawer, listKeyOf, NumberField, QuerySelectField, ResourceListPage, TextField, useScopeId, useTableEditor,
  type FilterOption, type RowAction,
} from '@/components/kit';
import { hallsQuery } from './halls';
import { exhibitorJoin } from './resources';

const J = JoinCreateBody.shape;
const schema = z.object({
  companyName: CompanyCreateBody.shape.name,
  companyNameEn: blank(J.companyNameEn),
  hallId: blank(J.hallId),
  boothNo: blank(J.boothNo),
  boothArea: J.boothArea,
  showIndex: J.showIndex,
});
type Values = z.output<typeof schema>;

const prizeSchema = z.object({ prizeLabel: JoinSetPrizeLabelBody.shape.prizeLabel });

const TOPIC_FILTER: FilterOption<0 | 1>[] = [
  { value: 1, label: 'host.exhibitors.featured' },
  { value: 0, label: 'host.exhibitors.notFeatured' },
];
const TOPPING_FILTER: FilterOption<boolean>[] = [
  { value: true, label: 'host.exhibitors.pinned' },
  { value: false, label: 'host.exhibitors.notPinned' },
];

type Drawer = { kind: 'join'; join?: Join } | { kind: 'prize'; join: Join };

export function ExhibitorManagePage() {
  const { t } = useTranslation();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const halls = useQuery({ ...hallsQuery(exhibitionId), enabled: Boolean(exhibitionId) });
  // A drawer's save refreshes every page and filter of the list.
  const editor = useTableEditor<Drawer>(listKeyOf(exhibitorJoin, exhibitionId));

  const columns = useMemo(() => {
    const c = columnsOf<Join>();
    return [
      c.image('companyLogo', 'host.exhibitors.logo'),
      c.twoLines('companyName', 'host.exhibitors.company', (j) => j.companyName, (j) => j.companyNameEn, { minWidth: '14rem' }),
      c.custom('boothNo', 'host.exhibitors.booth', (j) => [j.hallName, j.boothNo].filter(Boolean).join(' · ') || t('host.exhibitors.noBooth'), { minWidth: '9rem' }),
      c.custom('boothArea', 'host.exhibitors.area', (j) => (j.boothArea === undefined ? '' : t('host.halls.areaValue', { area: j.boothArea })), { align: 'end' }),
      c.text('showIndex', 'host.exhibitors.order', { align: 'end', sortable: true }),
      c.custom('prizeLabel', 'host.exhibitors.prize', (j) => (j.prizeLabel ? <Badge colorPalette="orange">{j.prizeLabel}</Badge> : null)),
      c.toggle('topping', 'host.exhibitors.pinned', { onToggle: (j, topping) => joinSetTopping({ id: j.id, topping }) }),
      c.topicSwitch(exhibitorJoin.setTopic!, 'host.exhibitors.topic'),
      c.toggle('brandTopic', 'host.exhibitors.brandTopic', { on: 1, off: 0, onToggle: (j, brandTopic) => joinSetBrandTopic({ id: j.id, brandTopic }) }),
      c.showSwitch(exhibitorJoin.setShow!, 'host.exhibitors.shown'),
    ];
  }, [t]);

  const rowActions: RowAction<Join>[] = [
    { label: 'host.exhibitors.edit', onSelect: (j) => editor.open({ kind: 'join', join: j }) },
    { label: 'host.exhibitors.setPrize', onSelect: (j) => editor.open({ kind: 'prize', join: j }) },
    { label: 'host.exhibitors.hideCompany', onSelect: (j) => companyEnableView({ Id: j.compId, IsEnable: false }).then(ensureAccepted), successMessage: 'host.exhibitors.companyHidden' },
    { label: 'host.exhibitors.showCompany', onSelect: (j) => companyEnableView({ Id: j.compId, IsEnable: true }).then(ensureAccepted), successMessage: 'host.exhibitors.companyShown' },
    {
      label: 'host.exhibitors.deleteCompany',
      confirm: 'host.exhibitors.deleteCompanyConfirm',
      danger: true,
      onSelect: async (j) => {
        ensureAccepted(await companyDelete({ id: j.compId }));
        ensureAccepted(await exhibitorJoin.remove!(j));
      },
      successMessage: 'host.exhibitors.companyDeleted',
    },
  ];

  const drawer = editor.drawer?.record;
  const join = drawer?.join;
  return (
    <ResourceListPage
      resource={exhibitorJoin}
      columns={columns}
      showFilter
      filters={[
        { name: 'topic', label: 'host.exhibitors.topic', options: TOPIC_FILTER },
        { name: 'topping', label: 'host.exhibitors.pinned', options: TOPPING_FILTER },
      ]}
      searchPlaceholder="host.exhibitors.search"
      description="host.exhibitors.description"
      rowActions={rowActions}
      actions={
        <Button colorPalette="blue" onClick={() => editor.open({ kind: 'join' })}>
          <LuPlus /> {t('host.exhibitors.add')}
        </Button>
      }
    >
      {editor.drawer && drawer?.kind === 'join' && (
        <FormDrawer
          key={editor.drawer.key}
          open
          title={join ? t('host.exhibitors.editTitle', { name: join.companyName }) : t('host.exhibitors.add')}
          schema={schema}
          defaultValues={{
            companyName: join?.companyName ?? '',
            companyNameEn: join?.companyNameEn ?? '',
            hallId: join?.hallId ?? '',
            boothNo: join?.boothNo ?? '',
            boothArea: join?.boothArea,
            showIndex: join?.showIndex,
          }}
          save={(values) => saveJoin(values, exhibitionId, join, halls.data?.data.find((h) => h.id === values.hallId)?.name)}
          onClose={editor.close}
          onSaved={editor.refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="companyName" label={t('host.exhibitors.company')} helper={join ? t('host.exhibitors.nameHelper') : undefined} required />
              <TextField control={control} name="companyNameEn" label={t('host.exhibitors.companyEn')} />
              <QuerySelectField
                control={control}
                name="hallId"
                label={t('host.exhibitors.hall')}
                query={halls}
                options={(r) => r.data.map((h) => ({ value: h.id, label: h.name }))}
              />
              <TextField control={control} name="boothNo" label={t('host.exhibitors.boothNo')} helper={t('host.exhibitors.boothNoHelper')} />
              <NumberField control={control} name="boothArea" label={t('host.exhibitors.area')} unit="㎡" decimals={1} />
              <NumberField control={control} name="showIndex" label={t('host.exhibitors.order')} helper={t('host.exhibitors.orderHelper')} />
            </>
          )}
        </FormDrawer>
      )}
      {editor.drawer && drawer?.kind === 'prize' && (
        <FormDrawer
          key={editor.drawer.key}
          open
          title={t('host.exhibitors.prizeTitle', { name: drawer.join.companyName })}
          schema={prizeSchema}
          defaultValues={{ prizeLabel: drawer.join.prizeLabel ?? '' }}
          save={(values) => joinSetPrizeLabel({ id: drawer.join.id, prizeLabel: values.prizeLabel.trim() })}
          onClose={editor.close}
          onSaved={editor.refresh}
        >
          {({ control }) => <TextField control={control} name="prizeLabel" label={t('host.exhibitors.prize')} helper={t('host.exhibitors.prizeHelper')} />}
        </FormDrawer>
      )}
    </ResourceListPage>
  );
}

/** A new exhibitor is a company and its join of this exhibition; an edit changes the join. */
async function saveJoin(values: Values, exhibitionId: string, join: Join | undefined, hallName: string | undefined) {
  const booth = { companyName: values.companyName, companyNameEn: values.companyNameEn, hallId: values.hallId, hallName, boothNo: values.boothNo, boothArea: values.boothArea, showIndex: values.showIndex };
  if (join) return joinUpdate({ ...booth, id: join.id, compId: join.compId, exhibitionId: join.exhibitionId, isDefault: join.isDefault });
  const company = ensureAccepted(await companyCreate({ name: values.companyName, nameEn: values.companyNameEn }));
  return joinCreate({ ...booth, compId: company.data, exhibitionId, isDefault: true });
}

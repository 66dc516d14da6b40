/**
 * 推荐企业 / The exhibitors the public site features, in the order it shows them: the order set
 * in the row, one taken off the list, and others added from the exhibition's exhibitors.
 */
import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { joinSetTopic, joinUpdate } from '@gen/api/join/join';
import type { Join } from '@gen/api/model';
import { JoinCreateBody } from '@gen/zod/join/join';
import {
  columnsOf, ensureAccepted, FormDrawer, listKeyOf, NumberField, reportError, ResourceListPage, useExhibitionExhibitors, useScopeId, useTableEditor,
  type RowAction,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import { featuredExhibitor } from './resources';

const c = columnsOf<Join>();
const columns = [
  c.text('showIndex', 'host.featured.order', { align: 'end', sortable: true, width: '6rem' }),
  c.image('companyLogo', 'host.exhibitors.logo'),
  c.text('companyName', 'host.exhibitors.company', { minWidth: '14rem' }),
  c.custom('boothNo', 'host.exhibitors.booth', (j) => [j.hallName, j.boothNo].filter(Boolean).join(' · ')),
];

const orderSchema = z.object({ showIndex: JoinCreateBody.shape.showIndex.unwrap() });

/** Adds one of the exhibition's other exhibitors to the featured list. */
function AddFeatured() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const exhibitors = useExhibitionExhibitors();
  const [chosen, setChosen] = useState('');
  const others = (exhibitors.data?.data.items ?? []).filter((j) => j.topic !== 1);
  const add = useMutation({
    mutationFn: async () => ensureAccepted(await joinSetTopic({ id: chosen, topic: 1 })),
    onSuccess: async () => {
      notify.success(t('host.featured.added'));
      setChosen('');
      await queryClient.invalidateQueries({ queryKey: listKeyOf(featuredExhibitor, exhibitionId) });
    },
    onError: (error) => reportError(error, t('kit.list.actionFailed')),
  });
  return (
    <HStack gap="2">
      <NativeSelect.Root size="md" width="16rem">
        <NativeSelect.Field aria-label={t('host.featured.choose')} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t('host.featured.choose')}</option>
          {others.map((j) => (
            <option key={j.id} value={j.id}>
              {j.companyName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button colorPalette="blue" disabled={!chosen} loading={add.isPending} onClick={() => add.mutate()}>
        {t('host.featured.add')}
      </Button>
    </HStack>
  );
}

export function FeaturedExhibitorsPage() {
  const { t } = useTranslation();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const editor = useTableEditor<Join>(listKeyOf(featuredExhibitor, exhibitionId));
  const join = editor.drawer?.record;
  const rowActions: RowAction<Join>[] = [
    { label: 'host.featured.setOrder', onSelect: (j) => editor.open(j) },
    { label: 'host.featured.remove', onSelect: (j) => featuredExhibitor.setTopic!(j, 0).then(ensureAccepted), successMessage: 'host.featured.removed' },
  ];
  return (
    <ResourceListPage
      resource={featuredExhibitor}
      columns={columns}
      searchPlaceholder="host.exhibitors.search"
      description="host.featured.description"
      rowActions={rowActions}
      actions={<AddFeatured />}
    >
      {editor.drawer && join && (
        <FormDrawer
          key={editor.drawer.key}
          open
          title={t('host.featured.orderTitle', { name: join.companyName })}
          schema={orderSchema}
          defaultValues={{ showIndex: join.showIndex ?? 0 }}
          save={(values) =>
            joinUpdate({
              id: join.id, compId: join.compId, exhibitionId: join.exhibitionId, isDefault: join.isDefault, companyName: join.companyName, companyNameEn: join.companyNameEn,
              hallId: join.hallId, hallName: join.hallName, boothNo: join.boothNo, boothArea: join.boothArea, showIndex: values.showIndex,
            })
          }
          onClose={editor.close}
          onSaved={editor.refresh}
        >
          {({ control }) => <NumberField control={control} name="showIndex" label={t('host.featured.order')} helper={t('host.exhibitors.orderHelper')} />}
        </FormDrawer>
      )}
    </ResourceListPage>
  );
}

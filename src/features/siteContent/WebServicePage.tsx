/**
 * 网站服务 / Services of the public site: the organiser's web kinds in their order, each with its
 * categories (ticked from the exhibition's exhibit categories); added, edited, shown or hidden and
 * deleted from the table, edited in drawers.
 */
import { Badge, Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { WebKind } from '@gen/api/model';
import { WebKindCreateBody } from '@gen/zod/common-settings/common-settings';
import {
  blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, ScopeNotice, SwitchField, TextField, UploadField, useScopeId, useTableEditor,
} from '@/components/kit';
import { CategoryTicks } from './CategoryTicks';
import { categoriesFromNames, currentAgentId, exhibitCategoriesQuery, webKindCalls, webKindInput, webKindsQuery } from './webKinds';

const B = WebKindCreateBody.shape;
const kindSchema = z.object({
  name: B.name,
  nameEn: blank(B.nameEn),
  icon: blank(B.icon),
  showIndex: B.showIndex.unwrap(),
  isShow: z.boolean(),
});
const categorySchema = z.object({ names: z.array(z.string()).max(200) });

export function WebServicePage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.webSet.web-service" scope="exhibition" />;
  return <WebKinds exhibitionId={exhibitionId} agentId={currentAgentId()} />;
}

function WebKinds({ exhibitionId, agentId }: { exhibitionId: string; agentId: string }) {
  const { t } = useTranslation();
  const query = useQuery(webKindsQuery(agentId));
  const categories = useQuery(exhibitCategoriesQuery(exhibitionId));
  const { drawer, open, close, refresh, confirmDialog, context } = useTableEditor<WebKind>(webKindsQuery(agentId).queryKey);
  const [picking, setPicking] = useState<WebKind>();
  const rows = useMemo(() => [...(query.data?.data ?? [])].sort((a, b) => a.showIndex - b.showIndex), [query.data]);

  const columns = useMemo(() => {
    const c = columnsOf<WebKind>();
    return [
      c.image('icon', 'siteContent.kinds.icon'),
      c.twoLines('name', 'siteContent.kinds.name', (k) => k.name, (k) => k.nameEn, { minWidth: '10rem' }),
      c.custom('categories', 'siteContent.kinds.categories', (k) =>
        k.categories.length ? (
          <Wrap gap="1">
            {[...k.categories].sort((a, b) => a.showIndex - b.showIndex).map((cat) => (
              <Badge key={cat.id} variant="subtle">
                {cat.name}
              </Badge>
            ))}
          </Wrap>
        ) : (
          <Text color="fg.muted">{t('siteContent.kinds.noCategories')}</Text>
        ),
      ),
      c.text('showIndex', 'siteContent.showIndex', { width: '5rem' }),
      c.toggle('isShow', 'kit.column.show', { onToggle: (k, isShow) => webKindCalls.update(k.id, { ...webKindInput(k), isShow: Boolean(isShow) }) }),
      c.actions({
        items: [
          { label: 'siteContent.edit', onSelect: (k) => open(k) },
          { label: 'siteContent.kinds.setCategories', onSelect: (k) => setPicking(k) },
        ],
        onDelete: (k) => webKindCalls.remove(k.id),
        nameOf: (k) => k.name,
      }),
    ];
  }, [open, t]);

  const kind = drawer?.record;
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.webSet.web-service"
        description="siteContent.kinds.description"
        actions={
          <Button colorPalette="blue" onClick={() => open()}>
            <LuPlus /> {t('siteContent.kinds.add')}
          </Button>
        }
      />
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('siteContent.kinds.empty')}>
        {() => <DataTable rows={rows} columns={columns} context={context} label={t('nav.host.webSet.web-service')} busy={query.isFetching} />}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={kind ? t('siteContent.editTitle', { name: kind.name }) : t('siteContent.kinds.add')}
          schema={kindSchema}
          defaultValues={{
            name: kind?.name ?? '',
            nameEn: kind?.nameEn ?? '',
            icon: kind?.icon ?? '',
            showIndex: kind?.showIndex ?? (rows.at(-1)?.showIndex ?? 0) + 1,
            isShow: kind?.isShow ?? true,
          }}
          // A kind belongs to the organiser; an edited one stays with its own.
          save={(values) => (kind ? webKindCalls.update(kind.id, { ...values, agentId: kind.agentId }) : webKindCalls.create({ ...values, agentId }))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('siteContent.kinds.name')} required />
              <TextField control={control} name="nameEn" label={t('siteContent.nameEn')} />
              <UploadField control={control} name="icon" kind="image" label={t('siteContent.kinds.icon')} />
              <NumberField control={control} name="showIndex" label={t('siteContent.showIndex')} helper={t('siteContent.showIndexHelper')} />
              <SwitchField control={control} name="isShow" label={t('kit.column.show')} />
            </>
          )}
        </FormDrawer>
      )}
      {picking && (
        <FormDrawer
          key={picking.id}
          open
          title={t('siteContent.kinds.categoriesTitle', { name: picking.name })}
          schema={categorySchema}
          defaultValues={{ names: [...picking.categories].sort((a, b) => a.showIndex - b.showIndex).map((c) => c.name) }}
          save={({ names }) => webKindCalls.setCategories(picking.id, categoriesFromNames(names, categories.data?.data ?? [], picking.categories))}
          onClose={() => setPicking(undefined)}
          onSaved={refresh}
        >
          {({ control }) => (
            <QueryState query={categories} isEmpty={(r) => r.data.length === 0} emptyTitle={t('siteContent.kinds.noExhibitCategories')}>
              {(r) => (
                <Controller
                  control={control}
                  name="names"
                  render={({ field }) => (
                    <CategoryTicks tree={r.data} value={field.value} onChange={field.onChange} label={t('siteContent.kinds.categories')} extraTitle={t('siteContent.kinds.otherCategories')} />
                  )}
                />
              )}
            </QueryState>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

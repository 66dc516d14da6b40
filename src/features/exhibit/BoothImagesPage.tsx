/**
 * 展位图 / Booth pictures: the carousel of the company's booth page, for computers and for phones
 * (a tab each, in the URL). Pictures are uploaded and titled in a drawer, linked to a page or an
 * address, moved up or down, shown or hidden, and deleted after a question.
 */
import { Button, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { CompanyBanner } from '@gen/api/model';
import { CompanyBannerCreateBody } from '@gen/zod/company/company';
import {
  blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, ScopeNotice, SwitchField, TextField, UploadField, useScopeIds,
 
  useTableEditor,
} from '@/components/kit';
import { boothImageCalls, boothImageInput, boothImagesQuery } from './boothImages';
import { BOOTH_IMAGE_TYPES, type BoothImageSearch } from './routes';

const route = getRouteApi('/exhibition{-$lang}/index/exinfo/boothImg');
const TYPE_LABEL = { 1: 'exhibit.boothImg.pc', 2: 'exhibit.boothImg.mobile' } as const;

const B = CompanyBannerCreateBody.shape;
const schema = z.object({ url: B.url, title: blank(B.title), link: blank(B.link), show: z.boolean(), showIndex: B.showIndex.unwrap() });

export function BoothImagesPage() {
  const { t } = useTranslation();
  const compId = useScopeIds()?.compId;
  const { type } = route.useSearch();
  const navigate = route.useNavigate();
  if (!compId) return <ScopeNotice title="nav.exhibitor.exinfo.boothImg" scope="company" />;
  return (
    <Tabs.Root value={String(type)} onValueChange={(e) => void navigate({ search: { type: Number(e.value) as BoothImageSearch['type'] }, replace: true })} lazyMount unmountOnExit>
      <PageHeader title="nav.exhibitor.exinfo.boothImg" description="exhibit.boothImg.description" />
      <Tabs.List mb="4">
        {BOOTH_IMAGE_TYPES.map((v) => (
          <Tabs.Trigger key={v} value={String(v)}>
            {t(TYPE_LABEL[v])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {BOOTH_IMAGE_TYPES.map((v) => (
        <Tabs.Content key={v} value={String(v)}>
          <Pictures compId={compId} type={v} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}


function Pictures({ compId, type }: { compId: string; type: BoothImageSearch['type'] }) {
  const { t } = useTranslation();
  const query = useQuery(boothImagesQuery(compId, type));
  const { drawer, open, close, refresh, confirmDialog, context } = useTableEditor<CompanyBanner>(boothImagesQuery(compId, type).queryKey);
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);

  const columns = useMemo(() => {
    const c = columnsOf<CompanyBanner>();
    const neighbour = (b: CompanyBanner, step: -1 | 1) => rows[rows.findIndex((r) => r.id === b.id) + step];
    return [
      c.image('url', 'exhibit.boothImg.picture'),
      c.custom('title', 'exhibit.boothImg.title', (b) => (
        <Stack gap="0">
          <Text>{b.title || t('exhibit.boothImg.untitled')}</Text>
          {b.link && (
            <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
              {b.link}
            </Text>
          )}
        </Stack>
      ), { minWidth: '14rem' }),
      c.text('showIndex', 'exhibit.boothImg.order', { width: '5rem' }),
      c.toggle('show', 'kit.column.show', { onToggle: (b, show) => boothImageCalls.update(b.id, { ...boothImageInput(b), show: Boolean(show) }) }),
      c.actions({
        items: [
          { label: 'kit.list.edit', onSelect: (b) => open(b) },
          { label: 'exhibit.boothImg.up', onSelect: (b) => boothImageCalls.swap(b, neighbour(b, -1)!), hidden: (b) => !neighbour(b, -1) },
          { label: 'exhibit.boothImg.down', onSelect: (b) => boothImageCalls.swap(b, neighbour(b, 1)!), hidden: (b) => !neighbour(b, 1) },
        ],
        onDelete: (b) => boothImageCalls.remove(b.id),
        nameOf: (b) => b.title || t('exhibit.boothImg.untitled'),
      }),
    ];
  }, [open, rows, t]);

  const banner = drawer?.record;
  const addButton = (
    <Button colorPalette="blue" onClick={() => open()}>
      <LuPlus /> {t('exhibit.boothImg.add')}
    </Button>
  );
  return (
    <Stack gap="4" minW="0">
      <Stack direction="row" justify="flex-end">
        {addButton}
      </Stack>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('exhibit.boothImg.empty')} emptyAction={addButton}>
        {() => <DataTable rows={rows} columns={columns} context={context} label={t(TYPE_LABEL[type])} busy={query.isFetching} />}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={banner ? t('exhibit.boothImg.editTitle') : t('exhibit.boothImg.add')}
          schema={schema}
          defaultValues={{
            url: banner?.url ?? '',
            title: banner?.title ?? '',
            link: banner?.link ?? '',
            show: banner?.show ?? true,
            showIndex: banner?.showIndex ?? (rows.at(-1)?.showIndex ?? 0) + 1,
          }}
          save={(values) => (banner ? boothImageCalls.update(banner.id, { ...values, compId, type }) : boothImageCalls.create({ ...values, compId, type }))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <UploadField control={control} name="url" kind="image" label={t('exhibit.boothImg.picture')} helper={t(type === 1 ? 'exhibit.boothImg.pcSize' : 'exhibit.boothImg.mobileSize')} required />
              <TextField control={control} name="title" label={t('exhibit.boothImg.title')} />
              <TextField control={control} name="link" label={t('exhibit.boothImg.link')} helper={t('exhibit.boothImg.linkHelper')} />
              <NumberField control={control} name="showIndex" label={t('exhibit.boothImg.order')} helper={t('exhibit.boothImg.orderHelper')} />
              <SwitchField control={control} name="show" label={t('kit.column.show')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

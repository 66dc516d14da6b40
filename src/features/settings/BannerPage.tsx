/** 轮播图管理: audience banners by slot — picture, title, link, order, shown or not — in place. */
import { Button, Link, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { AudienceBanner } from '@gen/api/model';
import { BannerCreateBody } from '@gen/zod/common-settings/common-settings';
import {
  blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, reportError, SelectField, SwitchField, TextField, UploadField, useConfirm, type ListContext,
} from '@/components/kit';
import { safeHref } from '@/lib/safeHref';
import { BANNER_SLOTS, bannerCalls, bannerQuery, bannersQuery } from './banners';

const body = BannerCreateBody.shape;
const bannerSchema = z.object({
  type: body.type,
  title: blank(body.title),
  url: blank(body.url),
  link: blank(body.link),
  showIndex: body.showIndex,
  isShow: z.boolean(),
});

type Drawer = { key: number; banner?: AudienceBanner };

export function BannerPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(bannersQuery());
  const [slot, setSlot] = useState<string>('all');
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const open = useCallback((banner?: AudienceBanner) => setDrawer((prev) => ({ key: (prev?.key ?? 0) + 1, banner })), []);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: bannersQuery().queryKey }), [queryClient]);
  const context: ListContext = { refresh, confirm, navigate: () => undefined };
  const slotName = useCallback((type: string) => ((BANNER_SLOTS as readonly string[]).includes(type) ? t(`settings.banners.slots.${type as (typeof BANNER_SLOTS)[number]}`) : type), [t]);

  const columns = useMemo(() => {
    const c = columnsOf<AudienceBanner>();
    // Edited from the stored banner, read afresh by id: what changed elsewhere is not sent back stale.
    const edit = async (row: AudienceBanner) => {
      try {
        open((await queryClient.fetchQuery({ ...bannerQuery(row.id), staleTime: 0 })).data);
      } catch (error) {
        reportError(error, t('kit.form.loadFailed'));
      }
    };
    return [
      c.image('url', 'kit.column.image'),
      c.text('title', 'settings.banners.title', { minWidth: '12rem' }),
      c.text('type', 'settings.banners.slot', { format: (v) => slotName(v) }),
      c.custom('link', 'settings.banners.link', (row) => {
        const href = safeHref(row.link);
        return href ? (
          <Link href={href} target="_blank" rel="noopener noreferrer" color="blue.fg" maxW="16rem" truncate display="inline-block">
            {row.link}
          </Link>
        ) : (
          <Text color="fg.muted">{t('settings.banners.noLink')}</Text>
        );
      }),
      c.text('showIndex', 'settings.geo.showIndex'),
      c.toggle('isShow', 'kit.column.show', { onToggle: (row, isShow) => bannerCalls.update({ ...row, isShow: Boolean(isShow) }) }),
      c.actions({ items: [{ label: 'settings.geo.edit', onSelect: (row) => void edit(row) }], onDelete: (row) => bannerCalls.remove(row.id), nameOf: (row) => row.title ?? slotName(row.type) }),
    ];
  }, [t, open, slotName, queryClient]);

  const banner = drawer?.banner;
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.common.common-banner"
        description="settings.banners.description"
        actions={
          <Button colorPalette="blue" onClick={() => open()}>
            <LuPlus /> {t('settings.banners.add')}
          </Button>
        }
      />
      <SegmentGroup.Root value={slot} onValueChange={(e) => setSlot(e.value ?? 'all')} size="sm" alignSelf="start">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={[{ value: 'all', label: t('settings.banners.allSlots') }, ...BANNER_SLOTS.map((s) => ({ value: s, label: slotName(s) }))]} />
      </SegmentGroup.Root>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.banners.empty')}>
        {(r) => {
          // The ads (common-ad) share the call; this page keeps to the banners' own places.
          const rows = r.data.filter((b) => (slot === 'all' ? (BANNER_SLOTS as readonly string[]).includes(b.type) : b.type === slot));
          return rows.length ? (
            <DataTable rows={rows} columns={columns} context={context} label={t('nav.host.common.common-banner')} busy={query.isFetching} />
          ) : (
            <Text color="fg.muted">{t('settings.banners.emptySlot')}</Text>
          );
        }}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={banner ? t('settings.geo.editTitle', { name: banner.title ?? slotName(banner.type) }) : t('settings.banners.add')}
          schema={bannerSchema}
          defaultValues={{
            type: banner?.type ?? (slot === 'all' ? 'home' : slot),
            title: banner?.title ?? '',
            url: banner?.url ?? '',
            link: banner?.link ?? '',
            showIndex: banner?.showIndex ?? (query.data?.data.length ?? 0) + 1,
            isShow: banner?.isShow ?? true,
          }}
          save={(values) => {
            const input = { ...values, url: values.url ?? '' };
            return banner ? bannerCalls.update({ ...input, id: banner.id, exhibitionId: banner.exhibitionId }) : bannerCalls.create(input);
          }}
          onClose={() => setDrawer(null)}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <SelectField control={control} name="type" label={t('settings.banners.slot')} options={BANNER_SLOTS.map((s) => ({ value: s, label: slotName(s) }))} />
              <UploadField control={control} name="url" kind="image" label={t('settings.banners.picture')} required />
              <TextField control={control} name="title" label={t('settings.banners.title')} />
              <TextField control={control} name="link" type="url" label={t('settings.banners.link')} placeholder="https://" helper={t('settings.banners.linkHelper')} />
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

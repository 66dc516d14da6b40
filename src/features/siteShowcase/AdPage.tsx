/**
 * 广告管理 / Ads: the show's advertising slots — splash (开屏), pop-up (弹窗) and in-list (列表)
 * ads — with picture, title, link, order and a shown switch; the place chosen in the URL; added in
 * a drawer, edited in it after the ad is read afresh by id, deleted after a question.
 */
import { Badge, Button, Link, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { AudienceBanner } from '@gen/api/model';
import { BannerCreateBody } from '@gen/zod/common-settings/common-settings';
import {
  blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, reportError, SelectField, SwitchField, TextField, UploadField, useTableEditor,
} from '@/components/kit';
import { i18n } from '@/lib/i18n';
import { safeHref } from '@/lib/safeHref';
import { adCalls, adInput, adQuery, adsQuery, isAdPlace } from './ads';
import { AD_PLACES, type AdPlace } from './routes';

const route = getRouteApi('/host/index/common/common-ad');

const B = BannerCreateBody.shape;
const schema = z.object({
  type: z.enum(AD_PLACES),
  url: z.string().trim().min(1, { error: () => i18n.t('siteShowcase.ads.pictureRequired') }).pipe(B.url),
  title: blank(B.title),
  link: blank(B.link),
  showIndex: B.showIndex,
  isShow: z.boolean(),
});

export function AdPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { place } = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(adsQuery());
  const { drawer, open, close, refresh, confirmDialog, context } = useTableEditor<AudienceBanner>(adsQuery().queryKey);
  const ads = useMemo(() => (query.data?.data ?? []).filter((b) => isAdPlace(b.type)).sort((a, b) => a.showIndex - b.showIndex), [query.data]);
  const rows = useMemo(() => ads.filter((a) => !place || a.type === place), [ads, place]);

  const columns = useMemo(() => {
    const c = columnsOf<AudienceBanner>();
    const placeName = (type: string) => (isAdPlace(type) ? t(`siteShowcase.ads.places.${type}`) : type);
    // Edited from the stored ad, read afresh by id: what changed elsewhere is not sent back stale.
    const edit = async (a: AudienceBanner) => {
      try {
        open((await queryClient.fetchQuery({ ...adQuery(a.id), staleTime: 0 })).data);
      } catch (error) {
        reportError(error, t('siteShowcase.ads.loadFailed'));
      }
    };
    return [
      c.image('url', 'siteShowcase.ads.picture'),
      c.custom('title', 'siteShowcase.ads.title', (a) => (a.title ? <Text>{a.title}</Text> : <Text color="fg.muted">{t('siteShowcase.ads.untitled')}</Text>), { minWidth: '12rem' }),
      c.custom('type', 'siteShowcase.ads.place', (a) => <Badge variant="subtle">{placeName(a.type)}</Badge>),
      c.custom('link', 'siteShowcase.ads.link', (a) => {
        const href = safeHref(a.link);
        return href ? (
          <Link href={href} target="_blank" rel="noopener noreferrer" color="blue.fg" maxW="16rem" truncate display="inline-block">
            {a.link}
          </Link>
        ) : (
          <Text color="fg.muted">{t('siteShowcase.ads.noLink')}</Text>
        );
      }),
      c.text('showIndex', 'siteShowcase.ads.order', { width: '5rem' }),
      c.toggle('isShow', 'kit.column.show', { onToggle: (a, isShow) => adCalls.update(a.id, { ...adInput(a), isShow: Boolean(isShow) }) }),
      c.actions({ items: [{ label: 'siteShowcase.ads.edit', onSelect: (a) => void edit(a) }], onDelete: (a) => adCalls.remove(a.id), nameOf: (a) => a.title || placeName(a.type) }),
    ];
  }, [open, queryClient, t]);

  const ad = drawer?.record;
  const adPlaceName = (type: AdPlace) => t(`siteShowcase.ads.places.${type}`);
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.common.common-ad"
        description="siteShowcase.ads.description"
        actions={
          <Button colorPalette="blue" onClick={() => open()}>
            <LuPlus /> {t('siteShowcase.ads.add')}
          </Button>
        }
      />
      <SegmentGroup.Root
        value={place ?? 'all'}
        onValueChange={(e) => void navigate({ search: (s) => ({ ...s, place: e.value && e.value !== 'all' ? (e.value as AdPlace) : undefined }) })}
        size="sm"
        alignSelf="start"
        aria-label={t('siteShowcase.ads.place')}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={[{ value: 'all', label: t('siteShowcase.ads.allPlaces') }, ...AD_PLACES.map((p) => ({ value: p, label: adPlaceName(p) }))]} />
      </SegmentGroup.Root>
      <QueryState query={query} isEmpty={() => ads.length === 0} emptyTitle={t('siteShowcase.ads.empty')}>
        {() =>
          rows.length ? (
            <DataTable rows={rows} columns={columns} context={context} label={t('nav.host.common.common-ad')} busy={query.isFetching} />
          ) : (
            <Text color="fg.muted">{t('siteShowcase.ads.emptyPlace')}</Text>
          )
        }
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={ad ? t('siteShowcase.ads.editTitle', { name: ad.title || (isAdPlace(ad.type) ? adPlaceName(ad.type) : ad.type) }) : t('siteShowcase.ads.add')}
          schema={schema}
          defaultValues={{
            type: ad && isAdPlace(ad.type) ? ad.type : (place ?? 'ad-splash'),
            url: ad?.url ?? '',
            title: ad?.title ?? '',
            link: ad?.link ?? '',
            showIndex: ad?.showIndex ?? ads.length + 1,
            isShow: ad?.isShow ?? true,
          }}
          save={(values) => (ad ? adCalls.update(ad.id, { ...values, exhibitionId: ad.exhibitionId }) : adCalls.create(values))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <SelectField control={control} name="type" label={t('siteShowcase.ads.place')} options={AD_PLACES.map((p) => ({ value: p, label: adPlaceName(p) }))} />
              <UploadField control={control} name="url" kind="image" label={t('siteShowcase.ads.picture')} helper={t('siteShowcase.ads.pictureHelper')} required />
              <TextField control={control} name="title" label={t('siteShowcase.ads.title')} />
              <TextField control={control} name="link" type="url" label={t('siteShowcase.ads.link')} placeholder="https://" helper={t('siteShowcase.ads.linkHelper')} />
              <NumberField control={control} name="showIndex" label={t('siteShowcase.ads.order')} helper={t('siteShowcase.ads.orderHelper')} />
              <SwitchField control={control} name="isShow" label={t('kit.column.show')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

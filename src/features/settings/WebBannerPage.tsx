/** 网站轮播图: the exhibition's website banners by position, each with its WeChat variant. */
import { Box, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDownUp, LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import { WeChatLinkType, type ExhibitionBanner, type ExhibitionBannerType } from '@gen/api/model';
import { ExhibitionBannerInsertWithWechatBody } from '@gen/zod/common-settings/common-settings';
import { i18n } from '@/lib/i18n';
import { ArrangeOrder, PhoneFrame } from '@/components/list/ArrangeOrder';
import { Thumbnail } from '@/components/media/Thumbnail';
import {
  blank, columnsOf, DataTable, FormDrawer, FormSection, NumberField, PageHeader, QueryState, ScopeNotice, SelectField, SwitchField, TextField, UploadField, useConfirm, useScopeId, type ListContext,
} from '@/components/kit';
import { POSITIONS, webBannerCalls, webBannersQuery } from './webBanners';

const WECHAT_LINK: Record<WeChatLinkType, RegExp> = {
  [WeChatLinkType.None]: /^$/,
  [WeChatLinkType.MiniProgramPage]: /^[a-z0-9_-]+(\/[\w.-]+)+(\?\S*)?$/i,
  [WeChatLinkType.WebPage]: /^https?:\/\/[^\s/?#]+\S*$/i,
};

const body = ExhibitionBannerInsertWithWechatBody.shape;
const webBannerSchema = z
  .object({
    title: body.title,
    imageUrl: blank(body.imageUrl),
    linkUrl: blank(body.linkUrl),
    wechatImageUrl: blank(body.wechatImageUrl),
    wechatLinkType: z.enum(['0', '1', '2']).transform((v) => Number(v) as WeChatLinkType),
    wechatLink: z.string().trim().max(500),
    showIndex: body.showIndex,
    isShow: z.boolean(),
  })
  .refine((v) => WECHAT_LINK[v.wechatLinkType].test(v.wechatLink), {
    path: ['wechatLink'],
    error: (issue) => i18n.t(`settings.webBanners.wechatLinkShapes.${String((issue.input as { wechatLinkType: number }).wechatLinkType) as '0' | '1' | '2'}`),
    when: (payload) => !payload.issues.some((issue) => ['wechatLink', 'wechatLinkType'].includes(String(issue.path?.[0]))),
  });


const route = getRouteApi('/host/index/webSet/webBanner');

export function WebBannerPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.webSet.webBanner" scope="exhibition" />;
  return <WebBanners exhibitionId={exhibitionId} />;
}

function WebBanners({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { type } = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(webBannersQuery(type, exhibitionId));
  const [drawer, setDrawer] = useState<{ key: number; banner?: ExhibitionBanner } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const [arranging, setArranging] = useState(false);
  const open = useCallback((banner?: ExhibitionBanner) => setDrawer((prev) => ({ key: (prev?.key ?? 0) + 1, banner })), []);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: webBannersQuery(type, exhibitionId).queryKey }), [queryClient, type, exhibitionId]);
  const context: ListContext = { refresh, confirm, navigate: () => undefined };
  const linkKind = useCallback((v: number | undefined) => t(`settings.webBanners.wechatLinkTypes.${String(v ?? 0) as '0' | '1' | '2'}`), [t]);

  const columns = useMemo(() => {
    const c = columnsOf<ExhibitionBanner>();
    return [
      c.image('imageUrl', 'settings.webBanners.webPicture'),
      c.image('wechatImageUrl', 'settings.webBanners.wechatPicture'),
      c.text('title', 'settings.banners.title', { minWidth: '12rem' }),
      c.custom('links', 'settings.webBanners.opens', (row) => (
        <Stack gap="0" textStyle="xs">
          <Text>{t('settings.webBanners.webOpens', { link: row.linkUrl ?? t('settings.banners.noLink') })}</Text>
          <Text color="fg.muted">{t('settings.webBanners.wechatOpens', { kind: linkKind(row.wechatLinkType), link: row.wechatLink ?? '' })}</Text>
        </Stack>
      ), { minWidth: '16rem' }),
      c.text('showIndex', 'settings.geo.showIndex'),
      c.toggle('isShow', 'kit.column.show', { onToggle: (row, isShow) => webBannerCalls.update({ ...row, isShow: Boolean(isShow) }) }),
      c.actions({ items: [{ label: 'settings.geo.edit', onSelect: (row) => open(row) }], onDelete: (row) => webBannerCalls.remove(row.id), nameOf: (row) => row.title }),
    ];
  }, [t, open, linkKind]);

  const banner = drawer?.banner;
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.webSet.webBanner"
        description="settings.webBanners.description"
        actions={
          <HStack gap="2">
            <Button
              variant="outline"
              disabled={arranging || (query.data?.data.length ?? 0) < 2}
              onClick={() => setArranging(true)}
            >
              <LuArrowDownUp /> {t('settings.webBanners.arrange')}
            </Button>
            <Button colorPalette="blue" onClick={() => open()}>
              <LuPlus /> {t('settings.banners.add')}
            </Button>
          </HStack>
        }
      />
      <Tabs.Root
        value={String(type)}
        onValueChange={(e) => {
          setArranging(false);
          void navigate({ search: { type: Number(e.value) as ExhibitionBannerType } });
        }}
        variant="enclosed"
      >
        <Tabs.List>
          {POSITIONS.map((p) => (
            <Tabs.Trigger key={p} value={String(p)}>
              {t(`settings.webBanners.positions.${String(p) as '1' | '2' | '3'}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {arranging ? (
        <ArrangeOrder
          key={type}
          items={sortedBanners(query.data?.data ?? [])}
          nameOf={(b) => b.title}
          label={t('settings.webBanners.orderList')}
          help={t('settings.webBanners.arrangeHelp')}
          render={(b) => (
            <HStack gap="3" minW="0">
              <Thumbnail src={b.wechatImageUrl || b.imageUrl} alt="" width="24" aspectRatio={16 / 9} objectFit="cover" rounded="sm" />
              <Text lineClamp={2} data-testid="arranged-title">
                {b.title}
              </Text>
            </HStack>
          )}
          preview={bannerPhone}
          save={(b) => webBannerCalls.update(b)}
          onDone={(saved) => {
            setArranging(false);
            if (saved) void refresh();
          }}
        />
      ) : (
        <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.banners.emptySlot')}>
          {(r) => <DataTable rows={sortedBanners(r.data)} columns={columns} context={context} label={t('nav.host.webSet.webBanner')} busy={query.isFetching} />}
        </QueryState>
      )}
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={banner ? t('settings.geo.editTitle', { name: banner.title }) : t('settings.banners.add')}
          schema={webBannerSchema}
          defaultValues={{
            title: banner?.title ?? '',
            imageUrl: banner?.imageUrl ?? '',
            linkUrl: banner?.linkUrl ?? '',
            wechatImageUrl: banner?.wechatImageUrl ?? '',
            wechatLinkType: String(banner?.wechatLinkType ?? 0) as '0' | '1' | '2',
            wechatLink: banner?.wechatLink ?? '',
            showIndex: banner?.showIndex ?? (query.data?.data.length ?? 0) + 1,
            isShow: banner?.isShow ?? true,
          }}
          save={(values) => {
            const input = { ...values, type, exhibitionId, imageUrl: values.imageUrl ?? '', wechatLink: values.wechatLink || undefined };
            return banner ? webBannerCalls.update({ ...input, id: banner.id }) : webBannerCalls.create(input);
          }}
          onClose={() => setDrawer(null)}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="title" label={t('settings.banners.title')} required />
              <FormSection title="settings.webBanners.website">
                <UploadField control={control} name="imageUrl" kind="image" label={t('settings.webBanners.webPicture')} required />
                <TextField control={control} name="linkUrl" type="url" label={t('settings.banners.link')} placeholder="https://" helper={t('settings.banners.linkHelper')} />
              </FormSection>
              <FormSection title="settings.webBanners.wechat">
                <UploadField control={control} name="wechatImageUrl" kind="image" label={t('settings.webBanners.wechatPicture')} helper={t('settings.webBanners.wechatPictureHelper')} />
                <SelectField control={control} name="wechatLinkType" label={t('settings.webBanners.wechatLinkType')} options={(['0', '1', '2'] as const).map((v) => ({ value: v, label: linkKind(Number(v)) }))} />
                <TextField control={control} name="wechatLink" label={t('settings.webBanners.wechatLink')} />
              </FormSection>
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

const sortedBanners = (banners: readonly ExhibitionBanner[]) => [...banners].sort((a, b) => a.showIndex - b.showIndex);

const bannerPhone = (order: ExhibitionBanner[]) => <BannerPhone order={order} />;

/** The banners of a position as the mini-programme shows them: the first in the carousel, the rest after it. */
function BannerPhone({ order }: { order: ExhibitionBanner[] }) {
  const { t } = useTranslation();
  const [first, ...rest] = order;
  return (
    <PhoneFrame label={t('settings.webBanners.phonePreview')}>
      {first && <Thumbnail src={first.wechatImageUrl || first.imageUrl} alt={first.title} width="full" aspectRatio={16 / 9} objectFit="cover" />}
      <HStack justify="center" gap="1" py="2" aria-hidden>
        {order.map((b, i) => (
          <Box key={b.id} boxSize="1.5" rounded="full" bg={i === 0 ? 'blue.500' : 'gray.300'} />
        ))}
      </HStack>
      <Stack gap="2" p="3">
        {rest.map((b, i) => (
          <HStack key={b.id} gap="2">
            <Text textStyle="xs" color="fg.muted">
              {i + 2}
            </Text>
            <Thumbnail src={b.wechatImageUrl || b.imageUrl} alt={b.title} width="16" aspectRatio={16 / 9} objectFit="cover" rounded="sm" />
            <Text textStyle="xs" lineClamp={1}>
              {b.title}
            </Text>
          </HStack>
        ))}
      </Stack>
    </PhoneFrame>
  );
}

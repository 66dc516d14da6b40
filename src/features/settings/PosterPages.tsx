/** 分享海报 list, and one form for 添加/编辑分享海报 with a live preview of where the QR code sits. */
import { AspectRatio, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuArrowDownUp } from 'react-icons/lu';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ExhibitionSharePoster } from '@gen/api/model';
import { ExhibitionSharePosterCreateBody } from '@gen/zod/common-settings/common-settings';
import { blank, columnsOf, FormSection, NumberField, PageHeader, ResourceFormPage, ResourceListPage, SwitchField, TextField, Thumbnail, UploadField, useScopeId } from '@/components/kit';
import { ArrangeOrder, PhoneFrame } from '@/components/list/ArrangeOrder';
import { i18n } from '@/lib/i18n';
import { poster, posterCalls } from './posters';

const c = columnsOf<ExhibitionSharePoster>();
const columns = [
  c.image('backgroundUrl', 'kit.column.image'),
  c.text('name', 'settings.posters.name'),
  c.text('title', 'settings.posters.title'),
  c.text('width', 'settings.posters.size', { format: (w, row) => (w && row.height ? `${w} × ${row.height}` : '') }),
  c.text('showIndex', 'settings.geo.showIndex'),
  c.toggle('isEnable', 'settings.posters.enabled', { onToggle: (row, on) => poster.setShow!(row, on) }),
  c.date('createTime', 'kit.column.createTime'),
];

/** 分享海报: the posters of the current exhibition, switched on and off in the list, and put in order. */
export function PosterListPage() {
  const { t } = useTranslation();
  const [arranging, setArranging] = useState(false);
  if (arranging) return <ArrangePosters onDone={() => setArranging(false)} />;
  const arrange = (
    <Button variant="outline" onClick={() => setArranging(true)}>
      <LuArrowDownUp /> {t('settings.posters.arrange')}
    </Button>
  );
  return <ResourceListPage resource={poster} columns={columns} description="settings.posters.description" searchPlaceholder={false} actions={arrange} />;
}

function ArrangePosters({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const list = poster.list({ pageIndex: 1, pageSize: 100 } as Parameters<typeof poster.list>[0], exhibitionId);
  const query = useQuery({ ...list, enabled: Boolean(exhibitionId) });
  const posters = [...(query.data?.data ?? [])].sort((a, b) => (a.showIndex ?? 0) - (b.showIndex ?? 0));
  return (
    <Stack gap="4" minW="0">
      <PageHeader title="nav.host.common.common-poster" description="settings.posters.description" />
      {query.data && (
        <ArrangeOrder
          items={posters}
          nameOf={(p) => p.name}
          label={t('settings.posters.orderList')}
          help={t('settings.posters.arrangeHelp')}
          render={(p) => (
            <HStack gap="3" minW="0">
              <Thumbnail src={p.backgroundUrl} alt="" width="10" aspectRatio={9 / 16} objectFit="cover" rounded="sm" />
              <Text lineClamp={1} data-testid="arranged-title">
                {p.name}
              </Text>
            </HStack>
          )}
          preview={posterPhone}
          save={(p) => posterCalls.update(p)}
          onDone={(saved) => {
            if (saved) void queryClient.invalidateQueries({ queryKey: list.queryKey });
            onDone();
          }}
        />
      )}
    </Stack>
  );
}

const posterPhone = (order: ExhibitionSharePoster[]) => <PosterPhone order={order} />;

/** The switched-on posters as the mini-programme offers them to share: the first large, the others to swipe to. */
function PosterPhone({ order }: { order: ExhibitionSharePoster[] }) {
  const { t } = useTranslation();
  const [first, ...rest] = order.filter((p) => p.isEnable);
  return (
    <PhoneFrame label={t('settings.posters.phonePreview')}>
      {first && <Thumbnail src={first.backgroundUrl} alt={first.name} width="full" aspectRatio={9 / 16} objectFit="cover" />}
      <HStack gap="2" p="2" overflowX="auto">
        {rest.map((p) => (
          <Thumbnail key={p.id} src={p.backgroundUrl} alt={p.name} width="14" aspectRatio={9 / 16} objectFit="cover" rounded="sm" flexShrink={0} />
        ))}
      </HStack>
    </PhoneFrame>
  );
}

const body = ExhibitionSharePosterCreateBody.shape;
/** A check across fields, made as soon as those fields are valid (not only when the whole form is). */
const checkedOnce =
  (...fields: string[]) =>
  (payload: { issues: { path?: PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
const schema = z.object({
  name: body.name,
  title: blank(body.title),
  backgroundUrl: blank(body.backgroundUrl),
  width: body.width,
  height: body.height,
  qrCodeX: body.qrCodeX,
  qrCodeY: body.qrCodeY,
  qrCodeSize: body.qrCodeSize,
  showIndex: body.showIndex,
  isEnable: z.boolean(),
})
  // The QR code stays on the picture.
  .refine((v) => !v.width || v.qrCodeX === undefined || v.qrCodeSize === undefined || v.qrCodeX + v.qrCodeSize <= v.width, { path: ['qrCodeX'], error: () => i18n.t('settings.posters.outsideWidth'), when: checkedOnce('width', 'qrCodeX', 'qrCodeSize') })
  .refine((v) => !v.height || v.qrCodeY === undefined || v.qrCodeSize === undefined || v.qrCodeY + v.qrCodeSize <= v.height, { path: ['qrCodeY'], error: () => i18n.t('settings.posters.outsideHeight'), when: checkedOnce('height', 'qrCodeY', 'qrCodeSize') });

const defaults = { name: '', title: '', backgroundUrl: '', width: 750, height: 1334, qrCodeX: 275, qrCodeY: 1040, qrCodeSize: 200, showIndex: 0, isEnable: true };

/** The poster as a visitor will share it: the background, the title, and the QR code's place. */
function PosterPreview({ control }: { control: Control<z.input<typeof schema>, unknown, z.output<typeof schema>> }) {
  const { t } = useTranslation();
  const [background, title, width = 750, height = 1334, x = 0, y = 0, size = 0] = useWatch({ control, name: ['backgroundUrl', 'title', 'width', 'height', 'qrCodeX', 'qrCodeY', 'qrCodeSize'] });
  const pct = (v: number, of: number) => `${Math.max(0, Math.min(100, (v / (of || 1)) * 100))}%`;
  return (
    <Stack gap="2" data-testid="poster-preview">
      <Text textStyle="sm" color="fg.muted">{t('settings.posters.preview')}</Text>
      <AspectRatio ratio={(width || 750) / (height || 1334)} maxW="280px" w="full" borderWidth="1px" rounded="md" overflow="hidden" bg="bg.muted">
        <Box position="relative">
          {background ? <Thumbnail src={background} alt="" position="absolute" inset="0" w="full" h="full" objectFit="cover" /> : null}
          {title && (
            <Text position="absolute" top="6%" left="8%" right="8%" textAlign="center" fontWeight="semibold" color="white" textShadow="0 1px 3px rgba(0,0,0,.6)" textStyle="sm">
              {title}
            </Text>
          )}
          <Box
            data-testid="poster-qr"
            position="absolute"
            left={pct(x, width)}
            top={pct(y, height)}
            w={pct(size, width)}
            aspectRatio="1"
            bg="white"
            borderWidth="2px"
            borderStyle="dashed"
            borderColor="blue.solid"
            display="flex"
            alignItems="center"
            justifyContent="center"
            textStyle="2xs"
            color="blue.fg"
          >
            {t('settings.posters.qrCode')}
          </Box>
        </Box>
      </AspectRatio>
    </Stack>
  );
}

/** 添加分享海报 / 编辑分享海报. */
export function PosterFormPage() {
  const { t } = useTranslation();
  return (
    <ResourceFormPage resource={poster} schema={schema} defaultValues={defaults}>
      {({ control }) => (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 300px' }} gap="6" alignItems="start">
          <Stack gap="4">
            <FormSection title="settings.posters.basic" columns={2}>
              <TextField control={control} name="name" label={t('settings.posters.name')} required />
              <TextField control={control} name="title" label={t('settings.posters.title')} />
              <NumberField control={control} name="showIndex" label={t('settings.geo.showIndex')} helper={t('settings.geo.showIndexHelper')} />
              <SwitchField control={control} name="isEnable" label={t('settings.posters.enabled')} />
            </FormSection>
            <FormSection title="settings.posters.picture" columns={2}>
              <UploadField control={control} name="backgroundUrl" kind="image" label={t('settings.posters.background')} required />
              <Stack />
              <NumberField control={control} name="width" label={t('settings.posters.width')} unit="px" />
              <NumberField control={control} name="height" label={t('settings.posters.height')} unit="px" />
              <NumberField control={control} name="qrCodeX" label={t('settings.posters.qrCodeX')} unit="px" />
              <NumberField control={control} name="qrCodeY" label={t('settings.posters.qrCodeY')} unit="px" />
              <NumberField control={control} name="qrCodeSize" label={t('settings.posters.qrCodeSize')} unit="px" />
            </FormSection>
          </Stack>
          <PosterPreview control={control} />
        </Grid>
      )}
    </ResourceFormPage>
  );
}

/** 分享海报 list, and one form for 添加/编辑分享海报 with a live preview of where the QR code sits. */
import { AspectRatio, Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ExhibitionSharePoster } from '@gen/api/model';
import { ExhibitionSharePosterCreateBody } from '@gen/zod/common-settings/common-settings';
import { blank, columnsOf, FormSection, NumberField, ResourceFormPage, ResourceListPage, SwitchField, TextField, Thumbnail, UploadField } from '@/components/kit';
import { i18n } from '@/lib/i18n';
import { poster } from './posters';

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

/** 分享海报: the posters of the current exhibition, switched on and off in the list. */
export function PosterListPage() {
  return <ResourceListPage resource={poster} columns={columns} description="settings.posters.description" searchPlaceholder={false} />;
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

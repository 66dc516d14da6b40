/**
 * 车辆列表 / The vehicles exhibitors registered for the current exhibition (布展、撤展 and trucks
 * during the show): who drives what for which exhibitor, and its review state; exported as a
 * spreadsheet; each vehicle's pass as a PDF, all of them as a zip. Below, the pass templates the
 * passes are printed from, one per pass type, with a PDF background previewed page by page.
 */
import { Box, Button, Card, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Vehicle, VehiclePassTemplate } from '@gen/api/model';
import { VehicleTemplateCreateOrUpdateBody } from '@gen/zod/vehicles/vehicles';
import {
  blank, columnsOf, ExportButton, FormDrawer, QueryState, ResourceListPage, runExport, TextareaField, TextField, Thumbnail, toPageRequest, UploadField,
  useListSearchOf, useScopeId, useTableEditor, type FilterOption, type I18nKey,
} from '@/components/kit';
import { i18n } from '@/lib/i18n';
import { DOWNLOAD_NAMES, downloads, PASS_TYPES, pdfPagesQuery, saveTemplate, storedFile, templatesQuery, vehicle, vehicleStatus } from './vehicles';

const c = columnsOf<Vehicle>();
const columns = [
  c.text('plateNumber', 'host.vehicles.plate', { sortable: true }),
  c.text('compName', 'host.vehicles.exhibitor', { minWidth: '12rem' }),
  c.custom('driverName', 'host.vehicles.driver', (v) => [v.driverName, v.driverPhone].filter(Boolean).join(' · ')),
  c.text('vehicleType', 'host.vehicles.type'),
  c.status('status', 'host.vehicles.status', vehicleStatus),
  c.date('createTime', 'host.vehicles.createTime', { sortable: true }),
];

const STATUS_FILTER: FilterOption<0 | 1 | 2>[] = [
  { value: 0, label: 'host.vehicles.statusValues.pending' },
  { value: 1, label: 'host.vehicles.statusValues.approved' },
  { value: 2, label: 'host.vehicles.statusValues.rejected' },
];

type VehicleSearch = z.output<typeof vehicle.search>;

function Downloads({ exhibitionId }: { exhibitionId: string }) {
  const list = useListSearchOf<VehicleSearch>();
  const { keyword, status } = list.search;
  return (
    <HStack gap="2" wrap="wrap">
      <ExportButton
        label="host.vehicles.exportList"
        fileName={DOWNLOAD_NAMES.list}
        request={(o) => downloads.list({ ...toPageRequest(list.search), exhibitionId, status, plateNumber: keyword }, o)}
      />
      <ExportButton label="host.vehicles.downloadPasses" fileName={DOWNLOAD_NAMES.passes} request={(o) => downloads.passes({ exId: exhibitionId }, o)} />
    </HStack>
  );
}

export function VehiclePage() {
  const exhibitionId = useScopeId('exhibition') ?? '';
  return (
    <ResourceListPage
      resource={vehicle}
      columns={columns}
      filters={[{ name: 'status', label: 'host.vehicles.status', options: STATUS_FILTER }]}
      searchPlaceholder="host.vehicles.search"
      description="host.vehicles.description"
      actions={<Downloads exhibitionId={exhibitionId} />}
      rowActions={[
        { label: 'host.vehicles.downloadPass', onSelect: (v) => runExport((o) => downloads.pass({ exId: exhibitionId, vehicaleId: v.id }, o), DOWNLOAD_NAMES.pass) },
      ]}
    >
      {exhibitionId && <PassTemplates exhibitionId={exhibitionId} />}
    </ResourceListPage>
  );
}

const B = VehicleTemplateCreateOrUpdateBody.shape;
const templateSchema = z.object({ name: z.string().trim().min(1).pipe(B.name.unwrap()), background: blank(B.background), config: blank(B.config) }).superRefine((v, ctx) => {
  if (!v.config) return;
  try {
    JSON.parse(v.config);
  } catch {
    ctx.addIssue({ code: 'custom', path: ['config'], message: i18n.t('host.vehicles.configInvalid') });
  }
});

const isPdf = (url: string | undefined) => Boolean(url && /\.pdf(?:$|[?#&])/i.test(url));

/** The pass templates of the exhibition: one card per pass type, edited in a drawer. */
function PassTemplates({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const query = useQuery(templatesQuery(exhibitionId));
  const editor = useTableEditor<{ type: number; label: I18nKey; template?: VehiclePassTemplate }>(templatesQuery(exhibitionId).queryKey);
  const target = editor.drawer?.record;
  return (
    <Stack gap="3" mt="6">
      <Heading size="md">{t('host.vehicles.templates')}</Heading>
      <Text color="fg.muted" textStyle="sm">
        {t('host.vehicles.templatesHelp')}
      </Text>
      <QueryState query={query}>
        {(r) => (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {PASS_TYPES.map(({ type, label }) => {
              const template = r.data.find((x) => x.type === type && !x.vehicaleId);
              const background = storedFile(template?.background);
              return (
                <Card.Root key={type} size="sm" data-testid={`pass-template-${type}`}>
                  <Card.Header>
                    <Heading size="sm">{t(label)}</Heading>
                  </Card.Header>
                  <Card.Body gap="2">
                    {template?.background && !isPdf(template.background) && <Thumbnail src={template.background} alt="" h="28" w="full" objectFit="cover" rounded="sm" />}
                    <Text textStyle="sm">{template?.name ?? t('host.vehicles.noTemplate')}</Text>
                  </Card.Body>
                  <Card.Footer>
                    <Button size="sm" variant="outline" onClick={() => editor.open({ type, label, template })}>
                      {t(template ? 'host.vehicles.editTemplate' : 'host.vehicles.setTemplate')}
                    </Button>
                    {background && <ExportButton size="sm" variant="ghost" label="host.vehicles.downloadBackground" fileName={background.name} request={background.download} />}
                  </Card.Footer>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        )}
      </QueryState>
      {editor.drawer && target && (
        <FormDrawer
          key={editor.drawer.key}
          open
          title={t(target.label)}
          schema={templateSchema}
          defaultValues={{ name: target.template?.name ?? '', background: target.template?.background ?? '', config: target.template?.config ?? '' }}
          save={(values) => saveTemplate({ ...values, id: target.template?.id, exId: exhibitionId, type: target.type })}
          onClose={editor.close}
          onSaved={editor.refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('host.vehicles.templateName')} required />
              <UploadField control={control} name="background" kind="file" label={t('host.vehicles.background')} helper={t('host.vehicles.backgroundHelp')} />
              <BackgroundPreview control={control} />
              <TextareaField control={control} name="config" label={t('host.vehicles.config')} helper={t('host.vehicles.configHelp')} rows={4} />
            </>
          )}
        </FormDrawer>
      )}
    </Stack>
  );
}

/** The chosen background: a picture as it is, a PDF as the server renders its pages. */
function BackgroundPreview({ control }: { control: Control<z.input<typeof templateSchema>> }) {
  const background = useWatch({ control, name: 'background' });
  if (!background) return null;
  return isPdf(background) ? <PdfPages url={background} /> : <Thumbnail src={background} alt="" maxH="48" objectFit="contain" rounded="sm" />;
}

function PdfPages({ url }: { url: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const query = useQuery({ ...pdfPagesQuery(url), enabled: shown });
  if (!shown) {
    return (
      <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setShown(true)}>
        {t('host.vehicles.previewPdf')}
      </Button>
    );
  }
  return (
    <QueryState query={query}>
      {(r) => (
        <HStack gap="2" overflowX="auto" aria-label={t('host.vehicles.pdfPages')}>
          {r.data.map((page, i) => (
            <Box key={i} flexShrink={0} borderWidth="1px" rounded="sm">
              <Image src={page} alt={t('host.vehicles.pdfPage', { n: i + 1 })} h="40" />
            </Box>
          ))}
        </HStack>
      )}
    </QueryState>
  );
}

/**
 * 展馆平面图 / Hall floor plans: each hall of the current exhibition with the floor plan the public
 * site shows for it, a picture (previewed here) or a PDF (a download); a hall without one says so
 * and offers the upload; a stored one is replaced the same way.
 */
import { Button, Card, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplyExhibitionFile, Exhall } from '@gen/api/model';
import { ApplyExhibitionFileCreateBody } from '@gen/zod/common-settings/common-settings';
import {
  blank, FileLink, formatBytes, FormDrawer, PageHeader, QueryState, ScopeNotice, TextareaField, TextField, Thumbnail, UploadField, useScopeId,
} from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { safeHref } from '@/lib/safeHref';
import { floorPlanName, floorPlanQuery, hallsQuery, isPdf, saveFloorPlan } from './floorPlans';

const B = ApplyExhibitionFileCreateBody.shape;
const planSchema = ApplyExhibitionFileCreateBody.omit({ exhibitionId: true, name: true }).extend({ fileName: blank(B.fileName), remark: blank(B.remark) });

/** A floor plan is a picture or a PDF. */
const PLAN_RULE = {
  mimeTypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'application/pdf'],
  extensions: ['.jpg', '.jpeg', '.png', '.webp', '.pdf'],
  typesLabel: 'JPG/PNG/WebP/PDF',
};

export function FloorPlanPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.webSet.web-plan" scope="exhibition" />;
  return <FloorPlans exhibitionId={exhibitionId} />;
}

function FloorPlans({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const query = useQuery(hallsQuery(exhibitionId));
  return (
    <Stack gap="4" minW="0">
      <PageHeader title="nav.host.webSet.web-plan" description="siteShowcase.plan.description" />
      <QueryState
        query={query}
        isEmpty={(r) => r.data.length === 0}
        emptyTitle={t('siteShowcase.plan.noHalls')}
        emptyAction={
          <Button asChild variant="outline">
            <Link to="/host/index/ex/pavilion">{t('siteShowcase.plan.toHalls')}</Link>
          </Button>
        }
      >
        {(r) => (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            {[...r.data]
              .sort((a, b) => a.showIndex - b.showIndex)
              .map((hall) => (
                <HallPlan key={hall.id} hall={hall} exhibitionId={exhibitionId} />
              ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

/** One hall: its stored plan (a picture inline, a PDF as a download) or the empty state (204) with an upload. */
function HallPlan({ hall, exhibitionId }: { hall: Exhall; exhibitionId: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const queryClient = useQueryClient();
  const query = useQuery(floorPlanQuery(hall.id));
  const [open, setOpen] = useState(false);
  const name = localName(hall);
  const current = query.data ?? null;
  return (
    <Card.Root size="sm" aria-label={name}>
      <Card.Header>
        <HStack justify="space-between" gap="2">
          <Stack gap="0">
            <Card.Title>{name}</Card.Title>
            <Text textStyle="xs" color="fg.muted">
              {[hall.area ? t('siteShowcase.plan.area', { area: hall.area }) : '', hall.boothCount ? t('siteShowcase.plan.booths', { count: hall.boothCount }) : ''].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          {query.isSuccess && (
            <Button size="xs" variant={current ? 'outline' : 'solid'} colorPalette="blue" onClick={() => setOpen(true)}>
              {current ? t('siteShowcase.plan.replace') : t('siteShowcase.plan.upload')}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <QueryState query={query} skeletonRows={2}>
          {(file: ApplyExhibitionFile | null) => (file ? <PlanPreview file={file} hallName={name} /> : <Text color="fg.muted">{t('siteShowcase.plan.none')}</Text>)}
        </QueryState>
      </Card.Body>
      {open && (
        <FormDrawer
          open
          title={t('siteShowcase.plan.drawerTitle', { name })}
          schema={planSchema}
          defaultValues={{ fileUrl: current?.fileUrl ?? '', fileName: current?.fileName ?? '', fileSize: current?.fileSize, remark: current?.remark ?? '' }}
          save={(v) => saveFloorPlan(current, { ...v, name: floorPlanName(hall.id), exhibitionId })}
          onClose={() => setOpen(false)}
          onSaved={() => queryClient.invalidateQueries({ queryKey: floorPlanQuery(hall.id).queryKey })}
        >
          {({ control, form }) => (
            <>
              <UploadField
                control={control}
                name="fileUrl"
                kind="file"
                rule={PLAN_RULE}
                label={t('siteShowcase.plan.file')}
                helper={t('siteShowcase.plan.fileHelper')}
                required
                onUploaded={([f]) => {
                  if (!f) return;
                  form.setValue('fileName', f.name.slice(0, 200));
                  form.setValue('fileSize', f.size);
                }}
              />
              <TextField control={control} name="fileName" label={t('siteShowcase.plan.fileName')} />
              <TextareaField control={control} name="remark" label={t('siteShowcase.plan.remark')} />
            </>
          )}
        </FormDrawer>
      )}
    </Card.Root>
  );
}

function PlanPreview({ file, hallName }: { file: ApplyExhibitionFile; hallName: string }) {
  const { t } = useTranslation();
  const label = file.fileName || t('siteShowcase.plan.fileOf', { name: hallName });
  const href = safeHref(file.fileUrl);
  return (
    <Stack gap="2">
      {isPdf(file) ? (
        <Text textStyle="sm">{t('siteShowcase.plan.pdf')}</Text>
      ) : href ? (
        <ChakraLink href={href} target="_blank" rel="noopener noreferrer" aria-label={t('siteShowcase.plan.openImage', { name: hallName })}>
          <Thumbnail src={file.fileUrl} alt={t('siteShowcase.plan.imageAlt', { name: hallName })} width="full" aspectRatio={4 / 3} objectFit="contain" rounded="md" borderWidth="1px" />
        </ChakraLink>
      ) : (
        <Thumbnail src={undefined} alt={t('siteShowcase.plan.imageAlt', { name: hallName })} width="full" aspectRatio={4 / 3} rounded="md" />
      )}
      <HStack gap="2" wrap="wrap">
        <FileLink href={file.fileUrl} name={label} />
        {file.fileSize !== undefined && <Text textStyle="xs" color="fg.muted">{formatBytes(file.fileSize)}</Text>}
      </HStack>
      {file.remark && <Text textStyle="sm">{file.remark}</Text>}
    </Stack>
  );
}

/**
 * 编辑参展信息 / Edit participation (exinfo/edit): what the exhibitor keeps of its join in the
 * current exhibition — the name shown for this exhibition (Chinese and English), hall, booth
 * number and area (PUT /api/join). The join is read with join/GetByCompId (company + exhibition).
 *
 * The join (generated Join model) carries no industry, category, section-office or channel
 * field: those belong to the company profile and the products, so they are not edited here.
 *
 * Like the catalogue and fascia forms (the booth and the name are printed with them), the
 * form closes when the exhibition opens: past that it says so and is read-only.
 */
import { Alert, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { getExhallGetByExhibitionQueryOptions, getExhibitionGetQueryOptions } from '@gen/api/host-exhibition/host-exhibition';
import { getJoinGetByCompIdQueryOptions, joinUpdate } from '@gen/api/join/join';
import type { Exhall, Join } from '@gen/api/model';
import { JoinUpdateBody } from '@gen/zod/join/join';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  blank, FormPage, FormSection, formatDate, NumberField, PageHeader, QuerySelectField, QueryState, ScopeNotice, TextField, useEntityForm, useExhibitorLang,
  useScopeIds, type ScopeIds,
} from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { useLocalName } from '@/lib/i18n/useLocalName';

const TITLE = 'nav.exhibitor.exinfo.edit' as const;
const body = JoinUpdateBody.def.left.shape;

export const joinEditSchema = z.object({
  companyName: blank(body.companyName),
  companyNameEn: blank(body.companyNameEn),
  hallId: blank(body.hallId),
  boothNo: blank(body.boothNo),
  boothArea: body.boothArea,
});
type JoinEditValues = z.input<typeof joinEditSchema>;

const valuesOf = (join: Join): JoinEditValues => ({
  companyName: join.companyName ?? '',
  companyNameEn: join.companyNameEn ?? '',
  hallId: join.hallId ?? '',
  boothNo: join.boothNo ?? '',
  boothArea: join.boothArea,
});

interface EditScope {
  compId: string;
  exhibitionId: string;
}
const editScopeOf = (scope: ScopeIds | undefined): EditScope | null =>
  scope?.compId && scope.exhibitionId ? { compId: scope.compId, exhibitionId: scope.exhibitionId } : null;

export const joinOfQuery = (scope: EditScope) => getJoinGetByCompIdQueryOptions(scope);

/** The edit page's loader: its text, the join and the exhibition (for the deadline). */
export async function loadJoinEdit({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) {
  const locale = loadLocale('exhibit');
  const scope = editScopeOf(context.scope);
  if (!scope) return locale;
  await Promise.all([
    locale,
    context.queryClient.prefetchQuery(joinOfQuery(scope)),
    context.queryClient.prefetchQuery(getExhibitionGetQueryOptions({ id: scope.exhibitionId })),
  ]);
}

/** The join's form closes when the exhibition opens (same rule as the catalogue and fascia forms). */
export const joinDeadline = (exhibition: { startTime?: string }) => exhibition.startTime;

export function JoinEditPage() {
  const scope = editScopeOf(useScopeIds());
  if (!scope) return <ScopeNotice title={TITLE} scope="join" />;
  return <JoinEdit scope={scope} />;
}

function JoinEdit({ scope }: { scope: EditScope }) {
  const { t } = useTranslation();
  const join = useQuery(joinOfQuery(scope));
  const exhibition = useQuery(getExhibitionGetQueryOptions({ id: scope.exhibitionId }));
  const deadline = exhibition.data?.data ? joinDeadline(exhibition.data.data) : undefined;
  const closed = Boolean(deadline && dayjs().isAfter(deadline));
  return (
    <QueryState query={join} isEmpty={(r) => !r.data} emptyTitle={t('exhibit.joinEdit.noJoin')}>
      {(r) => <JoinForm key={r.data!.id} join={r.data!} deadline={deadline} closed={closed} />}
    </QueryState>
  );
}

function DeadlineNotice({ deadline, closed }: { deadline?: string; closed: boolean }) {
  const { t } = useTranslation();
  if (!deadline) return null;
  const date = formatDate(deadline);
  return closed ? (
    <Alert.Root status="warning" data-testid="deadline-passed">
      <Alert.Indicator />
      <Alert.Description>{t('exhibit.change.deadlinePassed', { date })}</Alert.Description>
    </Alert.Root>
  ) : (
    <Text color="fg.muted" fontSize="sm">
      {t('exhibit.change.deadline', { date })}
    </Text>
  );
}

function BackToInfo() {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  return (
    <Button asChild variant="outline" size="sm">
      <Link to="/exhibition{-$lang}/index/exinfo/exhibition-info" params={{ lang }}>
        {t('exhibit.joinEdit.backToInfo')}
      </Link>
    </Button>
  );
}

function JoinFields({ control, exhibitionId }: { control: never; exhibitionId: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const halls = useQuery(getExhallGetByExhibitionQueryOptions({ exhibitionId }));
  return (
    <>
      <FormSection title="exhibit.joinEdit.names" columns={2}>
        <TextField control={control} name="companyName" label={t('exhibit.joinEdit.companyName')} helper={t('exhibit.joinEdit.companyNameHelper')} />
        <TextField control={control} name="companyNameEn" label={t('exhibit.joinEdit.companyNameEn')} />
      </FormSection>
      <FormSection title="exhibit.joinEdit.booth" columns={2}>
        <QuerySelectField
          control={control}
          name="hallId"
          label={t('exhibit.info.hall')}
          query={halls}
          options={(r) => [...r.data].sort((a: Exhall, b: Exhall) => a.showIndex - b.showIndex).map((hall) => ({ value: hall.id, label: localName(hall.name, hall.nameEn) }))}
        />
        <TextField control={control} name="boothNo" label={t('exhibit.info.booth')} />
        <NumberField control={control} name="boothArea" label={t('exhibit.info.boothArea')} decimals={2} unit={t('exhibit.joinEdit.squareMetres')} />
      </FormSection>
    </>
  );
}

function JoinForm({ join, deadline, closed }: { join: Join; deadline?: string; closed: boolean }) {
  const halls = useQuery(getExhallGetByExhibitionQueryOptions({ exhibitionId: join.exhibitionId }));
  const form = useEntityForm({
    schema: joinEditSchema,
    defaultValues: valuesOf(join),
    save: (values) => {
      const hall = halls.data?.data.find((h) => h.id === values.hallId);
      return joinUpdate({
        id: join.id,
        compId: join.compId,
        exhibitionId: join.exhibitionId,
        isDefault: join.isDefault,
        ...(join.showIndex !== undefined ? { showIndex: join.showIndex } : {}),
        ...values,
        ...(values.hallId ? { hallName: hall?.name ?? join.hallName } : {}),
      });
    },
    backTo: { to: '/exhibition{-$lang}/index/exinfo/exhibition-info' },
  });
  if (closed) {
    return (
      <Stack gap="4">
        <PageHeader title={TITLE} actions={<BackToInfo />} />
        <DeadlineNotice deadline={deadline} closed />
        <chakra.fieldset disabled aria-readonly>
          <JoinFields control={form.control as never} exhibitionId={join.exhibitionId} />
        </chakra.fieldset>
      </Stack>
    );
  }
  return (
    <FormPage form={form} title={TITLE} actions={<BackToInfo />}>
      <Stack gap="4">
        <DeadlineNotice deadline={deadline} closed={false} />
        <JoinFields control={form.control as never} exhibitionId={join.exhibitionId} />
      </Stack>
    </FormPage>
  );
}

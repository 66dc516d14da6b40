/**
 * 编辑参展信息 / Edit participation (exinfo/edit): what the exhibitor keeps of its join in the
 * current exhibition — the name shown for this exhibition (Chinese and English), hall, booth
 * number and area, and its industry and products (PUT /api/join). The join is read with
 * join/GetByCompId (company + exhibition).
 *
 * 行业与展品: the join's main industry as a two-level cascade (each level loaded with
 * Industry/GetByParentId, the all-zero UUID for the top level; the whole tree from
 * Industry/GetListAndChildren gives the current value's path), the exhibition's exhibit
 * categories as a checkable tree (category/GetAndListByExhibition) and its kinds (展品大类,
 * kind/GetAndListByExhibition) as checkboxes.
 *
 * Like the catalogue and fascia forms (the booth and the name are printed with them), the
 * form closes when the exhibition opens: past that it says so and is read-only.
 */
import { Box, Button, chakra, Checkbox, Field, Fieldset, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  getCategoryGetAndListByExhibitionQueryOptions, getExhallGetByExhibitionQueryOptions, getExhibitionGetQueryOptions, getKindGetAndListByExhibitionQueryOptions,
} from '@gen/api/host-exhibition/host-exhibition';
import { getJoinGetByCompIdQueryOptions, joinUpdate } from '@gen/api/join/join';
import type { Category, Exhall, Industry, Join } from '@gen/api/model';
import { getIndustryGetByParentIdQueryOptions, getIndustryGetListAndChildrenQueryOptions } from '@gen/api/reference-data/reference-data';
import { JoinUpdateBody } from '@gen/zod/join/join';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  blank, FormPage, FormSection, FullRow, NumberField, PageHeader, QuerySelectField, QueryState, ScopeNotice, TextField, useEntityForm, useExhibitorLang,
  useScopeIds, type ScopeIds,
} from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { DeadlineNotice } from './changeRequests';

const TITLE = 'nav.exhibitor.exinfo.edit' as const;
const body = JoinUpdateBody.def.left.shape;
/** The all-zero UUID: the parent of the top level (GetByParentId), and "no industry" on save. */
const TOP = '00000000-0000-0000-0000-000000000000';
const MAX_CATEGORIES = 50;

export const joinEditSchema = z.object({
  companyName: blank(body.companyName),
  companyNameEn: blank(body.companyNameEn),
  hallId: blank(body.hallId),
  boothNo: blank(body.boothNo),
  boothArea: body.boothArea,
  /** The industry cascade: the top-level industry and, optionally, one of its children. */
  industryTop: z.string(),
  industryChild: z.string(),
  categoryIds: z.array(z.string()).max(MAX_CATEGORIES, { message: 'exhibit.joinEdit.tooManyCategories' }),
  kindIds: z.array(z.string()),
});
type JoinEditValues = z.input<typeof joinEditSchema>;

interface IndustryNodeLike {
  id: string;
  parentId: string;
  children?: IndustryNodeLike[];
}

/** The ids from the top level down to `id` in the industry tree (empty when it is not there). */
export function industryPath(tree: IndustryNodeLike[], id: string | undefined): string[] {
  if (!id) return [];
  for (const node of tree) {
    if (node.id === id) return [node.id];
    const below = industryPath(node.children ?? [], id);
    if (below.length) return [node.id, ...below];
  }
  return [];
}

const valuesOf = (join: Join, industries: Industry[]): JoinEditValues => {
  const path = industryPath(industries as IndustryNodeLike[], join.industryId);
  return {
    companyName: join.companyName ?? '',
    companyNameEn: join.companyNameEn ?? '',
    hallId: join.hallId ?? '',
    boothNo: join.boothNo ?? '',
    boothArea: join.boothArea,
    industryTop: path[0] ?? '',
    industryChild: path[1] ?? '',
    categoryIds: join.categoryIds ?? [],
    kindIds: join.kindIds ?? [],
  };
};

interface EditScope {
  compId: string;
  exhibitionId: string;
}
const editScopeOf = (scope: ScopeIds | undefined): EditScope | null =>
  scope?.compId && scope.exhibitionId ? { compId: scope.compId, exhibitionId: scope.exhibitionId } : null;

export const joinOfQuery = (scope: EditScope) => getJoinGetByCompIdQueryOptions(scope);

export const industryTreeQuery = () => getIndustryGetListAndChildrenQueryOptions();
const industryLevelQuery = (parentId: string) => getIndustryGetByParentIdQueryOptions({ parentId });

/**
 * The edit page's loader: its text, the join, the exhibition (for the deadline), and the choices
 * of 行业与展品 (industry tree and top level, the exhibition's categories and kinds).
 */
export async function loadJoinEdit({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) {
  const locale = loadLocale('exhibit');
  const scope = editScopeOf(context.scope);
  if (!scope) return locale;
  const { queryClient } = context;
  const { exhibitionId } = scope;
  await Promise.all([
    locale,
    queryClient.prefetchQuery(joinOfQuery(scope)),
    queryClient.prefetchQuery(getExhibitionGetQueryOptions({ id: exhibitionId })),
    queryClient.prefetchQuery(industryTreeQuery()),
    queryClient.prefetchQuery(industryLevelQuery(TOP)),
    queryClient.prefetchQuery(getCategoryGetAndListByExhibitionQueryOptions({ exhibitionId })),
    queryClient.prefetchQuery(getKindGetAndListByExhibitionQueryOptions({ exhibitionId })),
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
  // The form starts from the current industry's path in the tree, so it waits for the tree.
  const industries = useQuery(industryTreeQuery());
  const exhibition = useQuery(getExhibitionGetQueryOptions({ id: scope.exhibitionId }));
  const deadline = exhibition.data?.data ? joinDeadline(exhibition.data.data) : undefined;
  const closed = Boolean(deadline && dayjs().isAfter(deadline));
  return (
    <QueryState query={join} isEmpty={(r) => !r.data} emptyTitle={t('exhibit.joinEdit.noJoin')}>
      {(r) => (
        <QueryState query={industries}>
          {(tree) => <JoinForm key={r.data!.id} join={r.data!} industries={tree.data} deadline={deadline} closed={closed} />}
        </QueryState>
      )}
    </QueryState>
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

function IndustryCascade({ control, disabled }: { control: Control<JoinEditValues>; disabled?: boolean }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { field: top } = useController({ control, name: 'industryTop' });
  const { field: child } = useController({ control, name: 'industryChild' });
  const topId = top.value;
  const tops = useQuery(industryLevelQuery(TOP));
  const children = useQuery({ ...industryLevelQuery(topId || TOP), enabled: Boolean(topId) });
  const options = (nodes: { id: string; name: string; nameEn?: string; showIndex: number }[] | undefined) =>
    [...(nodes ?? [])].sort((a, b) => a.showIndex - b.showIndex).map((n) => (
      <option key={n.id} value={n.id}>
        {localName(n.name, n.nameEn)}
      </option>
    ));
  const childDisabled = disabled || !topId || children.isPending || (children.data?.data.length ?? 0) === 0;
  return (
    <>
      <Field.Root disabled={disabled || tops.isPending}>
        <Field.Label>{t('exhibit.joinEdit.industryTop')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            {...top}
            aria-label={t('exhibit.joinEdit.industryTop')}
            onChange={(e) => {
              top.onChange(e.target.value);
              child.onChange('');
            }}
          >
            <option value="">{tops.isPending ? t('kit.form.optionsLoading') : t('kit.form.choose')}</option>
            {options(tops.data?.data)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{tops.isError ? t('kit.form.optionsFailed') : t('exhibit.joinEdit.industryHelper')}</Field.HelperText>
      </Field.Root>
      <Field.Root disabled={childDisabled}>
        <Field.Label>{t('exhibit.joinEdit.industryChild')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            {...child}
            aria-label={t('exhibit.joinEdit.industryChild')}
            onChange={(e) => child.onChange(e.target.value)}
          >
            <option value="">{topId && children.isPending ? t('kit.form.optionsLoading') : t('kit.form.choose')}</option>
            {topId && options(children.data?.data)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {!topId && <Field.HelperText>{t('exhibit.joinEdit.industryChildHelper')}</Field.HelperText>}
        {topId && children.isError && <Field.HelperText>{t('kit.form.optionsFailed')}</Field.HelperText>}
      </Field.Root>
    </>
  );
}

/** A checkbox list bound to an array of ids. */
function useIdSet(control: Control<JoinEditValues>, name: 'categoryIds' | 'kindIds') {
  const { field, fieldState } = useController({ control, name });
  const chosen = new Set(field.value);
  const set = (id: string, on: boolean) => field.onChange(on ? [...field.value.filter((v) => v !== id), id] : field.value.filter((v) => v !== id));
  return { chosen, set, count: field.value.length, error: fieldState.error?.message };
}

function CategoryTree({ control, exhibitionId, disabled }: { control: Control<JoinEditValues>; exhibitionId: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const categories = useQuery(getCategoryGetAndListByExhibitionQueryOptions({ exhibitionId }));
  const { chosen, set, count, error } = useIdSet(control, 'categoryIds');
  const branch = (nodes: Category[], depth: number) =>
    [...nodes]
      .sort((a, b) => a.showIndex - b.showIndex)
      .map((node) => (
        <Box key={node.id} ps={depth ? '6' : '0'}>
          <Checkbox.Root size="sm" checked={chosen.has(node.id)} disabled={disabled} onCheckedChange={(e) => set(node.id, e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight={depth ? 'normal' : 'medium'}>{localName(node.name, node.nameEn)}</Checkbox.Label>
          </Checkbox.Root>
          {node.children?.length ? <Stack gap="1" mt="1">{branch(node.children, depth + 1)}</Stack> : null}
        </Box>
      ));
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled} data-testid="join-categories">
      <Fieldset.Legend>{t('exhibit.joinEdit.categories')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('exhibit.joinEdit.categoriesHelper', { max: MAX_CATEGORIES, count })}</Fieldset.HelperText>
      <QueryState query={categories} isEmpty={(r) => r.data.length === 0} emptyTitle={t('exhibit.joinEdit.noCategories')}>
        {(r) => (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {branch(r.data, 0)}
          </SimpleGrid>
        )}
      </QueryState>
      {error && <Fieldset.ErrorText>{t(error as 'exhibit.joinEdit.tooManyCategories', { max: MAX_CATEGORIES })}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

function KindChecks({ control, exhibitionId, disabled }: { control: Control<JoinEditValues>; exhibitionId: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const kinds = useQuery(getKindGetAndListByExhibitionQueryOptions({ exhibitionId }));
  const { chosen, set } = useIdSet(control, 'kindIds');
  return (
    <Fieldset.Root disabled={disabled} data-testid="join-kinds">
      <Fieldset.Legend>{t('exhibit.joinEdit.kinds')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('exhibit.joinEdit.kindsHelper')}</Fieldset.HelperText>
      <QueryState query={kinds} isEmpty={(r) => r.data.length === 0} emptyTitle={t('exhibit.joinEdit.noKinds')}>
        {(r) => (
          <Stack gap="2">
            {[...r.data]
              .sort((a, b) => a.showIndex - b.showIndex)
              .map((kind) => (
                <Checkbox.Root key={kind.id} size="sm" checked={chosen.has(kind.id)} disabled={disabled} onCheckedChange={(e) => set(kind.id, e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {localName(kind.name, kind.nameEn)}
                    {kind.categories.length > 0 && (
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        {` · ${kind.categories.map((c) => localName(c.name, c.nameEn)).join(' / ')}`}
                      </Text>
                    )}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
          </Stack>
        )}
      </QueryState>
    </Fieldset.Root>
  );
}

function JoinFields({ control, exhibitionId, disabled }: { control: Control<JoinEditValues, unknown, z.output<typeof joinEditSchema>>; exhibitionId: string; disabled?: boolean }) {
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
      <FormSection title="exhibit.joinEdit.details" columns={2}>
        <IndustryCascade control={control} disabled={disabled} />
        <FullRow>
          <CategoryTree control={control} exhibitionId={exhibitionId} disabled={disabled} />
        </FullRow>
        <FullRow>
          <KindChecks control={control} exhibitionId={exhibitionId} disabled={disabled} />
        </FullRow>
      </FormSection>
    </>
  );
}

function JoinForm({ join, industries, deadline, closed }: { join: Join; industries: Industry[]; deadline?: string; closed: boolean }) {
  const halls = useQuery(getExhallGetByExhibitionQueryOptions({ exhibitionId: join.exhibitionId }));
  const initial = valuesOf(join, industries);
  const form = useEntityForm({
    schema: joinEditSchema,
    defaultValues: initial,
    save: ({ industryTop, industryChild, ...values }) => {
      const hall = halls.data?.data.find((h) => h.id === values.hallId);
      // An industry deeper than the cascade's two levels stays as it is until the user changes it.
      const cascadeUnchanged = industryTop === initial.industryTop && industryChild === initial.industryChild;
      const industryId = cascadeUnchanged && join.industryId ? join.industryId : industryChild || industryTop || TOP;
      return joinUpdate({
        id: join.id,
        compId: join.compId,
        exhibitionId: join.exhibitionId,
        isDefault: join.isDefault,
        ...(join.showIndex !== undefined ? { showIndex: join.showIndex } : {}),
        ...values,
        industryId,
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
          <JoinFields control={form.control} exhibitionId={join.exhibitionId} disabled />
        </chakra.fieldset>
      </Stack>
    );
  }
  return (
    <FormPage form={form} title={TITLE} actions={<BackToInfo />}>
      <Stack gap="4">
        <DeadlineNotice deadline={deadline} closed={false} />
        <JoinFields control={form.control} exhibitionId={join.exhibitionId} />
      </Stack>
    </FormPage>
  );
}

/**
 * 报名表单: what viewers choose from on the live registration form — departments and their jobs
 * (Chinese and English names, in order) — and the banners shown above it (type reg-form, 001 §9).
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import type { BannerFieldsFragment, DepartmentFieldsFragment, DepartmentJobFieldsFragment } from '@gen/graphql/hooks';
import { columnsOf, compareChinese, DataTable, FormDrawer, NumberField, QueryState, TextField, UploadField, useConfirm, type ListContext } from '@/components/kit';
import { bannersQuery, departmentsQuery, formCalls } from './calls';
import { bannerSchema, entrySchema } from './schemas';
import { useDrawer } from './shared';

type Department = DepartmentFieldsFragment;
type Job = DepartmentJobFieldsFragment;
type Row = { id: string; department: Department; job?: Job };
type EntryDrawer = { department?: Department; job?: Job; jobOf?: Department };
type Banner = BannerFieldsFragment;

const byOrder = <T extends { showIndex: number; name: string }>(a: T, b: T) => a.showIndex - b.showIndex || compareChinese(a.name, b.name);

export function RegFormSection() {
  return (
    <Stack gap="8">
      <Departments />
      <Banners />
    </Stack>
  );
}

function Departments() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(departmentsQuery());
  const drawer = useDrawer<EntryDrawer>();
  const [confirm, confirmDialog] = useConfirm();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: departmentsQuery().queryKey }), [queryClient]);
  const context: ListContext = { refresh, confirm, navigate: () => undefined };
  const { open } = drawer;
  const columns = useMemo(() => {
    const c = columnsOf<Row>();
    return [
      c.custom('name', 'liveManage.form.name', (r) => (
        <Stack gap="0" pl={r.job ? '6' : '0'}>
          <Text fontWeight={r.job ? 'normal' : 'medium'}>{(r.job ?? r.department).name}</Text>
          {(r.job ?? r.department).nameEn && (
            <Text textStyle="xs" color="fg.muted">
              {(r.job ?? r.department).nameEn}
            </Text>
          )}
        </Stack>
      ), { minWidth: '14rem' }),
      c.custom('kind', 'liveManage.form.kind', (r) => t(r.job ? 'liveManage.form.job' : 'liveManage.form.department')),
      c.custom('showIndex', 'liveManage.form.showIndex', (r) => (r.job ?? r.department).showIndex, { align: 'end' }),
      c.actions({
        items: [
          { label: 'liveManage.form.edit', onSelect: (r) => open(r.job ? { job: r.job } : { department: r.department }) },
          { label: 'liveManage.form.addJob', onSelect: (r) => open({ jobOf: r.department }), hidden: (r) => Boolean(r.job) },
        ],
        onDelete: (r) => (r.job ? formCalls.removeJob(r.job.id) : formCalls.removeDepartment(r.department.id)),
        nameOf: (r) => (r.job ?? r.department).name,
      }),
    ];
  }, [t, open]);
  const d = drawer.state?.value;
  const entry = d?.job ?? d?.department;
  return (
    <Stack gap="3" as="section" aria-label={t('liveManage.form.departments')}>
      <HStack justify="space-between">
        <Text fontWeight="semibold">{t('liveManage.form.departments')}</Text>
        <Button size="sm" colorPalette="blue" onClick={() => open({})}>
          <LuPlus /> {t('liveManage.form.addDepartment')}
        </Button>
      </HStack>
      <QueryState query={query} isEmpty={(r) => r.department.all.length === 0} emptyTitle={t('liveManage.form.noDepartments')}>
        {(r) => {
          const rows: Row[] = [...r.department.all].sort(byOrder).flatMap((department) => [
            { id: department.id, department },
            ...[...department.jobs].sort(byOrder).map((job) => ({ id: job.id, department, job })),
          ]);
          return <DataTable rows={rows} columns={columns} context={context} label={t('liveManage.form.departments')} busy={query.isFetching} />;
        }}
      </QueryState>
      {drawer.state && d && (
        <FormDrawer
          key={drawer.state.key}
          open
          title={
            entry
              ? t('liveManage.form.editTitle', { name: entry.name })
              : d.jobOf
                ? t('liveManage.form.addJobTitle', { name: d.jobOf.name })
                : t('liveManage.form.addDepartment')
          }
          schema={entrySchema}
          defaultValues={{ name: entry?.name ?? '', nameEn: entry?.nameEn ?? '', showIndex: entry?.showIndex ?? 0 }}
          save={(values) => {
            if (d.job) return formCalls.updateJob(d.job.id, values);
            if (d.department) return formCalls.updateDepartment(d.department.id, values);
            if (d.jobOf) return formCalls.createJob(d.jobOf.id, values);
            return formCalls.createDepartment(values);
          }}
          onClose={drawer.close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('liveManage.form.nameZh')} required />
              <TextField control={control} name="nameEn" label={t('liveManage.form.nameEn')} />
              <NumberField control={control} name="showIndex" label={t('liveManage.form.showIndex')} helper={t('liveManage.form.showIndexHelper')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

function Banners() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(bannersQuery());
  const drawer = useDrawer<Banner | undefined>();
  const [confirm, confirmDialog] = useConfirm();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: bannersQuery().queryKey }), [queryClient]);
  const context: ListContext = { refresh, confirm, navigate: () => undefined };
  const { open } = drawer;
  const columns = useMemo(() => {
    const c = columnsOf<Banner>();
    return [
      c.image('url', 'kit.column.image', { size: '20' }),
      c.text('showIndex', 'liveManage.form.showIndex', { align: 'end' }),
      c.actions({
        items: [{ label: 'liveManage.form.edit', onSelect: (b) => open(b) }],
        onDelete: (b) => formCalls.removeBanner(b.id),
        nameOf: () => t('liveManage.form.banner'),
      }),
    ];
  }, [t, open]);
  const banner = drawer.state?.value;
  return (
    <Stack gap="3" as="section" aria-label={t('liveManage.form.banners')}>
      <HStack justify="space-between">
        <Text fontWeight="semibold">{t('liveManage.form.banners')}</Text>
        <Button size="sm" colorPalette="blue" onClick={() => open(undefined)}>
          <LuPlus /> {t('liveManage.form.addBanner')}
        </Button>
      </HStack>
      <QueryState query={query} isEmpty={(r) => r.banner.all.length === 0} emptyTitle={t('liveManage.form.noBanners')}>
        {(r) => <DataTable rows={r.banner.all} columns={columns} context={context} label={t('liveManage.form.banners')} busy={query.isFetching} />}
      </QueryState>
      {drawer.state && (
        <FormDrawer
          key={drawer.state.key}
          open
          title={t(banner ? 'liveManage.form.editBanner' : 'liveManage.form.addBanner')}
          schema={bannerSchema}
          defaultValues={{ url: banner?.url ?? '', showIndex: banner?.showIndex ?? (query.data?.banner.all.length ?? 0) + 1 }}
          save={(values) => (banner ? formCalls.updateBanner(banner.id, values) : formCalls.createBanner(values))}
          onClose={drawer.close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <UploadField control={control} name="url" kind="image" label={t('liveManage.form.picture')} required />
              <NumberField control={control} name="showIndex" label={t('liveManage.form.showIndex')} helper={t('liveManage.form.showIndexHelper')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

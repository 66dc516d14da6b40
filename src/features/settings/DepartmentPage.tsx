/** 部门管理: departments and their jobs on the live registration form, as an expandable table. */
import { Box, Button, HStack, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDownUp, LuChevronDown, LuChevronRight, LuPlus, LuSearch } from 'react-icons/lu';
import { columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, TextField, useConfirm, type ListContext } from '@/components/kit';
import { ArrangeOrder, PhoneFrame } from '@/components/list/ArrangeOrder';
import { departmentCalls, departmentsQuery, entrySchema, type Department, type Job } from './departmentCalls';

type Row = { id: string; department: Department; job?: Job; open: boolean };
type Drawer = { key: number; department?: Department; job?: Job; jobOf?: Department };

const byOrder = <T extends { showIndex: number; name: string }>(a: T, b: T) => a.showIndex - b.showIndex || a.name.localeCompare(b.name, 'zh');

export function DepartmentPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(departmentsQuery());
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState<Set<string>>(() => new Set());
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const [arranging, setArranging] = useState(false);
  const open = useCallback((d: Omit<Drawer, 'key'>) => setDrawer((prev) => ({ ...d, key: (prev?.key ?? 0) + 1 })), []);
  const toggle = useCallback(
    (id: string) =>
      setOpened((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: departmentsQuery().queryKey });
  const context: ListContext = { refresh, confirm, navigate: () => undefined };

  const columns = useMemo(() => {
    const c = columnsOf<Row>();
    return [
      c.custom('name', 'settings.departments.name', (r) =>
        r.job ? (
          <Stack gap="0" pl="8">
            <Text>{r.job.name}</Text>
            {r.job.nameEn && <Text textStyle="xs" color="fg.muted">{r.job.nameEn}</Text>}
          </Stack>
        ) : (
          <HStack gap="1">
            {r.department.jobs.length > 0 ? (
              <IconButton
                size="2xs"
                variant="ghost"
                aria-expanded={r.open}
                aria-label={t(r.open ? 'kit.tree.collapse' : 'kit.tree.expand', { name: r.department.name })}
                onClick={() => toggle(r.id)}
              >
                {r.open ? <LuChevronDown /> : <LuChevronRight />}
              </IconButton>
            ) : (
              <Box w="6" />
            )}
            <Stack gap="0">
              <Text fontWeight="medium">{r.department.name}</Text>
              {r.department.nameEn && <Text textStyle="xs" color="fg.muted">{r.department.nameEn}</Text>}
            </Stack>
          </HStack>
        ), { minWidth: '14rem' }),
      c.custom('kind', 'settings.departments.kind', (r) => t(r.job ? 'settings.departments.job' : 'settings.departments.department')),
      c.custom('jobs', 'settings.departments.jobs', (r) => (r.job ? '' : r.department.jobs.length)),
      c.custom('showIndex', 'settings.geo.showIndex', (r) => (r.job ?? r.department).showIndex),
      c.actions({
        items: [
          { label: 'settings.geo.edit', onSelect: (r) => open(r.job ? { job: r.job } : { department: r.department }) },
          { label: 'settings.departments.addJob', onSelect: (r) => open({ jobOf: r.department }), hidden: (r) => Boolean(r.job) },
        ],
        onDelete: async (r) => {
          if (r.job) return departmentCalls.removeJob(r.job.id);
          const jobs = r.department.jobs.length;
          if (jobs > 0 && !(await confirm({ title: t('kit.list.deleteTitle'), message: t('settings.departments.deleteWithJobs', { name: r.department.name, count: jobs }), danger: true, confirmLabel: t('kit.list.delete') }))) return false;
          return departmentCalls.remove(r.department.id);
        },
        nameOf: (r) => (r.job ?? r.department).name,
      }),
    ];
  }, [t, confirm, open, toggle]);

  const k = keyword.trim().toLowerCase();
  const matches = (e: { name: string; nameEn: string | null }) => !k || e.name.toLowerCase().includes(k) || Boolean(e.nameEn?.toLowerCase().includes(k));
  const entry = drawer?.job ?? drawer?.department;
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.common.common-department"
        description="settings.departments.description"
        actions={
          <HStack gap="2">
            <Button variant="outline" disabled={arranging || (query.data?.department.all.length ?? 0) < 2} onClick={() => setArranging(true)}>
              <LuArrowDownUp /> {t('settings.departments.arrange')}
            </Button>
            <Button colorPalette="blue" onClick={() => open({})}>
              <LuPlus /> {t('settings.departments.add')}
            </Button>
          </HStack>
        }
      />
      {arranging && query.data && (
        <ArrangeOrder
          items={[...query.data.department.all].sort(byOrder)}
          nameOf={(d) => d.name}
          label={t('settings.departments.orderList')}
          help={t('settings.departments.arrangeHelp')}
          render={(d) => <Text data-testid="arranged-title">{d.name}</Text>}
          preview={departmentPhone}
          save={(d) => departmentCalls.update(d.id, { name: d.name, nameEn: d.nameEn ?? undefined, showIndex: d.showIndex })}
          onDone={(saved) => {
            setArranging(false);
            if (saved) void refresh();
          }}
        />
      )}
      <InputGroup startElement={<LuSearch />} maxW="sm">
        <Input value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('settings.departments.search')} aria-label={t('settings.departments.search')} />
      </InputGroup>
      <QueryState query={query} isEmpty={(r) => r.department.all.length === 0} emptyTitle={t('settings.departments.empty')}>
        {(r) => {
          const rows: Row[] = [...r.department.all].sort(byOrder).flatMap((department) => {
            const jobs = [...department.jobs].sort(byOrder).filter((job) => matches(job) || (k && matches(department)));
            if (k && !matches(department) && jobs.length === 0) return [];
            const isOpen = Boolean(k) || opened.has(department.id);
            const head: Row = { id: department.id, department, open: isOpen };
            return isOpen ? [head, ...jobs.map((job) => ({ id: job.id, department, job, open: false }))] : [head];
          });
          return rows.length ? (
            <DataTable rows={rows} columns={columns} context={context} label={t('nav.host.common.common-department')} busy={query.isFetching} />
          ) : (
            <Text color="fg.muted">{t('settings.departments.emptySearch', { keyword: keyword.trim() })}</Text>
          );
        }}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={
            entry
              ? t('settings.geo.editTitle', { name: entry.name })
              : drawer.jobOf
                ? t('settings.departments.addJobTitle', { name: drawer.jobOf.name })
                : t('settings.departments.add')
          }
          schema={entrySchema}
          defaultValues={{ name: entry?.name ?? '', nameEn: entry?.nameEn ?? '', showIndex: entry?.showIndex ?? 0 }}
          save={async (values) => {
            if (drawer.job) return departmentCalls.updateJob(drawer.job.id, values);
            if (drawer.department) return departmentCalls.update(drawer.department.id, values);
            if (drawer.jobOf) {
              const jobOf = drawer.jobOf;
              const saved = await departmentCalls.createJob(jobOf.id, values);
              setOpened((prev) => new Set(prev).add(jobOf.id));
              return saved;
            }
            return departmentCalls.create(values);
          }}
          onClose={() => setDrawer(null)}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('settings.geo.name')} required />
              <TextField control={control} name="nameEn" label={t('settings.geo.nameEn')} />
              <NumberField control={control} name="showIndex" label={t('settings.geo.showIndex')} helper={t('settings.geo.showIndexHelper')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

const departmentPhone = (order: Department[]) => <DepartmentPhone order={order} />;

/** The departments as the live registration form offers them on a phone. */
function DepartmentPhone({ order }: { order: Department[] }) {
  const { t } = useTranslation();
  return (
    <PhoneFrame label={t('settings.departments.phonePreview')}>
      <Stack gap="0" p="3" bg="bg">
        <Text textStyle="sm" fontWeight="semibold" pb="2">
          {t('settings.departments.formField')}
        </Text>
        {order.map((d) => (
          <Text key={d.id} textStyle="sm" py="2" borderTopWidth="1px">
            {d.name}
          </Text>
        ))}
      </Stack>
    </PhoneFrame>
  );
}

/**
 * 项目管理 / Projects: the exhibition's booking projects (booths, raw space, advertising, catalogue
 * ads, services) by project group (a tab each, in the URL), searched by name; each project's
 * online picture replaced in a drawer (uploaded, then set); how many companies applied for each,
 * the applications behind a count, and every applying company in a side panel.
 */
import { Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBuilding2 } from 'react-icons/lu';
import { z } from 'zod';
import type { ApplyOMCompany } from '@gen/api/model';
import { DePjNameUpdateNetImgBody } from '@gen/zod/common-settings/common-settings';
import {
  columnsOf, DataTable, ErrorPanel, FormDrawer, formatYuan, KeywordBox, PageHeader, PanelDrawer, QueryState, ScopeNotice, showStatus, StatusBadge, Thumbnail,
  TwoLines, UploadField, useScopeId, useTableEditor,
} from '@/components/kit';
import {
  applicantCount, applicantsQuery, applicationsByProject, groupsQuery, orderStatus, ordersQuery, rowsOf, setPicture, type ProjectApplication, type ProjectRow,
} from './projects';

const route = getRouteApi('/host/index/set/project');

const pictureSchema = z.object({ netImg: z.string().min(1).pipe(DePjNameUpdateNetImgBody.shape.netImg) });

export function ProjectPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.set.project" scope="exhibition" />;
  return <Projects exhibitionId={exhibitionId} />;
}

function Projects({ exhibitionId }: { exhibitionId: string }) {
  const { t, i18n } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // The route's loader fetched the groups already; a failure there shows here with its retry.
  const groups = useQuery({ ...groupsQuery(exhibitionId, search.keyword), placeholderData: keepPreviousData, retryOnMount: false });
  const orders = useQuery(ordersQuery(exhibitionId));
  const editor = useTableEditor<ProjectRow>(groupsQuery(exhibitionId, search.keyword).queryKey);
  const [showing, setShowing] = useState<ProjectRow>();
  const [companiesOpen, setCompaniesOpen] = useState(false);
  const applicants = useQuery(applicantsQuery(exhibitionId));

  const applications = useMemo(() => applicationsByProject(orders.data?.data.items ?? []), [orders.data]);
  const list = groups.data?.data ?? [];
  const group = list.find((g) => g.id.toLowerCase() === search.group?.toLowerCase());
  const rows = useMemo(() => rowsOf(groups.data?.data ?? [], group?.id), [groups.data, group?.id]);

  const { open } = editor;
  const columns = useMemo(() => {
    const c = columnsOf<ProjectRow>();
    return [
      c.custom('netImg', 'projects.picture', (p) => <Thumbnail src={p.netImg} alt={p.name} boxSize="14" objectFit="cover" rounded="sm" loading="lazy" />, { width: '5rem' }),
      c.twoLines('name', 'projects.name', (p) => p.name, (p) => p.nameEn, { minWidth: '14rem' }),
      c.twoLines('groupName', 'projects.group', (p) => p.groupName, (p) => p.groupNameEn, { minWidth: '10rem' }),
      c.custom('price', 'projects.price', (p) => (p.price === undefined ? '' : t('projects.perUnit', { price: formatYuan(p.price, i18n.language), unit: p.unit ?? '' })), { align: 'end' }),
      c.custom('isShow', 'projects.shown', (p) => <StatusBadge value={p.isShow ?? true} map={showStatus} />),
      c.custom('applicants', 'projects.applicants', (p) => {
        if (!orders.data) return <Text color="fg.muted">—</Text>;
        const count = applicantCount(applications.get(p.id.toLowerCase()));
        return (
          <Button size="xs" variant="outline" aria-label={t('projects.applicantsOf', { name: p.name, count })} onClick={() => setShowing(p)}>
            {t('projects.companyCount', { count })}
          </Button>
        );
      }, { align: 'end' }),
      c.actions({ items: [{ label: 'projects.replacePicture', onSelect: (p) => open(p) }] }),
    ];
  }, [applications, orders.data, open, t, i18n.language]);

  const setSearch = (next: { group?: string; keyword?: string }) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const total = list.reduce((sum, g) => sum + g.items.length, 0);
  const project = editor.drawer?.record;

  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.set.project"
        description="projects.description"
        actions={
          <Button variant="outline" onClick={() => setCompaniesOpen(true)}>
            <LuBuilding2 />
            {applicants.data ? t('projects.companiesButton', { count: applicants.data.data.length }) : t('projects.companiesTitle')}
          </Button>
        }
      />
      <HStack gap="2" wrap="wrap">
        <KeywordBox key={search.keyword ?? ''} current={search.keyword ?? ''} placeholder={t('projects.search')} onSearch={(keyword) => setSearch({ keyword: keyword.trim() || undefined })} />
        {search.keyword && (
          <Button variant="ghost" onClick={() => setSearch({ keyword: undefined })}>
            {t('kit.list.reset')}
          </Button>
        )}
      </HStack>
      {orders.isError && <ErrorPanel title={t('projects.ordersFailed')} onRetry={() => void orders.refetch()} />}
      <QueryState
        query={groups}
        isEmpty={(r) => r.data.length === 0}
        emptyTitle={t(search.keyword ? 'projects.noMatch' : 'projects.empty')}
        emptyAction={
          search.keyword ? (
            <Button variant="outline" onClick={() => setSearch({ keyword: undefined })}>
              {t('kit.list.reset')}
            </Button>
          ) : undefined
        }
      >
        {() => (
          <Stack gap="3">
            <Tabs.Root value={group?.id ?? 'all'} onValueChange={(e) => setSearch({ group: e.value === 'all' ? undefined : e.value })} variant="enclosed" size="sm">
              <Tabs.List flexWrap="wrap">
                <Tabs.Trigger value="all">{t('projects.allGroups', { count: total })}</Tabs.Trigger>
                {list.map((g) => (
                  <Tabs.Trigger key={g.id} value={g.id}>
                    {t('projects.groupTab', { name: i18n.language === 'en' && g.nameEn ? g.nameEn : g.name, count: g.items.length })}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Tabs.Root>
            {search.group && !group && <Text color="fg.muted">{t('projects.groupMissing')}</Text>}
            {rows.length === 0 ? (
              <Text color="fg.muted" py="6" textAlign="center">
                {t('projects.groupEmpty')}
              </Text>
            ) : (
              <DataTable rows={rows} columns={columns} context={editor.context} label={t('nav.host.set.project')} busy={groups.isFetching} />
            )}
          </Stack>
        )}
      </QueryState>
      {editor.drawer && project && (
        <FormDrawer
          key={editor.drawer.key}
          open
          title={t('projects.pictureTitle', { name: project.name })}
          schema={pictureSchema}
          defaultValues={{ netImg: project.netImg ?? '' }}
          save={(values) => setPicture(project, values.netImg)}
          onClose={editor.close}
          onSaved={editor.refresh}
        >
          {({ control }) => <UploadField control={control} name="netImg" kind="image" label={t('projects.picture')} helper={t('projects.pictureHelper')} required />}
        </FormDrawer>
      )}
      <ProjectApplicants project={showing} applications={showing ? (applications.get(showing.id.toLowerCase()) ?? []) : []} onClose={() => setShowing(undefined)} />
      <PanelDrawer open={companiesOpen} title={t('projects.companiesTitle')} onClose={() => setCompaniesOpen(false)}>
        <Companies exhibitionId={exhibitionId} />
      </PanelDrawer>
      {editor.confirmDialog}
    </Stack>
  );
}

/** The applications for one project: company, booth, quantity asked for and the order's state. */
function ProjectApplicants({ project, applications, onClose }: { project: ProjectRow | undefined; applications: ProjectApplication[]; onClose: () => void }) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const c = columnsOf<ProjectApplication>();
    return [
      c.twoLines('company', 'projects.company', (a) => a.order.companyName, (a) => a.order.boothNo, { minWidth: '12rem' }),
      c.custom('quantity', 'projects.quantity', (a) => `${a.quantity}${project?.unit ?? ''}`, { align: 'end' }),
      c.custom('status', 'projects.orderState', (a) => <StatusBadge value={a.order.status} map={orderStatus} />),
    ];
  }, [project?.unit]);
  return (
    <PanelDrawer open={Boolean(project)} title={t('projects.applicantsTitle', { name: project?.name ?? '' })} onClose={onClose}>
      {applications.length === 0 ? (
        <Text color="fg.muted">{t('projects.noApplicants')}</Text>
      ) : (
        <DataTable rows={applications} columns={columns} getRowId={(a) => `${a.order.id}:${a.order.compId ?? ''}`} label={t('projects.applicantsTitle', { name: project?.name ?? '' })} />
      )}
    </PanelDrawer>
  );
}

/** Every company that applied for a project of the exhibition, with its orders and what they come to. */
function Companies({ exhibitionId }: { exhibitionId: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(applicantsQuery(exhibitionId));
  const columns = useMemo(() => {
    const c = columnsOf<ApplyOMCompany>();
    return [
      c.twoLines('companyName', 'projects.company', (a) => a.companyName, (a) => a.boothNo, { minWidth: '12rem' }),
      c.custom('contact', 'projects.contact', (a) => <TwoLines main={a.contactName ?? ''} sub={a.contactPhone} strong={false} />),
      c.text('orderCount', 'projects.orderCount', { align: 'end', minWidth: '5rem' }),
      c.custom('totalAmount', 'projects.totalAmount', (a) => (a.totalAmount === undefined ? '' : formatYuan(a.totalAmount, i18n.language)), { align: 'end' }),
    ];
  }, [i18n.language]);
  return (
    <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('projects.noCompanies')}>
      {(r) => <DataTable rows={r.data} columns={columns} getRowId={(a) => a.applyCompanyId} label={t('projects.companiesTitle')} />}
    </QueryState>
  );
}

/**
 * 展商服务 / The exhibitors' contact persons as the organiser authenticates them: first-time
 * authentications and change requests (tabs in the URL); pass, approve a change, refuse with the
 * reason the exhibitor reads, correct a mobile number; a company's contacts in a side panel; the
 * period during which exhibitors may add or change contacts.
 */
import { Button, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ContactPerson } from '@gen/api/model';
import { ContactPersonChangeNumberBody, ContactPersonSetContactTimeBody } from '@gen/zod/company/company';
import {
  blank, columnsOf, DateField, endNotBeforeStart, formatDate, FormDrawer, listKeyOf, PanelDrawer, QueryState, RemarkDrawer, ResourceListPage, StatusBadge, TextField,
  useListSearchOf, useScopeId, useTableEditor, type RowAction,
} from '@/components/kit';
import { authDecisions, companyContactsQuery, contactAuths, contactAuthStatus, contactTimeQuery, saveContactTime } from './exServices';
import { AUTH_TABS, type AuthTab } from './routes';

type Search = z.output<typeof contactAuths.search>;
type Editing = { kind: 'fail' | 'phone'; row: ContactPerson };

/** The company name, opening the company's contacts beside the list. */
function CompanyCell({ row, onOpen }: { row: ContactPerson; onOpen: (row: ContactPerson) => void }) {
  return (
    <Link as="button" colorPalette="blue" onClick={() => onOpen(row)} textAlign="start">
      {row.companyName}
    </Link>
  );
}

function PhoneCell({ row }: { row: ContactPerson }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0">
      <Text>{row.phone}</Text>
      {row.originalPhone && row.originalPhone !== row.phone && (
        <Text textStyle="xs" color="fg.muted">
          {t('host.exServices.originalPhone', { phone: row.originalPhone })}
        </Text>
      )}
    </Stack>
  );
}

function Tabbed() {
  const { t } = useTranslation();
  const list = useListSearchOf<Search>();
  return (
    <Tabs.Root value={list.search.tab ?? 'first'} onValueChange={(e) => list.setFilters({ tab: e.value as AuthTab })} variant="enclosed" size="sm">
      <Tabs.List>
        {AUTH_TABS.map((v) => (
          <Tabs.Trigger key={v} value={v}>
            {t(`host.exServices.tabs.${v}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}

const tabbed = () => <Tabbed />;

export function ExServicesPage() {
  const { t } = useTranslation();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const list = useListSearchOf<Search>();
  const editor = useTableEditor<Editing>(listKeyOf(contactAuths, exhibitionId));
  const [company, setCompany] = useState<ContactPerson>();
  const columns = useMemo(() => {
    const c = columnsOf<ContactPerson>();
    return [
      c.twoLines('name', 'host.exServices.name', (r) => r.name, (r) => [r.department, r.position].filter(Boolean).join(' · '), { minWidth: '10rem' }),
      c.custom('companyName', 'host.exServices.company', (r) => <CompanyCell row={r} onOpen={setCompany} />, { minWidth: '14rem' }),
      c.custom('phone', 'host.exServices.phone', (r) => <PhoneCell row={r} />),
      c.text('email', 'host.exServices.email', { minWidth: '12rem' }),
      c.status('authStatus', 'host.exServices.statusLabel', contactAuthStatus),
      c.text('authRemark', 'host.exServices.remark', { minWidth: '10rem' }),
      c.date('createTime', 'host.exServices.createTime', { sortable: true }),
    ];
  }, []);
  const isChange = list.search.tab === 'change';
  const { open } = editor;
  const rowActions: RowAction<ContactPerson>[] = [
    isChange
      ? { label: 'host.exServices.approveChange', onSelect: authDecisions.approveChange, successMessage: 'host.exServices.changeApproved' }
      : { label: 'host.exServices.pass', onSelect: authDecisions.pass, hidden: (r) => r.authStatus === 1, successMessage: 'host.exServices.passed' },
    { label: isChange ? 'host.exServices.refuseChange' : 'host.exServices.fail', onSelect: (r) => open({ kind: 'fail', row: r }), hidden: (r) => r.authStatus === 2 },
    { label: 'host.exServices.changeNumber', onSelect: (r) => open({ kind: 'phone', row: r }) },
    { label: 'host.exServices.contacts', onSelect: (r) => setCompany(r) },
  ];
  const editing = editor.drawer?.record;
  return (
    <ResourceListPage
      resource={contactAuths}
      columns={columns}
      moreFilters={tabbed}
      searchPlaceholder="host.exServices.search"
      description="host.exServices.description"
      rowActions={rowActions}
      actions={<ContactPeriod />}
    >
      {editor.drawer && editing?.kind === 'fail' && (
        <RemarkDrawer
          key={editor.drawer.key}
          title={t('host.exServices.failTitle', { name: editing.row.name })}
          label={t('host.exServices.reason')}
          helper={t('host.exServices.reasonHelper')}
          max={200}
          save={(remark) => authDecisions.fail(editing.row, remark)}
          onClose={editor.close}
          onSaved={editor.refresh}
        />
      )}
      {editor.drawer && editing?.kind === 'phone' && (
        <FormDrawer
          key={editor.drawer.key}
          open
          title={t('host.exServices.changeNumberTitle', { name: editing.row.name })}
          schema={phoneSchema}
          defaultValues={{ phone: editing.row.phone ?? '' }}
          save={(v) => authDecisions.changeNumber(editing.row, v.phone)}
          onClose={editor.close}
          onSaved={editor.refresh}
        >
          {({ control }) => <TextField control={control} name="phone" label={t('host.exServices.newPhone')} required />}
        </FormDrawer>
      )}
      <PanelDrawer open={Boolean(company)} title={t('host.exServices.contactsTitle', { name: company?.companyName ?? '' })} onClose={() => setCompany(undefined)}>
        {company?.compId && <CompanyContacts compId={company.compId} />}
      </PanelDrawer>
    </ResourceListPage>
  );
}

const phoneSchema = z.object({ phone: ContactPersonChangeNumberBody.shape.phone });

/** Every contact of the company, with its authentication state. */
function CompanyContacts({ compId }: { compId: string }) {
  const { t } = useTranslation();
  const query = useQuery(companyContactsQuery(compId));
  return (
    <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('host.exServices.noContacts')}>
      {(r) => (
        <Stack as="ul" gap="3">
          {r.data.map((p) => (
            <Stack as="li" key={p.id} gap="1" borderBottomWidth="1px" pb="3" aria-label={p.name}>
              <HStack justify="space-between">
                <Text fontWeight="medium">{p.name}</Text>
                <StatusBadge value={p.authStatus} map={contactAuthStatus} />
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {[p.position, p.phone, p.email].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

const B = ContactPersonSetContactTimeBody.shape;
const periodSchema = endNotBeforeStart(z.object({ startTime: blank(B.startTime), endTime: blank(B.endTime) }), 'startTime', 'endTime', 'host.exServices.endBeforeStart');

/** The contact editing period: shown, and set in a drawer (an end before the start refused beside the field). */
function ContactPeriod() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const query = useQuery(contactTimeQuery());
  const [open, setOpen] = useState(false);
  const period = query.data?.data;
  return (
    <HStack gap="2">
      <Text textStyle="sm" color="fg.muted">
        {period
          ? t('host.exServices.periodNow', { start: formatDate(period.startTime), end: formatDate(period.endTime) })
          : t('host.exServices.noPeriod')}
      </Text>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t('host.exServices.setPeriod')}
      </Button>
      {open && (
        <FormDrawer
          open
          title={t('host.exServices.periodTitle')}
          schema={periodSchema}
          defaultValues={{ startTime: period?.startTime ?? '', endTime: period?.endTime ?? '' }}
          save={(v) => saveContactTime(exhibitionId, v.startTime, v.endTime)}
          onClose={() => setOpen(false)}
          onSaved={() => queryClient.invalidateQueries({ queryKey: contactTimeQuery().queryKey })}
        >
          {({ control }) => (
            <>
              <DateField control={control} name="startTime" mode="datetime" label={t('host.exServices.periodStart')} required />
              <DateField control={control} name="endTime" mode="datetime" label={t('host.exServices.periodEnd')} required />
            </>
          )}
        </FormDrawer>
      )}
    </HStack>
  );
}


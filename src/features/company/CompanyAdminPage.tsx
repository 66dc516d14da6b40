import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { staffDelete, useStaffGetAllByCompId, useStaffGetDefault } from '@gen/api/company/company';
import type { Staff } from '@gen/api/model';
import { columnsOf, DataTable, defineStatusMap, PageHeader, QueryState, useConfirm, type ListContext } from '@/components/kit';
import { useGo } from '@/components/navigation/RouteLink';
import { useSession } from '@/lib/session/store';
import { StaffDrawer } from './StaffDrawer';

const enableStatus = defineStatusMap({
  true: { label: 'kit.status.enabled', color: 'green' },
  false: { label: 'kit.status.disabled', color: 'gray' },
});

function useStaffColumns(onEdit: (staff: Staff) => void) {
  const { t } = useTranslation();
  return useMemo(() => {
    const c = columnsOf<Staff>();
    return [
      c.text('name', 'company.staff.name', {
        format: (name, row) => (
          <HStack gap="2">
            <Text as="span">{name}</Text>
            {row.isDefault && (
              <Badge colorPalette="blue" variant="subtle" data-testid="default-staff">
                {t('company.staff.default')}
              </Badge>
            )}
          </HStack>
        ),
      }),
      c.text('department', 'company.staff.department'),
      c.text('position', 'company.staff.position'),
      c.text('phone', 'company.staff.phone'),
      c.text('email', 'company.staff.email'),
      c.status('isEnable', 'kit.column.status', enableStatus),
      c.actions({
        items: [{ label: 'kit.list.edit', onSelect: (row) => onEdit(row) }],
        onDelete: (row) => staffDelete({ id: row.id }),
        nameOf: (row) => row.name,
      }),
    ];
  }, [onEdit, t]);
}

/** The company's staff (GetAllByCompId): add and edit in a drawer, delete after a confirmation; the default one is marked. */
export function CompanyAdminPage() {
  const { t } = useTranslation();
  const go = useGo();
  const queryClient = useQueryClient();
  const compId = useSession((s) => s.company?.id ?? '');
  const staff = useStaffGetAllByCompId({ compid: compId }, { query: { enabled: Boolean(compId) } });
  const defaultStaff = useStaffGetDefault({ compId }, { query: { enabled: Boolean(compId) } });
  const [confirm, confirmDialog] = useConfirm();
  // Each opening gets a new key, so the form starts from the chosen record.
  const [drawer, setDrawer] = useState<{ key: number; staff?: Staff } | null>(null);
  const openings = useRef(0);
  const open = useCallback((row?: Staff) => {
    openings.current += 1;
    setDrawer({ key: openings.current, staff: row });
  }, []);
  const columns = useStaffColumns(open);
  const refresh = () => queryClient.invalidateQueries();
  const context: ListContext = { refresh, confirm, navigate: (target) => void go(target) };
  const current = defaultStaff.data?.data;
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.exhibitor.companyAdmin"
        description="company.staff.description"
        actions={
          compId ? (
            <Button colorPalette="blue" onClick={() => open()}>
              <LuPlus /> {t('company.staff.add')}
            </Button>
          ) : undefined
        }
      />
      {!compId ? (
        <Text color="fg.muted">{t('company.noCompany')}</Text>
      ) : (
        <>
          <Card.Root size="sm" data-testid="staff-default">
            <Card.Body>
              <Text>
                {current
                  ? t('company.staff.defaultIs', { name: current.name, phone: current.phone ?? '' })
                  : t('company.staff.noDefault')}
              </Text>
            </Card.Body>
          </Card.Root>
          <QueryState query={staff} isEmpty={(r) => r.data.length === 0} emptyTitle={t('company.staff.empty')}>
            {(r) => <DataTable rows={r.data} columns={columns} context={context} label={t('nav.exhibitor.companyAdmin')} busy={staff.isFetching} />}
          </QueryState>
        </>
      )}
      {drawer && (
        <StaffDrawer
          key={drawer.key}
          open
          compId={compId}
          staff={drawer.staff}
          onClose={() => setDrawer(null)}
          onSaved={() => {
            setDrawer(null);
            void refresh();
          }}
        />
      )}
      {confirmDialog}
    </Stack>
  );
}

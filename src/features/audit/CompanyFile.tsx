/**
 * 企业档案 on 资料审核: the exhibitor's business licence with its review (CompLicense/SetAuditStatus:
 * approve, reject with the reason the exhibitor reads, or withdraw a decision back to pending) and
 * the company's staff (staff/GetByCompId), the default contact first marked.
 */
import { Badge, Button, Card, Grid, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compLicenseSetAuditStatus, getCompLicenseGetByCompIdQueryKey, getCompLicenseGetByCompIdQueryOptions, getStaffGetByCompIdQueryOptions } from '@gen/api/company/company';
import { CompanyAuditStatus, type CompLicense } from '@gen/api/model';
import {
  auditStatus, ensureAccepted, ErrorPanel, Fact, failureMessage, formatDate, RemarkDrawer, reportError, StatusBadge, Thumbnail, useConfirm, type I18nKey,
} from '@/components/kit';
import { notify } from '@/lib/notify';

export function CompanyFile({ compId, companyName }: { compId: string; companyName: string }) {
  return (
    <Stack gap="4">
      <LicenceReview compId={compId} companyName={companyName} />
      <StaffList compId={compId} />
    </Stack>
  );
}

function LicenceReview({ compId, companyName }: { compId: string; companyName: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(getCompLicenseGetByCompIdQueryOptions({ compId }));
  const [confirm, confirmDialog] = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const licence = query.data?.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getCompLicenseGetByCompIdQueryKey({ compId }) });
  const setStatus = async (id: string, status: CompanyAuditStatus, auditRemark?: string) => ensureAccepted(await compLicenseSetAuditStatus({ id, auditStatus: status, auditRemark }));

  const decide = async (row: CompLicense, status: CompanyAuditStatus, done: I18nKey, question?: I18nKey) => {
    if (question && !(await confirm({ title: t('host.audit.licence.title'), message: t(question, { name: companyName }), confirmLabel: t('kit.confirm.ok') }))) return;
    setBusy(true);
    try {
      await setStatus(row.id, status);
      notify.success(t(done, { name: companyName }));
      await refresh();
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root size="sm" as="section" aria-label={t('host.audit.licence.title')}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <HStack>
            <Card.Title>{t('host.audit.licence.title')}</Card.Title>
            {licence && <StatusBadge value={licence.auditStatus} map={auditStatus} />}
          </HStack>
          {licence && (
            <HStack>
              {licence.auditStatus === CompanyAuditStatus.Pending ? (
                <>
                  <Button size="sm" colorPalette="green" loading={busy} onClick={() => void decide(licence, CompanyAuditStatus.Approved, 'host.audit.licence.approved')}>
                    {t('host.audit.approve')}
                  </Button>
                  <Button size="sm" colorPalette="red" variant="outline" disabled={busy} onClick={() => setRejecting(true)}>
                    {t('host.audit.reject')}
                  </Button>
                </>
              ) : (
                <Button size="sm" variant="outline" loading={busy} onClick={() => void decide(licence, CompanyAuditStatus.Pending, 'host.audit.licence.withdrawn', 'host.audit.licence.withdrawQuestion')}>
                  {t('host.audit.licence.withdraw')}
                </Button>
              )}
            </HStack>
          )}
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        {query.isError ? (
          <ErrorPanel description={failureMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : query.isPending ? null : !licence ? (
          <Text color="fg.muted">{t('host.audit.licence.none')}</Text>
        ) : (
          <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="4">
            <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
              <Fact label="host.audit.licence.companyName">{licence.companyName}</Fact>
              <Fact label="host.audit.licence.creditCode">{licence.creditCode}</Fact>
              <Fact label="host.audit.licence.legalPerson">{licence.legalPerson}</Fact>
              <Fact label="host.audit.licence.capital">{licence.registeredCapital}</Fact>
              <Fact label="host.audit.licence.established">{formatDate(licence.establishDate, 'YYYY-MM-DD')}</Fact>
              <Fact label="host.audit.licence.validTo">{licence.validTo ? formatDate(licence.validTo, 'YYYY-MM-DD') : t('host.audit.licence.longTerm')}</Fact>
              <Fact label="host.audit.licence.address">{licence.address}</Fact>
              <Fact label="host.audit.licence.filed">{formatDate(licence.updateTime ?? licence.createTime)}</Fact>
              {licence.auditStatus !== CompanyAuditStatus.Pending && <Fact label="host.audit.licence.auditTime">{formatDate(licence.auditTime)}</Fact>}
              {licence.auditStatus === CompanyAuditStatus.Rejected && (
                <Fact label="host.audit.remark">
                  <Text color="fg.error">{licence.auditRemark}</Text>
                </Fact>
              )}
            </Grid>
            <Thumbnail src={licence.imageUrl} alt={t('host.audit.licence.image', { name: companyName })} maxH="56" objectFit="contain" rounded="sm" />
          </Grid>
        )}
        {licence && rejecting && (
          <RemarkDrawer
            title={t('host.audit.licence.rejectTitle', { name: companyName })}
            label={t('host.audit.remark')}
            helper={t('host.audit.remarkPlaceholder')}
            save={(remark) => setStatus(licence.id, CompanyAuditStatus.Rejected, remark)}
            onClose={() => setRejecting(false)}
            onSaved={async () => {
              notify.success(t('host.audit.licence.rejected', { name: companyName }));
              await refresh();
            }}
          />
        )}
        {confirmDialog}
      </Card.Body>
    </Card.Root>
  );
}

function StaffList({ compId }: { compId: string }) {
  const { t } = useTranslation();
  const query = useQuery(getStaffGetByCompIdQueryOptions({ compid: compId }));
  const staff = query.data?.data ?? [];
  return (
    <Card.Root size="sm" as="section" aria-label={t('host.audit.staff.title')}>
      <Card.Header>
        <Card.Title>{t('host.audit.staff.title')}</Card.Title>
      </Card.Header>
      <Card.Body>
        {query.isError ? (
          <ErrorPanel description={failureMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : query.isPending ? null : staff.length === 0 ? (
          <Text color="fg.muted">{t('host.audit.staff.none')}</Text>
        ) : (
          <Table.Root size="sm" aria-label={t('host.audit.staff.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('host.audit.staff.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('host.audit.staff.position')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('host.audit.staff.phone')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('host.audit.staff.email')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {staff.map((s) => (
                <Table.Row key={s.id}>
                  <Table.Cell>
                    <HStack gap="2">
                      <Text>{s.name}</Text>
                      {s.isDefault && <Badge colorPalette="blue" size="sm">{t('host.audit.staff.default')}</Badge>}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{[s.department, s.position].filter(Boolean).join(' · ')}</Table.Cell>
                  <Table.Cell>{s.phone}</Table.Cell>
                  <Table.Cell>{s.email}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * 扫码审核 / The entrance check of a badge holder: the name and the resident ID number (typed, or
 * read by a scanner that types into the field) checked against the real-name register; the
 * answer in large type, and the log of every check, newest first.
 */
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { IdCardRecord } from '@gen/api/model';
import { IdCardCheckBody } from '@gen/zod/company/company';
import { columnsOf, DataTable, failureMessage, PageHeader, QueryState, schemaResolver, TextField } from '@/components/kit';
import { checkIdentity, recordsQuery } from './idCheck';

const schema = z.object({ name: IdCardCheckBody.shape.name, idNumber: z.string().trim().toUpperCase().pipe(IdCardCheckBody.shape.idNumber) });
type Values = z.input<typeof schema>;

const c = columnsOf<IdCardRecord>();
const columns = [
  c.text('name', 'host.idCheck.name'),
  c.text('idNumber', 'host.idCheck.idNumber'),
  c.custom('isMatch', 'host.idCheck.result', (r) => <ResultText match={r.isMatch} />),
  c.text('companyName', 'host.idCheck.company'),
  c.text('userName', 'host.idCheck.by'),
  c.date('createTime', 'host.idCheck.time'),
];

function ResultText({ match }: { match: boolean }) {
  const { t } = useTranslation();
  return (
    <Text as="span" color={match ? 'green.fg' : 'red.fg'} fontWeight="medium">
      {t(match ? 'host.idCheck.match' : 'host.idCheck.noMatch')}
    </Text>
  );
}

export function IdCheckPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const records = useQuery(recordsQuery());
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: schemaResolver(schema), defaultValues: { name: '', idNumber: '' } });
  const check = useMutation({
    mutationFn: (values: z.output<typeof schema>) => checkIdentity(values.name, values.idNumber),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordsQuery().queryKey }),
  });
  return (
    <Stack gap="5" minW="0">
      <PageHeader title="nav.host.audit.scan" description="host.idCheck.description" />
      <form onSubmit={form.handleSubmit((values) => check.mutate(values))} noValidate>
        <HStack gap="3" align="end" wrap="wrap">
          <TextField control={form.control} name="name" label={t('host.idCheck.name')} required />
          <TextField control={form.control} name="idNumber" label={t('host.idCheck.idNumber')} helper={t('host.idCheck.idHelper')} required />
          <Button type="submit" colorPalette="blue" loading={check.isPending}>
            {t('host.idCheck.check')}
          </Button>
        </HStack>
      </form>
      {check.isSuccess && (
        <Alert.Root as="output" status={check.data ? 'success' : 'error'} size="lg">
          <Alert.Indicator />
          <Alert.Title textStyle="xl">{t(check.data ? 'host.idCheck.matchLong' : 'host.idCheck.noMatchLong')}</Alert.Title>
        </Alert.Root>
      )}
      {check.isError && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failureMessage(check.error) ?? t('host.idCheck.failed')}</Alert.Title>
        </Alert.Root>
      )}
      <QueryState query={records} isEmpty={(r) => r.data.length === 0} emptyTitle={t('host.idCheck.empty')}>
        {(r) => <DataTable rows={r.data} columns={columns} label={t('host.idCheck.log')} busy={records.isFetching} />}
      </QueryState>
    </Stack>
  );
}

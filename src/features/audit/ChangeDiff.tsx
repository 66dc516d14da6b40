import { Alert, Badge, Box, HStack, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, failureMessage, type I18nKey } from '@/components/kit';
import { diffContent, valueText, type ContentDiff } from './diff';
import { kindOf, type ChangeRecord } from './kinds';

/** A field's label when the interface knows the field, otherwise its name. */
function useFieldLabel() {
  const { t, i18n } = useTranslation();
  return (key: string) => (i18n.exists(`host.audit.fields.${key}`) ? t(`host.audit.fields.${key}` as I18nKey) : key);
}

function Value({ value, tone }: { value: unknown; tone?: 'removed' | 'added' }) {
  const { t } = useTranslation();
  const text = valueText(value);
  if (!text) return <Text color="fg.subtle">{t('host.audit.diff.empty')}</Text>;
  return (
    <Text
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      px={tone ? '1' : undefined}
      rounded="sm"
      bg={tone === 'added' ? 'green.subtle' : tone === 'removed' ? 'red.subtle' : undefined}
      textDecoration={tone === 'removed' ? 'line-through' : undefined}
    >
      {text}
    </Text>
  );
}

/** The current record next to the submitted change, one row per field, differences highlighted. */
export function DiffTable({ diff, onlyChanged }: { diff: ContentDiff; onlyChanged: boolean }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const rows = onlyChanged && !diff.first ? diff.rows.filter((r) => r.changed) : diff.rows;
  return (
    <Table.Root size="sm" variant="outline" aria-label={t('host.audit.diff.title')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="9rem">{t('host.audit.diff.field')}</Table.ColumnHeader>
          {!diff.first && <Table.ColumnHeader>{t('host.audit.diff.before')}</Table.ColumnHeader>}
          <Table.ColumnHeader>{t('host.audit.diff.after')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key} data-changed={row.changed || undefined} bg={row.changed && !diff.first ? 'yellow.subtle' : undefined}>
            <Table.Cell fontWeight={row.changed ? 'semibold' : undefined} verticalAlign="top">
              {label(row.key)}
            </Table.Cell>
            {!diff.first && (
              <Table.Cell verticalAlign="top">
                <Value value={row.before} tone={row.changed ? 'removed' : undefined} />
              </Table.Cell>
            )}
            <Table.Cell verticalAlign="top">
              <Value value={row.after} tone={row.changed && !diff.first ? 'added' : undefined} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Loads one change record (by its kind and id) and shows what it changes. */
export function ChangeDiff({ type, id }: { type: number; id: string }) {
  const { t } = useTranslation();
  const [onlyChanged, setOnlyChanged] = useState(false);
  const kind = kindOf(type);
  const query = useQuery({ ...(kind!.one(id) as { queryKey: readonly unknown[] }), enabled: Boolean(kind && id) } as Parameters<typeof useQuery<{ data: ChangeRecord }>>[0]);
  if (query.isPending) return <Box h="24" aria-busy="true" />;
  if (query.isError) return <ErrorPanel title={t('host.audit.diff.loadFailed')} description={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  const diff = diffContent(query.data.data.beforeContent, query.data.data.afterContent);
  if (diff.unreadable) return <ErrorPanel title={t('host.audit.diff.unreadable')} />;
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <HStack>
          <Text fontWeight="semibold">{t('host.audit.diff.title')}</Text>
          {!diff.first && (
            <Badge colorPalette={diff.changed ? 'orange' : 'gray'}>{diff.changed ? t('host.audit.diff.changed', { count: diff.changed }) : t('host.audit.diff.noChanges')}</Badge>
          )}
        </HStack>
        {!diff.first && (
          <Switch.Root size="sm" checked={onlyChanged} onCheckedChange={(e) => setOnlyChanged(e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('host.audit.diff.onlyChanged')}</Switch.Label>
          </Switch.Root>
        )}
      </HStack>
      {diff.first && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('host.audit.diff.firstSubmission')}</Alert.Description>
        </Alert.Root>
      )}
      <DiffTable diff={diff} onlyChanged={onlyChanged} />
    </Stack>
  );
}

/**
 * The catalogue entry and the fascia board of a join (catalogueGet, lintelGet; `data` is null
 * while not filled in). Both calls need a signed-in user: a 401 shows the sign-in notice.
 */
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCatalogueGet, useLintelGet } from '@gen/api/catalogue/catalogue';
import type { Catalogue, Lintel } from '@gen/api/model';
import { OPEN_REQUEST, OpenQueryState } from '@/components/open/OpenShell';

export const CATALOGUE_FIELDS = [
  'compNameZh', 'compNameEn', 'boothNo', 'catalogueTypeName', 'contact', 'phone', 'email', 'address', 'website', 'introductionZh', 'introductionEn',
] as const satisfies readonly (keyof Catalogue)[];
export const LINTEL_FIELDS = ['nameZh', 'nameEn', 'boothNo'] as const satisfies readonly (keyof Lintel)[];

export const useJoinCatalogue = (joinId: string) => useCatalogueGet({ joinId }, { query: { staleTime: 30_000 }, request: OPEN_REQUEST });
export const useJoinLintel = (joinId: string) => useLintelGet({ joinId }, { query: { staleTime: 30_000 }, request: OPEN_REQUEST });

/** Label / value rows of one record, A4 friendly (the long texts wrap). */
function FieldTable({ label, rows }: { label: string; rows: { key: string; label: string; value: string | number | undefined | null }[] }) {
  const { t } = useTranslation();
  return (
    <Table.Root size="sm" variant="outline" aria-label={label} data-testid="field-table" css={{ '@media print': { breakInside: 'auto' } }}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader width="9rem">{t('openPages.table.field')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('openPages.table.value')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key} css={{ breakInside: 'avoid' }}>
            <Table.Cell fontWeight="medium" verticalAlign="top" whiteSpace="nowrap">
              {row.label}
            </Table.Cell>
            <Table.Cell whiteSpace="pre-wrap" wordBreak="break-word">
              {row.value === undefined || row.value === null || row.value === '' ? '—' : String(row.value)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function NotFilled() {
  const { t } = useTranslation();
  return (
    <Text color="fg.muted" data-testid="not-filled">
      {t('openPages.table.notFilled')}
    </Text>
  );
}

export function CatalogueTable({ joinId }: { joinId: string }) {
  const { t } = useTranslation();
  const query = useJoinCatalogue(joinId);
  return (
    <OpenQueryState query={query}>
      {({ data }) =>
        data ? (
          <FieldTable
            label={t('openPages.exportCenter.catalogue')}
            rows={CATALOGUE_FIELDS.map((key) => ({ key, label: t(`openPages.table.catalogue.${key}`), value: data[key] }))}
          />
        ) : (
          <NotFilled />
        )
      }
    </OpenQueryState>
  );
}

export function LintelTable({ joinId }: { joinId: string }) {
  const { t } = useTranslation();
  const query = useJoinLintel(joinId);
  return (
    <OpenQueryState query={query}>
      {({ data }) =>
        data ? (
          <FieldTable label={t('openPages.exportCenter.lintel')} rows={LINTEL_FIELDS.map((key) => ({ key, label: t(`openPages.table.lintel.${key}`), value: data[key] }))} />
        ) : (
          <NotFilled />
        )
      }
    </OpenQueryState>
  );
}

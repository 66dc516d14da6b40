import { CloseButton, DataList, Drawer, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../feedback/ErrorPanel';
import { failureMessage } from '../feedback/outcome';
import { StatusBadge, type StatusMap } from '../feedback/StatusBadge';
import { formatDate } from '../format';
import { parseImageList } from '../json/jsonText';
import { SafeHtml } from '../richtext/SafeHtml';
import type { I18nKey } from '../types';
import { Thumbnail } from '../media/Thumbnail';

/** One label/value line of a detail view. */
export interface DetailField<T> {
  label: I18nKey;
  /** The record's property, or a render function. */
  value: (keyof T & string) | ((record: T) => ReactNode);
  /** How a property is shown: text (default), date, image(s) from URL/JSON text, HTML, yes/no, status. */
  type?: 'text' | 'date' | 'images' | 'html' | 'bool' | 'status';
  /** For type 'status'. */
  map?: StatusMap;
  /** Only when true for the record. */
  hidden?: (record: T) => boolean;
}

export interface DetailDrawerProps<T> {
  open: boolean;
  onClose: () => void;
  /** Drawer title (i18n key); default 详情. */
  title?: I18nKey;
  /** The record; undefined while it loads. */
  record: T | undefined;
  fields: DetailField<T>[];
  loading?: boolean;
  /** A failed load (with retry). */
  error?: unknown;
  onRetry?: () => void;
  /** Buttons in the footer (edit, audit …). */
  footer?: ReactNode;
}

function FieldValue<T>({ field, record }: { field: DetailField<T>; record: T }) {
  const { t } = useTranslation();
  if (typeof field.value === 'function') return <>{field.value(record)}</>;
  const raw = record[field.value] as unknown;
  const empty = raw === undefined || raw === null || raw === '';
  if (empty && field.type !== 'bool') return <Text color="fg.subtle">{t('kit.detail.empty')}</Text>;
  switch (field.type) {
    case 'date':
      return <>{formatDate(raw as string)}</>;
    case 'images':
      return (
        <HStack wrap="wrap" gap="2">
          {parseImageList(String(raw)).map((src, i) => (
            <Thumbnail key={i} src={src} alt="" boxSize="20" objectFit="cover" rounded="sm" />
          ))}
        </HStack>
      );
    case 'html':
      return <SafeHtml html={String(raw)} />;
    case 'bool':
      return <>{raw ? t('kit.status.yes') : t('kit.status.no')}</>;
    case 'status':
      return field.map ? <StatusBadge value={raw as string | number | boolean} map={field.map} /> : <>{String(raw)}</>;
    default:
      return <Text whiteSpace="pre-wrap" wordBreak="break-word">{String(raw)}</Text>;
  }
}

/**
 * A side drawer with a record's label/value pairs (full screen on phones).
 * @example
 * <DetailDrawer open={Boolean(viewing)} onClose={() => setViewing(undefined)} record={viewing}
 *   fields={[{ label: 'kit.column.name', value: 'name' }, { label: 'kit.column.createTime', value: 'createTime', type: 'date' },
 *            { label: 'kit.column.image', value: 'banner', type: 'images' }]} />
 */
export function DetailDrawer<T>({ open, onClose, title = 'kit.detail.title', record, fields, loading, error, onRetry, footer }: DetailDrawerProps<T>) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (error) body = <ErrorPanel description={failureMessage(error)} onRetry={onRetry} />;
  else if (loading || record === undefined) {
    body = (
      <Stack gap="3" aria-busy="true" aria-label={t('common.loading')}>
        {fields.map((_, i) => (
          <Skeleton key={i} height="6" />
        ))}
      </Stack>
    );
  } else {
    body = (
      <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="4">
        {fields
          .filter((f) => !f.hidden?.(record))
          .map((field, i) => (
            <DataList.Item key={`${field.label}-${i}`}>
              <DataList.ItemLabel minW="7rem">{t(field.label)}</DataList.ItemLabel>
              <DataList.ItemValue minW="0">
                <FieldValue field={field} record={record} />
              </DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
    );
  }
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t(title)}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{body}</Drawer.Body>
            {footer && <Drawer.Footer>{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('kit.detail.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

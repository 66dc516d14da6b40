import { Box, chakra, HStack, IconButton, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuFile, LuX } from 'react-icons/lu';
import type { StoredFile } from '@gen/api/model';
import { safeHref } from '@/lib/safeHref';
import { Thumbnail } from '../media/Thumbnail';
import { UploadDropzone } from './UploadDropzone';
import { moveItem, type UploadKind, type UploadRule } from './uploadRules';
import { useUploader, type UploadFn } from './useUploader';

export interface UploadInputProps {
  kind: UploadKind;
  /** URLs (multiple) or one URL ('' when empty). */
  value: string | readonly string[] | null | undefined;
  onChange: (value: string | string[]) => void;
  /** Accessible name (the field's label). */
  label: string;
  /** Several files; the value is then an array. */
  multiple?: boolean;
  /** Most files kept (multiple). */
  max?: number;
  /** Override the kind's accepted types or size (`{ maxBytes: 2 * 1024 * 1024 }`). */
  rule?: Partial<UploadRule>;
  /** Another upload endpoint (defaults to the contract's /api/upload/<kind>). */
  upload?: UploadFn;
  disabled?: boolean;
  /** Each stored file as it arrives (names, sizes). */
  onUploaded?: (files: StoredFile[]) => void;
  describedBy?: string;
}

/** A styled <video> element. */
export const VideoBox = chakra('video');

export const toList = (value: string | readonly string[] | null | undefined): string[] =>
  Array.isArray(value) ? value.filter(Boolean) : typeof value === 'string' && value ? [value] : [];

/** The last part of a URL's path, as a file name. */
export function fileNameOf(url: string): string {
  try {
    const path = new URL(url, 'http://x').pathname;
    return decodeURIComponent(path.split('/').pop() || url);
  } catch {
    return url;
  }
}

function Preview({ kind, url }: { kind: UploadKind; url: string }) {
  const { t } = useTranslation();
  if (kind === 'image') return <Thumbnail src={url} alt="" width="full" aspectRatio="1" objectFit="cover" rounded="sm" loading="lazy" />;
  if (kind === 'video') {
    // oxlint-disable-next-line jsx-a11y/media-has-caption -- product videos come without captions
    return <VideoBox src={url} controls preload="metadata" width="full" aspectRatio="16/9" bg="black" rounded="sm" />;
  }
  return (
    <HStack gap="2" minW="0">
      <LuFile aria-hidden />
      <Link href={safeHref(url)} target="_blank" rel="noopener noreferrer" truncate title={t('kit.upload.open')}>
        {fileNameOf(url)}
      </Link>
    </HStack>
  );
}

/**
 * Images, videos or files through the contract's upload calls: drag and drop or choose, type and
 * size checked before sending, progress, previews, remove and reorder (up/down). The value is an
 * array of URLs (`multiple`) or one URL. UploadField binds it to react-hook-form.
 * @example <UploadInput kind="image" multiple max={9} value={urls} onChange={setUrls} label={t('product.banner')} />
 */
export function UploadInput({ kind, value, onChange, label, multiple, max, rule, upload, disabled, onUploaded, describedBy }: UploadInputProps) {
  const { t } = useTranslation();
  const uploader = useUploader(kind, { rule, upload });
  const urls = toList(value);
  const limit = multiple ? (max ?? Infinity) : 1;
  const emit = (next: string[]) => onChange(multiple ? next : (next[0] ?? ''));

  return (
    <Stack gap="3" width="full">
      {urls.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" aria-label={label} columns={kind === 'file' ? 1 : { base: 2, sm: 3, md: 4 }} gap="3">
          {urls.map((url, i) => (
            <Box as="li" key={`${url}-${i}`} borderWidth="1px" rounded="md" p="2" minW="0">
              <Stack gap="2">
                <Preview kind={kind} url={url} />
                <HStack gap="1" justify="space-between">
                  <Text textStyle="xs" color="fg.muted">
                    {t('kit.upload.item', { index: i + 1 })}
                  </Text>
                  <HStack gap="0">
                    {multiple && urls.length > 1 && (
                      <>
                        <IconButton size="xs" variant="ghost" aria-label={`${t('kit.upload.moveUp')} ${t('kit.upload.item', { index: i + 1 })}`} disabled={disabled || i === 0} onClick={() => emit(moveItem(urls, i, i - 1))}>
                          <LuArrowUp />
                        </IconButton>
                        <IconButton size="xs" variant="ghost" aria-label={`${t('kit.upload.moveDown')} ${t('kit.upload.item', { index: i + 1 })}`} disabled={disabled || i === urls.length - 1} onClick={() => emit(moveItem(urls, i, i + 1))}>
                          <LuArrowDown />
                        </IconButton>
                      </>
                    )}
                    <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`${t('kit.upload.remove')} ${t('kit.upload.item', { index: i + 1 })}`} disabled={disabled} onClick={() => emit(urls.filter((_, j) => j !== i))}>
                      <LuX />
                    </IconButton>
                  </HStack>
                </HStack>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      )}
      <UploadDropzone
        uploader={uploader}
        label={label}
        multiple={multiple}
        room={multiple ? limit - urls.length : 1}
        disabled={disabled}
        describedBy={describedBy}
        // One file that is there already: a small "replace" zone.
        compact={!multiple && urls.length > 0}
        onUploaded={(files) => {
          onUploaded?.(files);
          emit(multiple ? [...urls, ...files.map((f) => f.url)] : [files[0].url]);
        }}
      />
    </Stack>
  );
}

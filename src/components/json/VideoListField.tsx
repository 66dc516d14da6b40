import { Box, Field, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { LuArrowDown, LuArrowUp, LuX } from 'react-icons/lu';
import { UploadDropzone } from '../upload/UploadDropzone';
import { UploadInput, VideoBox } from '../upload/UploadInput';
import { moveItem, type UploadRule } from '../upload/uploadRules';
import { useUploader } from '../upload/useUploader';
import { parseVideoList, serializeVideoList, type VideoItem } from './jsonText';

interface VideoListFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  /** A string field holding JSON text of videos `[{ url, cover, name }]` (e.g. product `video`). */
  name: FieldPath<T>;
  label: string;
  /** Most videos (default 5). */
  max?: number;
  rule?: Partial<UploadRule>;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
}

const baseName = (file: string) => file.replace(/\.[^.]+$/, '');

/**
 * Edits a JSON-text video list: upload videos (name taken from the file), then per video a
 * name, a cover image, reorder and remove. The form value stays the server's JSON text.
 * @example <VideoListField control={form.control} name="video" label={t('product.video')} max={3} />
 */
export function VideoListField<T extends FieldValues>({ control, name, label, max = 5, rule, helper, required, disabled }: VideoListFieldProps<T>) {
  const { t } = useTranslation();
  const {
    field: { value, onChange, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const uploader = useUploader('video', { rule });
  const message = fieldState.error?.message;
  const items = parseVideoList(value as string | undefined);
  const emit = (next: VideoItem[]) => onChange(serializeVideoList(next));
  const patch = (i: number, change: Partial<VideoItem>) => emit(items.map((item, j) => (j === i ? { ...item, ...change } : item)));
  const hintId = `${fieldName}-videos-hint`;

  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Stack gap="3" width="full">
        {items.length > 0 && (
          <Stack as="ol" listStyleType="none" gap="3" aria-label={label}>
            {items.map((item, i) => {
              const title = t('kit.media.video', { index: i + 1 });
              return (
                <Box as="li" key={`${item.url}-${i}`} borderWidth="1px" rounded="md" p="3">
                  <HStack justify="space-between" mb="2">
                    <Text fontWeight="medium" textStyle="sm">
                      {title}
                    </Text>
                    <HStack gap="0">
                      <IconButton size="xs" variant="ghost" aria-label={`${t('kit.upload.moveUp')} ${title}`} disabled={disabled || i === 0} onClick={() => emit(moveItem(items, i, i - 1))}>
                        <LuArrowUp />
                      </IconButton>
                      <IconButton size="xs" variant="ghost" aria-label={`${t('kit.upload.moveDown')} ${title}`} disabled={disabled || i === items.length - 1} onClick={() => emit(moveItem(items, i, i + 1))}>
                        <LuArrowDown />
                      </IconButton>
                      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`${t('kit.upload.remove')} ${title}`} disabled={disabled} onClick={() => emit(items.filter((_, j) => j !== i))}>
                        <LuX />
                      </IconButton>
                    </HStack>
                  </HStack>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                    {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- product videos come without captions */}
                    <VideoBox src={item.url} poster={item.cover || undefined} controls preload="metadata" width="full" aspectRatio="16/9" bg="black" rounded="sm" />
                    <Stack gap="3">
                      <Field.Root disabled={disabled}>
                        <Field.Label textStyle="xs">{t('kit.media.videoName')}</Field.Label>
                        <Input size="sm" value={item.name} maxLength={100} aria-label={`${title} ${t('kit.media.videoName')}`} onChange={(e) => patch(i, { name: e.target.value })} />
                      </Field.Root>
                      <Stack gap="1">
                        <Text textStyle="xs" fontWeight="medium">
                          {t('kit.media.videoCover')}
                        </Text>
                        <UploadInput kind="image" value={item.cover} label={`${title} ${t('kit.media.videoCover')}`} disabled={disabled} onChange={(cover) => patch(i, { cover: String(cover) })} />
                      </Stack>
                    </Stack>
                  </SimpleGrid>
                </Box>
              );
            })}
          </Stack>
        )}
        <UploadDropzone
          uploader={uploader}
          label={`${label} · ${t('kit.media.addVideo')}`}
          multiple
          room={max - items.length}
          disabled={disabled}
          describedBy={helper ? hintId : undefined}
          onUploaded={(files) => emit([...items, ...files.map((f) => ({ url: f.url, cover: '', name: baseName(f.name) }))])}
        />
      </Stack>
      {helper && !message && <Field.HelperText id={hintId}>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

import { Box, Center, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';
import type { StoredFile } from '@gen/api/model';
import { acceptAttribute, ruleHint } from './uploadRules';
import type { Uploader } from './useUploader';

export interface UploadDropzoneProps {
  uploader: Uploader;
  /** Accessible name of the file chooser (the field's label). */
  label: string;
  multiple?: boolean;
  /** How many more files fit (max − current). */
  room?: number;
  disabled?: boolean;
  /** The stored files of one drop/choice. */
  onUploaded: (files: StoredFile[]) => void;
  /** Smaller box (e.g. a cover image inside a card). */
  compact?: boolean;
  /** Id of the element describing the field (hint/error), for aria-describedby. */
  describedBy?: string;
}

/**
 * Click-or-drop area with a hidden file input, the type/size hint, progress bars and messages.
 * Lower-level than UploadInput: use it when the value is not a plain list of URLs.
 * @example <UploadDropzone uploader={useUploader('video')} label={t('kit.media.addVideo')} multiple onUploaded={add} />
 */
export function UploadDropzone({ uploader, label, multiple, room = Infinity, disabled, onUploaded, compact, describedBy }: UploadDropzoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const full = room <= 0;
  const off = disabled || full;

  const take = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (!files.length || off) return;
    const stored = await uploader.upload(multiple ? files : files.slice(0, 1), multiple ? room : 1);
    if (stored.length) onUploaded(stored);
  };

  const prompt = uploader.kind === 'image' ? t('kit.upload.dropzoneImage') : uploader.kind === 'video' ? t('kit.upload.dropzoneVideo') : t('kit.upload.dropzone');
  return (
    <Stack gap="2" width="full">
      {!full && (
        <Box
          as="label"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={dragging ? 'colorPalette.solid' : 'border'}
          colorPalette="blue"
          bg={dragging ? 'colorPalette.subtle' : 'bg.subtle'}
          rounded="md"
          p={compact ? '3' : '5'}
          cursor={off ? 'not-allowed' : 'pointer'}
          opacity={off ? 0.6 : 1}
          _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
          onDragOver={(e) => {
            e.preventDefault();
            if (!off) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            void take(e.dataTransfer.files);
          }}
          data-testid="upload-dropzone"
        >
          <VisuallyHidden asChild>
            <input
              ref={input}
              type="file"
              multiple={multiple}
              accept={acceptAttribute(uploader.rule)}
              disabled={off}
              aria-label={label}
              aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
              onChange={(e) => {
                const files = e.currentTarget.files;
                void take(files).finally(() => {
                  if (input.current) input.current.value = '';
                });
              }}
            />
          </VisuallyHidden>
          <Center flexDirection="column" gap="1" textAlign="center">
            <LuUpload aria-hidden />
            <Text textStyle="sm">{prompt}</Text>
            {compact ? (
              <VisuallyHidden id={hintId}>{ruleHint(uploader.kind, uploader.rule)}</VisuallyHidden>
            ) : (
              <Text id={hintId} textStyle="xs" color="fg.muted">
                {ruleHint(uploader.kind, uploader.rule)}
              </Text>
            )}
          </Center>
        </Box>
      )}
      {uploader.tasks.map((task) => (
        <Progress.Root
          key={task.id}
          value={task.progress}
          size="sm"
          translations={{ value: ({ percent }) => `${t('kit.upload.uploading', { name: task.name })} ${t('kit.upload.progress', { percent })}` }}
        >
          <Progress.Label textStyle="xs">{t('kit.upload.uploading', { name: task.name })}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText textStyle="xs">{t('kit.upload.progress', { percent: task.progress })}</Progress.ValueText>
        </Progress.Root>
      ))}
      {uploader.errors.length > 0 && (
        <Stack gap="1" role="alert">
          {uploader.errors.map((message, i) => (
            <Text key={i} textStyle="sm" color="fg.error">
              {message}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

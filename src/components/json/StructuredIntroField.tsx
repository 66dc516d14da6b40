import { Box, Button, Field, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { LuArrowDown, LuArrowUp, LuImagePlus, LuTextCursorInput, LuX } from 'react-icons/lu';
import { UploadInput } from '../upload/UploadInput';
import { moveItem } from '../upload/uploadRules';
import { parseIntroBlocks, serializeIntroBlocks, type IntroBlock } from './jsonText';

interface StructuredIntroFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  /** The product `introduction` when styleId is 1: JSON text `[{ type: 'text'|'image', content }]`. */
  name: FieldPath<T>;
  label: string;
  /** Most blocks (default 50). */
  max?: number;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Edits a block introduction (styleId 1): text and image blocks, added, removed and reordered.
 * Empty blocks are not saved. Old plain-text/HTML values open as one text block.
 * @example {styleId === 1 && <StructuredIntroField control={form.control} name="introduction" label={t('product.introduction')} />}
 */
export function StructuredIntroField<T extends FieldValues>({ control, name, label, max = 50, helper, required, disabled }: StructuredIntroFieldProps<T>) {
  const { t } = useTranslation();
  const {
    field: { value, onChange },
    fieldState,
  } = useController({ control, name });
  const message = fieldState.error?.message;
  const text = typeof value === 'string' ? value : '';
  // Blocks being edited (an empty new block is not in the saved text yet); re-read on outside changes.
  const [blocks, setBlocks] = useState<IntroBlock[]>(() => parseIntroBlocks(text));
  const [seen, setSeen] = useState(text);
  if (seen !== text) {
    setSeen(text);
    if (serializeIntroBlocks(blocks) !== text) setBlocks(parseIntroBlocks(text));
  }
  const emit = (next: IntroBlock[]) => {
    const serialized = serializeIntroBlocks(next);
    setBlocks(next);
    setSeen(serialized);
    onChange(serialized);
  };
  const full = blocks.length >= max;

  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Stack gap="3" width="full">
        {blocks.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {t('kit.intro.empty')}
          </Text>
        ) : (
          <Stack as="ol" listStyleType="none" gap="3" aria-label={label}>
            {blocks.map((block, i) => {
              const title = t('kit.intro.block', { index: i + 1, type: t(block.type === 'text' ? 'kit.intro.text' : 'kit.intro.image') });
              return (
                <Box as="li" key={i} borderWidth="1px" rounded="md" p="3">
                  <HStack justify="space-between" mb="2">
                    <Text textStyle="sm" fontWeight="medium">
                      {title}
                    </Text>
                    <HStack gap="0">
                      <IconButton size="xs" variant="ghost" aria-label={`${t('kit.upload.moveUp')} ${title}`} disabled={disabled || i === 0} onClick={() => emit(moveItem(blocks, i, i - 1))}>
                        <LuArrowUp />
                      </IconButton>
                      <IconButton size="xs" variant="ghost" aria-label={`${t('kit.upload.moveDown')} ${title}`} disabled={disabled || i === blocks.length - 1} onClick={() => emit(moveItem(blocks, i, i + 1))}>
                        <LuArrowDown />
                      </IconButton>
                      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`${t('kit.upload.remove')} ${title}`} disabled={disabled} onClick={() => emit(blocks.filter((_, j) => j !== i))}>
                        <LuX />
                      </IconButton>
                    </HStack>
                  </HStack>
                  {block.type === 'text' ? (
                    <Textarea
                      value={block.content}
                      rows={4}
                      disabled={disabled}
                      placeholder={t('kit.intro.textPlaceholder')}
                      aria-label={title}
                      onChange={(e) => emit(blocks.map((b, j) => (j === i ? { ...b, content: e.target.value } : b)))}
                    />
                  ) : (
                    <UploadInput kind="image" value={block.content} label={title} disabled={disabled} onChange={(url) => emit(blocks.map((b, j) => (j === i ? { ...b, content: String(url) } : b)))} />
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" disabled={disabled || full} onClick={() => emit([...blocks, { type: 'text', content: '' }])}>
            <LuTextCursorInput /> {t('kit.intro.addText')}
          </Button>
          <Button size="sm" variant="outline" disabled={disabled || full} onClick={() => emit([...blocks, { type: 'image', content: '' }])}>
            <LuImagePlus /> {t('kit.intro.addImage')}
          </Button>
        </HStack>
      </Stack>
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

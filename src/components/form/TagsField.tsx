import { Button, Field, HStack, Input, Tag, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface TagsFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  /** A string[] field. */
  name: FieldPath<T>;
  label: string;
  placeholder?: string;
  /** Most tags allowed. */
  max?: number;
  /** Longest tag allowed. */
  maxLength?: number;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Free tags (string[]): type and press Enter (or comma) to add, × to remove; duplicates ignored.
 * @example <TagsField control={form.control} name="keywords" label={t('product.keywords')} max={10} />
 */
export function TagsField<T extends FieldValues>({
  control, name, label, placeholder, max, maxLength = 50, helper, required, disabled,
}: TagsFieldProps<T>) {
  const { t } = useTranslation();
  const {
    field: { ref, name: fieldName, onBlur, onChange, value },
    fieldState,
  } = useController({ control, name });
  const tags: string[] = Array.isArray(value) ? (value as string[]) : [];
  const [draft, setDraft] = useState('');
  const message = fieldState.error?.message;
  const full = max !== undefined && tags.length >= max;

  const add = (text: string = draft) => {
    const next = text.trim().replace(/[,，]+$/, '').trim();
    if (!next || full) return;
    if (!tags.includes(next)) onChange([...tags, next]);
    setDraft('');
  };

  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {tags.length > 0 && (
        <Wrap gap="2">
          {tags.map((tag) => (
            <Tag.Root key={tag} size="lg" variant="subtle">
              <Tag.Label>{tag}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={t('kit.form.removeTag', { tag })}
                  disabled={disabled}
                  onClick={() => onChange(tags.filter((x) => x !== tag))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <HStack width="full">
        <Input
          ref={ref}
          name={fieldName}
          value={draft}
          maxLength={maxLength}
          disabled={disabled || full}
          placeholder={placeholder ?? t('kit.form.tagsPlaceholder')}
          aria-label={label}
          onChange={(e) => {
            const text = e.target.value;
            if (/[,，]$/.test(text)) add(text);
            else setDraft(text);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              add();
            } else if (e.key === 'Backspace' && !draft && tags.length) {
              onChange(tags.slice(0, -1));
            }
          }}
          onBlur={() => {
            add();
            onBlur();
          }}
        />
        <Button variant="outline" onClick={() => add()} disabled={disabled || full || !draft.trim()}>
          {t('kit.form.addTag')}
        </Button>
      </HStack>
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

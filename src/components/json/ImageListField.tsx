import { Field } from '@chakra-ui/react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { UploadInput } from '../upload/UploadInput';
import type { UploadRule } from '../upload/uploadRules';
import { parseImageList, serializeImageList } from './jsonText';

interface ImageListFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  /** A string field holding JSON text of image URLs (e.g. product `banner`). */
  name: FieldPath<T>;
  label: string;
  /** Most images (default 9). */
  max?: number;
  rule?: Partial<UploadRule>;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Edits a JSON-text image list (`["a.jpg","b.jpg"]`, also read from a single plain URL) with
 * the upload control: add, remove, reorder. The form value stays the server's JSON text.
 * @example <ImageListField control={form.control} name="banner" label={t('product.banner')} max={6} required />
 */
export function ImageListField<T extends FieldValues>({ control, name, label, max = 9, rule, helper, required, disabled }: ImageListFieldProps<T>) {
  const {
    field: { value, onChange, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const message = fieldState.error?.message;
  const hintId = `${fieldName}-images-hint`;
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <UploadInput
        kind="image"
        multiple
        max={max}
        rule={rule}
        label={label}
        disabled={disabled}
        describedBy={helper ? hintId : undefined}
        value={parseImageList(value as string | undefined)}
        onChange={(urls) => onChange(serializeImageList(Array.isArray(urls) ? urls : [urls]))}
      />
      {helper && !message && <Field.HelperText id={hintId}>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

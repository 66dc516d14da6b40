import { Field } from '@chakra-ui/react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { StoredFile } from '@gen/api/model';
import { UploadInput } from './UploadInput';
import type { UploadKind, UploadRule } from './uploadRules';

interface UploadFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  /** A string (one URL) or string[] (multiple) field. */
  name: FieldPath<T>;
  label: string;
  kind: UploadKind;
  multiple?: boolean;
  max?: number;
  rule?: Partial<UploadRule>;
  /** Replaces the automatic types/size hint. */
  helper?: string;
  required?: boolean;
  disabled?: boolean;
  onUploaded?: (files: StoredFile[]) => void;
}

/**
 * UploadInput bound to react-hook-form, with label, hint and the field's message.
 * @example <UploadField control={form.control} name="logo" kind="image" label={t('company.logo')} />
 * @example <UploadField control={form.control} name="attachments" kind="file" multiple max={5} label={t('news.files')} />
 */
export function UploadField<T extends FieldValues>({
  control, name, label, kind, multiple, max, rule, helper, required, disabled, onUploaded,
}: UploadFieldProps<T>) {
  const {
    field: { value, onChange, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const message = fieldState.error?.message;
  const hintId = `${fieldName}-upload-hint`;
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <UploadInput
        kind={kind}
        value={value as string | string[] | undefined}
        onChange={onChange}
        label={label}
        multiple={multiple}
        max={max}
        rule={rule}
        disabled={disabled}
        onUploaded={onUploaded}
        describedBy={helper ? hintId : undefined}
      />
      {helper && !message && <Field.HelperText id={hintId}>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

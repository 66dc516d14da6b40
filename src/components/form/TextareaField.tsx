import { Field, Textarea } from '@chakra-ui/react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface TextareaFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  placeholder?: string;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
  rows?: number;
}

/** A labelled multi-line input bound to react-hook-form; its message sits right under the field. */
export function TextareaField<T extends FieldValues>({
  control, name, label, placeholder, helper, required, disabled, rows = 4,
}: TextareaFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea
        {...field}
        value={(field.value as string | undefined) ?? ''}
        placeholder={placeholder}
        rows={rows}
        aria-label={label}
      />
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

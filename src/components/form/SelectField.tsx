import { Field, NativeSelect } from '@chakra-ui/react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  options: SelectOption[];
  /** The empty choice shown first ('' in the form values). */
  placeholder?: string;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
  /** Options still loading: the select is shown but cannot be opened yet. */
  loading?: boolean;
}

/** A labelled native select bound to react-hook-form; its message sits right under the field. */
export function SelectField<T extends FieldValues>({
  control, name, label, options, placeholder, helper, required, disabled, loading,
}: SelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled || loading}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          {...field}
          value={(field.value as string | undefined) ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          aria-label={label}
        >
          <option value="">{placeholder ?? ''}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

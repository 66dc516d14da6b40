import { Field, Input, InputGroup } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface TextFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel' | 'number' | 'url';
  placeholder?: string;
  autoComplete?: string;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
  endElement?: ReactNode;
  /** Extra message (e.g. from an as-you-type server check) shown when zod has none. */
  externalError?: string;
}

/** A labelled input bound to react-hook-form; its message sits right under the field. */
export function TextField<T extends FieldValues>({
  control, name, label, type = 'text', placeholder, autoComplete, helper, required, disabled, endElement, externalError,
}: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message ?? externalError;
  const input = (
    <Input
      {...field}
      value={(field.value as string | number | undefined) ?? ''}
      onChange={(e) => field.onChange(type === 'number' ? (e.target.value === '' ? undefined : Number(e.target.value)) : e.target.value)}
      type={type}
      placeholder={placeholder}
      autoComplete={autoComplete}
      aria-label={label}
    />
  );
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {endElement ? <InputGroup endElement={endElement} endElementProps={{ pe: '1' }}>{input}</InputGroup> : input}
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

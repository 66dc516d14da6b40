import { Field, Input } from '@chakra-ui/react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fromInputValue, toInputValue } from './dateRange';

interface DateFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  /** 'date' keeps YYYY-MM-DD (z.iso.date()); 'datetime' an ISO date-time with offset (z.iso.datetime({ offset: true })). */
  mode?: 'date' | 'datetime';
  helper?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * One date or date-time input bound to react-hook-form (the kit has the start/end pair only).
 * The value is '' / undefined when empty.
 */
export function DateField<T extends FieldValues>({ control, name, label, mode = 'date', helper, required, disabled }: DateFieldProps<T>) {
  const {
    field: { ref, name: fieldName, onBlur, onChange, value },
    fieldState,
  } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        type={mode === 'date' ? 'date' : 'datetime-local'}
        name={fieldName}
        ref={ref}
        onBlur={onBlur}
        value={mode === 'date' ? (typeof value === 'string' ? value.slice(0, 10) : '') : toInputValue(value, 'datetime')}
        onChange={(e) => onChange(mode === 'date' ? e.target.value : (fromInputValue(e.target.value, 'datetime', 'start') ?? ''))}
        aria-label={label}
      />
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

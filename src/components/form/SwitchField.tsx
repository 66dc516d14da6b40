import { Field, Switch } from '@chakra-ui/react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface SwitchFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  helper?: string;
  disabled?: boolean;
}

/**
 * A labelled on/off switch bound to a boolean of react-hook-form.
 * @example <SwitchField control={form.control} name="isShow" label={t('kit.column.show')} />
 */
export function SwitchField<T extends FieldValues>({ control, name, label, helper, disabled }: SwitchFieldProps<T>) {
  const {
    field: { ref, name: fieldName, onBlur, onChange, value },
    fieldState,
  } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <Field.Root invalid={Boolean(message)} disabled={disabled}>
      <Switch.Root
        checked={Boolean(value)}
        onCheckedChange={(e) => onChange(e.checked)}
        name={fieldName}
        disabled={disabled}
        invalid={Boolean(message)}
      >
        <Switch.HiddenInput ref={ref} onBlur={onBlur} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

import { Field, Input, InputGroup } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface NumberFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  /** Digits allowed after the decimal point (0: whole numbers only). */
  decimals?: number;
  /** Allow a leading minus sign. */
  negative?: boolean;
  placeholder?: string;
  /** A unit after the input (元, %, 个). */
  unit?: ReactNode;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
}

/** `seen` after the person emptied the input. */
const CLEARED = Symbol('cleared');

const toText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/**
 * A labelled number input bound to react-hook-form: the form value is a number, or undefined
 * when left empty (limits come from the zod schema, messages sit under the field). Only digits
 * (and the allowed decimals) can be typed; the text being typed ("12.") is kept as is.
 * @example <NumberField control={form.control} name="price" label={t('product.price')} decimals={2} unit="元" />
 */
export function NumberField<T extends FieldValues>({
  control, name, label, decimals = 0, negative = false, placeholder, unit, helper, required, disabled,
}: NumberFieldProps<T>) {
  const {
    field: { ref, name: fieldName, onBlur, onChange, value: fieldValue },
    fieldState,
  } = useController({ control, name });
  const message = fieldState.error?.message;
  const pattern = new RegExp(`^${negative ? '-?' : ''}\\d*${decimals > 0 ? `(\\.\\d{0,${decimals}})?` : ''}$`);
  // The typed text follows the form value whenever that changes from elsewhere (reset, load).
  const [text, setText] = useState(() => toText(fieldValue));
  const [seen, setSeen] = useState<unknown>(fieldValue);
  if (seen !== fieldValue) {
    setSeen(fieldValue);
    // After the person emptied the input, react-hook-form reports the field's default value for
    // the empty field: the input stays empty instead of showing that default again.
    if (seen !== CLEARED && (Number(text) !== fieldValue || text === '')) setText(toText(fieldValue));
  }
  const input = (
    <Input
      name={fieldName}
      ref={ref}
      onBlur={onBlur}
      value={text}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      placeholder={placeholder}
      aria-label={label}
      onChange={(e) => {
        const next = e.target.value.trim();
        if (!pattern.test(next)) return;
        setText(next);
        const number = next === '' || next === '-' || next === '.' ? undefined : Number(next);
        const value = number === undefined || Number.isNaN(number) ? undefined : number;
        setSeen(value === undefined ? CLEARED : value);
        onChange(value);
      }}
    />
  );
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {unit ? <InputGroup endElement={unit}>{input}</InputGroup> : input}
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

import { Field, Fieldset, Input, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fromInputValue, toInputValue, type DateMode } from './dateRange';

interface DateRangeFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  startName: FieldPath<T>;
  endName: FieldPath<T>;
  /** The pair's label (e.g. 报名时间). */
  label: string;
  /** 'date' (default) or 'datetime' (date and time). */
  mode?: DateMode;
  required?: boolean;
  disabled?: boolean;
  helper?: string;
}

function DateInput<T extends FieldValues>({
  control, name, label, mode, edge, required, disabled,
}: {
  control: Control<T, any, any>; name: FieldPath<T>; label: string; mode: DateMode; edge: 'start' | 'end'; required?: boolean; disabled?: boolean;
}) {
  const {
    field: { ref, name: fieldName, onBlur, onChange, value },
    fieldState,
  } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        type={mode === 'date' ? 'date' : 'datetime-local'}
        name={fieldName}
        ref={ref}
        onBlur={onBlur}
        value={toInputValue(value, mode)}
        onChange={(e) => onChange(fromInputValue(e.target.value, mode, edge))}
        aria-label={label}
      />
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * Start and end dates side by side (stacked on phones), each with its message. Values are ISO
 * date-times with offset, as the API takes them. Pair it with `withDateRange(schema, start, end)`.
 * @example
 * <DateRangeField control={form.control} startName="applyStart" endName="applyEnd" label={t('product.applyTime')} />
 */
export function DateRangeField<T extends FieldValues>({
  control, startName, endName, label, mode = 'date', required, disabled, helper,
}: DateRangeFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      {helper && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <DateInput control={control} name={startName} label={`${label} · ${t('kit.form.start')}`} mode={mode} edge="start" required={required} disabled={disabled} />
        <DateInput control={control} name={endName} label={`${label} · ${t('kit.form.end')}`} mode={mode} edge="end" required={required} disabled={disabled} />
      </SimpleGrid>
    </Fieldset.Root>
  );
}

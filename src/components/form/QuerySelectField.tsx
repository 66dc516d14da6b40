import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { QueryLike } from '../feedback/QueryState';
import { SelectField, type SelectOption } from './SelectField';

interface QuerySelectFieldProps<T extends FieldValues, D> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  /** The generated hook's result that loads the choices. */
  query: QueryLike<D>;
  /** The choices from the loaded answer. */
  options: (data: D) => SelectOption[];
  placeholder?: string;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A select whose options come from a query: disabled while loading, a message if they fail.
 * @example
 * <QuerySelectField control={form.control} name="groupId" label={t('product.group')}
 *   query={useProductGroupGetByCompId({ compId, pageIndex: 1, pageSize: 500 })}
 *   options={(r) => r.data.items.map((g) => ({ value: g.id, label: g.name }))} />
 */
export function QuerySelectField<T extends FieldValues, D>({
  control, name, label, query, options, placeholder, helper, required, disabled,
}: QuerySelectFieldProps<T, D>) {
  const { t } = useTranslation();
  return (
    <SelectField
      control={control}
      name={name}
      label={label}
      options={query.data === undefined ? [] : options(query.data)}
      placeholder={placeholder ?? (query.isPending ? t('kit.form.optionsLoading') : t('kit.form.choose'))}
      helper={query.isError ? t('kit.form.optionsFailed') : helper}
      required={required}
      disabled={disabled}
      loading={query.isPending}
    />
  );
}

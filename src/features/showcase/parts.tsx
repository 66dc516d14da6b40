/**
 * Small pieces the showcase and news pages share, for what the kit does not cover: typed route
 * access from a feature file, columns whose links keep the exhibitor area, a single date (or
 * date-time) field, and the state of an edit page opened without an id.
 */
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ErrorPanel, fromInputValue, PageHeader, toInputValue, useExhibitorPath, type I18nKey, type ListColumn } from '@/components/kit';
import { AppLink } from '@/components/navigation/AppLink';
import { useSession } from '@/lib/session/store';

export { routeById } from '@/app/routeById';

/** Builds hrefs inside the current exhibitor area (see useExhibitorPath). */
export type AreaPath = (path: `/${string}`) => string;

/**
 * Columns made once per exhibitor area: their edit links keep /exhibition or /exhibitionEn.
 * `make` must be a module-level function (it is a memo dependency).
 * @example const columns = useAreaColumns(brandColumns);
 */
export function useAreaColumns<Row>(make: (to: AreaPath) => ListColumn<Row>[]): ListColumn<Row>[] {
  const to = useExhibitorPath();
  // '/exhibition' or '/exhibitionEn': a string, so the memo holds while the area stays.
  const area = to('/').slice(0, -1);
  return useMemo(() => make((path) => `${area}${path}`), [area, make]);
}

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

/** An edit page opened without a (valid) `?id=`: say so and lead back to the list. */
export function MissingRecord({ title, listHref }: { title: I18nKey; listHref: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <PageHeader title={title} />
      <ErrorPanel title={t('showcase.common.missingId')} description={t('showcase.common.missingIdHint')} />
      <div>
        <Button asChild variant="outline">
          <AppLink href={listHref}>{t('showcase.common.backToList')}</AppLink>
        </Button>
      </div>
    </Stack>
  );
}

function Notice({ title, message }: { title: I18nKey; message: string }) {
  return (
    <Stack gap="4">
      <PageHeader title={title} />
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{message}</Alert.Description>
      </Alert.Root>
    </Stack>
  );
}

/** Renders `children(compId)` for a user with a company; otherwise says the account has none. */
export function WithCompany({ title, children }: { title: I18nKey; children: (compId: string) => ReactNode }) {
  const { t } = useTranslation();
  const compId = useSession((s) => s.company?.id);
  return compId ? <>{children(compId)}</> : <Notice title={title} message={t('showcase.common.noCompany')} />;
}

/** Renders `children(joinId)` when the company has joined an exhibition; otherwise says it has not. */
export function WithJoin({ title, children }: { title: I18nKey; children: (joinId: string) => ReactNode }) {
  const { t } = useTranslation();
  const joinId = useSession((s) => s.join?.id);
  return joinId ? <>{children(joinId)}</> : <Notice title={title} message={t('showcase.news.noJoin')} />;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '@/lib/notify';
import { ensureAccepted, failureMessage } from '../feedback/outcome';
import type { QueryLike } from '../feedback/QueryState';
import { useGo, type RouteTarget } from '../navigation/RouteLink';
import type { I18nKey } from '../types';
import { schemaResolver } from './schemaResolver';
import { useLeaveGuard } from './useLeaveGuard';

/** Any zod schema of form values. */
export type AnySchema = z.ZodType<any, any>;

export interface EntityFormOptions<S extends AnySchema, R> {
  /** The form's zod schema (usually built from the generated body schema). */
  schema: S;
  /** Values of a new record; also the shape the form starts from in edit mode. */
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * Edit mode: the record, already loaded by the route (`useSuspenseQuery(resource.one(id))`);
   * the form starts from `toValues(record)`. Leave undefined to create.
   */
  initialRecord?: R;
  /**
   * Edit mode on a page that loads its record itself: the generated GET hook's result. The form
   * resets to `toValues(data)` when it arrives. Prefer a route loader and `initialRecord`.
   */
  record?: QueryLike<R>;
  /** Form values from the loaded record (edit mode). */
  toValues?: (record: R) => z.input<S>;
  /** Sends the values: the generated create or update call. A refusal in a 200 answer counts as failure. */
  save: (values: z.output<S>) => Promise<unknown>;
  /** The list: where to go after saving and on cancel. */
  backTo?: RouteTarget;
  /** After a successful save, instead of going to `backTo`. */
  onSaved?: (result: unknown, values: z.output<S>) => void;
  /** Toast after saving (default 保存成功). */
  successMessage?: I18nKey;
}

export type EntityForm<S extends AnySchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** Editing an existing record (a `record` query was given). */
  isEdit: boolean;
  /** The record's query in edit mode (FormPage shows its loading/error states). */
  record?: QueryLike<unknown>;
  /** A save is running: the submit button waits. */
  saving: boolean;
  /** The server's message of the last failed save (shown above the form). */
  serverError?: string;
  /** The form's onSubmit: validates, then saves. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  backTo?: RouteTarget;
  /** Leaves (to backTo, else history back); the leave guard still asks when there are changes. */
  leave: () => void;
  /** The "discard changes?" dialog; FormPage renders it. */
  leaveDialog: ReactNode;
};

/**
 * One form for create and edit: react-hook-form with the zod resolver, the record loaded into
 * the form in edit mode, save with the server's message on failure (values kept), success toast
 * and back to the list, and a guard against leaving with unsaved changes. Render it with FormPage.
 * @example
 * const { data: record } = useSuspenseQuery(getProductGetQueryOptions({ id }));   // loaded by the route
 * const form = useEntityForm({
 *   schema, defaultValues: { name: '', isShow: true },
 *   initialRecord: record, toValues: (r) => pickValues(r.data),
 *   save: (v) => productUpdate({ ...v, id, compId }),
 *   backTo: { to: '/host/index/pro/pro-home' },
 * });
 * (Resource pages get all of this from ResourceFormPage.)
 */
export function useEntityForm<S extends AnySchema, R = unknown>(options: EntityFormOptions<S, R>): EntityForm<S> {
  const { schema, defaultValues, initialRecord, record, toValues, save, backTo, onSaved, successMessage = 'kit.form.saved' } = options;
  const { t } = useTranslation();
  const go = useGo();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: schemaResolver(schema),
    // Edit pages get their record from the route: the form starts from it, no refill later.
    defaultValues: initialRecord !== undefined && toValues ? (toValues(initialRecord) as DefaultValues<z.input<S>>) : defaultValues,
    mode: 'onTouched',
  });
  const [serverError, setServerError] = useState<string>();

  // Edit mode: fill the form when the record arrives (and again on refetch while untouched).
  const loaded = useRef<unknown>(undefined);
  const data = record?.data;
  const toValuesRef = useRef(toValues);
  useLayoutEffect(() => {
    toValuesRef.current = toValues;
  });
  // A layout effect: the loaded values are in place before the form is first painted.
  useLayoutEffect(() => {
    if (data === undefined || data === loaded.current || !toValuesRef.current) return;
    if (loaded.current !== undefined && form.formState.isDirty) return;
    loaded.current = data;
    form.reset(toValuesRef.current(data));
  }, [data, form]);

  const isDirty = form.formState.isDirty;
  const leaving = useRef(false);
  const leaveDialog = useLeaveGuard(() => isDirty && !leaving.current);

  const leave = () => {
    if (backTo) void go(backTo);
    else router.history.back();
  };

  const mutation = useMutation({
    mutationFn: async (values: z.output<S>) => ensureAccepted(await save(values)),
    onMutate: () => setServerError(undefined),
    onSuccess: (result, values) => {
      // Lists and details showing this record are stale now (inactive ones reload when shown).
      void queryClient.invalidateQueries();
      notify.success(t(successMessage));
      leaving.current = true;
      if (onSaved) {
        form.reset(form.getValues());
        leaving.current = false;
        onSaved(result, values);
      } else {
        leave();
      }
    },
    onError: (error) => setServerError(failureMessage(error) ?? t('kit.form.saveFailed')),
  });

  const submit = form.handleSubmit((values) => mutation.mutateAsync(values).then(() => undefined, () => undefined));

  return {
    ...form,
    isEdit: record !== undefined || initialRecord !== undefined,
    record: record as QueryLike<unknown> | undefined,
    saving: mutation.isPending,
    serverError,
    submit,
    backTo,
    leave,
    leaveDialog,
  };
}

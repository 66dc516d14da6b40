/** The create and edit page of a declared resource (see resource.ts and ResourcePages.tsx). */
import { useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { useRouterState, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormPage } from '../form/FormPage';
import { useEntityForm, type AnySchema, type EntityForm } from '../form/useEntityForm';
import type { I18nKey } from '../types';
import { isSharedForm } from './resource';
import { listTarget, MissingRecord, ScopeNotice, useScopeId, type AnyRes } from './ResourcePages';

export interface ResourceFormPageProps<V, S extends AnySchema, R> {
  resource: AnyRes<any, V>;
  /** The form's schema, from the generated body schema (output: what create/update take). */
  schema: S & z.ZodType<V, any>;
  /** A new record's values; in edit mode the record's values for the same keys (null → the default). */
  defaultValues: z.input<S>;
  /** Edit mode: form values from the record, when they are not simply its fields of the same names. */
  toValues?: (record: R) => z.input<S>;
  /** The fields; `form` is react-hook-form's with the kit's extras. */
  children: (form: EntityForm<S>, record: R | undefined) => ReactNode;
  /** Extra header buttons. */
  actions?: ReactNode;
  /** A line under the title (e.g. what happens after saving). */
  description?: (isEdit: boolean) => I18nKey | undefined;
  /** The save button's text (default 保存), e.g. 提交审核 for a new record that goes to review. */
  submitLabel?: (isEdit: boolean) => I18nKey | undefined;
}

/** Form values of a record's `data`: the keys of `defaults`, with null/absent values as the default. */
function valuesOf<T extends Record<string, unknown>>(defaults: T, record: unknown): T {
  const data = ((record as { data?: Record<string, unknown> } | undefined)?.data ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(defaults).map((key) => [key, data[key] ?? defaults[key]])) as T;
}

/**
 * A resource's create and edit page (one component for both routes): the record comes from the
 * route's loader, the edit page without a valid id says so, saving goes back to the list, and
 * a failed save keeps the values with the server's message above the form.
 * @example
 * <ResourceFormPage resource={brand} schema={schema} defaultValues={{ name: '', isShow: true }}>
 *   {(form) => <FormSection><TextField control={form.control} name="name" label={t('showcase.brand.name')} required /></FormSection>}
 * </ResourceFormPage>
 */
export function ResourceFormPage<V, S extends AnySchema, R = unknown>(props: ResourceFormPageProps<V, S, R>) {
  const { resource } = props;
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId });
  const { id } = useSearch({ strict: false }) as { id?: string };
  // Create and edit on one path (see `paths` in resource.ts): there `?id=` means edit.
  const isEdit = routeId === resource.paths.edit && (!isSharedForm(resource) || Boolean(id));
  const scopeId = useScopeId(resource.scope);
  const title = (isEdit ? resource.titles.edit : resource.titles.create) ?? resource.titles.list;
  if (scopeId === null) return <ScopeNotice title={title} scope={resource.scope} />;
  if (isEdit && !id) return <MissingRecord resource={resource} title={title} />;
  return isEdit && id ? <EditForm key={id} {...props} id={id} scopeId={scopeId} title={title} /> : <ResourceForm {...props} scopeId={scopeId} title={title} />;
}

function EditForm<V, S extends AnySchema, R>(props: ResourceFormPageProps<V, S, R> & { id: string; scopeId: string; title: I18nKey }) {
  // The edit route's loader has put the record in the cache (ensureQueryData).
  const { data } = useSuspenseQuery(props.resource.one!(props.id) as UseSuspenseQueryOptions<R>);
  return <ResourceForm {...props} record={data as R} />;
}

function ResourceForm<V, S extends AnySchema, R>({
  resource, schema, defaultValues, toValues, children, actions, description, submitLabel, id, scopeId, title, record,
}: ResourceFormPageProps<V, S, R> & { id?: string; scopeId: string; title: I18nKey; record?: R }) {
  const form = useEntityForm<S, R>({
    schema,
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
    initialRecord: record,
    toValues: toValues ?? ((r: R) => valuesOf(defaultValues as Record<string, unknown>, r) as z.input<S>),
    save: (values) => (id ? resource.update!(id, values as V, scopeId, record) : resource.create!(values as V, scopeId)),
    backTo: listTarget(resource),
  });
  return (
    <FormPage form={form} title={title} actions={actions} description={description?.(Boolean(id))} submitLabel={submitLabel?.(Boolean(id))} breadcrumbs={[{ label: resource.titles.list, target: listTarget(resource) }, { label: title }]}>
      {children(form, record)}
    </FormPage>
  );
}

/**
 * Form-schema helpers on top of the generated body schemas: inputs give '' when empty, while the
 * contract wants a formatted value (URL, uuid, date) or nothing at all. One set for every form.
 */
import { z } from 'zod';
import { i18n } from '@/lib/i18n';
import { isEndNotBeforeStart } from './dateRange';
import type { I18nKey } from '../types';

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * A generated field with a format (z.url(), z.uuid(), …) fed by a text input or an upload: an
 * empty value is sent as absent, so an optional field may stay empty and a required one says
 * "required" (not "invalid URL").
 * @example logo: blank(BrandCreateBody.shape.logo)
 */
export function blank<Out>(field: z.ZodType<Out, string | undefined>) {
  return z.string().optional().transform(blankToUndefined).pipe(field);
}

/**
 * A generated `z.iso.date()` field fed by a date input (YYYY-MM-DD) or by the kit's
 * DateRangeField (ISO date-time with offset, whose first ten characters are the chosen day).
 * @example issueDate: isoDate(CertificateCreateBody.shape.issueDate)
 */
export function isoDate<Out>(field: z.ZodType<Out, string | undefined>) {
  return z
    .string()
    .optional()
    .transform((value) => {
      const v = blankToUndefined(value);
      return v && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : v;
    })
    .pipe(field);
}

/**
 * "The end is not before the start" with the page's own message beside the end field; checked
 * once both dates are valid (like the kit's withDateRange, which has a generic message).
 */
export function endNotBeforeStart<S extends z.ZodType<Record<string, unknown>>>(schema: S, start: string, end: string, message: I18nKey) {
  return schema.refine((values) => isEndNotBeforeStart(values[start] as string | undefined, values[end] as string | undefined), {
    path: [end],
    error: () => i18n.t(message),
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === start || issue.path?.[0] === end),
  });
}

/** '' for an absent text value, as inputs want it. */
export const text = (value: string | null | undefined): string => value ?? '';

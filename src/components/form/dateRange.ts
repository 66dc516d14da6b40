/**
 * Start/end date pairs (applyStart/applyEnd …): "the end is not before the start", and the
 * conversion between the date inputs and the API's ISO date-times with offset.
 */
import dayjs from 'dayjs';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';

export type DateMode = 'date' | 'datetime';

/** True when either end is missing or the end is not before the start. */
export function isEndNotBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  if (!start || !end) return true;
  const a = dayjs(start);
  const b = dayjs(end);
  if (!a.isValid() || !b.isValid()) return true;
  return !b.isBefore(a);
}

/**
 * Adds the "end not before start" rule to an object schema; the message sits beside the end
 * field, and it is checked even while other fields still have errors.
 * @example const schema = withDateRange(ProductCreateBody.pick({ applyStart: true, applyEnd: true }), 'applyStart', 'applyEnd');
 */
export function withDateRange<S extends z.ZodType<Record<string, unknown>>>(schema: S, start: string, end: string) {
  return schema.refine((values) => isEndNotBeforeStart(values[start] as string | undefined, values[end] as string | undefined), {
    path: [end],
    error: () => i18n.t('kit.validation.endBeforeStart'),
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === start || issue.path?.[0] === end),
  });
}

/** The API value (ISO date-time) as the date input shows it. */
export function toInputValue(value: unknown, mode: DateMode): string {
  if (typeof value !== 'string' || !value) return '';
  const d = dayjs(value);
  if (!d.isValid()) return '';
  return d.format(mode === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DDTHH:mm');
}

/**
 * The input's text as the API value: ISO 8601 with offset (2026-05-01T00:00:00+08:00), or
 * undefined when empty. A whole-day end date means the end of that day.
 */
export function fromInputValue(text: string, mode: DateMode, edge: 'start' | 'end'): string | undefined {
  if (!text) return undefined;
  let d = dayjs(text);
  if (!d.isValid()) return undefined;
  if (mode === 'date') d = edge === 'end' ? d.endOf('day').millisecond(0) : d.startOf('day');
  return d.format();
}

import { Field, HStack, Input } from '@chakra-ui/react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';

/** A period of whole days, as list pages keep it in their URL (YYYY-MM-DD). */
export interface Period {
  start?: string;
  end?: string;
}

/** The URL search params of a period: `...periodSearch` in a page's search schema. */
export const periodSearch = {
  start: z.iso.date().optional().catch(undefined),
  end: z.iso.date().optional().catch(undefined),
};

/** An end day before the start day. */
export const isPeriodInverted = (p: Period) => Boolean(p.start && p.end && p.end < p.start);

/** The period as the API's filters take it: from the start of the first day to the end of the last (China time). */
export function periodRange(p: Period): { startTime?: string; endTime?: string } {
  return {
    startTime: p.start ? `${p.start}T00:00:00+08:00` : undefined,
    endTime: p.end ? `${p.end}T23:59:59+08:00` : undefined,
  };
}

/**
 * The two dates of a period; an end before the start is said beside the end date.
 * @example <PeriodFields value={search} onChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }) })} />
 */
export function PeriodFields({ value, onChange }: { value: Period; onChange: (next: Period) => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" align="start" wrap="wrap">
      <Field.Root width={{ base: 'full', sm: '11rem' }}>
        <Field.Label>{t('kit.period.start')}</Field.Label>
        <Input type="date" value={value.start ?? ''} onChange={(e) => onChange({ ...value, start: e.target.value || undefined })} />
      </Field.Root>
      <Field.Root width={{ base: 'full', sm: '11rem' }} invalid={isPeriodInverted(value)}>
        <Field.Label>{t('kit.period.end')}</Field.Label>
        <Input type="date" value={value.end ?? ''} onChange={(e) => onChange({ ...value, end: e.target.value || undefined })} />
        <Field.ErrorText>{t('kit.period.endBeforeStart')}</Field.ErrorText>
      </Field.Root>
    </HStack>
  );
}

/**
 * Localised validation messages for every zod schema, the generated ones included: one error
 * map turns zod's issues into the i18n texts of `validation.*`, in the current language.
 * Also the shared id schema for what the generated ones do not cover (URL search params,
 * hand-written forms).
 */
import { z } from 'zod';
import { i18n } from './i18n';

const patternMessages: [RegExp, 'validation.phone' | 'validation.code' | 'validation.userName'][] = [
  [/1\[3-9\]/, 'validation.phone'],
  [/^\^\\d\{6\}\$$/, 'validation.code'],
  [/A-Za-z\]\[A-Za-z0-9_\./, 'validation.userName'],
];

export function validationMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return i18n.t('validation.required');
      return issue.expected === 'number' ? i18n.t('validation.number') : i18n.t('validation.invalid');
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? i18n.t('validation.required') : i18n.t('validation.minLength', { min: Number(issue.minimum) });
      }
      if (issue.origin === 'array' && Number(issue.minimum) <= 1) return i18n.t('validation.required');
      return i18n.t('validation.min', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return i18n.t('validation.maxLength', { max: Number(issue.maximum) });
      return i18n.t('validation.max', { max: Number(issue.maximum) });
    case 'invalid_format': {
      // Nothing given for a required field (a picture not uploaded yet, say) is "required", not "wrong format".
      if (issue.input === '') return i18n.t('validation.required');
      if (issue.format === 'email') return i18n.t('validation.email');
      if (issue.format === 'url' || issue.format === 'uri-reference') return i18n.t('validation.url');
      const pattern = 'pattern' in issue && issue.pattern ? String(issue.pattern) : '';
      const match = patternMessages.find(([re]) => re.test(pattern));
      return match ? i18n.t(match[1]) : i18n.t('validation.format');
    }
    default:
      return i18n.t('validation.invalid');
  }
}

z.config({ customError: (issue) => validationMessage(issue) });

/**
 * A record id as the ASP.NET back end writes it: any 128-bit GUID (8-4-4-4-12 hex digits), not
 * only an RFC 4122 UUID (`1f087e12-bf0f-918e-868c-e33064013c56` has no version bits). The
 * generated schemas use the same rule (scripts/codegen.ts turns `format: uuid` into z.guid()).
 */
export const guid = () => z.guid();

/** An id in a URL search parameter: a malformed one is dropped, and the page says what is missing. */
export const idParam = z.guid().optional().catch(undefined);

export function isGuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && z.guid().safeParse(value).success;
}

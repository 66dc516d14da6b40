/**
 * Localised validation messages for every zod schema, the generated ones included: one error
 * map turns zod's issues into the i18n texts of `validation.*`, in the current language.
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
      if (issue.format === 'email') return i18n.t('validation.email');
      if (issue.format === 'url') return i18n.t('validation.url');
      const pattern = 'pattern' in issue && issue.pattern ? String(issue.pattern) : '';
      const match = patternMessages.find(([re]) => re.test(pattern));
      return match ? i18n.t(match[1]) : i18n.t('validation.format');
    }
    default:
      return i18n.t('validation.invalid');
  }
}

z.config({ customError: (issue) => validationMessage(issue) });

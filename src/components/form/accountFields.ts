/**
 * Helpers shared by the account forms: optional inputs that may be left blank, the
 * "type it again" password check, and sending only what the user filled in.
 */
import { z } from 'zod';
import { AccountBindPhoneTokenBody } from '@gen/zod/account/account';
import { i18n } from '@/lib/i18n';

/** An optional field of a generated schema that the form may also leave as ''. */
export function blankable<S extends z.ZodType<string | undefined>>(schema: S) {
  return z.union([z.literal(''), schema]);
}

/** The second entry of a password: required, and its own message when it differs. */
export const confirmPasswordField = z.string().min(1);

export function withConfirmation<S extends z.ZodType<Record<string, unknown>>>(schema: S, field: string, confirm: string) {
  return schema.refine((values) => values[field] === values[confirm], {
    path: [confirm],
    error: () => i18n.t('validation.passwordMismatch'),
  });
}

type Compact<T> = { [K in keyof T]: Exclude<T[K], ''> };

/** The values without the optional fields left blank, ready to send. */
export function compact<T extends Record<string, unknown>>(values: T): Compact<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as Compact<T>;
}

/** 138****5678: a phone number shown without its middle digits. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** A 6-digit SMS or email code: every code in the contract is the same VerCode schema. */
export const verCodeField = AccountBindPhoneTokenBody.shape.token;

/**
 * How a badge code is made from a badge type's barcode setting, and whether the setting fits its
 * symbology: EAN-13 takes 12 digits (prefix + number) and adds the check digit; CODE128 and QR
 * take letters, digits and '-', at most 24 characters. The server refuses the same settings.
 */
import { BarcodeSymbology } from '@gen/api/model';
import type { I18nKey } from '@/components/kit';

export interface BarcodeRule {
  symbology: BarcodeSymbology;
  prefix: string;
  numberLength: number;
  startNumber: number;
}

/** A badge type without a saved setting: CODE128, no prefix, 6 digits from 1. */
export const DEFAULT_BARCODE: BarcodeRule & { printedText: string } = { symbology: BarcodeSymbology.Code128, prefix: '', numberLength: 6, startNumber: 1, printedText: '{code}' };

export const MAX_CODE128_LENGTH = 24;
export const EAN13_BODY = 12;

/** The EAN-13 check digit of 12 digits. */
export function ean13CheckDigit(body: string): string {
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

/** The code a badge numbered `n` gets (EAN-13 with its check digit). */
export function composeCode(rule: Pick<BarcodeRule, 'symbology' | 'prefix' | 'numberLength'>, n: number): string {
  const body = `${rule.prefix}${String(Math.max(0, Math.trunc(n))).padStart(rule.numberLength, '0')}`;
  return rule.symbology === BarcodeSymbology.Ean13 ? body + ean13CheckDigit(body) : body;
}

/** What is printed under the bars: `{code}` replaced by the code. */
export function printedTextOf(template: string | null | undefined, code: string): string {
  return (template ?? '').replaceAll('{code}', code);
}

export interface BarcodeProblem {
  field: 'prefix' | 'numberLength' | 'startNumber';
  message: I18nKey;
  params?: Record<string, unknown>;
}

/** Why a setting does not fit its symbology (empty when it does), each on the field to change. */
export function barcodeProblems(rule: Partial<BarcodeRule>): BarcodeProblem[] {
  const problems: BarcodeProblem[] = [];
  const prefix = rule.prefix ?? '';
  const length = rule.numberLength;
  if (rule.symbology === BarcodeSymbology.Ean13) {
    if (!/^\d*$/.test(prefix)) problems.push({ field: 'prefix', message: 'engagement.barcode.errors.ean13Digits' });
    else if (length !== undefined && prefix.length + length !== EAN13_BODY) {
      problems.push({ field: 'numberLength', message: 'engagement.barcode.errors.ean13Length', params: { count: prefix.length + length } });
    }
  } else {
    if (!/^[A-Za-z0-9-]*$/.test(prefix)) problems.push({ field: 'prefix', message: 'engagement.barcode.errors.prefixChars' });
    else if (length !== undefined && prefix.length + length > MAX_CODE128_LENGTH) {
      problems.push({ field: 'numberLength', message: 'engagement.barcode.errors.tooLong', params: { count: prefix.length + length } });
    }
  }
  if (length !== undefined && rule.startNumber !== undefined && String(rule.startNumber).length > length) {
    problems.push({ field: 'startNumber', message: 'engagement.barcode.errors.startTooLong', params: { length } });
  }
  return problems;
}

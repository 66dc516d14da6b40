/**
 * 证件申请 (exinfo/certApply): the badge types of the current join with their quota and window,
 * its applications, one person's application, imports checked row by row, and the records sent to
 * the badge system. Queries, the loader, and the checks of a badge holder's details.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  getDeExCardPlanConfigGetByJoinIdQueryOptions, getDeExCardPlanGetAuthenticationCountByJoinIdQueryOptions, getDeExCardPlanGetListByJoinIdQueryOptions,
  getDeExCardUpPageListsQueryOptions,
} from '@gen/api/card-plans/card-plans';
import { DeExCardIdType, type DeExCardPerson, type DeExCardPlanConfig, type DeExCardUpFilter } from '@gen/api/model';
import { downloadNames } from '@gen/api/downloads';
import { DeExCardDownImportNewBody } from '@gen/zod/card-plans/card-plans';
import { z } from 'zod';
import { blank, type I18nKey, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { badgesEn } from '@/lib/i18n/locales/badges.en';
import { badgesZh } from '@/lib/i18n/locales/badges.zh';
import type { CertApplySearch } from './routes';

// ------------------------------------------------------------------ queries
export const configsQuery = (joinId: string) => getDeExCardPlanConfigGetByJoinIdQueryOptions({ joinId });
export const plansQuery = (joinId: string) => getDeExCardPlanGetListByJoinIdQueryOptions({ joinId });
export const authCountQuery = (joinId: string) => getDeExCardPlanGetAuthenticationCountByJoinIdQueryOptions({ joinId });

/** The filters of the uploaded-cards list, as the export sends them too. */
export function upsFilter(search: CertApplySearch, joinId: string): DeExCardUpFilter {
  const keyword = search.keyword?.trim();
  return {
    joinId,
    ...(search.cardTypeId ? { cardTypeId: search.cardTypeId } : {}),
    ...(search.pushStatus !== undefined ? { pushStatus: search.pushStatus } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

export function upsQuery(search: CertApplySearch, joinId: string) {
  const sorts = search.sort ? [{ propertyName: search.sort.propertyName, ascending: search.sort.direction === 'asc' }] : undefined;
  return getDeExCardUpPageListsQueryOptions({ pageIndex: search.pageIndex, pageSize: search.pageSize, ...(sorts ? { sorts } : {}), ...upsFilter(search, joinId) });
}

/** The badge export is named after the badge type (001 §9); all types: the contract's name. */
export function upsExportName(configs: DeExCardPlanConfig[] | undefined, cardTypeId: string | undefined): string {
  const type = cardTypeId ? configs?.find((c) => c.cardTypeId.toLowerCase() === cardTypeId.toLowerCase()) : undefined;
  return type ? `${type.cardTypeName}.xlsx` : downloadNames.deExCardUpExcelExportDeexCards;
}

/** Every card-plan answer of the page (types with their used count, applications, counts, records), after a change. */
export const isCardPlanQuery = (query: { queryKey: readonly unknown[] }) => typeof query.queryKey[1] === 'string' && query.queryKey[1].startsWith('/api/DeExCard');

/** The page's loader: its text, the join's badge types and the tab's data, fetched with its code. */
export async function loadCertApply({ context, deps, cause }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: CertApplySearch; cause: 'preload' | 'enter' | 'stay' }) {
  const locale = loadLocale('badges');
  const joinId = context.scope?.joinId;
  if (!joinId) return locale;
  const qc = context.queryClient;
  const data = Promise.all(
    deps.tab === 'uploaded'
      ? [qc.prefetchQuery(configsQuery(joinId)), qc.prefetchQuery(upsQuery(deps, joinId))]
      : [qc.prefetchQuery(configsQuery(joinId)), qc.prefetchQuery(plansQuery(joinId)), qc.prefetchQuery(authCountQuery(joinId))],
  );
  // Tabs, filters and paging keep the page on screen while the next data loads.
  await Promise.all(cause === 'stay' ? [locale] : [locale, data]);
}

// ------------------------------------------------------------------ application window
export type WindowState = 'open' | 'notYet' | 'closed';

/** Whether a badge type can be applied for now. */
export function windowState(config: Pick<DeExCardPlanConfig, 'applyStartTime' | 'applyEndTime'>, now = Date.now()): WindowState {
  if (config.applyStartTime && now < Date.parse(config.applyStartTime)) return 'notYet';
  if (config.applyEndTime && now > Date.parse(config.applyEndTime)) return 'closed';
  return 'open';
}

/** A badge type's name in the area's language: the English name where one is on file. */
export const typeNameOf = (config: Pick<DeExCardPlanConfig, 'cardTypeName' | 'cardTypeNameEn'>, lang: 'En' | undefined) =>
  (lang && config.cardTypeNameEn) || config.cardTypeName;

export const remainingOf = (config: DeExCardPlanConfig) => Math.max(0, config.maxCount - config.usedCount);

// ------------------------------------------------------------------ a badge holder's details
/** The contract's badge holder (DeExCardPerson) as the generated zod checks it. */
export const personSchema = DeExCardDownImportNewBody.shape.items.element;
export type PersonField = keyof DeExCardPerson;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/**
 * What is wrong with an ID number beyond the contract's pattern: a mainland resident ID card is
 * 18 characters (17 digits and a check digit, 0-9 or X) with a real birth date and the right
 * check digit (GB 11643). Undefined when nothing is.
 */
export function idNumberProblem(idType: number | undefined, idNumber: string | undefined): I18nKey | undefined {
  if (idType !== DeExCardIdType.IdCard || !idNumber) return undefined;
  const n = idNumber.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(n)) return 'badges.validation.idLength';
  const birth = `${n.slice(6, 10)}-${n.slice(10, 12)}-${n.slice(12, 14)}`;
  const date = new Date(`${birth}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birth || date.getTime() > Date.now() || Number(n.slice(6, 10)) < 1900) {
    return 'badges.validation.idBirth';
  }
  const sum = n.slice(0, 17).split('').reduce((s, d, i) => s + Number(d) * ID_WEIGHTS[i]!, 0);
  return '10X98765432'[sum % 11] === n[17] ? undefined : 'badges.validation.idCheckDigit';
}

/** The form's values (text inputs: '' for empty; the ID type as the select's string). */
export interface PersonFormValues {
  name: string;
  nameEn: string;
  idType: string;
  idNumber: string;
  phone: string;
  compName: string;
  position: string;
  photo: string;
}

/** The apply form's schema: the contract's checks, the ID number's check digit, and the photo when the type needs one. */
export function personFormSchema(needPhoto: boolean, message: (key: I18nKey) => string) {
  const s = personSchema.shape;
  return personSchema
    .extend({
      idType: blank(z.string().transform(Number).pipe(s.idType)),
      idNumber: blank(s.idNumber).transform((v) => v.toUpperCase()),
      nameEn: blank(s.nameEn),
      compName: blank(s.compName),
      position: blank(s.position),
      photo: blank(s.photo as unknown as z.ZodType<string | undefined, string | undefined>),
    })
    .superRefine((v, ctx) => {
      const problem = idNumberProblem(v.idType, v.idNumber);
      if (problem) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: message(problem) });
      if (needPhoto && !v.photo) ctx.addIssue({ code: 'custom', path: ['photo'], message: message('badges.validation.photoRequired') });
    });
}

/** What the apply form's fields hold. */
export type PersonFormInput = z.input<ReturnType<typeof personFormSchema>>;

// ------------------------------------------------------------------ spreadsheet import
/** The template's columns in order; a file's header may be written in Chinese or English. */
export const SHEET_FIELDS = ['name', 'nameEn', 'idType', 'idNumber', 'phone', 'compName', 'position'] as const;
export type SheetField = (typeof SHEET_FIELDS)[number];
export const REQUIRED_FIELDS: readonly SheetField[] = ['name', 'idNumber', 'phone'];

const norm = (s: string) => s.replace(/[\s*＊:：()（）]/g, '').toLowerCase();
const HEADER_FIELD = new Map<string, SheetField>(SHEET_FIELDS.flatMap((f) => [[norm(badgesZh.field[f]), f] as const, [norm(badgesEn.field[f]), f] as const]));
/** The text key of each kind of identity document. */
export const ID_TYPE_KEY = {
  [DeExCardIdType.IdCard]: 'idCard',
  [DeExCardIdType.Passport]: 'passport',
  [DeExCardIdType.HkMacauPermit]: 'hkMacau',
  [DeExCardIdType.TaiwanPermit]: 'taiwan',
} as const satisfies Record<DeExCardIdType, keyof typeof badgesZh.idType>;
export const idTypeLabel = (v: DeExCardIdType) => `badges.idType.${ID_TYPE_KEY[v]}` as const;
const ID_TYPE_OF = new Map<string, DeExCardIdType>(
  Object.values(DeExCardIdType).flatMap((v) => [[String(v), v], [norm(badgesZh.idType[ID_TYPE_KEY[v]]), v], [norm(badgesEn.idType[ID_TYPE_KEY[v]]), v]] as [string, DeExCardIdType][]),
);

/** The field a header names, if any. */
export const fieldOfHeader = (header: string): SheetField | undefined => HEADER_FIELD.get(norm(header));

/** One row of the preview: where it came from, what it says (as read), and what is wrong with it. */
export interface ImportRow {
  key: string;
  /** The row in the spreadsheet, or the entry's place in the registration form. */
  rowNumber?: number;
  values: Record<SheetField, string>;
}

export type RowProblem =
  | { kind: 'field'; field: SheetField; message: string }
  | { kind: 'duplicate'; rows: string }
  | { kind: 'registered'; compName: string; cardTypeName: string };

export interface CheckedRow extends ImportRow {
  person?: DeExCardPerson;
  problems: RowProblem[];
}

let nextKey = 0;
const rowKey = () => `row-${++nextKey}`;

/** The preview rows of a spreadsheet's rows (cells by header). */
export function rowsFromSheet(rows: { rowNumber: number; cells: Record<string, string> }[]): ImportRow[] {
  return rows.map((r) => {
    const values = Object.fromEntries(SHEET_FIELDS.map((f) => [f, ''])) as Record<SheetField, string>;
    for (const [header, value] of Object.entries(r.cells)) {
      const field = fieldOfHeader(header);
      if (field) values[field] = value.trim();
    }
    return { key: rowKey(), rowNumber: r.rowNumber, values };
  });
}

/** The preview rows of a registration form's entries. */
export const rowsFromPeople = (people: DeExCardPerson[]): ImportRow[] =>
  people.map((p, i) => ({
    key: rowKey(),
    rowNumber: i + 1,
    values: { name: p.name, nameEn: p.nameEn ?? '', idType: String(p.idType), idNumber: p.idNumber, phone: p.phone, compName: p.compName ?? '', position: p.position ?? '' },
  }));

/** The headers the sheet must have that it lacks. */
export const missingHeaders = (headers: string[]): SheetField[] => {
  const present = new Set(headers.map(fieldOfHeader));
  return REQUIRED_FIELDS.filter((f) => !present.has(f));
};

/** One row checked on its own: the contract's schema and the ID number's check digit. */
export function checkRow(row: ImportRow, message: (key: I18nKey) => string): { person?: DeExCardPerson; problems: RowProblem[] } {
  const v = row.values;
  const idType = v.idType === '' ? DeExCardIdType.IdCard : ID_TYPE_OF.get(norm(v.idType));
  const problems: RowProblem[] = [];
  if (idType === undefined) problems.push({ kind: 'field', field: 'idType', message: message('badges.validation.idType') });
  const candidate = {
    name: v.name,
    ...(v.nameEn ? { nameEn: v.nameEn } : {}),
    idType: idType ?? DeExCardIdType.IdCard,
    idNumber: v.idNumber.replace(/\s/g, '').toUpperCase(),
    phone: v.phone.replace(/[\s-]/g, ''),
    ...(v.compName ? { compName: v.compName } : {}),
    ...(v.position ? { position: v.position } : {}),
  };
  const parsed = personSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SheetField;
      if (!problems.some((p) => p.kind === 'field' && p.field === field)) problems.push({ kind: 'field', field, message: issue.message });
    }
  }
  const idProblem = parsed.success || !problems.some((p) => p.kind === 'field' && p.field === 'idNumber') ? idNumberProblem(idType, candidate.idNumber) : undefined;
  if (idProblem) problems.push({ kind: 'field', field: 'idNumber', message: message(idProblem) });
  return { person: problems.length ? undefined : (parsed.data as DeExCardPerson), problems };
}

/** ID numbers the server can be asked about (they pass the contract's pattern). */
export const checkableIdNumbers = (rows: ImportRow[]): string[] => [
  ...new Set(
    rows.map((r) => r.values.idNumber.replace(/\s/g, '').toUpperCase()).filter((n) => personSchema.shape.idNumber.safeParse(n).success),
  ),
];

/**
 * Every row checked: on its own, against the other rows (the same ID number twice), and against
 * the people already holding a badge of the exhibition (CheckRepeat's answer).
 */
export function checkRows(rows: ImportRow[], registered: Map<string, { compName?: string; cardTypeName?: string }>, message: (key: I18nKey) => string): CheckedRow[] {
  const byId = new Map<string, ImportRow[]>();
  for (const r of rows) {
    const id = r.values.idNumber.replace(/\s/g, '').toUpperCase();
    if (id) byId.set(id, [...(byId.get(id) ?? []), r]);
  }
  return rows.map((r, i) => {
    const own = checkRow(r, message);
    const problems = [...own.problems];
    const id = r.values.idNumber.replace(/\s/g, '').toUpperCase();
    const same = id ? (byId.get(id) ?? []) : [];
    if (same.length > 1) {
      problems.push({ kind: 'duplicate', rows: same.filter((o) => o !== r).map((o) => String(o.rowNumber ?? rows.indexOf(o) + 1)).join(', ') });
    }
    const holder = id ? registered.get(id) : undefined;
    if (holder) problems.push({ kind: 'registered', compName: holder.compName ?? '', cardTypeName: holder.cardTypeName ?? '' });
    return { ...r, rowNumber: r.rowNumber ?? i + 1, person: problems.length ? undefined : own.person, problems };
  });
}

/** Field-by-field comparison of a change record's current and submitted content (JSON text). */

export interface DiffRow {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

export interface ContentDiff {
  rows: DiffRow[];
  /** Number of fields whose value differs. */
  changed: number;
  /** No approved record to compare with (first submission). */
  first: boolean;
  /** The submitted content is not a JSON object. */
  unreadable: boolean;
}

function parse(text: string | null | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const same = (a: unknown, b: unknown) => (isBlank(a) && isBlank(b)) || JSON.stringify(a) === JSON.stringify(b);

/** Compares the fields of both sides in the submitted order (then fields only the old record had). */
export function diffContent(beforeText: string | null | undefined, afterText: string | null | undefined): ContentDiff {
  const after = parse(afterText);
  const before = parse(beforeText);
  if (!after) return { rows: [], changed: 0, first: !before, unreadable: true };
  const keys = [...Object.keys(after), ...Object.keys(before ?? {}).filter((k) => !(k in after))].filter((k) => k !== 'id');
  const rows = keys.map((key) => {
    const b = before?.[key];
    const a = after[key];
    return { key, before: b, after: a, changed: before ? !same(b, a) : !isBlank(a) };
  });
  return { rows, changed: rows.filter((r) => r.changed).length, first: !before, unreadable: false };
}

/** A field value as text. */
export const valueText = (value: unknown): string => (isBlank(value) ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * Spreadsheets in the browser: read the first sheet of an .xlsx the user picked into rows keyed by
 * the header row, and build a small .xlsx (an import template) to save. exceljs is large, so it is
 * loaded with a dynamic import() only when a sheet is read or written.
 */
import { saveAs } from 'file-saver';

type ExcelJs = typeof import('exceljs');

async function excel(): Promise<ExcelJs> {
  const mod = (await import('exceljs')) as unknown as ExcelJs & { default?: ExcelJs };
  return mod.default ?? mod;
}

/** One data row of a sheet: its row number in the file (for messages) and its cells by header. */
export interface SheetRow {
  rowNumber: number;
  cells: Record<string, string>;
}

export interface SheetContent {
  /** The header row's texts, in column order (trimmed). */
  headers: string[];
  /** The rows under the header; empty rows are left out. */
  rows: SheetRow[];
}

/** The text a reader sees in a cell: rich text joined, a formula's result, a link's text, a date as YYYY-MM-DD. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; hyperlink?: string; error?: string };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    if (v.hyperlink) return v.hyperlink;
    return '';
  }
  return String(value);
}

async function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Reads the first worksheet of an .xlsx file: the first non-empty row is the header, every later
 * non-empty row becomes `{ rowNumber, cells: { [header]: text } }` (cells trimmed). Rejects when
 * the file is not a readable workbook.
 * @example
 * const { headers, rows } = await readSheet(file);
 * rows.map((r) => ({ name: r.cells['姓名'], phone: r.cells['手机号码'] }));
 */
export async function readSheet(file: Blob): Promise<SheetContent> {
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await bytesOf(file));
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  let headers: string[] | undefined;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = (row.values as unknown[]).slice(1).map((v) => cellText(v).trim());
    if (!values.some(Boolean)) return;
    if (!headers) {
      headers = values;
      return;
    }
    const cells: Record<string, string> = {};
    headers.forEach((h, i) => {
      if (h) cells[h] = values[i] ?? '';
    });
    rows.push({ rowNumber, cells });
  });
  return { headers: headers ?? [], rows };
}

/**
 * Builds an .xlsx with one sheet (a bold header row, then the rows, every cell as text so that
 * long numbers such as ID numbers keep their digits) and saves it under `fileName`.
 * @example await saveSheet('证件导入模板.xlsx', ['姓名', '证件号码'], [['刘洋', '44030519900101123X']]);
 */
export async function saveSheet(fileName: string, headers: string[], rows: string[][] = []): Promise<void> {
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(fileName.replace(/\.[a-z]+$/i, '').replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = headers.map((header) => ({ header, width: Math.max(12, [...header].length * 2 + 4), style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  rows.forEach((r) => sheet.addRow(r));
  const buffer = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
  saveAs(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
}

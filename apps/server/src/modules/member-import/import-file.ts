import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS } from '@fairway/contract';
import { AppError } from '../../errors';

/** A file's table: its headings and its data rows (each with its place in the file). */
export interface ImportTable {
  columns: string[];
  rows: { row: number; values: string[] }[];
}

const invalid = (message: string) => new AppError('IMPORT_FILE_INVALID', message);

const startsWith = (bytes: Buffer, ...prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/** Windows-1252's letters at 0x80–0x9F (€, Š, œ, curly quotes…); undefined bytes stay as they are. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Windows-1252 as the WHATWG names it; Node's decoder for that label gives Latin-1 for
 * 0x80–0x9F on some builds, so those 32 are put right here.
 */
function windows1252(bytes: Buffer): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/**
 * The text of a CSV export: UTF-8 with or without its BOM, UTF-16 with its BOM (Excel's
 * "Unicode text"), and anything that is not valid UTF-8 as Windows-1252 (Excel's "CSV" on a
 * Dutch Windows), which has a character for nearly every byte.
 */
export function decodeText(bytes: Buffer): string {
  // A BOM says UTF-8, yet some tools write one before Windows-1252 text: the bytes decide.
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) bytes = bytes.subarray(3);
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return windows1252(bytes);
  }
}

/** The headings (trimmed; an empty or repeated heading is refused: the mapping names columns by it). */
function headings(raw: string[]): string[] {
  const columns = raw.map((h) => h.trim());
  if (columns.every((c) => c === '')) throw invalid('the first row has no column headings');
  const seen = new Set<string>();
  columns.forEach((c, i) => {
    if (c === '') throw invalid(`column ${i + 1} has no heading in the first row`);
    if (seen.has(c.toLowerCase())) throw invalid(`the heading "${c}" appears twice`);
    seen.add(c.toLowerCase());
  });
  return columns;
}

/** The table from rows of text as read (row 1 the headings); empty rows are left out. */
function table(lines: string[][]): ImportTable {
  const first = lines.findIndex((l) => l.some((v) => v.trim() !== ''));
  if (first < 0) throw invalid('the file is empty');
  const columns = headings(lines[first]!);
  const rows: ImportTable['rows'] = [];
  for (let i = first + 1; i < lines.length; i++) {
    const values = lines[i]!;
    if (values.every((v) => v.trim() === '')) continue;
    if (values.length > columns.length && values.slice(columns.length).some((v) => v.trim()))
      throw invalid(`row ${i + 1} has more values than the first row has headings`);
    rows.push({ row: i + 1, values: columns.map((_, c) => (values[c] ?? '').trim()) });
  }
  if (rows.length === 0) throw invalid('the file has headings but no rows');
  if (rows.length > IMPORT_MAX_ROWS)
    throw invalid(`the file has ${rows.length} rows; at most ${IMPORT_MAX_ROWS} are taken at once`);
  return { columns, rows };
}

/** A CSV export: the separator (semicolon, comma or tab) is found by papaparse. */
export function readCsv(bytes: Buffer): ImportTable {
  const text = decodeText(bytes);
  if (text.includes('\u0000')) throw invalid('the file is not a CSV or XLSX file');
  const parsed = Papa.parse<string[]>(text, {
    delimiter: '',
    delimitersToGuess: [';', ',', '\t', '|'],
    skipEmptyLines: false,
  });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken)
    throw invalid(`row ${(broken.row ?? 0) + 1}: a quoted value is not closed (${broken.message})`);
  return table(parsed.data);
}

/** A cell of a worksheet as text: dates as YYYY-MM-DD, numbers as written, formulas' results. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

/** An XLSX workbook: its first worksheet, row 1 the headings. */
export async function readXlsx(bytes: Buffer): Promise<ImportTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalid('the XLSX file is damaged or not an Excel workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalid('the workbook has no worksheet');
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) values.push(cellText(row.getCell(c).value));
    lines[number - 1] = values;
  });
  for (let i = 0; i < lines.length; i++) lines[i] ??= [];
  return table(lines);
}

/** The table of an uploaded file, by what its bytes are (not by its name). */
export async function readImportFile(bytes: Buffer): Promise<ImportTable> {
  if (bytes.length === 0) throw invalid('the file is empty');
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) return readXlsx(bytes);
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0))
    throw invalid('an old Excel file (.xls) cannot be read: save it as .xlsx or CSV');
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) throw invalid('a PDF cannot be imported');
  return readCsv(bytes);
}

import { once } from 'node:events';
import type { FastifyReply } from 'fastify';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { clubDateTime } from '@fairway/golf';

/**
 * The back office's one file writer (the member export, the reports, the audit trail): CSV or
 * XLSX, written while the rows are read — `rows` hands over one batch at a time (keysetBatches
 * below), each batch is written and dropped, so a club's whole history is never held in memory
 * and the first bytes leave before the last rows are read.
 *
 * The choices, the same for every file:
 * - Times are the club's wall clock (its time zone, `clubDateTime` of packages/golf), never UTC:
 *   the club reads its own day. Wall-clock strings (a tee time, a match's start) are as they are.
 * - XLSX cells are typed: numbers are numbers, money is euros with two decimals, dates and times
 *   are dates shown as yyyy-mm-dd (hh:mm), so a sheet sums and sorts them in any language.
 * - CSV follows the club's language as its Excel opens a double-clicked file: Dutch and Estonian
 *   Excel use `;` between fields and a decimal comma, English Excel `,` and a decimal point. Dates
 *   are written yyyy-mm-dd (hh:mm), which Excel reads as a date in every language. A BOM makes
 *   Excel read the file as UTF-8 (names with accents).
 * - Text that Excel would run as a formula (=, +, -, @, tab, carriage return first) gets a `'`
 *   before it in CSV; in XLSX a string cell is never a formula. Numbers are not text: -3 stays -3.
 */
export type ExportFormat = 'csv' | 'xlsx';
export type Cell = string | number | boolean | Date | null | undefined;

/**
 * text; number (decimals as they are); money (integer cents, written as euros); date ('YYYY-MM-DD');
 * datetime (a Date, written on the club's clock, or a club-local 'YYYY-MM-DD HH:mm'); boolean.
 */
export type CellType = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'boolean';

export interface ExportColumn<R> {
  header: string;
  type: CellType;
  value: (row: R) => Cell;
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

export interface ExportOptions<R> {
  format: ExportFormat;
  /** The file's name without its extension; also the sheet's name. */
  name: string;
  columns: readonly ExportColumn<R>[];
  rows: AsyncIterable<R[]>;
  /** The club's IANA time zone. */
  timeZone: string;
  /** The club's language (nl_NL, en_US, et_EE): the CSV's separators. */
  language: string;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The CSV's field separator and decimal mark for a club language (see the choices above). */
export function csvStyle(language: string): { delimiter: string; decimal: string } {
  return language.startsWith('en')
    ? { delimiter: ',', decimal: '.' }
    : { delimiter: ';', decimal: ',' };
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as a CSV cell Excel shows and never runs. */
export const escapeFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/** A moment as the club's wall clock, 'YYYY-MM-DD HH:mm'. */
function wallClock(value: Date | string, timeZone: string): string {
  if (typeof value === 'string') return value.slice(0, 16).replace('T', ' ');
  const { date, time } = clubDateTime(value, timeZone);
  return `${date} ${time}`;
}

/** Cents as euros with two decimals, in integers (no float rounding of money). */
function euros(cents: number, decimal: string): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

function csvCell(type: CellType, value: Cell, timeZone: string, decimal: string): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'number':
      return String(value).replace('.', decimal);
    case 'money':
      return euros(Number(value), decimal);
    case 'datetime':
      return wallClock(value as Date | string, timeZone);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return escapeFormula(value instanceof Date ? value.toISOString() : String(value));
  }
}

/**
 * A club-local 'YYYY-MM-DD[ HH:mm]' as the Date whose UTC fields are those numbers: Excel's
 * serial date has no zone, and exceljs counts it from UTC.
 */
function excelDate(wall: string): Date {
  const m = WALL_TIME.exec(wall.length === 10 ? `${wall} 00:00` : wall)!;
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!));
}

function xlsxCell(type: CellType, value: Cell, timeZone: string): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'number':
      return Number(value);
    case 'money':
      return Number(value) / 100;
    case 'date':
      return excelDate(String(value));
    case 'datetime':
      return excelDate(wallClock(value as Date | string, timeZone));
    case 'boolean':
      return Boolean(value);
    default:
      return value instanceof Date ? value.toISOString() : String(value);
  }
}

const NUMBER_FORMATS: Partial<Record<CellType, string>> = {
  money: '0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

function csvBody<R>(o: ExportOptions<R>): Readable {
  const { delimiter, decimal } = csvStyle(o.language);
  const unparse = (rows: string[][]) =>
    Papa.unparse(rows, { delimiter, newline: '\r\n', escapeFormulae: false });
  async function* lines() {
    yield `\uFEFF${unparse([o.columns.map((c) => escapeFormula(c.header))])}`;
    for await (const batch of o.rows) {
      if (batch.length)
        // The line break before each batch: the file ends with its last row, as Excel writes it.
        yield `\r\n${unparse(
          batch.map((r) => o.columns.map((c) => csvCell(c.type, c.value(r), o.timeZone, decimal))),
        )}`;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

function xlsxBody<R>(o: ExportOptions<R>): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(o.name.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = o.columns.map((c) => ({
    header: c.header,
    width: c.type === 'datetime' ? 17 : 14,
    style: NUMBER_FORMATS[c.type] ? { numFmt: NUMBER_FORMATS[c.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const batch of o.rows) {
        // The download was dropped: stop reading the database.
        if (out.destroyed) return;
        for (const r of batch)
          sheet.addRow(o.columns.map((c) => xlsxCell(c.type, c.value(r), o.timeZone))).commit();
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      sheet.commit();
      await book.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}

/**
 * The file of `o.rows`, written as they are read. Call it after the caller's rights are checked
 * and, with `firstBatchRead`, the first batch is read: an error then is an answer, not a cut file.
 */
export function exportFile<R>(o: ExportOptions<R>): ExportFile {
  return {
    fileName: `${o.name}.${o.format}`,
    contentType: CONTENT_TYPES[o.format],
    body: o.format === 'csv' ? csvBody(o) : xlsxBody(o),
  };
}

/**
 * Rows read in batches of `size` by their key (keyset paging: each page starts after the last row
 * of the one before, by an index, so every page costs the same however deep the file is).
 * `page(after)` reads the batch after row `after` (the first batch for undefined).
 */
export async function* keysetBatches<R>(
  page: (after: R | undefined) => Promise<R[]>,
  size: number,
): AsyncGenerator<R[]> {
  let after: R | undefined;
  for (;;) {
    const rows = await page(after);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

/**
 * `batches` with its first batch already read: a query that fails, fails before the answer's
 * headers are sent (a 500 the caller sees), not halfway through a download.
 */
export async function firstBatchRead<R>(batches: AsyncGenerator<R[]>): Promise<AsyncIterable<R[]>> {
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}

/** Sends a file as a download (the browser saves it under its name). */
export function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);
}

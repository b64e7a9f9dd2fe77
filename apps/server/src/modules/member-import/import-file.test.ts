import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { decodeText, readImportFile } from './import-file';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../test/fixtures/imports', name));

const refusal = async (bytes: Buffer) => {
  const err = await readImportFile(bytes).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe('IMPORT_FILE_INVALID');
  return (err as AppError).message;
};

describe('reading an import file', () => {
  it('reads the semicolon export in Windows-1252 and in UTF-8 with a BOM alike', async () => {
    const ansi = await readImportFile(fixture('semicolon-1252.csv'));
    const utf8 = await readImportFile(fixture('semicolon-utf8-bom.csv'));
    expect(ansi).toEqual(utf8);
    expect(ansi.columns[0]).toBe('GSN');
    expect(ansi.rows.map((r) => r.row)).toEqual([2, 3, 5, 6]);
    expect(ansi.rows[0]!.values.slice(2, 5)).toEqual(['José', '', 'Müller']);
    expect(ansi.rows[1]!.values[4]).toBe('Brüggen');
  });

  it('reads a comma CSV in UTF-8 with quoted commas', async () => {
    const t = await readImportFile(fixture('comma-utf8.csv'));
    expect(t.columns).toHaveLength(7);
    expect(t.rows[0]!.values.slice(1, 3)).toEqual(['Łucja', 'Kowalska, van']);
    expect(t.rows[0]!.values[6]).toBe('18,0');
  });

  it('reads the first worksheet of an XLSX, dates as YYYY-MM-DD, skipping empty rows', async () => {
    const t = await readImportFile(fixture('members.xlsx'));
    expect(t.rows).toHaveLength(2);
    expect(t.rows[0]!.values).toEqual([
      'NL20000051',
      'Sanne',
      'de Vries',
      'V',
      '1984-02-29',
      '22.1',
    ]);
    expect(t.rows[1]!.row).toBe(4);
  });

  it('refuses broken files with a message saying what is wrong', async () => {
    expect(await refusal(fixture('empty.csv'))).toMatch(/empty/);
    expect(await refusal(fixture('headings-only.csv'))).toMatch(/no rows/);
    expect(await refusal(fixture('broken-quote.csv'))).toMatch(/quoted value/);
    expect(await refusal(fixture('not-a-workbook.xlsx'))).toMatch(/damaged/);
    expect(await refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2]))).toMatch(/\.xls/);
    expect(await refusal(Buffer.from('a;a\n1;2'))).toMatch(/twice/);
    expect(await refusal(Buffer.from('a;;b\n1;2;3'))).toMatch(/column 2 has no heading/);
    expect(await refusal(Buffer.from('a;b\n1;2;3'))).toMatch(/more values/);
  });

  it('decodes text that is not UTF-8 as Windows-1252, its euro sign included', () => {
    expect(decodeText(Buffer.from([0x80, 0x20, 0xe9]))).toBe('€ é');
    expect(decodeText(Buffer.from('€ é', 'utf8'))).toBe('€ é');
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from([0xe9])]))).toBe(
      'é',
    );
  });

  it('reads 10,000 rows', async () => {
    const lines = ['GSN;Achternaam;Geslacht;Handicap'];
    for (let i = 0; i < 10_000; i++)
      lines.push(`NL${30_000_000 + i};Lid ${i};M;${i % 54},${i % 10}`);
    const t = await readImportFile(Buffer.from(lines.join('\r\n'), 'latin1'));
    expect(t.rows).toHaveLength(10_000);
    expect(t.rows.at(-1)!.values[3]).toBe('9,9');
  });
});

import Papa from 'papaparse';
import { expect } from 'vitest';

/** A CSV report parsed: the BOM checked and dropped, `;` between fields (the demo club is Dutch). */
export function reportCsv(body: string) {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(body.slice(1), {
    header: true,
    delimiter: ';',
  });
  expect(parsed.errors).toEqual([]);
  return { fields: parsed.meta.fields!, rows: parsed.data };
}

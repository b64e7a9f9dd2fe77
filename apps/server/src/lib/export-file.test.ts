import { describe, expect, it } from 'vitest';
import { csvStyle, escapeFormula, exportFile, type ExportColumn } from './export-file';

interface Row {
  name: string;
  cents: number;
  score: number;
  at: Date;
}

const columns: ExportColumn<Row>[] = [
  { header: 'name', type: 'text', value: (r) => r.name },
  { header: 'amount', type: 'money', value: (r) => r.cents },
  { header: 'score', type: 'number', value: (r) => r.score },
  { header: 'at', type: 'datetime', value: (r) => r.at },
];

async function* batches(...rows: Row[][]) {
  yield* rows;
}

async function text(language: string, ...rows: Row[][]) {
  const file = exportFile({
    format: 'csv',
    name: 'test',
    columns,
    rows: batches(...rows),
    timeZone: 'Europe/Amsterdam',
    language,
  });
  let out = '';
  for await (const chunk of file.body) out += String(chunk);
  return out;
}

const row = (name: string, cents: number, score: number): Row => ({
  name,
  cents,
  score,
  at: new Date('2026-10-25T00:30:00Z'),
});

describe('the CSV writer', () => {
  it("writes the club's separators: ';' and a decimal comma for nl and et, ',' and a point for en", async () => {
    expect(csvStyle('nl_NL')).toEqual({ delimiter: ';', decimal: ',' });
    expect(csvStyle('et_EE')).toEqual({ delimiter: ';', decimal: ',' });
    expect(csvStyle('en_US')).toEqual({ delimiter: ',', decimal: '.' });
    expect(await text('nl_NL', [row('Jansen', -550, 1.5)])).toBe(
      '\uFEFFname;amount;score;at\r\nJansen;-5,50;1,5;2026-10-25 02:30',
    );
    expect(await text('en_US', [row('a, b', 2505, -3)], [row('c', 7, 0)])).toBe(
      '\uFEFFname,amount,score,at\r\n"a, b",25.05,-3,2026-10-25 02:30\r\nc,0.07,0,2026-10-25 02:30',
    );
  });

  it('escapes text that Excel would run, and leaves numbers be', async () => {
    expect(escapeFormula('=1+1')).toBe("'=1+1");
    expect(escapeFormula('-x')).toBe("'-x");
    expect(escapeFormula('@SUM')).toBe("'@SUM");
    expect(escapeFormula('Jan')).toBe('Jan');
    expect(await text('nl_NL', [row('+31 6', -100, -2)])).toContain("'+31 6;-1,00;-2;");
  });
});

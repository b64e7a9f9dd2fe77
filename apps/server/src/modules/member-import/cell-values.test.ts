import { describe, expect, it } from 'vitest';
import { readDate, readHandicap, readLanguage, readSex, readYesNo } from './cell-values';

describe('cell values as clubs write them', () => {
  it('reads dates as DD-MM-YYYY, D-M-YYYY, with slashes or dots, and YYYY-MM-DD', () => {
    expect(readDate('03-04-1975')).toBe('1975-04-03');
    expect(readDate('7-9-1988')).toBe('1988-09-07');
    expect(readDate('7/9/1988')).toBe('1988-09-07');
    expect(readDate('07.09.1988')).toBe('1988-09-07');
    expect(readDate('1960-12-31')).toBe('1960-12-31');
    expect(() => readDate('31-02-1970')).toThrow(/not a day/);
    expect(() => readDate('1970-13-01')).toThrow(/not a day/);
    expect(() => readDate('gisteren')).toThrow(/not a date/);
  });

  it('reads Dutch decimal commas and plus handicaps', () => {
    expect(readHandicap('12,4')).toBe(12.4);
    expect(readHandicap('12.4')).toBe(12.4);
    expect(readHandicap('+1,2')).toBe(-1.2);
    expect(readHandicap('36')).toBe(36);
    expect(() => readHandicap('12,45')).toThrow(/not a handicap/);
    expect(() => readHandicap('-1,2')).toThrow(/not a handicap/);
  });

  it('reads sex, yes/no and languages in the usual spellings', () => {
    expect(readSex('M')).toBe('m');
    expect(readSex('vrouw')).toBe('v');
    expect(() => readSex('x')).toThrow();
    expect(readYesNo('Ja')).toBe(true);
    expect(readYesNo('')).toBe(false);
    expect(() => readYesNo('misschien')).toThrow();
    expect(readLanguage('')).toBe('nl_NL');
    expect(readLanguage('en')).toBe('en_US');
    expect(readLanguage('et-EE')).toBe('et_EE');
    expect(() => readLanguage('fr')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { everydayCountryName } from './constants';
describe('everydayCountryName', () => {
  it('in Dutch, the shortest name that is not an abbreviation', () => {
    expect(everydayCountryName(['Koninkrijk der Nederlanden', 'Nederland'], 'nl')).toBe(
      'Nederland',
    );
    expect(everydayCountryName(['Franse Republiek', 'Frankrijk'], 'nl')).toBe('Frankrijk');
    expect(everydayCountryName(['Peru'], 'nl')).toBe('Peru');
    expect(everydayCountryName([], 'nl')).toBeUndefined();
  });
  it('in English, the first name (never an abbreviation or another country’s part)', () => {
    expect(everydayCountryName(['United Kingdom', 'UK', 'Great Britain'], 'en')).toBe(
      'United Kingdom',
    );
    expect(everydayCountryName(['Netherlands', 'The Netherlands'], 'en')).toBe('Netherlands');
  });
});

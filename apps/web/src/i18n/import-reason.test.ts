import { describe, expect, it } from 'vitest';
import { IMPORT_REASONS, importReason } from '@fairway/contract';
import en from '../../i18n/en_US.json';
import et from '../../i18n/et_EE.json';
import nl from '../../i18n/nl_NL.json';
import { importReasonText } from './import-reason';
import { translator } from './test-translator';

describe("an import's reasons in the member's language", () => {
  it("says the reason by its code with the values it names, not the server's sentence", async () => {
    const t = await translator('nl_NL', nl);
    const twice = importReason('alsoInRow', 'the GSN is also in row 4, 7', { rows: '4, 7' });
    expect(importReasonText(t, twice)).toBe('Staat ook in rij 4, 7.');
    const day = importReason('notCalendarDay', '31-02-1970 is not a day', { value: '31-02-1970' });
    expect(importReasonText(await translator('en_US', en), day)).toBe(
      '31-02-1970 is not a day of the calendar.',
    );
  });

  it("gives a field's own rule the message of the field's form, where the screen has one", async () => {
    const t = await translator('nl_NL', nl);
    const invalid = importReason('invalid', 'Invalid email address', { path: 'email' });
    expect(importReasonText(t, invalid, (path) => `form:${path}`)).toBe('form:email');
    expect(importReasonText(t, invalid)).toBe('Deze waarde klopt niet.');
  });

  it('has a text for every reason in each language, naming the same values', async () => {
    for (const [lng, texts] of [
      ['nl_NL', nl],
      ['en_US', en],
      ['et_EE', et],
    ] as const) {
      const t = await translator(lng, texts);
      for (const code of IMPORT_REASONS) {
        const text = importReasonText(
          t,
          importReason(code, '', { rows: 'R', value: 'V', name: 'N', gsn: 'G', holes: 9 }),
        );
        expect(text, `${lng} ${code}`).not.toContain('imports.reasons');
        expect(text, `${lng} ${code}`).not.toContain('{{');
      }
    }
  });
});

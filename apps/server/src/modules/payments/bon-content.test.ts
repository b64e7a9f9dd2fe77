import { describe, expect, it } from 'vitest';
import { sameContent } from './bon-content';

const bon = {
  omschrijving: 'Najaarsstableford',
  totaal_cents: 2500,
  regels: [
    { omschrijving: 'Inschrijfgeld', bedrag_cents: 2000 },
    { omschrijving: 'Lunch', bedrag_cents: 500 },
  ],
};

describe('sameContent', () => {
  it('holds for the same lines whatever the order of their keys (as jsonb gives them back)', () => {
    const stored = JSON.parse(
      '{"omschrijving":"Najaarsstableford","totaal_cents":2500,"regels":[' +
        '{"bedrag_cents":2000,"omschrijving":"Inschrijfgeld"},' +
        '{"bedrag_cents":500,"omschrijving":"Lunch"}]}',
    ) as typeof bon;
    expect(sameContent(stored, bon)).toBe(true);
  });

  it('sees a changed amount, description, total, line order or line count', () => {
    const line = (i: number, over: object) =>
      bon.regels.map((l, j) => (j === i ? { ...l, ...over } : l));
    expect(sameContent(bon, { ...bon, regels: line(1, { bedrag_cents: 600 }) })).toBe(false);
    expect(sameContent(bon, { ...bon, regels: line(0, { omschrijving: 'Greenfee' }) })).toBe(false);
    expect(sameContent(bon, { ...bon, omschrijving: 'Voorjaarsstableford' })).toBe(false);
    expect(sameContent(bon, { ...bon, totaal_cents: 2600 })).toBe(false);
    expect(sameContent(bon, { ...bon, regels: [...bon.regels].reverse() })).toBe(false);
    expect(sameContent(bon, { ...bon, regels: bon.regels.slice(0, 1) })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { linesTotal, signUpLines } from './match-price';

const match = { naam: 'Zomercup', inschrijfgeld_cents: 1_500 };
const products = [
  { id: 1, naam: 'Lunch', prijs_cents: 1_250 },
  { id: 2, naam: 'Buggy', prijs_cents: 3_000 },
];

describe('signUpLines', () => {
  it('charges the fee per player and each product taken at its price', () => {
    const regels = signUpLines(match, 3, [{ id: 1, aantal: 2 }], products);
    expect(regels).toEqual([
      { naam: 'Zomercup', aantal: 3, bedrag_cents: 4_500 },
      { naam: 'Lunch', aantal: 2, bedrag_cents: 2_500 },
    ]);
    expect(linesTotal(regels)).toBe(7_000);
  });

  it('has no fee line for a free match, and nothing to pay without products', () => {
    const free = { ...match, inschrijfgeld_cents: 0 };
    expect(signUpLines(free, 4, [], products)).toEqual([]);
    expect(signUpLines(free, 4, [{ id: 2, aantal: 1 }], products)).toEqual([
      { naam: 'Buggy', aantal: 1, bedrag_cents: 3_000 },
    ]);
  });

  it('counts a product the match no longer offers as nothing', () => {
    const regels = signUpLines(match, 1, [{ id: 9, aantal: 5 }], products);
    expect(regels).toEqual([{ naam: 'Zomercup', aantal: 1, bedrag_cents: 1_500 }]);
    expect(linesTotal(regels)).toBe(1_500);
  });

  it('gives the same total for the same sign-up however its products are listed', () => {
    const a = signUpLines(
      match,
      2,
      [
        { id: 1, aantal: 1 },
        { id: 2, aantal: 2 },
      ],
      products,
    );
    const b = signUpLines(
      match,
      2,
      [
        { id: 2, aantal: 2 },
        { id: 1, aantal: 1 },
      ],
      products,
    );
    expect(linesTotal(a)).toBe(linesTotal(b));
  });
});

import { describe, expect, it } from 'vitest';
import { keepAmountsTogether } from './amounts';

describe('keepAmountsTogether', () => {
  it('binds the euro sign to its amount and keeps ",-" whole', () => {
    expect(keepAmountsTogether('Kosten: € 195,-.')).toBe('Kosten: €\u00a0195,\u2011.');
    expect(keepAmountsTogether('<p>€&nbsp;12,50 en € 7,-</p>')).toBe(
      '<p>€\u00a012,50 en €\u00a07,\u2011</p>',
    );
  });

  it('leaves other text alone', () => {
    expect(keepAmountsTogether('hole 3, - wind')).toBe('hole 3, - wind');
    expect(keepAmountsTogether('score 3,-4')).toBe('score 3,-4');
    expect(keepAmountsTogether('€ en meer')).toBe('€ en meer');
  });
});

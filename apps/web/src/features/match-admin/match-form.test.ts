import { describe, expect, it } from 'vitest';
import { AdminMatchInput } from '@fairway/contract';
import {
  draftField,
  emptyDraft,
  parseEuros,
  toInput,
  withForm,
  type MatchDraft,
} from './match-form';

const filled = (over: Partial<MatchDraft> = {}): MatchDraft => ({
  ...emptyDraft(new Date(2026, 10, 27)),
  naam: 'Najaarsbeker',
  course_id: '3',
  teeM: '7',
  ...over,
});

describe('parseEuros', () => {
  it('reads euros with a comma or a point as cents', () => {
    expect(['12,50', '12.5', '€ 15', '0', '7,05'].map(parseEuros)).toEqual([
      1250, 1250, 1500, 0, 705,
    ]);
  });
  it('refuses what is no amount', () => {
    expect(['', 'twaalf', '12,505', '-3', '1.000,00'].map(parseEuros)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('toInput', () => {
  it('gives a body the contract accepts', () => {
    const r = toInput(
      filled({
        fee: '12,50',
        products: [{ naam: 'Lunch', prijs: '17,50' }],
        categories: [{ naam: 'Laag', min: '+2', max: '18', geslacht: '' }],
      }),
    );
    expect(r.errors).toBeUndefined();
    const body = AdminMatchInput.parse(r.input);
    expect(body.inschrijfgeld_cents).toBe(1250);
    expect(body.products).toEqual([{ naam: 'Lunch', prijs_cents: 1750 }]);
    expect(body.categories[0]).toMatchObject({
      handicap_min: -2,
      handicap_max: 18,
      geslacht: null,
    });
    expect(body.tees).toEqual([{ geslacht: 'm', tee_id: 7 }]);
  });

  it('names every field that is wrong', () => {
    const r = toInput(
      filled({
        naam: ' ',
        teeM: '',
        fee: 'gratis',
        stopDatum: '2026-12-30',
        max_deelnemers: '0',
        categories: [{ naam: '', min: '20', max: '10', geslacht: 'v' }],
        products: [{ naam: 'Soep', prijs: 'x' }],
      }),
    );
    expect(r.errors).toEqual({
      naam: 'required',
      teeM: 'tee',
      fee: 'money',
      stop: 'stopAfterMatch',
      max_deelnemers: 'field',
      'categories.0.naam': 'required',
      'categories.0.max': 'minAboveMax',
      'products.0.prijs': 'money',
    });
  });

  it('refuses a window that closes before it opens', () => {
    expect(toInput(filled({ stopDatum: '2026-11-01' })).errors).toEqual({
      stop: 'stopBeforeStart',
    });
  });
});

describe('withForm', () => {
  it('makes a team form not qualifying, with at least two players', () => {
    const d = withForm(filled({ qualifying: true }), 'foursomes');
    expect([d.qualifying, d.spelers]).toEqual([false, 2]);
    expect(AdminMatchInput.safeParse(toInput(d).input).success).toBe(true);
  });
});

it("maps the server's field names onto the screen's", () => {
  expect(
    ['inschrijvingsstop', 'tees.0.tee_id', 'products.1.prijs_cents', 'naam'].map(draftField),
  ).toEqual(['stop', 'teeM', 'products.1.prijs', 'naam']);
});

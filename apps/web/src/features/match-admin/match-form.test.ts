import { describe, expect, it } from 'vitest';
import { AdminMatchInput } from '@fairway/contract';
import type { AdminMatch } from '@fairway/contract';
import en from '../../../i18n/en_US.json';
import et from '../../../i18n/et_EE.json';
import nl from '../../../i18n/nl_NL.json';
import { formatHandicap } from '../../lib/golf-format';
import {
  categoryOverlap,
  draftField,
  draftOf,
  emptyDraft,
  liveProblems,
  parseEuros,
  serverProblem,
  toInput,
  resultKinds,
  withForm,
  type DraftProblem,
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

describe('the schedule on the club clock, and categories that overlap', () => {
  // filled(): the match on 2026-12-11 09:00, sign-up closing 2026-12-09 18:00.
  const category = (min: string, max: string, geslacht: '' | 'm' | 'v' = '') => ({
    naam: 'C',
    min,
    max,
    geslacht,
  });

  it('refuses a match day gone and a sign-up closing in the past, at their fields', () => {
    expect(liveProblems(filled(), { now: '2026-12-09 17:59' })).toEqual({});
    expect(liveProblems(filled(), { now: '2026-12-10 08:00' })).toEqual({
      stop: 'signUpClosed',
    });
    expect(liveProblems(filled(), { now: '2026-12-12 08:00' })).toEqual({
      datum: 'datePassed',
      stop: 'signUpClosed',
    });
    // The match's own day is not gone.
    expect(liveProblems(filled(), { now: '2026-12-11 10:00' }).datum).toBeUndefined();
    expect(toInput(filled(), { now: '2026-12-12 08:00' }).errors).toEqual({
      datum: 'datePassed',
      stop: 'signUpClosed',
    });
  });

  it('holds an edit only to what changes: a closed sign-up stays as it was', () => {
    const before = { aanvang: '2026-12-11 09:00', inschrijvingsstop: '2026-12-09 18:00' };
    const now = '2026-12-10 08:00';
    expect(liveProblems(filled(), { now, before })).toEqual({});
    expect(toInput(filled({ naam: 'Anders' }), { now, before }).errors).toBeUndefined();
    expect(liveProblems(filled({ stopTijd: '17:00' }), { now, before })).toEqual({
      stop: 'signUpClosed',
    });
  });

  it('finds the category that overlaps one before it, as the contract does', () => {
    const d = filled({
      categories: [category('', '18'), category('18', '36'), category('', '', 'v')],
    });
    expect(categoryOverlap(d)).toEqual({ index: 1, with: 0 });
    expect(liveProblems(d, { now: '2026-11-27 08:00' })).toEqual({
      'categories.1.min': 'overlap',
    });
    // The contract refuses the same, on the same field.
    expect(toInput(d).errors).toEqual({ 'categories.1.min': 'overlap' });
    const apart = filled({ categories: [category('', '18'), category('18,1', '36')] });
    expect(categoryOverlap(apart)).toBeNull();
    expect(toInput(apart).errors).toBeUndefined();
    // Men and women apart do not overlap; everyone and women do.
    expect(
      categoryOverlap(filled({ categories: [category('', '', 'm'), category('', '', 'v')] })),
    ).toBeNull();
    expect(
      categoryOverlap(filled({ categories: [category('', '', 'm'), category('', '', '')] })),
    ).toEqual({ index: 1, with: 0 });
    // A range that is not a handicap yet says so first.
    expect(
      categoryOverlap(filled({ categories: [category('', 'x'), category('', '')] })),
    ).toBeNull();
  });
});

describe('online payment and sign-out refunds', () => {
  it('are off for a new match and sent as the committee ticks them', () => {
    const fresh = AdminMatchInput.parse(toInput(filled()).input);
    expect([fresh.ideal_betalingen, fresh.uitschrijven_restitutie]).toEqual([false, false]);
    const body = AdminMatchInput.parse(toInput(filled({ ideal: true, refund: true })).input);
    expect([body.ideal_betalingen, body.uitschrijven_restitutie]).toEqual([true, true]);
    const onlyOnline = AdminMatchInput.parse(toInput(filled({ ideal: true })).input);
    expect([onlyOnline.ideal_betalingen, onlyOnline.uitschrijven_restitutie]).toEqual([
      true,
      false,
    ]);
  });

  it("the server's refusals land at their boxes", () => {
    expect(['ideal_betalingen', 'uitschrijven_restitutie'].map(draftField)).toEqual([
      'ideal',
      'refund',
    ]);
  });
});

describe('draftOf', () => {
  const match = {
    naam: 'Najaarsbeker',
    omschrijving: '',
    course_id: 3,
    aanvang: '2026-12-01 09:00',
    inschrijvingsstart: '2026-11-20 08:00',
    inschrijvingsstop: '2026-11-30 18:00',
    wedstrijdvorm: 'stableford',
    spelers: 1,
    uitslag: 'stableford',
    inschrijvingsvorm: 'individueel',
    holes: 18,
    max_deelnemers: 40,
    spelers_per_flight: 4,
    aantal_gastspelers_inschrijven: 0,
    direct_in_flight_inschrijven: false,
    qualifying: true,
    inschrijfgeld_cents: 1250,
    ideal_betalingen: true,
    uitschrijven_restitutie: true,
    tees: [{ geslacht: 'm', tee_id: 7 }],
    categories: [
      { id: 1, naam: 'Laag', handicap_min: -2, handicap_max: 18.5, geslacht: null },
      { id: 2, naam: 'Hoog', handicap_min: 18.6, handicap_max: null, geslacht: null },
    ],
    products: [],
  } as unknown as AdminMatch;

  it('writes the handicap ranges with a comma in Dutch and Estonian, a point in English', () => {
    const ranges = (language: string) =>
      draftOf(match, (v) => formatHandicap(v, language)).categories.map((c) => [c.min, c.max]);
    expect(ranges('nl_NL')).toEqual([
      ['+2,0', '18,5'],
      ['18,6', ''],
    ]);
    expect(ranges('et_EE')[0]).toEqual(['+2,0', '18,5']);
    expect(ranges('en_US')[0]).toEqual(['+2.0', '18.5']);
  });

  it('reads a Dutch range back as the same handicaps, and keeps the payment settings', () => {
    const d = draftOf(match, (v) => formatHandicap(v, 'nl_NL'));
    expect([d.ideal, d.refund]).toEqual([true, true]);
    const body = AdminMatchInput.parse(toInput(d).input);
    expect(body.categories.map((c) => [c.handicap_min, c.handicap_max])).toEqual([
      [-2, 18.5],
      [18.6, null],
    ]);
    expect([body.ideal_betalingen, body.uitschrijven_restitutie]).toEqual([true, true]);
  });
});

describe('withForm', () => {
  it('makes a team form not qualifying, with at least two players', () => {
    const d = withForm(filled({ qualifying: true }), 'foursomes');
    expect([d.qualifying, d.spelers]).toEqual([false, 2]);
    expect(AdminMatchInput.safeParse(toInput(d).input).success).toBe(true);
  });

  it('makes against par count against par, qualifying as an individual form, and back', () => {
    const d = withForm(filled({ uitslag: 'netto', qualifying: true }), 'tegen_par');
    expect([d.uitslag, d.spelers, d.qualifying]).toEqual(['tegen_par', 1, true]);
    expect(resultKinds('tegen_par')).toEqual(['tegen_par']);
    expect(AdminMatchInput.safeParse(toInput(d).input).success).toBe(true);
    const back = withForm(d, 'strokeplay');
    expect(back.uitslag).toBe('netto');
    expect(withForm(d, 'four_ball').uitslag).toBe('stableford');
    expect(resultKinds('strokeplay')).not.toContain('tegen_par');
    expect(AdminMatchInput.safeParse(toInput(back).input).success).toBe(true);
  });
});

it("maps the server's field names onto the screen's", () => {
  expect(
    ['inschrijvingsstop', 'tees.0.tee_id', 'products.1.prijs_cents', 'naam'].map(draftField),
  ).toEqual(['stop', 'teeM', 'products.1.prijs', 'naam']);
});

describe('serverProblem', () => {
  // The server's 400s and 409s name a field; the screen shows its own text for it.
  const problem = (code: string, field: string, over: Partial<MatchDraft> = {}) =>
    serverProblem(code, draftField(field), filled(over));

  it("names what the server refused at the screen's field, by code and field", () => {
    expect(problem('CONFLICT', 'categories')).toBe('inUse');
    expect(problem('CONFLICT', 'inschrijvingsstop')).toBe('startListDrawn');
    expect(problem('VALIDATION', 'categories')).toBe('notOfMatch');
    expect(problem('VALIDATION', 'products')).toBe('notOfMatch');
    expect(problem('VALIDATION', 'course_id')).toBe('course');
    expect(problem('VALIDATION', 'tees.0.tee_id')).toBe('teeOfCourse');
    expect(problem('VALIDATION', 'tees', { teeM: '', teeV: '' })).toBe('tee');
    expect(problem('VALIDATION', 'max_deelnemers', { max_deelnemers: '2' })).toBe('belowSignUps');
    expect(problem('VALIDATION', 'max_deelnemers', { max_deelnemers: '900' })).toBe('field');
    expect(problem('VALIDATION', 'categories.1.handicap_max')).toBe('handicap');
    expect(problem('VALIDATION', 'products.0.prijs_cents')).toBe('money');
    expect(problem('VALIDATION', 'products.0.naam')).toBe('required');
    expect(problem('VALIDATION', 'inschrijfgeld_cents')).toBe('money');
    expect(problem('VALIDATION', 'spelers')).toBe('teamSize');
    expect(problem('VALIDATION', 'qualifying')).toBe('qualifyingIndividual');
    expect(problem('VALIDATION', 'inschrijvingsvorm')).toBe('teamSignUp');
    expect(problem('VALIDATION', 'omschrijving')).toBe('invalid');
  });

  it('tells the two sign-up closing problems apart by the draft sent', () => {
    expect(problem('VALIDATION', 'inschrijvingsstop', { stopDatum: '2026-11-01' })).toBe(
      'stopBeforeStart',
    );
    expect(problem('VALIDATION', 'inschrijvingsstop', { stopDatum: '2026-12-31' })).toBe(
      'stopAfterMatch',
    );
  });

  it("names the club clock's refusals and an overlap at their fields", () => {
    expect(problem('VALIDATION', 'aanvang')).toBe('datePassed');
    expect(problem('VALIDATION', 'aanvang', { datum: '' })).toBe('date');
    expect(problem('VALIDATION', 'inschrijvingsstop')).toBe('signUpClosed');
    const overlapping = {
      categories: [
        { naam: 'A', min: '', max: '18', geslacht: '' as const },
        { naam: 'B', min: '10', max: '', geslacht: '' as const },
      ],
    };
    expect(problem('VALIDATION', 'categories.1.handicap_min', overlapping)).toBe('overlap');
    expect(problem('VALIDATION', 'categories.0.handicap_min', overlapping)).toBe('handicap');
  });

  it('has a text for every problem in Dutch, English and Estonian, each its own', () => {
    const problems: DraftProblem[] = [
      'teeOfCourse',
      'notOfMatch',
      'inUse',
      'belowSignUps',
      'teamSize',
      'qualifyingIndividual',
      'teamSignUp',
      'invalid',
      'datePassed',
      'signUpClosed',
      'overlap',
    ];
    const texts = (json: typeof en) => json.matchAdmin.form.errors as Record<string, string>;
    for (const p of problems) {
      const [n, e, x] = [texts(nl)[p], texts(en)[p], texts(et)[p]];
      expect(n && e && x, p).toBeTruthy();
      expect(new Set([n, e, x]).size, p).toBe(3);
    }
    expect(texts(en).inUse).toBe('A category or product that players chose cannot be removed.');
    expect(texts(nl).inUse).toBe(
      'Een categorie of product dat spelers gekozen hebben, kan niet weg.',
    );
  });
});

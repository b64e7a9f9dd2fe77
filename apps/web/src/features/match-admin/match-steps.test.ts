import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminMatch, DrawRequest } from '@fairway/contract';
import en from '../../../i18n/en_US.json';
import et from '../../../i18n/et_EE.json';
import nl from '../../../i18n/nl_NL.json';
import {
  cardCounts,
  drawPreview,
  fieldCounts,
  resultCounts,
  stepsOf,
  type MatchStep,
} from './match-steps';
import { confirmationOf } from './step-confirm';

type Team = AdminMatch['teams'][number];
type Player = Team['players'][number];

let regId = 0;
const player = (over: Partial<Player> = {}): Player => ({
  registration_id: ++regId,
  relatie_id: regId,
  naam: `Speler ${regId}`,
  handicap: 18,
  vroeglaat: 'geen',
  category_id: null,
  card: null,
  ...over,
});

const team = (id: number, players: Player[], over: Partial<Team> = {}): Team => ({
  id,
  volgnummer: id,
  reservelijst: false,
  flight_id: null,
  players,
  bon: null,
  ...over,
});

const card = (over: Partial<NonNullable<Player['card']>> = {}) => ({
  id: ++regId,
  ingevuld: true,
  verwerkt: false,
  bruto: 90,
  ...over,
});

/** Five players in the field (two with a handed-in card, one still typing), two reserves. */
const match = (over: Partial<AdminMatch> = {}): AdminMatch =>
  ({
    id: 1,
    naam: 'Najaarsbeker',
    aanvang: '2026-12-01 09:00',
    inschrijvingsstart: '2026-11-20 08:00',
    inschrijvingsstop: '2026-11-30 18:00',
    spelers: 1,
    spelers_per_flight: 4,
    qualifying: true,
    open: false,
    verwerkbaar: false,
    verwerkt: false,
    startlijst_vrijgegeven: false,
    publiceer_uitslag: false,
    flights: [],
    results: [],
    teams: [
      team(1, [player({ card: card() })]),
      team(2, [player({ card: card(), vroeglaat: 'vroeg' })]),
      team(3, [player({ card: card({ ingevuld: false }) })]),
      team(4, [player({ handicap: null })]),
      team(5, [player({ handicap: 4.2 })]),
      team(6, [player()], { reservelijst: true }),
      team(7, [player()], {
        reservelijst: true,
        bon: {
          id: 1,
          status: 'paid',
          totaal_cents: 1250,
          betaald_via: 'desk',
          terugbetaling: null,
        } as Team['bon'],
      }),
    ],
    ...over,
  }) as AdminMatch;

const DRAW: DrawRequest = {
  order: 'handicap',
  start: 'one_tee',
  first_time: '09:00',
  interval_minutes: 10,
};

describe('the numbers a step is confirmed with', () => {
  it('counts players in the field and on the reserve list', () => {
    expect(fieldCounts(match())).toEqual({ players: 5, reserves: 2 });
  });

  it('counts only a handed-in card as a card (one still being typed is none)', () => {
    expect(cardCounts(match())).toEqual({
      players: 5,
      withoutCard: 3,
      handedIn: 2,
      processed: 0,
    });
  });

  it('previews the draw with the engine the server draws with', () => {
    // Five players, four a flight: two flights (2 and 3), ten minutes apart.
    expect(drawPreview(match(), DRAW)).toEqual({
      players: 5,
      flights: 2,
      first: '09:00',
      last: '09:10',
      notMet: 0,
    });
    // A flight of two: three flights; on two tees they go in waves.
    expect(
      drawPreview(match(), { ...DRAW, start: 'two_tees', players_per_flight: 2 }),
    ).toMatchObject({ flights: 3, first: '09:00', last: '09:10' });
    // Three early wishes with one early flight of two players: one cannot be met.
    const early = match({
      teams: [1, 2, 3, 4, 5].map((id) => team(id, [player({ vroeglaat: 'vroeg' })])),
    });
    expect(drawPreview(early, DRAW)?.notMet).toBe(3);
    // Options the engine refuses (the server says why) and an empty field: no preview.
    expect(drawPreview(match(), { ...DRAW, first_time: '23:55' })).toBeNull();
    expect(drawPreview(match({ teams: [] }), DRAW)).toBeNull();
  });

  it('counts the results as members will read them', () => {
    const result = (status: 'ok' | 'nr') => ({ status }) as AdminMatch['results'][number];
    expect(resultCounts(match({ results: [result('ok'), result('ok'), result('nr')] }))).toEqual({
      placed: 2,
      noScore: 1,
    });
  });
});

describe('stepsOf: what the committee may do now', () => {
  const NOW = '2026-11-30 20:00';

  it('offers reopening sign-up only before a draw and before the match starts', () => {
    expect(stepsOf(match(), NOW)).toMatchObject({ close: false, reopen: true, draw: true });
    const flight = { id: 1, nummer: 1, starttijd: '09:00', starttee: 1 };
    expect(stepsOf(match({ flights: [flight] }), NOW).reopen).toBe(false);
    expect(stepsOf(match(), '2026-12-01 09:00').reopen).toBe(false);
    // A window that has not opened yet is not a closed one: nothing to reopen or draw.
    const ahead = match({
      inschrijvingsstart: '2026-12-01 08:00',
      inschrijvingsstop: '2026-12-01 08:30',
    });
    expect(stepsOf(ahead, NOW)).toMatchObject({ reopen: false, draw: false });
  });

  it('withdraws a published start list until processing, and redraws only after', () => {
    const flight = { id: 1, nummer: 1, starttijd: '09:00', starttee: 1 };
    const published = match({ flights: [flight], startlijst_vrijgegeven: true });
    expect(stepsOf(published, NOW)).toMatchObject({
      withdrawStartList: true,
      draw: false,
      publishStartList: false,
    });
    expect(stepsOf({ ...published, startlijst_vrijgegeven: false }, NOW)).toMatchObject({
      draw: true,
      publishStartList: true,
    });
    expect(stepsOf({ ...published, verwerkt: true }, NOW).withdrawStartList).toBe(false);
  });

  it('processes from the match day; undoes it only while the results are not published', () => {
    expect(stepsOf(match(), NOW)).toMatchObject({ processButton: true, process: false });
    expect(stepsOf(match({ verwerkbaar: true }), NOW).process).toBe(true);
    expect(stepsOf(match({ verwerkbaar: true, open: true }), NOW).process).toBe(false);
    const processed = match({ verwerkbaar: true, verwerkt: true });
    expect(stepsOf(processed, NOW)).toMatchObject({
      processButton: false,
      unprocess: true,
      publishResults: true,
      withdrawResults: false,
    });
    expect(stepsOf({ ...processed, publiceer_uitslag: true }, NOW)).toMatchObject({
      unprocess: false,
      publishResults: false,
      withdrawResults: true,
    });
  });
});

describe('the confirmations', () => {
  const ts: Record<string, TFunction> = {};
  beforeAll(async () => {
    for (const [lng, translation] of [
      ['nl_NL', nl],
      ['en_US', en],
      ['et_EE', et],
    ] as const) {
      const i18n = i18next.createInstance();
      await i18n.init({
        lng,
        resources: { [lng]: { translation } },
        interpolation: { escapeValue: false },
      });
      ts[lng] = i18n.t;
    }
  });
  const STEPS: MatchStep[] = [
    'sluiten',
    'draw',
    'startlijst',
    'verwerken',
    'uitslag',
    'heropenen',
    'startlijst-intrekken',
    'verwerking-terugdraaien',
    'uitslag-intrekken',
  ];

  it('says what processing does, with the number of players without a card', () => {
    const lines = (lng: string) => confirmationOf(ts[lng]!, 'verwerken', match(), DRAW).lines;
    expect(lines('nl_NL')).toEqual([
      '3 van 5 spelers hebben geen kaart ingeleverd en krijgen geen score.',
      'Qualifying: de 2 ingeleverde kaarten gaan naar de handicaphistorie van de spelers; hun handicapindex kan veranderen.',
      '1 reserve die betaald heeft, krijgt het geld terug.',
      nl.matchAdmin.confirm.processUndo,
    ]);
    expect(lines('en_US')[0]).toBe('3 of 5 players have not handed in a card and get no score.');
  });

  it('says how the draw divides the field', () => {
    const c = confirmationOf(ts.nl_NL!, 'draw', match(), DRAW);
    expect(c.lines).toEqual([
      'Indeling: 5 spelers over 2 flights, op handicap (laagste eerst).',
      'Eerste start 09:00, laatste 09:10.',
    ]);
    expect(c.confirm).toBe(nl.matchAdmin.draw);
  });

  it('lists the bookings in the times the draw holds and offers to keep or cancel them', () => {
    const covered = [
      { date: '2026-12-01', time: '09:00', players: ['Jan Jansen', 'Piet de Vries'] },
      { date: '2026-12-01', time: '09:10', players: ['Anna Bakker'] },
    ];
    const c = confirmationOf(ts.en_US!, 'draw', match(), DRAW, covered);
    expect(c.lines.slice(2)).toEqual([
      '2 tee times in the times the match holds are booked:',
      '09:00: Jan Jansen, Piet de Vries',
      '09:10: Anna Bakker',
      en.matchAdmin.confirm.coveredHint,
    ]);
    expect([c.confirm, c.cancelBookings]).toEqual([
      'Draw, keep the bookings',
      'Draw, cancel the bookings',
    ]);
    for (const lng of ['nl_NL', 'et_EE']) {
      const other = confirmationOf(ts[lng]!, 'draw', match(), DRAW, covered);
      for (const text of [other.confirm, other.cancelBookings!, ...other.lines])
        expect(text, lng).not.toMatch(/matchAdmin\.|\{\{|^$/);
    }
    // No bookings: the one confirm button, as before.
    expect(confirmationOf(ts.en_US!, 'draw', match(), DRAW, []).cancelBookings).toBeUndefined();
  });

  it('says that undoing the processing takes the cards out of the handicap records', () => {
    const processed = match({
      verwerkt: true,
      teams: [team(1, [player({ card: card({ verwerkt: true }) })])],
    });
    const c = confirmationOf(ts.en_US!, 'verwerking-terugdraaien', processed, DRAW);
    expect(c.lines).toEqual([
      en.matchAdmin.confirm.unprocess,
      "The processed card leaves the player's handicap record; their index goes back to what it was.",
    ]);
    expect(c.destructive).toBe(true);
  });

  it('has every text in Dutch, English and Estonian, with nothing left to fill in', () => {
    const flight = { id: 1, nummer: 1, starttijd: '09:00', starttee: 1 };
    const m = match({ flights: [flight] });
    for (const lng of ['nl_NL', 'en_US', 'et_EE'])
      for (const step of STEPS) {
        const c = confirmationOf(ts[lng]!, step, m, DRAW);
        const all = [c.header, c.confirm, ...c.lines];
        for (const text of all) {
          expect(text, `${lng} ${step}`).not.toMatch(/matchAdmin\.|\{\{|^$/);
        }
      }
  });
});

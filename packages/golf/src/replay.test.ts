import { describe, expect, it } from 'vitest';
import { GolfInputError, replayRecord, WHS_POLICY, type RecordCard, type TeeLayout } from './index';

const STANDARD: TeeLayout = {
  courseRating: 72,
  slopeRating: 113,
  par: 72,
  holePars: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4],
  strokeIndexes: [7, 11, 15, 1, 3, 13, 17, 5, 9, 8, 16, 4, 12, 2, 14, 18, 6, 10],
};

/** Cards with a given differential, one a week from 2024-01-01. */
function weekly(differentials: number[], from = Date.UTC(2024, 0, 1)): RecordCard[] {
  return differentials.map((differential, i) => ({
    date: new Date(from + i * 7 * 86_400_000).toISOString().slice(0, 10),
    tee: STANDARD,
    differential,
  }));
}

const indexes = (cards: RecordCard[], options?: Parameters<typeof replayRecord>[1]) =>
  replayRecord(cards, options).map((entry) => entry.index);

describe('replayRecord: the Rule 5.2 table card by card', () => {
  it('WHS 5.2a/2 interpretation under plain WHS: no index before 3 scores, then 34.1 … 37.4', () => {
    const cards = weekly([40.7, 42.4, 36.1, 45.9, 43.6, 45.0]);
    expect(indexes(cards, { policy: WHS_POLICY })).toEqual([null, null, 34.1, 35.1, 36.1, 37.4]);
  });

  it('NGF rows: an index from the first score (40.7 − 2.0), then the same sequence', () => {
    const cards = weekly([40.7, 42.4, 36.1, 45.9, 43.6, 45.0]);
    expect(indexes(cards)).toEqual([38.7, 38.7, 34.1, 35.1, 36.1, 37.4]);
  });

  it('every intermediate is recorded', () => {
    const history = replayRecord(weekly([40.7, 42.4, 36.1, 45.9, 43.6, 45.0]));
    expect(history[5]).toEqual({
      card: 5,
      date: '2024-02-05',
      status: 'counted',
      indexBefore: 36.1,
      courseHandicap: 36,
      adjustedGrossScore: null,
      differential: 45,
      esr: 0,
      calculatedIndex: 37.4,
      lowIndex: null,
      cap: 'none',
      index: 37.4,
      used: [2, 0],
      usedDifferentials: [36.1, 40.7],
      recordIndex: 37.4,
      adjustment: 0,
      scoresInRecord: 6,
    });
  });
});

describe('replayRecord: scores from hole scores, AGS and 9 holes', () => {
  it('WHS 3.1b / 5.1a: hole scores are capped at net double bogey before the differential', () => {
    const strokes = STANDARD.holePars!.map((par) => par + 1);
    strokes[3] = 15; // par 5, SI 1: capped at 5 + 2 + strokes received
    const history = replayRecord([{ date: '2024-05-01', tee: STANDARD, strokes }], {
      startingIndex: { index: 18, date: '2024-01-01' },
    });
    // CH 18 → one stroke everywhere → max 8 on hole 4: 90 − 6 + 8 = 92 → 113/113 × 20 = 20.0
    expect(history[0]).toMatchObject({
      courseHandicap: 18,
      adjustedGrossScore: 92,
      differential: 20,
    });
  });

  it('WHS 5.1a with PCC from an adjusted gross score', () => {
    const history = replayRecord([
      { date: '2024-05-01', tee: STANDARD, adjustedGrossScore: 90, pcc: 2 },
    ]);
    expect(history[0]?.differential).toBe(16);
  });

  it('WHS 5.1b: a 9-hole card uses the index in effect for the expected other nine', () => {
    const nine: TeeLayout = { holes: 9, courseRating: 35.8, slopeRating: 124, par: 36 };
    const history = replayRecord([{ date: '2024-05-01', tee: nine, adjustedGrossScore: 45 }], {
      startingIndex: { index: 12, date: '2024-01-01' },
    });
    expect(history[0]?.differential).toBe(15.8);
  });
});

describe('replayRecord: exceptional score reduction (WHS 5.9)', () => {
  it('WHS 5.9: 8.0 below the index → −1.0 on the most recent 20, including the new score, and it lasts', () => {
    const cards = weekly([...Array(20).fill(20), 12, 20]);
    const history = replayRecord(cards);
    expect(history[19]?.index).toBe(20);
    // With the reduction: 11.0 + 7 × 19.0 = 144 / 8 = 18.0 (without it 19.0).
    expect(history[20]).toMatchObject({ esr: -1, calculatedIndex: 18, index: 18 });
    expect(history[20]?.usedDifferentials).toEqual([11, 19, 19, 19, 19, 19, 19, 19]);
    // The next score is not reduced, but the reduced ones still count.
    expect(history[21]).toMatchObject({ esr: 0, index: 18 });
    expect(history[21]?.usedDifferentials[0]).toBe(11);
  });

  it('WHS 5.9: 10.0 or more below → −2.0; reductions are cumulative', () => {
    const history = replayRecord(weekly([...Array(20).fill(20), 10, 9]));
    // 10.0 below 20.0 → −2: 8.0 + 7 × 18.0 = 134 / 8 = 16.75 → 16.8
    expect(history[20]).toMatchObject({ esr: -2, index: 16.8 });
    // 9.0 is 7.8 below 16.8 → −1 more on all: 7.0, 8.0 and 6 × 17.0 → 117 / 8 = 14.625 → 14.6
    expect(history[21]).toMatchObject({ esr: -1, index: 14.6 });
  });

  it('WHS 5.9 against a starting index (converted member)', () => {
    const history = replayRecord(weekly([12]), {
      startingIndex: { index: 20, date: '2023-12-01' },
    });
    expect(history[0]).toMatchObject({ indexBefore: 20, esr: -1, index: 9 });
  });
});

describe('replayRecord: Low Handicap Index and caps (WHS 5.7, 5.8)', () => {
  // 20 scores of 10.0 then 20 of 30.0, weekly. The first indexes carry the −2.0/−1.0 adjustments
  // of the table (8.0 after one score), so the Low Handicap Index is 8.0 all year.
  const cards = weekly([...Array(20).fill(10), ...Array(20).fill(30)]);
  const history = replayRecord(cards);

  it('WHS 5.7: no Low Handicap Index before 20 scores', () => {
    expect(history[18]?.lowIndex).toBeNull();
    expect(history[19]?.lowIndex).toBe(8);
  });

  it('WHS 5.2b: the lowest 8 stay at 10.0 while 8 of them are in the last 20', () => {
    expect(history[31]).toMatchObject({ calculatedIndex: 10, cap: 'none', index: 10 });
  });

  it('WHS 5.8 soft cap: 12.5 over low 8.0 → 11.0 + 0.75 → 11.8', () => {
    expect(history[32]).toMatchObject({
      calculatedIndex: 12.5,
      lowIndex: 8,
      cap: 'soft',
      index: 11.8,
    });
  });

  it('WHS 5.8 soft cap reaching exactly low + 5.0: 15.0 → 11.0 + 2.0 = 13.0', () => {
    expect(history[33]).toMatchObject({ calculatedIndex: 15, cap: 'soft', index: 13 });
  });

  it('WHS 5.8 hard cap: 17.5 → soft 14.3 → hard 13.0, and never above low + 5.0', () => {
    expect(history[34]).toMatchObject({ calculatedIndex: 17.5, cap: 'hard', index: 13 });
    expect(history.at(-1)).toMatchObject({ calculatedIndex: 30, cap: 'hard', index: 13 });
  });

  it('WHS 5.7: after 365 days without scores the old low drops out of the window', () => {
    const later = [...cards, { date: '2025-12-01', tee: STANDARD, differential: 30 }];
    const last = replayRecord(later).at(-1);
    // Window 2024-12-01 … 2025-11-30: only the 13.0 in effect when it opened counts.
    expect(last).toMatchObject({ lowIndex: 13, calculatedIndex: 30, cap: 'hard', index: 18 });
  });
});

describe('replayRecord: beginners (WHS 3.1a, NGF "nieuwe golfers")', () => {
  it('NGF: a beginner plays from 54.0 (net double bogey), WHS: par + 5 (no Course Handicap)', () => {
    const strokes = Array(18).fill(12);
    const card = [{ date: '2024-05-01', tee: STANDARD, strokes }];
    expect(replayRecord(card)[0]).toMatchObject({
      courseHandicap: 54,
      adjustedGrossScore: 72 + 90,
    });
    expect(replayRecord(card, { policy: WHS_POLICY })[0]).toMatchObject({
      courseHandicap: null,
      adjustedGrossScore: 72 + 90,
    });
  });

  it('NGF: a first score only counts once it gives 54.0 or better (differential 56.0 or lower)', () => {
    const history = replayRecord(weekly([56.1, 60, 56]));
    expect(history.map((e) => e.status)).toEqual(['not-qualified', 'not-qualified', 'counted']);
    expect(history.map((e) => e.index)).toEqual([null, null, 54]);
    expect(history[0]?.calculatedIndex).toBe(54.1);
    expect(history[2]?.scoresInRecord).toBe(1);
  });

  it('WHS 5.2a(i): without the NGF rule an initial index above 54.0 becomes 54.0', () => {
    const history = replayRecord(weekly([60, 61, 62]), { policy: WHS_POLICY });
    expect(history.map((e) => e.index)).toEqual([null, null, 54]);
  });
});

describe('replayRecord: other cards and options (WHS 2.1 acceptable scores, 5.2, NGF conversion)', () => {
  it('a card that does not count appears in the history but leaves the index alone', () => {
    const cards = weekly([20, 10, 22]);
    cards[1]!.counts = false;
    const history = replayRecord(cards);
    expect(history[1]).toMatchObject({ status: 'not-counting', differential: 10, index: 18 });
    expect(history[2]).toMatchObject({ scoresInRecord: 2, index: 18 });
  });

  it('starting index: in effect until the record gives one, and a Low Handicap Index revision', () => {
    const history = replayRecord(weekly([14]), {
      startingIndex: { index: 12.3, date: '2023-06-01' },
    });
    expect(history[0]).toMatchObject({ indexBefore: 12.3, index: 12 });
    const whs = replayRecord(weekly([14, 15, 16]), {
      policy: WHS_POLICY,
      startingIndex: { index: 12.3, date: '2023-06-01' },
    });
    expect(whs.map((e) => e.index)).toEqual([12.3, 12.3, 12]);
  });

  it('WHS 5.1: a card from another system may come as a differential without ratings', () => {
    const history = replayRecord([{ date: '2024-05-01', differential: 21.4 }]);
    expect(history[0]).toMatchObject({ courseHandicap: null, differential: 21.4, index: 19.4 });
  });

  it('an empty record gives an empty history', () => {
    expect(replayRecord([])).toEqual([]);
  });

  it('the same cards replayed twice give the same history (no state leaks between calls)', () => {
    const a = weekly([...Array(25).fill(18), 9, 30, 12]);
    const b = weekly([40, 41, 3, 2]);
    const first = replayRecord(a);
    replayRecord(b);
    expect(replayRecord(a)).toEqual(first);
  });
});

describe('replayRecord bad input names the card (WHS 5.1–5.2: a scoring record in date order)', () => {
  it.each([
    [
      'dates out of order',
      [
        { date: '2024-05-02', tee: STANDARD, differential: 10 },
        { date: '2024-05-01', tee: STANDARD, differential: 10 },
      ],
      'DATES_NOT_IN_ORDER',
      'cards[1].date',
    ],
    [
      'not a date',
      [{ date: '01-05-2024', tee: STANDARD, differential: 10 }],
      'DATE_INVALID',
      'cards[0].date',
    ],
    ['no score', [{ date: '2024-05-01', tee: STANDARD }], 'MISSING_SCORE', 'cards[0]'],
    [
      'no tee for a score',
      [{ date: '2024-05-01', adjustedGrossScore: 80 }],
      'INPUT_MISSING',
      'cards[0].tee',
    ],
    [
      'slope 200',
      [{ date: '2024-05-01', tee: { ...STANDARD, slopeRating: 200 }, differential: 1 }],
      'SLOPE_OUT_OF_RANGE',
      'cards[0].tee.slopeRating',
    ],
    [
      'hole pars not adding up to par',
      [{ date: '2024-05-01', tee: { ...STANDARD, par: 71 }, differential: 1 }],
      'PAR_MISMATCH',
      'cards[0].tee.holePars',
    ],
    [
      'hole scores without a layout',
      [
        {
          date: '2024-05-01',
          tee: { courseRating: 72, slopeRating: 113, par: 72 },
          strokes: Array(18).fill(4),
        },
      ],
      'INPUT_MISSING',
      'cards[0].tee.holePars',
    ],
    [
      'a negative hole score',
      [{ date: '2024-05-01', tee: STANDARD, strokes: [-4, ...Array(17).fill(4)] }],
      'STROKES_INVALID',
      'cards[0].strokes[0]',
    ],
    [
      'PCC 5',
      [{ date: '2024-05-01', tee: STANDARD, adjustedGrossScore: 80, pcc: 5 }],
      'PCC_OUT_OF_RANGE',
      'cards[0].pcc',
    ],
    [
      'a differential with two decimals',
      [{ date: '2024-05-01', tee: STANDARD, differential: 10.25 }],
      'NOT_ONE_DECIMAL',
      'cards[0].differential',
    ],
  ] as const)('%s', (_name, cards, code, field) => {
    expect(() => replayRecord(cards as unknown as RecordCard[])).toThrow(GolfInputError);
    expect(() => replayRecord(cards as unknown as RecordCard[])).toThrow(
      expect.objectContaining({ code, field }),
    );
  });

  it('WHS 5.2 policy: an option given as undefined keeps the NGF default', () => {
    expect(indexes(weekly([30]), { policy: { table: undefined } })).toEqual([28]);
  });

  it('a bad policy option', () => {
    expect(() => replayRecord([], { policy: { table: 'usga' as 'ngf' } })).toThrow(
      expect.objectContaining({ code: 'OPTION_INVALID', field: 'policy.table' }),
    );
  });
});

describe('replayRecord: nothing not yet played enters the record', () => {
  it('refuses a card dated after today, naming it', () => {
    const cards = weekly([10, 12, 14], Date.UTC(2026, 10, 14)); // 14, 21 and 28 November
    expect(() => replayRecord(cards, { today: '2026-11-27' })).toThrowError(
      expect.objectContaining({ code: 'DATE_IN_FUTURE', field: 'cards[2].date' }),
    );
  });

  it('takes a card dated today, and every card without a today', () => {
    const cards = weekly([10, 12, 14], Date.UTC(2026, 10, 14));
    expect(replayRecord(cards, { today: '2026-11-28' })).toHaveLength(3);
    expect(replayRecord(cards)).toHaveLength(3);
  });

  it('refuses a today that is not a date', () => {
    expect(() => replayRecord(weekly([10]), { today: '28-11-2026' })).toThrow(GolfInputError);
  });
});

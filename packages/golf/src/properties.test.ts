import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  handicapIndex,
  replayRecord,
  roundDiv,
  scoreDifferential,
  stablefordHolePoints,
  stablefordPoints,
  toTenths,
  WHS_POLICY,
  type HandicapPolicy,
  type RecordCard,
  type TeeLayout,
} from './index';

const HOLE_PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
const STROKE_INDEXES = [7, 11, 15, 1, 3, 13, 17, 5, 9, 8, 16, 4, 12, 2, 14, 18, 6, 10];

const tee18 = fc.record({
  slopeRating: fc.integer({ min: 55, max: 155 }),
  courseRating: fc.integer({ min: 620, max: 800 }).map((t) => t / 10),
});
const tee9 = fc.record({
  slopeRating: fc.integer({ min: 55, max: 155 }),
  courseRating: fc.integer({ min: 310, max: 400 }).map((t) => t / 10),
});

/** A card as generated: days after the previous card and what was scored. */
const cardArb = fc.oneof(
  fc.record({
    gap: fc.integer({ min: 0, max: 60 }),
    kind: fc.constant('strokes' as const),
    tee: tee18,
    strokes: fc.array(fc.option(fc.integer({ min: 1, max: 15 }), { nil: null, freq: 30 }), {
      minLength: 18,
      maxLength: 18,
    }),
    pcc: fc.integer({ min: -1, max: 3 }),
  }),
  fc.record({
    gap: fc.integer({ min: 0, max: 60 }),
    kind: fc.constant('ags9' as const),
    tee: tee9,
    ags: fc.integer({ min: 30, max: 90 }),
    pcc: fc.integer({ min: -1, max: 3 }),
  }),
  fc.record({
    gap: fc.integer({ min: 0, max: 400 }),
    kind: fc.constant('differential' as const),
    differential: fc.integer({ min: -60, max: 700 }).map((t) => t / 10),
  }),
);

type GeneratedCard = typeof cardArb extends fc.Arbitrary<infer T> ? T : never;

const layout18 = (t: { slopeRating: number; courseRating: number }): TeeLayout => ({
  ...t,
  par: 72,
  holePars: HOLE_PARS,
  strokeIndexes: STROKE_INDEXES,
});

function toCards(generated: GeneratedCard[]): RecordCard[] {
  let day = Date.UTC(2022, 0, 1);
  return generated.map((g) => {
    day += g.gap * 86_400_000;
    const date = new Date(day).toISOString().slice(0, 10);
    if (g.kind === 'differential') {
      return {
        date,
        tee: layout18({ slopeRating: 113, courseRating: 72 }),
        differential: g.differential,
      };
    }
    if (g.kind === 'ags9') {
      return { date, tee: { ...g.tee, holes: 9, par: 36 }, adjustedGrossScore: g.ags, pcc: g.pcc };
    }
    // At least 10 holes played (Rule 2.2): fill the first ten if the generator left them empty.
    const strokes = g.strokes.map((s, i) => (i < 10 && s === null ? HOLE_PARS[i]! + 1 : s));
    return { date, tee: layout18(g.tee), strokes, pcc: g.pcc };
  });
}

const recordArb = fc.array(cardArb, { minLength: 1, maxLength: 60 }).map(toCards);
const policyArb = fc.constantFrom<Partial<HandicapPolicy>>(
  {},
  WHS_POLICY,
  { nineHoleRounding: 'each-half', esrDifferential: 'rounded' },
  { beginnerQualification: false },
);
const startArb = fc.option(
  fc.record({
    index: fc.integer({ min: -50, max: 540 }).map((t) => t / 10),
    date: fc.constant('2021-06-01'),
  }),
  { nil: null },
);

describe('properties (WHS 5.1–5.9, spec stableford)', () => {
  it('WHS 5.3 / 5.8: the index never exceeds 54.0, nor low + 5.0 once a Low Handicap Index exists', () => {
    fc.assert(
      fc.property(recordArb, policyArb, startArb, (cards, policy, startingIndex) => {
        for (const entry of replayRecord(cards, { policy, startingIndex })) {
          if (entry.index === null) continue;
          expect(toTenths(entry.index)).toBeLessThanOrEqual(540);
          if (
            entry.lowIndex !== null &&
            entry.status === 'counted' &&
            entry.calculatedIndex !== null
          ) {
            expect(toTenths(entry.index)).toBeLessThanOrEqual(toTenths(entry.lowIndex) + 50);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('Stableford (spec): more strokes on a hole never give more points', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: -3, max: 6 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        (par, strokesReceived, a, b) => {
          const [fewer, more] = a <= b ? [a, b] : [b, a];
          const points = (strokes: number) =>
            stablefordHolePoints({ par, strokesReceived, strokes });
          expect(points(more)).toBeLessThanOrEqual(points(fewer));
          expect(points(more)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('Stableford (spec): one more stroke on any hole never raises the round total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 18, maxLength: 18 }),
        fc.integer({ min: 0, max: 17 }),
        fc.integer({ min: -5, max: 54 }),
        (strokes, hole, playingHandicap) => {
          const round = { holePars: HOLE_PARS, strokeIndexes: STROKE_INDEXES, playingHandicap };
          const worse = strokes.map((s, i) => (i === hole ? s + 1 : s));
          expect(stablefordPoints({ ...round, strokes: worse }).total).toBeLessThanOrEqual(
            stablefordPoints({ ...round, strokes }).total,
          );
        },
      ),
    );
  });

  it('WHS 5.1: a better score never gives a higher differential (18 and 9 holes, both roundings)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 55, max: 155 }),
        fc.integer({ min: -1, max: 3 }),
        fc.integer({ min: -100, max: 540 }),
        fc.constantFrom('combined' as const, 'each-half' as const),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (nine, slopeRating, pcc, indexTenths, nineHoleRounding, a, b) => {
          const holes = nine ? 9 : 18;
          const common = {
            holes: holes as 9 | 18,
            slopeRating,
            pcc,
            courseRating: nine ? 36 : 72,
            handicapIndex: indexTenths / 10,
            nineHoleRounding,
          };
          // Adjusted gross scores anywhere in the accepted range (1 to 11 strokes a hole).
          const ags = (f: number) => holes + Math.floor((f * holes * 10) / 1000);
          const better = scoreDifferential({ ...common, adjustedGrossScore: ags(Math.min(a, b)) });
          const worse = scoreDifferential({ ...common, adjustedGrossScore: ags(Math.max(a, b)) });
          expect(better).toBeLessThanOrEqual(worse);
        },
      ),
    );
  });

  it('WHS 3.1 + 5.1: one stroke fewer on a hole never raises the card’s differential in replay', () => {
    fc.assert(
      fc.property(recordArb, fc.integer({ min: 0, max: 17 }), (cards, hole) => {
        const last = cards.at(-1)!;
        if (last.strokes === undefined || (last.strokes[hole] ?? 1) <= 1) return;
        const better = { ...last, strokes: last.strokes.map((s, i) => (i === hole ? s! - 1 : s)) };
        const before = replayRecord(cards).at(-1)!.differential!;
        const after = replayRecord([...cards.slice(0, -1), better]).at(-1)!.differential!;
        expect(after).toBeLessThanOrEqual(before);
      }),
    );
  });

  it('WHS 5.2 record replay is deterministic: twice the same history, also with other replays in between', () => {
    fc.assert(
      fc.property(recordArb, recordArb, policyArb, startArb, (a, b, policy, startingIndex) => {
        const first = replayRecord(a, { policy, startingIndex });
        replayRecord(b, { policy });
        expect(replayRecord(a, { policy, startingIndex })).toEqual(first);
      }),
      { numRuns: 200 },
    );
  });

  it('WHS 5.2: without exceptional scores, the replayed calculation equals handicapIndex of the last 20', () => {
    // Non-decreasing differentials can never be 7.0 below the index, so no reduction applies.
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 600 }), { minLength: 1, maxLength: 45 }),
        (raw) => {
          const differentials = [...raw].sort((x, y) => x - y).map((t) => t / 10);
          const cards = differentials.map((differential, i) => ({
            date: new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10),
            tee: layout18({ slopeRating: 113, courseRating: 72 }),
            differential,
          }));
          const history = replayRecord(cards, { policy: { beginnerQualification: false } });
          history.forEach((entry, i) => {
            expect(entry.esr).toBe(0);
            expect(entry.calculatedIndex).toBe(
              handicapIndex({ differentials: differentials.slice(0, i + 1) }).index,
            );
          });
        },
      ),
    );
  });

  it('WHS 5.1c rounding: roundDiv matches exact rational rounding (.5 toward +infinity)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (n, d) => {
          // floor(n/d + 1/2) with BigInt floor division as the reference.
          const num = 2n * BigInt(n) + BigInt(d);
          const den = 2n * BigInt(d);
          const q = num / den - (num % den !== 0n && num < 0n ? 1n : 0n);
          expect(roundDiv(n, d)).toBe(Number(q));
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { GolfInputError } from '../errors';
import { liveLeaderboard, type LeaderboardEntry } from './leaderboard';
import { rankResults } from './results';

const PARS = Array<number>(18).fill(4);
const SI = Array.from({ length: 18 }, (_, i) => i + 1);

/** Strokes for the first `thru` holes (4s, with changes by 1-based hole), null after. */
function strokes(thru: number, changes: Record<number, number> = {}): (number | null)[] {
  return PARS.map((p, i) => (i < thru ? (changes[i + 1] ?? p) : null));
}

function entry(
  entryId: number,
  s: (number | null)[],
  opts: Partial<Pick<LeaderboardEntry, 'submitted' | 'confirmed'>> & { ph?: number } = {},
): LeaderboardEntry {
  return {
    entryId,
    holePars: PARS,
    strokeIndexes: SI,
    players: [{ strokes: s, playingHandicap: opts.ph ?? 0 }],
    submitted: opts.submitted ?? false,
    confirmed: opts.confirmed ?? false,
  };
}

const rows = (lines: ReturnType<typeof liveLeaderboard>) =>
  lines.map((l) => [l.entryId, l.position, l.total, l.thru]);

describe('liveLeaderboard: stableford', () => {
  it('ranks on the points so far, with thru and shared positions while playing', () => {
    const lines = liveLeaderboard({
      scoring: 'stableford',
      entries: [
        entry(1, strokes(9)), // 18 points thru 9
        entry(2, strokes(6, { 2: 3 })), // 13 thru 6
        entry(3, strokes(12, { 1: 6, 2: 5 })), // 24 - 2 - 1 = 21 thru 12
        entry(4, strokes(0)),
        entry(5, strokes(9, { 4: 3, 5: 5 })), // 18 thru 9
      ],
    });
    expect(rows(lines)).toEqual([
      [3, 1, 21, 12],
      [1, 2, 18, 9],
      [5, 2, 18, 9],
      [2, 4, 13, 6],
      [4, null, null, 0],
    ]);
    expect(lines.map((l) => l.tied)).toEqual([false, true, true, false, false]);
    expect(lines[4]!.status).toBe('not_started');
  });

  it('uses the Playing Handicap as the results do (strokes by stroke index)', () => {
    // PH 2: a stroke on SI 1 and 2 → 3 points each on holes 1–2 with 4s.
    const [line] = liveLeaderboard({
      scoring: 'stableford',
      entries: [entry(1, strokes(3), { ph: 2 })],
    });
    expect(line).toMatchObject({ total: 8, thru: 3, toPar: null, position: 1 });
  });

  it('decides a tie between finished cards by countback and says at which level', () => {
    const lines = liveLeaderboard({
      scoring: 'stableford',
      entries: [
        entry(1, strokes(18, { 1: 3, 18: 5 })), // 36, worse on the last 9
        entry(2, strokes(18)), // 36
        entry(3, strokes(18, { 13: 3, 16: 5 })), // 36, worse on the last 3
      ],
    });
    expect(lines.map((l) => [l.entryId, l.position, l.countback, l.tied])).toEqual([
      [2, 1, null, false],
      [3, 2, 'last3', false],
      [1, 3, 'last9', false],
    ]);
  });

  it('keeps a tie shared while one of the tied entries is still playing', () => {
    const lines = liveLeaderboard({
      scoring: 'stableford',
      entries: [entry(1, strokes(18, { 1: 3, 18: 5 })), entry(2, strokes(17, { 1: 3, 2: 3 }))],
    });
    // Both 36 points; 2 has not finished, so countback does not apply yet.
    expect(lines.map((l) => [l.entryId, l.position, l.tied, l.countback, l.finished])).toEqual([
      [1, 1, true, null, true],
      [2, 1, true, null, false],
    ]);
  });

  it('shares a position that countback cannot separate', () => {
    const lines = liveLeaderboard({
      scoring: 'stableford',
      entries: [entry(1, strokes(18)), entry(2, strokes(18)), entry(3, strokes(18, { 1: 5 }))],
    });
    expect(lines.map((l) => [l.entryId, l.position, l.tied])).toEqual([
      [1, 1, true],
      [2, 1, true],
      [3, 3, false],
    ]);
  });

  it('orders a finished board like the published results', () => {
    const cards = [
      strokes(18, { 1: 3, 18: 5 }),
      strokes(18, { 10: 5, 2: 3 }),
      strokes(18),
      strokes(18, { 7: 2, 9: 6, 16: 5 }),
    ];
    const live = liveLeaderboard({
      scoring: 'stableford',
      entries: cards.map((s, i) => entry(i + 1, s)),
    });
    const results = rankResults({
      scoring: 'stableford',
      cards: cards.map((s, i) => ({
        entryId: i + 1,
        holePars: PARS,
        strokeIndexes: SI,
        strokes: s,
        playingHandicap: 0,
      })),
    });
    expect(live.map((l) => [l.entryId, l.position, l.countback])).toEqual(
      results.map((l) => [l.entryId, l.position, l.countback]),
    );
  });

  it('counts a handed-in card as finished, its empty holes 0 points', () => {
    const [line] = liveLeaderboard({
      scoring: 'stableford',
      entries: [entry(1, strokes(16), { submitted: true, confirmed: true })],
    });
    expect(line).toMatchObject({ total: 32, thru: 16, finished: true, confirmed: true });
  });
});

describe('liveLeaderboard: stroke play', () => {
  it('gross: ranks on strokes against the par of the holes played', () => {
    const lines = liveLeaderboard({
      scoring: 'gross',
      entries: [
        entry(1, strokes(9, { 1: 5 })), // 37, +1 thru 9
        entry(2, strokes(4, { 2: 3 })), // 15, −1 thru 4
        entry(3, strokes(12, { 3: 3, 5: 5, 6: 5 })), // 49, +1 thru 12
      ],
    });
    expect(lines.map((l) => [l.entryId, l.position, l.total, l.toPar, l.thru])).toEqual([
      [2, 1, 15, -1, 4],
      [3, 2, 49, 1, 12],
      [1, 2, 37, 1, 9],
    ]);
  });

  it('net: takes off the strokes received on each hole played', () => {
    // PH 18: one stroke a hole, 4s are net 3s, −1 a hole.
    const lines = liveLeaderboard({
      scoring: 'net',
      entries: [entry(1, strokes(5), { ph: 18 }), entry(2, strokes(5, { 1: 3 }), { ph: 0 })],
    });
    expect(lines.map((l) => [l.entryId, l.position, l.total, l.toPar])).toEqual([
      [1, 1, 15, -5],
      [2, 2, 19, -1],
    ]);
  });

  it('net countback of finished cards takes off the proportional handicap, as the results do', () => {
    // Both 72 − 18 = 54 net. Card 2 has its bad hole on the back nine: worse on the last 9.
    const lines = liveLeaderboard({
      scoring: 'net',
      entries: [
        entry(1, strokes(18, { 1: 5, 2: 3 }), { ph: 18 }),
        entry(2, strokes(18, { 10: 5, 2: 3 }), { ph: 18 }),
      ],
    });
    expect(lines.map((l) => [l.entryId, l.position, l.total, l.countback])).toEqual([
      [1, 1, 54, null],
      [2, 2, 54, 'last9'],
    ]);
  });

  it('a handed-in card with a hole without a score has no return', () => {
    const lines = liveLeaderboard({
      scoring: 'gross',
      entries: [entry(1, strokes(17), { submitted: true }), entry(2, strokes(2))],
    });
    expect(lines.map((l) => [l.entryId, l.position, l.status, l.total])).toEqual([
      [2, 1, 'ok', 8],
      [1, null, 'no_return', null],
    ]);
  });
});

describe('liveLeaderboard: against par', () => {
  it('counts pluses minus minuses so far; a handed-in empty hole is lost', () => {
    const lines = liveLeaderboard({
      scoring: 'against-par',
      entries: [
        entry(1, strokes(5, { 1: 3, 2: 3, 3: 5 })), // +1 thru 5
        entry(2, strokes(17, { 1: 3 }), { submitted: true }), // +1 − 1 (hole 18) = 0
      ],
    });
    expect(lines.map((l) => [l.entryId, l.position, l.total, l.thru])).toEqual([
      [1, 1, 1, 5],
      [2, 2, 0, 17],
    ]);
  });
});

describe('liveLeaderboard: better ball', () => {
  const side = (
    entryId: number,
    a: (number | null)[],
    b: (number | null)[],
    confirmed = false,
  ): LeaderboardEntry => ({
    entryId,
    holePars: PARS,
    strokeIndexes: SI,
    players: [
      { strokes: a, playingHandicap: 0 },
      { strokes: b, playingHandicap: 0 },
    ],
    submitted: false,
    confirmed,
  });

  it('stableford: the better of the partners on each hole, thru when either has a score', () => {
    const lines = liveLeaderboard({
      scoring: 'stableford',
      entries: [
        side(1, strokes(3, { 1: 6 }), strokes(4, { 1: 3, 2: 5 })), // 3 + 2 + 2 + 2 = 9 thru 4
        side(2, strokes(4), strokes(2)), // 8 thru 4
      ],
    });
    expect(lines.map((l) => [l.entryId, l.position, l.total, l.thru])).toEqual([
      [1, 1, 9, 4],
      [2, 2, 8, 4],
    ]);
  });

  it('net: the lower net score of the partners; countback of finished sides', () => {
    const lines = liveLeaderboard({
      scoring: 'net',
      entries: [
        side(1, strokes(18, { 1: 3 }), strokes(18, { 1: 5 })), // 71
        side(2, strokes(18, { 18: 3 }), strokes(18), true), // 71, better on the last 9
      ],
    });
    expect(lines.map((l) => [l.entryId, l.position, l.countback, l.confirmed])).toEqual([
      [2, 1, null, true],
      [1, 2, 'last9', false],
    ]);
  });

  it('refuses better ball on gross or against par', () => {
    expect(() =>
      liveLeaderboard({ scoring: 'gross', entries: [side(1, strokes(1), strokes(1))] }),
    ).toThrow(GolfInputError);
  });
});

describe('liveLeaderboard: input', () => {
  it('refuses an unknown kind and a card of the wrong length', () => {
    expect(() => liveLeaderboard({ scoring: 'x' as 'net', entries: [] })).toThrow(GolfInputError);
    expect(() => liveLeaderboard({ scoring: 'net', entries: [entry(1, [4, 4])] })).toThrow(
      GolfInputError,
    );
  });
});

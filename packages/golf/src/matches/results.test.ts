import { describe, expect, it } from 'vitest';
import { inputErrorField } from './input-error-field';
import {
  countbackSegments,
  matchScoring,
  rankBetterBall,
  rankResults,
  type ResultCard,
} from './results';

const PARS = Array<number>(18).fill(4);
const SI = Array.from({ length: 18 }, (_, i) => i + 1);

/** An 18-hole card of all 4s (36 points off 0) with some holes (1-based) changed. */
function card(
  entryId: number,
  changes: Record<number, number | null> = {},
  playingHandicap = 0,
): ResultCard {
  const strokes = PARS.map((p, i) => (i + 1 in changes ? (changes[i + 1] as number | null) : p));
  return { entryId, holePars: PARS, strokeIndexes: SI, strokes, playingHandicap };
}

const summary = (lines: ReturnType<typeof rankResults>) =>
  lines.map((l) => [l.entryId, l.position, l.total, l.countback]);

describe('countbackSegments', () => {
  it('uses the last 9, 6, 3 and 1 on 18 holes and the last 6, 3 and 1 on nine', () => {
    expect(countbackSegments(18).map((s) => s.holes)).toEqual([9, 6, 3, 1]);
    expect(countbackSegments(9).map((s) => s.holes)).toEqual([6, 3, 1]);
  });
});

describe('rankResults: stableford', () => {
  it('ranks by points, most first', () => {
    const lines = rankResults({
      scoring: 'stableford',
      cards: [card(1), card(2, { 3: 3, 7: 3 }), card(3, { 5: 6 })],
    });
    expect(summary(lines)).toEqual([
      [2, 1, 38, null],
      [1, 2, 36, null],
      [3, 3, 34, null],
    ]);
    expect(lines.every((l) => l.status === 'ok' && !l.tied)).toBe(true);
  });

  it('decides a tie at each countback level in turn: last 9, 6, 3, then the last hole', () => {
    const level = (other: ResultCard) =>
      rankResults({ scoring: 'stableford', cards: [other, card(9)] }).map((l) => [
        l.entryId,
        l.position,
        l.countback,
      ]);
    // Each has 36 points; the all-4s card 9 is better on the level named.
    expect(level(card(1, { 1: 3, 18: 5 }))).toEqual([
      [9, 1, null],
      [1, 2, 'last9'],
    ]);
    expect(level(card(1, { 10: 3, 13: 5 }))).toEqual([
      [9, 1, null],
      [1, 2, 'last6'],
    ]);
    expect(level(card(1, { 13: 3, 16: 5 }))).toEqual([
      [9, 1, null],
      [1, 2, 'last3'],
    ]);
    expect(level(card(1, { 16: 3, 18: 5 }))).toEqual([
      [9, 1, null],
      [1, 2, 'last1'],
    ]);
    // And the other way round: a better last hole wins.
    expect(level(card(1, { 17: 5, 18: 3 }))).toEqual([
      [1, 1, null],
      [9, 2, 'last1'],
    ]);
  });

  it('shares a position only when every countback level is equal, and skips the next', () => {
    const lines = rankResults({
      scoring: 'stableford',
      cards: [card(1, { 1: 3, 2: 5 }), card(2), card(3, { 1: 3 }), card(4, { 4: 5 })],
    });
    expect(lines.map((l) => [l.entryId, l.position, l.tied])).toEqual([
      [3, 1, false],
      [1, 2, true],
      [2, 2, true],
      [4, 4, false],
    ]);
  });

  it('scores a hole without a score as 0 points and still ranks the card', () => {
    const lines = rankResults({ scoring: 'stableford', cards: [card(1, { 5: null }), card(2)] });
    expect(summary(lines)).toEqual([
      [2, 1, 36, null],
      [1, 2, 34, null],
    ]);
    expect(lines[1]?.gross).toBeNull();
  });

  it('uses the strokes received on each hole', () => {
    // Off 4 a card of 4s with a 7 on 18 is 12 + 26 + 0 = 38 points; off 18 a 5 on every hole is 36.
    const lines = rankResults({
      scoring: 'stableford',
      cards: [card(1, Object.fromEntries(SI.map((h) => [h, 5])), 18), card(2, { 18: 7 }, 4)],
    });
    expect(summary(lines)).toEqual([
      [2, 1, 38, null],
      [1, 2, 36, null],
    ]);
  });

  it('decides a 9-hole tie on the last 6, 3 and 1', () => {
    const nine = (entryId: number, strokes: number[]): ResultCard => ({
      entryId,
      holePars: PARS.slice(0, 9),
      strokeIndexes: [1, 3, 5, 7, 9, 11, 13, 15, 17],
      strokes,
      playingHandicap: 0,
    });
    const lines = rankResults({
      scoring: 'stableford',
      cards: [nine(1, [3, 5, 4, 4, 4, 4, 4, 4, 4]), nine(2, [4, 4, 4, 3, 4, 4, 4, 5, 4])],
    });
    // Both 18 points and 12 on the last 6; on holes 7–9 card 1 has 6 and card 2 has 5.
    expect(summary(lines)).toEqual([
      [1, 1, 18, null],
      [2, 2, 18, 'last3'],
    ]);
  });
});

describe('rankResults: stroke play', () => {
  // A: 80 gross off 8 → 72 net, back nine 40, holes 13–18: 27. B: 82 off 10 → 72, back 41, 27.
  const a = card(1, { 1: 5, 3: 5, 5: 5, 7: 5, 11: 5, 13: 5, 15: 5, 17: 5 }, 8);
  const b = card(2, { 1: 5, 3: 5, 5: 5, 7: 5, 9: 5, 10: 5, 11: 5, 13: 5, 15: 5, 17: 5 }, 10);

  it('ranks net: fewest strokes after the Playing Handicap, with a proportional handicap on countback', () => {
    expect(a.strokes.reduce((s, x) => (s as number) + (x as number), 0)).toBe(80);
    expect(b.strokes.reduce((s, x) => (s as number) + (x as number), 0)).toBe(82);
    const lines = rankResults({ scoring: 'net', cards: [a, b] });
    // Last 9: 40 − 8/2 = 36 and 41 − 10/2 = 36, equal; last 6: 27 − 8/3 against 27 − 10/3: B.
    expect(summary(lines)).toEqual([
      [2, 1, 72, null],
      [1, 2, 72, 'last6'],
    ]);
    expect(lines.map((l) => l.gross)).toEqual([82, 80]);
  });

  it('ranks gross on strokes alone', () => {
    expect(summary(rankResults({ scoring: 'gross', cards: [b, a] }))).toEqual([
      [1, 1, 80, null],
      [2, 2, 82, null],
    ]);
  });

  it('gives a card with a hole not completed no return, listed last without a position', () => {
    const lines = rankResults({ scoring: 'net', cards: [card(3, { 9: null }), a] });
    const nothing = { position: null, tied: false, total: null, gross: null, countback: null };
    expect(lines).toEqual([
      { entryId: 1, position: 1, tied: false, total: 72, gross: 80, countback: null, status: 'ok' },
      { entryId: 3, ...nothing, status: 'no_return' },
    ]);
  });

  it('shares a net position when the proportional handicaps leave every level equal', () => {
    const lines = rankResults({ scoring: 'net', cards: [card(1, {}, 6), card(2, {}, 6)] });
    expect(lines.map((l) => [l.position, l.tied])).toEqual([
      [1, true],
      [1, true],
    ]);
  });

  it('handles plus handicaps (a net total above the gross)', () => {
    expect(summary(rankResults({ scoring: 'net', cards: [card(1, {}, -2)] }))).toEqual([
      [1, 1, 74, null],
    ]);
  });
});

describe('rankResults: against par', () => {
  it('counts holes won minus holes lost against par, net of the strokes received', () => {
    // 1: all par (0). 2: birdies on 3 and 7, a bogey on 5 (+1). 3: a 5 on hole 1 with a stroke
    // there (SI 1, playing handicap 1: net par, 0) and a 6 on hole 2 (-1).
    const lines = rankResults({
      scoring: 'against-par',
      cards: [card(1), card(2, { 3: 3, 5: 5, 7: 3 }), card(3, { 1: 5, 2: 6 }, 1)],
    });
    expect(summary(lines)).toEqual([
      [2, 1, 1, null],
      [1, 2, 0, null],
      [3, 3, -1, null],
    ]);
  });

  it('counts a hole won by more than one stroke once, unlike stableford', () => {
    const lines = rankResults({
      scoring: 'against-par',
      cards: [card(1, { 1: 2 }), card(2, { 1: 3 })],
    });
    expect(lines.map((l) => [l.position, l.tied, l.total])).toEqual([
      [1, true, 1],
      [1, true, 1],
    ]);
  });

  it('loses a hole without a score (Rule 21.3b) and still ranks the card', () => {
    const lines = rankResults({ scoring: 'against-par', cards: [card(1, { 4: null })] });
    expect(lines[0]).toMatchObject({ position: 1, total: -1, gross: null, status: 'ok' });
  });

  it('decides a tie by countback over the last 9, 6, 3 and 1 holes', () => {
    const lines = rankResults({
      scoring: 'against-par',
      cards: [
        card(1, { 1: 3 }), // +1 on the front nine
        card(2, { 10: 3 }), // +1 on the back nine: better on the last 9
        card(3, { 1: 3, 2: 3, 18: 5 }), // +2 -1 = +1, the - on the last hole
        card(4, { 11: 3, 12: 3, 13: 5 }), // +1 on the last 9, equal to 2, the - inside the last 6
      ],
    });
    expect(summary(lines)).toEqual([
      [2, 1, 1, null],
      [4, 2, 1, 'last6'],
      [1, 3, 1, 'last9'],
      [3, 4, 1, 'last9'],
    ]);
  });
});

describe('rankBetterBall', () => {
  const side = (entryId: number, second: Record<number, number | null>, secondHandicap = 18) => ({
    entryId,
    holePars: PARS,
    strokeIndexes: SI,
    players: [
      { strokes: card(0).strokes, playingHandicap: 0 },
      {
        strokes: card(0, { ...Object.fromEntries(SI.map((h) => [h, 5])), ...second }).strokes,
        playingHandicap: secondHandicap,
      },
    ],
  });

  it('counts the better stableford score of the side on each hole', () => {
    const lines = rankBetterBall({
      scoring: 'stableford',
      cards: [side(1, {}), side(2, { 1: 4 })],
    });
    expect(summary(lines)).toEqual([
      [2, 1, 37, null],
      [1, 2, 36, null],
    ]);
  });

  it('counts the lower net score, each player with their own strokes', () => {
    const lines = rankBetterBall({
      scoring: 'net',
      cards: [side(1, { 18: 4 }), side(2, { 1: 4 })],
    });
    // Both 71 (one net 3 each); side 1's is on hole 18, so it wins on the last 9.
    expect(summary(lines)).toEqual([
      [1, 1, 71, null],
      [2, 2, 71, 'last9'],
    ]);
  });

  it('needs a score from one partner on every hole in net stroke play', () => {
    const s = side(1, { 4: null });
    const withHole = rankBetterBall({ scoring: 'net', cards: [s] });
    expect(withHole[0]?.status).toBe('ok');
    const none = {
      ...s,
      players: s.players.map((p) => ({
        ...p,
        strokes: p.strokes.map((x, i) => (i === 3 ? null : x)),
      })),
    };
    expect(rankBetterBall({ scoring: 'net', cards: [none] })[0]?.status).toBe('no_return');
    expect(rankBetterBall({ scoring: 'stableford', cards: [none] })[0]?.total).toBe(34);
  });
});

describe('input errors', () => {
  it('names the field it cannot use', () => {
    expect(inputErrorField(() => rankResults({ scoring: 'best' as never, cards: [] }))).toBe(
      'scoring',
    );
    expect(
      inputErrorField(() => rankResults({ scoring: 'net', cards: [card(1, { 3: 1.5 })] })),
    ).toBe('cards[0].strokes[2]');
    expect(
      inputErrorField(() =>
        rankResults({ scoring: 'gross', cards: [{ ...card(1), strokes: [4] }] }),
      ),
    ).toBe('cards[0].strokes');
    expect(
      inputErrorField(() =>
        rankResults({
          scoring: 'gross',
          cards: [
            card(1),
            {
              ...card(2),
              holePars: PARS.slice(0, 9),
              strokes: PARS.slice(0, 9),
              strokeIndexes: SI.slice(0, 9),
            },
          ],
        }),
      ),
    ).toBe('cards');
    expect(
      inputErrorField(() =>
        rankBetterBall({
          scoring: 'net',
          cards: [{ ...{ entryId: 1, holePars: PARS, strokeIndexes: SI }, players: [] }],
        }),
      ),
    ).toBe('cards[0].players');
    expect(rankResults({ scoring: 'net', cards: [] })).toEqual([]);
  });
});

describe('matchScoring', () => {
  it("maps a match's result kind, and better ball for a four-ball unless it counts gross", () => {
    expect(matchScoring('stableford', 'stableford')).toEqual({
      scoring: 'stableford',
      betterBall: false,
    });
    expect(matchScoring('tegen_par', 'tegen_par')).toEqual({
      scoring: 'against-par',
      betterBall: false,
    });
    expect(matchScoring('netto', 'four_ball')).toEqual({ scoring: 'net', betterBall: true });
    expect(matchScoring('bruto', 'four_ball')).toEqual({ scoring: 'gross', betterBall: false });
  });
});

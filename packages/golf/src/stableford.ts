import { GolfInputError } from './errors';
import { strokesOnRank } from './strokes';
import {
  handicapOf,
  holeArray,
  holeParOf,
  sameLength,
  strokeIndexRanks,
  strokesOf,
} from './validate';

/**
 * Result of one hole against par (Rules of Golf 21.3, par/bogey, "tegen par"):
 * '+' the net score beat par (hole won), '-' it was worse (hole lost), 0 equal (halved) or no score.
 */
export type AgainstParResult = '+' | '-' | 0;

/** What a hole against par adds to the total (Rules of Golf 21.3): '+' is 1, '-' is −1, 0 is 0. */
export function againstParValue(result: AgainstParResult): number {
  return result === '+' ? 1 : result === '-' ? -1 : 0;
}

/** One hole: its par, the handicap strokes received on it and the gross strokes (null/0: empty). */
export interface HoleResultInput {
  par: number;
  strokesReceived: number;
  strokes: number | null;
}

/**
 * Stableford points on one hole (spec; Rules of Golf 21.1): par + strokes received + 2 − strokes,
 * never below 0, and 0 for an empty hole (no score yet, or picked up).
 */
export function stablefordHolePoints(input: HoleResultInput): number {
  const par = holeParOf(input.par, 'par');
  const received = handicapOf(input.strokesReceived, 'strokesReceived');
  const strokes = strokesOf(input.strokes, 'strokes');
  return holePoints(par, received, strokes);
}

function holePoints(par: number, received: number, strokes: number): number {
  if (strokes === 0) return 0;
  const points = par + received + 2 - strokes;
  return points > 0 ? points : 0;
}

/**
 * One hole against par: '+' when gross − strokes received is below par, '-' when above, 0 when
 * equal. An empty hole gives `emptyHole` (default 0: in the app it is "not played yet"; a par
 * competition that counts a missing score as a lost hole, Rule 21.3, passes '-').
 */
export function againstParHoleResult(
  input: HoleResultInput,
  emptyHole: AgainstParResult = 0,
): AgainstParResult {
  const par = holeParOf(input.par, 'par');
  const received = handicapOf(input.strokesReceived, 'strokesReceived');
  const strokes = strokesOf(input.strokes, 'strokes');
  return holeAgainstPar(par, received, strokes, emptyHole);
}

function holeAgainstPar(
  par: number,
  received: number,
  strokes: number,
  emptyHole: AgainstParResult,
): AgainstParResult {
  if (strokes === 0) return emptyHole;
  const net = strokes - received;
  return net < par ? '+' : net > par ? '-' : 0;
}

/** A round for stableford or against-par scoring. */
export interface StablefordInput {
  /** Par of each hole, in playing order (1–20 holes). */
  holePars: readonly number[];
  /** Stroke index of each hole (on nine holes the published 18-hole indexes, see strokesReceived). */
  strokeIndexes: readonly number[];
  /** Gross strokes per hole; null or 0 for an empty hole. */
  strokes: readonly (number | null)[];
  /** The Playing Handicap for the round (allowance applied), plus handicaps negative. */
  playingHandicap: number;
  /** 'stableford' (default) or 'against-par'. */
  mode?: 'stableford' | 'against-par';
  /** Against par only: the result of an empty hole (default 0). */
  emptyHole?: AgainstParResult;
}

/**
 * Stableford points per hole and in total (spec; Rules of Golf 21.1), with the Playing Handicap's
 * strokes placed by stroke index (Appendix E; plus handicaps give back from the highest index).
 * In 'against-par' mode each hole is '+', '-' or 0 (see againstParHoleResult) and the total is the
 * number of '+' minus the number of '-' (Rules of Golf 21.3).
 */
export function stablefordPoints(input: StablefordInput & { mode?: 'stableford' }): {
  holes: number[];
  total: number;
};
export function stablefordPoints(input: StablefordInput & { mode: 'against-par' }): {
  holes: AgainstParResult[];
  total: number;
};
export function stablefordPoints(input: StablefordInput): {
  holes: (number | AgainstParResult)[];
  total: number;
} {
  const pars = holeArray(input.holePars, 'holePars');
  const ranks = strokeIndexRanks(input.strokeIndexes);
  sameLength(ranks, pars, 'strokeIndexes');
  const strokes = holeArray(input.strokes, 'strokes');
  sameLength(strokes, pars, 'strokes');
  const handicap = handicapOf(input.playingHandicap, 'playingHandicap');
  const mode = input.mode ?? 'stableford';
  if (mode !== 'stableford' && mode !== 'against-par') {
    throw new GolfInputError('OPTION_INVALID', 'mode');
  }
  const emptyHole = input.emptyHole ?? 0;
  if (emptyHole !== 0 && emptyHole !== '-' && emptyHole !== '+') {
    throw new GolfInputError('OPTION_INVALID', 'emptyHole');
  }
  const n = pars.length;
  const holes = new Array<number | AgainstParResult>(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const par = holeParOf(pars[i], `holePars[${i}]`);
    const gross = strokesOf(strokes[i], `strokes[${i}]`);
    const received = strokesOnRank(handicap, ranks[i] as number, n);
    if (mode === 'stableford') {
      const points = holePoints(par, received, gross);
      holes[i] = points;
      total += points;
    } else {
      const result = holeAgainstPar(par, received, gross, emptyHole);
      holes[i] = result;
      total += againstParValue(result);
    }
  }
  return { holes, total };
}

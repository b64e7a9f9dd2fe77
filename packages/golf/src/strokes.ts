import { handicapOf, strokeIndexRanks } from './validate';

/**
 * Handicap strokes on the hole ranked `rank` (1 = lowest stroke index) of a round of `holes`
 * holes. Plus handicaps give strokes back from the highest rank down (Appendix C: "+2 gives back at
 * stroke index 18 and 17"); handicaps above the hole count wrap round (Appendix E: SI 1 is also 19).
 */
export function strokesOnRank(handicap: number, rank: number, holes: number): number {
  if (handicap >= 0) {
    const base = Math.floor(handicap / holes);
    return base + (rank <= handicap - base * holes ? 1 : 0);
  }
  const given = -handicap;
  const base = Math.floor(given / holes);
  const extra = given - base * holes;
  // 0 − x rather than −x: a hole with nothing given back must be 0, not −0.
  return 0 - (base + (rank > holes - extra ? 1 : 0));
}

/**
 * Strokes received (negative: given back) on each hole (Appendix E, Appendix C "plus playing
 * handicaps"). `handicap` is the whole-number Course or Playing Handicap of the round; on a 9-hole
 * round pass the nine holes' published 18-hole stroke indexes and the strokes follow their
 * ascending order, as Appendix E recommends.
 */
export function strokesReceived(input: {
  handicap: number;
  strokeIndexes: readonly number[];
}): number[] {
  const handicap = handicapOf(input.handicap, 'handicap');
  const ranks = strokeIndexRanks(input.strokeIndexes);
  const out = new Array<number>(ranks.length);
  for (let i = 0; i < ranks.length; i++) {
    out[i] = strokesOnRank(handicap, ranks[i] as number, ranks.length);
  }
  return out;
}

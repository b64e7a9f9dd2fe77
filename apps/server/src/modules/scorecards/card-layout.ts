import {
  BEGINNER_INDEX_TENTHS,
  GolfInputError,
  adjustedGrossFromStableford,
  adjustedGrossScore,
  adjustedHoleScores,
  countedHoleScore,
  courseHandicap,
  maxHoleScore,
  stablefordHolePoints,
  strokesReceived,
} from '@fairway/golf';
import type { Hole } from '@fairway/contract';
import type { HoleRow } from '../courses/courses.repository';
import type { CardRow } from './scorecards.repository';

/** A card's ratings as the engine takes them. */
export function teeOf(card: Pick<CardRow, 'aantal_holes' | 'cr_tenths' | 'sr' | 'par'>) {
  return {
    holes: card.aantal_holes as 9 | 18,
    courseRating: card.cr_tenths / 10,
    slopeRating: card.sr,
    par: card.par,
  };
}

/** Course Handicap for a card (Rule 6.1), from the index in effect when it was created. */
export function courseHandicapFor(
  card: Pick<CardRow, 'aantal_holes' | 'cr_tenths' | 'sr' | 'par' | 'index_before_tenths'>,
) {
  const index = (card.index_before_tenths ?? BEGINNER_INDEX_TENTHS) / 10;
  return courseHandicap({ handicapIndex: index, ...teeOf(card) });
}

/**
 * The holes of a card as the keypad shows them (spec §3 Hole): par, stroke index, strokes
 * received from the card's playing handicap, the maximum score (net double bogey, Rule 3.1) and
 * the stableford points of the saved score (spec §5).
 */
export function cardHoles(
  card: Pick<CardRow, 'aantal_holes' | 'playing_handicap'>,
  holeRows: readonly HoleRow[],
  saved: ReadonlyMap<number, number>,
): Hole[] {
  const rows = holeRows.slice(0, card.aantal_holes);
  if (rows.length === 0) return [];
  const received = strokesReceived({
    handicap: card.playing_handicap ?? 0,
    strokeIndexes: rows.map((h) => h.si),
  });
  return rows.map((h, i) => {
    const es = received[i] ?? 0;
    const current = saved.get(h.hole_nr) ?? 0;
    return {
      PAR: h.par,
      ES: es,
      SI: h.si,
      POS: i + 1,
      HoleNr: h.hole_nr,
      ms_max: maxHoleScore({ par: h.par, strokesReceived: es }),
      ms_current: current,
      sf:
        current > 0
          ? stablefordHolePoints({ par: h.par, strokesReceived: es, strokes: current })
          : 0,
    };
  });
}

/** A card's stableford points (spec §5): its holes' points together. */
export function stablefordOf(holes: readonly Pick<Hole, 'sf'>[]): number {
  return holes.reduce((n, h) => n + h.sf, 0);
}

/**
 * Adjusted gross score of a card (Rules 3.1–3.2): hole by hole with net double bogey where the
 * holes are known (0 = not played, counted as net par); from the stableford total or the gross
 * total for a course that is not in the database.
 */
export function adjustedGrossOf(
  card: Pick<
    CardRow,
    'aantal_holes' | 'cr_tenths' | 'sr' | 'par' | 'index_before_tenths' | 'sf_score' | 'gross'
  >,
  holeRows: readonly HoleRow[],
  strokes: readonly number[],
): number {
  const ch = courseHandicapFor(card);
  const rows = holeRows.slice(0, card.aantal_holes);
  if (rows.length === card.aantal_holes) {
    return adjustedGrossScore({
      holePars: rows.map((h) => h.par),
      strokeIndexes: rows.map((h) => h.si),
      strokes: rows.map((_, i) => (strokes[i] ? strokes[i] : null)),
      courseHandicap: ch,
    });
  }
  if (card.sf_score !== null) {
    return adjustedGrossFromStableford({
      par: card.par,
      courseHandicap: ch,
      points: card.sf_score,
      holes: card.aantal_holes as 9 | 18,
    });
  }
  return card.gross ?? strokes.reduce((a, b) => a + b, 0);
}

/**
 * Each hole's score as the handicap counts it. A processed card shows the engine's adjusted hole
 * scores (the capped score, net par on a hole not played), whose sum is the card's AGS; before
 * that, or where the engine cannot rate the holes, the played holes capped at their ms_max.
 */
export function adjustedHolesOf(
  card: Pick<
    CardRow,
    'aantal_holes' | 'cr_tenths' | 'sr' | 'par' | 'index_before_tenths' | 'verwerkt' | 'ags'
  >,
  holes: readonly Hole[],
): (number | null)[] {
  const counted = holes.map((h) => countedHoleScore({ strokes: h.ms_current, maxScore: h.ms_max }));
  if (!card.verwerkt || card.ags === null || holes.length !== card.aantal_holes) return counted;
  try {
    return adjustedHoleScores({
      holePars: holes.map((h) => h.PAR),
      strokeIndexes: holes.map((h) => h.SI),
      strokes: holes.map((h) => h.ms_current || null),
      courseHandicap: courseHandicapFor(card),
    });
  } catch (e) {
    if (e instanceof GolfInputError) return counted;
    throw e;
  }
}

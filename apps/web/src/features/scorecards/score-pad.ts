import {
  againstParHoleResult,
  againstParValue,
  countedHoleScore,
  keypadCommit,
  keypadPress,
  MINUS_SIGN,
  stablefordHolePoints,
  type AgainstParResult,
} from '@fairway/golf';

/** How a card's holes count as they are typed (the card's score_berekening). */
export type PadCounting = 'stableford' | 'tegen_par';

/** What the keypad needs of a hole; all null for a course that is not in the list. */
export interface PadHole {
  /** Playing position 1..n: the number the per-hole save uses. */
  pos: number;
  /** The hole's number on the course (shown). */
  holeNr: number;
  par: number | null;
  si: number | null;
  /** Strokes received (ES). */
  es: number | null;
  /** The highest score that counts for the handicap (ms_max); null: not known (no cap shown). */
  msMax: number | null;
}

/** Scores per hole (index = position − 1, null = empty), the hole in focus and a pending '1'. */
export interface PadState {
  scores: (number | null)[];
  current: number;
  buffer: '' | '1';
}

/** A key's effect: the new state, and the hole whose score just became final (to save it). */
export interface PadStep {
  state: PadState;
  committed: number | null;
}

const withScore = (scores: (number | null)[], index: number, value: number | null) =>
  scores.map((s, i) => (i === index ? value : s));

const nextIndex = (state: PadState) => Math.min(state.current + 1, state.scores.length - 1);

/**
 * A digit on the keypad (spec §5 via keypadPress): a single digit fills the hole and moves to the
 * next; a leading 1 shows 1 and waits for a second digit (10–19); a leading 0 is ignored. The score
 * stays as typed, also above ms_max (`countedScore` says what the handicap takes).
 */
export function pressDigit(_holes: readonly PadHole[], state: PadState, key: string): PadStep {
  const r = keypadPress({ buffer: state.buffer, key });
  if (r.value === null) return { state: { ...state, buffer: '' }, committed: null };
  const scores = withScore(state.scores, state.current, r.value);
  if (!r.advance) return { state: { ...state, scores, buffer: '1' }, committed: null };
  return {
    state: { scores, current: nextIndex(state), buffer: '' },
    committed: state.current,
  };
}

/** Finishes a pending '1' as a score of 1 (keypadCommit). Without one, nothing changes. */
export function commitPending(_holes: readonly PadHole[], state: PadState): PadStep {
  if (state.buffer !== '1') return { state, committed: null };
  const r = keypadCommit({ buffer: state.buffer });
  return {
    state: { ...state, scores: withScore(state.scores, state.current, r.value), buffer: '' },
    committed: state.current,
  };
}

/** The 'next' key: a pending '1' is finished first; then the focus moves on. */
export function nextHole(holes: readonly PadHole[], state: PadState): PadStep {
  const step = commitPending(holes, state);
  return { state: { ...step.state, current: nextIndex(step.state) }, committed: step.committed };
}

/** Tapping a hole: finish what was being typed on the hole in focus, then focus the tapped one. */
export function selectHole(holes: readonly PadHole[], state: PadState, index: number): PadStep {
  if (index < 0 || index >= state.scores.length) return { state, committed: null };
  const step = commitPending(holes, state);
  return { state: { ...step.state, current: index }, committed: step.committed };
}

/** Empties the hole in focus (and drops a pending '1'); an empty hole is saved as 0. */
export function clearHole(state: PadState): PadStep {
  const hadScore = state.scores[state.current] !== null || state.buffer !== '';
  return {
    state: { ...state, scores: withScore(state.scores, state.current, null), buffer: '' },
    committed: hadScore ? state.current : null,
  };
}

/** Stableford points of a hole (spec §5: par + ES + 2 − strokes, floored at 0; 0 when empty). */
export function holePoints(hole: PadHole, score: number | null): number | null {
  if (hole.par === null || hole.es === null) return null;
  return stablefordHolePoints({ par: hole.par, strokesReceived: hole.es, strokes: score ?? 0 });
}

/**
 * A hole against par (spec §5 against-par mode): '+' when the strokes less the strokes received
 * beat par, '-' when worse, 0 when equal; null while the hole is empty or its par is unknown.
 */
export function holeAgainstPar(
  hole: Pick<PadHole, 'par' | 'es'>,
  score: number | null,
): AgainstParResult | null {
  if (hole.par === null || hole.es === null || score === null || score === 0) return null;
  return againstParHoleResult({ par: hole.par, strokesReceived: hole.es, strokes: score });
}

/** How a hole's result against par is written: a real minus sign, as on a printed card. */
export const AGAINST_PAR_MARK = { '+': '+', '-': MINUS_SIGN, 0: '0' } as const;

/** What a hole adds to the card's total: its points, or +1, −1, 0 against par. */
function holeValue(hole: PadHole, score: number | null, counting: PadCounting): number | null {
  if (counting === 'stableford') return holePoints(hole, score);
  if (hole.par === null || hole.es === null) return null;
  return againstParValue(holeAgainstPar(hole, score) ?? 0);
}

/**
 * The score that counts for the handicap when it is less than the one played (above the hole's
 * ms_max, Rule 3.1), else null: what the hole shows beside the gross score.
 */
export function cappedScore(hole: PadHole, score: number | null): number | null {
  if (hole.msMax === null || score === null || score === 0) return null;
  const counted = countedHoleScore({ strokes: score, maxScore: hole.msMax });
  return counted !== null && counted < score ? counted : null;
}

export interface PadTotals {
  strokes: number;
  /**
   * Stableford points, or against par the holes won minus the holes lost so far; null when the
   * holes are unknown (no par): there is nothing to count against.
   */
  points: number | null;
  filled: number;
  par: number | null;
}

/** Totals of the card: strokes, points (or against par), filled holes and the par of the holes. */
export function padTotals(
  holes: readonly PadHole[],
  scores: readonly (number | null)[],
  counting: PadCounting = 'stableford',
): PadTotals {
  let strokes = 0;
  let points: number | null = 0;
  let filled = 0;
  let par: number | null = 0;
  holes.forEach((hole, i) => {
    const score = scores[i] ?? null;
    if (score !== null && score > 0) {
      strokes += score;
      filled += 1;
    }
    const p = holeValue(hole, score, counting);
    points = p === null || points === null ? null : points + p;
    par = hole.par === null || par === null ? null : par + hole.par;
  });
  return { strokes, points, filled, par };
}

/** A fresh pad on the first empty hole (or the first hole when all are filled). */
export function initialPad(scores: (number | null)[]): PadState {
  const firstEmpty = scores.findIndex((s) => s === null);
  return { scores, current: firstEmpty === -1 ? 0 : firstEmpty, buffer: '' };
}

/** The holes of a course that is not in the list: numbers only, no par, no cap. */
export function unknownHoles(count: number): PadHole[] {
  return Array.from({ length: count }, (_, i) => ({
    pos: i + 1,
    holeNr: i + 1,
    par: null,
    si: null,
    es: null,
    msMax: null,
  }));
}

/** The contract's hole (GET cardHoles and the foreign holes call) as the pad reads it. */
export function padHoles(
  holes: readonly {
    POS: number;
    HoleNr: number;
    PAR: number;
    SI: number;
    ES: number;
    ms_max: number;
  }[],
): PadHole[] {
  return holes.map((h) => ({
    pos: h.POS,
    holeNr: h.HoleNr,
    par: h.PAR,
    si: h.SI,
    es: h.ES,
    msMax: h.ms_max > 0 ? h.ms_max : null,
  }));
}

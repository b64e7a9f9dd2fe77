/**
 * Machine-readable reasons for rejecting an input. Callers (the server's card processing, the app's
 * calculator) map these to their own messages, so the set is part of the public API.
 */
export type GolfInputErrorCode =
  | 'NOT_A_NUMBER'
  | 'NOT_AN_INTEGER'
  | 'NOT_ONE_DECIMAL'
  | 'SLOPE_OUT_OF_RANGE'
  | 'COURSE_RATING_OUT_OF_RANGE'
  | 'PAR_OUT_OF_RANGE'
  | 'PAR_MISMATCH'
  | 'INDEX_OUT_OF_RANGE'
  | 'HANDICAP_OUT_OF_RANGE'
  | 'DIFFERENTIAL_OUT_OF_RANGE'
  | 'PCC_OUT_OF_RANGE'
  | 'ALLOWANCE_OUT_OF_RANGE'
  | 'HOLE_COUNT'
  | 'TOO_MANY_HOLES'
  | 'LENGTH_MISMATCH'
  | 'STROKE_INDEX_NOT_PERMUTATION'
  | 'STROKES_INVALID'
  | 'SCORE_OUT_OF_RANGE'
  | 'TOO_FEW_HOLES_PLAYED'
  | 'COURSE_HANDICAP_REQUIRED'
  | 'INDEX_REQUIRED'
  | 'MISSING_SCORE'
  | 'DATE_INVALID'
  | 'DATES_NOT_IN_ORDER'
  | 'DATE_IN_FUTURE'
  | 'KEYPAD_KEY'
  | 'MAX_SCORE_INVALID'
  | 'OPTION_INVALID'
  | 'INPUT_MISSING';

/**
 * Thrown for any input the engine cannot turn into a correct number (out-of-range ratings, NaN,
 * stroke indexes that are not a permutation, …). The engine never returns NaN or a guessed value.
 * `field` names the offending input field (with an array position where useful, e.g. `strokes[4]`).
 */
export class GolfInputError extends Error {
  readonly code: GolfInputErrorCode;
  readonly field: string;

  constructor(code: GolfInputErrorCode, field: string, message?: string) {
    super(message ?? `${code}: ${field}`);
    this.name = 'GolfInputError';
    this.code = code;
    this.field = field;
  }
}

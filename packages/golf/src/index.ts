/**
 * @fairway/golf — the pure golf domain engine. No I/O, no dependencies; the clock is always passed in.
 */
export * from './constants';

// Handicap engine: the World Handicap System (Rules of Handicapping 2024) as the NGF applies it.
// Units: see README.md — index, Course Rating and differentials are numbers with one decimal
// (plus handicaps negative), computed internally in integer tenths; handicaps and strokes are
// whole numbers. Every function documents the rule it implements where it is defined.

export { GolfInputError, type GolfInputErrorCode } from './errors';
export { roundDiv, roundHalfUp, toTenths, fromTenths } from './rounding';
export {
  formatAdjustment,
  signedTotal,
  MINUS_SIGN,
  formatHandicap,
  formatHandicapTenths,
  formatRating,
  formatCourseHandicap,
  formatEuroCents,
  parseHandicap,
  type FormatOptions,
} from './format';
export type { TeeRatings, TeeLayout } from './tee';
export {
  courseHandicap,
  playingHandicap,
  teamPlayingHandicap,
  HANDICAP_ALLOWANCE,
  TEAM_HANDICAP_ALLOWANCE,
  type CourseHandicapInput,
  type PlayingHandicapInput,
} from './course-handicap';
export { strokesReceived } from './strokes';
export {
  maxHoleScore,
  countedHoleScore,
  isCappedHoleScore,
  adjustedGrossScore,
  adjustedHoleScores,
  MIN_HOLES_PLAYED,
  type AdjustedScoreInput,
} from './adjusted-score';
export {
  scoreDifferential,
  expectedScoreDifferential,
  EXPECTED_SCORE_DIFFERENTIAL,
  type ScoreDifferentialInput,
  type NineHoleRounding,
} from './differential';
export {
  handicapIndex,
  INDEX_TABLE,
  MAX_INDEX_TENTHS,
  RECORD_SIZE,
  type IndexTable,
  type HandicapIndexResult,
} from './index-calc';
export {
  applyCaps,
  lowHandicapIndex,
  SOFT_CAP_TENTHS,
  HARD_CAP_TENTHS,
  LOW_INDEX_MIN_SCORES,
  type CapApplied,
  type IndexRevision,
} from './caps';
export { exceptionalScoreReduction, ESR_TABLE, type ExceptionalScoreInput } from './esr';
export {
  stablefordPoints,
  stablefordHolePoints,
  againstParHoleResult,
  againstParValue,
  type StablefordInput,
  type HoleResultInput,
  type AgainstParResult,
} from './stableford';
export { keypadPress, keypadCommit, KEYPAD_MAX_SCORE, type KeypadState } from './keypad';
export { NGF_POLICY, WHS_POLICY, BEGINNER_INDEX_TENTHS, type HandicapPolicy } from './policy';
export {
  replayRecord,
  type RecordCard,
  type ReplayOptions,
  type HandicapHistoryEntry,
  type CardStatus,
} from './replay';
export { LOW_INDEX_WINDOW_DAYS } from './dates';
export {
  adjustedIndexTenths,
  adjustmentTenthsOf,
  type CommitteeAdjustment,
} from './committee-adjustment';
export { adjustedGrossFromStableford } from './stableford-ags';
export { INPUT_LIMITS, teeRatingsProblem, type TypedTeeRatings } from './validate';

// Club time: today, tee times and lead times on the club's clock, in the club's zone.
export * from './club-time';

// Tee-time booking rules (spec §4–§6 Booking), on the club's wall clock.
export * from './booking';

// The playing-handicap calculator: formats, their allowances, an index typed in two parts.
export {
  PLAY_FORMATS,
  PLAY_FORMAT_ALLOWANCE,
  SIDE_FORMAT_ALLOWANCES,
  isSideFormat,
  sideTeeHandicaps,
  isPlayFormat,
  teeHandicaps,
  indexTenthsFromParts,
  indexParts,
  type PlayFormat,
  type SideFormat,
  type SideTeeHandicaps,
  type TeeHandicaps,
} from './play-formats';

// Matches: forms and their allowances, sign-up rules and tab visibility (spec §4–§5 Matches).
export * from './matches';

// Who may open the member list and another member's page (server policy and app menu alike).
export * from './members';

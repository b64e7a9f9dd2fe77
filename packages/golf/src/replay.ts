import { sumAdjusted } from './adjusted-score';
import { CAP_KIND, capKindOf, capTenths, LOW_INDEX_MIN_SCORES, type CapApplied } from './caps';
import { withAdjustment, type CommitteeAdjustment } from './committee-adjustment';
import { courseHandicapOf } from './course-handicap';
import { dayNumber, LOW_INDEX_WINDOW_DAYS } from './dates';
import { agsOf, differentialNumerator, expectedNumerator } from './differential';
import { GolfInputError } from './errors';
import { esrTenths } from './esr';
import { indexFromRecord, MAX_INDEX_TENTHS, usedCount } from './index-calc';
import { BEGINNER_INDEX_TENTHS, policyOf, type HandicapPolicy } from './policy';
import {
  addToRecord,
  clearRecord,
  recordCard,
  recordSize,
  recordValue,
  reduceRecord,
  undoAdd,
} from './record';
import { fromTenths, roundDiv } from './rounding';
import { cachedTee, type TeeLayout } from './tee';
import { differentialTenthsOf, indexTenthsOf, pccOf } from './validate';

/**
 * One card of a player's record. The score is taken from `differential` if given (a card from
 * another system or a conversion), else `adjustedGrossScore`, else the hole-by-hole `strokes`
 * (which need `tee.holePars` and `tee.strokeIndexes`, and get Rules 3.1–3.2 applied here).
 */
export interface RecordCard {
  /** 'YYYY-MM-DD'; cards must be in date order. */
  date: string;
  /**
   * Ratings of the holes played: 9-hole ratings with `holes: 9` for a 9-hole card. May be left
   * out for a card given as a `differential` (then no Course Handicap is reported).
   */
  tee?: TeeLayout;
  strokes?: readonly (number | null)[];
  adjustedGrossScore?: number;
  /** A Score Differential with one decimal (already an 18-hole value). */
  differential?: number;
  /** Playing Conditions Calculation adjustment, −1..+3; default 0. */
  pcc?: number;
  /** False for a card that does not count for handicap (it appears in the history only). */
  counts?: boolean;
}

/** Options of replayRecord. */
export interface ReplayOptions {
  /**
   * An index the player holds before the first card (a member converted from the old system):
   * in effect until the record produces an index, and a revision for the Low Handicap Index.
   */
  startingIndex?: { index: number; date: string } | null;
  /** Overrides of NGF_POLICY. */
  policy?: Partial<HandicapPolicy>;
  /**
   * The day the record is written on (the club's date, YYYY-MM-DD): a card dated after it has not
   * been played and never enters the record (DATE_IN_FUTURE), whatever path brought it here.
   */
  today?: string;
  /**
   * The Handicap Committee's adjustments (Rule 7.1a), each added to the calculated index from its
   * date on; how exactly is documented at `adjustmentTenthsOn` (committee-adjustment.ts).
   */
  adjustments?: readonly CommitteeAdjustment[];
}

/**
 * - 'counted': in the scoring record.
 * - 'not-counting': the card said `counts: false`.
 * - 'not-qualified': a beginner's score worse than 54.0 under `beginnerQualification`.
 */
export type CardStatus = 'counted' | 'not-counting' | 'not-qualified';

/** The handicap history after one card: what the server stores and the graph draws. */
export interface HandicapHistoryEntry {
  /** Position of the card in the input. */
  card: number;
  date: string;
  status: CardStatus;
  /** Index in effect when the card was played (Rule 5.9, 5.1b). */
  indexBefore: number | null;
  /** Course Handicap used for the maximum hole score and net par (null: par + 5 rule). */
  courseHandicap: number | null;
  adjustedGrossScore: number | null;
  /** The card's Score Differential as calculated, before any exceptional score reduction. */
  differential: number | null;
  /** Reduction this card triggered (Rule 5.9), applied to the most recent 20 differentials. */
  esr: 0 | -1 | -2;
  /**
   * Index by the Rule 5.2 table (with the 54.0 maximum), before the caps; null if none. For a
   * 'not-qualified' card: the index it would have given.
   */
  calculatedIndex: number | null;
  /** Low Handicap Index (Rule 5.7) the caps compared with; null before 20 scores. */
  lowIndex: number | null;
  cap: CapApplied;
  /** The Handicap Index after this card: the record's index with the committee's adjustment. */
  index: number | null;
  /** The index the record gives after this card (after the caps), before any adjustment. */
  recordIndex: number | null;
  /** The committee's adjustment in effect on the card's date (Rule 7.1a); 0 when none. */
  adjustment: number;
  /** Scores in the record so far (all of them; the index uses the most recent 20). */
  scoresInRecord: number;
  /**
   * Input positions of the differentials averaged, lowest first. Consecutive entries share the
   * same array while it does not change, so treat it as read-only.
   */
  used: readonly number[];
  /** Their values as used, including exceptional score reductions. */
  usedDifferentials: readonly number[];
}

const EMPTY: readonly number[] = Object.freeze([]);

/**
 * Replay a player's record card by card (Rules 5.1–5.9 with the chosen policy): the index after
 * every card with its intermediates. Pure: the same cards and options give the same history.
 */
export function replayRecord(
  cards: readonly RecordCard[],
  options: ReplayOptions = {},
): HandicapHistoryEntry[] {
  if (!Array.isArray(cards)) throw new GolfInputError('INPUT_MISSING', 'cards');
  const policy = policyOf(options.policy);
  const beginnerNdb = policy.beginnerMaxHoleScore === 'ngf';
  const unroundedEsr = policy.esrDifferential === 'unrounded';
  const combinedNine = policy.nineHoleRounding === 'combined';

  // Index revisions (day, tenths) for the Low Handicap Index.
  const revisionDays: number[] = [];
  const revisionIndexes: number[] = [];
  let current: number | null = null;
  if (options.startingIndex) {
    current = indexTenthsOf(options.startingIndex.index, 'startingIndex.index');
    revisionDays.push(dayNumber(options.startingIndex.date, 'startingIndex.date'));
    revisionIndexes.push(current);
  }

  const lastPlayable = options.today === undefined ? Infinity : dayNumber(options.today, 'today');

  clearRecord();
  let count = 0;
  let lastDay = -Infinity;
  let used = EMPTY;
  let usedDifferentials = EMPTY;
  const history = new Array<HandicapHistoryEntry>(cards.length);

  for (let c = 0; c < cards.length; c++) {
    try {
      const card = cards[c] as RecordCard;
      const day = dayNumber(card.date, 'date');
      if (day < lastDay) throw new GolfInputError('DATES_NOT_IN_ORDER', 'date');
      if (day > lastPlayable) throw new GolfInputError('DATE_IN_FUTURE', 'date');
      lastDay = day;
      // The index in effect when the card was played: the record's with the committee's
      // adjustment of that day (committee-adjustment.ts).
      const adjustments = options.adjustments;
      const inEffect = adjustments?.length ? withAdjustment(current, adjustments, day) : current;
      const tee =
        card.tee === undefined && card.differential !== undefined
          ? null
          : cachedTee(card.tee as TeeLayout, 'tee');

      // Without an index the NGF plays a beginner from 54.0; the plain Rules cap at par + 5 and
      // leave net par for unplayed holes open, for which 54.0 is used as well.
      const courseHandicap =
        tee === null ? null : courseHandicapOf(inEffect ?? BEGINNER_INDEX_TENTHS, tee);
      const parPlusFive = current === null && !beginnerNdb;
      let ags: number | null = null;
      let numerator: number;
      let denominator = 1;
      let differential: number;

      if (card.differential !== undefined || tee === null) {
        numerator = differential = differentialTenthsOf(card.differential, 'differential');
      } else {
        if (card.adjustedGrossScore !== undefined) {
          ags = agsOf(card.adjustedGrossScore, tee.holes, 'adjustedGrossScore');
        } else if (card.strokes !== undefined) {
          if (tee.holePars === null || tee.ranks === null) {
            throw new GolfInputError('INPUT_MISSING', 'tee.holePars');
          }
          if (card.strokes.length !== tee.holes) {
            throw new GolfInputError('LENGTH_MISMATCH', 'strokes');
          }
          ags = sumAdjusted(
            tee.holePars,
            tee.ranks,
            card.strokes,
            courseHandicap,
            parPlusFive,
            'strokes',
            null,
          );
        } else {
          throw new GolfInputError('MISSING_SCORE', 'card');
        }
        const pcc = card.pcc === undefined ? 0 : pccOf(card.pcc, 'pcc');
        const raw = differentialNumerator(ags, tee.crTenths, pcc, tee.holes);
        if (tee.holes === 18) {
          numerator = raw;
          denominator = tee.slope;
        } else {
          // Rule 5.1b: the other nine are the expected score at the index in effect.
          const expected = expectedNumerator(inEffect ?? BEGINNER_INDEX_TENTHS);
          if (combinedNine) {
            numerator = 200 * raw + tee.slope * expected;
            denominator = 200 * tee.slope;
          } else {
            numerator = roundDiv(raw, tee.slope) + roundDiv(expected, 200);
          }
        }
        differential = denominator === 1 ? numerator : roundDiv(numerator, denominator);
      }

      const entry: HandicapHistoryEntry = {
        card: c,
        date: card.date,
        status: 'counted',
        indexBefore: inEffect === null ? null : fromTenths(inEffect),
        courseHandicap: parPlusFive ? null : courseHandicap,
        adjustedGrossScore: ags,
        differential: fromTenths(differential),
        esr: 0,
        calculatedIndex: null,
        lowIndex: null,
        cap: 'none',
        index: inEffect === null ? null : fromTenths(inEffect),
        recordIndex: current === null ? null : fromTenths(current),
        adjustment: inEffect === null || current === null ? 0 : fromTenths(inEffect - current),
        scoresInRecord: count,
        used,
        usedDifferentials,
      };
      history[c] = entry;
      if (card.counts === false) {
        entry.status = 'not-counting';
        continue;
      }

      const esr =
        inEffect === null
          ? 0
          : unroundedEsr
            ? esrTenths(inEffect, numerator, denominator)
            : esrTenths(inEffect, differential, 1);

      addToRecord(differential, c);
      count++;
      if (esr !== 0) reduceRecord(esr);
      let raw = indexFromRecord(policy.table);

      if (
        current === null &&
        policy.beginnerQualification &&
        raw !== null &&
        raw > MAX_INDEX_TENTHS
      ) {
        undoAdd(c);
        count--;
        entry.status = 'not-qualified';
        entry.scoresInRecord = count;
        entry.calculatedIndex = fromTenths(raw);
        continue;
      }
      entry.esr = esr === -20 ? -2 : esr === -10 ? -1 : 0;
      entry.scoresInRecord = count;
      if (raw === null) continue;
      if (raw > MAX_INDEX_TENTHS) raw = MAX_INDEX_TENTHS;

      let low: number | null = null;
      if (count >= LOW_INDEX_MIN_SCORES) {
        const windowStart = day - LOW_INDEX_WINDOW_DAYS;
        for (let r = revisionDays.length - 1; r >= 0; r--) {
          const revisionDay = revisionDays[r] as number;
          if (revisionDay >= day) continue;
          const index = revisionIndexes[r] as number;
          if (low === null || index < low) low = index;
          // The first revision before the window was still in effect when it opened: last one.
          if (revisionDay < windowStart) break;
        }
      }
      const index = capTenths(raw, low);
      const keep = usedCount(recordSize(), policy.table);
      if (!sameAsRecord(used, usedDifferentials, keep)) {
        const cardsUsed = new Array<number>(keep);
        const valuesUsed = new Array<number>(keep);
        for (let k = 0; k < keep; k++) {
          cardsUsed[k] = recordCard(k);
          valuesUsed[k] = fromTenths(recordValue(k));
        }
        used = cardsUsed;
        usedDifferentials = valuesUsed;
      }
      entry.calculatedIndex = fromTenths(raw);
      entry.lowIndex = low === null ? null : fromTenths(low);
      entry.cap = CAP_KIND[capKindOf(raw, low)] as CapApplied;
      const adjusted = adjustments?.length ? withAdjustment(index, adjustments, day)! : index;
      entry.index = fromTenths(adjusted);
      entry.recordIndex = fromTenths(index);
      entry.adjustment = fromTenths(adjusted - index);
      entry.used = used;
      entry.usedDifferentials = usedDifferentials;
      revisionDays.push(day);
      revisionIndexes.push(index);
      current = index;
    } catch (error) {
      throw withCardField(error, c);
    }
  }
  return history;
}

/**
 * Whether the lowest `keep` of the record are the differentials the previous entry used; then the
 * arrays are shared. A bad score usually leaves the lowest eight alone, and not allocating two
 * arrays per card is a good part of a federation-wide replay's speed.
 */
function sameAsRecord(used: readonly number[], values: readonly number[], keep: number): boolean {
  if (used.length !== keep) return false;
  for (let k = 0; k < keep; k++) {
    if (used[k] !== recordCard(k) || values[k] !== fromTenths(recordValue(k))) return false;
  }
  return true;
}

/**
 * Name the card in an input error. The hot path passes short constant field names and only builds
 * the full `cards[i].field` path when something is actually wrong.
 */
function withCardField(error: unknown, card: number): unknown {
  if (!(error instanceof GolfInputError)) return error;
  const field = error.field === 'card' ? `cards[${card}]` : `cards[${card}].${error.field}`;
  return new GolfInputError(error.code, field, error.message.replace(error.field, field));
}

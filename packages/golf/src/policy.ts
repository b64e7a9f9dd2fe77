import { nineHoleRoundingOf, type NineHoleRounding } from './differential';
import { GolfInputError } from './errors';
import { tableOf, type IndexTable } from './index-calc';

/**
 * The choices where the Rules leave room or the Dutch federation (NGF) differs from the plain
 * Rules of Handicapping. replayRecord takes NGF_POLICY unless told otherwise.
 */
export interface HandicapPolicy {
  /** Rows of the Rule 5.2a table: 'ngf' gives an index from 1 score, 'whs' from 3. */
  table: IndexTable;
  /**
   * Maximum hole score before a player has an index: 'ngf' plays the beginner from index 54.0 and
   * caps at that net double bogey (NGF "nieuwe golfers"); 'whs' caps at par + 5 (Rule 3.1a). Net
   * par for a hole not played uses the Course Handicap for 54.0 either way.
   */
  beginnerMaxHoleScore: 'ngf' | 'whs';
  /**
   * NGF: a player without an index only gets a score into the record once it produces an index of
   * 54.0 or better (a differential of 56.0 or lower); worse scores are kept out of the record.
   */
  beginnerQualification: boolean;
  /** Rounding order of a 9-hole score's two halves (Rule 5.1b), see NineHoleRounding. */
  nineHoleRounding: NineHoleRounding;
  /**
   * Rule 5.9 compares the index with the unrounded differential (2024 text); 'rounded' compares
   * with the rounded one, as older software did.
   */
  esrDifferential: 'unrounded' | 'rounded';
}

/** The NGF's application of the 2024 Rules (the default). */
export const NGF_POLICY: Readonly<HandicapPolicy> = Object.freeze({
  table: 'ngf',
  beginnerMaxHoleScore: 'ngf',
  beginnerQualification: true,
  nineHoleRounding: 'combined',
  esrDifferential: 'unrounded',
});

/** The Rules of Handicapping 2024 without national choices. */
export const WHS_POLICY: Readonly<HandicapPolicy> = Object.freeze({
  table: 'whs',
  beginnerMaxHoleScore: 'whs',
  beginnerQualification: false,
  nineHoleRounding: 'combined',
  esrDifferential: 'unrounded',
});

/** The index a beginner plays from under the NGF (and the expected score of a player without one). */
export const BEGINNER_INDEX_TENTHS = 540;

export function policyOf(overrides: Partial<HandicapPolicy> | undefined): HandicapPolicy {
  // Field by field, so an override given as `undefined` falls back to the NGF value.
  const o = overrides ?? {};
  const beginnerMaxHoleScore = o.beginnerMaxHoleScore ?? NGF_POLICY.beginnerMaxHoleScore;
  if (beginnerMaxHoleScore !== 'ngf' && beginnerMaxHoleScore !== 'whs') {
    throw new GolfInputError('OPTION_INVALID', 'policy.beginnerMaxHoleScore');
  }
  const beginnerQualification = o.beginnerQualification ?? NGF_POLICY.beginnerQualification;
  if (typeof beginnerQualification !== 'boolean') {
    throw new GolfInputError('OPTION_INVALID', 'policy.beginnerQualification');
  }
  const esrDifferential = o.esrDifferential ?? NGF_POLICY.esrDifferential;
  if (esrDifferential !== 'unrounded' && esrDifferential !== 'rounded') {
    throw new GolfInputError('OPTION_INVALID', 'policy.esrDifferential');
  }
  return {
    table: tableOf(o.table, 'policy.table'),
    beginnerMaxHoleScore,
    beginnerQualification,
    nineHoleRounding: nineHoleRoundingOf(o.nineHoleRounding, 'policy.nineHoleRounding'),
    esrDifferential,
  };
}

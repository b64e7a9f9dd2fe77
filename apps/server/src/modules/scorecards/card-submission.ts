import { addDays, CARD_TYPE, PROCESSING_RESULT } from '@fairway/golf';
import type { HoleRow } from '../courses/courses.repository';
import { processCard } from '../handicap/handicap-processing';
import { refuse, type CardContext, type CardEvents } from './card-access';
import { cardHoles, stablefordOf } from './card-layout';
import { needsSignature } from './scorecards.mapper';
import type { CardRow, NewCard, ScorecardsRepository } from './scorecards.repository';

/**
 * A card's scores must be entered within this many days of play, else ISTEOUD: WHS Rule 4.1 wants
 * a score submitted on the day; the club gives a week's grace, after which the handicap committee
 * enters it (and the member sees "too old").
 */
export const SCORE_ENTRY_DAYS = 7;

/** Submitted, signed, rejected or processed: no score of the card may change any more. */
export const isClosed = (card: CardRow) =>
  card.is_ingevuld || card.signed_at !== null || card.rejected_at !== null || card.verwerkt;

/**
 * Every hole filled (0 = empty, only with `allowEmpty`). Scores above a hole's ms_max are kept as
 * played (the contract bounds them by the keypad): the gross total and stroke play need them, and
 * the handicap caps them itself (adjustedGrossOf). Pure: no queries.
 */
export function checkScores(scores: readonly number[], opts: { allowEmpty: boolean }) {
  scores.forEach((s, i) => {
    if (s === 0 && !opts.allowEmpty) throw refuse('CARD_INCOMPLETE', `scores.${i}`);
  });
}

/**
 * What a submitted match card waits for: processing with its match when the match is qualifying
 * (QUALIFYING_WEDSTRIJD tells the member so, spec §3), else nothing (saved, never processed).
 */
export const pendingMatchResult = (qualifies: boolean) =>
  qualifies ? PROCESSING_RESULT.QUALIFYING_WEDSTRIJD : PROCESSING_RESULT.ISNIETVERWERKT;

/** A submitted match card's result, by its match (pendingMatchResult). */
export async function matchCardStatus(tx: ScorecardsRepository, card: CardRow | NewCard) {
  return pendingMatchResult(
    await tx.handicapRecord().matchQualifies(card.club_id, card.wedstrijd_id ?? null),
  );
}

/**
 * Stores the final scores and decides the card's fate (spec §4 "Score entry outcomes"): too old,
 * a match card, a younger processed card, waiting for the marker, or processed now. A foreign card
 * (submitted as it is created) may have empty holes and is never too old.
 */
export async function submitCard(
  tx: ScorecardsRepository,
  ctx: CardContext,
  submission: {
    card: CardRow;
    scores: number[];
    holeRows: readonly HoleRow[];
    foreign: boolean;
    now: Date;
    events: CardEvents;
  },
) {
  const { card, scores, holeRows, foreign } = submission;
  if (card.tee_id !== null) checkScores(scores, { allowEmpty: foreign });
  if (scores.length) await tx.replaceScores(card.club_id, card.id, scores, submission.now);
  const holes = cardHoles(card, holeRows, new Map(scores.map((s, i) => [i + 1, s])));
  const gross = scores.reduce((a, b) => a + b, 0) || null;
  const sf = holes.length ? stablefordOf(holes) : card.sf_score;
  const filled: CardRow = { ...card, is_ingevuld: true, gross, sf_score: sf };

  let status: number;
  if (card.datum < addDays(ctx.today, -SCORE_ENTRY_DAYS) && !foreign)
    status = PROCESSING_RESULT.ISTEOUD;
  else if (card.typekaart === CARD_TYPE.WEDSTRIJD) status = await matchCardStatus(tx, card);
  else if (await tx.hasLaterProcessed(card.player_id, card.datum, card.tijd))
    status = PROCESSING_RESULT.ISLAATSTVERWERKT;
  else if (needsSignature(card, ctx.digimarker)) status = PROCESSING_RESULT.SUCCES;
  else status = PROCESSING_RESULT.ISVERWERKT;

  await tx.update(card.club_id, card.id, {
    is_ingevuld: true,
    gross,
    sf_score: sf,
    uitslag: status,
  });
  if (status === PROCESSING_RESULT.SUCCES) await submission.events.handedToMarker(tx, filled);
  if (status !== PROCESSING_RESULT.ISVERWERKT) return { status, ehcp_nieuw: null };
  const ehcp = await processCard(tx, filled, holeRows, scores, ctx.today);
  return {
    status: ehcp === undefined ? PROCESSING_RESULT.ISNIETVERWERKT : status,
    ehcp_nieuw: ehcp ?? null,
  };
}

import {
  adjustedIndexTenths,
  BEGINNER_INDEX_TENTHS,
  GolfInputError,
  PROCESSING_RESULT,
  toTenths,
  type HandicapHistoryEntry,
} from '@fairway/golf';
import { AppError } from '../../errors';
import type { HoleRow } from '../courses/courses.repository';
import {
  adjustedGrossOf,
  cardHoles,
  courseHandicapFor,
  stablefordOf,
} from '../scorecards/card-layout';
import type { CardRow, NewCard, ScorecardsRepository } from '../scorecards/scorecards.repository';
import { adjustmentsOf, historyRows, replayCards, type StartIndex } from './handicap-record';

/**
 * Processes a complete card into the player's handicap: the adjusted gross score, then a replay
 * of the whole record (caps, ESR) by the engine; the card gets ehcp_nieuw, the player the new
 * index, the history the replay. Runs inside the card's transaction (`tx`), which holds the
 * player's lock, so a player's cards are processed one at a time. Returns the new index, or
 * undefined when the round cannot count (too few holes).
 *
 * Every path into a handicap record comes through here, and the replay is given the club's
 * `today`: a card dated after it (a match processed before it is played, say) is refused with
 * CARD_DATE_IN_FUTURE and, as the caller's transaction then rolls back, changes nothing.
 */
export async function processCard(
  tx: ScorecardsRepository,
  card: CardRow,
  holeRows: readonly HoleRow[],
  strokes: readonly number[],
  today: string,
): Promise<number | null | undefined> {
  const player = await tx.lockPlayer(card.player_id);
  let ags: number;
  try {
    ags = adjustedGrossOf(card, holeRows, strokes);
  } catch (e) {
    if (e instanceof GolfInputError) {
      await tx.update(card.club_id, card.id, { uitslag: PROCESSING_RESULT.ISNIETVERWERKT });
      return undefined;
    }
    throw e;
  }
  await tx.update(card.club_id, card.id, { ags, verwerkt: true });
  await tx.update(card.club_id, card.id, { uitslag: PROCESSING_RESULT.ISVERWERKT });
  const { record, history } = await writeRecord(tx, card.player_id, player, today);
  // A card dated before others (the committee's entry) replays them: theirs follow as well.
  await syncFigures(tx, record, history);
  const entry = history[record.findIndex((c) => c.id === card.id)]!;
  return entry.index === null ? null : entry.index;
}

/**
 * Takes a processed card out of its player's handicap record (a match processed by mistake): the
 * card waits again as a match card, and the record is replayed without it, so the history, every
 * later card's index and the player's index are what they would have been had it never been
 * processed. Inside the card's transaction, as processCard.
 */
export async function unprocessCard(
  tx: ScorecardsRepository,
  card: CardRow,
  today: string,
  waitingAs: number,
): Promise<void> {
  const player = await tx.lockPlayer(card.player_id);
  await tx.update(card.club_id, card.id, {
    verwerkt: false,
    ags: null,
    ehcp_nieuw_tenths: null,
    differential_tenths: null,
    uitslag: waitingAs,
  });
  // Its last card gone, the record gives no index: the player keeps the one they had when it
  // was played (or their carried-over one).
  const { record, history } = await writeRecord(
    tx,
    card.player_id,
    player,
    today,
    player.start_index_tenths ?? card.index_before_tenths,
  );
  // The cards after it were processed with it in the record: their figures follow the replay.
  await syncFigures(tx, record, history);
}

/**
 * Replays the player's record as it stands after a change that is not a new card (a card's
 * scores corrected, a card marked not counting or counting again, an index adjustment added or
 * removed) and writes it: history, index and every card's figures. Inside a transaction of the
 * player's cards, which holds the player's lock.
 */
export async function replayPlayer(tx: ScorecardsRepository, playerId: number, today: string) {
  const player = await tx.lockPlayer(playerId);
  const { record, history } = await writeRecord(tx, playerId, player, today);
  await syncFigures(tx, record, history);
  return history.at(-1) ?? null;
}

/** A round of a record brought in: the card as played, and its hole strokes. */
export interface PlayedRound {
  /** Club, player, course, tee and its ratings, date and time: the figures come from the record. */
  card: Omit<
    NewCard,
    | 'index_before_tenths'
    | 'playing_handicap'
    | 'gross'
    | 'sf_score'
    | 'ags'
    | 'is_ingevuld'
    | 'verwerkt'
    | 'signed_at'
    | 'uitslag'
    | 'ehcp_nieuw_tenths'
    | 'differential_tenths'
  >;
  holes: readonly HoleRow[];
  strokes: readonly number[];
}

/**
 * Brings a player's rounds played before into their empty handicap record at once (years of play
 * kept elsewhere, as the demo clubs' members bring): the player starts on `start`, each round
 * gets the index before it, its playing handicap and its adjusted gross score in playing order,
 * as processCard would give them one card at a time, and the record is then written once by the
 * same replay and write as every card's (writeRecord). With no rounds, the player's index is the
 * start index (54.0 for a beginner). Inside a transaction of the player's cards; answers the
 * player's index in tenths.
 */
export async function importRecord(
  tx: ScorecardsRepository,
  playerId: number,
  start: StartIndex,
  rounds: readonly PlayedRound[],
  today: string,
  now: Date,
): Promise<number | null> {
  await tx.lockPlayer(playerId);
  const records = tx.handicapRecord();
  if ((await records.processedCards(playerId)).length > 0)
    throw new Error(
      `player ${playerId} has a record already: rounds are brought in only before it`,
    );
  await records.setStartIndex(playerId, start);
  // Each round's index before it is the record's after the rounds before: replayed as it grows.
  const played: CardRow[] = [];
  let current = start.start_index_tenths;
  for (const [n, round] of rounds.entries()) {
    const base = { ...round.card, index_before_tenths: current };
    const card = { ...base, playing_handicap: courseHandicapFor(base) };
    const saved = new Map(round.strokes.map((s, i) => [i + 1, s]));
    const filled = {
      ...card,
      gross: round.strokes.reduce((a, b) => a + b, 0),
      sf_score: stablefordOf(cardHoles(card, round.holes, saved)),
    };
    played.push({
      ...filled,
      id: -(n + 1),
      ags: adjustedGrossOf(filled, round.holes, round.strokes),
      is_ingevuld: true,
      verwerkt: true,
      signed_at: now,
      uitslag: PROCESSING_RESULT.ISVERWERKT,
    } as CardRow);
    const entry = replayUntil(today, played, start).at(-1)!;
    current = entry.index === null ? null : toTenths(entry.index);
    Object.assign(played.at(-1)!, {
      ehcp_nieuw_tenths: current,
      differential_tenths: entry.differential === null ? null : toTenths(entry.differential),
    });
  }
  await records.insertPlayed(
    played.map(({ id: _made, created_at: _at, ...card }, n) => ({
      card,
      strokes: rounds[n]!.strokes,
    })),
    now,
  );
  const { record, history } = await writeRecord(tx, playerId, start, today);
  await syncFigures(tx, record, history);
  return (await tx.lockPlayer(playerId)).handicap_tenths;
}

/** Each card's index and differential as the replay gives them, written where they changed. */
async function syncFigures(
  tx: ScorecardsRepository,
  record: readonly CardRow[],
  history: readonly HandicapHistoryEntry[],
) {
  for (const [i, c] of record.entries()) {
    const h = history[i]!;
    const index = h.index === null ? null : toTenths(h.index);
    const differential = h.differential === null ? null : toTenths(h.differential);
    if (c.ehcp_nieuw_tenths !== index || c.differential_tenths !== differential)
      await tx.update(c.club_id, c.id, {
        ehcp_nieuw_tenths: index,
        differential_tenths: differential,
      });
  }
}

/** Whether a card's stored index before is the replay's; none and 54.0 play the same. */
const sameIndex = (stamped: number | null, replayed: number | null) =>
  (stamped ?? BEGINNER_INDEX_TENTHS) ===
  (replayed === null ? BEGINNER_INDEX_TENTHS : toTenths(replayed));

/**
 * A processed card stamped with the index the replay now gives it. Where its holes are known it
 * is capped again from that index's Course Handicap, so its strokes received, net double bogey,
 * AGS and stableford points are that index's, as the member's history shows it. Without holes the
 * AGS stays: a gross total does not depend on the index, and a stableford total was scored off
 * the handicap of the day, which its conversion used.
 */
async function restamp(tx: ScorecardsRepository, card: CardRow, index: number | null) {
  const stamped: CardRow = { ...card, index_before_tenths: index };
  const holeRows =
    card.tee_id === null || card.course_club_id === null
      ? []
      : await tx.handicapRecord().teeHoles(card.course_club_id, card.tee_id);
  if (holeRows.length >= card.aantal_holes) {
    const saved = await tx.scores(card.club_id, card.id);
    const strokes = Array.from(
      { length: card.aantal_holes },
      (_, i) => saved.find((s) => s.hole_nr === i + 1)?.strokes ?? 0,
    );
    stamped.playing_handicap = courseHandicapFor(stamped);
    try {
      stamped.ags = adjustedGrossOf(stamped, holeRows, strokes);
    } catch (e) {
      // Its holes changed since it was processed so that they no longer rate it: its AGS stays.
      if (!(e instanceof GolfInputError)) throw e;
    }
    const holes = cardHoles(stamped, holeRows, new Map(saved.map((s) => [s.hole_nr, s.strokes])));
    stamped.sf_score = stablefordOf(holes);
  }
  await tx.update(card.club_id, card.id, {
    index_before_tenths: stamped.index_before_tenths,
    playing_handicap: stamped.playing_handicap,
    ags: stamped.ags,
    sf_score: stamped.sf_score,
  });
  return stamped;
}

/** The engine's replay with the club's `today` as its guard: a card after it is refused. */
function replayUntil(
  today: string,
  cards: readonly CardRow[],
  start: StartIndex,
  adjustments?: Parameters<typeof replayCards>[3],
) {
  try {
    return replayCards(cards, start, today, adjustments);
  } catch (e) {
    if (e instanceof GolfInputError && e.code === 'DATE_IN_FUTURE')
      throw new AppError('CARD_DATE_IN_FUTURE', 'a card dated after today cannot be processed', [
        { field: 'datum', message: `a card of the record is dated after today (${today})` },
      ]);
    throw e;
  }
}

/**
 * Replays the player's processed cards as they stand now and writes the result: the history and
 * the player's index (`withoutCards` when no card is left). The one place a record is
 * written, with the club's `today` as the engine's guard.
 */
async function writeRecord(
  tx: ScorecardsRepository,
  playerId: number,
  player: StartIndex,
  today: string,
  /** The index when no card is left in the record. */
  withoutCards: number | null = player.start_index_tenths,
) {
  const records = tx.handicapRecord();
  const record = await records.processedCards(playerId);
  const adjustments = adjustmentsOf(await records.adjustments(playerId));
  let history = replayUntil(today, record, player, adjustments);
  // A card dated before others that entered the record (or left it) changes the index they were
  // played off: each is stamped with the replay's, and as its new AGS moves the index after it,
  // the record is replayed before the next one is compared.
  for (let i = 0; i < record.length; i++) {
    const card = record[i]!;
    const before = history[i]!.indexBefore;
    if (sameIndex(card.index_before_tenths, before)) continue;
    record[i] = await restamp(tx, card, before === null ? null : toTenths(before));
    if (record[i]!.ags !== card.ags) history = replayUntil(today, record, player, adjustments);
  }
  await records.replaceHistory(playerId, historyRows(record, history));
  const latest = history.at(-1);
  // The index from today: the record's last one with the adjustments in effect today (one made
  // since the last card counts from its date on, committee-adjustment.ts in packages/golf).
  const recordIndex = latest
    ? latest.recordIndex === null
      ? null
      : toTenths(latest.recordIndex)
    : withoutCards;
  await records.setPlayerIndex(playerId, adjustedIndexTenths(recordIndex, adjustments, today));
  return { record, history };
}

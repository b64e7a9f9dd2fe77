import { PROCESSING_RESULT } from '@fairway/golf';
import type { AdminMatch } from '@fairway/contract';
import { MATCH_REFUSAL } from '@fairway/contract';
import { AppError } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { CoursesRepository, HoleRow } from '../courses';
import { processCard, unprocessCard } from '../handicap';
import type { EntryHandicaps } from '../matches';
import type { MatchAdminRepository } from './match-admin.repository';
import {
  conflict,
  playedBy,
  wall,
  type MatchAdminBons,
  type MatchAdminReads,
} from './match-admin-reads';
import { matchResultRows } from './match-results';

/**
 * The committee's processing of a match: the results from its submitted cards, the qualifying
 * cards into the handicap record, the reserves' refunds; publishing the results, withdrawing them
 * and undoing the processing while that is still safe.
 */
export class MatchProcessingService {
  constructor(
    private readonly repo: MatchAdminRepository,
    private readonly courses: CoursesRepository,
    private readonly reads: MatchAdminReads,
    /** What one-ball sides' partners play off, as the live leaderboard ranks them. */
    private readonly handicaps: EntryHandicaps,
    private readonly bons: MatchAdminBons = null,
  ) {}

  /**
   * Processing (once): the results per category from the match's submitted cards by the engine
   * (matchResultRows: rankResults / rankBetterBall, countback, on each entry's Playing Handicap
   * for its form), stored in match_results; for a qualifying match
   * every submitted card of it is then processed into its player's handicap record (spec §4: "a
   * qualifying match card is saved, processed only once the match is processed"). All in one
   * transaction with the match row locked, so a second call waits and then gets 409.
   */
  async process(auth: Auth, id: number): Promise<AdminMatch> {
    // The reserves' refunds commit with the processing: written after its commit, a stop in
    // between lost them for good, as nothing processes a match twice.
    return this.repo.atomically(() => this.processOnce(auth, id));
  }

  private async processOnce(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    const before = await this.reads.match(this.repo, auth, id);
    const [cards, teams, regs] = await Promise.all([
      this.repo.cards(auth.clubId, id),
      this.repo.teams(auth.clubId, id),
      this.repo.registrations(auth.clubId, id),
    ]);
    const holeMap = await this.holeRowsOf(cards);
    const holesOf = (c: { course_club_id: number | null; tee_id: number | null }) =>
      holeMap.get(`${c.course_club_id}:${c.tee_id}`) ?? [];
    // Every partner of the field, card or not: whichever cards the transaction then reads.
    const field = teams.filter((t) => !t.reservelijst);
    const playedOff = await this.handicaps.playedOff(
      auth.clubId,
      before,
      field,
      regs.filter((r) => field.some((t) => t.id === r.team_id)),
    );
    const processed = await this.repo.transaction(async (repo) => {
      const m = await this.reads.match(repo, auth, id, true);
      if (m.verwerkt) throw conflict('the match is already processed');
      if (!playedBy(m, now)) {
        const day = wall(m.aanvang).slice(0, 10);
        throw new AppError('MATCH_NOT_PLAYED_YET', MATCH_REFUSAL.MATCH_NOT_PLAYED_YET, [
          { field: 'aanvang', message: `can be processed from ${day}` },
        ]);
      }
      const results = await matchResultRows(repo, auth.clubId, m, holesOf, playedOff);
      await repo.replaceResults(auth.clubId, id, results);
      if (m.qualifying) {
        const cards = repo.scorecards();
        for (const card of await repo.unprocessedCards(auth.clubId, id)) {
          const holeRows = holesOf(card);
          await cards.transaction(card.player_id, async (tx) => {
            const saved = await tx.scores(card.club_id, card.id);
            const strokes = Array.from(
              { length: card.aantal_holes },
              (_, i) => saved.find((s) => s.hole_nr === i + 1)?.strokes ?? 0,
            );
            await processCard(tx, card, holeRows, strokes, now.slice(0, 10));
          });
        }
      }
      await repo.update(auth.clubId, id, { verwerkt: true });
      return { ...m, verwerkt: true };
    });
    await this.refundReserves(auth.clubId, id);
    return this.reads.view(this.repo, auth.clubId, processed, now);
  }

  /**
   * A sign-up left on the reserve list when the match is processed did not play: what it paid
   * (before reserves were refused a pay link) goes back. Written in the processing's transaction;
   * the provider is asked once that committed, and reconciliation sends a refund it never heard.
   */
  private async refundReserves(clubId: number, id: number) {
    if (!this.bons) return;
    const reserves = (await this.repo.teams(clubId, id)).filter((t) => t.reservelijst);
    const bons = await this.bons.payments.list(
      clubId,
      'match_registration',
      reserves.map((t) => t.id),
    );
    for (const bon of bons)
      if (bon.status === 'paid') await this.bons.payments.refunds.refund(clubId, bon.id, 'reserve');
  }

  /** Publishes the results (publiceer_uitslag): members then see the results tab. */
  async publishResults(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.reads.match(repo, auth, id, true);
      if (!m.verwerkt) throw conflict('process the match before publishing its results');
      await repo.update(auth.clubId, id, { publiceer_uitslag: true });
      await this.reads.events?.results(repo.db, auth.clubId, id, true);
      return this.reads.view(repo, auth.clubId, { ...m, publiceer_uitslag: true }, now);
    });
  }

  /** Members no longer see the results (the match stays processed). */
  async withdrawResults(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.reads.match(repo, auth, id, true);
      await repo.update(auth.clubId, id, { publiceer_uitslag: false });
      await this.reads.events?.results(repo.db, auth.clubId, id, false);
      return this.reads.view(repo, auth.clubId, { ...m, publiceer_uitslag: false }, now);
    });
  }

  /**
   * Undoes the processing: the results go, and every card it took into a handicap record leaves
   * it again (the record replayed without it, `unprocessCard`), all in one transaction; the cards
   * wait for processing as before. Only while the results are not published. What was refunded to
   * reserves at the processing stays refunded (money is not taken back).
   */
  async unprocess(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    await this.reads.match(this.repo, auth, id);
    const undone = await this.repo.transaction(async (repo) => {
      const m = await this.reads.match(repo, auth, id, true);
      if (!m.verwerkt) throw conflict('the match is not processed');
      if (m.publiceer_uitslag) throw conflict('withdraw the published results first');
      await repo.replaceResults(auth.clubId, id, []);
      const cards = repo.scorecards();
      for (const card of await repo.processedCards(auth.clubId, id))
        await cards.transaction(card.player_id, (tx) =>
          unprocessCard(tx, card, now.slice(0, 10), PROCESSING_RESULT.QUALIFYING_WEDSTRIJD),
        );
      await repo.update(auth.clubId, id, { verwerkt: false });
      return { ...m, verwerkt: false };
    });
    return this.reads.view(this.repo, auth.clubId, undone, now);
  }

  /** The holes of each tee the cards were played from, by 'club:tee'. */
  private async holeRowsOf(cards: { course_club_id: number | null; tee_id: number | null }[]) {
    const map = new Map<string, HoleRow[]>();
    for (const c of cards) {
      const key = `${c.course_club_id}:${c.tee_id}`;
      if (c.course_club_id === null || c.tee_id === null || map.has(key)) continue;
      map.set(key, await this.courses.holes(c.course_club_id, c.tee_id));
    }
    return map;
  }
}

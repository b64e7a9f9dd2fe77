import {
  PROCESSING_RESULT,
  matchScoring,
  rankBetterBall,
  rankResults,
  type BetterBallCard,
  type RankedLine,
  type ResultCard,
} from '@fairway/golf';
import type { AdminMatch } from '@fairway/contract';
import { MATCH_REFUSAL } from '@fairway/contract';
import { AppError } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { CoursesRepository, HoleRow } from '../courses';
import { processCard, unprocessCard } from '../handicap';
import type { MatchAdminRepository, MatchRow, ResultRow } from './match-admin.repository';
import {
  conflict,
  playedBy,
  wall,
  type MatchAdminBons,
  type MatchAdminReads,
} from './match-admin-reads';

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
    private readonly bons: MatchAdminBons = null,
  ) {}

  /**
   * Processing (once): the results per category from the match's submitted cards by the engine
   * (rankResults / rankBetterBall, countback), stored in match_results; for a qualifying match
   * every submitted card of it is then processed into its player's handicap record (spec §4: "a
   * qualifying match card is saved, processed only once the match is processed"). All in one
   * transaction with the match row locked, so a second call waits and then gets 409.
   */
  async process(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    await this.reads.match(this.repo, auth, id);
    const holeMap = await this.holeRowsOf(await this.repo.cards(auth.clubId, id));
    const holesOf = (c: { course_club_id: number | null; tee_id: number | null }) =>
      holeMap.get(`${c.course_club_id}:${c.tee_id}`) ?? [];
    const processed = await this.repo.transaction(async (repo) => {
      const m = await this.reads.match(repo, auth, id, true);
      if (m.verwerkt) throw conflict('the match is already processed');
      if (!playedBy(m, now)) {
        const day = wall(m.aanvang).slice(0, 10);
        throw new AppError('MATCH_NOT_PLAYED_YET', MATCH_REFUSAL.MATCH_NOT_PLAYED_YET, [
          { field: 'aanvang', message: `can be processed from ${day}` },
        ]);
      }
      const results = await this.results(repo, auth.clubId, m, holesOf);
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
   * (before reserves were refused a pay link) goes back. After the processing committed, so a
   * provider is never asked inside it.
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

  /** The result rows of a match from its submitted cards. */
  private async results(
    repo: MatchAdminRepository,
    clubId: number,
    m: MatchRow,
    holesOf: (c: { course_club_id: number | null; tee_id: number | null }) => HoleRow[],
  ): Promise<ResultRow[]> {
    const [teams, regs, cards] = await Promise.all([
      repo.teams(clubId, m.id),
      repo.registrations(clubId, m.id),
      repo.cards(clubId, m.id),
    ]);
    const submitted = cards.filter((c) => c.is_ingevuld && c.rejected_at === null);
    const scores = await repo.scores(
      clubId,
      submitted.map((c) => c.id),
    );
    const cardOf = new Map<number, (typeof submitted)[number]>();
    for (const c of submitted) if (!cardOf.has(c.relatie_id)) cardOf.set(c.relatie_id, c);
    const strokesOf = (cardId: number, holes: number) =>
      Array.from(
        { length: holes },
        (_, i) => scores.find((s) => s.card_id === cardId && s.hole_nr === i + 1)?.strokes ?? null,
      );
    const { scoring, betterBall } = matchScoring(m.uitslag, m.wedstrijdvorm);
    const groups = new Map<
      number | null,
      { cards: ResultCard[]; sides: BetterBallCard[]; ph: Map<number, number | null> }
    >();
    const missing: { team: number; category: number | null }[] = [];
    for (const team of teams.filter((t) => !t.reservelijst)) {
      const members = regs.filter((r) => r.team_id === team.id);
      const category = members[0]?.category_id ?? null;
      const own = members.flatMap((r) =>
        r.relatie_id !== null && cardOf.has(r.relatie_id) ? [cardOf.get(r.relatie_id)!] : [],
      );
      if (own.length === 0) {
        missing.push({ team: team.id, category });
        continue;
      }
      const first = own[0]!;
      const holeRows = holesOf(first).slice(0, first.aantal_holes);
      if (holeRows.length !== first.aantal_holes) {
        missing.push({ team: team.id, category });
        continue;
      }
      const group = groups.get(category) ?? {
        cards: [] as ResultCard[],
        sides: [] as BetterBallCard[],
        ph: new Map<number, number | null>(),
      };
      groups.set(category, group);
      const holePars = holeRows.map((h) => h.par);
      const strokeIndexes = holeRows.map((h) => h.si);
      if (betterBall) {
        group.sides.push({
          entryId: team.id,
          holePars,
          strokeIndexes,
          players: own.map((c) => ({
            strokes: strokesOf(c.id, c.aantal_holes),
            playingHandicap: c.playing_handicap ?? 0,
          })),
        });
        group.ph.set(team.id, null);
      } else {
        group.cards.push({
          entryId: team.id,
          holePars,
          strokeIndexes,
          strokes: strokesOf(first.id, first.aantal_holes),
          playingHandicap: first.playing_handicap ?? 0,
        });
        group.ph.set(team.id, first.playing_handicap);
      }
    }
    const rows: ResultRow[] = [];
    for (const [category, group] of groups) {
      const lines: RankedLine[] = group.sides.length
        ? rankBetterBall({
            scoring: scoring === 'stableford' ? 'stableford' : 'net',
            cards: group.sides,
          })
        : rankResults({ scoring, cards: group.cards });
      const placed = lines.filter((l) => l.position !== null).length;
      for (const l of lines) {
        rows.push({
          club_id: clubId,
          match_id: m.id,
          team_id: l.entryId,
          category_id: category,
          positie: l.position ?? placed + 1,
          status: l.status === 'ok' ? 'ok' : 'nr',
          playing_handicap: group.ph.get(l.entryId) ?? null,
          bruto: l.gross,
          netto:
            scoring === 'net'
              ? l.total
              : l.gross !== null && group.ph.get(l.entryId) != null
                ? l.gross - group.ph.get(l.entryId)!
                : null,
          stableford: scoring === 'stableford' ? l.total : null,
          tegen_par: scoring === 'against-par' ? l.total : null,
        });
      }
    }
    for (const x of missing) {
      const placed = rows.filter((r) => r.category_id === x.category && r.status === 'ok').length;
      rows.push({
        club_id: clubId,
        match_id: m.id,
        team_id: x.team,
        category_id: x.category,
        positie: placed + 1,
        status: 'nr',
        playing_handicap: null,
        bruto: null,
        netto: null,
        stableford: null,
        tegen_par: null,
      });
    }
    return rows;
  }
}

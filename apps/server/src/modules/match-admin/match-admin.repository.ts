import { and, asc, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TEE_INTERVALS } from '@fairway/golf';
import { MatchesRepository } from '../matches';
import type { ScorecardsRepository } from '../scorecards';
import { PaymentsRepository } from '../payments';
import type { Db } from '../../db/connect';
import { inRequestTransaction, transaction } from '../../db/transaction';
import {
  courses,
  matchCategories,
  matches,
  matchFlights,
  matchProducts,
  matchResults,
  matchTeams,
  matchTees,
  scorecards,
  teeSheetSettings,
  tees,
} from '../../db/schema';
import { sameClubRow } from '../../db/same-club';

export type MatchRow = typeof matches.$inferSelect;
export type NewMatch = Omit<typeof matches.$inferInsert, 'id' | 'club_id'>;
export type CategoryInput = {
  id?: number;
  naam: string;
  handicap_min_tenths: number | null;
  handicap_max_tenths: number | null;
  geslacht: 'm' | 'v' | null;
};
export type ProductInput = { id?: number; naam: string; prijs_cents: number };
export type ResultRow = typeof matchResults.$inferInsert;

/** The committee's reads and writes of matches; every query scoped by the club. */
export class MatchAdminRepository {
  /** The match's own rows read as the member side reads them (one query each, one home). */
  private readonly reads: MatchesRepository;

  /** The sign-ups' bons, read in the same transaction as the match. */
  readonly payments: PaymentsRepository;

  constructor(
    readonly db: Db,
    /** The app's card repository: its card-list cache is shared, not built per transaction. */
    private readonly cardRepo: ScorecardsRepository,
  ) {
    this.reads = new MatchesRepository(db);
    this.payments = new PaymentsRepository(db);
  }

  categories = (clubId: number, matchId: number) => this.reads.categories(clubId, matchId);
  teams = (clubId: number, matchId: number) => this.reads.teams(clubId, matchId);
  team = (clubId: number, teamId: number) => this.reads.team(clubId, teamId);
  flights = (clubId: number, matchId: number) => this.reads.flights(clubId, matchId);
  results = (clubId: number, matchId: number) => this.reads.results(clubId, matchId);
  products = (clubId: number, matchId: number) => this.reads.products(clubId, matchId);
  /** The match's players (member or guest) with the member's name, gender and current index. */
  registrations = (clubId: number, matchId: number) => this.reads.registrations(clubId, matchId);

  /**
   * The scorecards' reads and writes in this repository's transaction: a match's cards are
   * written and processed while its row stays locked.
   */
  scorecards(): ScorecardsRepository {
    return this.cardRepo.within(this.db);
  }

  /**
   * Reserve-list teams into the field in arrival order while the first waiting fits
   * (match_promote_reserves), after the committee enlarged it; answers how many moved.
   */
  async promoteReserves(clubId: number, matchId: number): Promise<number> {
    const r = await this.db.execute(
      sql`select match_promote_reserves(${clubId}, ${matchId}) as result`,
    );
    return Number((r as unknown as { rows: { result: number }[] }).rows[0]!.result);
  }

  /** `fn` in one transaction (a savepoint inside a request's transaction). */
  transaction<T>(fn: (repo: MatchAdminRepository) => Promise<T>): Promise<T> {
    return transaction(this.db, (tx) => fn(new MatchAdminRepository(tx, this.cardRepo)));
  }

  /**
   * `fn` with every query in one transaction, as a keyed request's (db/transaction.ts): what it
   * writes through other modules (the payments') commits with it, and what they leave for after
   * the commit (asking the provider) runs once it has, before this answers.
   */
  atomically<T>(fn: () => Promise<T>): Promise<T> {
    return inRequestTransaction(this.db, fn);
  }

  list(clubId: number) {
    return this.db
      .select({ match: matches, course_naam: courses.name })
      .from(matches)
      .innerJoin(courses, sameClubRow(courses, matches, matches.course_id))
      .where(eq(matches.club_id, clubId))
      .orderBy(desc(matches.aanvang), desc(matches.id))
      .limit(200);
  }

  async find(clubId: number, id: number, lock = false): Promise<MatchRow | undefined> {
    const q = this.db
      .select()
      .from(matches)
      .where(and(eq(matches.club_id, clubId), eq(matches.id, id)));
    const [row] = await (lock ? q.for('update') : q);
    return row;
  }

  async courseName(clubId: number, courseId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ naam: courses.name })
      .from(courses)
      .where(and(eq(courses.club_id, clubId), eq(courses.id, courseId)));
    return row?.naam;
  }

  /** Minutes between the course's tee times, in turn; a course without settings has the default. */
  async courseIntervals(clubId: number, courseId: number): Promise<number[]> {
    const [row] = await this.db
      .select({ intervals: teeSheetSettings.intervals })
      .from(teeSheetSettings)
      .where(and(eq(teeSheetSettings.club_id, clubId), eq(teeSheetSettings.course_id, courseId)));
    return row?.intervals ?? [...DEFAULT_TEE_INTERVALS];
  }

  /** The tee ids of the course among `ids` (another course's or club's tee is not among them). */
  async courseTees(clubId: number, courseId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: tees.id })
      .from(tees)
      .where(and(eq(tees.club_id, clubId), eq(tees.course_id, courseId)));
    return rows.map((r) => r.id);
  }

  async insert(clubId: number, values: NewMatch): Promise<number> {
    const [row] = await this.db
      .insert(matches)
      .values({ ...values, club_id: clubId })
      .returning({ id: matches.id });
    return row!.id;
  }

  async update(clubId: number, id: number, set: Partial<NewMatch>): Promise<void> {
    await this.db
      .update(matches)
      .set(set)
      .where(and(eq(matches.club_id, clubId), eq(matches.id, id)));
  }

  async replaceTees(
    clubId: number,
    matchId: number,
    list: { geslacht: 'm' | 'v'; tee_id: number }[],
  ) {
    await this.db
      .delete(matchTees)
      .where(and(eq(matchTees.club_id, clubId), eq(matchTees.match_id, matchId)));
    const unique = [...new Map(list.map((t) => [`${t.geslacht}:${t.tee_id}`, t])).values()];
    if (unique.length)
      await this.db
        .insert(matchTees)
        .values(unique.map((t, i) => ({ ...t, club_id: clubId, match_id: matchId, position: i })));
  }

  /**
   * Categories as given: those with an id of this match are updated, new ones inserted, the rest
   * deleted (a category a registration holds cannot be deleted: the caller gets the FK error).
   */
  syncCategories(clubId: number, matchId: number, list: CategoryInput[]) {
    return this.syncChildren(matchCategories, clubId, matchId, list);
  }

  /** Products as given, the same way as the categories. */
  syncProducts(clubId: number, matchId: number, list: ProductInput[]) {
    return this.syncChildren(matchProducts, clubId, matchId, list);
  }

  /**
   * A match's ordered child rows as given: those with an id of this match are updated, new ones
   * inserted, the rest deleted; the list order is the position. False when an id is not the match's.
   */
  private async syncChildren(
    table: typeof matchCategories | typeof matchProducts,
    clubId: number,
    matchId: number,
    list: (CategoryInput | ProductInput)[],
  ) {
    const own = and(eq(table.club_id, clubId), eq(table.match_id, matchId));
    const keep = list.flatMap((c) => (c.id ? [c.id] : []));
    await this.db.delete(table).where(keep.length ? and(own, notInArray(table.id, keep)) : own);
    for (const [position, c] of list.entries()) {
      const { id, ...values } = c;
      if (id) {
        const done = await this.db
          .update(table)
          .set({ ...values, position })
          .where(and(own, eq(table.id, id)))
          .returning({ id: table.id });
        if (done.length === 0) return false;
      } else
        await this.db
          .insert(table)
          .values({ ...values, position, club_id: clubId, match_id: matchId });
    }
    return true;
  }

  tees(clubId: number, matchId: number) {
    return this.db
      .select({ geslacht: matchTees.geslacht, tee_id: matchTees.tee_id })
      .from(matchTees)
      .where(and(eq(matchTees.club_id, clubId), eq(matchTees.match_id, matchId)))
      .orderBy(asc(matchTees.position));
  }

  cards = (clubId: number, matchId: number) => this.reads.cards(clubId, matchId);

  scores = (clubId: number, cardIds: number[]) => this.reads.cardScores(clubId, cardIds);

  /**
   * The draw's flights in place of the old ones: the teams leave their flights, the flights go,
   * the new ones come with their teams (`teams` kept equal to the count, within `capacity`).
   */
  async replaceFlights(
    clubId: number,
    matchId: number,
    flights: {
      nummer: number;
      starttijd: string;
      starttee: number;
      capacity: number;
      teamIds: number[];
    }[],
  ) {
    const ofMatch = and(eq(matchTeams.club_id, clubId), eq(matchTeams.match_id, matchId));
    await this.db.update(matchTeams).set({ flight_id: null }).where(ofMatch);
    await this.db
      .delete(matchFlights)
      .where(and(eq(matchFlights.club_id, clubId), eq(matchFlights.match_id, matchId)));
    for (const f of flights) {
      const [row] = await this.db
        .insert(matchFlights)
        .values({
          club_id: clubId,
          match_id: matchId,
          nummer: f.nummer,
          starttijd: f.starttijd,
          starttee: f.starttee,
          capacity: f.capacity,
          teams: f.teamIds.length,
        })
        .returning({ id: matchFlights.id });
      if (f.teamIds.length)
        await this.db
          .update(matchTeams)
          .set({ flight_id: row!.id })
          .where(
            and(ofMatch, inArray(matchTeams.id, f.teamIds), eq(matchTeams.reservelijst, false)),
          );
    }
  }

  async replaceResults(clubId: number, matchId: number, rows: ResultRow[]) {
    await this.db
      .delete(matchResults)
      .where(and(eq(matchResults.club_id, clubId), eq(matchResults.match_id, matchId)));
    if (rows.length) await this.db.insert(matchResults).values(rows);
  }

  /** The match's cards its processing took into the handicap record. */
  processedCards(clubId: number, matchId: number) {
    return this.cardsOfMatch(clubId, matchId, eq(scorecards.verwerkt, true));
  }

  /** The match's cards still waiting for processing into the handicap record. */
  unprocessedCards(clubId: number, matchId: number) {
    return this.cardsOfMatch(
      clubId,
      matchId,
      eq(scorecards.is_ingevuld, true),
      eq(scorecards.verwerkt, false),
      isNull(scorecards.rejected_at),
    );
  }

  /**
   * Sets the result of the match's submitted cards waiting for its processing that say `from` to
   * `to`: the committee made the match qualifying, or took that away.
   */
  async setUnprocessedCardsResult(clubId: number, matchId: number, from: number, to: number) {
    await this.db
      .update(scorecards)
      .set({ uitslag: to })
      .where(
        and(
          eq(scorecards.club_id, clubId),
          eq(scorecards.wedstrijd_id, matchId),
          eq(scorecards.is_ingevuld, true),
          eq(scorecards.verwerkt, false),
          isNull(scorecards.rejected_at),
          eq(scorecards.uitslag, from),
        ),
      );
  }

  /** The match's cards that meet `conditions`, in the order they were played. */
  private cardsOfMatch(clubId: number, matchId: number, ...conditions: SQL[]) {
    return this.db
      .select()
      .from(scorecards)
      .where(
        and(eq(scorecards.club_id, clubId), eq(scorecards.wedstrijd_id, matchId), ...conditions),
      )
      .orderBy(asc(scorecards.datum), asc(scorecards.tijd), asc(scorecards.id));
  }
}

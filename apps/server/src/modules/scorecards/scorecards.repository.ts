import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/connect';
import { transaction } from '../../db/transaction';
import {
  selectCardViews,
  selectFlatCardViews,
  toCardView,
  type CardView,
} from './card-view.repository';
import { HandicapRecordRepository } from '../handicap/handicap-record.repository';
import {
  cardListVersions,
  memberships,
  players,
  scorecardScores,
  scorecards,
  type CardRow,
} from '../../db/schema';

export type { CardRow };
export type NewCard = Omit<typeof scorecards.$inferInsert, 'id'>;
export type { CardView };

/** A card of the list as `json_agg` gives it: timestamps as ISO strings, the names beside. */
type CardJson = Omit<CardRow, 'signed_at' | 'rejected_at' | 'created_at'> & {
  signed_at: string | null;
  rejected_at: string | null;
  created_at: string;
  baan_naam: string | null;
  club_naam: string | null;
  tee_naam: string | null;
  tee_kleur: string | null;
  tee_inverse: string | null;
  roepnaam: string | null;
  voorletters: string | null;
  tussenvoegsel: string | null;
  achternaam: string;
};

/** A card still open for scores: not submitted, signed, rejected or processed. */
const OPEN_FOR_SCORES = and(
  eq(scorecards.is_ingevuld, false),
  isNull(scorecards.signed_at),
  isNull(scorecards.rejected_at),
  eq(scorecards.verwerkt, false),
)!;

/** Neither signed, rejected nor processed: what the marker may still sign or reject. */
const UNMARKED = and(
  isNull(scorecards.signed_at),
  isNull(scorecards.rejected_at),
  eq(scorecards.verwerkt, false),
)!;

/** The cards of this club that name `markerId` as their marker. */
const ofMarker = (clubId: number, markerId: number) =>
  and(eq(scorecards.club_id, clubId), eq(scorecards.marker_id, markerId))!;

export interface CardFilter {
  /** The member (relatie) whose player's cards are listed, in their club. */
  clubId: number;
  relatieId: number;
  dateFrom: string;
  dateTo: string;
  types?: number[];
  processed?: boolean;
  order: 'asc' | 'desc';
  limit: number;
}

/** Scorecards, their hole scores and the handicap history rows they produce. */
export class ScorecardsRepository {
  // The busiest card reads, prepared once (no per-request query building or planning).
  private readonly listQuery;
  private readonly viewQuery;
  private readonly scoresQuery;
  private readonly versionQuery;
  private readonly ownQuery;
  private saveScoreQuery?: ReturnType<ScorecardsRepository['saveScoreStatement']>;

  constructor(
    private readonly db: Db,
    /**
     * The default card list per member (the app's home screen, read at every start and pull to
     * refresh), kept while the player's card-list version stands: one primary-key read instead of
     * the list's joins. Names of courses, clubs and tees may lag by the TTL. Shared with the
     * repositories of transactions.
     */
    private readonly listCache = new LRUCache<string, { version: number; views: CardView[] }>({
      max: 5_000,
      ttl: 60_000,
    }),
  ) {
    this.listQuery = this.listJson(
      and(
        ScorecardsRepository.playerOf(sql.placeholder('clubId'), sql.placeholder('relatieId')),
        gte(scorecards.datum, sql.placeholder('dateFrom')),
        lte(scorecards.datum, sql.placeholder('dateTo')),
      )!,
      'desc',
      sql.placeholder('limit'),
    ).prepare('cards_list');
    this.versionQuery = db
      .select({ version: cardListVersions.version })
      .from(cardListVersions)
      .where(
        eq(
          cardListVersions.player_id,
          ScorecardsRepository.playerIdOf(sql.placeholder('clubId'), sql.placeholder('relatieId')),
        ),
      )
      .prepare('card_list_version');
    this.ownQuery = db
      .select()
      .from(scorecards)
      .where(
        and(
          eq(scorecards.id, sql.placeholder('id')),
          ScorecardsRepository.playerOf(sql.placeholder('clubId'), sql.placeholder('relatieId')),
        ),
      )
      .prepare('card_own');
    this.viewQuery = selectCardViews(db)
      .where(eq(scorecards.id, sql.placeholder('id')))
      .prepare('card_view');
    this.scoresQuery = db
      .select({ hole_nr: scorecardScores.hole_nr, strokes: scorecardScores.strokes })
      .from(scorecardScores)
      .where(
        and(
          eq(scorecardScores.club_id, sql.placeholder('clubId')),
          eq(scorecardScores.card_id, sql.placeholder('cardId')),
        ),
      )
      .orderBy(asc(scorecardScores.hole_nr))
      .prepare('card_scores');
  }

  /**
   * Cards of the member's player (a player's record spans clubs), found from the membership in
   * the same statement: the list needs no separate read of the member.
   */
  private static playerOf(clubId: unknown, relatieId: unknown): SQL {
    return sql`${scorecards.player_id} = ${ScorecardsRepository.playerIdOf(clubId, relatieId)}`;
  }

  /** The player of a membership, as a subquery. */
  private static playerIdOf(clubId: unknown, relatieId: unknown): SQL {
    return sql`(select ${memberships.player_id} from ${memberships} where ${memberships.club_id} = ${clubId} and ${memberships.id} = ${relatieId})`;
  }

  /**
   * A member's card list as one JSON value built by PostgreSQL (`json_agg`): two years of cards
   * are ~50 columns × dozens of rows, and decoding them field by field in Node cost four times the
   * query itself; one JSON document is parsed in one go.
   */
  private listJson(where: SQL, order: 'asc' | 'desc', limit: unknown) {
    const dir = sql.raw(order);
    return this.db
      .select({
        cards: sql<
          CardJson[]
        >`coalesce(json_agg(c order by c.datum ${dir}, c.tijd ${dir}, c.id ${dir}), '[]'::json)`,
      })
      .from(
        selectFlatCardViews(this.db)
          .where(where)
          .orderBy(
            sql`${scorecards.datum} ${dir}, ${scorecards.tijd} ${dir}, ${scorecards.id} ${dir}`,
          )
          .limit(limit as number)
          .as('c'),
      );
  }

  private static fromJson(j: CardJson): CardView {
    const { baan_naam, club_naam, tee_naam, tee_kleur, tee_inverse, ...rest } = j;
    const { roepnaam, voorletters, tussenvoegsel, achternaam, ...card } = rest;
    const date = (v: string | null) => (v === null ? null : new Date(v));
    return {
      card: {
        ...card,
        signed_at: date(card.signed_at),
        rejected_at: date(card.rejected_at),
        created_at: new Date(card.created_at),
      },
      baan_naam,
      club_naam: club_naam ?? '',
      tee: tee_naam
        ? { naam: tee_naam, kleur: tee_kleur ?? '', inverse_kleur: tee_inverse ?? '' }
        : null,
      speler: { roepnaam, voorletters, tussenvoegsel, achternaam },
    };
  }

  async list(f: CardFilter): Promise<CardView[]> {
    if (f.types?.length || f.processed !== undefined || f.order !== 'desc') {
      const [row] = await this.listJson(
        and(
          ScorecardsRepository.playerOf(f.clubId, f.relatieId),
          gte(scorecards.datum, f.dateFrom),
          lte(scorecards.datum, f.dateTo),
          f.types?.length ? inArray(scorecards.typekaart, f.types) : undefined,
          f.processed !== undefined ? eq(scorecards.verwerkt, f.processed) : undefined,
        )!,
        f.order,
        f.limit,
      );
      return (row?.cards ?? []).map(ScorecardsRepository.fromJson);
    }
    // The version is read before the list: a card written in between makes the kept list newer
    // than its version, never older, so the next read simply loads it again.
    const key = `${f.clubId}:${f.relatieId}:${f.dateFrom}:${f.dateTo}:${f.limit}`;
    const [stamp] = await this.versionQuery.execute({ clubId: f.clubId, relatieId: f.relatieId });
    const version = stamp?.version ?? 0;
    const kept = this.listCache.get(key);
    if (kept && kept.version === version) return kept.views;
    const [row] = await this.listQuery.execute({ ...f });
    const views = (row?.cards ?? []).map(ScorecardsRepository.fromJson);
    this.listCache.set(key, { version, views });
    return views;
  }

  /** The card when it belongs to the member's player; one primary-key read. */
  async findOwn(clubId: number, relatieId: number, id: number): Promise<CardRow | undefined> {
    const [row] = await this.ownQuery.execute({ clubId, relatieId, id });
    return row;
  }

  async findView(id: number): Promise<CardView | undefined> {
    const [row] = await this.viewQuery.execute({ id });
    return row ? toCardView(row) : undefined;
  }

  /** Several cards by id, with one query (a worker's batch of reminders); the missing left out. */
  async findViews(ids: readonly number[]): Promise<CardView[]> {
    if (!ids.length) return [];
    const rows = await selectCardViews(this.db).where(inArray(scorecards.id, [...ids]));
    return rows.map(toCardView);
  }

  /** Cards of this club waiting for `markerId`'s signature: complete, not signed or rejected. */
  async markerCards(clubId: number, markerId: number): Promise<CardView[]> {
    const rows = await selectCardViews(this.db)
      .where(and(ofMarker(clubId, markerId), eq(scorecards.is_ingevuld, true), UNMARKED))
      .orderBy(desc(scorecards.datum), desc(scorecards.id));
    return rows.map(toCardView);
  }

  /** A new card, made at `now` on the app's clock (the committee's waiting list reads it). */
  async insert(card: NewCard, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(scorecards)
      .values({ ...card, created_at: now })
      .returning({ id: scorecards.id });
    return row!.id;
  }

  async update(clubId: number, id: number, set: Partial<NewCard>): Promise<void> {
    await this.db
      .update(scorecards)
      .set(set)
      .where(and(eq(scorecards.club_id, clubId), eq(scorecards.id, id)));
  }

  /**
   * Marks a card signed only if it is still waiting: the condition in the UPDATE makes a second
   * signature (or a sign racing a reject) a no-op that reports false.
   */
  async markSigned(clubId: number, id: number, markerId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(scorecards)
      .set({ signed_at: now })
      .where(
        and(
          ofMarker(clubId, markerId),
          eq(scorecards.id, id),
          eq(scorecards.is_ingevuld, true),
          isNull(scorecards.signed_at),
          isNull(scorecards.rejected_at),
        ),
      )
      .returning({ id: scorecards.id });
    return rows.length === 1;
  }

  async markRejected(
    clubId: number,
    id: number,
    markerId: number,
    now: Date,
    reason: { code: number; remark: string },
  ) {
    const rows = await this.db
      .update(scorecards)
      .set({ rejected_at: now, reject_code: reason.code, reject_remark: reason.remark })
      .where(and(ofMarker(clubId, markerId), eq(scorecards.id, id), UNMARKED))
      .returning({ id: scorecards.id });
    return rows.length === 1;
  }

  scores(clubId: number, cardId: number) {
    return this.scoresQuery.execute({ clubId, cardId });
  }

  /** The card is still open for scores; locked FOR SHARE so a submit or signature waits. */
  private static openCard(clubId: unknown, cardId: unknown, extra: SQL = sql`true`): SQL {
    const c = scorecards;
    return sql`select 1 from ${c}
       where ${c.club_id} = ${clubId} and ${c.id} = ${cardId} and ${OPEN_FOR_SCORES}
         and ${extra}
         for share`;
  }

  /**
   * One hole's save as one prepared statement, only while the card is open (so a card submitted
   * or signed meanwhile cannot change). The same score again writes nothing — no row lock, no WAL
   * flush: retries from a phone that lost its signal cost a read.
   */
  private saveScoreStatement() {
    const s = scorecardScores;
    const [club, card, hole, strokes, now] = ['clubId', 'cardId', 'holeNr', 'strokes', 'now'].map(
      (n) => sql.placeholder(n),
    );
    const same = this.db.$with('same', {}).as(
      sql`select 1 from ${s} where ${s.club_id} = ${club} and ${s.card_id} = ${card}
             and ${s.hole_nr} = ${hole} and ${s.strokes} = ${strokes}`,
    );
    const open = this.db
      .$with('open_card', {})
      .as(ScorecardsRepository.openCard(club, card, sql`not exists (select 1 from same)`));
    const saved = this.db.$with('saved', {}).as(
      sql`insert into ${s} (club_id, card_id, hole_nr, strokes, saved_at)
          select ${club}, ${card}, ${hole}, ${strokes}, ${now}::timestamptz from open_card
          on conflict (club_id, card_id, hole_nr)
          do update set strokes = excluded.strokes, saved_at = excluded.saved_at
          returning 1`,
    );
    return this.db
      .with(same, open, saved)
      .select({
        same: sql<boolean>`exists (select 1 from same)`,
        saved: sql<boolean>`exists (select 1 from saved)`,
      })
      .from(sql`(select 1) as one`)
      .prepare('hole_score_save');
  }

  /**
   * Saves one hole's score while the card is open; 'closed' when it is not (any more). `now` is
   * the app's clock, as every other write of a card's times: the committee's list of cards
   * waiting too long for their marker compares the last save with it.
   */
  async saveScore(
    clubId: number,
    cardId: number,
    holeNr: number,
    strokes: number,
    now: Date,
  ): Promise<'saved' | 'same' | 'closed'> {
    this.saveScoreQuery ??= this.saveScoreStatement();
    const [row] = await this.saveScoreQuery.execute({
      clubId,
      cardId,
      holeNr,
      strokes,
      now: now.toISOString(),
    });
    return row?.saved ? 'saved' : row?.same ? 'same' : 'closed';
  }

  /** Clears one hole's score while the card is open; false when the card is not open. */
  async deleteScore(clubId: number, cardId: number, holeNr: number): Promise<boolean> {
    const s = scorecardScores;
    const result = await this.db.execute(sql`
      with open_card as (${ScorecardsRepository.openCard(clubId, cardId)}),
      gone as (
        delete from ${s}
         where ${s.club_id} = ${clubId} and ${s.card_id} = ${cardId} and ${s.hole_nr} = ${holeNr}
           and exists (select 1 from open_card)
      )
      select exists (select 1 from open_card) as open`);
    return (result as unknown as { rows: { open: boolean }[] }).rows[0]?.open ?? false;
  }

  /** The card, locked FOR UPDATE, while it is open for scores; undefined once it is not. */
  async lockOpenCard(clubId: number, id: number): Promise<CardRow | undefined> {
    const [row] = await this.db
      .select()
      .from(scorecards)
      .where(and(eq(scorecards.club_id, clubId), eq(scorecards.id, id), OPEN_FOR_SCORES))
      .for('update');
    return row;
  }

  async replaceScores(clubId: number, cardId: number, strokes: number[], now: Date) {
    await this.db
      .delete(scorecardScores)
      .where(and(eq(scorecardScores.club_id, clubId), eq(scorecardScores.card_id, cardId)));
    const rows = strokes.map((s, i) => ({
      club_id: clubId,
      card_id: cardId,
      hole_nr: i + 1,
      strokes: s,
      saved_at: now,
    }));
    if (rows.length) await this.db.insert(scorecardScores).values(rows);
  }

  /** Open qualifying cards of a player between two dates (the allowed check, spec §9). */
  async openQualifying(playerId: number, from: string, to: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(scorecards)
      .where(
        and(
          eq(scorecards.player_id, playerId),
          eq(scorecards.typekaart, 2),
          eq(scorecards.is_ingevuld, false),
          isNull(scorecards.rejected_at),
          gte(scorecards.datum, from),
          lte(scorecards.datum, to),
        ),
      );
    return row?.n ?? 0;
  }

  /** True when the player has a processed card played after (datum, tijd). */
  async hasLaterProcessed(playerId: number, datum: string, tijd: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: scorecards.id })
      .from(scorecards)
      .where(
        and(
          eq(scorecards.player_id, playerId),
          eq(scorecards.verwerkt, true),
          or(
            sql`${scorecards.datum} > ${datum}`,
            and(eq(scorecards.datum, datum), sql`${scorecards.tijd} > ${tijd}`),
          ),
        ),
      )
      .limit(1);
    return !!row;
  }

  /**
   * The player's row, locked for the rest of the transaction: the first lock of every write of a
   * player's cards (inserts, submits, signatures, rejections), before the card rows and before
   * the card-list trigger's `card_list_versions` row. One order, so two of them never wait on each
   * other in a circle (a card's insert holds a key-share lock on the player and the version row
   * while a signature held the version row and wanted the player: a deadlock). It also serialises
   * processing per player. NO KEY UPDATE: other tables' foreign keys to the player (key-share
   * locks) do not wait for it.
   */
  async lockPlayer(playerId: number): Promise<{
    handicap_tenths: number | null;
    start_index_tenths: number | null;
    start_index_date: string | null;
  }> {
    const [row] = await this.db
      .select({
        handicap_tenths: players.handicap_tenths,
        start_index_tenths: players.start_index_tenths,
        start_index_date: players.start_index_date,
      })
      .from(players)
      .where(eq(players.id, playerId))
      .for('no key update');
    return row!;
  }

  /** The handicap record's reads and writes, in this repository's transaction. */
  handicapRecord(): HandicapRecordRepository {
    return new HandicapRecordRepository(this.db);
  }

  /** The handle this repository queries through (a transaction's, in one). */
  get handle(): Db {
    return this.db;
  }

  /** This repository on a transaction another module opened, sharing the card-list cache. */
  within(tx: Db): ScorecardsRepository {
    return new ScorecardsRepository(tx, this.listCache);
  }

  /**
   * A transaction of card writes (retried once on a deadlock; a savepoint in a request's
   * transaction). `player`: the player whose cards it writes, locked first (see lockPlayer).
   */
  transaction<T>(player: number, fn: (repo: ScorecardsRepository) => Promise<T>): Promise<T> {
    return transaction(this.db, async (tx) => {
      const repo = this.within(tx);
      await repo.lockPlayer(player);
      return fn(repo);
    });
  }
}

import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { PROCESSING_RESULT } from '@fairway/golf';
import type { Db } from '../../db/db';
import { activeMemberOf, PLAYER_NAME } from '../../db/member-columns';
import {
  courses,
  handicapAdjustments,
  memberships,
  players,
  scorecardScores,
  scorecards,
  type CardRow,
} from '../../db/schema';
import { escapeLike } from '../club';
import { selectCardViews, toCardView } from '../scorecards';

/** A member as the committee finds them: their membership and their player. */
export interface CommitteeMemberRow {
  relatie_id: number;
  player_id: number;
  gsn: string | null;
  geslacht: 'm' | 'v';
  handicap_tenths: number | null;
  start_index_tenths: number | null;
  start_index_date: string | null;
  roepnaam: string | null;
  voorletters: string | null;
  tussenvoegsel: string | null;
  achternaam: string;
}

const MEMBER_COLUMNS = {
  relatie_id: memberships.id,
  player_id: players.id,
  gsn: players.gsn,
  geslacht: players.geslacht,
  handicap_tenths: players.handicap_tenths,
  start_index_tenths: players.start_index_tenths,
  start_index_date: players.start_index_date,
  ...PLAYER_NAME,
};

/** A card's submission: when its last hole score was saved (its creation without scores). */
const submittedAt = sql<Date>`coalesce((select max(${scorecardScores.saved_at}) from ${scorecardScores}
  where ${scorecardScores.club_id} = ${scorecards.club_id} and ${scorecardScores.card_id} = ${scorecards.id}),
  ${scorecards.created_at})`;

/** Waiting for a member marker's signature: submitted, neither signed, rejected nor processed. */
const WAITING_FOR_MARKER = and(
  eq(scorecards.is_ingevuld, true),
  isNotNull(scorecards.marker_id),
  isNull(scorecards.signed_at),
  isNull(scorecards.rejected_at),
  eq(scorecards.verwerkt, false),
  eq(scorecards.uitslag, PROCESSING_RESULT.SUCCES),
)!;

/** What the handicap committee reads and writes beside the card repository's own writes. */
export class HandicapAdminRepository {
  constructor(readonly db: Db) {}

  /** Members of the club whose name, GSN or username contains `q`, by name; at most 25. */
  searchMembers(clubId: number, q: string) {
    const like = `%${escapeLike(q)}%`;
    // The name as the list shows it (members.mapper's fullName), so what the committee reads
    // there is what it can type.
    const name = sql`concat_ws(' ', coalesce(${players.roepnaam}, ${players.voorletters}), ${players.tussenvoegsel}, ${players.achternaam})`;
    const found = or(
      sql`${name} ilike ${like}`,
      sql`${players.gsn} ilike ${like}`,
      sql`${memberships.username} ilike ${like}`,
    );
    return this.db
      .select(MEMBER_COLUMNS)
      .from(memberships)
      .innerJoin(players, eq(players.id, memberships.player_id))
      .where(and(activeMemberOf(clubId), found))
      .orderBy(asc(players.achternaam), asc(players.roepnaam), asc(memberships.id))
      .limit(25);
  }

  async member(db: Db, clubId: number, relatieId: number): Promise<CommitteeMemberRow | undefined> {
    const [row] = await db
      .select(MEMBER_COLUMNS)
      .from(memberships)
      .innerJoin(players, eq(players.id, memberships.player_id))
      .where(and(eq(memberships.club_id, clubId), eq(memberships.id, relatieId)));
    return row;
  }

  /** The member's cards kept by this club, newest first (the last 200). */
  async cards(clubId: number, playerId: number) {
    const rows = await selectCardViews(this.db)
      .where(and(eq(scorecards.club_id, clubId), eq(scorecards.player_id, playerId)))
      .orderBy(desc(scorecards.datum), desc(scorecards.tijd), desc(scorecards.id))
      .limit(200);
    return rows.map(toCardView);
  }

  /** The hole scores of cards, by card. */
  async scores(db: Db, clubId: number, cardIds: readonly number[]) {
    const byCard = new Map<number, number[]>();
    if (!cardIds.length) return byCard;
    const rows = await db
      .select()
      .from(scorecardScores)
      .where(
        and(eq(scorecardScores.club_id, clubId), inArray(scorecardScores.card_id, [...cardIds])),
      )
      .orderBy(asc(scorecardScores.card_id), asc(scorecardScores.hole_nr));
    for (const r of rows) {
      const list = byCard.get(r.card_id) ?? [];
      list[r.hole_nr - 1] = r.strokes;
      byCard.set(r.card_id, list);
    }
    return byCard;
  }

  /** A card of this club; `lock`: FOR UPDATE, in a transaction holding its player's lock. */
  async card(db: Db, clubId: number, id: number, lock = false): Promise<CardRow | undefined> {
    const q = db
      .select()
      .from(scorecards)
      .where(and(eq(scorecards.club_id, clubId), eq(scorecards.id, id)));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  }

  /** Cards of this club waiting for their marker since before `before`, oldest first. */
  overdue(clubId: number, before: Date) {
    const markerName = sql<string>`coalesce((select concat_ws(' ', p.roepnaam, p.tussenvoegsel, p.achternaam)
      from ${memberships} m join ${players} p on p.id = m.player_id
      where m.club_id = ${scorecards.club_id} and m.id = ${scorecards.marker_id}), '')`;
    return this.db
      .select({
        card: scorecards,
        submitted_at: sql<string>`${submittedAt}`.mapWith(String),
        marker_naam: markerName,
        baan_naam: courses.name,
        speler: PLAYER_NAME,
      })
      .from(scorecards)
      .innerJoin(players, eq(players.id, scorecards.player_id))
      .leftJoin(courses, eq(courses.id, scorecards.baan_id))
      .where(
        and(
          eq(scorecards.club_id, clubId),
          WAITING_FOR_MARKER,
          sql`${submittedAt} < ${before.toISOString()}`,
        ),
      )
      .orderBy(asc(scorecards.datum), asc(scorecards.id))
      .limit(500);
  }

  /**
   * The committee's signature or voiding in the marker's place: only while the card is still
   * waiting for its marker and has waited since before `before` (the condition in the UPDATE: a
   * marker signing meanwhile, or a second committee member, makes it a no-op).
   */
  async overrule(
    db: Db,
    clubId: number,
    id: number,
    before: Date,
    set: Partial<typeof scorecards.$inferInsert>,
  ): Promise<CardRow | undefined> {
    const [row] = await db
      .update(scorecards)
      .set(set)
      .where(
        and(
          eq(scorecards.club_id, clubId),
          eq(scorecards.id, id),
          WAITING_FOR_MARKER,
          sql`${submittedAt} < ${before.toISOString()}`,
        ),
      )
      .returning();
    return row;
  }

  adjustments(clubId: number, playerId: number) {
    return this.db
      .select()
      .from(handicapAdjustments)
      .where(
        and(eq(handicapAdjustments.club_id, clubId), eq(handicapAdjustments.player_id, playerId)),
      )
      .orderBy(desc(handicapAdjustments.datum), desc(handicapAdjustments.id));
  }

  async insertAdjustment(db: Db, row: typeof handicapAdjustments.$inferInsert) {
    const [inserted] = await db.insert(handicapAdjustments).values(row).returning();
    return inserted!;
  }

  /** The adjustment of this club, locked for its removal. */
  async adjustment(db: Db, clubId: number, id: number) {
    const [row] = await db
      .select()
      .from(handicapAdjustments)
      .where(and(eq(handicapAdjustments.club_id, clubId), eq(handicapAdjustments.id, id)));
    return row;
  }

  async deleteAdjustment(db: Db, clubId: number, id: number) {
    const rows = await db
      .delete(handicapAdjustments)
      .where(and(eq(handicapAdjustments.club_id, clubId), eq(handicapAdjustments.id, id)))
      .returning();
    return rows[0];
  }
}

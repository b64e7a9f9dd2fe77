import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import {
  bookingCancellations,
  cancellationReasons,
  clubConfig,
  guestFieldConfig,
} from '../../db/schema';

export type GuestFieldRow = typeof guestFieldConfig.$inferSelect;

/** The club's cancellation reasons and guest-field list, as the tee-sheet manager keeps them. */
export class BookingListsRepository {
  constructor(readonly db: Db) {}

  /**
   * Holds the club's configuration row until the commit: two managers changing the club's lists
   * at once go one after the other, so positions and the unique names stay as each one read them.
   */
  async lockClub(tx: Db, clubId: number): Promise<void> {
    await tx
      .select({ id: clubConfig.club_id })
      .from(clubConfig)
      .where(eq(clubConfig.club_id, clubId))
      .for('update');
  }

  /** The listed (not archived) reasons in order, each with how many cancellations give it. */
  reasons(db: Db, clubId: number) {
    return db
      .select({ id: cancellationReasons.id, naam: cancellationReasons.naam, used: used() })
      .from(cancellationReasons)
      .where(and(eq(cancellationReasons.club_id, clubId), isNull(cancellationReasons.archived_at)))
      .orderBy(asc(cancellationReasons.position), asc(cancellationReasons.id));
  }

  /** The archived (removed) reasons, the latest removed first, each with how often it was given. */
  archivedReasons(db: Db, clubId: number) {
    return db
      .select({
        id: cancellationReasons.id,
        naam: cancellationReasons.naam,
        used: used(),
        archived_at: cancellationReasons.archived_at,
      })
      .from(cancellationReasons)
      .where(
        and(eq(cancellationReasons.club_id, clubId), isNotNull(cancellationReasons.archived_at)),
      )
      .orderBy(desc(cancellationReasons.archived_at), desc(cancellationReasons.id));
  }

  /** The place after the last listed reason's: a reason added or restored goes last. */
  async nextReasonPosition(tx: Db, clubId: number): Promise<number> {
    const [row] = await tx
      .select({ next: sql<number>`coalesce(max(${cancellationReasons.position}) + 1, 0)::int` })
      .from(cancellationReasons)
      .where(and(eq(cancellationReasons.club_id, clubId), isNull(cancellationReasons.archived_at)));
    return row!.next;
  }

  async addReason(tx: Db, clubId: number, naam: string, position: number): Promise<number> {
    const [row] = await tx
      .insert(cancellationReasons)
      .values({ club_id: clubId, naam, position })
      .returning({ id: cancellationReasons.id });
    return row!.id;
  }

  private reason(clubId: number, id: number) {
    return and(
      eq(cancellationReasons.club_id, clubId),
      eq(cancellationReasons.id, id),
      isNull(cancellationReasons.archived_at),
    );
  }

  async renameReason(tx: Db, clubId: number, id: number, naam: string): Promise<void> {
    await tx.update(cancellationReasons).set({ naam }).where(this.reason(clubId, id));
  }

  async archiveReason(tx: Db, clubId: number, id: number, at: Date): Promise<void> {
    await tx.update(cancellationReasons).set({ archived_at: at }).where(this.reason(clubId, id));
  }

  /** Lists the archived reason `id` again, at `position`. */
  async restoreReason(tx: Db, clubId: number, id: number, position: number): Promise<void> {
    await tx
      .update(cancellationReasons)
      .set({ archived_at: null, position })
      .where(
        and(
          eq(cancellationReasons.club_id, clubId),
          eq(cancellationReasons.id, id),
          isNotNull(cancellationReasons.archived_at),
        ),
      );
  }

  async positionReason(tx: Db, clubId: number, id: number, position: number): Promise<void> {
    await tx.update(cancellationReasons).set({ position }).where(this.reason(clubId, id));
  }

  guestFields(db: Db, clubId: number): Promise<GuestFieldRow[]> {
    return db
      .select()
      .from(guestFieldConfig)
      .where(eq(guestFieldConfig.club_id, clubId))
      .orderBy(asc(guestFieldConfig.position), asc(guestFieldConfig.veld));
  }

  async saveGuestField(tx: Db, row: GuestFieldRow): Promise<void> {
    await tx
      .insert(guestFieldConfig)
      .values(row)
      .onConflictDoUpdate({
        target: [guestFieldConfig.club_id, guestFieldConfig.veld],
        set: { tonen: row.tonen, verplicht: row.verplicht },
      });
  }

  /** Puts the field `veld` at `position`, listing it hidden if the club never listed it. */
  async positionGuestField(tx: Db, clubId: number, veld: string, position: number): Promise<void> {
    await tx
      .insert(guestFieldConfig)
      .values({ club_id: clubId, veld, tonen: 'off', verplicht: '0', position })
      .onConflictDoUpdate({
        target: [guestFieldConfig.club_id, guestFieldConfig.veld],
        set: { position },
      });
  }
}

/** How many of the club's recorded cancellations give the reason. */
const used = () => sql<number>`(select count(*)::int from ${bookingCancellations} c
  where c.club_id = "cancellation_reasons"."club_id"
    and c.reason_id = "cancellation_reasons"."id")`;

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { categoryColumns, categoryOrder } from '../../db/member-categories';
import { memberCategories } from '../../db/schema';

/** The club's member categories, each with how many members hold it. */
export class MemberCategoriesRepository {
  constructor(readonly db: Db) {}

  private select(db: Db) {
    return db
      .select({ ...categoryColumns, position: memberCategories.position })
      .from(memberCategories);
  }

  list(clubId: number) {
    return this.select(this.db)
      .where(eq(memberCategories.club_id, clubId))
      .orderBy(...categoryOrder);
  }

  async find(db: Db, clubId: number, id: number) {
    const [row] = await this.select(db).where(
      and(eq(memberCategories.club_id, clubId), eq(memberCategories.id, id)),
    );
    return row;
  }

  /** The club's category named `naam` (any case), other than `exceptId`. */
  async named(db: Db, clubId: number, naam: string, exceptId?: number) {
    const [row] = await db
      .select({ id: memberCategories.id })
      .from(memberCategories)
      .where(
        and(
          eq(memberCategories.club_id, clubId),
          sql`lower(${memberCategories.naam}) = lower(${naam})`,
          exceptId === undefined ? undefined : sql`${memberCategories.id} <> ${exceptId}`,
        ),
      );
    return row;
  }

  async insert(db: Db, clubId: number, values: { naam: string; position: number }) {
    const [row] = await db
      .insert(memberCategories)
      .values({ ...values, club_id: clubId })
      .returning({ id: memberCategories.id });
    return row!.id;
  }

  async update(db: Db, clubId: number, id: number, values: { naam: string; position: number }) {
    await db
      .update(memberCategories)
      .set(values)
      .where(and(eq(memberCategories.club_id, clubId), eq(memberCategories.id, id)));
  }

  async delete(db: Db, clubId: number, id: number) {
    await db
      .delete(memberCategories)
      .where(and(eq(memberCategories.club_id, clubId), eq(memberCategories.id, id)));
  }
}

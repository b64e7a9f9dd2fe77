import { sameClubRow } from '../../db/same-club';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { matches, memberCategories, newsPosts } from '../../db/schema';
import type { NewsRow } from './news.repository';

export type NewsValues = Pick<
  NewsRow,
  'titel' | 'inhoud' | 'audience_category_id' | 'audience_match_id'
>;
export type NewsAdminRow = NewsRow & { audience_name: string | null };

/** The club's news posts as the news editor sees them: every state, with the audience's name. */
export class NewsAdminRepository {
  constructor(readonly db: Db) {}

  private select(db: Db) {
    return db
      .select({
        post: newsPosts,
        audience_name: sql<string | null>`coalesce(${memberCategories.naam}, ${matches.naam})`,
      })
      .from(newsPosts)
      .leftJoin(
        memberCategories,
        sameClubRow(memberCategories, newsPosts, newsPosts.audience_category_id),
      )
      .leftJoin(matches, sameClubRow(matches, newsPosts, newsPosts.audience_match_id));
  }

  async page(clubId: number, limit: number, offset: number) {
    const rows = await this.select(this.db)
      .where(eq(newsPosts.club_id, clubId))
      .orderBy(desc(newsPosts.datum), desc(newsPosts.id))
      .limit(limit)
      .offset(offset);
    const [count] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(newsPosts)
      .where(eq(newsPosts.club_id, clubId));
    return {
      rows: rows.map((r) => ({ ...r.post, audience_name: r.audience_name })),
      total: count?.n ?? 0,
    };
  }

  /** The post, locked for the write when `db` is a transaction. */
  async find(db: Db, clubId: number, id: number): Promise<NewsAdminRow | undefined> {
    const [row] = await this.select(db).where(
      and(eq(newsPosts.club_id, clubId), eq(newsPosts.id, id)),
    );
    return row && { ...row.post, audience_name: row.audience_name };
  }

  async lock(db: Db, clubId: number, id: number): Promise<NewsRow | undefined> {
    const [row] = await db
      .select()
      .from(newsPosts)
      .where(and(eq(newsPosts.club_id, clubId), eq(newsPosts.id, id)))
      .for('update');
    return row;
  }

  async insert(
    db: Db,
    row: NewsValues & Pick<NewsRow, 'club_id' | 'datum' | 'status'> & Partial<NewsRow>,
  ): Promise<number> {
    const { id: _ignored, ...values } = row;
    const [created] = await db.insert(newsPosts).values(values).returning({ id: newsPosts.id });
    return created!.id;
  }

  async update(db: Db, clubId: number, id: number, values: Partial<NewsRow>, at: Date) {
    await db
      .update(newsPosts)
      .set({ ...values, updated_at: at })
      .where(and(eq(newsPosts.club_id, clubId), eq(newsPosts.id, id)));
  }

  async delete(db: Db, clubId: number, id: number) {
    await db.delete(newsPosts).where(and(eq(newsPosts.club_id, clubId), eq(newsPosts.id, id)));
  }

  async categoryExists(db: Db, clubId: number, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: memberCategories.id })
      .from(memberCategories)
      .where(and(eq(memberCategories.club_id, clubId), eq(memberCategories.id, id)));
    return row !== undefined;
  }

  async matchExists(db: Db, clubId: number, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.club_id, clubId), eq(matches.id, id)));
    return row !== undefined;
  }

  /** The club's categories, and its matches from 60 days back on (the ones news is about). */
  async audiences(clubId: number, since: string) {
    const categories = await this.db
      .select({ id: memberCategories.id, naam: memberCategories.naam })
      .from(memberCategories)
      .where(eq(memberCategories.club_id, clubId))
      .orderBy(memberCategories.position, memberCategories.naam);
    const recent = await this.db
      .select({ id: matches.id, naam: matches.naam, aanvang: matches.aanvang })
      .from(matches)
      .where(and(eq(matches.club_id, clubId), sql`${matches.aanvang} >= ${since}::timestamp`))
      .orderBy(matches.aanvang)
      .limit(200);
    return { categories, matches: recent };
  }
}

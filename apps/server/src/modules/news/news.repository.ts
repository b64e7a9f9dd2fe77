import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { newsPosts } from '../../db/schema';

export type NewsRow = typeof newsPosts.$inferSelect;

/** News posts of one club, newest first. */
export class NewsRepository {
  // The feed is the busiest read after login: prepared once (no per-request query building).
  private readonly pageQuery;

  constructor(private readonly db: Db) {
    // One round trip: the page and the club's total (window count) together.
    this.pageQuery = db
      .select({ post: newsPosts, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(newsPosts)
      .where(eq(newsPosts.club_id, sql.placeholder('clubId')))
      .orderBy(desc(newsPosts.datum), desc(newsPosts.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('news_page');
  }

  async page(
    clubId: number,
    limit: number,
    offset: number,
  ): Promise<{ rows: NewsRow[]; total: number }> {
    const rows = await this.pageQuery.execute({ clubId, limit, offset });
    if (rows.length === 0 && offset > 0) {
      // Past the end the window has no rows to count on; ask for the total alone.
      const [row] = await this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(newsPosts)
        .where(eq(newsPosts.club_id, clubId));
      return { rows: [], total: row?.n ?? 0 };
    }
    return { rows: rows.map((r) => r.post), total: rows[0]?.total ?? 0 };
  }

  async find(clubId: number, id: number): Promise<NewsRow | undefined> {
    const [row] = await this.db
      .select()
      .from(newsPosts)
      .where(and(eq(newsPosts.club_id, clubId), eq(newsPosts.id, id)));
    return row;
  }

  async insert(row: Omit<typeof newsPosts.$inferInsert, 'id'>): Promise<void> {
    await this.db.insert(newsPosts).values(row);
  }
}

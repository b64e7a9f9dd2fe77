import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { matchRegistrations, memberships, newsPosts } from '../../db/schema';

export type NewsRow = typeof newsPosts.$inferSelect;

/**
 * Whether a member sees a post: published, its moment come, and for everyone or for the member's
 * category or for a match the member is entered in. `relatieId` and `now` are values or
 * placeholders (the feed's prepared query).
 */
export function visibleTo(relatieId: unknown, now: unknown): SQL {
  return sql`${newsPosts.status} = 'published' and ${newsPosts.datum} <= ${now}::timestamptz and (
    (${newsPosts.audience_category_id} is null and ${newsPosts.audience_match_id} is null)
    or ${newsPosts.audience_category_id} = (
      select ${memberships.category_id} from ${memberships}
      where ${memberships.club_id} = ${newsPosts.club_id} and ${memberships.id} = ${relatieId}::int)
    or exists (
      select 1 from ${matchRegistrations}
      where ${matchRegistrations.club_id} = ${newsPosts.club_id}
        and ${matchRegistrations.match_id} = ${newsPosts.audience_match_id}
        and ${matchRegistrations.relatie_id} = ${relatieId}::int))`;
}

/** News posts of one club as one member sees them, newest first. */
export class NewsRepository {
  // The feed is the busiest read after login: prepared once (no per-request query building).
  private readonly pageQuery;

  constructor(private readonly db: Db) {
    // One round trip: the page and the member's total (window count) together.
    this.pageQuery = db
      .select({ post: newsPosts, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(newsPosts)
      .where(
        and(
          eq(newsPosts.club_id, sql.placeholder('clubId')),
          visibleTo(sql.placeholder('relatieId'), sql.placeholder('now')),
        ),
      )
      .orderBy(desc(newsPosts.datum), desc(newsPosts.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('news_page');
  }

  async page(
    viewer: { clubId: number; relatieId: number; now: Date },
    limit: number,
    offset: number,
  ): Promise<{ rows: NewsRow[]; total: number }> {
    const { clubId, relatieId } = viewer;
    const now = viewer.now.toISOString();
    const rows = await this.pageQuery.execute({ clubId, relatieId, now, limit, offset });
    if (rows.length === 0 && offset > 0) {
      // Past the end the window has no rows to count on; ask for the total alone.
      const [row] = await this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(newsPosts)
        .where(and(eq(newsPosts.club_id, clubId), visibleTo(relatieId, now)));
      return { rows: [], total: row?.n ?? 0 };
    }
    return { rows: rows.map((r) => r.post), total: rows[0]?.total ?? 0 };
  }

  /** One post the member may see, or undefined (another club's, or not for them, or not yet). */
  async find(
    viewer: { clubId: number; relatieId: number; now: Date },
    id: number,
  ): Promise<NewsRow | undefined> {
    const [row] = await this.db
      .select()
      .from(newsPosts)
      .where(
        and(
          eq(newsPosts.club_id, viewer.clubId),
          eq(newsPosts.id, id),
          visibleTo(viewer.relatieId, viewer.now.toISOString()),
        ),
      );
    return row;
  }
}

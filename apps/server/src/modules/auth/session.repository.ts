import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sameClubRow } from '../../db/same-club';
import { memberships, sessions } from '../../db/schema';

export interface SessionRow {
  token_hash: string;
  club_id: number;
  relatie_id: number;
  created_at: Date;
  last_seen_at: Date;
}

/** Sessions, kept in the database so API nodes stay stateless. */
export class SessionRepository {
  constructor(private readonly db: Db) {}

  async insert(row: SessionRow): Promise<void> {
    await this.db.insert(sessions).values(row);
  }

  /**
   * The session of a token, while its member is an active member: a session a deactivation
   * missed (it deletes them, but a write elsewhere may not have) logs nobody in. The membership
   * is joined into the same query, so this costs no query more.
   */
  async find(tokenHash: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select(getTableColumns(sessions))
      .from(sessions)
      .innerJoin(memberships, sameClubRow(memberships, sessions, sessions.relatie_id))
      .where(and(eq(sessions.token_hash, tokenHash), isNull(memberships.deactivated_at)));
    return row;
  }

  async touch(tokenHash: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ last_seen_at: now })
      .where(eq(sessions.token_hash, tokenHash));
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
  }

  async deleteExpired(idleBefore: Date, createdBefore: Date): Promise<void> {
    await this.db
      .delete(sessions)
      .where(
        sql`${sessions.last_seen_at} < ${idleBefore} or ${sessions.created_at} < ${createdBefore}`,
      );
  }
}

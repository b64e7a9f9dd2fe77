import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { loginAttempts, sessions } from '../../db/schema';

export interface SessionRow {
  token_hash: string;
  club_id: number;
  relatie_id: number;
  created_at: Date;
  last_seen_at: Date;
}

/** Sessions and failed-login counters, both kept in the database so API nodes stay stateless. */
export class SessionRepository {
  constructor(private readonly db: Db) {}

  async insert(row: SessionRow): Promise<void> {
    await this.db.insert(sessions).values(row);
  }

  async find(tokenHash: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.token_hash, tokenHash));
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

  /** Failures counted for `key` in the window that is still open at `windowStart`. */
  async failures(key: string, windowStart: Date): Promise<number> {
    const [row] = await this.db
      .select({ failures: loginAttempts.failures })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), sql`${loginAttempts.window_start} >= ${windowStart}`));
    return row?.failures ?? 0;
  }

  /** Counts one failure atomically; a window that has closed starts again at 1. */
  async recordFailure(key: string, now: Date, windowStart: Date): Promise<void> {
    await this.db
      .insert(loginAttempts)
      .values({ key, window_start: now, failures: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.window_start} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
          window_start: sql`case when ${loginAttempts.window_start} < ${windowStart} then ${now} else ${loginAttempts.window_start} end`,
        },
      });
  }

  async clearFailures(key: string): Promise<void> {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, key));
  }

  async pruneFailures(before: Date): Promise<void> {
    await this.db.delete(loginAttempts).where(lt(loginAttempts.window_start, before));
  }
}

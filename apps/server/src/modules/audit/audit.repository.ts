import { sameClubRow } from '../../db/same-club';
import { clubDayEnd, clubDayStart } from '../../db/club-days';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntity, AuditQuery } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { Db } from '../../db/db';
import { PLAYER_NAME } from '../../db/member-columns';
import { auditLog, memberships, players } from '../../db/schema';

/** One back-office write as the audit trail keeps it. */
export interface AuditWrite {
  clubId: number;
  /** The member who wrote it; null for the platform's command line. */
  actorId: number | null;
  entity: AuditEntity;
  recordId: string | number;
  action: 'create' | 'update' | 'delete';
  before?: unknown;
  after?: unknown;
}

/** A write of a caller's: the club and the member who wrote it come from the caller. */
export type CallerWrite = Omit<AuditWrite, 'clubId' | 'actorId'>;

/** A record's values as JSON: dates as ISO strings, nothing undefined. */
const asJson = (value: unknown) =>
  value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));

/**
 * The audit trail: rows are added by the write they describe, through the write's own
 * transaction (`db` is that transaction), so a write without its row cannot commit; and read
 * newest first by the club's administrator.
 */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  /** Adds the rows of `writes` in `tx`, the transaction that makes the writes. */
  async record(tx: Db, ...writes: AuditWrite[]): Promise<void> {
    if (!writes.length) return;
    await tx.insert(auditLog).values(
      writes.map((w) => ({
        club_id: w.clubId,
        actor_id: w.actorId,
        entity: w.entity,
        record_id: String(w.recordId),
        action: w.action,
        before: asJson(w.before),
        after: asJson(w.after),
      })),
    );
  }

  /** `record` for `caller`'s writes: the caller's club, the caller as the actor. */
  recordBy(tx: Db, caller: Pick<Auth, 'clubId' | 'relatieId'>, ...writes: CallerWrite[]) {
    const by = { clubId: caller.clubId, actorId: caller.relatieId };
    return this.record(tx, ...writes.map((w) => ({ ...w, ...by })));
  }

  private static where(clubId: number, q: AuditQuery, timeZone: string): SQL {
    const conditions: (SQL | undefined)[] = [
      eq(auditLog.club_id, clubId),
      q.entity ? eq(auditLog.entity, q.entity) : undefined,
      q.record_id ? eq(auditLog.record_id, q.record_id) : undefined,
      q.actor_id ? eq(auditLog.actor_id, q.actor_id) : undefined,
      q.from ? gte(auditLog.at, clubDayStart(q.from, timeZone)) : undefined,
      q.until ? lt(auditLog.at, clubDayEnd(q.until, timeZone)) : undefined,
      q.before ? lt(auditLog.id, q.before) : undefined,
    ];
    return and(...conditions.filter((c): c is SQL => c !== undefined))!;
  }

  /** The rows `q` matches, newest first, at most `limit`; days are the club's (`timeZone`). */
  list(clubId: number, q: AuditQuery, timeZone: string, limit: number) {
    return this.db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actor_id: auditLog.actor_id,
        entity: auditLog.entity,
        record_id: auditLog.record_id,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        ...PLAYER_NAME,
      })
      .from(auditLog)
      .leftJoin(memberships, sameClubRow(memberships, auditLog, auditLog.actor_id))
      .leftJoin(players, eq(players.id, memberships.player_id))
      .where(AuditRepository.where(clubId, q, timeZone))
      .orderBy(desc(auditLog.id))
      .limit(limit);
  }
}

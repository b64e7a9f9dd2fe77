import { and, eq, gt, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { rateLimits } from '../../db/schema';

/** How many attempts a key may make, and how long it is locked out once it makes more. */
export interface RateRule {
  /** Attempts allowed per window. */
  limit: number;
  /** A fixed window, starting at the key's first attempt. */
  windowMs: number;
  /** The first lockout; each further one lasts twice as long as the one before ... */
  lockoutMs: number;
  /** ... up to this. */
  maxLockoutMs: number;
  /** How long after a lockout ends it still makes the next one longer. */
  memoryMs: number;
}

/** One counted failure: whether it came beyond the limit, and the key's lockout if any. */
export interface Failure {
  over: boolean;
  blockedUntil: Date | null;
}

/** One counted attempt: what `giveBack` needs to undo it, and whether it was refused. */
export interface Hit {
  key: string;
  windowStart: Date;
  hits: number;
  /** The lockout's end when this attempt is refused. */
  blockedUntil: Date | null;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const ms = (n: number) => sql`(${n}::double precision * interval '1 millisecond')`;

/**
 * What an upsert at `now` knows of the key's row as it was before: whether it has expired, is
 * locked out, and whether its window is still open and did not start before a lockout that has
 * ended since.
 */
function rowState(rule: RateRule, now: Date) {
  const t = rateLimits;
  const n = ts(now);
  const expired = sql`${t.expires_at} <= ${n}`;
  const blocked = sql`coalesce(${t.blocked_until} > ${n}, false)`;
  const sameWindow = sql`(not ${expired} and ${t.window_start} > ${n} - ${ms(rule.windowMs)}
    and (${t.blocked_until} is null or ${t.window_start} >= ${t.blocked_until}))`;
  return { n, expired, blocked, sameWindow };
}

/** A key's row as its first attempt of a window writes it: one hit, counted from `now`. */
const firstAttempt = (key: string, now: Date) => ({ key, window_start: now, hits: 1 });

/** The key's lockout after `lockouts` earlier ones: doubling from the first, up to the longest. */
const lockoutAfter = (rule: RateRule, lockouts: SQL) =>
  sql`least(${ms(rule.lockoutMs)} * power(2, least(${lockouts}, 30)), ${ms(rule.maxLockoutMs)})`;

/** The lockout the row answers, if it still runs at `now`. */
const runningLockout = (blockedUntil: Date | null, now: Date) =>
  blockedUntil && blockedUntil.getTime() > now.getTime() ? blockedUntil : null;

/**
 * Attempt counters in the database, so that every API process counts the same attempts. An
 * attempt is one upsert that counts it and answers the count and any lockout in the same
 * statement: two processes can never both read "4 of 5" and both go ahead.
 */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  async hit(key: string, rule: RateRule, now: Date): Promise<Hit> {
    const t = rateLimits;
    const { n, expired, blocked, sameWindow } = rowState(rule, now);
    const over = sql`(not ${blocked} and ${sameWindow} and ${t.hits} + 1 > ${rule.limit})`;
    const lockout = lockoutAfter(rule, sql`${t.lockouts}`);
    const pick = (whenBlocked: SQL, whenOver: SQL, whenSame: SQL, whenNew: SQL) =>
      sql`case when ${blocked} then ${whenBlocked} when ${over} then ${whenOver}
        when ${sameWindow} then ${whenSame} else ${whenNew} end`;

    const [row] = await this.db
      .insert(t)
      .values({
        ...firstAttempt(key, now),
        lockouts: 0,
        blocked_until: null,
        expires_at: new Date(now.getTime() + rule.windowMs),
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          hits: pick(sql`${t.hits}`, sql`${t.hits} + 1`, sql`${t.hits} + 1`, sql`1`),
          window_start: pick(
            sql`${t.window_start}`,
            sql`${t.window_start}`,
            sql`${t.window_start}`,
            n,
          ),
          lockouts: pick(
            sql`${t.lockouts}`,
            sql`${t.lockouts} + 1`,
            sql`${t.lockouts}`,
            sql`case when ${expired} then 0 else ${t.lockouts} end`,
          ),
          blocked_until: pick(
            sql`${t.blocked_until}`,
            sql`${n} + ${lockout}`,
            sql`${t.blocked_until}`,
            sql`case when ${expired} then null else ${t.blocked_until} end`,
          ),
          expires_at: pick(
            sql`${t.expires_at}`,
            sql`greatest(${t.expires_at}, ${n} + ${lockout} + ${ms(rule.memoryMs)})`,
            sql`${t.expires_at}`,
            sql`greatest(${t.expires_at}, ${n} + ${ms(rule.windowMs)})`,
          ),
        },
      })
      .returning({
        window_start: t.window_start,
        hits: t.hits,
        blocked_until: t.blocked_until,
      });
    const blockedUntil = runningLockout(row!.blocked_until, now);
    return { key, windowStart: row!.window_start, hits: row!.hits, blockedUntil };
  }

  /** Uncounts an allowed attempt, in its own window only. */
  async giveBack(hit: Hit): Promise<void> {
    const t = rateLimits;
    await this.db
      .update(t)
      .set({ hits: sql`${t.hits} - 1` })
      .where(and(eq(t.key, hit.key), eq(t.window_start, hit.windowStart), gt(t.hits, 0)));
  }

  /** The end of the latest lockout of any of `keys` that still runs at `now`, or null. */
  async lockedUntil(keys: string[], now: Date): Promise<Date | null> {
    if (keys.length === 0) return null;
    const t = rateLimits;
    const [row] = await this.db
      .select({ until: max(t.blocked_until) })
      .from(t)
      .where(and(inArray(t.key, keys), gt(t.blocked_until, now)));
    return row?.until ?? null;
  }

  /**
   * Counts one failure (the work was done and failed: a wrong password), in one upsert like
   * `hit`. The failure that reaches the limit locks the key out; it is itself still within the
   * limit. A failure that comes while the key is locked (one that was checked in parallel with
   * the failures that locked it) is counted as well and is `over`.
   */
  async fail(key: string, rule: RateRule, now: Date): Promise<Failure> {
    const t = rateLimits;
    const { n, expired, blocked, sameWindow } = rowState(rule, now);
    const counted = sql`(${blocked} or ${sameWindow})`;
    const hits = sql`(case when ${counted} then ${t.hits} + 1 else 1 end)`;
    const locks = sql`(not ${blocked} and ${hits} >= ${rule.limit})`;
    const lockouts = sql`(case when ${expired} then 0 else ${t.lockouts} end)`;
    const lockout = lockoutAfter(rule, lockouts);
    const locksAtOnce = rule.limit <= 1;

    const [row] = await this.db
      .insert(t)
      .values({
        ...firstAttempt(key, now),
        lockouts: locksAtOnce ? 1 : 0,
        blocked_until: locksAtOnce ? new Date(now.getTime() + rule.lockoutMs) : null,
        expires_at: new Date(
          now.getTime() + (locksAtOnce ? rule.lockoutMs + rule.memoryMs : rule.windowMs),
        ),
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          hits,
          window_start: sql`case when ${counted} then ${t.window_start} else ${n} end`,
          lockouts: sql`${lockouts} + case when ${locks} then 1 else 0 end`,
          blocked_until: sql`case when ${locks} then ${n} + ${lockout}
            when ${expired} then null else ${t.blocked_until} end`,
          expires_at: sql`case when ${locks} then greatest(${t.expires_at}, ${n} + ${lockout} + ${ms(rule.memoryMs)})
            when ${counted} then ${t.expires_at} else greatest(${t.expires_at}, ${n} + ${ms(rule.windowMs)}) end`,
        },
      })
      .returning({ hits: t.hits, blocked_until: t.blocked_until });
    return { over: row!.hits > rule.limit, blockedUntil: runningLockout(row!.blocked_until, now) };
  }

  /** Deletes the counters that no longer limit anything at `before` (a periodic clean-up). */
  async prune(before: Date): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.expires_at, before));
  }
}

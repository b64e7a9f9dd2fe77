import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courses,
  idempotencyKeys,
  loginDevices,
  memberships,
  rateLimits,
  sessions,
  teeSlots,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../auth/auth.service';
import { DEVICE_MAX_IDLE_MS } from '../auth/login-devices';
import { cleanupJobs, IDEMPOTENCY_KEY_RETENTION_MS, IDLE_SLOT_RETENTION_MS } from './cleanup-jobs';

/** The periodic clean-ups (modules/jobs): what has expired goes, what has not stays. */
const NOW = new Date('2026-11-22T10:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;
let t: TestApp;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the clean-up jobs', () => {
  it('remove expired sessions, idle login devices, rate-limit counters, idempotency keys and idle tee-time rows, and keep the rest', async () => {
    const db = t.database.db;
    const club = t.clubId('demo');
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.club_id, club))
      .limit(1);
    const session = (token: string, created: Date, seen: Date) => ({
      token_hash: `jobs-${token}`,
      club_id: club,
      relatie_id: 1,
      created_at: created,
      last_seen_at: seen,
    });
    await db
      .insert(sessions)
      .values([
        session('idle', ago(20 * DAY_MS), ago(SESSION_IDLE_MS + MINUTE)),
        session('too-old', ago(SESSION_ABSOLUTE_MS + MINUTE), ago(MINUTE)),
        session('fresh', ago(SESSION_ABSOLUTE_MS - DAY_MS), ago(SESSION_IDLE_MS - DAY_MS)),
      ]);
    const [member] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.club_id, club))
      .limit(1);
    const device = (token: string, lastUsed: Date) => ({
      club_id: club,
      token_hash: `jobs-${token}`,
      relatie_id: member!.id,
      created_at: ago(2 * DEVICE_MAX_IDLE_MS),
      last_used_at: lastUsed,
    });
    await db
      .insert(loginDevices)
      .values([
        device('idle', ago(DEVICE_MAX_IDLE_MS + MINUTE)),
        device('used', ago(DEVICE_MAX_IDLE_MS - DAY_MS)),
      ]);
    const counter = (key: string, expires: Date) => ({
      key: `jobs-${key}`,
      window_start: ago(HOUR),
      hits: 3,
      lockouts: 0,
      expires_at: expires,
    });
    await db
      .insert(rateLimits)
      .values([counter('expired', ago(1_000)), counter('live', new Date(NOW.getTime() + MINUTE))]);
    const key = (name: string, created: Date) => ({
      club_id: club,
      relatie_id: 1,
      key: `jobs-${name}`,
      request_hash: 'x',
      created_at: created,
    });
    await db
      .insert(idempotencyKeys)
      .values([
        key('old', ago(IDEMPOTENCY_KEY_RETENTION_MS + MINUTE)),
        key('recent', ago(IDEMPOTENCY_KEY_RETENTION_MS - HOUR)),
      ]);
    // Tee times on a day nobody books: one lock ended long ago, one recently, one never locked,
    // and one still held.
    const slot = (time: string, lockedUntil: Date | null) => ({
      club_id: club,
      course_id: course!.id,
      date: '2026-11-19',
      time,
      capacity: 4,
      occupied: 0,
      locked_by: lockedUntil && 1,
      locked_since: lockedUntil && new Date(lockedUntil.getTime() - 5 * MINUTE),
      locked_until: lockedUntil,
    });
    await db
      .insert(teeSlots)
      .values([
        slot('08:00', ago(IDLE_SLOT_RETENTION_MS + MINUTE)),
        slot('08:10', ago(IDLE_SLOT_RETENTION_MS - HOUR)),
        slot('08:20', null),
        slot('08:30', new Date(NOW.getTime() + MINUTE)),
      ]);
    const booked = await db.$count(teeSlots, eq(teeSlots.club_id, club));

    const jobs = cleanupJobs(db);
    expect(jobs.map((j) => j.name)).toEqual([
      'expire-sessions',
      'prune-login-devices',
      'prune-rate-limits',
      'prune-idempotency-keys',
      'prune-idle-tee-slots',
    ]);
    for (const job of jobs) await job.run(NOW);

    const left = async <T>(rows: Promise<T[]>) => (await rows).map((r) => Object.values(r!)[0]);
    expect(
      await left(
        db
          .select({ token: sessions.token_hash })
          .from(sessions)
          .where(inArray(sessions.token_hash, ['jobs-idle', 'jobs-too-old', 'jobs-fresh'])),
      ),
    ).toEqual(['jobs-fresh']);
    expect(
      await left(
        db
          .select({ token: loginDevices.token_hash })
          .from(loginDevices)
          .where(inArray(loginDevices.token_hash, ['jobs-idle', 'jobs-used'])),
      ),
    ).toEqual(['jobs-used']);
    expect(
      await left(
        db
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(inArray(rateLimits.key, ['jobs-expired', 'jobs-live'])),
      ),
    ).toEqual(['jobs-live']);
    expect(
      await left(
        db
          .select({ key: idempotencyKeys.key })
          .from(idempotencyKeys)
          .where(inArray(idempotencyKeys.key, ['jobs-old', 'jobs-recent'])),
      ),
    ).toEqual(['jobs-recent']);
    expect(
      await left(
        db
          .select({ time: teeSlots.time })
          .from(teeSlots)
          .where(and(eq(teeSlots.club_id, club), eq(teeSlots.date, '2026-11-19')))
          .orderBy(teeSlots.time),
      ),
    ).toEqual(['08:10', '08:30']);
    // The seeded bookings' tee times all hold places: none of them went.
    expect(await db.$count(teeSlots, eq(teeSlots.club_id, club))).toBe(booked - 2);
  });
});

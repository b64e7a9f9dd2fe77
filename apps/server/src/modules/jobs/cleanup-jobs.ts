import type { Db } from '../../db/connect';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  LoginDeviceRepository,
  DEVICE_MAX_IDLE_MS,
  SessionRepository,
} from '../auth';
import { TeeSlotsRepository } from '../booking';
import { IdempotencyRepository } from '../idempotency';
import { RateLimitRepository } from '../rate-limit';
import type { RecurringJob } from './job-queue';

/**
 * When each clean-up runs: hourly. What they remove is already ignored by every read (an expired
 * session logs nobody in, an ended lock keeps nobody out); it only takes space, and an hour's
 * worth of it is small. One DELETE per table per hour across all processes.
 */
export const CLEANUP_CRON = '0 * * * *';

/**
 * How long a stored answer is kept for its Idempotency-Key. A client retries a lost answer while
 * its screen is open (the web keeps the key in memory only), so a day covers a phone that came
 * back online hours later; after that a retry with the key is a new request.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 3600_000;

/**
 * How long a tee time's row with no places is kept after its last lock ended. The row remembers
 * who held the lock and since when for a lock's rest (a few booking_lock_minutes); a day is far
 * beyond that, and such rows of past days are of no use at all.
 */
export const IDLE_SLOT_RETENTION_MS = 24 * 3600_000;

/**
 * The clean-ups of what expires: sessions, known login devices, rate-limit counters, idempotency
 * keys, tee-time locks.
 */
export function cleanupJobs(db: Db): RecurringJob[] {
  const sessions = new SessionRepository(db);
  const devices = new LoginDeviceRepository(db);
  const rateLimits = new RateLimitRepository(db);
  const idempotency = new IdempotencyRepository(db);
  const teeSlots = new TeeSlotsRepository(db);
  const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
  return [
    {
      name: 'expire-sessions',
      cron: CLEANUP_CRON,
      // The same expiry as AuthService.authenticate applies to each session it sees.
      run: (now) =>
        sessions.deleteExpired(ago(now, SESSION_IDLE_MS), ago(now, SESSION_ABSOLUTE_MS)),
    },
    {
      name: 'prune-login-devices',
      cron: CLEANUP_CRON,
      // By then the device's cookie has expired too.
      run: (now) => devices.prune(ago(now, DEVICE_MAX_IDLE_MS)),
    },
    {
      name: 'prune-rate-limits',
      cron: CLEANUP_CRON,
      run: (now) => rateLimits.prune(now),
    },
    {
      name: 'prune-idempotency-keys',
      cron: CLEANUP_CRON,
      run: (now) => idempotency.prune(ago(now, IDEMPOTENCY_KEY_RETENTION_MS)),
    },
    {
      name: 'prune-idle-tee-slots',
      cron: CLEANUP_CRON,
      run: (now) => teeSlots.pruneIdle(ago(now, IDLE_SLOT_RETENTION_MS)),
    },
  ];
}

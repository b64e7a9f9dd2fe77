import type { Db } from '../../db/connect';
import { TeeSlotsRepository, type LockEvents, type SlotKey } from '../booking';
import type { JobQueue } from './job-queue';

/** The queue of tee-time locks running out. */
export const LOCK_EXPIRY = 'tee-lock-expiry';

/** A job queued before two-tee starts has no `startTee`: its lock was on tee 1. */
type LockExpiryJob = Omit<SlotKey, 'startTee'> & { startTee?: number; until: string };

const keyOf = (j: LockExpiryJob) =>
  `${j.clubId}/${j.courseId}/${j.date}/${j.time}/${j.startTee ?? 1}/${j.until}`;

/**
 * A tee-time lock that runs out by time writes nothing, so no trigger tells the open sheets. Each
 * take or renewal therefore makes, in its own transaction, one job due at the lock's end (keyed by
 * the tee time and that end, so a retried take makes it once). When it runs, the sheet's live
 * update is sent only if the lock still ends then: a renewal (it has its own job), a release, a
 * booking or another take by the member wrote the row and sent their own. So every end is sent
 * once, within the queue's poll (2 s) of it, and nothing sweeps the locks.
 */
export function lockExpiry(queue: JobQueue, db: Db, clock: () => Date): LockEvents {
  const slots = new TeeSlotsRepository(db);
  queue.define<LockExpiryJob>({
    name: LOCK_EXPIRY,
    run: async (job) => {
      const until = new Date(job.until);
      const left = until.getTime() - clock().getTime();
      if (left > 0) {
        // The database's clock, which made the job due, runs ahead of this process's, by which
        // every read judges the lock: come back when it has ended here too.
        await queue.send(db, LOCK_EXPIRY, job, {
          singletonKey: keyOf(job),
          startAfter: left / 1000,
        });
        return;
      }
      await slots.notifyLockEnded({ ...job, startTee: job.startTee ?? 1 }, until);
    },
  });
  return {
    async taken(tx, key, until) {
      const job: LockExpiryJob = {
        clubId: key.clubId,
        courseId: key.courseId,
        date: key.date,
        time: key.time,
        startTee: key.startTee,
        until: until.toISOString(),
      };
      await queue.send(tx, LOCK_EXPIRY, job, { singletonKey: keyOf(job), startAfter: until });
    },
  };
}

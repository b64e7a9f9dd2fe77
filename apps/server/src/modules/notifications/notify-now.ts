import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/connect';
import { transaction } from '../../db/transaction';
import type { NotificationDispatcher, NotificationInput } from './dispatcher';

/** What a job's run needs to notify: the database, the dispatcher and the club's clock. */
export interface NotifyDeps {
  db: Db;
  dispatcher: NotificationDispatcher;
  club: ClubContext;
}

/**
 * A job run's notifications of one club, in one transaction (each once: its dedupe key); the
 * club's wall time for the quiet hours is read before it, never through the shared db inside it.
 */
export async function notifyAll(
  deps: NotifyDeps,
  clubId: number,
  list: readonly NotificationInput[],
): Promise<void> {
  if (!list.length) return;
  const { time } = await deps.club.now(clubId);
  const now = deps.club.clock();
  await transaction(deps.db, async (tx) => {
    for (const n of list) await deps.dispatcher.notify(tx, n, time, now);
  });
}

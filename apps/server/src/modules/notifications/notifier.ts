import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/connect';
import { transaction } from '../../db/transaction';
import type { JobQueue } from '../jobs';
import type { NotificationDispatcher, NotificationInput } from './dispatcher';
import type { MessagesRepository } from './messages.repository';

/** What the reminders and messages are made of (messaging.ts builds it once). */
export interface MessageDeps {
  db: Db;
  queue: JobQueue;
  dispatcher: NotificationDispatcher;
  club: ClubContext;
  messages: MessagesRepository;
}

/**
 * A job run's notifications of one club, in one transaction with what follows them (a next
 * reminder); the club's wall time is read before it opens (PGlite's one connection).
 */
export class Notifier {
  constructor(
    private readonly deps: { db: Db; dispatcher: NotificationDispatcher; club: ClubContext },
  ) {}

  async notify(
    clubId: number,
    all: readonly NotificationInput[],
    then?: (tx: Db) => Promise<void>,
  ): Promise<void> {
    if (!all.length && !then) return;
    const { time } = await this.deps.club.now(clubId);
    const now = this.deps.club.clock();
    await transaction(this.deps.db, async (tx) => {
      for (const n of all) await this.deps.dispatcher.notify(tx, n, time, now);
      await then?.(tx);
    });
  }
}

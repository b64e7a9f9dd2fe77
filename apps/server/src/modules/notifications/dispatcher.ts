import type {
  NotificationChannelName,
  NotificationKind,
  NotificationParams,
} from '@fairway/contract';
import type { Db } from '../../db/connect';
import type { JobQueue } from '../jobs';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';
import { quietDelaySeconds, quietHoursOf, wants } from './preferences';

/** A notification as a channel gets it: the channel renders the text in the member's language. */
export interface OutgoingNotification {
  id: number;
  clubId: number;
  relatieId: number;
  kind: NotificationKind;
  params: NotificationParams;
  link: string | null;
  createdAt: Date;
}

/**
 * A way out besides the inbox (web push, email), registered when the app is built. `deliver`
 * runs in a job of its own per notification and channel: throwing tries it again with back-off.
 */
export interface NotificationChannel {
  name: NotificationChannelName;
  deliver(n: OutgoingNotification): Promise<void>;
}

export interface NotificationInput {
  clubId: number;
  relatieId: number;
  kind: NotificationKind;
  params: NotificationParams;
  link: string | null;
  /** Once per member and key: the same key again (a job run twice) makes nothing. */
  dedupeKey: string;
}

const CHANNEL_QUEUE = 'notification-channel';

/**
 * The notification queues' settings (this one and the card reminders'). A run takes milliseconds,
 * so one still running after 30 s belongs to a server that died: it is tried again then (not after
 * pg-boss's 15 minutes), 10-20 s later. A worker takes 20 due jobs at once (bench/notifications:
 * 10,000 reminders due in one minute).
 */
export const NOTIFICATION_JOBS = { expireSeconds: 30, retryDelay: 10, batchSize: 20 } as const;
type ChannelJob = { clubId: number; id: number; channel: NotificationChannelName };

const outgoing = (row: NotificationRow): OutgoingNotification => ({
  id: row.id,
  clubId: row.club_id,
  relatieId: row.relatie_id,
  kind: row.kind as NotificationKind,
  params: row.params,
  link: row.link,
  createdAt: row.created_at,
});

/**
 * Makes a member's notification: the inbox row at once, and a job per other channel the member
 * wants it by, after their quiet hours. The club's kinds off make nothing at all.
 */
export class NotificationDispatcher {
  private readonly channels = new Map<NotificationChannelName, NotificationChannel>();

  constructor(
    private readonly repo: NotificationsRepository,
    private readonly queue: JobQueue,
  ) {
    queue.define<ChannelJob>({
      name: CHANNEL_QUEUE,
      ...NOTIFICATION_JOBS,
      run: async (job) => {
        const [failed] = await this.deliver([job]);
        if (failed) throw failed;
      },
      runBatch: (jobs) => this.deliver(jobs),
    });
  }

  /**
   * Channel jobs' runs, the notifications read with one query: the club's kinds and the member's
   * choices read again with each row, as a job waits (quiet hours, retries) and a choice made
   * meanwhile holds for what has not gone out. Answers per job the error of a failed delivery.
   */
  private async deliver(jobs: readonly ChannelJob[]): Promise<(Error | undefined)[]> {
    const found = await this.repo.forDelivery(jobs);
    return Promise.all(
      jobs.map(async ({ clubId, id, channel }) => {
        const n = found.get(`${clubId}:${id}`);
        const out = this.channels.get(channel);
        if (!n || !out || n.clubOff || !wants(n.prefs, n.row.kind, channel)) return undefined;
        try {
          await out.deliver(outgoing(n.row));
          return undefined;
        } catch (err) {
          return err instanceof Error ? err : new Error(String(err));
        }
      }),
    );
  }

  /** Adds a channel (push, email); at app build. */
  register(channel: NotificationChannel): void {
    this.channels.set(channel.name, channel);
  }

  /**
   * In `tx` (the job's transaction that decided to notify); `clubTime` is the club's wall time
   * now ('HH:MM'), read before the transaction. Answers the row made, or undefined when the club
   * sends no such kind or the key was used.
   */
  async notify(tx: Db, n: NotificationInput, clubTime: string, now: Date) {
    const made = await this.repo.within(tx).insertOnce({
      club_id: n.clubId,
      relatie_id: n.relatieId,
      kind: n.kind,
      params: n.params,
      link: n.link,
      dedupe_key: n.dedupeKey,
      created_at: now,
    });
    if (!made) return undefined;
    const { row, prefs } = made;
    const startAfter = quietDelaySeconds(clubTime, quietHoursOf(prefs));
    await this.queue.sendAll<ChannelJob>(
      tx,
      CHANNEL_QUEUE,
      [...this.channels.keys()]
        .filter((channel) => wants(prefs, n.kind, channel))
        .map((channel) => ({
          data: { clubId: n.clubId, id: row.id, channel },
          singletonKey: `${n.clubId}:${row.id}:${channel}`,
          startAfter,
        })),
    );
    return row;
  }
}

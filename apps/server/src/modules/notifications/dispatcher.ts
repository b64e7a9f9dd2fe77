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
      run: async ({ clubId, id, channel }) => {
        const row = await this.repo.byId(clubId, id);
        const out = this.channels.get(channel);
        if (row && out) await out.deliver(outgoing(row));
      },
    });
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
    const repo = this.repo.within(tx);
    if ((await repo.clubKindsOff(n.clubId)).includes(n.kind)) return undefined;
    const row = await repo.insertOnce({
      club_id: n.clubId,
      relatie_id: n.relatieId,
      kind: n.kind,
      params: n.params,
      link: n.link,
      dedupe_key: n.dedupeKey,
      created_at: now,
    });
    if (!row || !this.channels.size) return row;
    const prefs = await repo.preferences(n.clubId, n.relatieId);
    const startAfter = quietDelaySeconds(clubTime, quietHoursOf(prefs));
    for (const channel of this.channels.keys()) {
      if (!wants(prefs, n.kind, channel)) continue;
      await this.queue.send<ChannelJob>(
        tx,
        CHANNEL_QUEUE,
        { clubId: n.clubId, id: row.id, channel },
        { singletonKey: `${n.clubId}:${row.id}:${channel}`, startAfter },
      );
    }
    return row;
  }
}

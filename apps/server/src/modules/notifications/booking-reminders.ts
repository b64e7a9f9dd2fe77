import { NOTIFICATION_JOBS } from './dispatcher';
import { clubInstant } from '@fairway/golf';
import type { Db } from '../../db/connect';
import { playerName, type BookingRepository, type BookingRow } from '../booking';
import type { JobQueue } from '../jobs';
import { notifyAll, type NotifyDeps } from './notify-now';

export const TEE_TIME_SOON = 'tee-time-soon';
/** The members of a flight hear of their tee time this long before it. */
export const TEE_TIME_SOON_BEFORE_S = 2 * 3600;

type SoonJob = { clubId: number; flightId: number; date: string; time: string };

const flightKey = (clubId: number, flightId: number) => `${clubId}:${flightId}`;

/**
 * "Your tee time is in 2 hours": one job per flight (singleton key `club:flight`, the main
 * booker's place), made in the booking's transaction to run 2 hours before the tee time; none for
 * a flight booked later than that. Cancelled with the flight, moved with it (another place leads
 * it, or its time changes). A run reads the flight again: a flight gone or at another time
 * notifies nobody; each member player once (the dedupe key names the flight and its time).
 */
export class BookingReminders {
  constructor(
    private readonly deps: NotifyDeps & { queue: JobQueue; bookings: BookingRepository },
  ) {
    deps.queue.define<SoonJob>({
      name: TEE_TIME_SOON,
      ...NOTIFICATION_JOBS,
      run: (j) => this.remind(j),
    });
  }

  /** The flight led by `parent` gets its reminder, in `tx`; none when it is due already. */
  async plan(tx: Db, parent: BookingRow, timeZone: string): Promise<void> {
    const at = clubInstant(parent.date, parent.time, timeZone) - TEE_TIME_SOON_BEFORE_S;
    const inSeconds = at - this.deps.club.clock().getTime() / 1000;
    if (inSeconds <= 0) return;
    // Due in so many seconds, not at a moment: pg-boss reads a moment on the database's clock,
    // which need not be the app's (FAIRWAY_CLOCK_START's runs behind it, and a server on another
    // host drifts). As a moment, every reminder of an e2e server was due at once.
    await this.deps.queue.send<SoonJob>(
      tx,
      TEE_TIME_SOON,
      { clubId: parent.club_id, flightId: parent.id, date: parent.date, time: parent.time },
      { singletonKey: flightKey(parent.club_id, parent.id), startAfter: Math.ceil(inSeconds) },
    );
  }

  /** The flight is gone: its waiting reminder too. */
  async cancel(tx: Db, clubId: number, flightId: number): Promise<void> {
    await this.deps.queue.cancel(tx, TEE_TIME_SOON, flightKey(clubId, flightId));
  }

  /** The flight `fromId` is led by `to` now, or its time changed: the reminder follows it. */
  async move(tx: Db, fromId: number, to: BookingRow, timeZone: string): Promise<void> {
    await this.cancel(tx, to.club_id, fromId);
    await this.plan(tx, to, timeZone);
  }

  private async remind({ clubId, flightId, date, time }: SoonJob): Promise<void> {
    const flight = await this.deps.bookings.flights(clubId, [flightId]);
    const parent = flight.find((b) => b.id === flightId);
    if (!parent || parent.parent_id !== null || parent.date !== date || parent.time !== time)
      return;
    const players = flight.map(playerName).join(', ');
    await notifyAll(
      this.deps,
      clubId,
      flight.flatMap((b) =>
        b.relatie_id === null
          ? []
          : [
              {
                clubId,
                relatieId: b.relatie_id,
                kind: 'tee_time_soon' as const,
                params: { date, time, players },
                link: `/app/booking/${b.id}`,
                dedupeKey: `${TEE_TIME_SOON}:${flightId}:${date}:${time}`,
              },
            ],
      ),
    );
  }
}

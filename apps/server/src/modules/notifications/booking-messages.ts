import { NOTIFICATION_JOBS } from './dispatcher';
import type { NotificationKind } from '@fairway/contract';
import type { Db } from '../../db/connect';
import {
  playerName,
  type BookingEvents,
  type BookingRepository,
  type BookingRow,
  type FlightBooked,
  type PlacesCancelled,
  type PlayersChanged,
} from '../booking';
import type { JobQueue } from '../jobs';
import { fullName, type MembersRepository } from '../members';
import type { BookingReminders } from './booking-reminders';
import { notifyAll, type NotifyDeps } from './notify-now';

export const BOOKING_NEWS = 'booking-news';

type NewsKind = Extract<
  NotificationKind,
  'booking_added' | 'booking_changed' | 'booking_cancelled'
>;
type NewsJob = {
  clubId: number;
  kind: NewsKind;
  /** The flight's lead place as it is after the change (gone for a flight cancelled whole). */
  flightId: number;
  date: string;
  time: string;
  /** The members to tell; never the one who made the change. */
  to: number[];
  /** The member who made the change; null: the club. */
  by: number | null;
  /** The change, named by the booking rows it made or took off (ids are never used again). */
  event: string;
};

const members = (rows: readonly BookingRow[], but: number | null) => [
  ...new Set(
    rows.flatMap((b) => (b.relatie_id === null || b.relatie_id === but ? [] : [b.relatie_id])),
  ),
];
const ids = (rows: readonly BookingRow[]) => rows.map((b) => b.id).join('.');
const NO_NAME = { roepnaam: null, voorletters: null, tussenvoegsel: null, achternaam: '' };
/** The flight a message is about: its lead place's id and its tee time. */
type At = { clubId: number; flightId: number; date: string; time: string };
const at = (lead: BookingRow, flightId = lead.id): At => ({
  clubId: lead.club_id,
  flightId,
  date: lead.date,
  time: lead.time,
});

/**
 * What a booking's changes tell its members (through the booking module's BookingEvents, in the
 * change's transaction): added to a flight by another member, their flight's players changed by
 * someone else, their place cancelled by someone else or the club; and the flight's reminder
 * (booking-reminders.ts) planned, moved or cancelled with it. Each message is a job made in the
 * change's transaction; its run tells each member once (the dedupe key names the change).
 */
export class BookingMessages implements BookingEvents {
  constructor(
    private readonly deps: NotifyDeps & {
      queue: JobQueue;
      bookings: BookingRepository;
      members: MembersRepository;
      reminders: BookingReminders;
    },
  ) {
    deps.queue.define<NewsJob>({
      name: BOOKING_NEWS,
      ...NOTIFICATION_JOBS,
      run: (j) => this.tell(j),
    });
  }

  async booked(tx: Db, { rows, by, timeZone }: FlightBooked): Promise<void> {
    const parent = rows[0]!;
    await this.deps.reminders.plan(tx, parent, timeZone);
    await this.send(tx, at(parent), 'booking_added', members(rows, by), by, rows);
  }

  async playersChanged(tx: Db, e: PlayersChanged): Promise<void> {
    if (!e.added.length && !e.removed.length) return;
    const where = at(e.parent);
    await this.send(tx, where, 'booking_added', members(e.added, e.by), e.by, e.added);
    await this.send(tx, where, 'booking_cancelled', members(e.removed, e.by), e.by, e.removed);
    await this.send(tx, where, 'booking_changed', members(e.kept, e.by), e.by, [
      ...e.added,
      ...e.removed,
    ]);
  }

  async cancelled(tx: Db, e: PlacesCancelled): Promise<void> {
    if (e.handOver)
      await this.deps.reminders.move(tx, e.flightId, e.handOver.to, e.handOver.timeZone);
    else if (!e.stay.length) await this.deps.reminders.cancel(tx, e.gone[0]!.club_id, e.flightId);
    // The flight now: led by the place handed over to, else by the same place as before.
    const where = e.handOver ? at(e.handOver.to) : at(e.gone[0]!, e.flightId);
    await this.send(tx, where, 'booking_cancelled', members(e.gone, e.by), e.by, e.gone);
    await this.send(tx, where, 'booking_changed', members(e.stay, e.by), e.by, e.gone);
  }

  private async send(
    tx: Db,
    where: At,
    kind: NewsKind,
    to: number[],
    by: number | null,
    changed: readonly BookingRow[],
  ): Promise<void> {
    if (!to.length || !changed.length) return;
    const event = `${kind}:${ids(changed)}`;
    await this.deps.queue.send<NewsJob>(
      tx,
      BOOKING_NEWS,
      { ...where, kind, to, by, event },
      { singletonKey: `${where.clubId}:${event}` },
    );
  }

  /**
   * Tells the members. Added and changed read the flight again: a member no longer in it hears
   * nothing; the players named are the flight's now. A cancel is told as it happened.
   */
  private async tell(j: NewsJob): Promise<void> {
    const { clubId } = j;
    const flight =
      j.kind === 'booking_cancelled' ? [] : await this.deps.bookings.flights(clubId, [j.flightId]);
    const by =
      j.by === null
        ? (await this.deps.club.club(clubId)).club.naam
        : fullName((await this.deps.members.findById(clubId, j.by)) ?? NO_NAME);
    const players = flight.map(playerName).join(', ');
    await notifyAll(
      this.deps,
      clubId,
      j.to.flatMap((relatieId) => {
        const own = flight.find((b) => b.relatie_id === relatieId);
        if (j.kind !== 'booking_cancelled' && !own) return [];
        return [
          {
            clubId,
            relatieId,
            kind: j.kind,
            params: {
              by,
              date: j.date,
              time: j.time,
              ...(j.kind === 'booking_changed' ? { players } : {}),
            },
            link: own ? `/app/booking/${own.id}` : '/app/booking/list',
            dedupeKey: `${BOOKING_NEWS}:${j.event}`,
          },
        ];
      }),
    );
  }
}

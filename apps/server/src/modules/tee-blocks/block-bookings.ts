import type { TeeBlockPreview } from '@fairway/contract';
import { blockAppliesOn, isHistory, timeInBlock, type WallClock } from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import type { Db } from '../../db/db';
import { cancelPlaces, playerName, type BookingRepository, type BookingWithName } from '../booking';
import type { BlockFields, BlockRow, TeeBlocksRepository } from './tee-blocks.repository';

/** What to do with the bookings in a block's times: leave them (only free places close) or cancel. */
export type CoveredChoice = 'keep' | 'cancel';

const whenOf = (f: BlockFields) => ({
  date: f.date ?? null,
  weekday: f.weekday ?? null,
  validFrom: f.valid_from ?? null,
  validUntil: f.valid_until ?? null,
});

/**
 * The bookings a block's times cover, still to be played, and the club's choice for them: the same for
 * a block of the tee-sheet manager's and for the times a match's draw holds.
 */
export class BlockBookings {
  constructor(
    private readonly repo: TeeBlocksRepository,
    /** The app's booking repository: a cancel goes through its events (the members are told). */
    private readonly bookings: BookingRepository,
    private readonly clock: () => Date,
  ) {}

  /**
   * The places still to be played (from the club's `now` on) in the block's times, with the
   * flights from tee 10 whose turn at tee 1 is in them (a match's own places are the match's). A
   * round that has started or been played is history: a block made later that day over its time
   * closes what is left of the time, and takes nobody's round away.
   */
  async covered(
    db: Db,
    clubId: number,
    courseId: number,
    f: BlockFields,
    now: WallClock,
  ): Promise<BookingWithName[]> {
    const today = now.date;
    const when = whenOf(f);
    const from = when.date ?? (when.validFrom && when.validFrom > today ? when.validFrom : today);
    const until = when.date ?? when.validUntil;
    if (until !== null && until < from) return [];
    const places = await this.bookings
      .within(db)
      .placesBetween(clubId, courseId, { from, until }, { from: f.from_time, until: f.until_time });
    const block = { from: f.from_time, until: f.until_time };
    return places.filter(
      (b) =>
        b.match_id === null &&
        !isHistory(b, now) &&
        blockAppliesOn(when, b.date) &&
        (timeInBlock(b.time, block) || (b.turn_time !== null && timeInBlock(b.turn_time, block))),
    );
  }

  /** The covered bookings as the preview lists them: each tee time with its players. */
  async preview(
    db: Db,
    clubId: number,
    courseId: number,
    f: BlockFields,
    now: WallClock,
  ): Promise<TeeBlockPreview['bookings']> {
    const flights = new Map<string, { date: string; time: string; players: string[] }>();
    for (const b of await this.covered(db, clubId, courseId, f, now)) {
      const key = `${b.date} ${b.time}`;
      const flight = flights.get(key) ?? { date: b.date, time: b.time, players: [] };
      flight.players.push(playerName(b));
      flights.set(key, flight);
    }
    return [...flights.values()];
  }

  /**
   * 'cancel': every place the block covers goes in `tx`, one tee time at a time (in date and time
   * order, as every writer of several tee times), each member told by a notice. 'keep': nothing.
   */
  async close(
    tx: Db,
    auth: Auth,
    course: { id: number; name: string },
    row: BlockRow,
    choice: CoveredChoice,
    clubNow: WallClock,
  ): Promise<{ places: number; dates: string[] }> {
    if (choice !== 'cancel') return { places: 0, dates: [] };
    const bookings = this.bookings.within(tx);
    const covered = await this.covered(tx, auth.clubId, course.id, row, clubNow);
    const byTime = new Map<string, BookingWithName[]>();
    // A tee time is a time and its start tee: a block closes the time on both tees.
    for (const b of covered) {
      const at = `${b.date} ${b.time} ${b.start_tee}`;
      byTime.set(at, [...(byTime.get(at) ?? []), b]);
    }
    const now = this.clock();
    let places = 0;
    for (const list of byTime.values()) {
      const { date, time, start_tee: startTee } = list[0]!;
      const key = { clubId: auth.clubId, courseId: course.id, date, time, startTee };
      places += await cancelPlaces(bookings, key, list, {
        by: auth.relatieId,
        reasonId: null,
        now,
        blockReason: row.reason,
      });
      // Every place of the time goes, so each flight there goes whole.
      for (const flightId of new Set(list.map((b) => b.parent_id ?? b.id))) {
        const gone = list.filter((b) => (b.parent_id ?? b.id) === flightId);
        await bookings.events.cancelled(tx, { flightId, gone, stay: [], by: null });
      }
    }
    await this.repo.addNotices(
      tx,
      covered.flatMap((b) =>
        b.relatie_id === null
          ? []
          : [
              {
                club_id: auth.clubId,
                relatie_id: b.relatie_id,
                kind: 'booking_cancelled_by_club' as const,
                course_name: course.name,
                date: b.date,
                time: b.time,
                message: row.message,
              },
            ],
      ),
    );
    return { places, dates: [...new Set(covered.map((b) => b.date))] };
  }
}

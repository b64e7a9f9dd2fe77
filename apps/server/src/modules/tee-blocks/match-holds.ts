import { teeSheetLayoutOf, type TeeBlockPreview } from '@fairway/contract';
import {
  clockMinutes,
  daySheet,
  formatClock,
  sheetMinutes,
  turnTime,
  type WallClock,
} from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import type { Db } from '../../db/db';
import { afterCommit } from '../../db/transaction';
import { notFound } from '../../errors';
import { AuditRepository } from '../audit';
import type { BookingRepository } from '../booking';
import { BlockBookings, type CoveredChoice } from './block-bookings';
import type { BlockCaches } from './tee-blocks.service';
import { TeeBlocksRepository, type BlockFields, type HeldTimes } from './tee-blocks.repository';

/**
 * The times a match's start list holds on its course and day: from its first start until `until`,
 * and tee 1 where its flights from tee 10 that play 18 holes come through at the turn.
 */
export interface MatchHold {
  matchId: number;
  courseId: number;
  date: string;
  from: string;
  until: string;
  /** The start times of the flights from tee 10 that play on to tee 1 after nine holes. */
  crossing: readonly string[];
  /** Minutes a flight holds its tee time (the draw's interval). */
  intervalMinutes: number;
}

const fieldsOf = (h: MatchHold, times: HeldTimes): BlockFields => ({
  reason: 'match',
  date: h.date,
  weekday: null,
  valid_from: null,
  valid_until: null,
  from_time: times.from,
  until_time: times.until,
  message: null,
  match_id: h.matchId,
});

/**
 * The tee-1 times the crossing flights come through at the turn, as the sheet places a member's
 * crossover (golf `turnTime`: the day's first tee time a nine after the start), each held for the
 * interval; null when there are none or the day has no tee time that late.
 */
function turnTimes(
  h: MatchHold,
  sheet: { times: readonly string[]; teeTenMinutes: number },
): HeldTimes | null {
  const turns = h.crossing
    .map((start) => turnTime(sheet.times, start, sheet.teeTenMinutes))
    .filter((t): t is string => t !== null);
  if (turns.length === 0) return null;
  const until = Math.min(clockMinutes(turns.at(-1)!)! + h.intervalMinutes, 1439);
  return { from: turns[0]!, until: formatClock(until) };
}

/**
 * The tee sheet held for a match's start list (the committee's draw): blocks of the match's
 * own, over the bookings already in their times as the committee chooses, the same as a block of
 * the tee-sheet manager's (`BlockBookings`: kept, or cancelled with a notice to each member).
 */
export class MatchHolds {
  constructor(
    private readonly repo: TeeBlocksRepository,
    private readonly audit: AuditRepository,
    private readonly caches: BlockCaches,
    /** The app's one `BlockBookings`, which the tee-sheet manager's blocks share. */
    private readonly under: BlockBookings,
  ) {}

  /**
   * The times the match holds on its day's sheet now (`tee_sheet_hold`): from its first start, and
   * tee 1 at its tee-10 flights' turn when that is a block of its own (blocks); null for none.
   */
  async held(
    db: Db,
    clubId: number,
    matchId: number,
  ): Promise<(HeldTimes & { turn: HeldTimes | null }) | null> {
    const [starts, turn] = await this.repo.matchBlocks(db, clubId, matchId);
    return starts ? { ...starts, turn: turn ?? null } : null;
  }

  /**
   * The blocks the hold writes: its starts, and its turn at tee 1 as a block of its own (the times
   * between stay the members'), or one block when the two meet.
   */
  private async blocks(db: Db, clubId: number, hold: MatchHold): Promise<BlockFields[]> {
    const starts = { from: hold.from, until: hold.until };
    const row = hold.crossing.length ? await this.repo.sheet(db, clubId, hold.courseId) : null;
    const turn = row
      ? turnTimes(hold, {
          times: sheetMinutes(daySheet(teeSheetLayoutOf(row), hold.date)).map(formatClock),
          teeTenMinutes: row.tee_ten_minutes,
        })
      : null;
    if (!turn) return [fieldsOf(hold, starts)];
    if (turn.from <= starts.until) {
      const until = turn.until > starts.until ? turn.until : starts.until;
      return [fieldsOf(hold, { from: starts.from, until })];
    }
    return [fieldsOf(hold, starts), fieldsOf(hold, turn)];
  }

  /** The bookings still to be played from the club's `now` that the hold would cover; none change. */
  async preview(
    db: Db,
    auth: Auth,
    hold: MatchHold,
    now: WallClock,
  ): Promise<TeeBlockPreview['bookings']> {
    const flights = new Map<string, TeeBlockPreview['bookings'][number]>();
    for (const fields of await this.blocks(db, auth.clubId, hold))
      for (const f of await this.under.preview(db, auth.clubId, hold.courseId, fields, now)) {
        // A flight from tee 10 in the starts' times whose turn is held too is listed once.
        const key = `${f.date} ${f.time}`;
        if (!flights.has(key)) flights.set(key, f);
      }
    return [...flights.values()];
  }

  /**
   * Replaces the match's hold with `hold` in `tx`, after locking the course's sheet as a block's
   * write does (a booking commits before the bookings are read, or waits and sees the hold), and
   * keeps or cancels the bookings in its times. Answers how many places were cancelled.
   */
  async hold(
    tx: Db,
    auth: Auth,
    hold: MatchHold,
    choice: CoveredChoice,
    now: WallClock,
  ): Promise<number> {
    await this.repo.lockSheet(tx, auth.clubId, hold.courseId);
    const course = await this.repo.course(tx, auth.clubId, hold.courseId);
    if (!course) throw notFound('course');
    await this.repo.deleteMatchBlocks(tx, auth.clubId, hold.matchId);
    let places = 0;
    const dates = new Set<string>();
    for (const fields of await this.blocks(tx, auth.clubId, hold)) {
      const row = await this.repo.insert(tx, auth.clubId, hold.courseId, fields);
      const cancelled = await this.under.close(tx, auth, course, row, choice, now);
      // The places the club took from members are on record, as a block's.
      if (cancelled.places > 0)
        await this.audit.recordBy(tx, auth, {
          entity: 'tee_block',
          recordId: row.id,
          action: 'create',
          after: { ...fields, course_id: hold.courseId, cancelled },
        });
      places += cancelled.places;
      for (const date of cancelled.dates) dates.add(date);
    }
    afterCommit(() => this.caches.forget(auth.clubId, hold.courseId, [...dates]));
    return places;
  }

  /**
   * The match no longer holds the tee sheet (its start list is gone): its times are open to the
   * members again. Bookings cancelled by the hold stay cancelled; their members were told.
   */
  async release(tx: Db, auth: Auth, matchId: number): Promise<void> {
    const courses = await this.repo.deleteMatchBlocks(tx, auth.clubId, matchId);
    if (courses.length)
      afterCommit(() => {
        for (const courseId of courses) this.caches.forget(auth.clubId, courseId, []);
      });
  }
}

/**
 * The app's holds of the tee sheet: one blocks repository and one `BlockBookings` over it and the
 * app's booking repository (the back office's blocks take both) and the committee's start lists'
 * holds over them.
 */
export function sheetHolds(
  db: Db,
  bookings: BookingRepository,
  clock: () => Date,
  caches: BlockCaches,
) {
  const blocks = new TeeBlocksRepository(db);
  const blockBookings = new BlockBookings(blocks, bookings, clock);
  return {
    blocks,
    blockBookings,
    matchHolds: new MatchHolds(blocks, new AuditRepository(db), caches, blockBookings),
  };
}

export type SheetHolds = ReturnType<typeof sheetHolds>;

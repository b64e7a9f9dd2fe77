import type { TeeBlockPreview } from '@fairway/contract';
import type { WallClock } from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import type { Db } from '../../db/db';
import { afterCommit } from '../../db/transaction';
import { notFound } from '../../errors';
import { AuditRepository } from '../audit';
import type { BookingRepository } from '../booking';
import { BlockBookings, type CoveredChoice } from './block-bookings';
import type { BlockCaches } from './tee-blocks.service';
import { TeeBlocksRepository, type BlockFields, type HeldTimes } from './tee-blocks.repository';

/** The times a match's start list holds on its course and day: from its first start until `until`. */
export interface MatchHold {
  matchId: number;
  courseId: number;
  date: string;
  from: string;
  until: string;
}

const fieldsOf = (h: MatchHold): BlockFields => ({
  reason: 'match',
  date: h.date,
  weekday: null,
  valid_from: null,
  valid_until: null,
  from_time: h.from,
  until_time: h.until,
  message: null,
  match_id: h.matchId,
});

/**
 * The tee sheet held for a match's start list (the committee's draw): a block of the match's
 * own, over the bookings already in its times as the committee chooses, the same as a block of the
 * tee-sheet manager's (`BlockBookings`: kept, or cancelled with a notice to each member).
 */
export class MatchHolds {
  constructor(
    private readonly repo: TeeBlocksRepository,
    private readonly audit: AuditRepository,
    private readonly caches: BlockCaches,
    /** The app's one `BlockBookings`, which the tee-sheet manager's blocks share. */
    private readonly under: BlockBookings,
  ) {}

  /** The times the match holds on its day's sheet now (from its first start until), or null. */
  held(db: Db, clubId: number, matchId: number): Promise<HeldTimes | null> {
    return this.repo.matchBlock(db, clubId, matchId);
  }

  /** The bookings still to be played from the club's `now` that the hold would cover; none change. */
  preview(
    db: Db,
    auth: Auth,
    hold: MatchHold,
    now: WallClock,
  ): Promise<TeeBlockPreview['bookings']> {
    return this.under.preview(db, auth.clubId, hold.courseId, fieldsOf(hold), now);
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
    const row = await this.repo.insert(tx, auth.clubId, hold.courseId, fieldsOf(hold));
    const cancelled = await this.under.close(tx, auth, course, row, choice, now);
    // The places the club took from members are on record, as a block's.
    if (cancelled.places > 0)
      await this.audit.recordBy(tx, auth, {
        entity: 'tee_block',
        recordId: row.id,
        action: 'create',
        after: { ...fieldsOf(hold), course_id: hold.courseId, cancelled },
      });
    afterCommit(() => this.caches.forget(auth.clubId, hold.courseId, cancelled.dates));
    return cancelled.places;
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

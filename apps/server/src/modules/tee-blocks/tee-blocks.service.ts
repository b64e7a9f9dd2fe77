import type {
  AdminTeeBlock,
  AdminTeeBlockList,
  TeeBlockPreview,
  TeeBlockParams,
  TeeBlockWriteResult,
} from '@fairway/contract';
import { blockAppliesOn, timeInBlock } from '@fairway/golf';
import type { z } from 'zod';
import type { TeeBlockInput as InputSchema } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/db';
import { afterCommit, transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { AuditRepository } from '../audit';
import { cancelPlaces, playerName, type BookingRepository, type BookingWithName } from '../booking';
import type { BlockFields, BlockRow, TeeBlocksRepository } from './tee-blocks.repository';

/** The tee-sheet manager keeps the blocks, as they keep the courses (course-admin). */
export const BLOCK_ROLE = 'tee_sheet_manager' as const;

type Input = z.output<typeof InputSchema>;

/** What the member app keeps of a club's sheets: dropped once a block's write commits. */
export interface BlockCaches {
  forget(clubId: number, courseId: number, dates: readonly string[]): void;
}

const view = (b: BlockRow): AdminTeeBlock => ({
  id: b.id,
  course_id: b.course_id,
  kind: b.reason,
  date: b.date,
  weekday: b.weekday,
  valid_from: b.valid_from,
  valid_until: b.valid_until,
  from_time: b.from_time,
  until_time: b.until_time,
  message: b.message,
  match_id: b.match_id,
});

const fields = (i: Input): BlockFields => ({
  reason: i.kind,
  date: i.date,
  weekday: i.weekday,
  valid_from: i.date === null ? i.valid_from : null,
  valid_until: i.date === null ? i.valid_until : null,
  from_time: i.from_time,
  until_time: i.until_time,
  message: i.message === '' ? null : i.message,
});

const whenOf = (f: BlockFields) => ({
  date: f.date ?? null,
  weekday: f.weekday ?? null,
  validFrom: f.valid_from ?? null,
  validUntil: f.valid_until ?? null,
});

/**
 * Tee-sheet blocks per course (back office): list, preview, create, edit, delete. A block over
 * bookings keeps them (only the free places and new bookings close) or cancels them in the
 * block's transaction, through the booking module's own cancel (`cancelPlaces`), each member
 * left with a notice in the app. A match's block changes with its match only.
 */
export class TeeBlocksService {
  constructor(
    private readonly repo: TeeBlocksRepository,
    private readonly audit: AuditRepository,
    private readonly context: ClubContext,
    private readonly caches: BlockCaches,
    private readonly clock: () => Date,
    /** The app's booking repository: a cancel goes through its events (the members are told). */
    private readonly bookings: BookingRepository,
  ) {}

  private async course(db: Db, auth: Auth, courseId: number) {
    const course = await this.repo.course(db, auth.clubId, courseId);
    if (!course) throw notFound('course');
    return course;
  }

  async list(auth: Auth, courseId: number): Promise<AdminTeeBlockList> {
    await this.context.requireRole(auth, BLOCK_ROLE);
    await this.course(this.repo.db, auth, courseId);
    return { blocks: (await this.repo.list(auth.clubId, courseId)).map(view) };
  }

  /** The bookings from today on the block (as `input`) would cover; none are changed. */
  async preview(
    auth: Auth,
    courseId: number,
    input: Input,
    blockId: number | null,
  ): Promise<TeeBlockPreview> {
    await this.context.requireRole(auth, BLOCK_ROLE);
    const db = this.repo.db;
    await this.course(db, auth, courseId);
    if (blockId !== null) await this.editable(db, auth, courseId, blockId);
    const today = await this.today(auth);
    const covered = await this.covered(
      this.bookings.within(db),
      auth,
      courseId,
      fields(input),
      today,
    );
    const flights = new Map<string, { date: string; time: string; players: string[] }>();
    for (const b of covered) {
      const key = `${b.date} ${b.time}`;
      const f = flights.get(key) ?? { date: b.date, time: b.time, players: [] };
      f.players.push(playerName(b));
      flights.set(key, f);
    }
    return { bookings: [...flights.values()] };
  }

  async create(auth: Auth, courseId: number, input: Input): Promise<TeeBlockWriteResult> {
    await this.context.requireRole(auth, BLOCK_ROLE);
    const today = await this.today(auth);
    return transaction(this.repo.db, async (tx) => {
      await this.repo.lockSheet(tx, auth.clubId, courseId);
      const course = await this.course(tx, auth, courseId);
      const row = await this.repo.insert(tx, auth.clubId, courseId, fields(input));
      const cancelled = await this.closeBookings(tx, auth, course, row, input.bookings, today);
      await this.audit.recordBy(tx, auth, {
        entity: 'tee_block',
        recordId: row.id,
        action: 'create',
        after: { ...view(row), cancelled },
      });
      this.forget(auth, courseId, cancelled.dates);
      return { block: view(row), cancelled: cancelled.places };
    });
  }

  async edit(auth: Auth, ref: TeeBlockParams, input: Input): Promise<TeeBlockWriteResult> {
    await this.context.requireRole(auth, BLOCK_ROLE);
    const today = await this.today(auth);
    return transaction(this.repo.db, async (tx) => {
      await this.repo.lockSheet(tx, auth.clubId, ref.course_id);
      const course = await this.course(tx, auth, ref.course_id);
      const before = await this.editable(tx, auth, ref.course_id, ref.block_id);
      const row = await this.repo.update(tx, auth.clubId, before.id, fields(input));
      const cancelled = await this.closeBookings(tx, auth, course, row, input.bookings, today);
      await this.audit.recordBy(tx, auth, {
        entity: 'tee_block',
        recordId: row.id,
        action: 'update',
        before: view(before),
        after: { ...view(row), cancelled },
      });
      this.forget(auth, ref.course_id, cancelled.dates);
      return { block: view(row), cancelled: cancelled.places };
    });
  }

  async remove(auth: Auth, ref: TeeBlockParams): Promise<{ success: true }> {
    await this.context.requireRole(auth, BLOCK_ROLE);
    return transaction(this.repo.db, async (tx) => {
      await this.course(tx, auth, ref.course_id);
      const before = await this.editable(tx, auth, ref.course_id, ref.block_id);
      await this.repo.delete(tx, auth.clubId, before.id);
      await this.audit.recordBy(tx, auth, {
        entity: 'tee_block',
        recordId: before.id,
        action: 'delete',
        before: view(before),
      });
      this.forget(auth, ref.course_id, []);
      return { success: true as const };
    });
  }

  /** The course's block `id`, not a match's (404 when the course has no such block). */
  private async editable(db: Db, auth: Auth, courseId: number, id: number): Promise<BlockRow> {
    const row = await this.repo.find(db, auth.clubId, courseId, id);
    if (!row) throw notFound('block');
    if (row.match_id !== null) {
      throw new AppError('CONFLICT', "a match's block changes with its match");
    }
    return row;
  }

  /**
   * The club's today, read before a write's transaction: the club's row comes through the shared
   * connection, which the transaction holds on PGlite (a read inside it would wait for itself).
   */
  private async today(auth: Auth): Promise<string> {
    return (await this.context.now(auth.clubId)).date;
  }

  /**
   * The places from today on in the block's times, with the flights from tee 10 whose turn at
   * tee 1 is in them (a match's own places are the match's).
   */
  private async covered(
    bookings: BookingRepository,
    auth: Auth,
    courseId: number,
    f: BlockFields,
    today: string,
  ): Promise<BookingWithName[]> {
    const when = whenOf(f);
    const from = when.date ?? (when.validFrom && when.validFrom > today ? when.validFrom : today);
    const until = when.date ?? when.validUntil;
    if (until !== null && until < from) return [];
    const places = await bookings.placesBetween(
      auth.clubId,
      courseId,
      { from, until },
      { from: f.from_time, until: f.until_time },
    );
    const block = { from: f.from_time, until: f.until_time };
    return places.filter(
      (b) =>
        b.match_id === null &&
        blockAppliesOn(when, b.date) &&
        (timeInBlock(b.time, block) || (b.turn_time !== null && timeInBlock(b.turn_time, block))),
    );
  }

  /**
   * 'cancel': every place the block covers goes in `tx`, one tee time at a time (in date and time
   * order, as every writer of several tee times), each member told by a notice. 'keep': nothing.
   */
  private async closeBookings(
    tx: Db,
    auth: Auth,
    course: { id: number; name: string },
    row: BlockRow,
    choice: Input['bookings'],
    today: string,
  ): Promise<{ places: number; dates: string[] }> {
    if (choice !== 'cancel') return { places: 0, dates: [] };
    const bookings = this.bookings.within(tx);
    const covered = await this.covered(bookings, auth, course.id, row, today);
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

  private forget(auth: Auth, courseId: number, dates: readonly string[]): void {
    afterCommit(() => this.caches.forget(auth.clubId, courseId, dates));
  }
}

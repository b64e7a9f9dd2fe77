import type {
  AdminTeeBlock,
  AdminTeeBlockList,
  TeeBlockPreview,
  TeeBlockParams,
  TeeBlockWriteResult,
} from '@fairway/contract';
import type { z } from 'zod';
import type { TeeBlockInput as InputSchema } from '@fairway/contract';
import type { WallClock } from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/db';
import { afterCommit, transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { AuditRepository } from '../audit';
import type { BlockBookings } from './block-bookings';
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

/**
 * Tee-sheet blocks per course (back office): list, preview, create, edit, delete. A block over
 * bookings keeps them (only the free places and new bookings close) or cancels them in the
 * block's transaction, through the booking module's own cancel (`BlockBookings`), each member
 * left with a notice in the app. A match's block changes with its match only.
 */
export class TeeBlocksService {
  constructor(
    private readonly repo: TeeBlocksRepository,
    private readonly audit: AuditRepository,
    private readonly context: ClubContext,
    private readonly caches: BlockCaches,
    /** Over the app's booking repository: a cancel goes through its events (the members are told). */
    private readonly under: BlockBookings,
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

  /** The bookings still to be played the block (as `input`) would cover; none are changed. */
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
    const now = await this.clubNow(auth);
    return { bookings: await this.under.preview(db, auth.clubId, courseId, fields(input), now) };
  }

  async create(auth: Auth, courseId: number, input: Input): Promise<TeeBlockWriteResult> {
    await this.context.requireRole(auth, BLOCK_ROLE);
    const now = await this.clubNow(auth);
    return transaction(this.repo.db, async (tx) => {
      await this.repo.lockSheet(tx, auth.clubId, courseId);
      const course = await this.course(tx, auth, courseId);
      const row = await this.repo.insert(tx, auth.clubId, courseId, fields(input));
      const cancelled = await this.under.close(tx, auth, course, row, input.bookings, now);
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
    const now = await this.clubNow(auth);
    return transaction(this.repo.db, async (tx) => {
      await this.repo.lockSheet(tx, auth.clubId, ref.course_id);
      const course = await this.course(tx, auth, ref.course_id);
      const before = await this.editable(tx, auth, ref.course_id, ref.block_id);
      const row = await this.repo.update(tx, auth.clubId, before.id, fields(input));
      const cancelled = await this.under.close(tx, auth, course, row, input.bookings, now);
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
   * The club's date and time, read before a write's transaction: the club's row comes through the
   * shared connection, which the transaction holds on PGlite (a read inside it would wait for
   * itself).
   */
  private clubNow(auth: Auth): Promise<WallClock> {
    return this.context.now(auth.clubId);
  }

  private forget(auth: Auth, courseId: number, dates: readonly string[]): void {
    afterCommit(() => this.caches.forget(auth.clubId, courseId, dates));
  }
}

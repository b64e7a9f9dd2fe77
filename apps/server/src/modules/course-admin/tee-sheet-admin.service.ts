import type { AdminTeeSheet, AdminTeeSheetInput } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import { afterCommit, transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import {
  courseStartTees,
  DEFAULT_TEE_INTERVALS,
  FIRST_TEE,
  startTeesProblem,
  TEE_TEN_MINUTES,
} from '@fairway/golf';
import type { AuditRepository } from '../audit';
import type { CourseAdminRepository, CourseRow } from './course-admin.repository';
import { COURSE_ROLE, type CourseCaches } from './course-admin.service';
import type { TeeSheetAdminRepository, TeeSheetRow } from './tee-sheet-admin.repository';

/** The layout of a course that has no row yet: the table's defaults. */
const DEFAULTS: Omit<TeeSheetRow, 'club_id' | 'course_id'> = {
  first_time: '08:00',
  last_time: '17:00',
  intervals: [...DEFAULT_TEE_INTERVALS],
  seasons: [],
  capacity: 4,
  bookable: true,
  booking_days_ahead: null,
  booking_opens_at: null,
  start_tees: [FIRST_TEE],
  tee_ten_minutes: TEE_TEN_MINUTES.default,
};

/**
 * A course's tee-sheet layout (back office, role tee_sheet_manager): interval pattern, seasons,
 * places, bookable and the course's own opening. A change lays out the days from then on; tee
 * times already taken keep their row and bookings (tee_slots are made when a time is first
 * locked or booked), and the member's sheet shows the new layout once the write commits.
 */
export class TeeSheetAdminService {
  constructor(
    private readonly repo: TeeSheetAdminRepository,
    private readonly courses: CourseAdminRepository,
    private readonly audit: AuditRepository,
    private readonly context: ClubContext,
    private readonly caches: CourseCaches,
  ) {}

  async get(auth: Auth, courseId: number): Promise<AdminTeeSheet> {
    await this.context.requireRole(auth, COURSE_ROLE);
    const course = await this.courses.course(this.repo.db, auth.clubId, courseId);
    if (!course) throw notFound('course');
    return this.view(auth, course, await this.repo.find(this.repo.db, auth.clubId, courseId));
  }

  async save(auth: Auth, courseId: number, input: AdminTeeSheetInput): Promise<AdminTeeSheet> {
    await this.context.requireRole(auth, COURSE_ROLE);
    return transaction(this.repo.db, async (tx) => {
      // The course's lock: its layout and its tees are written one after another.
      const course = await this.courses.course(tx, auth.clubId, courseId, true);
      if (!course) throw notFound('course');
      const before = await this.view(auth, course, await this.repo.find(tx, auth.clubId, courseId));
      // Left out, the course keeps the tees its sheet offers (tee 1 once they no longer fit it).
      const startTees = input.start_tees ?? courseStartTees(before.start_tees, course.holes);
      const tees = startTeesProblem(startTees, course.holes);
      if (tees !== null) {
        throw new AppError('VALIDATION', `start_tees: ${tees}`, [
          { field: 'start_tees', message: tees },
        ]);
      }
      await this.repo.save(tx, auth.clubId, courseId, {
        first_time: input.first_time,
        last_time: input.last_time,
        intervals: input.intervals,
        seasons: input.seasons,
        capacity: input.capacity,
        bookable: input.bookable,
        booking_days_ahead: input.booking_days_ahead,
        booking_opens_at: input.booking_opens_at,
        start_tees: [...startTees].sort((a, b) => a - b),
        tee_ten_minutes: input.tee_ten_minutes ?? before.tee_ten_minutes,
      });
      const after = await this.view(auth, course, await this.repo.find(tx, auth.clubId, courseId));
      await this.audit.recordBy(tx, auth, {
        entity: 'tee_sheet',
        recordId: courseId,
        action: 'update',
        before: layoutOnly(before),
        after: layoutOnly(after),
      });
      afterCommit(() => this.caches.forget(auth.clubId, []));
      return after;
    });
  }

  private async view(
    auth: Auth,
    course: CourseRow,
    row: TeeSheetRow | undefined,
  ): Promise<AdminTeeSheet> {
    const { config } = await this.context.club(auth.clubId);
    const s = row ?? DEFAULTS;
    return {
      course_id: course.id,
      course_name: course.name,
      first_time: s.first_time,
      last_time: s.last_time,
      intervals: s.intervals,
      seasons: s.seasons,
      capacity: s.capacity,
      bookable: s.bookable,
      booking_days_ahead: s.booking_days_ahead,
      booking_opens_at: s.booking_opens_at,
      start_tees: s.start_tees,
      tee_ten_minutes: s.tee_ten_minutes,
      club_opening: {
        booking_days_ahead: config.booking_days_ahead,
        booking_opens_at: config.booking_opens_at,
      },
    };
  }
}

/** The audit row keeps the layout itself, not the names and club defaults shown with it. */
const layoutOnly = ({
  course_id: _c,
  course_name: _n,
  club_opening: _o,
  ...layout
}: AdminTeeSheet) => layout;

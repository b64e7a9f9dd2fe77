import {
  teeSheetLayoutOf,
  type LockRequest,
  type LockResponse,
  type TeeTime,
  type TeeTimeCourse,
  type TeeTimesOverview,
} from '@fairway/contract';
import {
  isoWeekday,
  clockMinutes,
  type CourseOpening,
  daySheet,
  FLIGHT,
  isSheetTime,
  sheetOpen,
  storedHoles,
  teeSheetTimes,
  type SheetTime,
  type TeeSheetBlock,
  addDays,
  clubInstants,
  clubWallClock,
  courseStartTees,
  crossesOver,
  FIRST_TEE,
} from '@fairway/golf';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { ClubConfigRow, ClubRepository, ClubRow } from '../club';
import type { PersonVisibility } from '../members';
import { memberRulesOn, type MemberBookingRules } from '../booking-rules';
import type { BookingRepository } from './booking.repository';
import type { BookingWithName, LockEvents, SheetCourse, SlotRow } from './booking.types';
import { lockLife } from './lock-life';
import { playerName } from './booking.mapper';
import {
  blocksOnDate,
  checkHoles,
  checkStartTee,
  nineTurn,
  teeStartsAt,
  turnOf,
} from './sheet-course';
import { PromiseCache } from '../../lib/promise-cache';

/** Sheet settings change rarely and are read on every grid view: kept this long per process. */
const SHEET_CACHE_MS = 5_000;
/** How long one read of a day's places serves the sheet (see `occupation`). */
const DAY_CACHE_MS = 1_000;

/** The day's tee sheet, the occupation overview and slot locks (spec §7 Booking, /api/teetimes). */
export class TeeSheetService {
  // Keys carry dates a client chooses: bounded, so odd dates cannot grow it without end.
  private readonly cache = new PromiseCache({ ttlMs: SHEET_CACHE_MS, max: 1_000 });
  private readonly dayCache = new Map<
    string,
    { until: number; value: Promise<{ slots: SlotRow[]; booked: BookingWithName[] }> }
  >();

  constructor(
    private readonly repo: BookingRepository,
    private readonly clubs: ClubRepository,
    private readonly context: ClubContext,
    private readonly visibility: PersonVisibility,
    private readonly memberRules: MemberBookingRules,
  ) {}

  /** Set at app build (useLockEvents): what a lock's taking schedules; nothing without. */
  private lockEvents: LockEvents | undefined;

  useLockEvents(events: LockEvents): void {
    this.lockEvents = events;
  }

  /** The caller's booking rules on `course`: their category's over the course's over the club's. */
  private rules(auth: Auth, config: ClubConfigRow, course: CourseOpening) {
    return this.memberRules.of(auth.clubId, auth.relatieId, config, course);
  }

  private async club(clubId: number): Promise<{ club: ClubRow; config: ClubConfigRow }> {
    const row = await this.context.club(clubId);
    if (!row.config.booking_mob_enabled) {
      throw new AppError('BOOKING_DISABLED', 'booking is not enabled for this club');
    }
    return row;
  }

  /** BOOKING_DISABLED unless the club has booking on (the player lookups a booking needs). */
  async assertEnabled(clubId: number): Promise<void> {
    await this.club(clubId);
  }

  private sheetCourses(clubId: number): Promise<SheetCourse[]> {
    return this.cache.get(`courses:${clubId}`, () => this.repo.sheetCourses(clubId));
  }

  /** Forget the kept blocks and layouts of the club's sheets (the back office changed a block). */
  forgetBlocks(clubId: number): void {
    this.cache.deleteWhere(
      (key) => key.startsWith(`blocks:${clubId}:`) || key.startsWith(`layout:${clubId}:`),
    );
  }

  /** A block's write (or a draw's hold) committed: the kept blocks go, and the days it changed. */
  blocksChanged(clubId: number, courseId: number, dates: readonly string[]): void {
    this.forgetBlocks(clubId);
    for (const date of dates) this.changed(clubId, courseId, date);
  }

  /** Bumped when the club's layouts change: its cached days' layouts are no longer read. */
  private readonly generation = new Map<number, number>();

  /**
   * Forget the club's kept course list and the days laid out from it (the back office added or
   * changed a course or its layout): the next sheet read lays out the new one.
   */
  forgetCourses(clubId: number): void {
    this.cache.delete(`courses:${clubId}`);
    this.generation.set(clubId, (this.generation.get(clubId) ?? 0) + 1);
  }

  /** A course of the member's club with a tee sheet; another club's course does not exist. */
  async bookableCourse(clubId: number, courseId: number): Promise<SheetCourse> {
    const course = (await this.sheetCourses(clubId)).find((c) => c.id === courseId);
    if (!course) throw notFound('course');
    return course;
  }

  async courseNames(clubId: number): Promise<Map<number, { name: string; capacity: number }>> {
    return new Map((await this.sheetCourses(clubId)).map((c) => [c.id, c]));
  }

  private blocksOn(clubId: number, courseId: number, date: string): Promise<TeeSheetBlock[]> {
    return this.cache.get(`blocks:${clubId}:${courseId}:${date}`, async () =>
      blocksOnDate(await this.repo.blocksOn(clubId, courseId, date, isoWeekday(date)), date),
    );
  }

  /**
   * The day's times with their blocks and instants: the same for every member, so computed once
   * per course and day while the blocks it comes from are cached (the time-zone arithmetic of 60
   * instants was most of the sheet read's CPU).
   */
  private layout(
    clubId: number,
    course: SheetCourse,
    date: string,
    timeZone: string,
  ): Promise<{ times: SheetTime[]; instants: number[] }> {
    const gen = this.generation.get(clubId) ?? 0;
    return this.cache.get(`layout:${clubId}:${gen}:${course.id}:${date}:${timeZone}`, async () => {
      const times = teeSheetTimes(
        this.settings(course),
        date,
        await this.blocksOn(clubId, course.id, date),
      );
      const instants = clubInstants(
        date,
        times.map((t) => t.time),
        timeZone,
      );
      return { times, instants };
    });
  }

  /** The sheet time `time` on `date`, with its block; 400 when it is not a tee time of the course. */
  async checkTime(
    clubId: number,
    course: SheetCourse,
    at: { date: string; time: string; tee: number; holes?: number },
  ): Promise<SheetTime & { turn: string | null }> {
    const { date, time, tee } = at;
    const settings = this.settings(course);
    if (!isSheetTime(settings, date, time)) {
      throw new AppError('VALIDATION', `time: ${time} is not a tee time of ${course.name}`, [
        { field: 'time', message: 'not a tee time of this course' },
      ]);
    }
    const times = teeSheetTimes(settings, date, await this.blocksOn(clubId, course.id, date));
    if (!teeStartsAt(course, tee, times, time)) {
      throw new AppError(
        'VALIDATION',
        `time: tee ${tee} of ${course.name} starts no flights at ${time}: the first flights from tee 1 reach it by then`,
        [{ field: 'time', message: `not a tee time from tee ${tee}` }],
      );
    }
    const turn = at.holes === undefined ? null : turnOf(course, { ...at, holes: at.holes }, times);
    return { ...times.find((t) => t.time === time)!, turn };
  }

  private settings(course: SheetCourse) {
    return teeSheetLayoutOf(course);
  }

  wallClock(club: ClubRow, ts: number): { date: string; time: string } {
    return clubWallClock(ts, club.timezone);
  }

  /**
   * GET /api/courses/teetime: the courses members may book; with `date`, those open for tee times
   * on that day: none for a day gone by, and not a course whose every time is blocked that day
   * (closed for maintenance, a match over the whole sheet).
   */
  async courses(auth: Auth, date?: string): Promise<TeeTimeCourse[]> {
    const { club, config } = await this.club(auth.clubId);
    let list = await this.sheetCourses(auth.clubId);
    const today = this.context.nowIn(club.timezone).date;
    if (date !== undefined) {
      if (date < today) return [];
      const open = await Promise.all(
        list.map(async (c) =>
          (await this.layout(auth.clubId, c, date, club.timezone)).times.some((t) => !t.block),
        ),
      );
      list = list.filter((_, i) => open[i]);
    }
    const category = await this.memberRules.category(auth.clubId, auth.relatieId);
    return list.map((c) => {
      const day = daySheet(this.settings(c), date ?? today);
      return {
        id: c.id,
        name: c.name,
        holes: c.holes,
        hole_options: c.hole_options,
        first_time: day.firstTime,
        last_time: day.lastTime,
        interval: c.intervals[0]!,
        intervals: c.intervals,
        free_slots: c.capacity,
        start_tees: courseStartTees(c.start_tees, c.holes),
        booking_days_ahead: memberRulesOn(config, category, c).booking_days_ahead,
      };
    });
  }

  /** GET /api/teetimes: every tee time of the day from `from_time` (and never before now). */
  async day(
    auth: Auth,
    q: {
      course_id: number;
      holes: number;
      date: string;
      from_time?: string | undefined;
      start_tee?: number | undefined;
    },
  ): Promise<TeeTime[]> {
    const { club, config } = await this.club(auth.clubId);
    const course = await this.bookableCourse(auth.clubId, q.course_id);
    const holes = storedHoles(q.holes) ?? q.holes;
    checkHoles(course, holes);
    const tee = q.start_tee ?? FIRST_TEE;
    checkStartTee(course, tee);
    const nowInstant = this.context.clock();
    const now = this.context.nowIn(club.timezone, nowInstant);
    if (q.date < now.date) return [];
    const from =
      q.date === now.date && (!q.from_time || q.from_time < now.time) ? now.time : q.from_time;
    const [layout, { slots, booked }, fieldsOf, rules] = await Promise.all([
      this.layout(auth.clubId, course, q.date, club.timezone),
      this.occupation(auth.clubId, course.id, q.date),
      this.visibility.in(auth, 'tee-sheet'),
      this.rules(auth, config, course),
    ]);
    const open = sheetOpen(rules, now, q.date);
    const slotsOf = (startTee: number) =>
      new Map(slots.filter((s) => s.start_tee === startTee).map((s) => [s.time, s]));
    const slotAt = slotsOf(tee);
    const firstTee = slotsOf(FIRST_TEE);
    const out: TeeTime[] = [];
    for (const [i, t] of layout.times.entries()) {
      if (from && t.time < from) continue;
      if (!teeStartsAt(course, tee, layout.times, t.time)) continue;
      // An 18-hole round from tee 10 needs its place at tee 1 at the turn as well: a time with no
      // turn is not offered for it, and the turn's places and block count as the time's own.
      const turn = tee === FIRST_TEE ? null : nineTurn(course, layout.times, t.time);
      const crossing = crossesOver(tee, holes);
      if (crossing && turn === null) continue;
      const slot = slotAt.get(t.time);
      const turnSlot = crossing && turn !== null ? firstTee.get(turn) : undefined;
      const capacity = slot?.capacity ?? course.capacity;
      const occupied = Math.max(slot?.occupied ?? 0, turnSlot?.occupied ?? 0);
      // At tee 1, the flights from tee 10 that cross over at this time are on the tee too.
      const here = booked.filter(
        (b) =>
          (b.time === t.time && b.start_tee === tee) ||
          (tee === FIRST_TEE && b.turn_time === t.time),
      );
      const lockedByOther =
        slot?.locked_until != null &&
        slot.locked_until > nowInstant &&
        slot.locked_by !== auth.relatieId;
      const block =
        t.block ?? (crossing ? layout.times.find((x) => x.time === turn)?.block : null) ?? null;
      const closed = block
        ? block.reason === 'match'
          ? 'match'
          : 'blocked'
        : !open
          ? 'not_open'
          : lockedByOther
            ? 'locked'
            : null;
      const own = here.find((b) => b.relatie_id === auth.relatieId && b.start_tee === tee);
      out.push({
        timestamp: layout.instants[i]!,
        time: t.time,
        start_tee: tee,
        turn_time: turn,
        available: closed === null && occupied < capacity,
        free_slots: Math.max(0, capacity - occupied),
        occupied_slots: occupied,
        reservations: here.map((b) => ({
          name: fieldsOf(b.relatie_id)?.has('name') ? playerName(b) || null : null,
          is_self: b.relatie_id === auth.relatieId,
          is_guest: b.guest !== null,
          unknown: b.unknown,
        })),
        closed,
        block: block ? { kind: block.reason, message: block.message ?? null } : null,
        own_booking_id: own?.id ?? null,
      });
    }
    return out;
  }

  /**
   * The day's places and players, shared by every member who opens the sheet within a second
   * (the grid of the opening rush). This process's own locks and bookings drop it at once; other
   * processes' show within the second. Locks and bookings never rely on it: they decide in the
   * database.
   */
  private occupation(clubId: number, courseId: number, date: string) {
    const key = `day:${clubId}:${courseId}:${date}`;
    const hit = this.dayCache.get(key);
    const now = Date.now();
    if (hit && hit.until > now) return hit.value;
    const value = Promise.all([
      this.repo.slots.ofDate(clubId, courseId, date),
      this.repo.bookingsOfDay(clubId, courseId, date),
    ]).then(([slots, booked]) => ({ slots, booked }));
    if (this.dayCache.size > 1000) this.dayCache.clear();
    this.dayCache.set(key, { until: now + DAY_CACHE_MS, value });
    value.catch(() => this.dayCache.delete(key));
    return value;
  }

  /** Forget the cached day after this process changed it (a lock, booking or cancellation). */
  changed(clubId: number, courseId: number, date: string): void {
    this.dayCache.delete(`day:${clubId}:${courseId}:${date}`);
  }

  /**
   * Another process changed a day (`date`) or a course's blocks (no date), as its live update
   * says: the day read again because of that update must not be this process's older copy.
   */
  heardOf(clubId: number, courseId: number, date: string | undefined): void {
    if (date) return this.changed(clubId, courseId, date);
    this.forgetBlocks(clubId);
    const prefix = `day:${clubId}:${courseId}:`;
    for (const key of [...this.dayCache.keys()])
      if (key.startsWith(prefix)) this.dayCache.delete(key);
  }

  /**
   * GET /api/teetimes/overview: places and occupied places per day and hour, today onwards, for a
   * round of `holes`: 400 naming holes when the course is not played over that many (as the day's
   * sheet). A booking takes one place of its tee time whatever its holes, so the places are the
   * same for 9 and 18.
   */
  async overview(auth: Auth, courseId: number, holes: number): Promise<TeeTimesOverview> {
    const { club, config } = await this.club(auth.clubId);
    const course = await this.bookableCourse(auth.clubId, courseId);
    checkHoles(course, storedHoles(holes) ?? holes);
    const now = this.context.nowIn(club.timezone);
    const last = addDays(now.date, (await this.rules(auth, config, course)).booking_days_ahead);
    const [blocks, slots] = await Promise.all([
      this.repo.blocksFrom(auth.clubId, course.id, now.date),
      this.repo.slots.between(auth.clubId, course.id, now.date, last),
    ]);
    // Both start tees' places: a time on a course with two start tees has two tee times (tee 10
    // while it starts flights).
    const tees = courseStartTees(course.start_tees, course.holes);
    const occupiedAt = new Map<string, number>();
    for (const s of slots) {
      const at = `${s.date} ${s.time}`;
      occupiedAt.set(at, (occupiedAt.get(at) ?? 0) + s.occupied);
    }
    const days: TeeTimesOverview['days'] = [];
    for (let date = now.date; date <= last; date = addDays(date, 1)) {
      const dayBlocks = blocksOnDate(blocks, date);
      const hours = new Map<number, { places: number; occupied: number }>();
      const times = teeSheetTimes(this.settings(course), date, dayBlocks);
      for (const t of times) {
        if (t.block || (date === now.date && t.time < now.time)) continue;
        const hour = Math.floor(clockMinutes(t.time)! / 60);
        const h = hours.get(hour) ?? { places: 0, occupied: 0 };
        const open = tees.filter((tee) => teeStartsAt(course, tee, times, t.time)).length;
        h.places += course.capacity * open;
        h.occupied += occupiedAt.get(`${date} ${t.time}`) ?? 0;
        hours.set(hour, h);
      }
      const list = [...hours].map(([hour, h]) => ({ hour, ...h }));
      days.push({
        date,
        places: list.reduce((s, h) => s + h.places, 0),
        occupied: list.reduce((s, h) => s + h.occupied, 0),
        hours: list,
      });
    }
    return { course_id: course.id, days };
  }

  /**
   * The slot a lock call names: a tee time of the course, not past, on an open day and not closed
   * by a block. 400 otherwise.
   */
  private async lockable(auth: Auth, courseId: number, ts: number, tee: number) {
    const { club, config } = await this.club(auth.clubId);
    const course = await this.bookableCourse(auth.clubId, courseId);
    checkStartTee(course, tee);
    const at = clubWallClock(ts, club.timezone);
    const t = await this.checkTime(auth.clubId, course, { ...at, tee });
    const now = this.context.nowIn(club.timezone);
    if (at.date < now.date || (at.date === now.date && at.time < now.time)) {
      throw new AppError('VALIDATION', 'timestamp: this tee time has passed', [
        { field: 'timestamp', message: 'in the past' },
      ]);
    }
    const rules = await this.rules(auth, config, course);
    return { config, course, at, block: t.block, open: sheetOpen(rules, now, at.date) };
  }

  /**
   * POST /api/teetimes/lock: FREE with the lock yours (any other lock of yours ends), or LOCKED
   * with the minutes until someone else's lock ends, or until you may take this time again after
   * holding it as long as a lock may last.
   */
  async lock(auth: Auth, req: LockRequest): Promise<LockResponse> {
    const tee = req.start_tee ?? FIRST_TEE;
    const { config, course, at, block, open } = await this.lockable(
      auth,
      req.course_id,
      req.timestamp,
      tee,
    );
    if (block) throw new AppError('SLOT_CLOSED', 'this tee time is not available for booking');
    if (!open) throw new AppError('SHEET_NOT_OPEN', 'the tee sheet for this date is not open yet');
    const key = { clubId: auth.clubId, courseId: course.id, ...at, startTee: tee };
    const now = this.context.clock();
    const life = lockLife(config.booking_lock_minutes);
    const locked = await this.repo.slots.lock(
      key,
      course.capacity,
      auth.relatieId,
      now,
      life,
      this.lockEvents,
    );
    // A lock the member held on another time ended with this call; that day's sheet may show
    // it for up to DAY_CACHE_MS more, which can only cost someone a refused lock.
    this.changed(key.clubId, key.courseId, key.date);
    if (locked) {
      return { status: FLIGHT.FREE, remaining_lock_time: 0 };
    }
    const slot = await this.repo.slots.find(key);
    const until = slot?.locked_until?.getTime() ?? now.getTime();
    const freeAt = slot?.locked_by === auth.relatieId ? until + life.restMs : until;
    const left = freeAt - now.getTime();
    return { status: FLIGHT.LOCKED, remaining_lock_time: Math.max(1, Math.ceil(left / 60_000)) };
  }

  /** POST /api/teetimes/unlock: only your own lock; someone else's is refused (409). */
  async unlock(auth: Auth, req: LockRequest): Promise<{ status: 'success' }> {
    const tee = req.start_tee ?? FIRST_TEE;
    const { course, at } = await this.lockable(auth, req.course_id, req.timestamp, tee);
    const key = { clubId: auth.clubId, courseId: course.id, ...at, startTee: tee };
    if (await this.repo.slots.unlock(key, auth.relatieId, this.context.clock())) {
      this.changed(key.clubId, key.courseId, key.date);
      return { status: 'success' };
    }
    const slot = await this.repo.slots.find(key);
    if (
      slot?.locked_until &&
      slot.locked_until > this.context.clock() &&
      slot.locked_by !== auth.relatieId
    ) {
      throw new AppError('SLOT_LOCKED', 'this lock belongs to another player');
    }
    return { status: 'success' };
  }
}

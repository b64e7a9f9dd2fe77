import { and, asc, eq, gte, inArray, isNotNull, like, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { BookingSummary, TeeTimeCoursesResponse, TeeTimesResponse } from '@fairway/contract';
import { bookings, memberships, teeSlots } from '../src/db/schema';
import { writeHeaders, type TestApp } from './harness';

/** The seed's day: Sunday 2026-11-22, 11:00 in Amsterdam (UTC+1), and the days of its week. */
export const NOW = new Date('2026-11-22T10:00:00Z');
export const TODAY = '2026-11-22';
export const MONDAY = '2026-11-23';
export const TUESDAY = '2026-11-24';
export const WEDNESDAY = '2026-11-25';
export const THURSDAY = '2026-11-26';
export const FRIDAY = '2026-11-27';
export const SATURDAY = '2026-11-28';
/** The days of the seed's week after today. */
export const WEEK_AHEAD = [MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY];

/** A demo-club member with a session. */
export interface Member {
  id: number;
  cookie: string;
}

/** The course a sheet is read for: its id and the holes it is played over. */
export interface SheetCourseRef {
  id: number;
  holes: number;
}

/**
 * What the booking integration tests share: members without tee times, free times and the reads
 * that check a booking. One per test file (what it hands out is never handed out twice in that
 * file); `app` and `clock` are read at each call, since the app is built in `beforeAll`.
 */
export function bookingFixtures(app: () => TestApp, clock: () => Date = () => NOW) {
  const usedMembers = new Set<number>();
  const handedOut = new Set<string>();

  const get = (url: string, cookie: string, via?: FastifyInstance) =>
    (via ?? app().app).inject({ url, headers: { cookie } });

  /** The day's tee times of a course as `cookie`'s member sees them. */
  const sheet = async (course: SheetCourseRef, date: string, cookie: string) =>
    TeeTimesResponse.parse(
      (
        await get(`/api/teetimes?course_id=${course.id}&holes=${course.holes}&date=${date}`, cookie)
      ).json(),
    );

  return {
    get,
    sheet,

    /** POST /api/booking: 18 holes at `time` for the member of `cookie` and `players`. */
    book: (
      cookie: string,
      course: { id: number },
      date: string,
      time: string,
      players: unknown[] = [],
    ) =>
      app().app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: writeHeaders(cookie),
        payload: { date, time, course_id: course.id, holes: 18, players },
      }),

    /** DELETE /api/booking/{id}: the whole flight off, with the club's first cancellation reason. */
    async cancel(cookie: string, id: number) {
      const config = (await get('/api/config', cookie)).json() as {
        cancellation_reasons: { id: number }[];
      };
      return app().app.inject({
        method: 'DELETE',
        url: `/api/booking/${id}`,
        headers: writeHeaders(cookie),
        payload: { delete_all_bookings: true, reasonId: config.cancellation_reasons[0]!.id },
      });
    },

    /** The places taken at a demo-club tee time, as the database counts them (0: no row yet). */
    async occupied(courseId: number, date: string, time: string, startTee = 1): Promise<number> {
      const [row] = await app()
        .database.db.select({ occupied: teeSlots.occupied })
        .from(teeSlots)
        .where(
          and(
            eq(teeSlots.club_id, app().clubId('demo')),
            eq(teeSlots.course_id, courseId),
            eq(teeSlots.date, date),
            eq(teeSlots.time, time),
            eq(teeSlots.start_tee, startTee),
          ),
        );
      return row?.occupied ?? 0;
    },

    /** The demo club's tee-sheet course of `holes` holes, as `cookie`'s member books on it. */
    teeTimeCourse: async (cookie: string, holes: 9 | 18 = 18) =>
      TeeTimeCoursesResponse.parse((await get('/api/courses/teetime', cookie)).json()).find(
        (c) => c.holes === holes,
      )!,

    /** The member's coming tee times (GET /api/booking/self). */
    mine: async (cookie: string) =>
      BookingSummary.array().parse((await get('/api/booking/self', cookie)).json()),

    /** A free (untouched) time of a day from `from` on; handed out once, so tests never share one. */
    async freeTime(
      course: SheetCourseRef,
      date: string,
      cookie: string,
      from = '00:00',
    ): Promise<string> {
      const slot = (await sheet(course, date, cookie)).find(
        (s) =>
          s.time >= from &&
          s.available &&
          s.free_slots === 4 &&
          !handedOut.has(`${course.id} ${date} ${s.time}`),
      )!;
      handedOut.add(`${course.id} ${date} ${slot.time}`);
      return slot.time;
    },

    /**
     * `n` demo-club members (or all there are) with no tee time on any of `dates`, each with a
     * session written as a login writes it (the seeded members have no password). Guests only
     * with `guests: true` (their lead times differ). With `openFrom`, also none who booked a tee
     * time of their own on that day or later (what a limit of open bookings counts). Never the
     * same member twice.
     */
    async members(
      n: number | 'all',
      dates: string[],
      { guests = false, openFrom }: { guests?: boolean; openFrom?: string } = {},
    ): Promise<Member[]> {
      const t = app();
      const clubId = t.clubId('demo');
      const busy = t.database.db
        .select({ id: bookings.relatie_id })
        .from(bookings)
        .where(
          and(
            eq(bookings.club_id, clubId),
            inArray(bookings.date, dates),
            isNotNull(bookings.relatie_id),
          ),
        );
      const booker = t.database.db
        .select({ id: bookings.booked_by })
        .from(bookings)
        .where(
          and(
            eq(bookings.relatie_id, bookings.booked_by),
            openFrom ? gte(bookings.date, openFrom) : undefined,
          ),
        );
      const query = t.database.db
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            eq(memberships.club_id, clubId),
            guests ? undefined : eq(memberships.is_gast, false),
            like(memberships.username, 'lid%'),
            notInArray(memberships.id, busy),
            openFrom ? notInArray(memberships.id, booker) : undefined,
            usedMembers.size ? notInArray(memberships.id, [...usedMembers]) : undefined,
          ),
        )
        .orderBy(asc(memberships.id));
      const rows = await (n === 'all' ? query : query.limit(n));
      if (n !== 'all') expect(rows).toHaveLength(n);
      const at = clock();
      return Promise.all(
        rows.map(async ({ id }) => {
          usedMembers.add(id);
          return { id, cookie: await t.sessionFor(id, 'demo', at) };
        }),
      );
    },
  };
}

import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingSummary,
  NotificationList,
  TeeTimeCoursesResponse,
  type Notification,
  type TeeTimeCourse,
} from '@fairway/contract';
import { clubInstant } from '@fairway/golf';
import { bookings } from '../../db/schema';
import {
  bookingFixtures,
  NOW,
  TODAY,
  THURSDAY,
  WEDNESDAY,
  type Member,
} from '../../../test/booking-fixtures';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { BOOKING_NEWS } from './booking-messages';
import { TEE_TIME_SOON } from './booking-reminders';

/**
 * The booking messages end to end through HTTP: a booking makes its "tee time in 2 hours" job in
 * its transaction (none when booked later than that), moved when another place leads the flight
 * and cancelled with it; the members others add, change or cancel are told, the one who did it
 * and everyone else not.
 */
let t: TestApp;
let demo: string;
let main: TeeTimeCourse;
let reasonId: number;
const fx = bookingFixtures(
  () => t,
  () => NOW,
);

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  demo = await t.login('demo');
  const courses = TeeTimeCoursesResponse.parse((await fx.get('/api/courses/teetime', demo)).json());
  main = courses.find((c) => c.holes === 18)!;
  const config = (await fx.get('/api/config', demo)).json() as {
    cancellation_reasons: { id: number }[];
  };
  reasonId = config.cancellation_reasons[0]!.id;
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload: object) =>
  t.app.inject({ method, url, headers: writeHeaders(cookie), payload });

async function book(booker: Member, date: string, players: unknown[], from = '00:00') {
  const time = await fx.freeTime(main, date, demo, from);
  const res = await send('POST', '/api/booking', booker.cookie, {
    date,
    time,
    course_id: main.id,
    holes: 18,
    players,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...BookingSummary.parse(res.json()), time };
}

/** The place of `member` in the flight led by `flightId`. */
async function placeOf(flightId: number, member: Member) {
  const [row] = await t.database.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.relatie_id, member.id),
        or(eq(bookings.id, flightId), eq(bookings.parent_id, flightId)),
      ),
    );
  return row!;
}

/** The jobs of `name` with this key, oldest first, with the seconds until each is due. */
const jobs = async (name: string, key: string) => {
  const { rows } = await t.database.queueDb.executeSql(
    `SELECT state, data, extract(epoch from start_after - now())::int AS due_in FROM pgboss.job
     WHERE name = $1 AND singleton_key = $2 ORDER BY created_on`,
    [name, key],
  );
  return rows as { state: string; data: Record<string, unknown>; due_in: number }[];
};
/**
 * Seconds from the app's clock (NOW, not the database's) to 2 hours before `time` on `date`: when
 * the flight's reminder is due, within the moments the test takes.
 */
const dueIn = (date: string, time: string) =>
  clubInstant(date, time, 'Europe/Amsterdam') - 2 * 3600 - NOW.getTime() / 1000;
const soonKey = (flightId: number) => `${t.clubId('demo')}:${flightId}`;
/** The reminder is due now: the clock of pg-boss is the database's. */
const dueNow = (flightId: number) =>
  t.database.queueDb.executeSql(
    `UPDATE pgboss.job SET start_after = now() - interval '1 second'
     WHERE name = $1 AND singleton_key = $2 AND state = 'created'`,
    [TEE_TIME_SOON, soonKey(flightId)],
  );
const inbox = async (m: Member) =>
  NotificationList.parse((await fx.get('/api/notifications', m.cookie)).json()).notifications;
const ofKind = async (m: Member, kind: Notification['kind']) =>
  (await inbox(m)).filter((n) => n.kind === kind);

describe('a new booking', () => {
  let a: Member, b: Member, c: Member, d: Member;
  let flight: Awaited<ReturnType<typeof book>>;

  beforeAll(async () => {
    [a, b, c, d] = (await fx.members(4, [WEDNESDAY])) as [Member, Member, Member, Member];
  });

  it('makes its reminder for 2 hours before the tee time, and tells the member added', async () => {
    flight = await book(a, WEDNESDAY, [
      { member_id: b.id },
      { guest: { firstname: 'Piet', lastname: 'Bakker', handicap: 14 } },
    ]);
    const [job] = await jobs(TEE_TIME_SOON, soonKey(flight.id));
    expect(job).toMatchObject({ state: 'created', data: { flightId: flight.id } });
    expect(Math.abs(job!.due_in - dueIn(WEDNESDAY, flight.time))).toBeLessThan(120);

    expect(await t.app.jobs.runDue(BOOKING_NEWS)).toBe(1);
    const bPlace = await placeOf(flight.id, b);
    expect(await ofKind(b, 'booking_added')).toMatchObject([
      {
        link: `/app/booking/${bPlace.id}`,
        params: { by: flight.player.name, date: WEDNESDAY, time: flight.time },
      },
    ]);
    // Not the booker, nobody else; and once.
    expect(await inbox(a)).toEqual([]);
    expect(await inbox(c)).toEqual([]);
    expect(await t.app.jobs.runDue(BOOKING_NEWS)).toBe(0);
  });

  it('its reminder tells each member player, with the players, when it is due', async () => {
    await dueNow(flight.id);
    expect(await t.app.jobs.runDue(TEE_TIME_SOON)).toBe(1);
    for (const m of [a, b]) {
      const [n] = await ofKind(m, 'tee_time_soon');
      expect(n).toMatchObject({
        link: `/app/booking/${(await placeOf(flight.id, m)).id}`,
        params: { date: WEDNESDAY, time: flight.time },
      });
      expect(n!.params.players).toContain('Bakker');
      expect(n!.params.players).toContain(flight.player.name);
    }
    expect(await inbox(c)).toEqual([]);
    expect(await inbox(d)).toEqual([]);
  });

  it('changed players: the added member is told so, the one who stays that it changed', async () => {
    const bPlace = await placeOf(flight.id, b);
    const res = await send('PUT', `/api/booking/${flight.id}`, a.cookie, {
      players: [{ teetime_id: bPlace.id }, { member_id: c.id }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.jobs.runDue(BOOKING_NEWS)).toBe(2);
    expect(await ofKind(c, 'booking_added')).toHaveLength(1);
    const [changed] = await ofKind(b, 'booking_changed');
    expect(changed!.params.players).toContain(await nameOf(c));
    expect(changed!.params.players).not.toContain('Bakker');
    expect(await ofKind(a, 'booking_changed')).toEqual([]);
    expect(await inbox(d)).toEqual([]);
  });

  it('a member taken off hears their place was cancelled', async () => {
    const cPlace = await placeOf(flight.id, c);
    const res = await send('PUT', `/api/booking/${flight.id}`, a.cookie, {
      players: [{ teetime_id: cPlace.id }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.runDue(BOOKING_NEWS);
    expect(await ofKind(b, 'booking_cancelled')).toMatchObject([
      { link: '/app/booking/list', params: { by: flight.player.name, time: flight.time } },
    ]);
    expect(await ofKind(a, 'booking_cancelled')).toEqual([]);
  });

  it('the main booker leaving alone moves the reminder to the flight the next member leads', async () => {
    const cPlace = await placeOf(flight.id, c);
    const res = await send('DELETE', `/api/booking/${flight.id}`, a.cookie, {
      delete_all_bookings: false,
      reasonId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await jobs(TEE_TIME_SOON, soonKey(flight.id))).map((j) => j.state)).toEqual([
      'completed',
    ]);
    const [moved] = await jobs(TEE_TIME_SOON, soonKey(cPlace.id));
    expect(moved).toMatchObject({ state: 'created', data: { flightId: cPlace.id } });
    expect(Math.abs(moved!.due_in - dueIn(WEDNESDAY, flight.time))).toBeLessThan(120);
    await t.app.jobs.runDue(BOOKING_NEWS);
    // The newest first: before it, c heard that b was taken off.
    const [left] = await ofKind(c, 'booking_changed');
    expect(left).toMatchObject({
      link: `/app/booking/${cPlace.id}`,
      params: { by: flight.player.name, players: await nameOf(c) },
    });
  });
});

/** The member's name as their own tee times show it. */
const nameOf = async (m: Member) => (await fx.mine(m.cookie))[0]!.player.name;

describe('a flight cancelled', () => {
  it('by its main booker: the reminder is cancelled and the other member told', async () => {
    const [a, b] = (await fx.members(2, [THURSDAY])) as Member[];
    const flight = await book(a!, THURSDAY, [{ member_id: b!.id }]);
    await t.app.jobs.runDue(BOOKING_NEWS);
    // The demo club offers the main booker no "everyone" choice: b leaves, then a alone.
    const bPlace = await placeOf(flight.id, b!);
    expect(
      (
        await send('DELETE', `/api/booking/${bPlace.id}`, b!.cookie, {
          delete_all_bookings: false,
          reasonId,
        })
      ).statusCode,
    ).toBe(200);
    await t.app.jobs.runDue(BOOKING_NEWS);
    expect(await ofKind(a!, 'booking_changed')).toMatchObject([
      { params: { by: expect.any(String), time: flight.time } },
    ]);
    expect(
      (
        await send('DELETE', `/api/booking/${flight.id}`, a!.cookie, {
          delete_all_bookings: false,
          reasonId,
        })
      ).statusCode,
    ).toBe(200);
    expect((await jobs(TEE_TIME_SOON, soonKey(flight.id))).map((j) => j.state)).toEqual([
      'cancelled',
    ]);
    expect(await ofKind(a!, 'booking_cancelled')).toEqual([]);
  });

  it('by the club (a block over it): each member told, by the club, and the reminder cancelled', async () => {
    const [a, b] = (await fx.members(2, [THURSDAY])) as Member[];
    const flight = await book(a!, THURSDAY, [{ member_id: b!.id }], '12:00');
    await t.app.jobs.runDue(BOOKING_NEWS);
    const manager = await t.login('marker');
    const [hh, mm] = flight.time.split(':');
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/admin/courses/${main.id}/blocks`,
      headers: writeHeaders(manager),
      payload: {
        kind: 'maintenance',
        date: THURSDAY,
        from_time: flight.time,
        until_time: `${hh}:${String(Number(mm) + 1).padStart(2, '0')}`,
        message: 'Greens worden bezand',
        bookings: 'cancel',
      },
    });
    expect(block.statusCode, block.body).toBe(201);
    expect((await jobs(TEE_TIME_SOON, soonKey(flight.id))).map((j) => j.state)).toEqual([
      'cancelled',
    ]);
    expect(await t.app.jobs.runDue(BOOKING_NEWS)).toBe(1);
    for (const m of [a!, b!]) {
      expect(await ofKind(m, 'booking_cancelled')).toMatchObject([
        {
          link: '/app/booking/list',
          params: { by: 'Golfclub De Demo', date: THURSDAY, time: flight.time },
        },
      ]);
    }
  });
});

describe('a booking less than 2 hours before its tee time', () => {
  it('gets no reminder', async () => {
    // NOW is 11:00 at the club.
    const [a] = (await fx.members(1, [TODAY])) as Member[];
    const flight = await book(a!, TODAY, [], '11:30');
    expect(flight.time < '13:00').toBe(true);
    expect(await jobs(TEE_TIME_SOON, soonKey(flight.id))).toEqual([]);
  });
});

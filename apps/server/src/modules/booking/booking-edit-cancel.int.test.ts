import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Booking,
  BookingSummary,
  TeeTimeCoursesResponse,
  type TeeTimeCourse,
} from '@fairway/contract';
import { buildApp } from '../../app';
import { bookingCancellations, bookings, clubConfig } from '../../db/schema';
import {
  bookingFixtures,
  NOW,
  TODAY,
  MONDAY,
  WEDNESDAY,
  THURSDAY,
  FRIDAY,
  SATURDAY,
} from '../../../test/booking-fixtures';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/**
 * PUT and DELETE /api/booking/{id}: who may change or cancel a booking and until when (spec §5
 * lead times, spec §6 main booker, extra players, website_uitschrijven, tournaments, the
 * "only myself" choice), cancellation reasons, and exactly-once with an Idempotency-Key.
 */
// The demo club: members may change and cancel until 02:00 before the tee time, guests until
// 48:00; a cancellation reason is required.
let now = NOW;
let t: TestApp;
let demo: string;
let gast: string;
let main: TeeTimeCourse;
let reasonId: number;

const fx = bookingFixtures(
  () => t,
  () => now,
);
const { get, members, mine } = fx;
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload: unknown,
  opts: { app?: FastifyInstance; key?: string } = {},
) =>
  (opts.app ?? t.app).inject({
    method,
    url,
    headers: { ...writeHeaders(cookie), ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
    payload: payload as object,
  });
const put = (id: number, cookie: string, players: unknown[], opts = {}) =>
  send('PUT', `/api/booking/${id}`, cookie, { players }, opts);
const del = (id: number, cookie: string, body: unknown, opts = {}) =>
  send('DELETE', `/api/booking/${id}`, cookie, body, opts);
const detail = async (id: number, cookie: string, app?: FastifyInstance) => {
  const res = await get(`/api/booking/${id}`, cookie, app);
  expect(res.statusCode).toBe(200);
  return Booking.parse(res.json());
};
const sheet = (date: string) => fx.sheet(main, date, demo);
const occupied = async (date: string, time: string) =>
  (await sheet(date)).find((s) => s.time === time)!.occupied_slots;
const freeTime = (date: string, from = '00:00') => fx.freeTime(main, date, demo, from);

/** `booker` books `date` (a free time from `from` on) with `players`; the new booking. */
async function booking(booker: string, date: string, players: unknown[], from = '00:00') {
  const time = await freeTime(date, from);
  const res = await send('POST', '/api/booking', booker, {
    date,
    time,
    course_id: main.id,
    holes: 18,
    players,
  });
  expect(res.statusCode).toBe(201);
  return { ...BookingSummary.parse(res.json()), time };
}

/** The place of `member` in the flight of `parentId`. */
async function placeOf(parentId: number, memberId: number) {
  const [row] = await t.database.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.relatie_id, memberId),
        or(eq(bookings.id, parentId), eq(bookings.parent_id, parentId)),
      ),
    );
  return row!;
}

/** Runs `fn` against a fresh app built after the club config was changed; restores it after. */
async function withConfig(
  set: Partial<typeof clubConfig.$inferInsert>,
  fn: (app: FastifyInstance) => Promise<void>,
) {
  const where = eq(clubConfig.club_id, t.clubId('demo'));
  const [before] = await t.database.db.select().from(clubConfig).where(where);
  await t.database.db.update(clubConfig).set(set).where(where);
  const app = await buildApp({ db: t.database.db, clock: () => now });
  try {
    await fn(app);
  } finally {
    await app.close();
    const restore = Object.fromEntries(
      Object.keys(set).map((k) => [k, before![k as keyof typeof before]]),
    );
    await t.database.db.update(clubConfig).set(restore).where(where);
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [demo, gast] = await Promise.all([t.login('demo'), t.login('gast')]);
  const courses = TeeTimeCoursesResponse.parse((await get('/api/courses/teetime', demo)).json());
  main = courses.find((c) => c.holes === 18)!;
  const config = (await get('/api/config', demo)).json() as {
    cancellation_reason_enabled: string;
    cancellation_reasons: { id: number; naam: string }[];
  };
  expect(config.cancellation_reason_enabled).toBe('1');
  reasonId = config.cancellation_reasons[1]!.id;
});
afterEach(() => {
  now = NOW;
});
afterAll(() => t.close());

describe('PUT /api/booking/{id}: the main booker changes the players', () => {
  it('keeps, adds and removes extra players, and the places follow', async () => {
    const [a, b, c] = await members(3, [WEDNESDAY]);
    const created = await booking(a!.cookie, WEDNESDAY, [
      { member_id: b!.id },
      { guest: { lastname: 'Bakker', handicap: 14 } },
    ]);
    expect(await occupied(WEDNESDAY, created.time)).toBe(3);
    const bPlace = await placeOf(created.id, b!.id);

    const res = await put(created.id, a!.cookie, [
      { teetime_id: bPlace.id },
      { member_id: c!.id },
      { unknown: true },
    ]);
    expect(res.statusCode).toBe(200);
    const changed = BookingSummary.parse(res.json());
    expect(changed.id).toBe(created.id);
    expect(changed.extra_players.map((p) => p.id)).toEqual([b!.id, c!.id, null]);
    expect(changed.free_places).toBe(0);
    expect(await occupied(WEDNESDAY, created.time)).toBe(4);
    const after = await detail(created.id, a!.cookie);
    expect(after.players.map((p) => p.is_guest)).toEqual([false, false, false, false]);
    expect(after.players[1]!.teetime_id).toBe(bPlace.id);
    expect((await mine(c!.cookie)).some((x) => x.date === WEDNESDAY)).toBe(true);

    // Everyone off but the booker.
    const alone = await put(created.id, a!.cookie, []);
    expect(alone.statusCode).toBe(200);
    expect(BookingSummary.parse(alone.json())).toMatchObject({ extra_players: [], free_places: 3 });
    expect(await occupied(WEDNESDAY, created.time)).toBe(1);
    expect((await mine(b!.cookie)).some((x) => x.date === WEDNESDAY)).toBe(false);
    expect((await mine(c!.cookie)).some((x) => x.date === WEDNESDAY)).toBe(false);
  });

  it('refuses an extra player with 403 NOT_MAIN_BOOKER and changes nothing', async () => {
    const [a, b, c] = await members(3, [WEDNESDAY]);
    const created = await booking(a!.cookie, WEDNESDAY, [{ member_id: b!.id }]);
    const before = await detail(created.id, a!.cookie);
    const bPlace = await placeOf(created.id, b!.id);
    for (const id of [created.id, bPlace.id]) {
      const res = await put(id, b!.cookie, [{ member_id: c!.id }]);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NOT_MAIN_BOOKER');
    }
    expect(await detail(created.id, a!.cookie)).toEqual(before);
    expect((await detail(bPlace.id, b!.cookie)).can_edit).toBe(false);
    expect(await occupied(WEDNESDAY, created.time)).toBe(2);
  });

  it('refuses bad players with 400 and a full time with 409, and changes nothing', async () => {
    const [a, b, other] = await members(3, [THURSDAY]);
    const created = await booking(a!.cookie, THURSDAY, [{ unknown: true }]);
    const before = await detail(created.id, a!.cookie);
    const tooMany = await put(created.id, a!.cookie, Array(4).fill({ unknown: true }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('players: a tee time holds at most 4 players');
    const foreign = await put(created.id, a!.cookie, [{ teetime_id: 999_999 }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('not in this booking');
    const shape = await put(created.id, a!.cookie, [{ guest: { lastname: 'X', gsn: 'XX12' } }]);
    expect(shape.statusCode).toBe(400);
    expect(shape.json().fields[0].field).toBe('players.0.guest.gsn');
    const notAList = await send('PUT', `/api/booking/${created.id}`, a!.cookie, {
      players: { member_id: b!.id },
    });
    expect(notAList.statusCode).toBe(400);
    // Another flight takes a place of the time: one more player fits, two do not.
    const res = await send('POST', '/api/booking', other!.cookie, {
      date: THURSDAY,
      time: created.time,
      course_id: main.id,
      holes: 18,
      players: [],
    });
    expect(res.statusCode).toBe(201);
    const full = await put(created.id, a!.cookie, [
      { teetime_id: before.players[1]!.teetime_id },
      { member_id: b!.id },
    ]);
    expect(full.statusCode).toBe(200);
    const withB = await detail(created.id, a!.cookie);
    const over = await put(created.id, a!.cookie, [
      ...withB.players.slice(1).map((p) => ({ teetime_id: p.teetime_id })),
      { unknown: true },
    ]);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('SLOT_FULL');
    expect(await occupied(THURSDAY, created.time)).toBe(4);
    expect(await detail(created.id, a!.cookie)).toEqual(withB);
  });

  it('adds a member who made the most open bookings themselves: a place booked for them is not theirs to count', async () => {
    const days = [WEDNESDAY, THURSDAY, FRIDAY, SATURDAY];
    const [a, busy] = await members(2, [MONDAY, ...days]);
    // What counts is what busy booked themselves: the demo's flights are booked by their main booker.
    const made = (await mine(busy!.cookie)).filter((x) => x.is_hoofdboeker).length;
    for (const date of days.slice(0, 4 - made)) await booking(busy!.cookie, date, []);
    const before = await mine(busy!.cookie);
    expect(before.filter((x) => x.is_hoofdboeker)).toHaveLength(4);
    const created = await booking(a!.cookie, MONDAY, []);
    const res = await put(created.id, a!.cookie, [{ member_id: busy!.id }]);
    expect(res.statusCode).toBe(200);
    expect((await detail(created.id, a!.cookie)).players.map((p) => p.member_id)).toEqual([
      a!.id,
      busy!.id,
    ]);
    expect(await occupied(MONDAY, created.time)).toBe(2);
    expect(await mine(busy!.cookie)).toHaveLength(before.length + 1);
  });

  it('keeps a member who is named again by member_id instead of by their place', async () => {
    const [a, b] = await members(2, [THURSDAY]);
    const created = await booking(a!.cookie, THURSDAY, [{ member_id: b!.id }]);
    // The edit view lost b's place id (b taken off and searched again): b is still in, once.
    const res = await put(created.id, a!.cookie, [{ member_id: b!.id }, { unknown: true }]);
    expect(res.statusCode).toBe(200);
    expect(BookingSummary.parse(res.json()).extra_players.map((p) => p.id)).toEqual([b!.id, null]);
    expect(await occupied(THURSDAY, created.time)).toBe(3);
    expect((await mine(b!.cookie)).filter((x) => x.date === THURSDAY)).toHaveLength(1);
  });
});

describe('the lead time: until 02:00 before for members', () => {
  it('allows a change and a cancel until the lead time and refuses both after it (403 LEAD_TIME_PASSED)', async () => {
    const [a] = await members(1, [TODAY]);
    const created = await booking(a!.cookie, TODAY, [{ unknown: true }], '14:00');
    const start = Date.parse(`${TODAY}T${created.time}:00+01:00`);
    now = new Date(start - 2 * 3600_000 - 60_000); // 2 h 1 min before
    const open = await detail(created.id, a!.cookie);
    expect(open).toMatchObject({ can_edit: true, can_delete: true });
    expect(
      (await put(created.id, a!.cookie, [{ unknown: true }, { unknown: true }])).statusCode,
    ).toBe(200);

    now = new Date(start - 2 * 3600_000); // exactly 2 h before: closed
    const closed = await detail(created.id, a!.cookie);
    expect(closed).toMatchObject({ can_edit: false, can_delete: false, history: false });
    const edit = await put(created.id, a!.cookie, []);
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({
      code: 'LEAD_TIME_PASSED',
      message: 'a booking can be changed until 02:00 before the tee time',
    });
    const cancel = await del(created.id, a!.cookie, { delete_all_bookings: true, reasonId });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json()).toMatchObject({
      code: 'LEAD_TIME_PASSED',
      message: 'a booking can be cancelled until 02:00 before the tee time',
    });
    expect((await detail(created.id, a!.cookie)).players).toHaveLength(3);
    expect(await occupied(TODAY, created.time)).toBe(3);
  });
});

describe('guest (48:00) against member (02:00) lead times', () => {
  it('a tee time 24 h ahead: the member may cancel it, the guest account may not', async () => {
    const [a] = await members(1, [MONDAY]);
    // Monday from 11:00 on: more than 24 h, less than 48 h ahead.
    const ofMember = await booking(a!.cookie, MONDAY, [], '11:00');
    const ofGuest = await booking(gast, MONDAY, [{ unknown: true }], '11:00');

    const guestView = await detail(ofGuest.id, gast);
    expect(guestView).toMatchObject({ can_edit: false, can_delete: false, history: false });
    const edit = await put(ofGuest.id, gast, []);
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('LEAD_TIME_PASSED');
    const cancel = await del(ofGuest.id, gast, { delete_all_bookings: true, reasonId });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json()).toMatchObject({
      code: 'LEAD_TIME_PASSED',
      message: 'a booking can be cancelled until 48:00 before the tee time',
    });
    expect(await occupied(MONDAY, ofGuest.time)).toBe(2);
    expect((await mine(gast)).some((x) => x.id === ofGuest.id)).toBe(true);

    expect(await detail(ofMember.id, a!.cookie)).toMatchObject({
      can_edit: true,
      can_delete: true,
    });
    const ok = await del(ofMember.id, a!.cookie, { delete_all_bookings: true, reasonId });
    expect(ok.statusCode).toBe(200);
    expect(await occupied(MONDAY, ofMember.time)).toBe(0);
  });

  it('the guest account may cancel a tee time more than 48 h ahead', async () => {
    const ofGuest = await booking(gast, WEDNESDAY, []);
    expect(await detail(ofGuest.id, gast)).toMatchObject({ can_edit: true, can_delete: true });
    const res = await del(ofGuest.id, gast, { delete_all_bookings: true, reasonId });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/booking/${ofGuest.id}`, gast)).statusCode).toBe(404);
  });
});

describe('DELETE /api/booking/{id}', () => {
  it('requires a cancellation reason (cancellation_reason_enabled 1): 400 without one', async () => {
    const [a] = await members(1, [THURSDAY]);
    const created = await booking(a!.cookie, THURSDAY, []);
    for (const body of [
      { delete_all_bookings: true },
      { delete_all_bookings: true, reasonId: null },
    ]) {
      const res = await del(created.id, a!.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        fields: [{ field: 'reasonId', message: 'choose a reason for cancelling' }],
      });
    }
    const unknown = await del(created.id, a!.cookie, {
      delete_all_bookings: true,
      reasonId: 99_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].field).toBe('reasonId');
    const bad = await del(created.id, a!.cookie, { delete_all_bookings: 'yes', reasonId });
    expect(bad.statusCode).toBe(400);
    expect((await detail(created.id, a!.cookie)).id).toBe(created.id);
    expect(await occupied(THURSDAY, created.time)).toBe(1);
  });

  it('two cancels of one flight at once: one takes it off, the other finds nothing', async () => {
    const [a] = await members(1, [THURSDAY]);
    // No other member: the guest and the unknown player leave with the main booker.
    const created = await booking(a!.cookie, THURSDAY, [
      { unknown: true },
      { guest: { firstname: 'Kees', lastname: 'Smit', handicap: 20 } },
    ]);
    expect(await occupied(THURSDAY, created.time)).toBe(3);
    const answers = await Promise.all([
      del(created.id, a!.cookie, { delete_all_bookings: true, reasonId }),
      del(created.id, a!.cookie, { delete_all_bookings: true, reasonId }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    // The places come back once: the sheet never shows fewer than nobody.
    expect(await occupied(THURSDAY, created.time)).toBe(0);
    const rows = await t.database.db
      .select()
      .from(bookingCancellations)
      .where(eq(bookingCancellations.booking_id, created.id));
    expect(rows).toHaveLength(1);
  });

  it("hoofdboeker_alleen_zichzelf_annuleren '0': the main booker cancels only their own place, the next member takes over; the whole flight is refused", async () => {
    const [a, b] = await members(2, [THURSDAY]);
    const created = await booking(a!.cookie, THURSDAY, [
      { member_id: b!.id },
      { guest: { firstname: 'Piet', lastname: 'Bakker', handicap: 14 } },
    ]);
    expect(await detail(created.id, a!.cookie)).toMatchObject({
      can_delete_another_player: true,
      offer_delete_choice: false,
    });
    // Asking to take the others off too is refused, and nothing changes.
    const refused = await del(created.id, a!.cookie, { delete_all_bookings: true, reasonId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      fields: [{ field: 'delete_all_bookings' }],
    });
    expect((await detail(created.id, a!.cookie)).players).toHaveLength(3);
    expect(await occupied(THURSDAY, created.time)).toBe(3);

    const bPlace = await placeOf(created.id, b!.id);
    const res = await del(created.id, a!.cookie, { delete_all_bookings: false, reasonId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your place has been cancelled' });
    expect((await get(`/api/booking/${created.id}`, a!.cookie)).statusCode).toBe(404);
    expect((await mine(a!.cookie)).some((x) => x.id === created.id)).toBe(false);
    // b keeps their place and leads the flight, with the guest a brought.
    const rest = await detail(bPlace.id, b!.cookie);
    expect(rest).toMatchObject({ is_hoofdboeker: true, owner: { id: b!.id }, occupied_slots: 2 });
    expect(rest.players.map((p) => p.is_guest)).toEqual([false, true]);
    expect(await occupied(THURSDAY, created.time)).toBe(2);
    const record = await t.database.db
      .select()
      .from(bookingCancellations)
      .where(
        and(
          eq(bookingCancellations.club_id, t.clubId('demo')),
          eq(bookingCancellations.date, THURSDAY),
          eq(bookingCancellations.time, created.time),
        ),
      );
    expect(record.map((r) => [r.player_name, r.reason_id, r.cancelled_by])).toEqual([
      [created.player.name, reasonId, a!.id],
    ]);
  });

  it('an extra player cancels only their own place', async () => {
    const [a, b] = await members(2, [FRIDAY]);
    const created = await booking(a!.cookie, FRIDAY, [{ member_id: b!.id }, { unknown: true }]);
    const bPlace = await placeOf(created.id, b!.id);
    // An extra player never takes the others off.
    const all = await del(bPlace.id, b!.cookie, { delete_all_bookings: true, reasonId });
    expect(all.statusCode).toBe(403);
    expect(all.json().fields[0].field).toBe('delete_all_bookings');
    expect(await occupied(FRIDAY, created.time)).toBe(3);
    const res = await del(bPlace.id, b!.cookie, { delete_all_bookings: false, reasonId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your place has been cancelled' });
    const left = await detail(created.id, a!.cookie);
    expect(left.players.map((p) => p.member_id)).toEqual([a!.id, expect.any(Number)]);
    expect(left.players[1]!.unknown).toBe(true);
    expect(await occupied(FRIDAY, created.time)).toBe(2);
    expect((await get(`/api/booking/${bPlace.id}`, b!.cookie)).statusCode).toBe(404);
  });

  it('refuses a booking in the past (history) with 403', async () => {
    const all = BookingSummary.array().parse((await get('/api/booking', demo)).json());
    const past = all.find((b) => b.history)!;
    expect(past).toMatchObject({ date: '2026-11-17', loops: [{ time: '09:20' }] });
    expect((await mine(demo)).some((b) => b.id === past.id)).toBe(false);
    expect(await detail(past.id, demo)).toMatchObject({
      history: true,
      can_edit: false,
      can_delete: false,
    });
    const cancel = await del(past.id, demo, { delete_all_bookings: true, reasonId });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json()).toMatchObject({ code: 'FORBIDDEN', message: 'this tee time has passed' });
    const edit = await put(past.id, demo, [{ unknown: true }]);
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('FORBIDDEN');
    const after = BookingSummary.array().parse((await get('/api/booking', demo)).json());
    expect(after.find((b) => b.id === past.id)).toEqual(past);
  });

  it('refuses a tournament booking (match_id set) with 403, for the booker and the players', async () => {
    const [a, b] = await members(2, [FRIDAY]);
    const created = await booking(a!.cookie, FRIDAY, [{ member_id: b!.id }]);
    await t.database.db
      .update(bookings)
      .set({ match_id: 4711 })
      .where(or(eq(bookings.id, created.id), eq(bookings.parent_id, created.id)));
    const view = await detail(created.id, a!.cookie);
    expect(view).toMatchObject({ match_id: 4711, can_delete: false });
    expect((await mine(a!.cookie)).find((x) => x.id === created.id)!.match_id).toBe(4711);
    const res = await del(created.id, a!.cookie, { delete_all_bookings: true, reasonId });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'a tournament booking cannot be cancelled here',
    });
    const bPlace = await placeOf(created.id, b!.id);
    const theirs = await del(bPlace.id, b!.cookie, { delete_all_bookings: false, reasonId });
    expect(theirs.statusCode).toBe(403);
    expect(await detail(created.id, a!.cookie)).toEqual(view);
    expect(await occupied(FRIDAY, created.time)).toBe(2);
  });
});

describe('club config that changes the rules', () => {
  it("website_uitschrijven '0' blocks changing and cancelling in the app", async () => {
    const [a] = await members(1, [FRIDAY]);
    const created = await booking(a!.cookie, FRIDAY, [{ unknown: true }]);
    await withConfig({ website_uitschrijven: '0' }, async (app) => {
      expect(await detail(created.id, a!.cookie, app)).toMatchObject({
        can_edit: false,
        can_delete: false,
      });
      const cancel = await del(
        created.id,
        a!.cookie,
        { delete_all_bookings: true, reasonId },
        { app },
      );
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'this club does not allow changing bookings in the app',
      });
      const edit = await put(created.id, a!.cookie, [], { app });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().code).toBe('FORBIDDEN');
      expect((await detail(created.id, a!.cookie, app)).players).toHaveLength(2);
    });
    expect(await occupied(FRIDAY, created.time)).toBe(2);
  });

  it("hoofdboeker_alleen_zichzelf_annuleren '1': the main booker chooses between only themselves and everyone", async () => {
    const [a, b, c, d] = await members(4, [SATURDAY]);
    const guest = { guest: { lastname: 'Bakker', handicap: 14 } };
    const onlySelf = await booking(a!.cookie, SATURDAY, [{ member_id: b!.id }, guest]);
    const everyone = await booking(c!.cookie, SATURDAY, [{ member_id: d!.id }, guest]);
    const lonely = await booking(a!.cookie, SATURDAY, [guest], '14:40');
    await withConfig({ hoofdboeker_alleen_zichzelf_annuleren: '1' }, async (app) => {
      expect(await detail(onlySelf.id, a!.cookie, app)).toMatchObject({
        can_delete_another_player: true,
        offer_delete_choice: true,
      });
      // The extra player is offered no choice.
      const bPlace = await placeOf(onlySelf.id, b!.id);
      expect(await detail(bPlace.id, b!.cookie, app)).toMatchObject({
        can_delete_another_player: false,
        offer_delete_choice: false,
      });

      // Only myself: a leaves, b becomes the main booker of b and the guest.
      const self = await del(
        onlySelf.id,
        a!.cookie,
        { delete_all_bookings: false, reasonId },
        { app },
      );
      expect(self.statusCode).toBe(200);
      expect(self.json().message).toBe('Your place has been cancelled');
      expect((await get(`/api/booking/${onlySelf.id}`, a!.cookie, app)).statusCode).toBe(404);
      const rest = await detail(bPlace.id, b!.cookie, app);
      expect(rest).toMatchObject({
        is_hoofdboeker: true,
        owner: { id: b!.id },
        occupied_slots: 2,
        can_edit: true,
      });
      expect(rest.players.map((p) => p.is_guest)).toEqual([false, true]);
      expect(rest.players[1]!.parent_teetime_id).toBe(bPlace.id);

      // Everyone: the whole flight goes.
      const all = await del(
        everyone.id,
        c!.cookie,
        { delete_all_bookings: true, reasonId },
        { app },
      );
      expect(all.statusCode).toBe(200);
      expect(all.json().message).toBe('The booking has been cancelled');
      expect((await mine(d!.cookie)).some((x) => x.date === SATURDAY)).toBe(false);

      // A guest never stays behind without a member: "only myself" takes the flight off.
      const alone = await del(
        lonely.id,
        a!.cookie,
        { delete_all_bookings: false, reasonId },
        { app },
      );
      expect(alone.statusCode).toBe(200);
    });
    expect(await occupied(SATURDAY, onlySelf.time)).toBe(2);
    expect(await occupied(SATURDAY, everyone.time)).toBe(0);
    expect(await occupied(SATURDAY, lonely.time)).toBe(0);
  });
});

describe('PUT and DELETE with an Idempotency-Key', () => {
  it('a replayed edit answers the first answer and adds the player once', async () => {
    const [a, b] = await members(2, [WEDNESDAY]);
    const created = await booking(a!.cookie, WEDNESDAY, []);
    const players = [{ member_id: b!.id }, { unknown: true }];
    const first = await put(created.id, a!.cookie, players, { key: 'edit-key-0000001' });
    const replay = await put(created.id, a!.cookie, players, { key: 'edit-key-0000001' });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await occupied(WEDNESDAY, created.time)).toBe(3);
    const other = await put(created.id, a!.cookie, [], { key: 'edit-key-0000001' });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
    expect((await detail(created.id, a!.cookie)).players).toHaveLength(3);
  });

  it('a replayed cancel answers the first answer, not 404', async () => {
    const [a] = await members(1, [WEDNESDAY]);
    const created = await booking(a!.cookie, WEDNESDAY, [{ unknown: true }]);
    const body = { delete_all_bookings: true, reasonId };
    const first = await del(created.id, a!.cookie, body, { key: 'cancel-key-000001' });
    const replay = await del(created.id, a!.cookie, body, { key: 'cancel-key-000001' });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const other = await del(
      created.id,
      a!.cookie,
      { ...body, delete_all_bookings: false },
      { key: 'cancel-key-000001' },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
    // Without the key the booking is simply gone.
    expect((await del(created.id, a!.cookie, body)).statusCode).toBe(404);
    expect(await occupied(WEDNESDAY, created.time)).toBe(0);
    const records = await t.database.db
      .select()
      .from(bookingCancellations)
      .where(eq(bookingCancellations.booking_id, created.id));
    expect(records).toHaveLength(1);
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clockMinutes, formatClock } from '@fairway/golf';
import { AdminMatch, DrawPreview, TeeTimesResponse, type TeeTimeCourse } from '@fairway/contract';
import { teeSheetSettings } from '../../db/schema';
import { bookingFixtures, NOW, THURSDAY, type Member } from '../../../test/booking-fixtures';
import { withTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { adminCalls } from '../../../test/admin-calls';
import { adminMatchInput, firstTeeOf, signUpPlayer } from '../../../test/match-fixtures';

/**
 * A match drawn from two tees holds every tee time its flights are on: both start tees at their
 * starts, and tee 1 where the 18-hole flights from tee 10 come through at the turn (a nine's
 * playing time later, as the sheet places a member's crossover). Members cannot book those; the
 * times in between stay theirs.
 */
let t: TestApp;
let commissie: string;
let demo: string;
let main: TeeTimeCourse;
let tee: number;
/** The course's tee_ten_minutes: the turn's distance from a tee-10 start. */
const NINE = 120;
withTestApp(
  async (app) => {
    t = app;
    [commissie, demo] = await Promise.all([t.login('commissie'), t.login('demo')]);
    await t.database.db
      .update(teeSheetSettings)
      .set({ start_tees: [1, 10], tee_ten_minutes: NINE })
      .where(eq(teeSheetSettings.club_id, t.clubId('demo')));
    main = await fx.teeTimeCourse(demo);
    tee = await firstTeeOf(t, 'demo', main.id);
  },
  { clock: () => NOW },
);
const fx = bookingFixtures(
  () => t,
  () => NOW,
);
const { call } = adminCalls(() => t, 'match-two-tees');
const later = (time: string, minutes: number) => formatClock(clockMinutes(time)! + minutes);

const sheetOf = async (startTee: number) =>
  TeeTimesResponse.parse(
    (
      await t.app.inject({
        url: `/api/teetimes?course_id=${main.id}&holes=9&date=${THURSDAY}&start_tee=${startTee}`,
        headers: { cookie: demo },
      })
    ).json(),
  );

/** What a test reads at tee 1 from its start: the start, an hour later, the turn and after it. */
const OFFSETS = [0, 60, NINE, NINE + 10];
const handedOut = new Set<string>();

/** A start whose tee-1 times at OFFSETS are free and handed out to no other test. */
async function freeStart(): Promise<string> {
  const one = await sheetOf(1);
  const free = (time: string) =>
    !handedOut.has(time) && one.some((s) => s.time === time && s.available && s.free_slots === 4);
  const start = one.find((s) => OFFSETS.every((m) => free(later(s.time, m))))!.time;
  for (const m of OFFSETS) handedOut.add(later(start, m));
  return start;
}

/**
 * A Thursday match of eight (two flights of four) from `time`, sign-up closed: a two-tee draw
 * starts one flight from tee 1 and one from tee 10 at `time`.
 */
async function closedMatch(time: string): Promise<number> {
  const created = await call(
    'POST',
    '/api/admin/wedstrijd',
    commissie,
    adminMatchInput(main.id, tee, {
      naam: 'Donderdag twee tees',
      qualifying: false,
      inschrijfgeld_cents: 0,
      aanvang: `${THURSDAY} ${time}`,
      inschrijvingsstop: '2026-11-25 18:00',
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const { id } = AdminMatch.parse(created.json());
  for (const p of await fx.members(8, [THURSDAY]))
    await t.database.db.execute(
      sql`select match_sign_up(${t.clubId('demo')}, ${id}, null, ${p.id}, now(),
        '2026-11-22 12:00'::timestamp, ${JSON.stringify([signUpPlayer(p.id)])}::jsonb, '[]'::jsonb)`,
    );
  const closed = await call('POST', `/api/admin/wedstrijd/${id}/sluiten`, commissie);
  expect(closed.statusCode, closed.body).toBe(200);
  return id;
}

const twoTees = (time: string, over: Record<string, unknown> = {}) => ({
  order: 'signup',
  start: 'two_tees',
  first_time: time,
  interval_minutes: 10,
  ...over,
});

const bookAt = (m: Member, time: string, startTee = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: writeHeaders(m.cookie),
    payload: { date: THURSDAY, time, course_id: main.id, holes: 9, start_tee: startTee },
  });

describe('a two-tee draw on the tee sheet', () => {
  it("closes both tees at the start and tee 1 at the tee-10 flight's turn; the hour between stays open", async () => {
    const time = await freeStart();
    const turn = later(time, NINE);
    const id = await closedMatch(time);
    const drawn = await call('POST', `/api/admin/wedstrijd/${id}/draw`, commissie, twoTees(time));
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(
      AdminMatch.parse(drawn.json()).flights.map((f) => [f.starttijd, f.starttee, f.nummer]),
    ).toEqual([
      [time, 1, 1],
      [time, 10, 2],
    ]);
    // The committee's start list names both held times.
    expect(AdminMatch.parse(drawn.json()).tee_sheet_hold).toEqual({
      from: time,
      until: later(time, 10),
      turn: { from: turn, until: later(turn, 10) },
    });

    const [first, second, third, fourth] = await fx.members(4, [THURSDAY]);
    for (const [m, at, startTee] of [
      [first!, time, 1],
      [second!, time, 10],
      [third!, turn, 1],
    ] as const) {
      const refused = await bookAt(m, at, startTee);
      expect(refused.statusCode, `${at} tee ${startTee}: ${refused.body}`).toBe(409);
      expect(refused.json().code).toBe('SLOT_CLOSED');
    }
    expect(await fx.occupied(main.id, THURSDAY, turn)).toBe(0);
    const between = await bookAt(fourth!, later(time, 60));
    expect(between.statusCode, between.body).toBe(201);

    const [one, ten] = await Promise.all([sheetOf(1), sheetOf(10)]);
    const closed = (sheet: typeof one, at: string) => sheet.find((s) => s.time === at)?.closed;
    expect([closed(one, time), closed(ten, time), closed(one, turn)]).toEqual([
      'match',
      'match',
      'match',
    ]);
    expect([closed(one, later(time, 60)), closed(one, later(turn, 10))]).toEqual([null, null]);
  });

  it("asks about a member's booking at the turn before the draw, and cancels it when told to", async () => {
    const time = await freeStart();
    const turn = later(time, NINE);
    const [booker] = await fx.members(1, [THURSDAY]);
    const booked = await bookAt(booker!, turn);
    expect(booked.statusCode, booked.body).toBe(201);
    const id = await closedMatch(time);

    const preview = await call(
      'POST',
      `/api/admin/wedstrijd/${id}/draw/preview`,
      commissie,
      twoTees(time),
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(DrawPreview.parse(preview.json()).bookings.map((b) => [b.date, b.time])).toEqual([
      [THURSDAY, turn],
    ]);
    const drawn = await call(
      'POST',
      `/api/admin/wedstrijd/${id}/draw`,
      commissie,
      twoTees(time, { bookings: 'cancel' }),
    );
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(await fx.occupied(main.id, THURSDAY, turn)).toBe(0);
    expect((await fx.mine(booker!.cookie)).some((b) => b.date === THURSDAY)).toBe(false);
  });
});

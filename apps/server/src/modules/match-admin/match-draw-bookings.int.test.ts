import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clockMinutes, formatClock } from '@fairway/golf';
import {
  AdminMatch,
  BookingSummary,
  DrawPreview,
  MemberNoticeList,
  type TeeTimeCourse,
} from '@fairway/contract';
import { bookingCancellations, teeBlocks } from '../../db/schema';
import {
  bookingFixtures,
  FRIDAY,
  NOW,
  THURSDAY,
  type Member,
} from '../../../test/booking-fixtures';
import { withTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { adminCalls, auditRowsOf } from '../../../test/admin-calls';
import {
  adminMatchInput,
  firstTeeOf,
  insertOpenMatch,
  signUpPlayer,
} from '../../../test/match-fixtures';

/**
 * The draw holds the tee sheet for its flights: the members' bookings already in those times are
 * previewed, and kept or cancelled as the committee chooses (each member told), as a block's.
 */
let t: TestApp;
let commissie: string;
let demo: string;
let main: TeeTimeCourse;
let tee: number;
withTestApp(
  async (app) => {
    t = app;
    [commissie, demo] = await Promise.all([t.login('commissie'), t.login('demo')]);
    main = await fx.teeTimeCourse(demo);
    tee = await firstTeeOf(t, 'demo', main.id);
  },
  { clock: () => NOW },
);
const fx = bookingFixtures(
  () => t,
  () => NOW,
);
const { call, get } = adminCalls(() => t, 'match-draw');
const drawUrl = (id: number) => `/api/admin/wedstrijd/${id}/draw`;

/** What a one-flight draw from `time` holds: its start until the interval (10 minutes) has passed. */
const heldFrom = (time: string) => ({
  from: time,
  until: formatClock(clockMinutes(time)! + 10),
  turn: null,
});

/** A draw of one flight of up to four from `time`, in sign-up order. */
const drawAt = (time: string, over: Record<string, unknown> = {}) => ({
  order: 'signup',
  start: 'one_tee',
  first_time: time,
  interval_minutes: 10,
  ...over,
});

/** The committee's form of a free Thursday match on the main course from `time`. */
const thursdayMatch = (time: string, over: Record<string, unknown>) =>
  adminMatchInput(main.id, tee, {
    naam: 'Donderdagmiddag',
    qualifying: false,
    inschrijfgeld_cents: 0,
    aanvang: `${THURSDAY} ${time}`,
    ...over,
  });

/**
 * A Thursday match on the main course with two members signed up and sign-up closed; and two
 * other members' booking at a free time from noon, where the draw will put the match.
 */
async function bookedMatch(over: Record<string, unknown> = {}): Promise<{
  id: number;
  time: string;
  booker: Member;
  friend: Member;
}> {
  const [booker, friend, a, b] = await fx.members(4, [THURSDAY]);
  const time = await fx.freeTime(main, THURSDAY, demo, '12:00');
  const booked = await fx.book(booker!.cookie, main, THURSDAY, time, [{ member_id: friend!.id }]);
  expect(booked.statusCode).toBe(201);
  BookingSummary.parse(booked.json());
  const created = await call(
    'POST',
    '/api/admin/wedstrijd',
    commissie,
    thursdayMatch(time, { inschrijvingsstop: '2026-11-25 18:00', ...over }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const { id } = AdminMatch.parse(created.json());
  for (const p of [a!, b!])
    await t.database.db.execute(
      sql`select match_sign_up(${t.clubId('demo')}, ${id}, null, ${p.id}, now(),
        '2026-11-22 12:00'::timestamp, ${JSON.stringify([signUpPlayer(p.id)])}::jsonb, '[]'::jsonb)`,
    );
  expect((await call('POST', `/api/admin/wedstrijd/${id}/sluiten`, commissie)).statusCode).toBe(
    200,
  );
  return { id, time, booker: booker!, friend: friend! };
}

const noticesOf = async (m: Member) =>
  MemberNoticeList.parse((await get('/api/notices', m.cookie)).json()).notices;

describe('the draw over members bookings', () => {
  it('answers 401 without a session, 403 to a member, 404 for another club, 400 naming the field', async () => {
    const { id, time } = await bookedMatch();
    const preview = `${drawUrl(id)}/preview`;
    const anonymous = await t.app.inject({
      method: 'POST',
      url: preview,
      headers: writeHeaders(''),
      payload: drawAt(time),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('POST', preview, demo, drawAt(time))).statusCode).toBe(403);
    const zuid = await insertOpenMatch(t, 'zuid', {
      naam: 'Zuid beker',
      aanvang: '2026-12-01 09:00',
      inschrijvingsstart: '2026-11-01 00:00',
      inschrijvingsstop: '2026-11-20 18:00',
      max_deelnemers: 20,
    });
    expect(
      (await call('POST', `${drawUrl(zuid)}/preview`, commissie, drawAt(time))).statusCode,
    ).toBe(404);
    const bad = await call('POST', drawUrl(id), commissie, drawAt(time, { bookings: 'move' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('bookings');
    // Nothing drawn or held by any of these.
    expect(await t.database.db.select().from(teeBlocks).where(eq(teeBlocks.match_id, id))).toEqual(
      [],
    );
  });

  it('previews the bookings in the held times, and keeps them unless asked to cancel', async () => {
    const { id, time, booker } = await bookedMatch();
    const res = await call('POST', `${drawUrl(id)}/preview`, commissie, drawAt(time));
    expect(res.statusCode).toBe(200);
    const { bookings } = DrawPreview.parse(res.json());
    expect(bookings.map((b) => [b.date, b.time, b.players.length])).toEqual([[THURSDAY, time, 2]]);
    // The preview wrote nothing.
    expect(await t.database.db.select().from(teeBlocks).where(eq(teeBlocks.match_id, id))).toEqual(
      [],
    );

    expect((await call('POST', drawUrl(id), commissie, drawAt(time))).statusCode).toBe(200);
    expect(await fx.occupied(main.id, THURSDAY, time)).toBe(2);
    expect((await fx.mine(booker.cookie)).map((b) => b.date)).toContain(THURSDAY);
    const slot = (await fx.sheet(main, THURSDAY, demo)).find((s) => s.time === time)!;
    expect([slot.available, slot.closed]).toEqual([false, 'match']);
    expect(await noticesOf(booker)).toEqual([]);
  });

  it('cancels them with the draw: places released, each member told, on record', async () => {
    const { id, time, booker, friend } = await bookedMatch();
    const res = await call('POST', drawUrl(id), commissie, drawAt(time, { bookings: 'cancel' }));
    expect(res.statusCode).toBe(200);
    expect(AdminMatch.parse(res.json()).flights.map((f) => f.starttijd)).toEqual([time]);
    expect(await fx.occupied(main.id, THURSDAY, time)).toBe(0);
    for (const m of [booker, friend]) {
      expect((await fx.mine(m.cookie)).some((b) => b.date === THURSDAY)).toBe(false);
      expect((await noticesOf(m)).map((n) => [n.kind, n.date, n.time])).toEqual([
        ['booking_cancelled_by_club', THURSDAY, time],
      ]);
    }
    const cancelled = await t.database.db
      .select()
      .from(bookingCancellations)
      .where(and(eq(bookingCancellations.date, THURSDAY), eq(bookingCancellations.time, time)));
    expect(cancelled.map((c) => c.block_reason)).toEqual(['match', 'match']);
    const [audit] = await auditRowsOf(t, t.clubId('demo'), 'tee_block');
    expect(audit!.after).toMatchObject({ match_id: id, cancelled: { places: 2 } });
    // Nothing is left in the held times; the match's own block is the only one.
    const again = await call('POST', `${drawUrl(id)}/preview`, commissie, drawAt(time));
    expect(DrawPreview.parse(again.json()).bookings).toEqual([]);
    expect(
      await t.database.db.select().from(teeBlocks).where(eq(teeBlocks.match_id, id)),
    ).toHaveLength(1);
  });

  it('lets the held times go when the match moves to another day, and keeps them on an edit', async () => {
    const { id, time } = await bookedMatch();
    const drawn = AdminMatch.parse(
      (await call('POST', drawUrl(id), commissie, drawAt(time))).json(),
    );
    expect(drawn.tee_sheet_hold).toEqual(heldFrom(time));
    expect(
      (await call('POST', `/api/admin/wedstrijd/${id}/startlijst`, commissie)).statusCode,
    ).toBe(200);
    const closedAt = async (date: string) =>
      (await fx.sheet(main, date, demo)).find((s) => s.time === time)!.closed;
    const edit = (over: Record<string, unknown>) =>
      call(
        'PUT',
        `/api/admin/wedstrijd/${id}`,
        commissie,
        thursdayMatch(time, {
          inschrijvingsstart: drawn.inschrijvingsstart,
          inschrijvingsstop: drawn.inschrijvingsstop,
          ...over,
        }),
      );

    // A new name: the start list and the held times stay.
    const renamed = await edit({ naam: 'Donderdagmiddagbeker' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(AdminMatch.parse(renamed.json()).flights).toHaveLength(1);
    expect(AdminMatch.parse(renamed.json()).tee_sheet_hold).toEqual(heldFrom(time));
    expect(await closedAt(THURSDAY)).toBe('match');

    // Moved to Friday: the drawn list was Thursday's; Thursday's times open again.
    const moved = await edit({ aanvang: `${FRIDAY} ${time}` });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = AdminMatch.parse(moved.json());
    expect([after.flights, after.startlijst_vrijgegeven, after.tee_sheet_hold]).toEqual([
      [],
      false,
      null,
    ]);
    expect(await closedAt(THURSDAY)).toBeFalsy();
    expect(await t.database.db.select().from(teeBlocks).where(eq(teeBlocks.match_id, id))).toEqual(
      [],
    );
    // Drawn again, the hold is on the new day.
    const redrawn = await call('POST', drawUrl(id), commissie, drawAt(time));
    expect(AdminMatch.parse(redrawn.json()).tee_sheet_hold).toEqual(heldFrom(time));
    expect(await closedAt(FRIDAY)).toBe('match');
  });

  it('draws again when the match starts at another time of its day: no flight or held time stays at the old one', async () => {
    const { id, time } = await bookedMatch();
    const drawn = AdminMatch.parse(
      (await call('POST', drawUrl(id), commissie, drawAt(time))).json(),
    );
    expect(drawn.flights.map((f) => f.starttijd)).toEqual([time]);
    const closedAt = async (at: string) =>
      (await fx.sheet(main, THURSDAY, demo)).find((s) => s.time === at)?.closed;
    expect(await closedAt(time)).toBe('match');

    const later = formatClock(clockMinutes(time)! + 60);
    const edited = await call(
      'PUT',
      `/api/admin/wedstrijd/${id}`,
      commissie,
      thursdayMatch(later, {
        inschrijvingsstart: drawn.inschrijvingsstart,
        inschrijvingsstop: drawn.inschrijvingsstop,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = AdminMatch.parse(edited.json());
    expect([
      after.aanvang,
      after.flights,
      after.startlijst_vrijgegeven,
      after.tee_sheet_hold,
    ]).toEqual([`${THURSDAY} ${later}`, [], false, null]);
    expect(await closedAt(time)).toBeFalsy();
    expect(await t.database.db.select().from(teeBlocks).where(eq(teeBlocks.match_id, id))).toEqual(
      [],
    );
  });

  it('lets the held times go when a drawn match of direct flight sign-up moves; its seated flights stay', async () => {
    const { id, time } = await bookedMatch({ direct_in_flight_inschrijven: true });
    const drawn = AdminMatch.parse(
      (await call('POST', drawUrl(id), commissie, drawAt(time))).json(),
    );
    const closedAt = async (date: string) =>
      (await fx.sheet(main, date, demo)).find((s) => s.time === time)!.closed;
    expect(await closedAt(THURSDAY)).toBe('match');

    const moved = await call(
      'PUT',
      `/api/admin/wedstrijd/${id}`,
      commissie,
      thursdayMatch(time, {
        direct_in_flight_inschrijven: true,
        inschrijvingsstart: drawn.inschrijvingsstart,
        inschrijvingsstop: drawn.inschrijvingsstop,
        aanvang: `${FRIDAY} ${time}`,
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // The members chose their flights: they keep them; Thursday's times open again.
    const after = AdminMatch.parse(moved.json());
    const seated = (m: AdminMatch) =>
      m.teams.map((team) => [team.id, m.flights.find((f) => f.id === team.flight_id)?.starttijd]);
    expect(seated(drawn).every(([, at]) => at !== undefined)).toBe(true);
    expect(seated(after)).toEqual(seated(drawn));
    expect([drawn.tee_sheet_hold, after.tee_sheet_hold]).toEqual([heldFrom(time), null]);
    expect(await closedAt(THURSDAY)).toBeFalsy();
    expect(await t.database.db.select().from(teeBlocks).where(eq(teeBlocks.match_id, id))).toEqual(
      [],
    );
  });
});

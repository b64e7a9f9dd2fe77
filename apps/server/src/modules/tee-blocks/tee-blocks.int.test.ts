import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AdminTeeBlockList,
  BookingSummary,
  MemberNoticeList,
  TeeBlockPreview,
  TeeBlockWriteResult,
  TeeTimeCoursesResponse,
  type TeeTimeCourse,
} from '@fairway/contract';
import {
  auditLog,
  bookingCancellations,
  bookings,
  courses,
  memberNotices,
  teeBlocks,
} from '../../db/schema';
import {
  bookingFixtures,
  NOW,
  THURSDAY,
  TODAY,
  TUESDAY,
  WEDNESDAY,
} from '../../../test/booking-fixtures';
import { withTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { adminCalls, refusedFields } from '../../../test/admin-calls';

/** The back office's tee-sheet blocks (role tee_sheet_manager) and the members' notices. */
let t: TestApp;
let beheer: string;
let marker: string;
let demo: string;
let main: TeeTimeCourse;
withTestApp(
  async (app) => {
    t = app;
    [beheer, marker, demo] = await Promise.all([
      t.login('beheer'),
      t.login('marker'),
      t.login('demo'),
    ]);
    const list = TeeTimeCoursesResponse.parse(
      (await t.app.inject({ url: '/api/courses/teetime', headers: { cookie: demo } })).json(),
    );
    main = list.find((c) => c.holes === 18)!;
  },
  { clock: () => NOW },
);
const fx = bookingFixtures(
  () => t,
  () => NOW,
);

const { call, get } = adminCalls(() => t, 'tee-blocks');
const blocksUrl = (courseId = main.id) => `/api/admin/courses/${courseId}/blocks`;

/** A weekly Tuesday afternoon held for the ladies, this week and next only. */
const ladies = {
  kind: 'ladies_day',
  weekday: 2,
  valid_from: TODAY,
  valid_until: '2026-12-01',
  from_time: '14:00',
  until_time: '15:30',
  message: 'Dinsdagmiddag damesochtend',
};

describe('who may keep the blocks', () => {
  it('answers 401 without a session and 403 to a member without the role', async () => {
    expect((await get(blocksUrl())).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: blocksUrl(),
      headers: writeHeaders(''),
      payload: ladies,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(blocksUrl(), demo)).statusCode).toBe(403);
    expect((await call('POST', blocksUrl(), demo, ladies)).statusCode).toBe(403);
    expect((await get(blocksUrl(), marker)).statusCode).toBe(200);
    expect((await get(blocksUrl(), beheer)).statusCode).toBe(200);
  });

  it("answers 404 for another club's course and block", async () => {
    const [other] = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.club_id, t.clubId('zuid')));
    expect((await get(blocksUrl(other!.id), marker)).statusCode).toBe(404);
    expect((await call('POST', blocksUrl(other!.id), marker, ladies)).statusCode).toBe(404);
    const [theirs] = await t.database.db
      .insert(teeBlocks)
      .values({
        club_id: t.clubId('zuid'),
        course_id: other!.id,
        date: THURSDAY,
        from_time: '08:00',
        until_time: '09:00',
        reason: 'maintenance',
      })
      .returning();
    const url = `${blocksUrl()}/${theirs!.id}`;
    expect((await call('PUT', url, marker, ladies)).statusCode).toBe(404);
    expect((await call('DELETE', url, marker)).statusCode).toBe(404);
    expect((await call('DELETE', `${blocksUrl(other!.id)}/${theirs!.id}`, marker)).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/admin/courses/:course_id/blocks refuses what it cannot keep', () => {
  it.each([
    ['until before from', { ...ladies, valid_until: '2026-11-01' }, 'valid_until'],
    ['the end not after the start', { ...ladies, until_time: '14:00' }, 'until_time'],
    [
      'a date and a weekday',
      { ...ladies, date: THURSDAY, valid_from: null, valid_until: null },
      'weekday',
    ],
    ['neither a date nor a weekday', { ...ladies, weekday: null }, 'date'],
    ['a date with a range', { ...ladies, weekday: null, date: THURSDAY }, 'valid_from'],
    ['an unknown kind', { ...ladies, kind: 'party' }, 'kind'],
    ['a time that is no time', { ...ladies, from_time: '25:00' }, 'from_time'],
  ])('400 for %s, naming the field', async (_, body, field) => {
    const res = await call('POST', blocksUrl(), marker, body);
    expect(res.statusCode).toBe(400);
    expect(refusedFields(res)).toContain(field);
  });
});

describe('a weekly block', () => {
  it('closes its times on the Tuesdays of its dates, with the message, until deleted', async () => {
    const res = await call('POST', blocksUrl(), marker, ladies);
    expect(res.statusCode).toBe(201);
    const { block, cancelled } = TeeBlockWriteResult.parse(res.json());
    expect(cancelled).toBe(0);
    expect(block).toMatchObject({ kind: 'ladies_day', weekday: 2, message: ladies.message });
    const list = AdminTeeBlockList.parse((await get(blocksUrl(), marker)).json());
    expect(list.blocks.map((b) => b.id)).toContain(block.id);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'tee_block'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'create', record_id: String(block.id) });

    const tuesday = await fx.sheet(main, TUESDAY, demo);
    const held = tuesday.filter((s) => s.block?.kind === 'ladies_day');
    expect(held.map((s) => s.time)[0]).toBe('14:00');
    expect(held.every((s) => s.time < '15:30' && s.closed === 'blocked' && !s.available)).toBe(
      true,
    );
    expect(held[0]!.block!.message).toBe(ladies.message);
    // A Wednesday, and a Tuesday after the block's last date, are not held.
    expect(
      (await fx.sheet(main, WEDNESDAY, demo)).some((s) => s.block?.kind === 'ladies_day'),
    ).toBe(false);
    expect(
      (await fx.sheet(main, '2026-12-08', demo)).some((s) => s.block?.kind === 'ladies_day'),
    ).toBe(false);

    // The server refuses a booking of a held time.
    const booked = await call('POST', '/api/booking', demo, {
      date: TUESDAY,
      time: '14:10',
      course_id: main.id,
      holes: 18,
      players: [],
    });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().code).toBe('SLOT_CLOSED');

    const edited = await call('PUT', `${blocksUrl()}/${block.id}`, marker, {
      ...ladies,
      kind: 'seniors_day',
      from_time: '15:00',
    });
    expect(edited.statusCode).toBe(200);
    const after = await fx.sheet(main, TUESDAY, demo);
    expect(after.find((s) => s.time === '14:10')!.block).toBeNull();
    expect(after.find((s) => s.time === '15:00')!.block?.kind).toBe('seniors_day');

    expect((await call('DELETE', `${blocksUrl()}/${block.id}`, marker)).statusCode).toBe(200);
    expect((await fx.sheet(main, TUESDAY, demo)).find((s) => s.time === '15:00')!.block).toBeNull();
    expect((await call('DELETE', `${blocksUrl()}/${block.id}`, marker)).statusCode).toBe(404);
  });

  it("refuses to change a match's block here (409)", async () => {
    const [own] = await t.database.db
      .insert(teeBlocks)
      .values({
        club_id: t.clubId('demo'),
        course_id: main.id,
        date: WEDNESDAY,
        from_time: '16:00',
        until_time: '17:00',
        reason: 'match',
        match_id: 1,
      })
      .returning();
    const res = await call('DELETE', `${blocksUrl(own!.course_id)}/${own!.id}`, marker);
    expect(res.statusCode).toBe(409);
  });
});

describe('a block over bookings', () => {
  /** A member books a free Thursday time with another member; the booking and its time. */
  async function booked() {
    const [booker, friend] = await fx.members(2, [THURSDAY]);
    const time = await fx.freeTime(main, THURSDAY, demo, '12:00');
    const res = await call('POST', '/api/booking', booker!.cookie, {
      date: THURSDAY,
      time,
      course_id: main.id,
      holes: 18,
      players: [{ member_id: friend!.id }],
    });
    expect(res.statusCode).toBe(201);
    return { booker: booker!, friend: friend!, time, booking: BookingSummary.parse(res.json()) };
  }
  const over = (time: string) => ({
    kind: 'maintenance',
    date: THURSDAY,
    from_time: time,
    until_time: `${time.slice(0, 3)}${String(Number(time.slice(3)) + 1).padStart(2, '0')}`,
    message: 'Greens worden bezand',
  });
  const occupied = (time: string) => fx.occupied(main.id, THURSDAY, time);

  it('previews them, and keeps them when asked to', async () => {
    const { booker, time } = await booked();
    const body = { ...over(time), until_time: `${time.slice(0, 2)}:59` };
    const preview = await call('POST', `${blocksUrl()}/preview`, marker, { block: body });
    expect(preview.statusCode).toBe(200);
    const found = TeeBlockPreview.parse(preview.json()).bookings.find((b) => b.time === time)!;
    expect(found.date).toBe(THURSDAY);
    expect(found.players).toHaveLength(2);
    expect(found.players.every((p) => p.length > 0)).toBe(true);
    const res = await call('POST', blocksUrl(), marker, { ...body, bookings: 'keep' });
    expect(TeeBlockWriteResult.parse(res.json()).cancelled).toBe(0);
    expect((await fx.mine(booker.cookie)).map((b) => b.date)).toContain(THURSDAY);
    expect(await occupied(time)).toBe(2);
    const slot = (await fx.sheet(main, THURSDAY, demo)).find((s) => s.time === time)!;
    expect(slot.available).toBe(false);
    await call(
      'DELETE',
      `${blocksUrl()}/${TeeBlockWriteResult.parse(res.json()).block.id}`,
      marker,
    );
  });

  it('cancels them with the block: places released, bookings gone, each member told', async () => {
    const { booker, friend, time } = await booked();
    const res = await call('POST', blocksUrl(), marker, { ...over(time), bookings: 'cancel' });
    expect(res.statusCode).toBe(201);
    expect(TeeBlockWriteResult.parse(res.json()).cancelled).toBe(2);
    expect(await occupied(time)).toBe(0);
    expect((await fx.mine(booker.cookie)).some((b) => b.date === THURSDAY)).toBe(false);
    expect((await fx.mine(friend.cookie)).some((b) => b.date === THURSDAY)).toBe(false);
    const records = await t.database.db
      .select()
      .from(bookingCancellations)
      .where(and(eq(bookingCancellations.date, THURSDAY), eq(bookingCancellations.time, time)));
    expect(records.map((r) => r.block_reason)).toEqual(['maintenance', 'maintenance']);

    for (const who of [booker, friend]) {
      const { notices } = MemberNoticeList.parse((await get('/api/notices', who.cookie)).json());
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        kind: 'booking_cancelled_by_club',
        date: THURSDAY,
        time,
        message: 'Greens worden bezand',
      });
    }
    const [mine] = MemberNoticeList.parse(
      (await get('/api/notices', booker.cookie)).json(),
    ).notices;
    // Another member's notice does not exist for you.
    expect((await call('POST', `/api/notices/${mine!.id}/dismiss`, friend.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/notices/${mine!.id}/dismiss`, booker.cookie)).statusCode).toBe(
      200,
    );
    expect(
      MemberNoticeList.parse((await get('/api/notices', booker.cookie)).json()).notices,
    ).toEqual([]);
    const stored = await t.database.db
      .select()
      .from(memberNotices)
      .where(eq(memberNotices.relatie_id, friend.id));
    expect(stored.every((n) => n.dismissed_at === null)).toBe(true);
  });

  it('takes no round away that has started or been played today, and cancels the ones to come', async () => {
    // The clock stands at 11:00 on the demo day, whose sheet has rounds from the morning on.
    const rows = async (from: string, until: string) =>
      t.database.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.club_id, t.clubId('demo')),
            eq(bookings.course_id, main.id),
            eq(bookings.date, TODAY),
            gte(bookings.time, from),
            lt(bookings.time, until),
          ),
        );
    const played = await rows('07:00', '11:00');
    expect(played.length).toBeGreaterThan(0);
    const [booker] = await fx.members(1, [TODAY]);
    const time = await fx.freeTime(main, TODAY, demo, '11:10');
    expect(time < '13:00').toBe(true);
    const made = await fx.book(booker!.cookie, main, TODAY, time);
    expect(made.statusCode).toBe(201);
    const toCome = await rows('11:00', '13:00');
    const block = {
      kind: 'maintenance',
      date: TODAY,
      from_time: '07:00',
      until_time: '13:00',
      message: 'Beregening',
    };
    const preview = TeeBlockPreview.parse(
      (await call('POST', `${blocksUrl()}/preview`, marker, { block })).json(),
    );
    expect(preview.bookings.filter((b) => b.time < '11:00')).toEqual([]);
    expect(preview.bookings.map((b) => b.time)).toContain(time);
    const res = await call('POST', blocksUrl(), marker, { ...block, bookings: 'cancel' });
    expect(res.statusCode).toBe(201);
    expect(TeeBlockWriteResult.parse(res.json()).cancelled).toBe(toCome.length);
    expect(await rows('07:00', '11:00')).toEqual(played);
    expect(await rows('11:00', '13:00')).toEqual([]);
    expect((await fx.mine(booker!.cookie)).some((b) => b.date === TODAY)).toBe(false);
    await call(
      'DELETE',
      `${blocksUrl()}/${TeeBlockWriteResult.parse(res.json()).block.id}`,
      marker,
    );
  });
});

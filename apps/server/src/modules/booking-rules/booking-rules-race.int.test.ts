import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_OWN_BOOKING_RULES, type TeeTimeCourse } from '@fairway/contract';
import { memberCategories, memberships } from '../../db/schema';
import {
  bookingFixtures,
  NOW,
  TODAY,
  WEEK_AHEAD,
  type Member,
} from '../../../test/booking-fixtures';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/**
 * A category's most open bookings holds when one member books many tee times at once: the limit
 * is counted in booking_members_check under the member's row lock, fed the member's own limit.
 */
const DAYS = WEEK_AHEAD;
const ROUNDS = 10;
let t: TestApp;
let course: TeeTimeCourse;
let categoryId: number;
const fx = bookingFixtures(
  () => t,
  () => NOW,
);

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const manager = await t.login('commissie');
  course = await fx.teeTimeCourse(manager);
  const [row] = await t.database.db
    .insert(memberCategories)
    .values({ club_id: t.clubId('demo'), naam: 'Eén tegelijk' })
    .returning();
  categoryId = row!.id;
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/booking-rules/${categoryId}`,
    headers: writeHeaders(manager),
    payload: { ...NO_OWN_BOOKING_RULES, max_open: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

describe('max open 1 per category, bookings at once', () => {
  it(`of ${DAYS.length} bookings at once by one member with limit 1, one succeeds (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // A member who booked nothing coming up for themselves (their one open booking is made
      // here) and plays on none of the days (no overlap refuses a time).
      const [member] = (await fx.members(1, DAYS, { openFrom: TODAY })) as [Member];
      await t.database.db
        .update(memberships)
        .set({ category_id: categoryId })
        .where(eq(memberships.id, member.id));
      const times: string[] = [];
      for (const date of DAYS) times.push(await fx.freeTime(course, date, member.cookie));
      const answers = await Promise.all(
        DAYS.map((date, i) => fx.book(member.cookie, course, date, times[i]!)),
      );
      const codes = answers.map((a) => (a.statusCode === 201 ? 201 : a.json().code)).sort();
      expect(codes, `round ${round}`).toEqual([
        201,
        ...Array(DAYS.length - 1).fill('BOOKING_LIMIT'),
      ]);
      const booked = (await fx.mine(member.cookie)).filter((b) => DAYS.includes(b.date));
      expect(booked, `round ${round}`).toHaveLength(1);
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSummary, type TeeTimeCourse } from '@fairway/contract';
import { clubConfig } from '../../db/schema';
import { bookingFixtures } from '../../../test/booking-fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * A lead time is counted on the club's wall clock, as the member reads it (docs/ARCHITECTURE.md
 * "Time is explicit and club-local"): cancelling until 24:00 before a Sunday 10:00 tee time ends
 * on Saturday at 10:00, also on the weekend the clocks change, when that is 23 or 25 hours.
 */
let now = new Date('2027-03-26T09:00:00Z');
let t: TestApp;
let main: TeeTimeCourse;
const fx = bookingFixtures(
  () => t,
  () => now,
);
const at = (iso: string) => (now = new Date(iso));

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.database.db
    .update(clubConfig)
    .set({ member_edit_lead: '24:00', member_cancel_lead: '24:00' })
    .where(eq(clubConfig.club_id, t.clubId('demo')));
  main = await fx.teeTimeCourse(await t.login('demo'));
});
afterAll(() => t.close());

/** A member's booking at 10:00 on `date`, made at `madeAt`. */
async function tenOClock(date: string, madeAt: string) {
  at(madeAt);
  const [member] = await fx.members(1, [date]);
  const res = await fx.book(member!.cookie, main, date, '10:00');
  expect(res.statusCode, res.body).toBe(201);
  return { member: member!, id: BookingSummary.parse(res.json()).id };
}

/**
 * Booked two days ahead at `madeAt`, a Sunday 10:00 tee time can still be cancelled at
 * `lastOpen` and no longer at `closed` (each a UTC instant).
 */
async function cancelLeadOver(sunday: string, madeAt: string, lastOpen: string, closed: string) {
  const open = await tenOClock(sunday, madeAt);
  at(lastOpen);
  expect((await fx.cancel(open.member.cookie, open.id)).statusCode).toBe(200);

  const late = await tenOClock(sunday, madeAt);
  at(closed);
  const refused = await fx.cancel(late.member.cookie, late.id);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().code).toBe('LEAD_TIME_PASSED');
}

describe('a 24:00 cancel lead time over a change of the clocks', () => {
  it('spring (Sunday 28 March 2027): open until Saturday 10:00, 23 hours before', async () => {
    // Saturday 09:59 CET is open; Saturday 10:00 CET, 23 hours before 10:00 CEST, is not.
    await cancelLeadOver(
      '2027-03-28',
      '2027-03-26T09:00:00Z',
      '2027-03-27T08:59:00Z',
      '2027-03-27T09:00:00Z',
    );
  });

  it('autumn (Sunday 31 October 2027): open until Saturday 10:00, 25 hours before', async () => {
    // Saturday 09:59 CEST is open; Saturday 10:00 CEST, 25 hours before 10:00 CET, is not.
    await cancelLeadOver(
      '2027-10-31',
      '2027-10-29T08:00:00Z',
      '2027-10-30T07:59:00Z',
      '2027-10-30T08:00:00Z',
    );
  });
});

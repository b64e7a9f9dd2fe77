import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

// The seed's day: Sunday 2026-11-22, 11:00 in Amsterdam.
const NOW = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let demo: string;
let courseId: number;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  demo = await t.login('demo');
  const courses = (
    await t.app.inject({ url: '/api/courses/teetime', headers: { cookie: demo } })
  ).json() as {
    id: number;
    holes: number;
  }[];
  courseId = courses.find((c) => c.holes === 18)!.id;
});
afterAll(() => t.close());

const addHours = (time: string, h: number) =>
  `${String(Number(time.slice(0, 2)) + h).padStart(2, '0')}${time.slice(2)}`;

describe('one member, many tee times at once', () => {
  it('of ten parallel bookings of overlapping times by one member, exactly one is accepted', async () => {
    const sheet = (
      await t.app.inject({
        url: `/api/teetimes?course_id=${courseId}&holes=18&date=2026-11-25`,
        headers: { cookie: demo },
      })
    ).json() as { time: string; available: boolean; free_slots: number }[];
    // Ten empty times within four hours of each other: every pair overlaps for 18 holes.
    const empty = sheet.filter((s) => s.available && s.free_slots === 4).map((s) => s.time);
    const times = empty.filter((time) => time < addHours(empty[0]!, 4)).slice(0, 10);
    expect(times).toHaveLength(10);
    const answers = await Promise.all(
      times.map((time) =>
        t.app.inject({
          method: 'POST',
          url: '/api/booking',
          headers: writeHeaders(demo),
          payload: { date: '2026-11-25', time, course_id: courseId, holes: 18, players: [] },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(
      Array(times.length - 1).fill('BOOKING_OVERLAP'),
    );
    const mine = (
      await t.app.inject({ url: '/api/booking/self', headers: { cookie: demo } })
    ).json() as {
      date: string;
    }[];
    expect(mine.filter((b) => b.date === '2026-11-25')).toHaveLength(1);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TeeTimeCoursesResponse, type TeeTime } from '@fairway/contract';
import { transaction } from '../../db/transaction';
import { LOCK_EXPIRY } from '../jobs';
import { NOW, THURSDAY, bookingFixtures } from '../../../test/booking-fixtures';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { liveOf, openStream, type LiveStream } from '../../../test/live-stream';

/**
 * A tee-time lock that runs out by time reaches the open sheets: its end is a job made in the
 * lock's transaction, which sends the sheet's live update when the lock still ends then.
 */
// The clock moves: a lock of the demo club lasts 5 minutes.
let now = NOW;
let t: TestApp;
let base: string;
let demo: string;
let marker: string;
let courseId: number;
let free: TeeTime[];
const streams: LiveStream[] = [];
const fx = bookingFixtures(
  () => t,
  () => now,
);
const after = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: writeHeaders(cookie), payload });
const lock = (cookie: string, slot: TeeTime) =>
  post('/api/teetimes/lock', cookie, { course_id: courseId, timestamp: slot.timestamp });
const dayKey = () => `${courseId}/${THURSDAY}`;

const open = async (cookie: string) => {
  const s = await openStream(base, cookie);
  streams.push(s);
  await s.next((e) => e.event === 'ready');
  return s;
};

/**
 * Nothing more for the day reaches `stream`: an event sent after everything before it (streams
 * get events in commit order) arrives with no tee-sheet event of the day before it.
 */
async function nothingMoreFor(stream: LiveStream, sentinel: string) {
  await transaction(t.database.db, (tx) =>
    tx.execute(sql`select live_notify('tee-sheet', ${t.clubId('demo')}, ${sentinel}, null)`),
  );
  const from = stream.events.length;
  await stream.next(liveOf('tee-sheet', sentinel));
  const between = stream.events.slice(from).filter(liveOf('tee-sheet', dayKey()));
  expect(between).toEqual([]);
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  [demo, marker] = await Promise.all([t.login('demo'), t.login('marker')]);
  const courses = TeeTimeCoursesResponse.parse((await fx.get('/api/courses/teetime', demo)).json());
  courseId = courses.find((c) => c.holes === 18)!.id;
  free = (await fx.sheet({ id: courseId, holes: 18 }, THURSDAY, demo)).filter(
    (s) => s.available && s.free_slots === 4,
  );
  expect(free.length).toBeGreaterThan(5);
});
afterEach(() => {
  now = NOW;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

describe('a tee-time lock running out', () => {
  it("reaches both members' streams when it ends, and the other member's sheet shows the time free", async () => {
    const [mine, theirs] = await Promise.all([open(demo), open(marker)]);
    const slot = free[0]!;
    expect((await lock(demo, slot)).json()).toMatchObject({ status: 1 });
    // The take itself wrote the row: its trigger's update.
    await Promise.all([
      mine.next(liveOf('tee-sheet', dayKey())),
      theirs.next(liveOf('tee-sheet', dayKey())),
    ]);

    now = after(5.01);
    expect(await t.app.jobs.runDue(LOCK_EXPIRY)).toBe(1);
    const [a, b] = await Promise.all([
      mine.next(liveOf('tee-sheet', dayKey())),
      theirs.next(liveOf('tee-sheet', dayKey())),
    ]);
    expect(a.data).toMatchObject({ topic: 'tee-sheet', club: t.clubId('demo'), key: dayKey() });
    expect(b.data).toMatchObject({ topic: 'tee-sheet', club: t.clubId('demo'), key: dayKey() });
    const seen = (await fx.sheet({ id: courseId, holes: 18 }, THURSDAY, marker)).find(
      (s) => s.time === slot.time,
    )!;
    expect(seen).toMatchObject({ available: true, free_slots: 4 });
    // Run once: nothing is left to send.
    expect(await t.app.jobs.runDue(LOCK_EXPIRY)).toBe(0);
  });

  it('a lock released, or ended by taking another time, sends nothing more at its old end', async () => {
    const stream = await open(marker);
    const [first, second] = [free[1]!, free[2]!];
    await lock(demo, first);
    await stream.next(liveOf('tee-sheet', dayKey()));
    // Taking another time ends the first lock (one statement: one update for the day).
    await lock(demo, second);
    await stream.next(liveOf('tee-sheet', dayKey()));
    const unlocked = await post('/api/teetimes/unlock', demo, {
      course_id: courseId,
      timestamp: second.timestamp,
    });
    expect(unlocked.statusCode).toBe(200);
    await stream.next(liveOf('tee-sheet', dayKey()));

    now = after(6);
    // Both jobs run; neither lock still ends when it was to, so neither sends.
    expect(await t.app.jobs.runDue(LOCK_EXPIRY)).toBe(2);
    await nothingMoreFor(stream, 'after-released');
  });

  it('a renewed lock is sent once, at its new end', async () => {
    const stream = await open(marker);
    const slot = free[3]!;
    await lock(demo, slot);
    await stream.next(liveOf('tee-sheet', dayKey()));
    now = after(3);
    await lock(demo, slot);
    await stream.next(liveOf('tee-sheet', dayKey()));

    // Past the first end (5) and the renewal's (8): the first job finds the lock renewed.
    now = after(8.01);
    expect(await t.app.jobs.runDue(LOCK_EXPIRY)).toBe(2);
    await stream.next(liveOf('tee-sheet', dayKey()));
    await nothingMoreFor(stream, 'after-renewed');
  });

  it("a job due by the database's clock before the lock ends by the app's sends nothing and waits", async () => {
    const stream = await open(marker);
    await lock(demo, free[4]!);
    await stream.next(liveOf('tee-sheet', dayKey()));
    // The test's clock is days behind the database's: the job is due there, not here.
    now = after(1);
    expect(await t.app.jobs.runDue(LOCK_EXPIRY)).toBe(1);
    await nothingMoreFor(stream, 'before-the-end');
    const waiting = (await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${LOCK_EXPIRY}
           and state = 'created' and start_after > now() + interval '3 minutes'`,
    )) as unknown as { rows: { n: number }[] };
    expect(waiting.rows[0]!.n).toBe(1);
  });
});

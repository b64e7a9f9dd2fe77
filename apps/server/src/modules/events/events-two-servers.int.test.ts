import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeeTimeCoursesResponse, TeeTimesResponse, type TeeTimeCourse } from '@fairway/contract';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/connect';
import { LISTENER_NAME } from '../../db/notifications';
import { bookingFixtures, NOW, THURSDAY, FRIDAY, WEDNESDAY } from '../../../test/booking-fixtures';
import { createTestApp, DB_KIND, type TestApp } from '../../../test/harness';
import { liveOf, openStream, type LiveStream } from '../../../test/live-stream';

/**
 * Two servers on one PostgreSQL database, each with its own pool and its own listening
 * connection (as two processes have): a change through one reaches a stream opened on the other,
 * through the database's notifications, and a stream outlives its server losing that connection.
 */
describe.runIf(DB_KIND === 'postgres')('live updates across servers', () => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: Database };
  let base: string;
  let main: TeeTimeCourse;
  let stream: LiveStream;
  const fx = bookingFixtures(
    () => t,
    () => NOW,
  );

  beforeAll(async () => {
    t = await createTestApp({ clock: () => NOW });
    const database = await openDatabase({ databaseUrl: t.databaseUrl!, dataDir: null });
    const app = await buildApp({
      db: database.db,
      clock: () => NOW,
      live: { notifications: database.notifications },
    });
    second = { app, database };
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const demo = await t.login('demo');
    main = TeeTimeCoursesResponse.parse((await fx.get('/api/courses/teetime', demo)).json()).find(
      (c) => c.holes === 18,
    )!;
    stream = await openStream(base, demo);
    await stream.next((e) => e.event === 'ready');
  });
  afterAll(async () => {
    stream?.close();
    await second?.app.close();
    await second?.database.close();
    await t?.close();
  });

  /** A booking of a fresh member through the first server; answers when it was answered. */
  async function bookThroughFirst(date: string): Promise<number> {
    const [booker] = await fx.members(1, [date]);
    const time = await fx.freeTime(main, date, booker!.cookie);
    const res = await fx.book(booker!.cookie, main, date, time);
    expect(res.statusCode).toBe(201);
    return Date.now();
  }

  it('a booking through one server is on a stream of the other within a second', async () => {
    const answered = await bookThroughFirst(THURSDAY);
    await stream.next(liveOf('tee-sheet', `${main.id}/${THURSDAY}`), 1000);
    expect(Date.now() - answered).toBeLessThan(1000);
  });

  it("the other server's sheet read after the event shows the booking (its kept day is dropped)", async () => {
    const [viewer] = await fx.members(1, []);
    const read = async () =>
      TeeTimesResponse.parse(
        (
          await second.app.inject({
            url: `/api/teetimes?course_id=${main.id}&holes=18&date=${WEDNESDAY}`,
            headers: { cookie: viewer!.cookie },
          })
        ).json(),
      );
    const before = await read();
    const [booker] = await fx.members(1, [WEDNESDAY]);
    const time = before.find((s) => s.free_slots === 4 && s.available && !s.closed)!.time;
    const res = await fx.book(booker!.cookie, main, WEDNESDAY, time);
    expect(res.statusCode).toBe(201);
    await stream.next(liveOf('tee-sheet', `${main.id}/${WEDNESDAY}`), 1000);
    // Within the second server's day cache (1 s) of the read before the booking.
    expect((await read()).find((s) => s.time === time)!.free_slots).toBe(3);
  });

  it('after its listening connection is killed, the stream is told to read again and hears on', async () => {
    const killed = (await t.database.db.execute(
      sql`select pg_terminate_backend(pid) as gone from pg_stat_activity
           where application_name = ${LISTENER_NAME} and datname = current_database()`,
    )) as unknown as { rows: { gone: boolean }[] };
    // Both servers' listeners: each opens its own again.
    expect(killed.rows.length).toBe(2);
    await stream.next(liveOf('reset'), 3000);
    await bookThroughFirst(FRIDAY);
    await stream.next(liveOf('tee-sheet', `${main.id}/${FRIDAY}`), 1000);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Relatie, TeeTimeCoursesResponse, type TeeTimeCourse } from '@fairway/contract';
import { transaction } from '../../db/transaction';
import { bookingFixtures, FRIDAY, NOW, SATURDAY } from '../../../test/booking-fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { liveOf, openStream, type LiveStream } from '../../../test/live-stream';

/** GET /api/events: who hears what, when, and what a reconnect is owed. */
let t: TestApp;
let base: string;
let demo: string;
let marker: string;
let veld: string;
let main: TeeTimeCourse;
let demoMe: Relatie;
const streams: LiveStream[] = [];
const fx = bookingFixtures(
  () => t,
  () => NOW,
);

const open = async (cookie: string | null, headers: Record<string, string> = {}) => {
  const s = await openStream(base, cookie, headers);
  streams.push(s);
  if (s.status === 200) await s.next((e) => e.event === 'ready');
  return s;
};

/** A write the tee-sheet trigger sees, made in a transaction of the test's own. */
const touchDay = (clubId: number, courseId: number, date: string) =>
  t.database.db.execute(
    sql`update tee_slots set occupied = occupied
         where club_id = ${clubId} and course_id = ${courseId} and date = ${date}`,
  );

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  [demo, marker, veld] = await Promise.all([t.login('demo'), t.login('marker'), t.login('veld')]);
  const courses = TeeTimeCoursesResponse.parse((await fx.get('/api/courses/teetime', demo)).json());
  main = courses.find((c) => c.holes === 18)!;
  demoMe = Relatie.parse((await fx.get('/api/relatie/self', demo)).json());
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

describe('GET /api/events', () => {
  it('401 without a session, 400 on a last_event_id too long', async () => {
    expect((await t.app.inject({ url: '/api/events' })).statusCode).toBe(401);
    const res = await t.app.inject({
      url: `/api/events?last_event_id=${'x'.repeat(41)}`,
      headers: { cookie: demo },
    });
    expect(res.statusCode).toBe(400);
  });

  it('is in the OpenAPI document as an event stream', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { responses: Record<string, { content?: object }> } }>;
    };
    expect(Object.keys(doc.paths['/api/events']!.get!.responses['200']!.content!)).toEqual([
      'text/event-stream',
    ]);
  });

  it('a booking through HTTP reaches an open stream of the club: the course and day, no more', async () => {
    const stream = await open(marker);
    const [booker] = await fx.members(1, [FRIDAY]);
    const time = await fx.freeTime(main, FRIDAY, demo);
    const res = await fx.book(booker!.cookie, main, FRIDAY, time);
    expect(res.statusCode).toBe(201);
    const e = await stream.next(liveOf('tee-sheet', `${main.id}/${FRIDAY}`));
    expect(e.data).toEqual({
      topic: 'tee-sheet',
      club: t.clubId('demo'),
      key: `${main.id}/${FRIDAY}`,
      version: expect.any(Number),
    });
    expect(e.id).toMatch(/^[0-9a-z]+-\d+$/);
  });

  it('nothing before the commit, and nothing of a rolled-back change', async () => {
    const stream = await open(demo);
    const club = t.clubId('demo');
    await transaction(t.database.db, async (tx) => {
      await tx.execute(
        sql`update tee_slots set occupied = occupied where club_id = ${club} and course_id = ${main.id} and date = ${SATURDAY}`,
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(stream.live().some((e) => e.key === `${main.id}/${SATURDAY}`)).toBe(false);
    });
    await stream.next(liveOf('tee-sheet', `${main.id}/${SATURDAY}`));
    await transaction(t.database.db, async (tx) => {
      await tx.execute(sql`select live_notify('tee-sheet', ${club}, 'rolled-back', null)`);
      throw new Error('roll back');
    }).catch(() => {});
    await touchDay(club, main.id, FRIDAY);
    await stream.next(liveOf('tee-sheet', `${main.id}/${FRIDAY}`));
    expect(stream.live().some((e) => e.key === 'rolled-back')).toBe(false);
  });

  it("another club's changes never reach the stream", async () => {
    const stream = await open(veld);
    await touchDay(t.clubId('demo'), main.id, FRIDAY);
    // Events reach the streams in the order of their commits: the veld club's own change after
    // the demo club's arrives, so the demo club's was not sent.
    await transaction(t.database.db, (tx) =>
      tx.execute(sql`select live_notify('tee-sheet', ${t.clubId('veldzicht')}, 'veld-day', null)`),
    );
    await stream.next(liveOf('tee-sheet', 'veld-day'));
    expect(stream.live().map((e) => e.club)).toEqual([t.clubId('veldzicht')]);
  });

  it("a member's own topics reach that member alone", async () => {
    const mine = await open(demo);
    const other = await open(marker);
    const club = t.clubId('demo');
    await t.database.db.execute(
      sql`update scorecards set opmerking = opmerking where club_id = ${club} and relatie_id = ${demoMe.id}`,
    );
    await touchDay(club, main.id, SATURDAY);
    await mine.next(liveOf('my-cards', String(demoMe.id)));
    await other.next(liveOf('tee-sheet', `${main.id}/${SATURDAY}`));
    expect(other.live().some((e) => e.topic === 'my-cards')).toBe(false);
  });

  it('a match, a card given a marker and a score on a match card: each topic from its table', async () => {
    const club = t.clubId('demo');
    const markerMe = Relatie.parse((await fx.get('/api/relatie/self', marker)).json());
    const mine = await open(demo);
    const theirs = await open(marker);
    const rows = async <T>(query: ReturnType<typeof sql>) => {
      const r: unknown = await t.database.db.execute(query);
      return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
    };
    const [match] = await rows<{ id: number }>(
      sql`update matches set naam = naam where club_id = ${club}
           and id = (select min(id) from matches where club_id = ${club}) returning id`,
    );
    await theirs.next(liveOf('match', String(match!.id)));
    const [card] = await rows<{ id: number }>(
      sql`update scorecards set marker_id = ${markerMe.id} where club_id = ${club}
           and id = (select min(id) from scorecards where club_id = ${club} and relatie_id = ${demoMe.id})
           returning id`,
    );
    expect(card).toBeDefined();
    await theirs.next(liveOf('marker-cards', String(markerMe.id)));
    await mine.next(liveOf('my-cards', String(demoMe.id)));
    // A card with hole scores made a card of the match (its own event), then a score typed on it.
    const [scored] = await rows<{ id: number }>(
      sql`update scorecards set wedstrijd_id = ${match!.id} where club_id = ${club}
           and id = (select min(card_id) from scorecard_scores where club_id = ${club})
           returning id`,
    );
    await theirs.next(liveOf('match-scores', String(match!.id)));
    await t.database.db.execute(
      sql`update scorecard_scores set strokes = strokes where club_id = ${club} and card_id = ${scored!.id}`,
    );
    await theirs.next(liveOf('match-scores', String(match!.id)));
    await touchDay(club, main.id, SATURDAY);
    await mine.next(liveOf('tee-sheet', `${main.id}/${SATURDAY}`));
    expect(mine.live().some((e) => e.topic === 'marker-cards')).toBe(false);
  });

  it("a course's status and a news post reach the club's streams", async () => {
    const stream = await open(marker);
    const club = t.clubId('demo');
    await t.database.db.execute(sql`update course_status set open = open where club_id = ${club}`);
    await t.database.db.execute(sql`update news_posts set titel = titel where club_id = ${club}`);
    await stream.next(liveOf('course-status'));
    await stream.next(liveOf('news'));
  });

  it('a stream opened again with its last id is sent what it missed; an unknown id a reset', async () => {
    const first = await open(demo);
    const lastId = first.events.at(-1)!.id!;
    first.close();
    const club = t.clubId('demo');
    // A stream left open hears each change first: once it has, the process holds the event for a
    // catch-up. (On PostgreSQL a notification comes a moment after its commit; a stream opened
    // before it came is sent it live, after 'ready', not as what it missed.)
    const witness = await open(demo);
    await touchDay(club, main.id, FRIDAY);
    await witness.next(liveOf('tee-sheet', `${main.id}/${FRIDAY}`));
    const again = await openStream(base, demo, { 'last-event-id': lastId });
    streams.push(again);
    await again.next(liveOf('tee-sheet', `${main.id}/${FRIDAY}`));
    await again.next((e) => e.event === 'ready');

    await touchDay(club, main.id, SATURDAY);
    await witness.next(liveOf('tee-sheet', `${main.id}/${SATURDAY}`));
    const byQuery = await openStream(base, demo, {}, `?last_event_id=${lastId}`);
    streams.push(byQuery);
    await byQuery.next(liveOf('tee-sheet', `${main.id}/${FRIDAY}`));
    await byQuery.next(liveOf('tee-sheet', `${main.id}/${SATURDAY}`));

    const old = await openStream(base, demo, { 'last-event-id': 'zzz-1' });
    streams.push(old);
    await old.next(liveOf('reset'));
    await old.next((e) => e.event === 'ready');
  });
});

describe('the heartbeat', () => {
  let quick: TestApp;
  afterAll(() => quick?.close());

  it('a quiet stream is sent a comment line at the heartbeat interval', async () => {
    quick = await createTestApp({ clock: () => NOW, live: { heartbeatMs: 100 } });
    await quick.app.listen({ port: 0, host: '127.0.0.1' });
    const address = quick.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const s = await openStream(url, await quick.login('demo'));
    streams.push(s);
    await s.next((e) => e.event === 'ready');
    await new Promise((r) => setTimeout(r, 450));
    expect(s.comments()).toBeGreaterThanOrEqual(2);
  });
});

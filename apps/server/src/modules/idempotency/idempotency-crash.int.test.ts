import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BookingSummary,
  CardsResponse,
  MatchDetail,
  MatchListResponse,
  SignUpResponse,
  TeeTimeCoursesResponse,
  TeeTimesResponse,
} from '@fairway/contract';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { unknownCourseCard } from '../../../test/foreign-card';

// A request with an Idempotency-Key whose server stops after its write, before its answer is
// stored (bench/crash does it with kill -9). Here the database refuses to store the answer once,
// as if the connection had died at that moment: the key and the write must then both be there (a
// retry gets the answer) or both be gone (a retry does the work, once) — never a key that answers
// 409 "still running" for ever.
const NOW = new Date('2026-11-22T10:00:00Z');
const FRIDAY = '2026-11-27';
let t: TestApp;
let demo: string;

const exec = (q: string) => t.database.db.execute(sql.raw(q));

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  demo = await t.login('demo');
  // Refuses the next storing of an answer, once (a sequence is not rolled back with it).
  await exec('create sequence answer_store_fails');
  await exec(`create function fail_answer_store() returns trigger language plpgsql as $$
    begin
      if new.status_code is not null and old.status_code is null
         and nextval('answer_store_fails') = 1 then
        raise exception 'the server stopped' using errcode = '57P01';
      end if;
      return new;
    end $$`);
  await exec(`create trigger fail_answer_store before update on idempotency_keys
    for each row execute function fail_answer_store()`);
});
afterAll(() => t.close());
beforeEach(() => exec(`select setval('answer_store_fails', 1, false)`));

const send = (method: 'POST' | 'DELETE', url: string, key: string, payload: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...writeHeaders(demo), 'idempotency-key': key },
    payload,
  });
const get = (url: string) => t.app.inject({ url, headers: { cookie: demo } });

describe('a request whose answer could not be stored', () => {
  it('a card: not created; the retry creates it once, the next one replays', async () => {
    const countries = (await get('/api/countries')).json() as { id: number; name: string }[];
    const body = unknownCourseCard('2026-03-01', countries);
    const count = async () =>
      CardsResponse.parse((await get('/api/relatie/self/cards?limit=500')).json()).cards.length;
    const before = await count();
    const url = '/api/scorecards/foreign_unknown';

    const lost = await send('POST', url, 'crash-card-0001', body);
    expect(lost.statusCode).toBe(503);
    expect(await count()).toBe(before);

    const retry = await send('POST', url, 'crash-card-0001', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    const again = await send('POST', url, 'crash-card-0001', body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(retry.json());
    expect(await count()).toBe(before + 1);
  });

  it('a cancel: not cancelled; the retry cancels once, the next one replays', async () => {
    const own = BookingSummary.array().parse((await get('/api/booking/self')).json());
    const booking = own.find((b) => b.is_hoofdboeker && !b.history)!;
    const config = (await get('/api/config')).json() as { cancellation_reasons: { id: number }[] };
    // The main booker's own place (the club offers no "the others too": they keep theirs).
    const body = { delete_all_bookings: false, reasonId: config.cancellation_reasons[0]!.id };
    const url = `/api/booking/${booking.id}`;
    const listed = async () =>
      BookingSummary.array()
        .parse((await get('/api/booking/self')).json())
        .some((b) => b.id === booking.id);

    const lost = await send('DELETE', url, 'crash-cancel-0001', body);
    expect(lost.statusCode).toBe(503);
    expect(await listed()).toBe(true);

    const retry = await send('DELETE', url, 'crash-cancel-0001', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await listed()).toBe(false);
    const again = await send('DELETE', url, 'crash-cancel-0001', body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(retry.json());
  });

  it('a booking: made once; the retry answers it (201, replayed), not 409', async () => {
    const courses = TeeTimeCoursesResponse.parse((await get('/api/courses/teetime')).json());
    const course = courses[0]!;
    const sheet = async () =>
      TeeTimesResponse.parse(
        (
          await get(`/api/teetimes?course_id=${course.id}&holes=${course.holes}&date=${FRIDAY}`)
        ).json(),
      );
    const time = (await sheet()).find((s) => s.available && s.free_slots === 4)!.time;
    const body = { date: FRIDAY, time, course_id: course.id, holes: course.holes, players: [] };

    const lost = await send('POST', '/api/booking', 'crash-book-0001', body);
    expect(lost.statusCode).toBe(503);

    const retry = await send('POST', '/api/booking', 'crash-book-0001', body);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const booked = BookingSummary.parse(retry.json());
    expect(booked).toMatchObject({ date: FRIDAY, loops: [{ time }], is_hoofdboeker: true });
    expect((await sheet()).find((s) => s.time === time)!.occupied_slots).toBe(1);
    const again = await send('POST', '/api/booking', 'crash-book-0001', body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(retry.json());
  });

  it('a match sign-up: made once; the retry answers it (replayed), not 409', async () => {
    const open = MatchListResponse.parse((await get('/api/wedstrijd?open_only=1')).json());
    let match: MatchDetail | undefined;
    for (const m of open.matches.filter((x) => x.wedstrijdvorm.spelers === 1)) {
      const d = MatchDetail.parse((await get(`/api/wedstrijd/${m.id}`)).json());
      if (d.categories.length === 0 && d.direct_in_flight_inschrijven === 'n' && !d.user_signed_up)
        match = d;
    }
    if (!match) throw new Error('the demo has no open individual match without categories');
    const url = `/api/wedstrijd/${match.id}/inschrijven`;
    const body = {
      players: [],
      preferences: { buggy: 'n', horeca: 'n', handicart: 'n', start_game: 'geen' },
      comment: '',
      category_id: null,
    };

    const lost = await send('POST', url, 'crash-match-0001', body);
    expect(lost.statusCode).toBe(503);

    const retry = await send('POST', url, 'crash-match-0001', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const answer = SignUpResponse.parse(retry.json());
    expect(answer.players.map((p) => [p.naam, p.is_self])).toEqual([['Jan Demo', true]]);
    const after = MatchDetail.parse((await get(`/api/wedstrijd/${match.id}`)).json());
    expect(after.user_signed_up).toBe(true);
    expect(after.deelnemers + after.reserves).toBe(match.deelnemers + match.reserves + 1);
    const again = await send('POST', url, 'crash-match-0001', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(retry.json());
  });
});

import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Relatie, TeeTimeCoursesResponse, TeeTimesResponse } from '@fairway/contract';
import { createTestApp, writeHeaders, type TestApp } from '../../test/harness';
import { bookings } from '../db/schema';

// Odd but well-typed input once reached PostgreSQL or the engine and came back as a 500: dates the
// format allows but the database or the engine does not (year 0000, before 1900), and strings that
// are not Unicode (a lone surrogate, which jsonb refuses). Each is a 400 naming the field now, and
// changes nothing.
const TUESDAY = '2026-11-24';
let t: TestApp;
let cookie: string;
let me: Relatie;
let courseId: number;
let time: string;

const get = (url: string) => t.app.inject({ url, headers: { cookie } });
const post = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...writeHeaders(cookie), 'content-type': 'application/json' },
    // Written by hand where a test needs JSON that JSON.stringify would escape differently.
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const fieldsOf = (res: { json(): unknown }) =>
  (res.json() as { fields?: { field: string }[] }).fields?.map((f) => f.field);
const guestRows = () =>
  t.database.db
    .select({ guest: bookings.guest })
    .from(bookings)
    .where(and(eq(bookings.date, TUESDAY), isNotNull(bookings.guest)))
    .orderBy(bookings.id);
let seededGuests: unknown[];

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-22T10:00:00Z') });
  cookie = await t.login('demo');
  me = Relatie.parse((await get('/api/relatie/self')).json());
  const course = TeeTimeCoursesResponse.parse((await get('/api/courses/teetime')).json()).find(
    (c) => c.holes === 18,
  )!;
  courseId = course.id;
  const sheet = TeeTimesResponse.parse(
    (await get(`/api/teetimes?course_id=${courseId}&holes=18&date=${TUESDAY}`)).json(),
  );
  time = sheet.find((s) => s.available && s.free_slots === 4)!.time;
  seededGuests = await guestRows();
});
afterAll(() => t.close());

describe('dates outside 1900-01-01..2099-12-31 are a 400 naming the field', () => {
  it.each([
    ['/api/relatie/self/cards?date_from=0000-01-01', 'date_from'],
    ['/api/relatie/self/cards?date_to=0000-01-01', 'date_to'],
    ['/api/relatie/self/cards?date_from=1899-12-31', 'date_from'],
    ['/api/relatie/self/cards?date_to=2100-01-01', 'date_to'],
    ['/api/relatie/ME/cards?date_from=0000-01-01', 'date_from'],
    ['/api/relatie/ME/cards?date_to=0000-01-01', 'date_to'],
    [`/api/teetimes?course_id=COURSE&holes=18&date=0000-01-01`, 'date'],
    ['/api/courses/teetime?date=0000-01-01', 'date'],
  ])('GET %s', async (url, field) => {
    const res = await get(url.replace('ME', String(me.id)).replace('COURSE', String(courseId)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(fieldsOf(res)).toContain(field);
  });

  it('the range itself is accepted', async () => {
    const res = await get('/api/relatie/self/cards?date_from=1900-01-01&date_to=2099-12-31');
    expect(res.statusCode).toBe(200);
  });

  it.each(['0000-01-01', '1899-12-31', '2100-01-01'])(
    'a birth date of %s: refused, the profile keeps its own',
    async (date) => {
      const res = await post('/api/relatie/self', { geboortedatum: date });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['geboortedatum']);
      const after = Relatie.parse((await get('/api/relatie/self')).json());
      expect(after.geboortedatum).toBe(me.geboortedatum);
    },
  );

  it.each(['0000-01-01', '1899-12-31', '2100-01-01'])(
    'a booking on %s: refused, nothing booked',
    async (date) => {
      const res = await post('/api/booking', { date, time, course_id: courseId, holes: 18 });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['date']);
      const mine = (await get('/api/booking/self')).json() as { date: string }[];
      expect(mine.map((b) => b.date)).not.toContain(date);
    },
  );

  it("a guest's birth date of 1800-01-01: refused", async () => {
    const res = await post('/api/booking', {
      date: TUESDAY,
      time,
      course_id: courseId,
      holes: 18,
      players: [{ guest: { lastname: 'Oud', handicap: 12, birthdate: '1800-01-01' } }],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)?.[0]).toMatch(/^players\.0/);
    expect(await guestRows()).toEqual(seededGuests);
  });
});

describe('strings that are not well-formed Unicode are a 400 naming the field', () => {
  const MALFORMED = 'must be well-formed Unicode (no lone surrogate)';
  const booking = (lastname: string) =>
    `{"date":"${TUESDAY}","time":"${time}","course_id":${courseId},"holes":18,` +
    `"players":[{"guest":{"lastname":"${lastname}","handicap":12}}]}`;

  it.each([
    ['a lone high surrogate', '\\ud800'],
    ['a lone low surrogate', 'Jansen\\udc00'],
    ['a reversed pair', '\\ude00\\ud83d'],
  ])("%s in a guest's last name: refused, nothing booked", async (_name, lastname) => {
    const res = await post('/api/booking', booking(lastname));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: `players.0.guest.lastname: ${MALFORMED}`,
      fields: [{ field: 'players.0.guest.lastname', message: MALFORMED }],
    });
    expect(await guestRows()).toEqual(seededGuests);
  });

  it('in a query string and in a field name', async () => {
    const query = await get('/api/clubs/foreign?term=%ED%A0%80');
    // A percent-encoded lone surrogate is no UTF-8: decoded as U+FFFD (well-formed) or refused.
    expect(query.statusCode).toBeLessThan(500);
    const key = await post('/api/feedback', '{"feedback":"ok","\\ud800":1}');
    expect(key.statusCode).toBe(400);
    expect(fieldsOf(key)).toEqual(['\ud800']);
  });

  it('a surrogate pair (an emoji) is stored as sent', async () => {
    const res = await post('/api/booking', booking('Jansen \\ud83c\\udfcc'));
    expect(res.json()).toMatchObject({ date: TUESDAY });
    const added = (await guestRows()).slice(seededGuests.length);
    expect(added.map((r) => (r.guest as { lastname: string }).lastname)).toEqual(['Jansen 🏌']);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  AdminMatch,
  EntryListResponse,
  MatchDetail,
  PayLinkResponse,
  SignUpResponse,
} from '@fairway/contract';
import { courses, tees } from '../src/db/schema';
import { callAs, createTestApp, type TestApp } from './harness';
import { adminMatchInput, MATCH_NOW, matchFixtures } from './match-fixtures';

/**
 * The world of the match payment tests: the app on the match tests' clock with the demo payment
 * provider (its webhook delivered to the app as the provider would send it), the committee's
 * session, the demo club's first course and tee, and `members` members with a session each.
 */
export interface MatchPaymentWorld {
  t: TestApp;
  admin: string;
  course: number;
  tee: number;
  people: { id: number; cookie: string }[];
  /** Sets the club's clock (the match tests' clock by default), e.g. to a match's day. */
  setNow: (at: Date) => void;
}

export async function openMatchPaymentWorld(members: number): Promise<MatchPaymentWorld> {
  let now = MATCH_NOW;
  const t: TestApp = await createTestApp({
    clock: () => now,
    payments: {
      publicUrl: 'http://club.test',
      demoNotify: async (_url, id) => {
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `id=${id}`,
        });
      },
    },
  });
  const admin = await t.login('commissie');
  const club = t.clubId('demo');
  const db = t.database.db;
  const course = (
    await db.select({ id: courses.id }).from(courses).where(eq(courses.club_id, club))
  )[0]!.id;
  const tee = (
    await db
      .select({ id: tees.id })
      .from(tees)
      .where(and(eq(tees.club_id, club), eq(tees.course_id, course)))
  )[0]!.id;
  const people = await matchFixtures(() => t).members('demo', members, 70);
  return {
    t,
    admin,
    course,
    tee,
    people,
    setNow: (at) => {
      now = at;
    },
  };
}

/** The calls the match payment tests make, in the world `w` gives once it is open. */
export function matchPaymentCalls(w: () => MatchPaymentWorld) {
  const fx = matchFixtures(() => w().t);

  const post = (url: string, cookie?: string, payload?: unknown, key?: string) =>
    callAs(w().t, 'POST', url, cookie, payload, key ? { 'idempotency-key': key } : {});

  /** A stableford match with a fee of € 20 paid online, as `over` changes it. */
  const matchInput = (over: Record<string, unknown> = {}) =>
    adminMatchInput(w().course, w().tee, {
      naam: 'Betaalwedstrijd',
      qualifying: false,
      inschrijfgeld_cents: 2000,
      ideal_betalingen: true,
      ...over,
    });

  return {
    fx,
    post,
    matchInput,
    async createMatch(over: Record<string, unknown> = {}) {
      const res = await post('/api/admin/wedstrijd', w().admin, matchInput(over));
      expect(res.statusCode, res.body).toBe(201);
      return AdminMatch.parse(res.json());
    },
    detail: async (cookie: string, id: number) =>
      MatchDetail.parse((await fx.get(cookie, `/api/wedstrijd/${id}`)).json()),
    entries: async (cookie: string, id: number) =>
      EntryListResponse.parse((await fx.get(cookie, `/api/wedstrijd/${id}/inschrijflijst`)).json()),
    async signUp(cookie: string, id: number, body: object = {}) {
      const res = await fx.signUp(cookie, id, body);
      expect(res.statusCode, res.body).toBe(200);
      return SignUpResponse.parse(res.json());
    },
    /** Pays the member's sign-up through the demo checkout with the outcome chosen. */
    async payAs(cookie: string, id: number, outcome = 'paid') {
      const link = await fx.payLink(cookie, id);
      expect(link.statusCode, link.body).toBe(200);
      const url = PayLinkResponse.parse(link.json()).url;
      await w().t.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `outcome=${outcome}`,
      });
      return url;
    },
  };
}

/**
 * The world of a test file, opened before its tests and closed after them, and the calls made in
 * it: `world()` is the world once open.
 */
export function withMatchPaymentWorld(members: number) {
  let world: MatchPaymentWorld | undefined;
  beforeAll(async () => {
    world = await openMatchPaymentWorld(members);
  });
  afterAll(() => world?.t.close());
  const opened = () => world!;
  return { world: opened, ...matchPaymentCalls(opened) };
}

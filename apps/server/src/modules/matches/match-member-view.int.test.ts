import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EntryListResponse,
  MatchDetail,
  MatchListResponse,
  RegistrationResponse,
  SignUpResponse,
  TeamPhcpResponse,
} from '@fairway/contract';
import { createTestApp, type TestApp } from '../../../test/harness';
import { MATCH_NOW, matchFixtures } from '../../../test/match-fixtures';

/**
 * What a member is told of their own sign-up and of others' on the demo matches: a place on the
 * reserve list is marked as one in the list and the match; a category is one the member fits; a
 * tee not asked for stays "the match's default"; and whether another's sign-up has paid is the
 * committee's to see (member-privacy.ts `paymentStateShown`).
 */
let t: TestApp;
const fx = matchFixtures(() => t);
let demo: string;
let nieuw: string;
let commissie: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: () => MATCH_NOW });
  [demo, nieuw, commissie] = await Promise.all([
    t.login('demo'),
    t.login('nieuw'),
    t.login('commissie'),
  ]);
  for (const naam of [
    'Najaarsstableford',
    'Clubkampioenschap Strokeplay',
    'Kerstwedstrijd met diner',
  ])
    ids[naam] = await fx.matchId(demo, naam);
});
afterAll(() => t.close());

const detail = async (cookie: string, id: number) =>
  MatchDetail.parse((await fx.get(cookie, `/api/wedstrijd/${id}`)).json());
const listed = async (cookie: string, naam: string) =>
  MatchListResponse.parse(
    (await fx.get(cookie, `/api/wedstrijd?term=${encodeURIComponent(naam)}`)).json(),
  ).matches.find((m) => m.naam === naam)!;
/** The category of the match `cookie`'s member fits, and one they do not. */
async function categoriesOf(cookie: string, m: MatchDetail) {
  const { handicap } = (await fx.get(cookie, '/api/relatie/self')).json() as { handicap: number };
  const fits = (c: MatchDetail['categories'][number]) =>
    handicap >= (c.handicap_min ?? -Infinity) && handicap <= (c.handicap_max ?? Infinity);
  return { fit: m.categories.find(fits)!, other: m.categories.find((c) => !fits(c))! };
}
const entries = async (cookie: string, id: number) =>
  EntryListResponse.parse((await fx.get(cookie, `/api/wedstrijd/${id}/inschrijflijst`)).json());

describe('a place on the reserve list is said to be one', () => {
  it('in the list and the match: signed up, on the reserve list', async () => {
    const id = ids['Clubkampioenschap Strokeplay']!;
    expect(await listed(demo, 'Clubkampioenschap Strokeplay')).toMatchObject({
      user_signed_up: false,
      user_reservelijst: false,
    });
    const res = await fx.signUp(demo, id, {});
    expect(SignUpResponse.parse(res.json()).msg).toBe('RESERVE_LIST');
    expect(await listed(demo, 'Clubkampioenschap Strokeplay')).toMatchObject({
      user_signed_up: true,
      user_reservelijst: true,
    });
    expect(await detail(demo, id)).toMatchObject({
      user_signed_up: true,
      user_reservelijst: true,
    });
    // demo's place in the field of a closed match is no reserve place.
    expect(await listed(demo, 'Dinsdagmiddag 9 holes')).toMatchObject({
      user_signed_up: true,
      user_reservelijst: false,
    });
    expect((await fx.signOut(demo, id)).statusCode).toBe(200);
  });
});

describe('a category the member fits', () => {
  it("an individual form refuses a category the member's index does not fit", async () => {
    const id = ids['Najaarsstableford']!;
    const m = await detail(demo, id);
    const { fit, other } = await categoriesOf(demo, m);
    const refused = await fx.signUp(demo, id, { category_id: other.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'MATCH_CATEGORY_INVALID',
      fields: [{ field: 'category_id' }],
    });
    expect((await fx.signUp(demo, id, { category_id: fit.id })).statusCode).toBe(200);
    const update = await fx.signUp(demo, id, { category_id: other.id }, { method: 'PUT' });
    expect(update.json().code).toBe('MATCH_CATEGORY_INVALID');
    expect((await fx.signOut(demo, id)).statusCode).toBe(200);
  });

  it('a member without an index yet may take any category', async () => {
    const id = ids['Najaarsstableford']!;
    const m = await detail(nieuw, id);
    const res = await fx.signUp(nieuw, id, { category_id: m.categories[1]!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await fx.signOut(nieuw, id)).statusCode).toBe(200);
  });
});

describe('a tee not asked for', () => {
  it("stays the default: the sign-up shows none, the team's handicaps use the match's tee", async () => {
    const id = ids['Najaarsstableford']!;
    const m = await detail(demo, id);
    const { fit } = await categoriesOf(demo, m);
    const res = await fx.signUp(demo, id, { category_id: fit.id });
    expect(res.statusCode, res.body).toBe(200);
    const reg = RegistrationResponse.parse(
      (await fx.get(demo, `/api/wedstrijd/${id}/inschrijving`)).json(),
    );
    expect(reg.inschrijfinfo?.tee_id).toBeNull();
    // An update without a tee keeps it so; one that asks for a tee keeps that one.
    const again = await fx.signUp(
      demo,
      id,
      { category_id: fit.id, comment: 'later' },
      { method: 'PUT' },
    );
    expect(again.statusCode).toBe(200);
    const phcp = TeamPhcpResponse.parse(
      (await fx.get(demo, `/api/team/${reg.team_id}/phcp`)).json(),
    );
    expect(phcp.players[0]).toMatchObject({ tee_id: m.beschikbare_tees.m[0]!.id });
    expect(phcp.players[0]!.course_handicap).not.toBeNull();
    const asked = m.beschikbare_tees.m.at(-1)!.id;
    await fx.signUp(demo, id, { category_id: fit.id, tee_id: asked }, { method: 'PUT' });
    const after = RegistrationResponse.parse(
      (await fx.get(demo, `/api/wedstrijd/${id}/inschrijving`)).json(),
    );
    expect(after.inschrijfinfo?.tee_id).toBe(asked);
    expect((await fx.signOut(demo, id)).statusCode).toBe(200);
  });
});

describe("another member's payment state is the committee's to see", () => {
  it('a member sees only their own sign-up paid or not; the committee sees every one', async () => {
    const id = ids['Kerstwedstrijd met diner']!;
    // The fee's sign-ups of the demo data, none paid: a member not in it sees no payment state.
    const before = await entries(demo, id);
    expect(before.teams.length).toBeGreaterThan(0);
    expect(before.teams.map((x) => x.betaald)).toEqual(before.teams.map(() => null));
    // The committee sees them all as not paid.
    const desk = await entries(commissie, id);
    expect(desk.teams.map((x) => x.betaald)).toEqual(desk.teams.map(() => false));

    // Signed up, demo sees his own state and still nobody else's.
    expect((await fx.signUp(demo, id, {})).statusCode).toBe(200);
    const after = await entries(demo, id);
    const own = after.teams.filter((x) => x.players.some((p) => p.is_self));
    expect(own.map((x) => x.betaald)).toEqual([false]);
    expect(after.teams.filter((x) => !own.includes(x)).every((x) => x.betaald === null)).toBe(true);
    expect((await fx.signOut(demo, id)).statusCode).toBe(200);
  });
});

import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EntryListResponse,
  MatchFlightsResponse,
  RegistrationResponse,
  SignUpResponse,
} from '@fairway/contract';
import { matches, matchFlights, matchTeams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { MatchSignUpRepository } from './match-sign-up.repository';
import { MATCH_NOW, insertOpenMatch, matchFixtures } from '../../../test/match-fixtures';

/**
 * The sign-up rush: many members ask for the last places at once. The database hands them out
 * (match_sign_up queues on the match's row): exactly the field is filled, nobody beyond it, and
 * the rest stand on the reserve list in the order they arrived.
 */
let t: TestApp;
const fx = matchFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp({ clock: () => MATCH_NOW });
});
afterAll(() => t.close());

/** A match of the demo club, its sign-up open at MATCH_NOW, with a field of `max`. */
async function newMatch(
  naam: string,
  max: number,
  over: Partial<typeof matches.$inferInsert> = {},
) {
  return insertOpenMatch(t, 'demo', {
    naam,
    aanvang: '2026-12-05 09:00',
    inschrijvingsstart: '2026-11-01 08:00',
    inschrijvingsstop: '2026-12-01 18:00',
    max_deelnemers: max,
    ...over,
  });
}

/**
 * Sign-ups of one member each, straight to the repository (one instance, so that calls made
 * together wait for the one running and go in as one batch).
 */
function signUpOf(matchId: number) {
  const repo = new MatchSignUpRepository(t.database.db);
  return (relatie_id: number, category_id: number | null, key?: string) =>
    repo.signUp({
      clubId: t.clubId('demo'),
      matchId,
      flightId: null,
      by: relatie_id,
      now: MATCH_NOW,
      wall: '2026-11-22 11:00',
      rows: [
        {
          position: 0,
          relatie_id,
          guest: null,
          guest_handicap_tenths: null,
          category_id,
          tee_id: null,
          buggy: 'n',
          horeca: 'n',
          handicart: 'n',
          vroeglaat: 'geen',
          opmerking: '',
        },
      ],
      products: [],
      claim: key ? { key, request_hash: 'test' } : null,
    });
}

/** The match's field and reserve counters as stored. */
async function counters(id: number) {
  const [row] = await t.database.db
    .select()
    .from(matches)
    .where(and(eq(matches.club_id, t.clubId('demo')), eq(matches.id, id)));
  return [row!.deelnemers, row!.reserves];
}

describe('a sign-up rush for the last places', () => {
  it('fills the field exactly and puts the rest on the reserve list in arrival order', async () => {
    const id = await newMatch('Rush', 10);
    const crowd = await fx.members('demo', 30);
    // Eight places go first, one by one; then 22 members ask for the last two at once.
    for (const p of crowd.slice(0, 8))
      expect((await fx.signUp(p.cookie, id, {})).statusCode).toBe(200);
    const rush = crowd.slice(8);
    const answers = await Promise.all(rush.map((p) => fx.signUp(p.cookie, id, {})));
    expect(answers.map((a) => a.statusCode)).toEqual(rush.map(() => 200));
    const parsed = answers.map((a) => SignUpResponse.parse(a.json()));
    expect(parsed.filter((a) => a.msg === 'SIGNED_UP')).toHaveLength(2);
    const reserve = parsed.filter((a) => a.msg === 'RESERVE_LIST');
    expect(reserve).toHaveLength(20);

    expect(await counters(id)).toEqual([10, 20]);

    const list = EntryListResponse.parse(
      (await fx.get(crowd[0]!.cookie, `/api/wedstrijd/${id}/inschrijflijst`)).json(),
    );
    expect(list.teams.filter((x) => !x.reservelijst)).toHaveLength(10);
    // Reserve places 1..20 follow the order the sign-ups were taken (their team ids).
    const reserves = list.teams.filter((x) => x.reservelijst);
    expect(reserves.map((x) => x.reserve_positie)).toEqual(reserves.map((_, i) => i + 1));
    expect(reserves.map((x) => x.id)).toEqual([...reserves.map((x) => x.id)].sort((a, b) => a - b));

    // Two sign out: the first two reserves move up, in order.
    const out = await Promise.all(crowd.slice(0, 2).map((p) => fx.signOut(p.cookie, id)));
    expect(out.map((o) => o.statusCode)).toEqual([200, 200]);
    const after = EntryListResponse.parse(
      (await fx.get(crowd[0]!.cookie, `/api/wedstrijd/${id}/inschrijflijst`)).json(),
    );
    expect(after.deelnemers).toBe(10);
    const moved = reserves.slice(0, 2).map((x) => x.id);
    expect(after.teams.filter((x) => moved.includes(x.id)).every((x) => !x.reservelijst)).toBe(
      true,
    );
    expect(after.teams.filter((x) => x.reservelijst).map((x) => x.reserve_positie)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
  });

  it('gives the reserves who move up the flight places the leavers freed, at once', async () => {
    const clubId = t.clubId('demo');
    const db = t.database.db;
    const id = await newMatch('Flights', 4, {
      aanvang: '2026-12-06 09:00',
      direct_in_flight_inschrijven: true,
    });
    const [f1, f2] = await db
      .insert(matchFlights)
      .values([
        { club_id: clubId, match_id: id, nummer: 1, starttijd: '09:00', capacity: 2 },
        { club_id: clubId, match_id: id, nummer: 2, starttijd: '09:10', capacity: 2 },
      ])
      .returning();
    const crowd = await fx.members('demo', 7, 40);
    const flightOf = [f1!.id, f1!.id, f2!.id, f2!.id];
    for (const [i, p] of crowd.slice(0, 4).entries())
      expect((await fx.signUp(p.cookie, id, { flight_id: flightOf[i] })).statusCode).toBe(200);
    const waiting = crowd.slice(4);
    for (const p of waiting) {
      const res = await fx.signUp(p.cookie, id, { flight_id: f1!.id });
      expect(SignUpResponse.parse(res.json()).msg).toBe('RESERVE_LIST');
    }

    // One leaves flight 1 and one flight 2, at the same moment.
    const out = await Promise.all([
      fx.signOut(crowd[0]!.cookie, id),
      fx.signOut(crowd[3]!.cookie, id),
    ]);
    expect(out.map((o) => o.json().promoted)).toEqual([1, 1]);

    const regs = await Promise.all(
      waiting.map(async (p) =>
        RegistrationResponse.parse(
          (await fx.get(p.cookie, `/api/wedstrijd/${id}/inschrijving`)).json(),
        ),
      ),
    );
    expect(regs.map((r) => r.reservelijst)).toEqual([false, false, true]);
    expect(new Set(regs.slice(0, 2).map((r) => r.flight_id))).toEqual(new Set([f1!.id, f2!.id]));
    expect(regs[2]!.reserve_positie).toBe(1);
    const flights = MatchFlightsResponse.parse(
      (await fx.get(crowd[1]!.cookie, `/api/wedstrijd/${id}/flights`)).json(),
    );
    expect(flights.map((f) => [f.teams, f.vol])).toEqual([
      [2, true],
      [2, true],
    ]);
  });

  it('answers each sign-up of a batch on its own, and a refused one leaves nothing behind', async () => {
    const id = await newMatch('Together', 3);
    const [first, twice, other, last] = await fx.members('demo', 4, 60);
    const signUp = signUpOf(id);
    // The first goes alone; the rest wait for it and go together, in this order: a member who
    // tapped twice (two keys) is refused the second time, a retry with a key of the same batch
    // finds it taken (keys are claimed in key order, not arrival: the first to arrive has it), the
    // others are answered as if alone.
    const outcomes = await Promise.allSettled([
      signUp(first!.id, null, 'together-first'),
      signUp(twice!.id, null, 'together-tap-1'),
      signUp(other!.id, null, 'together-z-other'),
      signUp(twice!.id, null, 'together-tap-2'),
      signUp(last!.id, null, 'together-last'),
      signUp(other!.id, null, 'together-z-other'),
    ]);
    const teams = await t.database.db
      .select({ signedUpBy: matchTeams.signed_up_by, xmin: sql<string>`xmin::text` })
      .from(matchTeams)
      .where(eq(matchTeams.match_id, id))
      .orderBy(asc(matchTeams.volgnummer));
    // One commit for the first, one for the three after it.
    expect(new Set(teams.map((x) => x.xmin)).size).toBe(2);
    expect(teams.map((x) => x.signedUpBy)).toEqual([first!.id, twice!.id, other!.id, last!.id]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : String(o.reason)))).toEqual([
      expect.objectContaining({ in_field: true }),
      expect.objectContaining({ in_field: true }),
      expect.objectContaining({ in_field: true }),
      expect.stringContaining('MATCH_ALREADY_SIGNED_UP'),
      expect.objectContaining({ in_field: false, reserve_positie: 1 }),
      'key-taken',
    ]);
    expect(await counters(id)).toEqual([3, 1]);
    // The refused tap's key was not kept: once the member has signed out, it signs up anew.
    expect((await fx.signOut(twice!.cookie, id)).statusCode).toBe(200);
    const anew = await fx.signUp(twice!.cookie, id, {}, { key: 'together-tap-2' });
    expect(anew.statusCode).toBe(200);
    expect(anew.headers['idempotent-replayed']).toBeUndefined();
    // The reserve moved up when the member left; the member is now the one reserve.
    expect(SignUpResponse.parse(anew.json()).msg).toBe('RESERVE_LIST');
    expect(await counters(id)).toEqual([3, 1]);
  });

  it('fails only the sign-up that breaks a constraint when its batch went in together', async () => {
    const id = await newMatch('One bad', 10);
    const crowd = await fx.members('demo', 3, 80);
    const signUp = signUpOf(id);
    // The second of the batch has a category that is not there (deleted since it was read, say).
    const outcomes = await Promise.allSettled([
      signUp(crowd[0]!.id, null),
      signUp(crowd[1]!.id, null),
      signUp(crowd[2]!.id, 2_000_000_000),
      signUp(crowd[0]!.id, null),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    expect(String((outcomes[3] as PromiseRejectedResult).reason)).toContain(
      'MATCH_ALREADY_SIGNED_UP',
    );
    expect(await counters(id)).toEqual([2, 0]);
  });

  it('reads for each caller of a batch only what is theirs', async () => {
    const id = await newMatch('Read together', 10);
    const [signed, alone, withMate, mate] = await fx.members('demo', 4, 100);
    await signUpOf(id)(signed!.id, null);
    const repo = new MatchSignUpRepository(t.database.db);
    const clubId = t.clubId('demo');
    // The first read goes alone; the other three wait for it and are read in one statement.
    const [, a, b, c] = await Promise.all([
      repo.signUpRead(clubId, id, [alone!.id], alone!.id),
      repo.signUpRead(clubId, id, [signed!.id], signed!.id),
      repo.signUpRead(clubId, id, [alone!.id], alone!.id),
      repo.signUpRead(clubId, id, [withMate!.id, mate!.id], withMate!.id),
    ]);
    expect([a!.signedUp, b!.signedUp, c!.signedUp]).toEqual([true, false, false]);
    expect([...a!.members.keys()]).toEqual([signed!.id]);
    expect([...b!.members.keys()]).toEqual([alone!.id]);
    expect([...c!.members.keys()].sort()).toEqual([withMate!.id, mate!.id].sort());
    expect(a!.match?.id).toBe(id);
  });
});

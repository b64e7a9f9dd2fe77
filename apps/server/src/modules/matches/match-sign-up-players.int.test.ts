import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMatch, MatchDetail, RegistrationResponse, SignUpResponse } from '@fairway/contract';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import {
  MATCH_NOW,
  adminMatchInput,
  firstCourseAndTee,
  matchFixtures,
} from '../../../test/match-fixtures';

/**
 * Who a sign-up may name besides the caller: in an individual match the extra places are for
 * guests, so nobody signs another member up without their consent and takes their own sign-up
 * from them; in a team form members are named as team mates, and a mate can leave the team on
 * their own. The matches are the committee's, made here: no categories or flights to choose.
 */
let t: TestApp;
let demo: string;
let individual: number;
let greensome: number;
const fx = matchFixtures(() => t);

const guest = { firstname: 'Piet', lastname: 'Gastmans', handicap: 21.4, gender: 'm' };
const body = (players: unknown[] = []) => ({
  players,
  preferences: { buggy: 'n', horeca: 'n', handicart: 'n', start_game: 'geen' },
  comment: '',
});
const detail = async (cookie: string, id: number) =>
  MatchDetail.parse((await fx.get(cookie, `/api/wedstrijd/${id}`)).json());
const registration = async (cookie: string, id: number) =>
  RegistrationResponse.parse((await fx.get(cookie, `/api/wedstrijd/${id}/inschrijving`)).json());
const fields = (res: { json(): { fields?: { field: string }[] } }) =>
  (res.json().fields ?? []).map((f) => f.field);

beforeAll(async () => {
  t = await createTestApp({ clock: () => MATCH_NOW });
  demo = await t.login('demo');
  const committee = await t.login('commissie');
  const { course, tee } = await firstCourseAndTee(t, 'demo');
  const create = async (over: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/wedstrijd',
      headers: writeHeaders(committee),
      payload: adminMatchInput(course, tee, {
        qualifying: false,
        inschrijfgeld_cents: 0,
        ...over,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return AdminMatch.parse(res.json()).id;
  };
  individual = await create({ naam: 'Stableford met gasten', aantal_gastspelers_inschrijven: 2 });
  greensome = await create({
    naam: 'Greensome voor koppels',
    wedstrijdvorm: 'greensomes',
    spelers: 2,
    uitslag: 'netto',
    inschrijvingsvorm: 'team',
  });
});
afterAll(() => t.close());

describe('an individual match: the extra places are for guests', () => {
  it('refuses members named as extra players (400 naming each), and they can still sign up themselves', async () => {
    const [x, y] = await fx.members('demo', 2, 40);
    const before = await detail(demo, individual);
    const res = await fx.signUp(
      demo,
      individual,
      body([{ member_id: x!.id }, { member_id: y!.id }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MATCH_GUESTS_ONLY');
    expect(fields(res)).toEqual(['players.0.member_id', 'players.1.member_id']);
    // A guest beside a member: only the member is named.
    const mixed = await fx.signUp(demo, individual, body([{ guest }, { member_id: x!.id }]));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().code).toBe('MATCH_GUESTS_ONLY');
    expect(fields(mixed)).toEqual(['players.1.member_id']);

    expect((await registration(demo, individual)).signed_up).toBe(false);
    expect((await detail(demo, individual)).deelnemers).toBe(before.deelnemers);
    for (const m of [x!, y!]) {
      expect((await registration(m.cookie, individual)).signed_up).toBe(false);
      const own = await fx.signUp(m.cookie, individual, body());
      expect(own.statusCode).toBe(200);
      expect(SignUpResponse.parse(own.json()).players.map((p) => p.id)).toEqual([m.id]);
    }
    expect((await detail(demo, individual)).deelnemers).toBe(before.deelnemers + 2);
  });

  it('refuses an update that adds a member, keeping the sign-up as it was', async () => {
    const [signedUp, other] = await fx.members('demo', 2, 42);
    const up = await fx.signUp(signedUp!.cookie, individual, body([{ guest }]));
    expect(up.statusCode).toBe(200);
    const before = await detail(demo, individual);
    const res = await fx.signUp(
      signedUp!.cookie,
      individual,
      body([{ guest }, { member_id: other!.id }]),
      { method: 'PUT' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MATCH_GUESTS_ONLY');
    expect(fields(res)).toEqual(['players.1.member_id']);
    const reg = await registration(signedUp!.cookie, individual);
    expect(reg.team_members.map((p) => p.naam)).toEqual([expect.any(String), 'Piet Gastmans']);
    expect(reg.team_members[0]!.id).toBe(signedUp!.id);
    expect((await detail(demo, individual)).deelnemers).toBe(before.deelnemers);
    expect((await registration(other!.cookie, individual)).signed_up).toBe(false);
    expect((await fx.signUp(other!.cookie, individual, body())).statusCode).toBe(200);
  });
});

describe('a team match: members are named as team mates', () => {
  it('signs a named mate up, who can leave the team on their own and sign up with someone else', async () => {
    const [leader, mate, partner] = await fx.members('demo', 3, 50);
    const up = await fx.signUp(leader!.cookie, greensome, body([{ member_id: mate!.id }]));
    expect(up.statusCode).toBe(200);
    const team = SignUpResponse.parse(up.json()).team_id;
    expect((await registration(mate!.cookie, greensome)).team_id).toBe(team);

    // Not the leader: the mate leaves alone, the leader's sign-up stays.
    const out = await fx.signOut(mate!.cookie, greensome);
    expect(out.statusCode).toBe(200);
    expect((await registration(mate!.cookie, greensome)).signed_up).toBe(false);
    const left = await registration(leader!.cookie, greensome);
    expect(left.team_id).toBe(team);
    expect(left.team_members.map((p) => p.id)).toEqual([leader!.id]);

    const own = await fx.signUp(mate!.cookie, greensome, body([{ member_id: partner!.id }]));
    expect(own.statusCode).toBe(200);
    expect((await registration(mate!.cookie, greensome)).team_members.map((p) => p.id)).toEqual([
      mate!.id,
      partner!.id,
    ]);
  });
});

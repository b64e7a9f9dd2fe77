import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMatch, MatchFlightsResponse } from '@fairway/contract';
import { callAs, createTestApp, type TestApp } from '../../../test/harness';
import {
  MATCH_NOW,
  adminMatchInput,
  firstCourseAndTee,
  matchFixtures,
} from '../../../test/match-fixtures';

/**
 * A match with direct flight sign-up (spec §5: a member chooses their flight when signing up)
 * offers its flights as the committee saves it: from its start at the course's tee-sheet
 * interval, enough for a full field. Without them no member could sign up for such a match
 * (MATCH_FLIGHT_REQUIRED, and no flight to choose).
 */
let t: TestApp;
let committee: string;
let course: number;
let tee: number;
const fx = matchFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp({ clock: () => MATCH_NOW });
  committee = await t.login('commissie');
  ({ course, tee } = await firstCourseAndTee(t, 'demo'));
});
afterAll(() => t.close());

/** Nine players in flights of four: three flights. */
const direct = (over: Record<string, unknown> = {}) =>
  adminMatchInput(course, tee, {
    naam: 'Kies je starttijd',
    qualifying: false,
    inschrijfgeld_cents: 0,
    max_deelnemers: 9,
    spelers_per_flight: 4,
    direct_in_flight_inschrijven: true,
    ...over,
  });

const save = async (body: unknown, id?: number) => {
  const res = await callAs(
    t,
    id ? 'PUT' : 'POST',
    id ? `/api/admin/wedstrijd/${id}` : '/api/admin/wedstrijd',
    committee,
    body,
  );
  expect(res.statusCode, res.body).toBe(id ? 200 : 201);
  return AdminMatch.parse(res.json());
};

const times = (m: AdminMatch) => m.flights.map((f) => f.starttijd);

describe('a match with direct flight sign-up', () => {
  it('offers its flights from its start, and a member signs up into one', async () => {
    const m = await save(direct());
    // The demo course's tee sheet runs every 10 minutes.
    expect(times(m)).toEqual(['09:00', '09:10', '09:20']);
    const [player] = await fx.members('demo', 1, 40);
    const shown = MatchFlightsResponse.parse(
      (await fx.get(player!.cookie, `/api/wedstrijd/${m.id}/flights`)).json(),
    );
    expect(shown.map((f) => [f.starttijd, f.vol])).toEqual([
      ['09:00', false],
      ['09:10', false],
      ['09:20', false],
    ]);
    const signUp = await fx.signUp(player!.cookie, m.id, { flight_id: m.flights[1]!.id });
    expect(signUp.statusCode, signUp.body).toBe(200);

    // Once a member sits in one, an edit of the start leaves the flights where they are.
    const edited = await save(direct({ aanvang: '2026-12-01 11:00' }), m.id);
    expect(times(edited)).toEqual(['09:00', '09:10', '09:20']);
    expect(edited.teams[0]!.flight_id).toBe(m.flights[1]!.id);
  });

  it('lays them out again while no one chose one, and drops them when the choice is turned off', async () => {
    const m = await save(direct({ naam: 'Nog leeg' }));
    const later = await save(
      direct({ naam: 'Nog leeg', aanvang: '2026-12-01 13:30', max_deelnemers: 17 }),
      m.id,
    );
    expect(times(later)).toEqual(['13:30', '13:40', '13:50', '14:00', '14:10']);
    const off = await save(direct({ naam: 'Nog leeg', direct_in_flight_inschrijven: false }), m.id);
    expect(off.flights).toEqual([]);
  });

  it('opens sign-up again after a close: its flights are no drawn start list', async () => {
    const m = await save(direct({ naam: 'Heropend' }));
    expect(m.flights).toHaveLength(3);
    const close = await callAs(t, 'POST', `/api/admin/wedstrijd/${m.id}/sluiten`, committee);
    expect(close.statusCode, close.body).toBe(200);
    const reopen = await callAs(t, 'POST', `/api/admin/wedstrijd/${m.id}/heropenen`, committee);
    expect(reopen.statusCode, reopen.body).toBe(200);
  });

  it('makes no flights for a match whose start list the committee draws', async () => {
    const m = await save(direct({ naam: 'Loting', direct_in_flight_inschrijven: false }));
    expect(m.flights).toEqual([]);
  });
});

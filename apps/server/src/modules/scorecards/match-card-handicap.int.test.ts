import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMatch, CardsResponse } from '@fairway/contract';
import { PROCESSING_RESULT, toTenths } from '@fairway/golf';
import { callAs, createTestApp, type TestApp } from '../../../test/harness';
import { committeeMembers } from '../../../test/handicap-admin-fixtures';
import {
  adminMatchInput,
  firstCourseAndTee,
  signUpPlayer,
  teePars,
} from '../../../test/match-fixtures';
import { handicapHistory, memberships, players, scorecards } from '../../db/schema';

/**
 * A match card and the handicap record, through HTTP: the marker's signature of a match card
 * never processes it (only the committee's processing of a qualifying match does), and a card the
 * committee enters after the match is played off the index in effect at the player's start.
 */
let t: TestApp;
let admin: string;
let club: number;
let course: number;
let tee: number;
let members: { id: number; player: number }[];
/** One over par on every hole of the test tee. */
let bogeys: number[];

// 2026-11-25 13:00 at the club (Amsterdam).
const NOW = new Date('2026-11-25T12:00:00Z');
let now = NOW;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.login('commissie');
  club = t.clubId('demo');
  ({ course, tee } = await firstCourseAndTee(t, 'demo'));
  members = await t.database.db
    .select({ id: memberships.id, player: memberships.player_id })
    .from(memberships)
    .where(and(eq(memberships.club_id, club), sql`${memberships.username} like 'lid%'`))
    .orderBy(memberships.id)
    .limit(6);
  bogeys = (await teePars(t, club, tee)).map((par) => par + 1);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  callAs(t, method, url, cookie, payload);

async function createMatch(over: Record<string, unknown>) {
  const res = await call(
    'POST',
    '/api/admin/wedstrijd',
    admin,
    adminMatchInput(course, tee, { inschrijfgeld_cents: 0, products: [], categories: [], ...over }),
  );
  expect(res.statusCode).toBe(201);
  return AdminMatch.parse(res.json());
}

async function signUp(match: number, relatie: number) {
  await t.database.db.execute(
    sql`select match_sign_up(${club}, ${match}, null, ${relatie}, now(), '2026-11-22 12:00'::timestamp,
      ${JSON.stringify([signUpPlayer(relatie)])}::jsonb, '[]'::jsonb)`,
  );
}

const indexOf = async (player: number) =>
  (await t.database.db.select().from(players).where(eq(players.id, player)))[0]!.handicap_tenths;
const cardRow = async (id: number) =>
  (await t.database.db.select().from(scorecards).where(eq(scorecards.id, id)))[0]!;
/** The card `id` as the member sees it in their card list. */
async function listed(player: { id: number }, id: number) {
  const res = await call('GET', '/api/relatie/self/cards', await t.sessionFor(player.id));
  return CardsResponse.parse(res.json()).cards.find((c) => c.id === id);
}
const historyOf = (cardId: number) =>
  t.database.db.select().from(handicapHistory).where(eq(handicapHistory.card_id, cardId));

/**
 * The member's own card of a match played today, submitted complete (answered `status`) and then
 * signed.
 */
async function signedMatchCard(
  match: number,
  player: { id: number },
  marker: { id: number },
  status: number = PROCESSING_RESULT.QUALIFYING_WEDSTRIJD,
) {
  const me = await t.sessionFor(player.id);
  const created = await call('POST', `/api/wedstrijd/${match}/kaart`, me, { marker_id: marker.id });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  const submitted = await call('POST', `/api/scorecards/${id}/edit`, me, {
    scores: bogeys,
    allScoresSaved: 1,
  });
  expect(submitted.json().status).toBe(status);
  const signed = await call('POST', `/api/scorecards/${id}/sign`, await t.sessionFor(marker.id));
  expect(signed.statusCode).toBe(200);
  return id;
}

/** The committee enters `player`'s card of the match, one over par on every hole: its row. */
async function enteredCard(match: number, player: { id: number }) {
  const put = await call('PUT', `/api/admin/wedstrijd/${match}/kaart/${player.id}`, admin, {
    scores: bogeys,
  });
  expect(put.statusCode).toBe(200);
  const [card] = await t.database.db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.wedstrijd_id, match), eq(scorecards.relatie_id, player.id)));
  return card!;
}

/** Played today (the test clock's day), sign-up closed an hour before. */
const today = {
  aanvang: '2026-11-25 15:00',
  inschrijvingsstart: '2026-11-20 08:00',
  inschrijvingsstop: '2026-11-25 14:00',
};

describe("the marker's signature of a match card", () => {
  it('records the signature of a non-qualifying match card and never takes it into the record', async () => {
    const m = await createMatch({ ...today, naam: 'Niet-qualifying', qualifying: false });
    const [player, marker] = [members[4]!, members[3]!];
    await signUp(m.id, player.id);
    const before = await indexOf(player.player);

    // Saved, not processed (spec §3): QUALIFYING_WEDSTRIJD would tell the member it is processed
    // with its match, which a match that is not qualifying never does.
    const id = await signedMatchCard(m.id, player, marker, PROCESSING_RESULT.ISNIETVERWERKT);
    const signed = await cardRow(id);
    expect(signed.signed_at).not.toBeNull();
    expect(signed.verwerkt).toBe(false);
    expect(await historyOf(id)).toHaveLength(0);
    expect(await indexOf(player.player)).toBe(before);
    expect(await listed(player, id)).toMatchObject({
      state: 'open',
      open_voor_score: false,
      uitslag: PROCESSING_RESULT.ISNIETVERWERKT,
      ehcp_nieuw: null,
    });

    // Its processing ranks the card, and a match that is not qualifying leaves the record alone.
    const done = await call('POST', `/api/admin/wedstrijd/${m.id}/verwerken`, admin);
    expect(done.statusCode).toBe(200);
    expect(AdminMatch.parse(done.json()).results.map((r) => r.status)).toEqual(['ok']);
    expect((await cardRow(id)).verwerkt).toBe(false);
    expect(await historyOf(id)).toHaveLength(0);
    expect(await indexOf(player.player)).toBe(before);
    expect((await listed(player, id))?.uitslag).toBe(PROCESSING_RESULT.ISNIETVERWERKT);
  });

  it("waits with a qualifying match's signed card for the committee's processing, which takes it", async () => {
    const m = await createMatch({ ...today, naam: 'Qualifying vandaag', qualifying: true });
    const [player, marker] = [members[1]!, members[0]!];
    await signUp(m.id, player.id);
    const before = await indexOf(player.player);

    const id = await signedMatchCard(m.id, player, marker);
    expect((await cardRow(id)).verwerkt).toBe(false);
    expect(await historyOf(id)).toHaveLength(0);
    expect(await indexOf(player.player)).toBe(before);
    expect((await listed(player, id))?.uitslag).toBe(PROCESSING_RESULT.QUALIFYING_WEDSTRIJD);

    const done = await call('POST', `/api/admin/wedstrijd/${m.id}/verwerken`, admin);
    expect(done.statusCode).toBe(200);
    const processed = await cardRow(id);
    expect(processed.verwerkt).toBe(true);
    expect(processed.uitslag).toBe(PROCESSING_RESULT.ISVERWERKT);
    expect(await historyOf(id)).toHaveLength(1);
    expect(await indexOf(player.player)).toBe(processed.ehcp_nieuw_tenths);
  });
});

describe('a match card when the committee changes whether its match is qualifying', () => {
  it('tells the member what will become of it, both ways, until the match is processed', async () => {
    const input = { ...today, naam: 'Qualifying gewijzigd', qualifying: true };
    const m = await createMatch(input);
    const [player, marker] = [members[2]!, members[0]!];
    await signUp(m.id, player.id);
    const id = await signedMatchCard(m.id, player, marker);
    const change = async (qualifying: boolean) => {
      const res = await call(
        'PUT',
        `/api/admin/wedstrijd/${m.id}`,
        admin,
        adminMatchInput(course, tee, {
          inschrijfgeld_cents: 0,
          products: [],
          categories: [],
          ...input,
          qualifying,
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
    };

    // No longer qualifying: the card is saved and will never be processed.
    await change(false);
    expect((await listed(player, id))?.uitslag).toBe(PROCESSING_RESULT.ISNIETVERWERKT);
    // Qualifying again: it is processed with the match, and then it is.
    await change(true);
    expect((await listed(player, id))?.uitslag).toBe(PROCESSING_RESULT.QUALIFYING_WEDSTRIJD);
    expect((await call('POST', `/api/admin/wedstrijd/${m.id}/verwerken`, admin)).statusCode).toBe(
      200,
    );
    expect((await cardRow(id)).uitslag).toBe(PROCESSING_RESULT.ISVERWERKT);
  });
});

describe('a match card the committee enters', () => {
  it('of a match that is not qualifying is saved, not processed, as the member sees it', async () => {
    const m = await createMatch({ ...today, naam: 'Niet-qualifying ingevoerd', qualifying: false });
    const player = members[5]!;
    await signUp(m.id, player.id);
    const card = await enteredCard(m.id, player);
    expect(await listed(player, card.id)).toMatchObject({
      state: 'open',
      open_voor_score: false,
      uitslag: PROCESSING_RESULT.ISNIETVERWERKT,
    });
  });
});

describe('a match card the committee enters after the match', () => {
  it('is played off the index in effect at the start, not one a later-played card gave', async () => {
    const m = await createMatch({ naam: 'Qualifying 1 december', qualifying: true });
    const player = members[2]!;
    await signUp(m.id, player.id);
    const onMatchDay = await indexOf(player.player);

    // 3 December: the handicap committee enters a round played elsewhere on 2 December, which
    // moves the index; then the paper card of the 1 December match is entered.
    now = new Date('2026-12-03T10:00:00Z');
    try {
      const [hc] = await committeeMembers(t, 1);
      const elsewhere = await call(
        'POST',
        `/api/admin/handicap/members/${player.id}/cards`,
        hc!.cookie,
        {
          date: '2026-12-02',
          holes: 18,
          course_name: 'Golfclub Elders',
          course_rating: 72,
          slope_rating: 113,
          par: 72,
          adjusted_gross_score: 72,
          reason: 'kaart van elders',
        },
      );
      expect(elsewhere.statusCode).toBe(201);
      expect(await indexOf(player.player)).not.toBe(onMatchDay);

      const entry = await call('GET', `/api/admin/wedstrijd/${m.id}/kaart/${player.id}`, admin);
      const card = await enteredCard(m.id, player);
      expect(card.index_before_tenths).toBe(onMatchDay);
      expect(entry.json().playing_handicap).toBe(card.playing_handicap);

      expect((await call('POST', `/api/admin/wedstrijd/${m.id}/verwerken`, admin)).statusCode).toBe(
        200,
      );
      // The replay plays the card off the same index and Course Handicap as its AGS was capped with.
      const [h] = await historyOf(card.id);
      const details = h!.details as { indexBefore: number; courseHandicap: number };
      expect(toTenths(details.indexBefore)).toBe(onMatchDay);
      expect(details.courseHandicap).toBe(card.playing_handicap);
    } finally {
      now = NOW;
    }
  });
});

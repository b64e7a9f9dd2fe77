import { and, asc, eq } from 'drizzle-orm';
import { addDays, clubInstant, maxHoleScore, strokesReceived } from '@fairway/golf';
import type { AdminCard, AdminMatchInput } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { Db } from '../connect';
import { clubConfig, courses, matchCategories, memberships, players, tees } from '../schema';
import { weekday } from './demo-content';
import type { Random } from './random';
import type { DemoOffice } from './demo-office';
import type { DemoApp } from './demo-app';

/**
 * The demo club's matches, in every state a member meets, dated from the seed's day: open for
 * sign-up (an individual stableford with categories and guests; a greensome signed up as teams
 * straight into flights; a full one with a reserve list; one with a fee and online payment that
 * refunds on sign-out), one closed with its start list released, one played with its results
 * published (`demo` in both), one not open yet, a weekly 9-hole series over the past months and
 * matches of last year (so paging and the year search have something to show), and a par
 * competition ("tegen par") played with its results published. The match committee (commissie)
 * puts them on the calendar and releases a start list through its services (demo-office.ts); the
 * members sign up through the app's sign-up service (demo-app.ts), with its checks, on the club's
 * clock of the moment they sign up. The played ones are answered for playDemoMatches, which gives
 * them their cards and results once the members' records are in.
 */

interface Member {
  id: number;
  geslacht: 'm' | 'v';
  handicap_tenths: number | null;
}

/** A match's form as the seed fills it in: the course, tees and children are the seed's own. */
type Defaulted =
  | 'holes'
  | 'spelers'
  | 'inschrijvingsvorm'
  | 'spelers_per_flight'
  | 'qualifying'
  | 'inschrijfgeld_cents';
type MatchValues = Omit<
  AdminMatchInput,
  'course_id' | 'tees' | 'categories' | 'products' | Defaulted
> &
  Partial<Pick<AdminMatchInput, Defaulted>>;

/** The handicap categories of the matches that have them. */
const CATEGORIES = [
  { naam: 'A', handicap_min: -9, handicap_max: 18.4 },
  { naam: 'B', handicap_min: 18.5, handicap_max: 36 },
  { naam: 'C', handicap_min: 36.1, handicap_max: 54 },
];

/** The first date after `today` that falls on ISO weekday `day` (1 = Monday … 7 = Sunday). */
export function nextWeekday(today: string, day: number): string {
  return addDays(today, ((day - weekday(today) + 6) % 7) + 1);
}

/** The date within three days of `date` that falls on ISO weekday `day`. */
export function nearestWeekday(date: string, day: number): string {
  return addDays(date, ((day - weekday(date) + 10) % 7) - 3);
}

export async function seedDemoMatches(
  db: Db,
  clubId: number,
  club: { today: string; timeZone: string },
  rnd: Random,
  accounts: { demo: number; keepFree: number[] },
  committee: { office: DemoOffice; member: Auth },
  app: DemoApp,
): Promise<PlayedMatch[]> {
  const { today, timeZone } = club;
  const played: PlayedMatch[] = [];
  const { office, member: commissie } = committee;
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.club_id, clubId))
    .orderBy(asc(courses.id))
    .limit(1);
  if (!course) return played;
  const teeRows = await db
    .select({ id: tees.id })
    .from(tees)
    .where(and(eq(tees.club_id, clubId), eq(tees.course_id, course.id)))
    .orderBy(asc(tees.id));
  const people: Member[] = await db
    .select({
      id: memberships.id,
      geslacht: players.geslacht,
      handicap_tenths: players.handicap_tenths,
    })
    .from(memberships)
    .innerJoin(players, eq(players.id, memberships.player_id))
    .where(and(eq(memberships.club_id, clubId), eq(memberships.is_gast, false)))
    .orderBy(asc(memberships.id));
  const demo = people.find((p) => p.id === accounts.demo)!;
  // Members other than demo, in a fixed shuffled order; each match takes the next ones.
  // The other logins (marker, commissie) are signed up nowhere: the e2e tests sign them up.
  const others = people.filter((p) => p.id !== demo.id && !accounts.keepFree.includes(p.id));
  for (let i = others.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [others[i], others[j]] = [others[j]!, others[i]!];
  }
  // The club's placeholder for a player not known yet (a booking's) plays in no match and pays
  // no fee; left out after the shuffle, so everyone else keeps their place in it.
  const [config] = await db
    .select({ unknown: clubConfig.onbekend_relatie_id })
    .from(clubConfig)
    .where(eq(clubConfig.club_id, clubId));
  const placeholder = others.findIndex((p) => p.id === config?.unknown);
  if (placeholder >= 0) others.splice(placeholder, 1);
  let next = 0;
  const take = (n: number) => {
    const out: Member[] = [];
    for (let i = 0; i < n; i++) out.push(others[next++ % others.length]!);
    return out;
  };
  const menTees = teeRows.slice(0, 2).map((t) => t.id);
  const womenTees = teeRows.slice(-2).map((t) => t.id);
  const teeOf = (p: Member) => (p.geslacht === 'v' ? womenTees[0] : menTees[0]) ?? null;

  const at = (days: number, time: string) => `${addDays(today, days)} ${time}`;
  /** The moment the club's wall clock shows `wall` ('YYYY-MM-DD HH:mm'), `days` later. */
  const moment = (wall: string, days = 0) => {
    const [date, time] = wall.split(' ') as [string, string];
    return new Date(clubInstant(addDays(date, days), time, timeZone) * 1000);
  };
  const on = (date: string, time: string) => `${date} ${time}`;
  const dayOffset = (date: string) => (Date.parse(date) - Date.parse(today)) / 86_400_000;

  /**
   * A match as the committee puts it on the calendar (MatchAdminService), the day before its
   * sign-up opens: then neither its day nor its sign-up has passed, as the form requires. Anything
   * not given is the form's usual choice (the table's defaults).
   */
  async function match(
    values: MatchValues,
    children: { categories?: boolean; products?: AdminMatchInput['products'] } = {},
  ) {
    return office.createMatch(commissie, moment(values.inschrijvingsstart, -1), {
      holes: 18,
      spelers: 1,
      inschrijvingsvorm: 'individueel',
      spelers_per_flight: 4,
      qualifying: false,
      inschrijfgeld_cents: 0,
      ...values,
      course_id: course!.id,
      tees: [
        ...menTees.map((tee_id) => ({ geslacht: 'm' as const, tee_id })),
        ...womenTees.map((tee_id) => ({ geslacht: 'v' as const, tee_id })),
      ],
      categories: children.categories ? CATEGORIES : [],
      products: children.products ?? [],
    });
  }

  /** Which of the match's handicap categories (CATEGORIES) a player plays in. */
  async function categories(matchId: number) {
    const rows = await db
      .select()
      .from(matchCategories)
      .where(and(eq(matchCategories.club_id, clubId), eq(matchCategories.match_id, matchId)))
      .orderBy(asc(matchCategories.position));
    return (p: Member) => {
      const h = p.handicap_tenths ?? 540;
      return (
        rows.find((c) => h >= c.handicap_min_tenths! && h <= c.handicap_max_tenths!)?.id ??
        rows[2]!.id
      );
    };
  }

  /**
   * The committee draws the start list once sign-up has closed (at `closed`): flights of four in
   * sign-up order (the early and late wishes granted where they fit) every ten minutes from
   * `first`, the tee sheet held for them; and releases it.
   */
  async function drawAndRelease(matchId: number, closed: Date, first: string) {
    await office.drawStartList(commissie, closed, matchId, {
      order: 'signup',
      start: 'one_tee',
      first_time: first,
      interval_minutes: 10,
      players_per_flight: 4,
    });
    await office.publishStartList(commissie, closed, matchId);
  }

  /** A sign-up of `team` (its first player signs up the rest) through the app, at `wall`. */
  async function signUp(
    m: { id: number },
    wall: string,
    team: Member[],
    opts: { category?: number | null; flight?: number | null } = {},
  ) {
    const leader = team[0]!;
    return app.signUp(app.member(clubId, leader.id), moment(wall), m.id, {
      players: team.slice(1).map((p) => ({ member_id: p.id })),
      preferences: {
        buggy: rnd.chance(0.15) ? 'j' : 'n',
        horeca: rnd.chance(0.5) ? 'j' : 'n',
        handicart: 'n',
        start_game: rnd.pick(['geen', 'geen', 'vroeg', 'laat'] as const),
      },
      tee_id: teeOf(leader),
      category_id: opts.category ?? null,
      flight_id: opts.flight ?? null,
    });
  }

  // 1. Open: an individual stableford with categories and up to two guests.
  {
    const m = await match(
      {
        naam: 'Najaarsstableford',
        omschrijving: 'Stableford over 18 holes in drie handicapcategorieën. Gasten welkom.',
        aanvang: at(7, '09:00'),
        wedstrijdvorm: 'stableford',
        uitslag: 'stableford',
        inschrijvingsstart: at(-10, '08:00'),
        inschrijvingsstop: at(5, '18:00'),
        max_deelnemers: 72,
        aantal_gastspelers_inschrijven: 2,
        qualifying: true,
      },
      { categories: true },
    );
    const cat = await categories(m.id);
    for (const p of take(14)) await signUp(m, at(-9, '12:00'), [p], { category: cat(p) });
  }

  // 2. Open: a greensome, teams of two signed up as a team straight into a flight.
  {
    const m = await match({
      naam: 'Greensome Koppelwedstrijd',
      omschrijving: 'Greensome voor koppels. Kies bij inschrijving je flight.',
      aanvang: at(10, '10:00'),
      wedstrijdvorm: 'greensomes',
      spelers: 2,
      uitslag: 'netto',
      inschrijvingsvorm: 'team',
      inschrijvingsstart: at(-5, '08:00'),
      inschrijvingsstop: at(8, '18:00'),
      max_deelnemers: 32,
      spelers_per_flight: 2,
      direct_in_flight_inschrijven: true,
    });
    // Its eight flights from 10:00 made with it (direct flight sign-up): the first full, the
    // second half.
    const fl = m.flights;
    for (const f of [fl[0]!, fl[0]!, fl[1]!])
      await signUp(m, at(-4, '12:00'), take(2), { flight: f.id });
  }

  // 3. Open but full: the next sign-ups go to the reserve list.
  {
    const m = await match({
      naam: 'Clubkampioenschap Strokeplay',
      omschrijving: 'Strokeplay, het veld is vol: nieuwe inschrijvingen komen op de reservelijst.',
      aanvang: at(12, '08:30'),
      wedstrijdvorm: 'strokeplay',
      uitslag: 'bruto',
      inschrijvingsstart: at(-20, '08:00'),
      inschrijvingsstop: at(9, '18:00'),
      max_deelnemers: 12,
    });
    for (const p of take(15)) await signUp(m, at(-19, '12:00'), [p]);
  }

  // 4. Open with an entry fee, products and online payment.
  {
    const m = await match(
      {
        naam: 'Kerstwedstrijd met diner',
        omschrijving:
          'Texas scramble-achtige kerstwedstrijd, afsluitend kerstdiner in het clubhuis.',
        aanvang: at(25, '11:00'),
        wedstrijdvorm: 'stableford',
        uitslag: 'stableford',
        inschrijvingsstart: at(-3, '08:00'),
        inschrijvingsstop: at(20, '18:00'),
        max_deelnemers: 48,
        aantal_gastspelers_inschrijven: 1,
        inschrijfgeld_cents: 2500,
        ideal_betalingen: true,
        uitschrijven_restitutie: true,
      },
      {
        products: [
          { naam: 'Kerstdiner', prijs_cents: 3500 },
          { naam: 'Lunch', prijs_cents: 1250 },
        ],
      },
    );
    for (const p of take(6)) await signUp(m, at(-2, '12:00'), [p]);
  }

  // 5. Closed, start list released, demo on it: next Tuesday, as its name says.
  {
    const m = await match({
      naam: 'Dinsdagmiddag 9 holes',
      aanvang: on(nextWeekday(today, 2), '13:00'),
      holes: 9,
      wedstrijdvorm: 'stableford',
      uitslag: 'stableford',
      inschrijvingsstart: at(-14, '08:00'),
      inschrijvingsstop: at(-1, '12:00'),
      max_deelnemers: 24,
      spelers_per_flight: 4,
    });
    for (const p of [demo, ...take(13)]) await signUp(m, at(-10, '12:00'), [p]);
    await drawAndRelease(m.id, moment(at(-1, '12:00')), '13:00');
  }

  // 6. Played, processed, results published, demo in them.
  await playedMatch('Zomerstableford', -30, true, [demo, ...take(19)], true);

  // 7. Not open yet (next month).
  await match({
    naam: 'Nieuwjaarswedstrijd',
    aanvang: at(40, '11:00'),
    wedstrijdvorm: 'four_ball',
    spelers: 2,
    uitslag: 'stableford',
    inschrijvingsvorm: 'team',
    inschrijvingsstart: at(20, '08:00'),
    inschrijvingsstop: at(38, '18:00'),
    max_deelnemers: 40,
  });

  // 8. A weekly 9-hole series on the Wednesdays of the past months, processed, results not
  // published.
  const lastWednesday = dayOffset(nearestWeekday(addDays(today, -11), 3));
  for (let week = 1; week <= 16; week++) {
    await playedMatch(
      `Woensdag 9 holes week ${week}`,
      lastWednesday - 7 * (week - 1),
      false,
      take(6),
      false,
    );
  }
  // 9. Last year's.
  await playedMatch('Voorjaarswedstrijd', -590, true, [demo, ...take(11)], true);
  // Two of its field returned no card: the results list them after those placed.
  await playedMatch('Clubkampioenschap', -400, true, take(12), true, 'stableford', 2);
  // 10. A par competition ("tegen par") six weeks ago, results published, demo in them.
  await playedMatch('Herfstbeker tegen par', -45, true, [demo, ...take(11)], false, 'tegen_par');

  async function playedMatch(
    naam: string,
    days: number,
    publish: boolean,
    field: Member[],
    withCategories: boolean,
    form: 'stableford' | 'tegen_par' = 'stableford',
    /** How many of the field (its last) returned no card. */
    noReturn = 0,
  ) {
    const m = await match(
      {
        naam,
        aanvang: at(days, '10:00'),
        holes: naam.includes('9 holes') ? 9 : 18,
        wedstrijdvorm: form,
        uitslag: form,
        inschrijvingsstart: at(days - 14, '08:00'),
        inschrijvingsstop: at(days - 1, '18:00'),
        max_deelnemers: 40,
        qualifying: true,
      },
      { categories: withCategories },
    );
    const cat = withCategories ? await categories(m.id) : () => null;
    for (const p of field) await signUp(m, at(days - 7, '12:00'), [p], { category: cat(p) });
    await drawAndRelease(m.id, moment(at(days - 1, '18:00')), '10:00');
    // Played: the cards and the processing come once the members' records are in.
    played.push({
      id: m.id,
      returned: field.slice(0, field.length - noReturn).map((p) => p.id),
      publish,
    });
  }
  return played;
}

/** A match of the demo's past: who handed in a card, and whether its results are published. */
export interface PlayedMatch {
  id: number;
  returned: number[];
  publish: boolean;
}

/**
 * The played matches' cards and results, once every member's record is in (seedDemoCards): the
 * committee enters each returned player's card as handed in on paper, processes the match (its
 * results from the cards, ranked per category; the field without a card after those placed; a
 * qualifying match's cards into the players' records on the match's day, the later cards replayed
 * after them) and publishes the results of those that have them out. All at the seed's `now`:
 * processing writes a record up to the club's today, and the records hold cards up to it.
 */
export async function playDemoMatches(
  office: DemoOffice,
  commissie: Auth,
  now: Date,
  played: readonly PlayedMatch[],
  rnd: Random,
): Promise<void> {
  for (const m of played) {
    for (const relatieId of m.returned) {
      const card = await office.matchCard(commissie, now, m.id, relatieId);
      await office.enterMatchCard(commissie, now, m.id, relatieId, matchRound(rnd, card));
    }
    await office.processMatch(commissie, now, m.id);
    if (m.publish) await office.publishResults(commissie, now, m.id);
  }
}

/**
 * A match round's strokes: net par on each hole (par + strokes received), give or take a stroke
 * or two, never above net double bogey.
 */
function matchRound(rnd: Random, card: AdminCard): number[] {
  const received = strokesReceived({
    handicap: card.playing_handicap ?? 0,
    strokeIndexes: card.holes.map((h) => h.si),
  });
  return card.holes.map((h, i) => {
    const max = maxHoleScore({ par: h.par, strokesReceived: received[i] ?? 0 });
    const strokes = h.par + (received[i] ?? 0) + rnd.pick([-1, 0, 0, 0, 1, 1, 2]);
    return Math.min(max, Math.max(1, strokes));
  });
}

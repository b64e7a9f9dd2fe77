import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { CARD_TYPE, maxHoleScore, strokesReceived, addDays, clubInstant } from '@fairway/golf';
import { courseHandicapFor, ScorecardsRepository } from '../../modules/scorecards';
import { importRecord, type PlayedRound } from '../../modules/handicap';
import type { Db } from '../connect';
import { bookings, courses, holes, memberships, players, scorecards, tees } from '../schema';
import { daylightTimes } from './daylight';
import { createRandom, type Random } from './random';
import type { DemoApp } from './demo-app';

type HoleRow = typeof holes.$inferSelect;
type TeeRow = typeof tees.$inferSelect;

interface Layout {
  course: typeof courses.$inferSelect;
  tee: { m: TeeRow; v: TeeRow };
  holes: { m: HoleRow[]; v: HoleRow[] };
}

/** The day before a demo member's card history starts (`today` − 728 days): their start index's. */
export const startIndexDate = (today: string): string => addDays(today, -729);

/**
 * Two years of cards for each demo member, played on the club's courses and brought into their
 * records by the handicap module (importRecord), so every member's index is what their record gives.
 * `which: 'accounts'` limits it to the demo logins (fast, for tests).
 */
export async function seedDemoCards(
  db: Db,
  clubId: number,
  clock: { date: string; time: string },
  which: 'all' | 'accounts',
  services: { app: DemoApp; timeZone: string },
) {
  const today = clock.date;
  const rnd = createRandom(7_654_321 + clubId);
  const layouts = await loadLayouts(db, clubId);
  if (layouts.length === 0) return;
  const members = await db
    .select({ m: memberships, p: players })
    .from(memberships)
    .innerJoin(players, eq(players.id, memberships.player_id))
    .where(eq(memberships.club_id, clubId))
    .orderBy(asc(memberships.id));
  const accounts = new Map(members.filter((x) => x.m.password_hash).map((x) => [x.m.username, x]));
  // Rounds already booked in the past (demo's last week): no card of another round that day.
  const bookedDays = await db
    .select({ relatie_id: bookings.relatie_id, date: bookings.date })
    .from(bookings)
    .where(and(eq(bookings.club_id, clubId), lt(bookings.date, today)));

  // The records are written through the handicap module (importRecord), in the seed's transaction.
  const records = new ScorecardsRepository(db);
  const at = (date: string, time: string) =>
    new Date(clubInstant(date, time, services.timeZone) * 1000);
  const cardClock = { today, now: at(today, clock.time) };
  let seq = 0;
  for (const { m, p } of members) {
    seq++;
    if (which === 'accounts' && !m.password_hash) continue;
    if (m.is_gast && m.username !== 'gast') continue;
    // One beginner with no cards; a few members with only a handful.
    const count = seq === 7 ? 0 : seq % 11 === 0 ? rnd.int(2, 6) : rnd.int(20, 34);
    if (count === 0) {
      // A beginner's index is 54.0 until their first cards: they start on it.
      const beginner = { start_index_tenths: 540, start_index_date: startIndexDate(today) };
      await importRecord(records, p.id, beginner, [], today, cardClock.now);
      continue;
    }
    const booked = new Set(bookedDays.filter((b) => b.relatie_id === m.id).map((b) => b.date));
    // demo plays a scripted story on its own random stream (see DEMO_STORY).
    if (m.username === 'demo')
      await seedPlayerCards(
        records,
        createRandom(2_468_013),
        clubId,
        cardClock,
        m.id,
        p,
        layouts,
        DEMO_STORY.length,
        booked,
        DEMO_STORY,
      );
    else await seedPlayerCards(records, rnd, clubId, cardClock, m.id, p, layouts, count, booked);
  }

  // Cards waiting for the demo accounts to mark them, played yesterday and handed in that
  // afternoon, and demo's open qualifying card for today: made through the app's card services
  // (demo-app.ts), so with each player's index as their record now gives it.
  const demo = accounts.get('demo');
  const marker = accounts.get('marker');
  if (demo && marker) {
    const { app } = services;
    const yesterday = addDays(today, -1);
    const layout = layouts[0]!;
    const others = members.filter((x) => !x.m.password_hash && !x.m.is_gast).slice(10, 14);
    for (const [i, o] of others.entries()) {
      const player = app.member(clubId, o.m.id);
      const id = await app.startCard(player, at(yesterday, '10:12'), {
        baan_id: layout.course.id,
        tee_id: layout.tee[o.p.geslacht].id,
        marker_id: i < 2 ? demo.m.id : marker.m.id,
        opmerking: '',
      });
      const [card] = await db
        .select({ playing_handicap: scorecards.playing_handicap })
        .from(scorecards)
        .where(eq(scorecards.id, id));
      const strokes = playRound(rnd, layout.holes[o.p.geslacht], card!.playing_handicap ?? 0, 3);
      await app.handInCard(player, at(yesterday, '14:30'), id, strokes);
    }
    await app.startCard(app.member(clubId, demo.m.id), at(today, openCardTime(clock.time)), {
      baan_id: layout.course.id,
      tee_id: layout.tee[demo.p.geslacht].id,
      marker_id: marker.m.id,
      opmerking: '',
    });
  }
}

/**
 * The tee time of demo's open card today: 09:30, or a little before the club's time when it is
 * earlier in the day — a card is never dated after now, and a later one would make every card
 * played before it that day too old to process.
 */
export function openCardTime(clubTime: string): string {
  if (clubTime >= '09:35') return '09:30';
  const [h, m] = clubTime.split(':').map(Number) as [number, number];
  const minutes = Math.max(0, Math.floor((h * 60 + m - 5) / 5) * 5);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

async function loadLayouts(db: Db, clubId: number): Promise<Layout[]> {
  const courseRows = await db
    .select()
    .from(courses)
    .where(eq(courses.club_id, clubId))
    .orderBy(asc(courses.id));
  const out: Layout[] = [];
  for (const course of courseRows) {
    const teeRows = await db
      .select()
      .from(tees)
      .where(and(eq(tees.club_id, clubId), eq(tees.course_id, course.id)));
    const m = teeRows.find((t) => t.naam === 'Geel') ?? teeRows[0];
    const v = teeRows.find((t) => t.naam === 'Rood') ?? teeRows[0];
    if (!m || !v) continue;
    const holeRows = await db
      .select()
      .from(holes)
      .where(inArray(holes.tee_id, [m.id, v.id]))
      .orderBy(asc(holes.hole_nr));
    out.push({
      course,
      tee: { m, v },
      holes: {
        m: holeRows.filter((h) => h.tee_id === m.id),
        v: holeRows.filter((h) => h.tee_id === v.id),
      },
    });
  }
  return out;
}

type Player = typeof players.$inferSelect;

function ratings(layout: Layout, g: 'm' | 'v') {
  const t = layout.tee[g];
  return g === 'v'
    ? { cr_tenths: t.cr_v_tenths, sr: t.sr_v, par: t.par_v }
    : { cr_tenths: t.cr_m_tenths, sr: t.sr_m, par: t.par_m };
}

/**
 * Hole scores of a round: net par on every hole (par + strokes received), then the round's over-
 * or under-par spread over random holes one stroke at a time, each hole between 1 and net double
 * bogey. `form` is the round's strokes over the Course Handicap (players mostly play a few over).
 */
function playRound(rnd: Random, holeRows: HoleRow[], ch: number, form: number): number[] {
  const received = strokesReceived({ handicap: ch, strokeIndexes: holeRows.map((h) => h.si) });
  const strokes = holeRows.map((h, i) => Math.max(1, h.par + (received[i] ?? 0)));
  const max = holeRows.map((h, i) =>
    maxHoleScore({ par: h.par, strokesReceived: received[i] ?? 0 }),
  );
  let left = Math.round(form);
  for (let guard = 0; left !== 0 && guard < 500; guard++) {
    const i = rnd.int(0, holeRows.length - 1);
    if (left > 0 && strokes[i]! < max[i]!) {
      strokes[i]!++;
      left--;
    } else if (left < 0 && strokes[i]! > 1) {
      strokes[i]!--;
      left++;
    }
  }
  return strokes;
}

function newCard(
  clubId: number,
  relatieId: number,
  p: Player,
  layout: Layout,
  datum: string,
  tijd: string,
): PlayedRound['card'] {
  return {
    club_id: clubId,
    relatie_id: relatieId,
    player_id: p.id,
    typekaart: CARD_TYPE.QUALIFYING,
    course_club_id: clubId,
    baan_id: layout.course.id,
    tee_id: layout.tee[p.geslacht].id,
    datum,
    tijd,
    opmerking: '',
    pcc: 0,
    aantal_holes: layout.course.holes === 9 ? 9 : 18,
    ...ratings(layout, p.geslacht),
  };
}

/**
 * The demo account's two years, round by round: the strokes over its Course Handicap (null: an
 * ordinary round). 20 ordinary rounds set its low index; one exceptional round (far below its
 * index) brings an exceptional score reduction; a long bad spell lifts the index more than 3.0
 * and then more than 5.0 above the low index, so the soft cap and then the hard cap hold it back;
 * ordinary rounds after it bring the index home. The history and graph tabs show all three.
 */
export const DEMO_STORY: readonly (number | null)[] = [
  ...Array<null>(12).fill(null),
  -12,
  ...Array<null>(9).fill(null),
  ...Array<number>(17).fill(16),
  ...Array<null>(24).fill(null),
];

/**
 * `count` different days among the `span` + 1 days of a record (offsets, in order), none of them
 * `taken` (a day the member already has a round booked): a member plays one round a day.
 */
export function playedDays(
  rnd: Random,
  count: number,
  span: number,
  taken: (day: number) => boolean = () => false,
): number[] {
  const days = new Set<number>();
  for (let tries = 0; days.size < count && tries < count * 50; tries++) {
    const day = rnd.int(0, span);
    if (!taken(day)) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

async function seedPlayerCards(
  records: ScorecardsRepository,
  rnd: Random,
  clubId: number,
  clock: { today: string; now: Date },
  relatieId: number,
  p: Player,
  layouts: Layout[],
  count: number,
  booked: ReadonlySet<string>,
  story?: readonly (number | null)[],
) {
  const { today } = clock;
  const target = p.handicap_tenths ?? 540;
  const start = addDays(today, -728);
  const days = playedDays(rnd, count, 725, (d) => booked.has(addDays(start, d)));

  // The rounds as played; the handicap module gives each its figures and writes the record.
  const rounds: PlayedRound[] = [];
  for (const [n, d] of days.entries()) {
    // A scripted story plays every round on the first (18-hole) course.
    const layout = story || rnd.chance(0.85) ? layouts[0]! : (layouts[1] ?? layouts[0]!);
    const tijd = rnd.pick(daylightTimes(addDays(start, d), layout.course.holes));
    const card = newCard(clubId, relatieId, p, layout, addDays(start, d), tijd);
    const holeRows = layout.holes[p.geslacht];
    // Players mostly play a few strokes above their Course Handicap, now and then much better.
    const spread = (rnd.next() + rnd.next() + rnd.next() - 1.5) * 2.5;
    const scripted = story?.[n] ?? null;
    const form =
      ((scripted ?? (rnd.chance(0.06) ? -4 : 3)) + (scripted === null ? spread : 0)) *
      (holeRows.length / 18);
    // The round follows the member's true ability (the target index), not the running index, so
    // a short record's small-sample adjustments do not feed back into the next round.
    const abilityCh = courseHandicapFor({ ...card, index_before_tenths: target });
    rounds.push({ card, holes: holeRows, strokes: playRound(rnd, holeRows, abilityCh, form) });
  }
  await importRecord(
    records,
    p.id,
    { start_index_tenths: target, start_index_date: startIndexDate(today) },
    rounds,
    today,
    clock.now,
  );
}

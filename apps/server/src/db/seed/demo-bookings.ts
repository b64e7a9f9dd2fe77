import { and, asc, eq } from 'drizzle-orm';
import { teeSheetTimes, addDays } from '@fairway/golf';
import type { Db } from '../connect';
import {
  bookings,
  cancellationReasons,
  clubConfig,
  courses,
  guestFieldConfig,
  memberships,
  players,
  teeBlocks,
  teeSheetSettings,
  teeSlots,
} from '../schema';
import { DEMO_DAYS_AHEAD, WEEKLY_BLOCKS, demoAccountTeeTime, weekday } from './demo-content';
import { daylightSheet, type SheetLayout } from './daylight';
import type { Random } from './random';

const GUEST_FIELDS = [
  ['firstname', 'on', '0'],
  ['lastname', 'on', '1'],
  ['gsn', 'on', '0'],
  ['handicap', 'on', '1'],
  ['gender', 'on', '0'],
  ['email', 'on', '0'],
  ['homecourse', 'on', '0'],
  ['address', 'off', '0'],
] as const;

/** Guests members bring along (names from the demo's own imagination). */
const GUESTS = [
  { firstname: 'Peter', lastname: 'de Gast', handicap: 18.4, gender: 'm' as const },
  { firstname: 'Anouk', lastname: 'Verbeek', handicap: 26.1, gender: 'v' as const },
  { firstname: 'Ruud', lastname: 'Hoekstra', handicap: 9.7, gender: 'm' as const },
  { firstname: 'Sanne', lastname: 'Kuipers', handicap: 33.0, gender: 'v' as const },
];

const REASONS = ['Ziek of geblesseerd', 'Weersomstandigheden', 'Andere afspraak', 'Anders'];

/**
 * Tee sheets, blocks, guest fields, cancellation reasons, an unknown-player member and
 * DEMO_DAYS_AHEAD days of other members' bookings (with guests) on every course, for a club with
 * booking on. The demo accounts (`accounts`, relatie ids)
 * get a coming tee time and one in the past; `today` is the club's date.
 */
export async function seedDemoBookings(
  db: Db,
  clubId: number,
  today: string,
  rnd: Random,
  accounts: { demo?: number; marker?: number },
  sheet: SheetLayout = daylightSheet,
): Promise<void> {
  const courseRows = await db
    .select()
    .from(courses)
    .where(eq(courses.club_id, clubId))
    .orderBy(asc(courses.id));
  // One sheet per course for the whole fortnight: the daylight of the month the demo starts in.
  const sheetFor = (holes: number) => sheet(today, holes);
  for (const c of courseRows) {
    const { interval_minutes, ...times } = sheetFor(c.holes);
    await db
      .insert(teeSheetSettings)
      .values({ club_id: clubId, course_id: c.id, ...times, intervals: [interval_minutes] });
  }
  const main = courseRows[0]!;
  await db
    .insert(teeBlocks)
    .values(WEEKLY_BLOCKS.map((b) => ({ club_id: clubId, course_id: main.id, ...b })));
  await db.insert(guestFieldConfig).values(
    GUEST_FIELDS.map(([veld, tonen, verplicht], i) => ({
      club_id: clubId,
      veld,
      tonen,
      verplicht,
      position: i,
    })),
  );
  await db
    .insert(cancellationReasons)
    .values(REASONS.map((naam, i) => ({ club_id: clubId, naam, position: i })));

  // The club's placeholder for players whose name is not known yet (spec §3 onbekend_relatie_id).
  const [unknownPlayer] = await db
    .insert(players)
    .values({ achternaam: 'Onbekende speler', geslacht: 'm' })
    .returning({ id: players.id });
  const [unknownMember] = await db
    .insert(memberships)
    .values({ club_id: clubId, player_id: unknownPlayer!.id })
    .returning({ id: memberships.id });
  await db
    .update(clubConfig)
    .set({ onbekend_relatie_id: unknownMember!.id, booking_days_ahead: DEMO_DAYS_AHEAD })
    .where(eq(clubConfig.club_id, clubId));

  const memberIds = (
    await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.club_id, clubId), eq(memberships.is_gast, false)))
      .orderBy(asc(memberships.id))
  )
    .map((m) => m.id)
    .filter((id) => id !== unknownMember!.id && id !== accounts.demo && id !== accounts.marker);

  // The times members can book on a course and date: its sheet without that weekday's blocks
  // (the blocks are on the main course).
  const bookableTimes = (course: (typeof courseRows)[number], date: string) => {
    const settings = sheetFor(course.holes);
    return teeSheetTimes(
      {
        firstTime: settings.first_time,
        lastTime: settings.last_time,
        intervals: [settings.interval_minutes],
        seasons: [],
      },
      date,
      WEEKLY_BLOCKS.filter((b) => course.id === main.id && b.weekday === weekday(date)).map(
        (b) => ({ from: b.from_time, until: b.until_time, reason: b.reason, matchId: null }),
      ),
    )
      .filter((t) => t.block === null)
      .map((t) => t.time);
  };
  const now = new Date();
  const flights: {
    courseId: number;
    date: string;
    time: string;
    holes: number;
    players: number[];
    guests: (typeof GUESTS)[number][];
  }[] = [];
  const held = new Map<number, { date: string; time: string; holes: number }[]>();
  // A member plays one round a day: two rounds on one morning is not how anyone plays.
  const free = (id: number, date: string) => !(held.get(id) ?? []).some((h) => h.date === date);

  // The demo accounts: demo with marker and a guest tomorrow at 10:00, and a round played last week.
  if (accounts.demo && accounts.marker) {
    const tomorrow = addDays(today, 1);
    flights.push({
      courseId: main.id,
      date: tomorrow,
      time: demoAccountTeeTime(tomorrow),
      holes: 18,
      players: [accounts.demo, accounts.marker],
      guests: [GUESTS[0]!],
    });
    flights.push({
      courseId: main.id,
      date: addDays(today, -5),
      time: '09:20',
      holes: 18,
      players: [accounts.demo],
      guests: [],
    });
    for (const f of flights) for (const id of f.players) held.set(id, [...(held.get(id) ?? []), f]);
  }
  // Other members book about one time in eight on every course, for as many days as the sheet is
  // open; each plays at most twice in that fortnight, so every member can still book a few rounds
  // within the club's most open bookings (4).
  const rounds = new Map<number, number>();
  for (const course of courseRows) {
    for (let d = 0; d <= DEMO_DAYS_AHEAD; d++) {
      const date = addDays(today, d);
      for (const time of bookableTimes(course, date)) {
        if (!rnd.chance(0.12)) continue;
        if (flights.some((f) => f.courseId === course.id && f.date === date && f.time === time))
          continue;
        const holes = course.holes >= 18 && rnd.chance(0.8) ? 18 : 9;
        const size = rnd.int(1, 4);
        const group: number[] = [];
        for (let tries = 0; group.length < size && tries < 20; tries++) {
          const id = rnd.pick(memberIds);
          if (group.includes(id) || (rounds.get(id) ?? 0) >= 2 || !free(id, date)) continue;
          group.push(id);
        }
        if (group.length === 0) continue;
        for (const id of group) {
          rounds.set(id, (rounds.get(id) ?? 0) + 1);
          held.set(id, [...(held.get(id) ?? []), { date, time, holes }]);
        }
        flights.push({
          courseId: course.id,
          date,
          time,
          holes,
          players: group,
          guests: rnd.chance(0.15) && group.length < 4 ? [rnd.pick(GUESTS)] : [],
        });
      }
    }
  }

  const bySlot = new Map<
    string,
    { courseId: number; date: string; time: string; occupied: number }
  >();
  for (const f of flights) {
    const k = `${f.courseId} ${f.date} ${f.time}`;
    const slot = bySlot.get(k) ?? { courseId: f.courseId, date: f.date, time: f.time, occupied: 0 };
    slot.occupied += f.players.length + f.guests.length;
    bySlot.set(k, slot);
  }
  await db.insert(teeSlots).values(
    [...bySlot.values()].map((slot) => ({
      club_id: clubId,
      course_id: slot.courseId,
      date: slot.date,
      time: slot.time,
      capacity: 4,
      occupied: slot.occupied,
    })),
  );
  for (const f of flights) {
    const base = {
      course_id: f.courseId,
      date: f.date,
      time: f.time,
      holes: f.holes,
      booked_by: f.players[0]!,
      created_at: now,
    };
    const [parent] = await db
      .insert(bookings)
      .values({ ...base, club_id: clubId, relatie_id: f.players[0]! })
      .returning({ id: bookings.id });
    const extra = [
      ...f.players
        .slice(1)
        .map((id) => ({ ...base, club_id: clubId, parent_id: parent!.id, relatie_id: id })),
      ...f.guests.map((guest) => ({
        ...base,
        club_id: clubId,
        parent_id: parent!.id,
        guest,
      })),
    ];
    if (extra.length > 0) await db.insert(bookings).values(extra);
  }
}

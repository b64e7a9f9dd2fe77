import { and, asc, eq, isNull } from 'drizzle-orm';
import { addDays, clubInstant, teeSheetTimes } from '@fairway/golf';
import type { Db } from '../connect';
import { clubConfig, courses, memberships } from '../schema';
import { DEMO_DAYS_AHEAD, WEEKLY_BLOCKS, demoAccountTeeTime, weekday } from './demo-content';
import { daylightSheet, type SheetLayout } from './daylight';
import type { Random } from './random';
import type { DemoOffice } from './demo-office';
import type { DemoApp } from './demo-app';

const GUEST_FIELDS = [
  ['firstname', true, false],
  ['lastname', true, true],
  ['gsn', true, false],
  ['handicap', true, true],
  ['gender', true, false],
  ['email', true, false],
  ['homecourse', true, false],
  ['address', false, false],
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
 * get a coming tee time and one in the past; `club` is the club's date and time zone. The members
 * book through the booking service (`services.app`), with no notifications.
 */
export async function seedDemoBookings(
  db: Db,
  clubId: number,
  club: { today: string; timeZone: string },
  rnd: Random,
  accounts: { demo?: number; marker?: number },
  services: { office: DemoOffice; app: DemoApp },
  sheet: SheetLayout = daylightSheet,
): Promise<void> {
  const { today, timeZone } = club;
  const { office, app } = services;
  const courseRows = await db
    .select()
    .from(courses)
    .where(eq(courses.club_id, clubId))
    .orderBy(asc(courses.id));
  // One sheet per course for the whole fortnight: the daylight of the month the demo starts in.
  const sheetFor = (holes: number) => sheet(today, holes);
  // The club's tee-sheet manager lays out the sheets and holds the weekly blocks (the platform's
  // operator stands in: the club has no staff yet at this point of the seed).
  const manager = office.operator(clubId);
  for (const c of courseRows) {
    const { interval_minutes, ...times } = sheetFor(c.holes);
    await office.saveTeeSheet(manager, c.id, {
      ...times,
      intervals: [interval_minutes],
      seasons: [],
      capacity: 4,
      bookable: true,
      booking_days_ahead: null,
      booking_opens_at: null,
    });
  }
  const main = courseRows[0]!;
  // The guest fields and cancellation reasons, as the club's tee-sheet manager sets them.
  for (const [veld, shown, required] of GUEST_FIELDS) {
    await office.setGuestField(manager, veld, { shown, required });
  }
  for (const naam of REASONS) await office.addCancellationReason(manager, naam);

  const memberIds = (
    await db
      .select({ id: memberships.id })
      .from(memberships)
      // Active members only: the club's placeholder for unknown players is deactivated.
      .where(
        and(
          eq(memberships.club_id, clubId),
          eq(memberships.is_gast, false),
          isNull(memberships.deactivated_at),
        ),
      )
      .orderBy(asc(memberships.id))
  )
    .map((m) => m.id)
    .filter((id) => id !== accounts.demo && id !== accounts.marker);

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
  const flights: {
    courseId: number;
    date: string;
    time: string;
    holes: 9 | 18;
    players: number[];
    guests: (typeof GUESTS)[number][];
  }[] = [];
  const held = new Map<number, { date: string; time: string; holes: number }[]>();
  // A member plays one round a day: two rounds on one morning is not how anyone plays.
  const free = (id: number, date: string) => !(held.get(id) ?? []).some((h) => h.date === date);

  // Each flight is booked through the booking service the moment its date's sheet opened (the
  // club's days ahead before, at its opening time): then the date is open and none of its times
  // is past, whatever the hour the seed runs at, and the members' checks (open bookings, rounds a
  // day) run on the calendar of the day they booked on.
  const [opening] = await db
    .select({ days: clubConfig.booking_days_ahead, at: clubConfig.booking_opens_at })
    .from(clubConfig)
    .where(eq(clubConfig.club_id, clubId));
  const book = async (f: (typeof flights)[number]) => {
    const opened = clubInstant(addDays(f.date, -opening!.days), opening!.at, timeZone);
    await app.book(app.member(clubId, f.players[0]!), new Date(opened * 1000), {
      course_id: f.courseId,
      date: f.date,
      time: f.time,
      holes: f.holes,
      players: [
        ...f.players.slice(1).map((member_id) => ({ member_id })),
        ...f.guests.map((guest) => ({ guest })),
      ],
    });
  };

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
  // The accounts' rounds were booked before the weekly blocks were laid, which keep them: last
  // week's round may lie in what is now a Tuesday's block.
  for (const f of flights) await book(f);
  const booked = flights.length;
  for (const { reason, ...when } of WEEKLY_BLOCKS)
    await office.addBlock(manager, main.id, { kind: reason, ...when });
  app.sheetsChanged();

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

  // The other members booked after the blocks were laid: never in a blocked time.
  for (const f of flights.slice(booked)) await book(f);
}

import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../connect';
import { clubs, courses } from '../schema';
import type { PictureStore } from '../../modules/pictures';
import { demoNewsPictures } from './demo-pictures';
import { CLUB_SETTINGS, DEMO_CLUBS, type DemoClub } from './demo-clubs';
import { ClubSetupService } from '../../modules/platform';
import { FAQ, NEWS_TOPICS } from './demo-content';
import { demoOffice, type DemoOffice } from './demo-office';
import { demoApp, type DemoApp } from './demo-app';
import type { Auth } from '../../club-context/caller';
import type { SheetLayout } from './daylight';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './demo-names';
import { createRandom, type Random } from './random';
import { seedDemoCards, startIndexDate } from './demo-cards';
import { seedDemoBookings } from './demo-bookings';
import { COMMITTEE_ROLES, seedRoleAccount } from './demo-accounts';
import { playDemoMatches, seedDemoMatches, type PlayedMatch } from './demo-matches';
import { clubDateTime, clubInstant, type WallClock } from '@fairway/golf';
import { BLANK_MEMBER } from '@fairway/contract';

/** The demo logins, printed at start and listed in the README. */
export const DEMO_ACCOUNTS = [
  { club: 'demo', username: 'demo', password: 'demo', role: 'member of Golfclub De Demo' },
  {
    club: 'demo',
    username: 'marker',
    password: 'marker',
    role: 'member of Golfclub De Demo, on the committee (sets the course status)',
  },
  { club: 'demo', username: 'gast', password: 'gast', role: 'guest of Golfclub De Demo' },
  {
    club: 'demo',
    username: 'commissie',
    password: 'commissie',
    role: 'match committee of Golfclub De Demo (also sets the course status)',
  },
  {
    club: 'demo',
    username: 'beheer',
    password: 'beheer',
    role: 'administrator of Golfclub De Demo (the back office: settings, roles, members, courses)',
  },
  {
    club: 'demo',
    username: 'nieuw',
    password: 'nieuw',
    role: 'new member of Golfclub De Demo, no handicap index yet',
  },
  { club: 'zuid', username: 'zuid', password: 'zuid', role: 'member of Golfbaan Zuid (type d)' },
  {
    club: 'veldzicht',
    username: 'veld',
    password: 'veld',
    role: 'member of club 414 (extra_veld_1)',
  },
] as const;

/** Logins given to existing members of the demo club, with their roles (seedRoleAccount). */
const ROLE_ACCOUNTS: readonly string[] = ['commissie', 'beheer'];

/** True when the database holds no clubs yet: demo data never goes into a database in use. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(clubs);
  return (row?.n ?? 0) === 0;
}

/**
 * Loads the demo clubs, courses, members, news and FAQ into an empty database. Deterministic: the
 * same data on every machine. `now` dates the news.
 */
export async function seedDemo(
  db: Db,
  now: Date = new Date(),
  opts: {
    cardHistories?: 'all' | 'accounts';
    /** The courses' tee sheets; daylight by month unless a test fixes one layout. */
    sheet?: SheetLayout;
    /**
     * Where the news editor's uploads are stored (the server's DATA_DIR/pictures); without one
     * the news posts go without their pictures.
     */
    pictures?: PictureStore;
  } = {},
): Promise<void> {
  if (!(await isEmpty(db))) throw new Error('refusing to load demo data into a database in use');
  const rnd = createRandom(20261122);
  const newsPictures = opts.pictures && (await demoNewsPictures());
  await db.transaction(async (tx) => {
    const office = demoOffice(tx as unknown as Db, () => now, opts.pictures);
    const platform = new ClubSetupService(tx as unknown as Db, () => now);

    let gsnSeq = 10_000_000;
    const password = (username: string) =>
      DEMO_ACCOUNTS.find((a) => a.username === username)!.password;

    for (const demo of DEMO_CLUBS) {
      // The platform's operator adds each club as `npm run club` does, without an administrator:
      // the demo club's is one of its members (seedRoleAccount appoints them), the other clubs
      // have none, and the clubs off the platform are only played at. What the club chooses is
      // set through its settings, once it has its courses to start on.
      const { club } = await platform.create({
        name: demo.naam,
        shortName: demo.snelnaam,
        clubNumber: demo.club_id,
        type: demo.type,
        country: demo.country,
        place: demo.plaats,
        onPlatform: demo.on_platform,
        timezone: 'Europe/Amsterdam',
        language: 'nl_NL',
      });
      const clubId = club.id;
      const mainCourse = await seedCourses(office, clubId, demo);
      await office.configure(office.operator(clubId), {
        ...CLUB_SETTINGS[demo.key],
        // The first course is the club's main course: booking and card forms start on it.
        ...(mainCourse === undefined ? {} : { website_default_baan: mainCourse }),
      });
      if (!demo.on_platform || demo.key === 'federation') continue;

      const memberCount = demo.key === 'demo' ? 150 : demo.key === 'zuid' ? 40 : 25;
      // The committee and administrator accounts are given to an existing member afterwards (seedRoleAccount)
      // and the newcomer is added after the club's members and cards (seedNewcomer), so the
      // random members stay the same with or without them.
      const accounts = DEMO_ACCOUNTS.filter(
        (a) =>
          a.club === demo.snelnaam &&
          !ROLE_ACCOUNTS.includes(a.username) &&
          a.username !== NEWCOMER,
      );
      // Each member as the member administrator adds them, with the index they bring as their
      // start index, dated the day before their card history (seedDemoCards) starts: the history
      // replays from it to the index the member has now.
      const people = Array.from({ length: memberCount }, (_, i) =>
        randomPerson(rnd, i, accounts[i]?.username),
      );
      const today = clubDateTime(now, club.timezone).date;
      const memberRows: { id: number; username: string }[] = [];
      for (const [i, { handicap_tenths, ...person }] of people.entries()) {
        const account = accounts[i];
        const username = account?.username ?? `lid${demo.club_id}-${i + 1}`;
        const { relatie_id } = await office.createMember(office.operator(clubId), {
          ...person,
          gsn: `NL${gsnSeq++}`,
          category_id: null,
          username,
          // A few guests at the demo club, the 'gast' account among them (spec §3 is_gast).
          is_gast: account ? account.username === 'gast' : demo.key === 'demo' && i % 30 === 29,
          extra_veld_1: demo.club_id === 414 ? `Lockernummer ${100 + i}` : null,
          start_index: handicap_tenths / 10,
          start_index_date: startIndexDate(today),
        });
        memberRows.push({ id: relatie_id, username });
        // The demo logins' known passwords, set through the password link as a member sets theirs.
        if (account)
          await office.setPassword(office.operator(clubId), relatie_id, account.password);
      }

      // The member app's services for the club, made now that its settings are saved.
      const app = demoApp(tx as unknown as Db);
      /** The matches of the demo club's past, played once the members' records are in. */
      let played: PlayedMatch[] = [];
      if (demo.key === 'demo') {
        // The demo account follows the marker and a few members, so its friends tab is not empty.
        const demoId = memberRows.find((m) => m.username === 'demo')!.id;
        const friendIds = [
          memberRows.find((m) => m.username === 'marker')!.id,
          ...[6, 13, 21].map((i) => memberRows[i]!.id),
        ];
        for (const id of friendIds) await app.addFriend(app.member(clubId, demoId), id);
      }

      const postCount = demo.key === 'demo' ? 24 : 5;
      for (let i = 0; i < postCount; i++) {
        const topic = NEWS_TOPICS[(i + (demo.key === 'demo' ? 0 : 5)) % NEWS_TOPICS.length]!;
        // Two posts in three come with a picture, uploaded by the editor.
        await office.publishNews(
          office.operator(clubId),
          new Date(now.getTime() - (i * 3 + 1) * 86_400_000),
          {
            titel: demo.key === 'demo' ? topic.titel : `${demo.naam}: ${topic.titel}`,
            inhoud: topic.inhoud,
            audience: 'everyone',
            audience_id: null,
          },
          i % 3 !== 2 ? newsPictures?.[i % newsPictures.length] : undefined,
        );
      }
      // The club's FAQ, entry by entry in its order, through the news editor's service (by the
      // operator, as the news): the Dutch with the English and Estonian.
      for (const { vraag, antwoord, vertalingen } of FAQ)
        await office.addFaq(office.operator(clubId), {
          nl_NL: { vraag, antwoord },
          ...vertalingen,
        });
      if (CLUB_SETTINGS[demo.key]?.booking_mob_enabled) {
        const accountId = (name: string) => memberRows.find((m) => m.username === name)?.id;
        await seedDemoBookings(
          tx as unknown as Db,
          clubId,
          { today: clubDateTime(now, club.timezone).date, timeZone: club.timezone },
          // Its own stream, so the members and cards stay the same as without bookings.
          createRandom(demo.club_id),
          {
            demo: accountId('demo'),
            marker: accountId('marker'),
          },
          { office, app },
          opts.sheet,
        );
      }
      if (demo.key === 'demo') {
        const accountId = (name: string) => memberRows.find((m) => m.username === name)!.id;
        for (const [i, username] of [
          [3, 'commissie'],
          [4, 'beheer'],
        ] as const)
          await seedRoleAccount(office, office.operator(clubId), memberRows[i]!.id, {
            username,
            password: password(username),
          });
        // No one at the club can grant its first administrator's role: the platform appoints them.
        await platform.appointAdministrator(demo.snelnaam, 'beheer');
        // The administrator gives the committee their roles: the marker account sets the day's
        // course status; commissie also keeps the handicap records.
        const beheer = office.member(clubId, memberRows[4]!.id);
        await office.setRoles(beheer, accountId('marker'), COMMITTEE_ROLES);
        await office.setRoles(beheer, memberRows[3]!.id, [
          ...COMMITTEE_ROLES,
          'handicap_committee',
        ]);
        if (CLUB_SETTINGS[demo.key]?.has_baanstatus)
          await seedCourseStatus(
            tx as unknown as Db,
            app,
            app.member(clubId, accountId('marker')),
            clubDateTime(now, club.timezone),
            club.timezone,
          );
        played = await seedDemoMatches(
          tx as unknown as Db,
          clubId,
          { today: clubDateTime(now, club.timezone).date, timeZone: club.timezone },
          // Its own stream, so the members, cards and bookings stay as they were.
          createRandom(demo.club_id + 7),
          { demo: accountId('demo'), keepFree: [accountId('marker'), memberRows[3]!.id] },
          // The match committee (commissie) puts the matches on the calendar.
          { office, member: office.member(clubId, memberRows[3]!.id) },
          app,
        );
      }
      // Years of processed cards, each member's record brought in whole (importRecord): card by
      // card, each member's record would be replayed once per card.
      await seedDemoCards(
        tx as unknown as Db,
        clubId,
        clubDateTime(now, club.timezone),
        opts.cardHistories ?? 'all',
        { app, timeZone: club.timezone },
      );
      // The played matches' cards go into records that are in by now, processed at the seed's now.
      await playDemoMatches(
        office,
        office.member(clubId, memberRows[3]!.id),
        now,
        played,
        createRandom(demo.club_id + 11),
      );
      if (demo.key === 'demo') {
        await seedNewcomer(
          office,
          office.member(clubId, memberRows[4]!.id),
          password(NEWCOMER),
          `NL${gsnSeq + 900_000}`,
        );
      }
    }
  });
  // Fresh planner statistics, so the first requests do not run on plans for empty tables.
  await db.execute(sql`analyze`);
}

/** The demo account of a new member: a GSN but no handicap index yet, and no cards. */
const NEWCOMER = 'nieuw';

/**
 * The member administrator adds the newcomer as a club adds a new member, and makes them the link
 * they set their password with.
 */
async function seedNewcomer(office: DemoOffice, admin: Auth, password: string, gsn: string) {
  const { relatie_id } = await office.createMember(admin, {
    ...BLANK_MEMBER,
    gsn,
    voorletters: 'N.',
    roepnaam: 'Nina',
    achternaam: 'Nieuw',
    geboortedatum: '1990-05-17',
    geslacht: 'v',
    email: 'nina.nieuw@example.nl',
    voorkeurstaal: 'nl_NL',
    username: NEWCOMER,
  });
  await office.setPassword(admin, relatie_id, password);
}

/**
 * A hole's length in metres from a tee: typical for its par, a little longer the harder its
 * stroke index, and each further tee in the list 25 m shorter (back tees first).
 */
function holeLength(par: number, si: number, teeNr: number): number {
  const base = par === 3 ? 140 : par === 4 ? 320 : 440;
  return base + (18 - si) * 4 - teeNr * 25;
}

/**
 * The time of day the committee reported today's course status: 07:30, or now when the demo
 * starts earlier — a report is never dated after now.
 */
export const statusReportTime = (clubTime: string): string =>
  clubTime < '07:30' ? clubTime : '07:30';

/** Today's status of every course of the club, reported by the tee-sheet manager `marker`. */
async function seedCourseStatus(
  db: Db,
  app: DemoApp,
  marker: Auth,
  now: WallClock,
  timeZone: string,
) {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.club_id, marker.clubId))
    .orderBy(asc(courses.id));
  const at = new Date(clubInstant(now.date, statusReportTime(now.time), timeZone) * 1000);
  for (const c of rows)
    await app.setCourseStatus(marker, at, c.id, {
      open: true,
      winter_greens: false,
      buggies: true,
      trolleys: true,
    });
}

/**
 * The club's courses with their tees and holes, as its tee-sheet manager adds them on the course
 * form, each on its federation's rating id (`handicap_id`) as a club importing its courses from
 * the federation does; answers the first (main) course's id. Every course comes with a bookable
 * tee sheet: a club that books no tee times in the app (`booking_mob_enabled` off) has its sheets
 * made not bookable, the booking clubs get theirs laid out with their bookings (seedDemoBookings).
 */
async function seedCourses(
  office: DemoOffice,
  clubId: number,
  demo: DemoClub,
): Promise<number | undefined> {
  const manager = office.operator(clubId);
  const ids: number[] = [];
  for (const c of demo.courses)
    ids.push(
      await office.createCourse(manager, {
        name: c.name,
        holes: c.holes,
        hole_options: c.hole_options,
        handicap_id: c.handicap_id,
        tees: c.tees.map((t, teeNr) => ({
          naam: t.naam,
          kleur: t.kleur,
          inverse_kleur: t.inverse_kleur,
          men: { course_rating: t.m[0] / 10, slope_rating: t.m[1], par: t.m[2] },
          women: { course_rating: t.v[0] / 10, slope_rating: t.v[1], par: t.v[2] },
          holes: c.pars.map((par, i) => ({
            hole_nr: i + 1,
            par,
            si: c.sis[i]!,
            lengte: holeLength(par, c.sis[i]!, teeNr),
          })),
        })),
      }),
    );
  if (!CLUB_SETTINGS[demo.key]?.booking_mob_enabled)
    for (const id of ids)
      await office.saveTeeSheet(manager, id, {
        first_time: '08:00',
        last_time: '17:00',
        intervals: [10],
        seasons: [],
        capacity: 4,
        bookable: false,
        booking_days_ahead: null,
        booking_opens_at: null,
      });
  return ids[0];
}

/** Handicap indexes from plus to 54, most members between 10 and 30 as at a real club. */
function randomHandicapTenths(rnd: Random, i: number): number {
  if (i % 25 === 0) return -rnd.int(1, 35); // plus handicaps
  if (i % 17 === 0) return rnd.int(400, 540);
  const base = (rnd.next() + rnd.next() + rnd.next()) / 3; // roughly normal around the middle
  return Math.round(base * 400) + 20;
}

function randomPerson(rnd: Random, i: number, account: string | undefined) {
  const female = account ? account === 'marker' : rnd.chance(0.4);
  const [tussenvoegsel, achternaam] = rnd.pick(SURNAMES);
  const roepnaam = account === 'demo' ? 'Jan' : rnd.pick(female ? FEMALE_NAMES : MALE_NAMES);
  const year = rnd.int(1945, 2010);
  const handicap = randomHandicapTenths(rnd, i);
  return {
    voorletters: `${roepnaam[0]}.`,
    roepnaam,
    tussenvoegsel: account === 'demo' ? null : tussenvoegsel,
    achternaam: account === 'demo' ? 'Demo' : achternaam,
    geboortedatum: `${year}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
    geslacht: (female ? 'v' : 'm') as 'm' | 'v',
    email: `${roepnaam.toLowerCase()}.${achternaam.toLowerCase().replace(/\W/g, '')}${i}@example.nl`,
    // Phone numbers for some (the accounts always), derived from the position so that the random
    // stream, and with it everything seeded after, stays as it was.
    telefoon: account || i % 4 === 0 ? `020-${5_550_000 + i * 37}` : null,
    mobiel: account || i % 3 !== 1 ? `06-${20_000_000 + i * 1_237}` : null,
    voorkeurstaal: 'nl_NL' as const,
    // The demo login gets a typical club golfer's index.
    handicap_tenths: account === 'demo' ? 184 : handicap,
  };
}

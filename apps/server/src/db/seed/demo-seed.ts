import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth';
import { sanitizeNewsHtml } from '../../modules/news';
import type { Db } from '../connect';
import {
  clubConfig,
  clubs,
  courseStatus,
  courses,
  faqEntries,
  faqTranslations,
  features,
  friendships,
  holes,
  memberRoles,
  memberships,
  newsPosts,
  players,
  tees,
} from '../schema';
import { DEMO_CLUBS, type DemoClub } from './demo-clubs';
import { ensureCountries } from '../reference/countries';
import { FAQ, NEWS_TOPICS } from './demo-content';
import type { SheetLayout } from './daylight';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './demo-names';
import { createRandom, type Random } from './random';
import { seedDemoCards } from './demo-cards';
import { seedDemoBookings } from './demo-bookings';
import { COMMITTEE_ROLES, seedDemoMatches, seedRoleAccount } from './demo-matches';
import { clubDateTime, clubInstant, type WallClock } from '@fairway/golf';

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

/** Club flags per demo club (spec §3); anything not named keeps the column default. */
const CLUB_CONFIG: Record<string, Partial<typeof clubConfig.$inferInsert>> = {
  federation: { booking_mob_enabled: false, kaarten: true, news: true, memberlist_visible: false },
  demo: {
    booking_mob_enabled: true,
    news: true,
    kaarten: true,
    memberlist_visible: true,
    digimarker_verplicht: true,
    has_baanstatus: true,
    mobile_show_bezetting: true,
    logo_url: '/demo/logo-demo.svg',
    background_url: '/demo/background-demo.svg',
    cancellation_reason_enabled: '1',
    // Members may change a booking until 2 hours before; guests until 48 hours before.
    member_edit_lead: '02:00',
    member_cancel_lead: '02:00',
    guest_edit_lead: '48:00',
    guest_cancel_lead: '48:00',
  },
  zuid: {
    booking_mob_enabled: false,
    hide_profiel_link: true,
    // No course of its own to show: no course information or calculator (spec §3 has_baan).
    has_baan: false,
    news: true,
    kaarten: true,
    memberlist_visible: false,
    logo_url: '/demo/logo-zuid.svg',
  },
  veldzicht: {
    booking_mob_enabled: true,
    news: true,
    kaarten: true,
    memberlist_visible: true,
    // Booking one tap from the card list, and the number of holes confirmed before booking.
    mobile_nav_naar_booking: '1',
    // Members' mobile numbers in the member list, and all contact fields on a member's page.
    ledenlijst_mobiel_tonen: true,
    relatie_tonen_contactgegevens: true,
    website_bevestig_hole_keuze: '1',
  },
  foreign: { booking_mob_enabled: false, news: false, kaarten: false, memberlist_visible: false },
};

const FEATURES: Record<string, Record<string, boolean>> = {
  demo: { showQualfyingScorecardMenu: true, startLijstFlightTonen: true },
  zuid: { showQualfyingScorecardMenu: false, startLijstFlightTonen: false },
  veldzicht: { showQualfyingScorecardMenu: true, startLijstFlightTonen: false },
  federation: { showQualfyingScorecardMenu: false, startLijstFlightTonen: false },
};

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
  } = {},
): Promise<void> {
  if (!(await isEmpty(db))) throw new Error('refusing to load demo data into a database in use');
  const rnd = createRandom(20261122);
  await db.transaction(async (tx) => {
    const countryRows = await ensureCountries(tx as unknown as Db);
    const countryId = new Map(countryRows.map((c) => [c.name, c.id]));

    let gsnSeq = 10_000_000;
    const hashes = new Map(
      await Promise.all(
        DEMO_ACCOUNTS.map(async (a) => [a.username, await hashPassword(a.password)] as const),
      ),
    );

    for (const demo of DEMO_CLUBS) {
      const [club] = await tx
        .insert(clubs)
        .values({
          club_id: demo.club_id,
          naam: demo.naam,
          snelnaam: demo.snelnaam,
          environment: demo.environment,
          type: demo.type,
          on_platform: demo.on_platform,
          country_id: countryId.get(demo.country)!,
          plaats: demo.plaats,
        })
        .returning();
      const clubId = club!.id;
      await tx.insert(clubConfig).values({ club_id: clubId, ...CLUB_CONFIG[demo.key] });
      const feats = FEATURES[demo.key];
      if (feats) {
        await tx
          .insert(features)
          .values(
            Object.entries(feats).map(([name, enabled]) => ({ club_id: clubId, name, enabled })),
          );
      }
      await seedCourses(tx as unknown as Db, clubId, demo);
      if (CLUB_CONFIG[demo.key]?.has_baanstatus) {
        await seedCourseStatus(
          tx as unknown as Db,
          clubId,
          clubDateTime(now, club!.timezone),
          club!.timezone,
        );
      }
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
      // One statement for the players and one for their memberships (ids come back in order).
      const people = Array.from({ length: memberCount }, (_, i) =>
        randomPerson(rnd, i, accounts[i]?.username),
      );
      const playerIds = await tx
        .insert(players)
        .values(people.map((person) => ({ ...person, gsn: `NL${gsnSeq++}` })))
        .returning({ id: players.id });
      const memberRows = await tx
        .insert(memberships)
        .values(
          playerIds.map(({ id }, i) => {
            const account = accounts[i];
            return {
              club_id: clubId,
              player_id: id,
              username: account?.username ?? `lid${demo.club_id}-${i + 1}`,
              password_hash: account ? hashes.get(account.username)! : null,
              // A few guests at the demo club, the 'gast' account among them (spec §3 is_gast).
              is_gast: account ? account.username === 'gast' : demo.key === 'demo' && i % 30 === 29,
              extra_veld_1: demo.club_id === 414 ? `Lockernummer ${100 + i}` : null,
            };
          }),
        )
        .returning({ id: memberships.id, username: memberships.username });

      const marker = memberRows.find((m) => m.username === 'marker');
      if (marker) {
        // The committee (sets the day's course status): the marker account.
        await tx
          .insert(memberRoles)
          .values(
            COMMITTEE_ROLES.map((role) => ({ club_id: clubId, relatie_id: marker.id, role })),
          );
      }

      if (demo.key === 'demo') {
        // The demo account follows the marker and a few members, so its friends tab is not empty.
        const demoId = memberRows.find((m) => m.username === 'demo')!.id;
        const friendIds = [
          memberRows.find((m) => m.username === 'marker')!.id,
          ...[6, 13, 21].map((i) => memberRows[i]!.id),
        ];
        await tx
          .insert(friendships)
          .values(friendIds.map((id) => ({ club_id: clubId, relatie_id: demoId, friend_id: id })));
      }

      const postCount = demo.key === 'demo' ? 24 : 5;
      await tx.insert(newsPosts).values(
        Array.from({ length: postCount }, (_, i) => {
          const topic = NEWS_TOPICS[(i + (demo.key === 'demo' ? 0 : 5)) % NEWS_TOPICS.length]!;
          return {
            club_id: clubId,
            titel: demo.key === 'demo' ? topic.titel : `${demo.naam}: ${topic.titel}`,
            inhoud: sanitizeNewsHtml(topic.inhoud),
            afbeelding_url: i % 3 === 2 ? null : `/demo/news-${(i % 4) + 1}.svg`,
            datum: new Date(now.getTime() - (i * 3 + 1) * 86_400_000),
          };
        }),
      );
      const faqRows = await tx
        .insert(faqEntries)
        .values(
          FAQ.map(({ vraag, antwoord }, i) => ({ club_id: clubId, sort: i, vraag, antwoord })),
        )
        .returning({ id: faqEntries.id });
      await tx.insert(faqTranslations).values(
        FAQ.flatMap((f, i) =>
          Object.entries(f.vertalingen).map(([taal, text]) => ({
            club_id: clubId,
            faq_id: faqRows[i]!.id,
            taal,
            ...text,
          })),
        ),
      );
      if (CLUB_CONFIG[demo.key]?.booking_mob_enabled) {
        const accountId = (name: string) => memberRows.find((m) => m.username === name)?.id;
        await seedDemoBookings(
          tx as unknown as Db,
          clubId,
          clubDateTime(now, club!.timezone).date,
          // Its own stream, so the members and cards stay the same as without bookings.
          createRandom(demo.club_id),
          {
            demo: accountId('demo'),
            marker: accountId('marker'),
          },
          opts.sheet,
        );
      }
      if (demo.key === 'demo') {
        const accountId = (name: string) => memberRows.find((m) => m.username === name)!.id;
        await seedRoleAccount(tx as unknown as Db, clubId, memberRows[3]!.id, {
          username: 'commissie',
          passwordHash: hashes.get('commissie')!,
          roles: [...COMMITTEE_ROLES, 'handicap_committee'],
        });
        await seedRoleAccount(tx as unknown as Db, clubId, memberRows[4]!.id, {
          username: 'beheer',
          passwordHash: hashes.get('beheer')!,
          roles: ['administrator'],
        });
        await seedDemoMatches(
          tx as unknown as Db,
          clubId,
          clubDateTime(now, club!.timezone).date,
          // Its own stream, so the members, cards and bookings stay as they were.
          createRandom(demo.club_id + 7),
          { demo: accountId('demo'), keepFree: [accountId('marker'), memberRows[3]!.id] },
        );
      }
      await seedDemoCards(
        tx as unknown as Db,
        clubId,
        clubDateTime(now, club!.timezone),
        opts.cardHistories ?? 'all',
      );
      if (demo.key === 'demo') {
        await seedNewcomer(
          tx as unknown as Db,
          clubId,
          hashes.get(NEWCOMER)!,
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

async function seedNewcomer(db: Db, clubId: number, passwordHash: string, gsn: string) {
  const [player] = await db
    .insert(players)
    .values({
      gsn,
      voorletters: 'N.',
      roepnaam: 'Nina',
      tussenvoegsel: null,
      achternaam: 'Nieuw',
      geboortedatum: '1990-05-17',
      geslacht: 'v',
      email: 'nina.nieuw@example.nl',
      voorkeurstaal: 'nl_NL',
      handicap_tenths: null,
    })
    .returning({ id: players.id });
  await db.insert(memberships).values({
    club_id: clubId,
    player_id: player!.id,
    username: NEWCOMER,
    password_hash: passwordHash,
    is_gast: false,
    extra_veld_1: null,
  });
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

/** Today's status of every course of a club with course status: open, summer greens. */
async function seedCourseStatus(db: Db, clubId: number, now: WallClock, timeZone: string) {
  const rows = await db.select({ id: courses.id }).from(courses).where(eq(courses.club_id, clubId));
  await db.insert(courseStatus).values(
    rows.map((c) => ({
      club_id: clubId,
      course_id: c.id,
      datum: now.date,
      open: true,
      winter_greens: false,
      buggies: true,
      trolleys: true,
      set_at: new Date(clubInstant(now.date, statusReportTime(now.time), timeZone) * 1000),
    })),
  );
}

async function seedCourses(db: Db, clubId: number, demo: DemoClub): Promise<void> {
  let first: number | undefined;
  for (const c of demo.courses) {
    const [course] = await db
      .insert(courses)
      .values({
        club_id: clubId,
        name: c.name,
        holes: c.holes,
        hole_options: c.hole_options,
        handicap_id: c.handicap_id,
      })
      .returning({ id: courses.id });
    first ??= course!.id;
    for (const [teeNr, t] of c.tees.entries()) {
      const [teeRow] = await db
        .insert(tees)
        .values({
          club_id: clubId,
          course_id: course!.id,
          naam: t.naam,
          kleur: t.kleur,
          inverse_kleur: t.inverse_kleur,
          cr_m_tenths: t.m[0],
          sr_m: t.m[1],
          par_m: t.m[2],
          cr_v_tenths: t.v[0],
          sr_v: t.v[1],
          par_v: t.v[2],
        })
        .returning({ id: tees.id });
      await db.insert(holes).values(
        c.pars.map((par, i) => ({
          club_id: clubId,
          tee_id: teeRow!.id,
          hole_nr: i + 1,
          par,
          si: c.sis[i]!,
          lengte: holeLength(par, c.sis[i]!, teeNr),
        })),
      );
    }
  }
  // The first course is the club's main course: booking and card forms start on it.
  if (first !== undefined) {
    await db
      .update(clubConfig)
      .set({ website_default_baan: first })
      .where(eq(clubConfig.club_id, clubId));
  }
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
    voorkeurstaal: 'nl_NL',
    // The demo login gets a typical club golfer's index.
    handicap_tenths: account === 'demo' ? 184 : handicap,
  };
}

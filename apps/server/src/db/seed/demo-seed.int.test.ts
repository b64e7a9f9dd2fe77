import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilePictureStore } from '../../modules/pictures';
import { loginCall, sessionCookie } from '../../../test/login';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  auditLog,
  bookings,
  clubConfig,
  clubs,
  courses,
  courseStatus,
  faqEntries,
  faqTranslations,
  matches,
  matchRegistrations,
  memberRoles,
  memberships,
  newsPosts,
  passwordLinks,
  scorecards,
  teeSheetSettings,
} from '../schema';
import { FAQ } from './demo-content';
import { DEMO_ACCOUNTS, seedDemo } from './demo-seed';
import { sameClubRow } from '../same-club';

// The demo data as a member meets it, seeded on a December Saturday in the Netherlands before
// dawn: tomorrow is a Sunday, and nothing the committee does in the morning has happened yet.
const NOW = new Date('2026-12-12T05:00:00Z');
let t: TestApp;
// The server's picture store, which the seed uploads the news pictures into as the editor does.
const picturesDir = mkdtempSync(path.join(tmpdir(), 'fairway-seed-pictures-'));
const pictures = new FilePictureStore(picturesDir);
// The whole seed through the services: 30 s on a quiet machine, over 60 s beside the rest of CI.
beforeAll(async () => {
  t = await createTestApp({ seed: false, pictures });
  await seedDemo(t.database.db, NOW, { cardHistories: 'accounts', pictures });
}, 240_000);
afterAll(async () => {
  await t.close();
  rmSync(picturesDir, { recursive: true, force: true });
});

describe('the demo data', () => {
  it('opens the bookable tee sheets after sunrise and closes them well before a December sunset', async () => {
    const sheets = await t.database.db
      .select({
        holes: courses.holes,
        first: teeSheetSettings.first_time,
        last: teeSheetSettings.last_time,
      })
      .from(teeSheetSettings)
      .innerJoin(courses, sameClubRow(courses, teeSheetSettings, teeSheetSettings.course_id))
      // The clubs that book no tee times in the app keep their courses' sheets, not bookable.
      .where(eq(teeSheetSettings.bookable, true));
    expect(sheets.length).toBeGreaterThan(0);
    for (const s of sheets) {
      expect(s.first >= '08:30', `first tee time ${s.first}`).toBe(true);
      expect(s.last <= '14:30', `last tee time ${s.last}`).toBe(true);
    }
    const booked = await t.database.db
      .select({ min: sql<string>`min(${bookings.time})`, max: sql<string>`max(${bookings.time})` })
      .from(bookings);
    expect(booked[0]!.min >= '08:30').toBe(true);
    expect(booked[0]!.max <= '14:30').toBe(true);
  });

  it('gives no member two rounds on one day, booked or played', async () => {
    const twiceBooked = await t.database.db
      .select({ id: bookings.relatie_id, date: bookings.date, n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(isNotNull(bookings.relatie_id))
      .groupBy(bookings.club_id, bookings.relatie_id, bookings.date)
      .having(sql`count(*) > 1`);
    expect(twiceBooked).toEqual([]);
    const twicePlayed = await t.database.db
      .select({ id: scorecards.relatie_id, date: scorecards.datum, n: sql<number>`count(*)::int` })
      .from(scorecards)
      .groupBy(scorecards.club_id, scorecards.relatie_id, scorecards.datum)
      .having(sql`count(*) > 1`);
    expect(twicePlayed).toEqual([]);
    // A played round's card is never on a day the member also had a round booked.
    const both = await t.database.db
      .select({ id: scorecards.relatie_id })
      .from(scorecards)
      .innerJoin(
        bookings,
        sql`(${bookings.club_id}, ${bookings.relatie_id}, ${bookings.date})
          = (${scorecards.club_id}, ${scorecards.relatie_id}, ${scorecards.datum})`,
      );
    expect(both).toEqual([]);
  });

  it('plays the recorded rounds in daylight', async () => {
    const late = await t.database.db
      .select({ datum: scorecards.datum, tijd: scorecards.tijd })
      .from(scorecards)
      .where(
        sql`extract(month from ${scorecards.datum}::date) in (11, 12, 1) and ${scorecards.tijd} > '14:30'`,
      );
    expect(late).toEqual([]);
  });

  it('promises nothing in the news that the app does not have', async () => {
    const posts = await t.database.db.select({ inhoud: newsPosts.inhoud }).from(newsPosts);
    expect(posts.length).toBeGreaterThan(0);
    for (const { inhoud } of posts) {
      // The app has no competition calendar and no course status.
      expect(inhoud).not.toMatch(/wedstrijdkalender|baanstatus|kalender in de app/i);
      // Members sign up for a match in the app, not on a paper list.
      expect(inhoud).not.toMatch(/lijst in het clubhuis|inschrijflijst in het clubhuis/i);
    }
  });

  it('gives two posts in three a picture uploaded as the editor does, which a member opens', async () => {
    const db = t.database.db;
    const [{ id: club }] = (await db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.snelnaam, 'demo'))) as [{ id: number }];
    const posts = await db
      .select({ url: newsPosts.afbeelding_url })
      .from(newsPosts)
      .where(eq(newsPosts.club_id, club))
      .orderBy(asc(newsPosts.id));
    const urls = posts.map((p) => p.url);
    expect(urls).toHaveLength(24);
    expect(urls.filter((u) => u === null)).toHaveLength(8);
    // Every picture a file of its own in the store, named as an upload's.
    const shown = urls.filter((u): u is string => u !== null);
    expect(new Set(shown).size).toBe(16);
    for (const u of shown) expect(u).toMatch(/^\/api\/news\/pictures\/[A-Za-z0-9_-]{22}-xl\.jpg$/);
    const login = await loginCall(t.app, club, 'demo', 'demo');
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login);
    const res = await t.app.inject({ method: 'GET', url: shown[0]!, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    // Re-encoded by the upload: a JPEG of the drawing at twice its size.
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720]);
  });

  it("writes the club's FAQ through the editor's service: in order, translated, audited", async () => {
    const db = t.database.db;
    // Seeded after the test app was made: the harness's club ids are from before.
    const [{ id: club }] = (await db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.snelnaam, 'demo'))) as [{ id: number }];
    const entries = await db
      .select()
      .from(faqEntries)
      .where(eq(faqEntries.club_id, club))
      .orderBy(asc(faqEntries.sort), asc(faqEntries.id));
    expect(entries.map((e) => [e.sort, e.vraag])).toEqual(FAQ.map((f, i) => [i, f.vraag]));
    const english = await db
      .select({ faq_id: faqTranslations.faq_id, vraag: faqTranslations.vraag })
      .from(faqTranslations)
      .where(and(eq(faqTranslations.club_id, club), eq(faqTranslations.taal, 'en_US')));
    expect(english.find((e) => e.faq_id === entries[0]!.id)?.vraag).toBe(
      FAQ[0]!.vertalingen.en_US.vraag,
    );
    const audited = await db
      .select({ record_id: auditLog.record_id, actor_id: auditLog.actor_id })
      .from(auditLog)
      .where(and(eq(auditLog.club_id, club), eq(auditLog.entity, 'faq_entry')));
    expect(audited.map((a) => a.record_id).sort()).toEqual(entries.map((e) => String(e.id)).sort());
    expect(audited.every((a) => a.actor_id === null)).toBe(true);
  });

  it("makes the courses through the course form's service, on their federation's rating ids", async () => {
    const db = t.database.db;
    const made = await db
      .select({
        id: courses.id,
        club: clubs.snelnaam,
        name: courses.name,
        handicap_id: courses.handicap_id,
        bookable: teeSheetSettings.bookable,
      })
      .from(courses)
      .innerJoin(clubs, eq(clubs.id, courses.club_id))
      .innerJoin(
        teeSheetSettings,
        and(
          eq(teeSheetSettings.club_id, courses.club_id),
          eq(teeSheetSettings.course_id, courses.id),
        ),
      )
      .orderBy(asc(courses.id));
    expect(made.slice(0, 4).map((c) => [c.club, c.name, c.handicap_id, c.bookable])).toEqual([
      ['demo', 'De Lange Baan', 1, true],
      ['demo', 'De Korte Negen', 2, true],
      ['zuid', 'Zuidbaan', 3, false],
      ['veldzicht', 'Veldzichtbaan', 4, true],
    ]);
    // The clubs off the platform: on their federation's ids, booked nowhere.
    expect(made.slice(4).every((c) => c.handicap_id! >= 100 && !c.bookable)).toBe(true);
    const audited = await db
      .select({ record_id: auditLog.record_id, actor_id: auditLog.actor_id })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'course'), eq(auditLog.action, 'create')));
    expect(audited.map((a) => Number(a.record_id)).sort((a, b) => a - b)).toEqual(
      made.map((c) => c.id),
    );
    expect(audited.every((a) => a.actor_id === null)).toBe(true);
  });

  it("adds the members through the member administration's service, each with its audit row", async () => {
    const db = t.database.db;
    const key = (club: number, id: number | string | null) => `${club}/${id}`;
    // The unknown-player placeholder is made with the club (ClubSetupService), not by the member
    // administration.
    const placeholders = new Set(
      (
        await db
          .select({ club: clubConfig.club_id, id: clubConfig.onbekend_relatie_id })
          .from(clubConfig)
      ).map((c) => key(c.club, c.id)),
    );
    const members = (
      await db.select({ club: memberships.club_id, id: memberships.id }).from(memberships)
    ).filter((m) => !placeholders.has(key(m.club, m.id)));
    const audited = await db
      .select({ club: auditLog.club_id, record_id: auditLog.record_id })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'member'), eq(auditLog.action, 'create')));
    expect(members.length).toBeGreaterThan(200);
    expect(audited.map((a) => key(a.club, a.record_id)).sort()).toEqual(
      members.map((m) => key(m.club, m.id)).sort(),
    );
  });

  it("gives the demo logins their password through a link, the demo club's administrator by the platform", async () => {
    const db = t.database.db;
    const logins = await db
      .select({ username: memberships.username, link: passwordLinks.used_at })
      .from(memberships)
      .leftJoin(passwordLinks, sameClubRow(memberships, passwordLinks, passwordLinks.relatie_id))
      .where(isNotNull(memberships.password_hash))
      .orderBy(asc(memberships.username));
    expect(logins.map((l) => l.username)).toEqual(DEMO_ACCOUNTS.map((a) => a.username).sort());
    expect(logins.every((l) => l.link !== null)).toBe(true);
    const admins = await db
      .select({ club: clubs.snelnaam, username: memberships.username })
      .from(memberRoles)
      .innerJoin(memberships, sameClubRow(memberships, memberRoles, memberRoles.relatie_id))
      .innerJoin(clubs, eq(clubs.id, memberRoles.club_id))
      .where(eq(memberRoles.role, 'administrator'));
    expect(admins).toEqual([{ club: 'demo', username: 'beheer' }]);
    const [federation] = await db.select().from(clubs).where(eq(clubs.snelnaam, 'ngf'));
    expect(federation).toMatchObject({ environment: 'federation', plaats: 'Utrecht' });
    const offPlatform = await db.select().from(clubs).where(eq(clubs.on_platform, false));
    expect(offPlatform).toHaveLength(11);
  });

  it('plays every match named after a weekday on that weekday, in the club time zone', async () => {
    const days = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];
    const rows = await t.database.db
      .select({ naam: matches.naam, aanvang: matches.aanvang })
      .from(matches);
    const named = rows.filter((m) => days.some((d) => m.naam.toLowerCase().includes(d)));
    expect(named.length).toBeGreaterThan(10);
    for (const m of named) {
      // aanvang is the club's wall clock ('YYYY-MM-DD HH:mm'): its date is the club's day.
      const day = days[new Date(`${String(m.aanvang).slice(0, 10)}T12:00:00Z`).getUTCDay()]!;
      expect(m.naam.toLowerCase(), `${m.naam} on ${String(m.aanvang)}`).toContain(day);
    }
  });

  it("reports no course status after the seed's now", async () => {
    const statuses = await t.database.db.select({ set_at: courseStatus.set_at }).from(courseStatus);
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses) expect(s.set_at.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('signs the placeholder for unknown players up for no match, so it pays for none', async () => {
    const unknown = await t.database.db
      .select({ id: clubConfig.onbekend_relatie_id })
      .from(clubConfig)
      .where(isNotNull(clubConfig.onbekend_relatie_id));
    expect(unknown.length).toBeGreaterThan(0);
    for (const { id } of unknown) {
      const signedUp = await t.database.db
        .select({ match: matchRegistrations.match_id })
        .from(matchRegistrations)
        .where(eq(matchRegistrations.relatie_id, id!));
      expect(signedUp, `placeholder ${id}`).toEqual([]);
    }
  });
});
